import { EyeOff, FileLock2, Server, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Highlights } from './highlights.tsx';
import { LegalDocument } from './legal-document.tsx';
import { useTextSections } from './legal-text.tsx';

const highlights = [
  { key: 'noTrackers', Icon: EyeOff },
  { key: 'yours', Icon: FileLock2 },
  { key: 'server', Icon: Server },
  { key: 'control', Icon: SlidersHorizontal },
] as const;

/** The Privacy Policy text: the /privacy page and the Privacy tab of /terms both show this. */
export function PrivacyPolicy() {
  const { t } = useTranslation();
  const sections = useTextSections('legal.privacy.sections');
  return (
    <LegalDocument
      idPrefix="privacy"
      lead={t('legal.privacy.lead')}
      intro={<Highlights base="legal.privacy" items={highlights} />}
      sections={sections}
    />
  );
}
