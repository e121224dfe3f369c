import { SectionPage } from '../../app/section-page.tsx';

export function CookiesPage() {
  return <SectionPage section="cookies" />;
}
