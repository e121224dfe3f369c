import { useTranslation } from 'react-i18next';
import { PageIntro } from '../components/ui/page-intro.tsx';

export type SectionKey =
  | 'features' | 'pricing' | 'faq' | 'contact' | 'terms' | 'privacy' | 'cookies' | 'gdpr' | 'blog' | 'resources'
  | 'documentation' | 'templates' | 'support' | 'help' | 'academicPapers' | 'essayGenerator' | 'resumeBuilder'
  | 'history' | 'settings' | 'profile';

/**
 * A page whose full content a later issue delivers: its title and a one-line
 * description of what it is for (allowed by the foundation issue).
 */
export function SectionPage({ section }: { section: SectionKey }) {
  const { t } = useTranslation();
  return (
    <div className="px-4 py-16 sm:py-24">
      <PageIntro title={t(`pages.${section}.title`)} description={t(`pages.${section}.description`)} />
    </div>
  );
}
