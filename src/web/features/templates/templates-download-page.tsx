import { SectionPage } from '../../app/section-page.tsx';

export function TemplatesDownloadPage() {
  return <SectionPage section="templates" />;
}
