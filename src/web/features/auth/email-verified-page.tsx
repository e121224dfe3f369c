import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { useSession } from '../../lib/auth-client.ts';
import { AuthCard } from './auth-card.tsx';

/** Where the verification link lands (better-auth adds ?error= when the token is bad). */
export function EmailVerifiedPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data: session } = useSession();
  const failed = params.has('error');
  return (
    <AuthCard title={failed ? t('auth.verifyFailedTitle') : t('auth.verifiedTitle')}>
      <Alert tone={failed ? 'error' : 'success'}>{failed ? t('errors.invalid_token') : t('auth.verifiedBody')}</Alert>
      <div className="mt-6">
        {session ? <ButtonLink to="/">{t('auth.continue')}</ButtonLink> : <ButtonLink to="/login">{t('auth.signIn')}</ButtonLink>}
      </div>
    </AuthCard>
  );
}
