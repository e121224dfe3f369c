import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forgotPasswordSchema } from '../../../shared/auth.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { authClient, authErrorCode } from '../../lib/auth-client.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthFormEnd, EmailField } from './auth-fields.tsx';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'sent' | 'error'>('idle');
  const {
    register,
    handleSubmit,
    failure,
    setFailure,
    formState: { errors, isSubmitting },
  } = useSchemaForm(forgotPasswordSchema, { email: '' }, { reValidateMode: 'onChange', shouldFocusError: true });

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
      footer={{ to: '/login', link: t('auth.backToSignIn') }}
    >
      {state === 'sent' ? (
        <Alert tone="success">{t('auth.resetLinkSent')}</Alert>
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
          <EmailField error={errors.email?.message} {...register('email')} />
          <AuthFormEnd failure={state === 'error' ? failure : null} submitting={isSubmitting} label={t('auth.sendLink')} busyLabel={t('auth.sendingLink')} />
        </form>
      )}
    </AuthCard>
  );
}
