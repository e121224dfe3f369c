import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSearchParams } from '../../lib/use-search-params.ts';
import { resetPasswordSchema } from '../../../shared/auth.ts';
import { authClient, authErrorCode } from '../../lib/auth-client.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthFormEnd } from './auth-fields.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  // Its own failure, not the form's: a link without a good token says so before anything is typed.
  const [failure, setFailure] = useState<string | null>(params.get('error') || !token ? t('errors.invalid_token') : null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(resetPasswordSchema, { password: '', confirmPassword: '' }, { reValidateMode: 'onChange', shouldFocusError: true });

  const onSubmit = handleSubmit(async ({ password }) => {
    if (!token) return;
    setFailure(null);
    const { error } = await authClient.resetPassword({ newPassword: password, token });
    if (error) {
      const code = authErrorCode(error);
      setFailure(t(code === 'rate_limited' || code === 'network' || code === 'invalid_token' ? `errors.${code}` : 'auth.resetFailed'));
      return;
    }
    void navigate('/login', { replace: true, state: { message: 'auth.passwordChanged' } });
  });

  return (
    <AuthCard
      title={t('auth.resetTitle')}
      subtitle={t('auth.resetSubtitle')}
      footer={{ to: '/forgot-password', link: t('auth.requestNewLink') }}
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
        <NewPasswordFields
          label={t('auth.newPassword')}
          password={register('password')}
          confirmPassword={register('confirmPassword')}
          errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
          disabled={!token}
        />
        <AuthFormEnd failure={failure} submitting={isSubmitting} disabled={isSubmitting || !token} label={t('auth.savePassword')} busyLabel={t('auth.savingPassword')} />
      </form>
    </AuthCard>
  );
}
