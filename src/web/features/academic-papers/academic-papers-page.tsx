import { SectionPage } from '../../app/section-page.tsx';

export function AcademicPapersPage() {
  return <SectionPage section="academicPapers" />;
}
