import { SectionPage } from '../../app/section-page.tsx';

export function GdprPage() {
  return <SectionPage section="gdpr" />;
}
