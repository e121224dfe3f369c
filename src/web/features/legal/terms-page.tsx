import { SectionPage } from '../../app/section-page.tsx';

export function TermsPage() {
  return <SectionPage section="terms" />;
}
