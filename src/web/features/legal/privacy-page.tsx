import { useTranslation } from 'react-i18next';
import { LegalPage } from './legal-page.tsx';
import { PrivacyPolicy } from './privacy-policy.tsx';

export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <LegalPage title={t('legal.privacy.title')} description={t('legal.privacy.description')}>
      <PrivacyPolicy />
    </LegalPage>
  );
}
