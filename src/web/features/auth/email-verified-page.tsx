import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../lib/use-search-params.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useSession } from '../../lib/session.ts';
import { AuthCard } from './auth-card.tsx';

/**
 * Where the verification link lands: better-auth redirects to our callback
 * (`?verified=1`) on success and adds `?error=` when the token is bad. Opened
 * any other way, the page says how to verify instead of claiming success.
 */
export function EmailVerifiedPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data: session } = useSession();
  const state = params.has('error') ? 'failed' : params.get('verified') === '1' ? 'verified' : 'pending';
  usePageMeta({ title: t(`auth.verify.${state}.title`), description: t(`auth.verify.${state}.body`) });
  return (
    <AuthCard title={t(`auth.verify.${state}.title`)}>
      <Alert tone={state === 'failed' ? 'error' : state === 'verified' ? 'success' : 'info'}>{t(`auth.verify.${state}.body`)}</Alert>
      <div className="mt-6">
        {session ? <ButtonLink to="/">{t('auth.continue')}</ButtonLink> : <ButtonLink to="/login">{t('auth.signIn')}</ButtonLink>}
      </div>
    </AuthCard>
  );
}
