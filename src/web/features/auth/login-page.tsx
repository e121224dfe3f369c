import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { loginSchema, type LoginInput } from '../../../shared/auth.ts';
import { safeRedirectPath } from '../../../shared/redirect.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { authClient, authErrorCode } from '../../lib/auth-client.ts';
import { refetchSession } from '../../lib/session.ts';
import { AuthCard } from './auth-card.tsx';
import { loginNoticeFrom } from './login-notice.ts';
import { TwoFactorStep } from './two-factor-step.tsx';

/**
 * Whole seconds until a refused sign-in may be tried again, when the account
 * is in the per-account back-off (its answer carries `retryAt`; the per-IP
 * limit's does not). Retry-After counts on the server's clock, so a browser
 * whose clock is off still shows the right wait.
 */
function secondsToWait(error: { status: number; error?: unknown }, retryAfter: string | null): number | undefined {
  // better-fetch turns ISO strings in a JSON answer into Dates.
  const retryAt = (error.error as { retryAt?: unknown } | undefined)?.retryAt;
  if (typeof retryAt !== 'string' && !(retryAt instanceof Date)) return undefined;
  const seconds = Number(retryAfter) || Math.ceil((new Date(retryAt).getTime() - Date.now()) / 1000);
  return Number.isFinite(seconds) ? Math.max(1, seconds) : undefined;
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  // A notice (say "Please check your email…") belongs to the step that led
  // here: it is read once from the navigation state, which is then cleared so
  // a reload or Back/Forward does not bring it back, and it goes as soon as
  // the form is submitted and has something new to say.
  const [notice, setNotice] = useState(() => loginNoticeFrom(location.state));
  const arrivedWithNotice = loginNoticeFrom(location.state) !== undefined;
  useEffect(() => {
    if (arrivedWithNotice) void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [arrivedWithNotice, navigate, location.pathname, location.search]);
  const [failure, setFailure] = useState<string | null>(null);
  // An account with two-factor sign-in answers the password with a second step (issue 22).
  const [step, setStep] = useState<'password' | 'code'>('password');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    let retryAfter: string | null = null;
    const { data, error } = await authClient.signIn.email(
      { email: values.email, password: values.password },
      {
        onError: ({ response }) => {
          retryAfter = response.headers.get('retry-after');
        },
      },
    );
    if (error) {
      const code = authErrorCode(error);
      const wait = code === 'rate_limited' ? secondsToWait(error, retryAfter) : undefined;
      setFailure(
        wait !== undefined
          ? t('auth.signInBlocked', { count: wait })
          : code === 'rate_limited' || code === 'network' || code === 'email_not_verified' || code === 'account_suspended'
            ? t(`errors.${code}`)
            : t('auth.loginFailed'),
      );
      return;
    }
    if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
      setStep('code');
      return;
    }
    await finish();
  });

  async function finish() {
    // better-auth refreshes its session store only some milliseconds after
    // sign-in; going on before that lets a protected destination's guard see
    // "signed out" and bounce the user back here for a moment.
    await refetchSession();
    void navigate(safeRedirectPath(redirect), { replace: true });
  }

  const signupLink = redirect ? `/signup?redirect=${encodeURIComponent(redirect)}` : '/signup';
  return (
    <AuthCard
      title={t('auth.loginTitle')}
      subtitle={t('auth.loginSubtitle')}
      footer={
        <>
          {t('auth.noAccount')}{' '}
          <Link to={signupLink} className="font-medium text-primary hover:underline">
            {t('auth.signUpLink')}
          </Link>
        </>
      }
    >
      {step === 'code' ? (
        <TwoFactorStep
          onSignedIn={finish}
          onRestart={(message) => {
            setFailure(message || null);
            setStep('password');
          }}
        />
      ) : (
        <>
          {notice && (
            <Alert tone="info" className="mb-5">
              {t(notice)}
            </Alert>
          )}
          <form
            onSubmit={(e) => {
              setNotice(undefined);
              void onSubmit(e);
            }}
            noValidate
            className="space-y-4"
          >
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
              autoComplete="current-password"
              required
              error={errors.password?.message && t(errors.password.message)}
              {...register('password')}
            />
            <div className="flex justify-end">
              <Link to="/forgot-password" className="text-sm font-medium text-primary hover:underline">
                {t('auth.forgotPasswordLink')}
              </Link>
            </div>
            {failure && <Alert tone="error">{failure}</Alert>}
            <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? t('auth.signingIn') : t('auth.signIn')}
            </Button>
          </form>
        </>
      )}
    </AuthCard>
  );
}
