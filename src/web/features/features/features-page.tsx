import { SectionPage } from '../../app/section-page.tsx';

export function FeaturesPage() {
  return <SectionPage section="features" />;
}
