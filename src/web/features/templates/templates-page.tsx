import { SectionPage } from '../../app/section-page.tsx';

export function TemplatesPage() {
  return <SectionPage section="templates" />;
}
