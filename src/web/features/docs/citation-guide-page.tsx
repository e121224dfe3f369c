import { SectionPage } from '../../app/section-page.tsx';

export function CitationGuidePage() {
  return <SectionPage section="documentation" />;
}
