import { Copy, Download } from 'lucide-react';
import QRCode from 'qrcode';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginSchema } from '../../../shared/auth.ts';
import { z } from '../../../shared/zod.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { ButtonWithIcon } from '../../components/ui/button-with-icon.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { DialogDoneButton, DialogFormButtons } from '../../components/ui/dialog-buttons.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { api, ApiError } from '../../lib/api.ts';
import { copyWithNotice } from '../../lib/notify.ts';
import { saveFile } from '../../lib/save-file.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';

/** POST to better-auth's two-factor endpoints (our server answers failures as `{error:{code}}`). */
function twoFactorCall<T>(path: string, json: unknown): Promise<T> {
  return api<T>(`/api/auth/two-factor/${path}`, { method: 'POST', json });
}

function codeOf(error: unknown): string {
  return error instanceof ApiError ? error.code : 'internal';
}

/** The account's password, as signing in asks for it. */
const passwordSchema = loginSchema.pick({ password: true });

/** The password step every change starts with; a wrong password is said at the field. */
function PasswordStep({ submitLabel, busyLabel, danger, onSubmit, onCancel }: {
  submitLabel: string;
  busyLabel: string;
  danger?: boolean;
  onSubmit: (password: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(passwordSchema, { password: '' });

  const submit = form.submitWith(async ({ password }) => {
    try {
      await onSubmit(password);
    } catch (error) {
      const code = codeOf(error);
      if (code === 'wrong_password' || code === 'invalid_credentials') form.setError('password', { message: 'security.twoFactor.passwordWrong' });
      else form.setFailure(t(`errors.${code}`));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {form.failure && <Alert tone="error">{form.failure}</Alert>}
      <PasswordField purpose="current" label={t('security.twoFactor.password')} required autoFocus error={form.errorOf('password')} {...form.register('password')} />
      <DialogFormButtons onCancel={onCancel} busy={form.formState.isSubmitting} label={submitLabel} busyLabel={busyLabel} danger={danger} />
    </form>
  );
}

/** The ten single-use codes, shown once: download as .txt or copy. */
function BackupCodesView({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const text = codes.join('\n') + '\n';
  return (
    <div className="space-y-4">
      <Alert tone="info">{t('security.twoFactor.codesHint')}</Alert>
      <ul aria-label={t('security.twoFactor.codesTitle')} className="grid grid-cols-2 gap-2 rounded-lg border border-border bg-bg-subtle p-4 font-mono text-sm text-fg" data-testid="backup-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row">
        <ButtonWithIcon Icon={Download} variant="secondary" className="h-11 sm:h-10" onClick={() => saveFile(text, 'inkwell-backup-codes.txt', 'text/plain;charset=utf-8')}>
          {t('security.twoFactor.download')}
        </ButtonWithIcon>
        <ButtonWithIcon Icon={Copy} variant="secondary" className="h-11 sm:h-10" onClick={() => void copyWithNotice(text, t('security.twoFactor.copied'), t('security.twoFactor.copyFailed'))}>
          {t('security.twoFactor.copy')}
        </ButtonWithIcon>
      </div>
      <DialogDoneButton onDone={onDone} label={t('security.twoFactor.done')} />
    </div>
  );
}

/**
 * A code from the authenticator app as typed: six digits, the spaces some
 * apps show ("123 456") left out. The server (better-auth) checks the code itself.
 */
const authenticatorCodeSchema = z.object({
  code: z
    .string()
    .transform((typed) => typed.replace(/\s/g, ''))
    .refine((code) => /^\d{6}$/.test(code), { message: 'security.twoFactor.codeFormat' }),
});

interface Setup {
  qr: string;
  secret: string;
  backupCodes: string[];
}

/** Password → QR code (drawn here, never fetched) or the secret → a first code → the backup codes. */
export function EnableTwoFactorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'password' | 'scan' | 'codes'>('password');
  const [setup, setSetup] = useState<Setup | null>(null);
  const form = useSchemaForm(authenticatorCodeSchema, { code: '' });

  function close() {
    setStep('password');
    setSetup(null);
    form.clear();
    onClose();
  }

  async function start(password: string) {
    const answer = await twoFactorCall<{ totpURI: string; backupCodes: string[] }>('enable', { password });
    const svg = await QRCode.toString(answer.totpURI, { type: 'svg', margin: 2, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } });
    setSetup({
      qr: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
      secret: new URL(answer.totpURI).searchParams.get('secret') ?? '',
      backupCodes: answer.backupCodes,
    });
    setStep('scan');
  }

  const confirm = form.submitWith(async ({ code }) => {
    try {
      await twoFactorCall('verify-totp', { code });
      // The codes step says that two-factor sign-in is on (no toast over the dialog).
      setStep('codes');
    } catch (error) {
      const failed = codeOf(error);
      if (failed === 'two_factor_invalid_code' || failed === 'two_factor_code_used') form.setError('code', { message: `errors.${failed}` });
      else form.setFailure(t(`errors.${failed}`));
    }
  });

  const descriptions = {
    password: t('security.twoFactor.enablePasswordHint'),
    scan: t('security.twoFactor.scanHint'),
    codes: t('security.twoFactor.codesIntro'),
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={step === 'codes' ? t('security.twoFactor.codesTitle') : t('security.twoFactor.turnOn')}
      description={descriptions[step]}
    >
      {step === 'password' && (
        <PasswordStep submitLabel={t('security.twoFactor.continue')} busyLabel={t('security.twoFactor.checking')} onSubmit={start} onCancel={close} />
      )}
      {step === 'scan' && setup && (
        <form noValidate onSubmit={confirm} className="space-y-4">
          {form.failure && <Alert tone="error">{form.failure}</Alert>}
          <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
            <img src={setup.qr} alt={t('security.twoFactor.qrAlt')} width={176} height={176} className="size-44 shrink-0 rounded-lg border border-border bg-white" />
            <div className="min-w-0 space-y-2 text-sm">
              <p className="text-fg-muted">{t('security.twoFactor.secretHint')}</p>
              <p className="font-medium text-fg" id="two-factor-secret-label">
                {t('security.twoFactor.secret')}
              </p>
              <code aria-labelledby="two-factor-secret-label" className="block rounded-md bg-bg-subtle px-2 py-1.5 font-mono text-sm break-all text-fg" data-testid="two-factor-secret">
                {setup.secret}
              </code>
              <ButtonWithIcon Icon={Copy} variant="secondary" size="sm" onClick={() => void copyWithNotice(setup.secret, t('security.twoFactor.secretCopied'), t('security.twoFactor.copyFailed'))}>
                {t('security.twoFactor.copySecret')}
              </ButtonWithIcon>
            </div>
          </div>
          <TextField
            label={t('security.twoFactor.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={7}
            required
            error={form.errorOf('code')}
            hint={t('security.twoFactor.codeHint')}
            {...form.register('code')}
          />
          <DialogFormButtons onCancel={close} busy={form.formState.isSubmitting} label={t('security.twoFactor.confirm')} busyLabel={t('security.twoFactor.confirming')} />
        </form>
      )}
      {step === 'codes' && setup && <BackupCodesView codes={setup.backupCodes} onDone={close} />}
    </Dialog>
  );
}

/** Password → ten new backup codes (the old ones stop working), shown once. */
export function BackupCodesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [codes, setCodes] = useState<string[] | null>(null);

  function close() {
    setCodes(null);
    onClose();
  }

  async function generate(password: string) {
    const answer = await twoFactorCall<{ backupCodes: string[] }>('generate-backup-codes', { password });
    setCodes(answer.backupCodes);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={codes ? t('security.twoFactor.codesTitle') : t('security.twoFactor.regenerate')}
      description={codes ? t('security.twoFactor.codesIntroNew') : t('security.twoFactor.regenerateHint')}
    >
      {codes ? (
        <BackupCodesView codes={codes} onDone={close} />
      ) : (
        <PasswordStep submitLabel={t('security.twoFactor.generate')} busyLabel={t('security.twoFactor.generating')} onSubmit={generate} onCancel={close} />
      )}
    </Dialog>
  );
}

/** Password → two-factor sign-in off (the owner gets a mail). */
export function DisableTwoFactorDialog({ open, onClose, onDisabled }: { open: boolean; onClose: () => void; onDisabled: () => void }) {
  const { t } = useTranslation();
  async function disable(password: string) {
    await twoFactorCall('disable', { password });
    onDisabled();
  }
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={t('security.twoFactor.turnOff')} description={t('security.twoFactor.turnOffHint')}>
      <PasswordStep danger submitLabel={t('security.twoFactor.turnOff')} busyLabel={t('security.twoFactor.turningOff')} onSubmit={disable} onCancel={onClose} />
    </Dialog>
  );
}
