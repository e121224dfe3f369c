import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { api, ApiError } from '../../lib/api.ts';

/** Answers that end the sign-in challenge: the password step comes first again. */
const restartCodes = new Set(['two_factor_expired', 'two_factor_too_many_attempts']);

/**
 * The second sign-in step of an account with two-factor sign-in: a code from
 * the authenticator app, or a backup code, and "trust this device for 30 days".
 * The challenge lives in an httpOnly cookie the password step set.
 */
export function TwoFactorStep({ onSignedIn, onRestart }: { onSignedIn: () => Promise<void>; onRestart: (message: string) => void }) {
  const { t } = useTranslation();
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState('');
  const [trust, setTrust] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const typed = backup ? code.trim() : code.replace(/\s/g, '');
    if (backup ? typed.length < 6 : !/^\d{6}$/.test(typed)) {
      setFieldError(backup ? t('auth.twoFactor.backupFormat') : t('auth.twoFactor.codeFormat'));
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      await api(`/api/auth/two-factor/${backup ? 'verify-backup-code' : 'verify-totp'}`, { method: 'POST', json: { code: typed, trustDevice: trust } });
    } catch (error) {
      setBusy(false);
      const failed = error instanceof ApiError ? error.code : 'internal';
      if (restartCodes.has(failed)) onRestart(t(`errors.${failed}`));
      else if (failed === 'two_factor_invalid_code' || failed === 'two_factor_code_used' || failed === 'two_factor_invalid_backup_code') setFieldError(t(`errors.${failed}`));
      else setFailure(t(`errors.${failed}`));
      return;
    }
    await onSignedIn();
  }

  function switchKind() {
    setBackup(!backup);
    setCode('');
    setFieldError(undefined);
    setFailure(null);
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4" aria-labelledby="two-factor-step-title">
      <div>
        <h2 id="two-factor-step-title" className="text-lg font-semibold text-fg">
          {t('auth.twoFactor.title')}
        </h2>
        <p className="mt-1 text-sm text-fg-muted">{backup ? t('auth.twoFactor.backupIntro') : t('auth.twoFactor.intro')}</p>
      </div>
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField
        key={backup ? 'backup' : 'totp'}
        label={backup ? t('auth.twoFactor.backupCode') : t('auth.twoFactor.code')}
        inputMode={backup ? 'text' : 'numeric'}
        autoComplete={backup ? 'off' : 'one-time-code'}
        autoCapitalize="off"
        spellCheck={false}
        maxLength={backup ? 24 : 7}
        required
        autoFocus
        value={code}
        error={fieldError}
        onChange={(event) => setCode(event.target.value)}
      />
      <label className="flex items-center gap-3 text-sm text-fg">
        <input type="checkbox" className="size-4" checked={trust} onChange={(event) => setTrust(event.target.checked)} />
        {t('auth.twoFactor.trustDevice')}
      </label>
      <Button type="submit" size="lg" className="w-full" disabled={busy} focusableWhenDisabled>
        {busy ? t('auth.twoFactor.verifying') : t('auth.twoFactor.verify')}
      </Button>
      <div className="flex flex-col items-center gap-2 text-sm sm:flex-row sm:justify-between">
        <button type="button" className="font-medium text-primary hover:underline" onClick={switchKind}>
          {backup ? t('auth.twoFactor.useApp') : t('auth.twoFactor.useBackup')}
        </button>
        <button type="button" className="font-medium text-primary hover:underline" onClick={() => onRestart('')}>
          {t('auth.twoFactor.back')}
        </button>
      </div>
    </form>
  );
}
