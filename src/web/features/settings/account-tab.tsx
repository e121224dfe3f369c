import { AtSign, KeyRound, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSearchParams } from '../../lib/use-search-params.ts';
import { changeEmailSchema, emailChangedCallbackPath } from '../../../shared/account-security.ts';
import { loginSchema, passwordMinLength } from '../../../shared/auth.ts';
import { deleteAccountSchema, profileLimits } from '../../../shared/settings.ts';
import { z } from '../../../shared/zod.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { DialogFormButtons } from '../../components/ui/dialog-buttons.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { deleteAccount } from '../../lib/account.ts';
import { ApiError } from '../../lib/api.ts';
import { authClient, authErrorCode } from '../../lib/auth-client.ts';
import { notify } from '../../lib/notify.ts';
import { signOut, useSession } from '../../lib/session.ts';
import { SettingsSection } from './settings-section.tsx';
import { useSchemaForm } from '../../lib/use-schema-form.ts';

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

      <SettingsSection
        headingId="settings-change-email"
        title={t('settings.account.changeEmailTitle')}
        description={t('settings.account.changeEmailHint')}
        action={{ Icon: AtSign, label: t('settings.account.changeEmail'), onClick: () => setDialog('email') }}
      >
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
      </SettingsSection>
      <SettingsSection headingId="settings-password" title={t('settings.account.password')} description={t('settings.account.passwordHint')} action={{ Icon: KeyRound, label: t('settings.account.changePassword'), onClick: () => setDialog('password') }} />
      <SettingsSection danger headingId="settings-delete" title={t('settings.account.deleteTitle')} description={t('settings.account.deleteWarning')} action={{ Icon: Trash2, label: t('settings.account.deleteAccount'), onClick: () => setDialog('delete') }} />

      <ChangeEmailDialog open={dialog === 'email'} email={email} onClose={() => setDialog(null)} onSent={setPendingEmail} />
      <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
      <DeleteAccountDialog open={dialog === 'delete'} email={email} onClose={() => setDialog(null)} />
    </div>
  );
}

/**
 * The new address as the server's schema takes it, trimmed and in lower case
 * (so that typing the account's own address in capitals is caught too); it is
 * asked for first, and must not be the address the account has already.
 */
function newEmailSchema(current: string) {
  return z.object({
    newEmail: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, { message: 'validation.required' })
      .pipe(changeEmailSchema.shape.newEmail)
      .refine((typed) => typed !== current.toLowerCase(), { message: 'settings.account.changeEmailSame' }),
  });
}

/**
 * The new address gets a link; the account keeps its address until the link
 * is opened (the old address is told). A taken address is answered like any
 * other, so this form cannot be used to learn who has an account.
 */
function ChangeEmailDialog({ open, email, onClose, onSent }: { open: boolean; email: string; onClose: () => void; onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(
    useMemo(() => newEmailSchema(email), [email]),
    { newEmail: '' },
  );

  function close() {
    form.clear();
    onClose();
  }

  const submit = form.submitWith(async ({ newEmail }) => {
    const { error: refused } = await authClient.changeEmail({ newEmail, callbackURL: emailChangedCallbackPath });
    if (refused) {
      const code = authErrorCode(refused);
      if (code === 'validation_failed') form.setError('newEmail', { message: 'validation.emailInvalid' });
      else form.setFailure(t(`errors.${code ?? 'internal'}`));
      return;
    }
    onSent(newEmail);
    close();
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()} title={t('settings.account.changeEmail')} description={t('settings.account.changeEmailHint')}>
      <form noValidate onSubmit={submit} className="space-y-4">
        {form.failure && <Alert tone="error">{form.failure}</Alert>}
        <TextField label={t('settings.account.newEmail')} type="email" autoComplete="email" required error={form.errorOf('newEmail')} {...form.register('newEmail')} />
        <DialogFormButtons onCancel={close} busy={form.formState.isSubmitting} label={t('settings.account.changeEmailSend')} busyLabel={t('settings.account.changeEmailSending')} />
      </form>
    </Dialog>
  );
}

/**
 * Change Password's fields. better-auth's own endpoint takes the request
 * (no shared schema checks it on the way in), so this is the form's own:
 * the current password as signing in asks for it, a new one of at least
 * `passwordMinLength` characters, and the same one again; each message at once.
 */
const changePasswordSchema = z
  .object({
    currentPassword: loginSchema.shape.password,
    newPassword: z.string().min(passwordMinLength, { message: 'validation.passwordTooShort' }),
    confirmPassword: z.string(),
  })
  .refine((fields) => fields.confirmPassword === fields.newPassword, { message: 'auth.passwordsDoNotMatch', path: ['confirmPassword'] });

/** Current + new + confirm; a success signs every other device out (better-auth revokes their sessions). */
function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(changePasswordSchema, { currentPassword: '', newPassword: '', confirmPassword: '' });

  function close() {
    form.clear();
    onClose();
  }

  const submit = form.submitWith(async ({ currentPassword, newPassword }) => {
    const { error } = await authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true });
    if (error) {
      const code = authErrorCode(error);
      if (code === 'wrong_password' || code === 'invalid_credentials') form.setError('currentPassword', { message: 'settings.account.currentPasswordWrong' });
      else form.setFailure(t(`errors.${code ?? 'internal'}`));
      return;
    }
    close();
    void notify('success', t('settings.account.passwordChanged'));
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()} title={t('settings.account.changePassword')} description={t('settings.account.passwordHint')}>
      <form noValidate onSubmit={submit} className="space-y-4">
        {form.failure && <Alert tone="error">{form.failure}</Alert>}
        <PasswordField purpose="current" label={t('settings.account.currentPassword')} required error={form.errorOf('currentPassword')} {...form.register('currentPassword')} />
        <PasswordField
          purpose="new"
          label={t('settings.account.newPassword')}
          required
          hint={t('auth.passwordHint', { count: passwordMinLength })}
          error={form.errorOf('newPassword', { count: passwordMinLength })}
          {...form.register('newPassword')}
        />
        <PasswordField purpose="new" label={t('settings.account.confirmPassword')} required error={form.errorOf('confirmPassword')} {...form.register('confirmPassword')} />
        <DialogFormButtons onCancel={close} busy={form.formState.isSubmitting} label={t('settings.account.changePassword')} busyLabel={t('settings.account.changingPassword')} />
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
  const form = useSchemaForm(deleteAccountSchema, { email: '', password: '', code: '' });
  const [typed, password, code = ''] = form.watch(['email', 'password', 'code']);
  // Which field the server found wrong is marked on it; the sentence stands above the fields.
  const [failure, setFailure] = useState<{ text: string; field?: string | undefined } | null>(null);
  // Stays set once the account is gone, until the page leaves.
  const [busy, setBusy] = useState(false);
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  const ready = matches && password !== '' && (!twoFactor || code.trim() !== '');

  function close() {
    form.clear();
    setFailure(null);
    onClose();
  }

  const submit = form.handleSubmit(
    async (confirmation) => {
      if (!ready) return;
      setBusy(true);
      setFailure(null);
      try {
        await deleteAccount({ email: confirmation.email, password: confirmation.password, ...(twoFactor ? { code: confirmation.code ?? '' } : {}) });
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
    },
    // Past the schema's lengths: what the server would answer, said without asking it.
    (errors) => ready && setFailure({ text: t('errors.validation_failed'), field: Object.keys(errors)[0] }),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()} title={t('settings.account.deleteTitle')} description={t('settings.account.deleteWarning')}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        {failure && <Alert tone="error">{failure.text}</Alert>}
        <TextField label={t('settings.account.typeEmail', { email })} type="email" autoComplete="off" {...form.register('email')} />
        <PasswordField purpose="current" label={t('settings.account.deletePassword')} aria-invalid={failure?.field === 'password' || undefined} {...form.register('password')} />
        {twoFactor && (
          <TextField
            label={t('settings.account.deleteCode')}
            hint={t('settings.account.deleteCodeHint')}
            autoComplete="one-time-code"
            aria-invalid={failure?.field === 'code' || undefined}
            {...form.register('code')}
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
