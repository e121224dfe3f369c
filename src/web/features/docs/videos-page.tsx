import { SectionPage } from '../../app/section-page.tsx';

export function VideosPage() {
  return <SectionPage section="documentation" />;
}
