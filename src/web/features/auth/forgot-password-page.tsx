import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { forgotPasswordSchema, type ForgotPasswordInput } from '../../../shared/auth.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { authClient, authErrorCode } from '../../lib/auth-client.ts';
import { AuthCard } from './auth-card.tsx';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'sent' | 'error'>('idle');
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    const { error } = await authClient.requestPasswordReset({ email, redirectTo: '/reset-password' });
    if (error) {
      const code = authErrorCode(error);
      setFailure(code === 'rate_limited' || code === 'network' ? t(`errors.${code}`) : t('auth.resetRequestFailed'));
      setState('error');
      return;
    }
    // The same answer whether or not the address has an account (no enumeration).
    setState('sent');
  });

  return (
    <AuthCard
      title={t('auth.forgotTitle')}
      subtitle={t('auth.forgotSubtitle')}
      footer={
        <Link to="/login" className="font-medium text-primary hover:underline">
          {t('auth.backToSignIn')}
        </Link>
      }
    >
      {state === 'sent' ? (
        <Alert tone="success">{t('auth.resetLinkSent')}</Alert>
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message && t(errors.email.message)}
            {...register('email')}
          />
          {state === 'error' && <Alert tone="error">{failure}</Alert>}
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting} focusableWhenDisabled>
            {isSubmitting ? t('auth.sendingLink') : t('auth.sendLink')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
