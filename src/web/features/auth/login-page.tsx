import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSearchParams } from '../../lib/use-search-params.ts';
import type { LoginInput } from '../../../shared/auth.ts';
import { safeRedirectPath } from '../../../shared/redirect.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { refetchSession } from '../../lib/session.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthFormEnd, EmailField } from './auth-fields.tsx';
import { loginNoticeFrom } from './login-notice.ts';
import { checkSignIn, signInWithEmail, type SignInErrors } from './sign-in.ts';
import { TwoFactorStep } from './two-factor-step.tsx';

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
  // An account with two-factor sign-in answers the password with a second step.
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [errors, setErrors] = useState<SignInErrors>({});
  // Checked on submit; once submitted, again on every change (what the form did with react-hook-form).
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  // Uncontrolled, like react-hook-form's fields: what a visitor typed into the
  // prerendered form before the app started is what counts.
  const fields = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const typed = (): LoginInput => ({ email: fields.email.current?.value ?? '', password: fields.password.current?.value ?? '' });

  function recheck() {
    if (!submitted) return;
    const checked = checkSignIn(typed());
    setErrors('errors' in checked ? checked.errors : {});
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice(undefined);
    setSubmitted(true);
    const checked = checkSignIn(typed());
    if ('errors' in checked) {
      setErrors(checked.errors);
      fields[checked.errors.email ? 'email' : 'password'].current?.focus();
      return;
    }
    setErrors({});
    setFailure(null);
    setSubmitting(true);
    const result = await signInWithEmail(checked.values);
    if (!result.ok) {
      setSubmitting(false);
      const { code, waitSeconds } = result;
      setFailure(
        waitSeconds !== undefined
          ? t('auth.signInBlocked', { count: waitSeconds })
          : code === 'rate_limited' || code === 'network' || code === 'email_not_verified' || code === 'account_suspended'
            ? t(`errors.${code}`)
            : t('auth.loginFailed'),
      );
      return;
    }
    if (result.twoFactor) {
      setSubmitting(false);
      setStep('code');
      return;
    }
    await finish();
  }

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
      footer={{ lead: t('auth.noAccount'), to: signupLink, link: t('auth.signUpLink') }}
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
          <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
            <EmailField ref={fields.email} name="email" onChange={recheck} error={errors.email} />
            <TextField
              label={t('auth.password')}
              type="password"
              autoComplete="current-password"
              required
              ref={fields.password}
              name="password"
              onChange={recheck}
              error={errors.password && t(errors.password)}
            />
            <div className="flex justify-end">
              <Link to="/forgot-password" className="text-sm font-medium text-primary hover:underline">
                {t('auth.forgotPasswordLink')}
              </Link>
            </div>
            <AuthFormEnd failure={failure} submitting={isSubmitting} label={t('auth.signIn')} busyLabel={t('auth.signingIn')} />
          </form>
        </>
      )}
    </AuthCard>
  );
}
