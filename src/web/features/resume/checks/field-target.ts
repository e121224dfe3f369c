import type { ResumeData, ResumeSectionKey } from '../../../../shared/resume.ts';
import { isExtraSection, presentSections } from '../resume-form.ts';
import { sectionFields } from '../sections/section-fields.ts';

/** A place in the resume's data as the server names it: ['experience', 2, 'description'] or 'experience.2.description'. */
export type ResumePath = readonly (string | number)[];

/**
 * The id of a builder field: `resume-field-personalInfo-email`,
 * `resume-field-experience-<entry id>-description`, `resume-field-summary`.
 * Entries are named by their id, not their place, so an id stays with its
 * entry when entries are moved.
 */
export function resumeFieldId(section: string, ...rest: string[]): string {
  return ['resume-field', section, ...rest].join('-');
}

/** 'experience.2.description' → ['experience', 2, 'description'] (the ATS check names its fields so). */
export function parseResumePath(path: string): (string | number)[] {
  return path
    .split('.')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** The first field of an entry of each list section, where the builder's focus lands when a finding names the section or the entry. */
const firstField: Record<'experience' | 'education' | 'skills', string> = { experience: 'company', education: 'institution', skills: 'name' };

const isSectionKey = (draft: ResumeData, key: unknown): key is ResumeSectionKey => typeof key === 'string' && presentSections(draft).includes(key as ResumeSectionKey);

/**
 * Where a finding's path leads in the builder: the tab to open (tab keys are
 * section keys, 'personal' for the contact details) and the id of the field
 * to focus. A path's index is a place in the list as it was sent; it is mapped
 * to the entry now at that place. `id` is null when the tab has no field to
 * name (a section with no entry); the whole result is null when the path
 * names nothing the builder shows (the resume as a whole, a section since removed).
 */
export function fieldTarget(draft: ResumeData, path: ResumePath): { tab: string; id: string | null } | null {
  const [section, ...rest] = path;
  if (section === 'personalInfo') {
    const field = typeof rest[0] === 'string' ? rest[0] : 'fullName';
    return { tab: 'personal', id: resumeFieldId('personalInfo', field) };
  }
  if (!isSectionKey(draft, section)) return null;
  if (section === 'summary') return { tab: 'summary', id: resumeFieldId('summary') };

  let entries: { id?: unknown }[];
  let place = rest;
  if (section === 'custom') {
    // The custom section's own title, or its entries (under `custom.entries`).
    if (rest[0] !== 'entries' && rest.length > 0) return { tab: section, id: resumeFieldId('custom', 'title') };
    entries = draft.custom?.entries ?? [];
    place = rest.slice(1);
    if (place.length === 0) return { tab: section, id: resumeFieldId('custom', 'title') };
  } else {
    entries = (draft[section] ?? []) as { id?: unknown }[];
  }

  const [index, field] = place;
  const wanted = typeof index === 'number' ? entries[index] : undefined;
  const entry = wanted ?? entries[0];
  if (!entry || typeof entry.id !== 'string') return { tab: section, id: null };
  const name = wanted && typeof field === 'string' ? field : isExtraSection(section) ? sectionFields[section][0]!.name : firstField[section];
  return { tab: section, id: resumeFieldId(section, entry.id, name) };
}

/** Where line `line` (0-based) of a text area's value starts, for its caret; past the last line, the end. */
export function lineStart(text: string, line: number): number {
  let at = 0;
  for (let n = 0; n < line; n += 1) {
    const next = text.indexOf('\n', at);
    if (next === -1) return text.length;
    at = next + 1;
  }
  return at;
}
