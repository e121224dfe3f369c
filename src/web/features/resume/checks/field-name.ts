import { useTranslation } from 'react-i18next';
import { extraSectionKeys, type ExtraSectionKey, type ResumeData } from '../../../../shared/resume.ts';
import { sectionFields } from '../sections/section-fields.ts';
import { useSectionName } from '../sections/section-name.ts';
import type { ResumePath } from './field-target.ts';

const isExtra = (key: unknown): key is ExtraSectionKey => (extraSectionKeys as readonly unknown[]).includes(key);

/** Label keys (under `resume.fields`) of the core lists' fields whose label is not their own name. */
const coreLabels: Record<string, string> = { 'skills.name': 'skill' };
const entryNames: Record<string, string> = { experience: 'resume.experienceN', education: 'resume.educationN', skills: 'resume.skillN' };

/**
 * A field of the resume named as the builder labels it, for a finding or a
 * missed field: "Personal · Email", "Experience 3 · Description", "Projects".
 * Null for a path naming the resume as a whole.
 */
export function useFieldName(resume: ResumeData): (path: ResumePath) => string | null {
  const { t } = useTranslation();
  const sectionName = useSectionName(resume);
  return (path) => {
    const [section, ...rest] = path;
    if (section === 'personalInfo') return typeof rest[0] === 'string' ? `${t('resume.tabs.personal')} · ${t(`resume.fields.${rest[0]}`)}` : t('resume.tabs.personal');
    if (section === 'summary') return t('resume.fields.summary');
    if (typeof section !== 'string') return null;
    const extra = isExtra(section);
    if (!extra && !(section in entryNames)) return null;
    const name = extra ? sectionName(section) : t(`resume.tabs.${section}`);
    // The custom section's entries are under `custom.entries`.
    const [index, field] = section === 'custom' && rest[0] === 'entries' ? rest.slice(1) : rest;
    if (typeof index !== 'number') return name;
    const entry = extra ? t(`resume.extra.entryN.${section}`, { n: index + 1 }) : t(entryNames[section]!, { n: index + 1 });
    if (typeof field !== 'string') return entry;
    const label = extra ? sectionFields[section].find((spec) => spec.name === field)?.label : (coreLabels[`${section}.${field}`] ?? field);
    return label ? `${entry} · ${t(`resume.fields.${label}`)}` : entry;
  };
}
