import { SectionPage } from '../../app/section-page.tsx';

export function ContactPage() {
  return <SectionPage section="contact" />;
}
