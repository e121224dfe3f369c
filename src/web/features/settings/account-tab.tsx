import { AtSign, KeyRound, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSearchParams } from '../../lib/use-search-params.ts';
import { changeEmailSchema, emailChangedCallbackPath } from '../../../shared/account-security.ts';
import { passwordMinLength } from '../../../shared/auth.ts';
import { profileLimits } from '../../../shared/settings.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { deleteAccount } from '../../lib/account.ts';
import { ApiError } from '../../lib/api.ts';
import { authClient, authErrorCode } from '../../lib/auth-client.ts';
import { notify } from '../../lib/notify.ts';
import { signOut, useSession } from '../../lib/session.ts';
import { TitledSection } from '../../components/ui/titled-section.tsx';

export function AccountTab({ email, fullName, onFullName }: { email: string; fullName: string; onFullName: (name: string) => void }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'password' | 'delete' | 'email' | null>(null);
  /** The address a confirmation link went to (this visit), until the user follows it. */
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [params] = useSearchParams();
  // The mailed link comes back here: with `error=` when better-auth refused it (expired, used, tampered).
  const linkResult = params.get('emailChange') === 'done' ? (params.get('error') ? 'failed' : 'changed') : null;
  return (
    <div className="space-y-8">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('settings.account.email')} type="email" value={email} readOnly hint={t('settings.account.emailHint')} />
        <TextField
          label={t('settings.account.fullName')}
          value={fullName}
          maxLength={profileLimits.fullName}
          autoComplete="name"
          onChange={(event) => onFullName(event.target.value)}
        />
      </div>

      <TitledSection headingId="settings-change-email" title={t('settings.account.changeEmailTitle')} level={3} className="rounded-xl border border-border p-5" headingClassName="font-semibold text-fg">
        <p className="mt-1 text-sm text-fg-muted">{t('settings.account.changeEmailHint')}</p>
        <div aria-live="polite" className="mt-4 empty:hidden">
          {pendingEmail ? (
            <Alert tone="info">{t('settings.account.changeEmailSent', { email: pendingEmail })}</Alert>
          ) : linkResult === 'changed' ? (
            <Alert tone="success">{t('settings.account.changeEmailDone', { email })}</Alert>
          ) : null}
        </div>
        {linkResult === 'failed' && (
          <Alert tone="error" className="mt-4">
            {t('settings.account.changeEmailLinkFailed')}
          </Alert>
        )}
        <Button variant="secondary" className="mt-4 h-11 sm:h-10" onClick={() => setDialog('email')}>
          <AtSign aria-hidden="true" className="size-4" />
          {t('settings.account.changeEmail')}
        </Button>
      </TitledSection>

      <TitledSection headingId="settings-password" title={t('settings.account.password')} level={3} className="rounded-xl border border-border p-5" headingClassName="font-semibold text-fg">
        <p className="mt-1 text-sm text-fg-muted">{t('settings.account.passwordHint')}</p>
        <Button variant="secondary" className="mt-4 h-11 sm:h-10" onClick={() => setDialog('password')}>
          <KeyRound aria-hidden="true" className="size-4" />
          {t('settings.account.changePassword')}
        </Button>
      </TitledSection>

      <TitledSection headingId="settings-delete" title={t('settings.account.deleteTitle')} level={3} className="rounded-xl border border-danger/40 bg-danger-soft p-5" headingClassName="font-semibold text-danger">
        <p className="mt-1 text-sm text-fg">{t('settings.account.deleteWarning')}</p>
        <Button variant="danger" className="mt-4 h-11 sm:h-10" onClick={() => setDialog('delete')}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('settings.account.deleteAccount')}
        </Button>
      </TitledSection>

      <ChangeEmailDialog open={dialog === 'email'} email={email} onClose={() => setDialog(null)} onSent={setPendingEmail} />
      <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
      <DeleteAccountDialog open={dialog === 'delete'} email={email} onClose={() => setDialog(null)} />
    </div>
  );
}

/**
 * The new address gets a link; the account keeps its address until the link
 * is opened (the old address is told). A taken address is answered like any
 * other, so this form cannot be used to learn who has an account.
 */
function ChangeEmailDialog({ open, email, onClose, onSent }: { open: boolean; email: string; onClose: () => void; onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const [newEmail, setNewEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    setNewEmail('');
    setError(undefined);
    setFailure(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const typed = newEmail.trim().toLowerCase();
    if (!typed) return setError(t('validation.required'));
    const parsed = changeEmailSchema.safeParse({ newEmail: typed, callbackURL: emailChangedCallbackPath });
    if (!parsed.success) return setError(t(parsed.error.issues[0]?.message ?? 'validation.emailInvalid'));
    if (typed === email.toLowerCase()) return setError(t('settings.account.changeEmailSame'));
    setError(undefined);
    setBusy(true);
    const { error: refused } = await authClient.changeEmail(parsed.data);
    setBusy(false);
    if (refused) {
      const code = authErrorCode(refused);
      if (code === 'validation_failed') setError(t('validation.emailInvalid'));
      else setFailure(t(`errors.${code ?? 'internal'}`));
      return;
    }
    onSent(typed);
    close();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()} title={t('settings.account.changeEmail')} description={t('settings.account.changeEmailHint')}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label={t('settings.account.newEmail')}
          type="email"
          autoComplete="email"
          required
          value={newEmail}
          error={error}
          onChange={(event) => setNewEmail(event.target.value)}
        />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" className="h-11 sm:h-10" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" className="h-11 sm:h-10" disabled={busy} focusableWhenDisabled>
            {busy ? t('settings.account.changeEmailSending') : t('settings.account.changeEmailSend')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Current + new + confirm; a success signs every other device out (better-auth revokes their sessions). */
function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [fields, setFields] = useState({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof fields, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    setFields({ current: '', next: '', confirm: '' });
    setErrors({});
    setFailure(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!fields.current) found.current = t('validation.required');
    if (fields.next.length < passwordMinLength) found.next = t('validation.passwordTooShort', { count: passwordMinLength });
    if (fields.confirm !== fields.next) found.confirm = t('auth.passwordsDoNotMatch');
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const { error } = await authClient.changePassword({ currentPassword: fields.current, newPassword: fields.next, revokeOtherSessions: true });
    setBusy(false);
    if (error) {
      const code = authErrorCode(error);
      if (code === 'wrong_password' || code === 'invalid_credentials') setErrors({ current: t('settings.account.currentPasswordWrong') });
      else setFailure(t(`errors.${code ?? 'internal'}`));
      return;
    }
    close();
    void notify('success', t('settings.account.passwordChanged'));
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()} title={t('settings.account.changePassword')} description={t('settings.account.passwordHint')}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label={t('settings.account.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
          value={fields.current}
          error={errors.current}
          onChange={(event) => setFields({ ...fields, current: event.target.value })}
        />
        <TextField
          label={t('settings.account.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          value={fields.next}
          error={errors.next}
          hint={t('auth.passwordHint', { count: passwordMinLength })}
          onChange={(event) => setFields({ ...fields, next: event.target.value })}
        />
        <TextField
          label={t('settings.account.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          value={fields.confirm}
          error={errors.confirm}
          onChange={(event) => setFields({ ...fields, confirm: event.target.value })}
        />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" className="h-11 sm:h-10" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" className="h-11 sm:h-10" disabled={busy} focusableWhenDisabled>
            {busy ? t('settings.account.changingPassword') : t('settings.account.changePassword')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * Typing the account's email and its password (and with 2FA on, a code) arms
 * the button; the server checks all of them again, and deletes nothing when
 * one is wrong.
 */
function DeleteAccountDialog({ open, email, onClose }: { open: boolean; email: string; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const twoFactor = useSession().data?.user.twoFactorEnabled === true;
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<{ text: string; field?: string | undefined } | null>(null);
  const [busy, setBusy] = useState(false);
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  const ready = matches && password !== '' && (!twoFactor || code.trim() !== '');

  function close() {
    setTyped('');
    setPassword('');
    setCode('');
    setFailure(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    setBusy(true);
    setFailure(null);
    try {
      await deleteAccount({ email: typed.trim(), password, ...(twoFactor ? { code: code.trim() } : {}) });
    } catch (error) {
      setBusy(false);
      const field = error instanceof ApiError ? error.field : undefined;
      const text =
        error instanceof ApiError && error.code === 'identity_not_confirmed'
          ? t(field === 'code' ? 'settings.account.deleteCodeWrong' : 'settings.account.deletePasswordWrong')
          : t(`errors.${error instanceof ApiError ? error.code : 'internal'}`);
      setFailure({ text, field });
      return;
    }
    await signOut();
    void notify('success', t('settings.account.deleted'));
    void navigate('/', { replace: true });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()} title={t('settings.account.deleteTitle')} description={t('settings.account.deleteWarning')}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        {failure && <Alert tone="error">{failure.text}</Alert>}
        <TextField
          label={t('settings.account.typeEmail', { email })}
          type="email"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <TextField
          label={t('settings.account.deletePassword')}
          type="password"
          autoComplete="current-password"
          value={password}
          aria-invalid={failure?.field === 'password' || undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        {twoFactor && (
          <TextField
            label={t('settings.account.deleteCode')}
            hint={t('settings.account.deleteCodeHint')}
            autoComplete="one-time-code"
            value={code}
            aria-invalid={failure?.field === 'code' || undefined}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" className="h-11 sm:h-10" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="danger" className="h-11 sm:h-10" disabled={!ready || busy} focusableWhenDisabled>
            {busy ? t('settings.account.deleting') : t('settings.account.deleteForever')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
