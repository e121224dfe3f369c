import { SectionPage } from '../../app/section-page.tsx';

export function PricingPage() {
  return <SectionPage section="pricing" />;
}
