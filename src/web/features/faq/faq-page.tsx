import { SectionPage } from '../../app/section-page.tsx';

export function FaqPage() {
  return <SectionPage section="faq" />;
}
