import { SectionPage } from '../../app/section-page.tsx';

export function GettingStartedPage() {
  return <SectionPage section="documentation" />;
}
