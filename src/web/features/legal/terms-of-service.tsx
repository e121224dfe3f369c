import { FileLock2, GraduationCap, LogOut, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Highlights } from './highlights.tsx';
import { LegalDocument } from './legal-document.tsx';
import { useTextSections } from './legal-text.tsx';

const highlights = [
  { key: 'ownership', Icon: FileLock2 },
  { key: 'integrity', Icon: GraduationCap },
  { key: 'output', Icon: Sparkles },
  { key: 'leave', Icon: LogOut },
] as const;

/** The Terms of Service text (the first tab of /terms). */
export function TermsOfService() {
  const { t } = useTranslation();
  const sections = useTextSections('legal.terms.sections');
  return (
    <LegalDocument
      idPrefix="terms"
      lead={t('legal.terms.lead')}
      intro={<Highlights base="legal.terms" items={highlights} />}
      sections={sections}
    />
  );
}
