import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSearchParams } from '../../lib/use-search-params.ts';
import { signupSchema } from '../../../shared/auth.ts';
import { authClient, authErrorCode } from '../../lib/auth-client.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthFormEnd, EmailField } from './auth-fields.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

export function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Where to go once signed in (Pricing's "Start free trial" comes back to start it): kept through sign-in.
  const redirect = useSearchParams()[0].get('redirect');
  const loginPath = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
  const {
    register,
    handleSubmit,
    failure,
    setFailure,
    formState: { errors, isSubmitting },
  } = useSchemaForm(signupSchema, { email: '', password: '', confirmPassword: '' }, { reValidateMode: 'onChange', shouldFocusError: true });

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
      footer={{ lead: t('auth.haveAccount'), to: loginPath, link: t('auth.signInLink') }}
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
        <EmailField error={errors.email?.message} {...register('email')} />
        <NewPasswordFields
          label={t('auth.password')}
          password={register('password')}
          confirmPassword={register('confirmPassword')}
          errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
        />
        <AuthFormEnd failure={failure} submitting={isSubmitting} label={t('auth.createAccount')} busyLabel={t('auth.creatingAccount')} />
      </form>
    </AuthCard>
  );
}
