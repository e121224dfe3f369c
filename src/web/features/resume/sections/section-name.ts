import { useTranslation } from 'react-i18next';
import type { ResumeData, ResumeSectionKey } from '../../../../shared/resume.ts';

/**
 * A section's name in the builder: the heading the resume prints over it
 * (`documents.resume.*`, as the preview shows it), or the custom section's
 * own title once it has one.
 */
export function useSectionName(draft: ResumeData): (key: ResumeSectionKey) => string {
  const { t } = useTranslation();
  return (key) => (key === 'custom' ? draft.custom?.title?.trim() || t('resume.customSection') : t(`documents.resume.${key}`));
}
