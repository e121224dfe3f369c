import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSearchParams } from '../../lib/use-search-params.ts';
import { passwordMinLength, resetPasswordSchema, type ResetPasswordInput } from '../../../shared/auth.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { authClient, authErrorCode } from '../../lib/auth-client.ts';
import { AuthCard } from './auth-card.tsx';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [failure, setFailure] = useState<string | null>(params.get('error') || !token ? t('errors.invalid_token') : null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { password: '', confirmPassword: '' } });

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
      footer={
        <Link to="/forgot-password" className="font-medium text-primary hover:underline">
          {t('auth.requestNewLink')}
        </Link>
      }
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
        <TextField
          label={t('auth.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          disabled={!token}
          hint={t('auth.passwordHint', { count: passwordMinLength })}
          error={errors.password?.message && t(errors.password.message, { count: passwordMinLength })}
          {...register('password')}
        />
        <TextField
          label={t('auth.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          disabled={!token}
          error={errors.confirmPassword?.message && t(errors.confirmPassword.message)}
          {...register('confirmPassword')}
        />
        {failure && <Alert tone="error">{failure}</Alert>}
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting || !token} focusableWhenDisabled>
          {isSubmitting ? t('auth.savingPassword') : t('auth.savePassword')}
        </Button>
      </form>
    </AuthCard>
  );
}
