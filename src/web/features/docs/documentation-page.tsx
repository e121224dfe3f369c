import { SectionPage } from '../../app/section-page.tsx';

export function DocumentationPage() {
  return <SectionPage section="documentation" />;
}
