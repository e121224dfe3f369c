import { dateRange, descriptionLines as lines, printableContact, resumeTemplates, skillLevelNames, visibleResumeParts, type DescriptionLine, type ResumeData, type ResumeTemplate } from '../../shared/resume.ts';

export type { DescriptionLine };

/** What a resume template reads from `/data.json`: display-ready text, no markup. */
export interface ResumeTemplateInput {
  title: string;
  labels: { summary: string; experience: string; education: string; skills: string; contact: string };
  name: string;
  contact: { kind: 'email' | 'phone' | 'location' | 'linkedin' | 'website'; text: string }[];
  summary: string;
  experience: { position: string; company: string; location: string; dates: string; description: DescriptionLine[] }[];
  education: { degree: string; field: string; institution: string; dates: string; description: DescriptionLine[] }[];
  skills: { name: string; level: number; levelName: string }[];
}

const englishLabels: ResumeTemplateInput['labels'] = { summary: 'Summary', experience: 'Experience', education: 'Education', skills: 'Skills', contact: 'Contact' };

const clean = (v: string | undefined) => v?.trim() ?? '';

export function templateOf(data: ResumeData): ResumeTemplate {
  return resumeTemplates.includes(data.template as ResumeTemplate) ? (data.template as ResumeTemplate) : 'professional';
}

/**
 * The resume as its template reads it: only what the preview shows (spec
 * section 5; contact details that fail their check are left off), dates in
 * the resume's language and levels in words.
 */
export function resumeTemplateInput(data: ResumeData, title = ''): ResumeTemplateInput {
  const p = data.personalInfo ?? {};
  const { experience, education, skills } = visibleResumeParts(data);
  const contact = printableContact(p);
  return {
    title: clean(title) || clean(p.fullName) || 'Resume',
    labels: englishLabels,
    name: clean(p.fullName),
    contact,
    summary: clean(data.summary),
    experience: experience.map((e) => ({
      position: clean(e.position),
      company: clean(e.company),
      location: clean(e.location),
      dates: dateRange(e.startDate, e.endDate, e.current, data.language),
      description: lines(e.description),
    })),
    education: education.map((e) => ({
      degree: clean(e.degree),
      field: clean(e.fieldOfStudy),
      institution: clean(e.institution),
      dates: dateRange(e.startDate, e.endDate, false, data.language),
      description: lines(e.description),
    })),
    skills: skills.map((s) => ({ name: clean(s.name), level: s.level ?? 3, levelName: skillLevelNames[(s.level ?? 3) - 1]! })),
  };
}
