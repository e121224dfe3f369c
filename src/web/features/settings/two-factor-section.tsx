import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonWithIcon } from '../../components/ui/button-with-icon.tsx';
import { notify } from '../../lib/notify.ts';
import { useSession } from '../../lib/session.ts';
import { SettingsSection } from './settings-section.tsx';
import { BackupCodesDialog, DisableTwoFactorDialog, EnableTwoFactorDialog } from './two-factor-dialogs.tsx';

/**
 * Settings › Security: two-factor sign-in. Off: turn it on (password,
 * QR code or secret, a first code, then the backup codes once). On: new backup
 * codes or turn it off, each after the password.
 */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const { data, refetch } = useSession();
  const [dialog, setDialog] = useState<'enable' | 'disable' | 'codes' | null>(null);
  const enabled = data?.user.twoFactorEnabled === true;
  const firstAction = useRef<HTMLButtonElement>(null);
  const closedDialog = useRef(false);

  // Turning it on or off swaps the buttons after the dialog gave the focus back to the one that
  // opened it: the first of the new buttons takes the focus rather than the page.
  useEffect(() => {
    if (!closedDialog.current) return;
    closedDialog.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) firstAction.current?.focus();
  }, [enabled]);

  function closed() {
    setDialog(null);
    closedDialog.current = true;
    void refetch();
  }

  return (
    <SettingsSection
      headingId="security-two-factor"
      title={t('security.twoFactor.title')}
      description={enabled ? t('security.twoFactor.descriptionOn') : t('security.twoFactor.description')}
      status={
        <span
          className={
            enabled
              ? 'inline-flex items-center gap-1 rounded-full bg-success-soft px-2.5 py-0.5 text-xs font-medium text-success'
              : 'inline-flex items-center gap-1 rounded-full bg-bg-subtle px-2.5 py-0.5 text-xs font-medium text-fg-muted'
          }
        >
          {enabled ? <ShieldCheck aria-hidden="true" className="size-3.5" /> : <ShieldOff aria-hidden="true" className="size-3.5" />}
          {enabled ? t('security.twoFactor.statusOn') : t('security.twoFactor.statusOff')}
        </span>
      }
    >
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        {enabled ? (
          <>
            <ButtonWithIcon Icon={KeyRound} ref={firstAction} variant="secondary" className="h-11 sm:h-10" onClick={() => setDialog('codes')}>
              {t('security.twoFactor.regenerate')}
            </ButtonWithIcon>
            <ButtonWithIcon Icon={ShieldOff} variant="secondary" className="h-11 sm:h-10" onClick={() => setDialog('disable')}>
              {t('security.twoFactor.turnOff')}
            </ButtonWithIcon>
          </>
        ) : (
          <ButtonWithIcon Icon={ShieldCheck} ref={firstAction} className="h-11 sm:h-10" onClick={() => setDialog('enable')}>
            {t('security.twoFactor.turnOn')}
          </ButtonWithIcon>
        )}
      </div>
      <EnableTwoFactorDialog open={dialog === 'enable'} onClose={closed} />
      <BackupCodesDialog open={dialog === 'codes'} onClose={closed} />
      <DisableTwoFactorDialog
        open={dialog === 'disable'}
        onClose={closed}
        onDisabled={() => {
          closed();
          void notify('success', t('security.twoFactor.turnedOff'));
        }}
      />
    </SettingsSection>
  );
}
