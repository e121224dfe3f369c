import { SectionPage } from '../../app/section-page.tsx';

export function SupportPage() {
  return <SectionPage section="support" />;
}
