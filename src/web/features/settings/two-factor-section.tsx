import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { notify } from '../../lib/notify.ts';
import { useSession } from '../../lib/session.ts';
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
    <section aria-labelledby="security-two-factor" className="rounded-xl border border-border p-5">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="security-two-factor" className="font-semibold text-fg">
          {t('security.twoFactor.title')}
        </h3>
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
      </div>
      <p className="mt-1 text-sm text-fg-muted">{enabled ? t('security.twoFactor.descriptionOn') : t('security.twoFactor.description')}</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        {enabled ? (
          <>
            <Button ref={firstAction} variant="secondary" className="h-11 sm:h-10" onClick={() => setDialog('codes')}>
              <KeyRound aria-hidden="true" className="size-4" />
              {t('security.twoFactor.regenerate')}
            </Button>
            <Button variant="secondary" className="h-11 sm:h-10" onClick={() => setDialog('disable')}>
              <ShieldOff aria-hidden="true" className="size-4" />
              {t('security.twoFactor.turnOff')}
            </Button>
          </>
        ) : (
          <Button ref={firstAction} className="h-11 sm:h-10" onClick={() => setDialog('enable')}>
            <ShieldCheck aria-hidden="true" className="size-4" />
            {t('security.twoFactor.turnOn')}
          </Button>
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
    </section>
  );
}
