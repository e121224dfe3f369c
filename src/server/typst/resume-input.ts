import { degreeName } from '../../shared/degree-name.ts';
import { inlineEntryText, isSectionHidden, printedSections, type ResumeSectionEntry } from '../../shared/resume-sections.ts';
import {
  englishSectionHeadings,
  dateRange,
  descriptionLines as lines,
  printableContact,
  resumeTemplates,
  skillLevelNames,
  visibleResumeParts,
  type DescriptionLine,
  type ExtraSectionKey,
  type ResumeData,
  type ResumeSectionKey,
  type ResumeTemplate,
} from '../../shared/resume.ts';

export type { DescriptionLine };

/** The headings a layout prints: one a section, and the sidebar's contact heading. */
export type ResumeLabels = Record<ResumeSectionKey | 'contact', string>;

/** An entry of a section beyond the core four, display-ready; `text` is its one-line form for an `inline` section. */
interface ResumeTemplateEntry extends ResumeSectionEntry {
  text: string;
}

/**
 * A section as a layout prints it, in the user's order. The core four carry
 * their content in the input's own fields (summary, experience, …); the
 * others carry their entries. `heading` is the label of the layout's
 * language, or the custom section's own title.
 */
export type ResumeTemplateSection =
  | { key: 'summary' | 'experience' | 'education' | 'skills'; heading: string; side: boolean }
  | { key: ExtraSectionKey; heading: string; side: boolean; style: 'entries' | 'inline'; entries: ResumeTemplateEntry[] };

/** What a resume template reads from `/data.json`: display-ready text, no markup. */
export interface ResumeTemplateInput {
  title: string;
  labels: ResumeLabels;
  name: string;
  /** The headline under the name ("Data Analyst"), or empty. */
  label: string;
  contact: { kind: 'email' | 'phone' | 'location' | 'linkedin' | 'website'; text: string }[];
  /** Every printed section, in the user's order (hidden and empty ones left out). */
  sections: ResumeTemplateSection[];
  summary: string;
  experience: { position: string; company: string; location: string; dates: string; description: DescriptionLine[] }[];
  education: { degree: string; field: string; institution: string; dates: string; description: DescriptionLine[] }[];
  skills: { name: string; level: number; levelName: string }[];
}

// The headings the text and Markdown downloads print too, and the contact column's.
const englishLabels: ResumeLabels = { ...englishSectionHeadings, contact: 'Contact' };

/**
 * The sections a layout with a side column puts there (the modern PDF's
 * coloured band, every template's DOCX side column), beside the contact
 * details: the short lists a reader scans, whose entries are a line each.
 * Everything else, entries with dates and descriptions, goes in the main
 * column. Each column keeps the user's order among its own sections.
 */
const sideSectionKeys: readonly ResumeSectionKey[] = ['skills', 'languages', 'interests'];

const clean = (v: string | undefined) => v?.trim() ?? '';

export function templateOf(data: ResumeData): ResumeTemplate {
  return resumeTemplates.includes(data.template as ResumeTemplate) ? (data.template as ResumeTemplate) : 'professional';
}

/**
 * The resume as its template reads it: only what the preview shows (spec
 * section 5; contact details that fail their check are left off), the
 * sections in the user's order without the hidden ones, dates in the
 * resume's language and levels in words.
 */
export function resumeTemplateInput(data: ResumeData, title = '', labels: ResumeLabels = englishLabels): ResumeTemplateInput {
  const p = data.personalInfo ?? {};
  const { experience, education, skills } = visibleResumeParts(data);
  const contact = printableContact(p);
  const hidden = (key: ResumeSectionKey) => isSectionHidden(data, key);
  const sections = printedSections(data).map((section): ResumeTemplateSection => {
    const side = sideSectionKeys.includes(section.key);
    if (!('entries' in section)) return { key: section.key, heading: labels[section.key], side };
    return {
      key: section.key,
      heading: section.title ?? labels[section.key],
      side,
      style: section.style,
      entries: section.entries.map((e) => ({ ...e, text: inlineEntryText(section.key, e) })),
    };
  });
  return {
    title: clean(title) || clean(p.fullName) || 'Resume',
    labels,
    name: clean(p.fullName),
    label: clean(p.label),
    contact,
    sections,
    // A hidden core section is left out of its own field too, so no layout can print it by mistake.
    summary: hidden('summary') ? '' : clean(data.summary),
    experience: hidden('experience')
      ? []
      : experience.map((e) => ({
          position: clean(e.position),
          company: clean(e.company),
          location: clean(e.location),
          dates: dateRange(e.startDate, e.endDate, e.current, data.language),
          description: lines(e.description),
        })),
    education: hidden('education')
      ? []
      : education.map((e) => ({
          // The degree named with its field once ("BSc in Computer Science", never "BSc Computer Science in Computer Science"): every layout prints degree and field joined.
          degree: clean(e.degree) ? degreeName(e.degree, e.fieldOfStudy) : '',
          field: clean(e.degree) ? '' : clean(e.fieldOfStudy),
          institution: clean(e.institution),
          dates: dateRange(e.startDate, e.endDate, false, data.language),
          description: lines(e.description),
        })),
    skills: hidden('skills') ? [] : skills.map((s) => ({ name: clean(s.name), level: s.level ?? 3, levelName: skillLevelNames[(s.level ?? 3) - 1]! })),
  };
}
