import { SectionPage } from '../../app/section-page.tsx';

export function PrivacyPage() {
  return <SectionPage section="privacy" />;
}
