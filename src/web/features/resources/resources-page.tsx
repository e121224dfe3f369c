import { SectionPage } from '../../app/section-page.tsx';

export function ResourcesPage() {
  return <SectionPage section="resources" />;
}
