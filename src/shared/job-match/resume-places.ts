// The resume as the match reads it: every entry the preview shows, with
// where it is (section and entry label) and its lines, so a requirement
// found there can quote the line that meets it.
import { visibleResumeParts, type ResumeData } from '../resume.ts';
import type { TermPlace } from './types.ts';
import { tidyText } from '../tidy-text.ts';

export interface ResumeField {
  place: TermPlace;
  /** An education entry: where a degree requirement is met. */
  education: boolean;
  lines: string[];
}

const clean = tidyText;
const label = (...parts: (string | undefined)[]) => parts.map(clean).filter(Boolean).join(', ');
const lines = (...texts: (string | undefined)[]) =>
  texts
    .flatMap((t) => (t ?? '').split('\n'))
    .map((l) => l.replace(/^\s*[•*-]\s*/, '').trim())
    .filter(Boolean);

/** Every entry the resume shows (hidden sections left out), with its place. */
export function resumeFields(resume: ResumeData): ResumeField[] {
  const hidden = new Set(resume.hiddenSections ?? []);
  const { experience, education, skills } = visibleResumeParts(resume);
  const fields: ResumeField[] = [];
  const add = (place: TermPlace, texts: string[], isEducation = false) => {
    if (!hidden.has(place.section) && texts.length) fields.push({ place, education: isEducation, lines: texts });
  };
  if (resume.summary?.trim()) add({ section: 'summary' }, lines(resume.personalInfo?.label, resume.summary));
  for (const [index, s] of skills.entries()) add({ section: 'skills', index, label: clean(s.name) }, lines(s.name));
  for (const [index, e] of experience.entries()) add({ section: 'experience', index, label: label(e.position, e.company) }, lines(e.position, e.company, e.description));
  for (const [index, e] of education.entries()) add({ section: 'education', index, label: label(e.degree, e.fieldOfStudy, e.institution) }, lines(e.degree, e.fieldOfStudy, e.institution, e.description), true);
  for (const [index, p] of (resume.projects ?? []).entries()) if (clean(p.name)) add({ section: 'projects', index, label: clean(p.name) }, lines(p.name, p.roles, p.description));
  for (const [index, c] of (resume.certificates ?? []).entries()) if (clean(c.name)) add({ section: 'certificates', index, label: label(c.name, c.issuer) }, lines(c.name, c.issuer));
  for (const [index, l] of (resume.languages ?? []).entries()) if (clean(l.language)) add({ section: 'languages', index, label: label(l.language, l.fluency) }, [label(l.language, l.fluency)]);
  return fields;
}

/** Nothing to match an ad against: no summary, experience, education, skills, projects, certificates or languages. */
export function resumeIsEmpty(resume: ResumeData): boolean {
  return resumeFields(resume).length === 0;
}
