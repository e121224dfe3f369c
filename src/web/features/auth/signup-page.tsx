import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSearchParams } from '../../lib/use-search-params.ts';
import { passwordMinLength, signupSchema, type SignupInput } from '../../../shared/auth.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { authClient, authErrorCode } from '../../lib/auth-client.ts';
import { AuthCard } from './auth-card.tsx';

export function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Where to go once signed in (Pricing's "Start free trial" comes back to start it): kept through sign-in.
  const redirect = useSearchParams()[0].get('redirect');
  const loginPath = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignupInput>({ resolver: zodResolver(signupSchema), defaultValues: { email: '', password: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const { error } = await authClient.signUp.email({
      email: values.email,
      password: values.password,
      name: '',
      callbackURL: '/email-verified?verified=1',
    });
    if (error) {
      const code = authErrorCode(error);
      setFailure(code === 'rate_limited' || code === 'network' ? t(`errors.${code}`) : t('auth.signupFailed'));
      return;
    }
    void navigate(loginPath, { state: { message: 'auth.checkEmail' } });
  });

  return (
    <AuthCard
      title={t('auth.signupTitle')}
      subtitle={t('auth.signupSubtitle')}
      footer={
        <>
          {t('auth.haveAccount')}{' '}
          <Link to={loginPath} className="font-medium text-primary hover:underline">
            {t('auth.signInLink')}
          </Link>
        </>
      }
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message && t(errors.email.message)}
          {...register('email')}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('auth.passwordHint', { count: passwordMinLength })}
          error={errors.password?.message && t(errors.password.message, { count: passwordMinLength })}
          {...register('password')}
        />
        <TextField
          label={t('auth.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message && t(errors.confirmPassword.message)}
          {...register('confirmPassword')}
        />
        {failure && <Alert tone="error">{failure}</Alert>}
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting} focusableWhenDisabled>
          {isSubmitting ? t('auth.creatingAccount') : t('auth.createAccount')}
        </Button>
      </form>
    </AuthCard>
  );
}
