import { SectionPage } from '../../app/section-page.tsx';

export function BlogPage() {
  return <SectionPage section="blog" />;
}
