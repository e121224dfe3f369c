import { SectionPage } from '../../app/section-page.tsx';

export function BlogPostPage() {
  return <SectionPage section="blog" />;
}
