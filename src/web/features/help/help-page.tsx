import { SectionPage } from '../../app/section-page.tsx';

export function HelpPage() {
  return <SectionPage section="help" />;
}
