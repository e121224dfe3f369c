import type { Language } from '../../../shared/languages.ts';
import { sectionOrder } from '../../../shared/resume-sections.ts';
import {
  defaultSkillLevel,
  extraSectionKeys,
  resumeProblems,
  type ExtraSectionKey,
  type ResumeData,
  type ResumeEducation,
  type ResumeExperience,
  type ResumeSectionKey,
  type ResumeSkill,
} from '../../../shared/resume.ts';

/** The sections beyond the core four that hold a list of entries (the custom section holds its own). */
export type ExtraListKey = Exclude<ExtraSectionKey, 'custom'>;
type Entry<K extends ExtraListKey> = NonNullable<ResumeData[K]>[number] & { id: string };
type CustomEntry = NonNullable<NonNullable<ResumeData['custom']>['entries']>[number] & { id: string };

/**
 * The builder's working copy: every core list has at least one entry and
 * every entry an id. A section beyond the core four is there once the user
 * added it (or an import brought it), its entries with ids too.
 */
export interface ResumeDraft extends ResumeData {
  personalInfo: NonNullable<ResumeData['personalInfo']>;
  experience: (ResumeExperience & { id: string })[];
  education: (ResumeEducation & { id: string })[];
  skills: (ResumeSkill & { id: string })[];
  projects?: Entry<'projects'>[];
  certificates?: Entry<'certificates'>[];
  languages?: Entry<'languages'>[];
  awards?: Entry<'awards'>[];
  volunteer?: Entry<'volunteer'>[];
  publications?: Entry<'publications'>[];
  interests?: Entry<'interests'>[];
  references?: Entry<'references'>[];
  custom?: { title?: string | undefined; entries?: CustomEntry[] | undefined; [key: string]: unknown };
}

export type ListKey = 'experience' | 'education' | 'skills';

let counter = 0;
/** An id for a new entry, unique within the resume. */
function newId(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

const emptyExperience = (): ResumeExperience & { id: string } => ({
  id: newId('exp'),
  company: '',
  position: '',
  location: '',
  startDate: '',
  endDate: '',
  current: false,
  description: '',
});
const emptyEducation = (): ResumeEducation & { id: string } => ({
  id: newId('edu'),
  institution: '',
  degree: '',
  fieldOfStudy: '',
  startDate: '',
  endDate: '',
  description: '',
});
const emptySkill = (): ResumeSkill & { id: string } => ({ id: newId('skill'), name: '', level: defaultSkillLevel });

export const emptyEntry: Record<ListKey, () => { id: string }> = {
  experience: emptyExperience,
  education: emptyEducation,
  skills: emptySkill,
};

/** A new entry of each section beyond the core four: every field the builder shows, empty. */
export const emptyExtraEntry: { [K in ExtraListKey]: () => Entry<K> } & { custom: () => CustomEntry } = {
  projects: () => ({ id: newId('project'), name: '', roles: '', startDate: '', endDate: '', url: '', description: '' }),
  certificates: () => ({ id: newId('certificate'), name: '', issuer: '', date: '', url: '' }),
  languages: () => ({ id: newId('language'), language: '', fluency: '' }),
  awards: () => ({ id: newId('award'), title: '', awarder: '', date: '', summary: '' }),
  volunteer: () => ({ id: newId('volunteer'), organization: '', position: '', startDate: '', endDate: '', current: false, url: '', description: '' }),
  publications: () => ({ id: newId('publication'), name: '', publisher: '', releaseDate: '', url: '', summary: '' }),
  interests: () => ({ id: newId('interest'), name: '', keywords: '' }),
  references: () => ({ id: newId('reference'), name: '', reference: '' }),
  custom: () => ({ id: newId('custom'), title: '', subtitle: '', date: '', description: '' }),
};

export const isExtraSection = (key: ResumeSectionKey): key is ExtraSectionKey => (extraSectionKeys as readonly ResumeSectionKey[]).includes(key);

/** Whether the resume has a section: the core four always; the others once added. */
function hasSection(draft: ResumeData, key: ResumeSectionKey): boolean {
  return !isExtraSection(key) || draft[key] !== undefined;
}

/** The sections the resume has, in the user's order: what the builder arranges. */
export function presentSections(draft: ResumeData): ResumeSectionKey[] {
  return sectionOrder(draft).filter((key) => hasSection(draft, key));
}

/** The sections the user can still add, in the default order. */
export function missingSections(draft: ResumeData): ExtraSectionKey[] {
  return extraSectionKeys.filter((key) => !hasSection(draft, key));
}

/**
 * Moves a section one place up (-1) or down (+1) among the sections the
 * resume has. The whole order is stored, so a section added later takes
 * its default place and the order of the others stays as the user left it.
 */
export function moveSection<T extends ResumeData>(draft: T, key: ResumeSectionKey, step: -1 | 1): T {
  const present = presentSections(draft);
  const neighbour = present[present.indexOf(key) + step];
  if (!neighbour) return draft;
  // Taken out and put back just before (or after) the neighbour: the sections not on the resume keep their places around the others.
  const order = sectionOrder(draft).filter((k) => k !== key);
  order.splice(order.indexOf(neighbour) + (step === 1 ? 1 : 0), 0, key);
  return { ...draft, sectionOrder: order };
}

export function toggleSectionHidden<T extends ResumeData>(draft: T, key: ResumeSectionKey): T {
  const hidden = draft.hiddenSections ?? [];
  return { ...draft, hiddenSections: hidden.includes(key) ? hidden.filter((k) => k !== key) : [...hidden, key] };
}

/** Adds a section with one empty entry (the custom section with an empty title too). */
export function addSection<T extends ResumeData>(draft: T, key: ExtraSectionKey): T {
  if (hasSection(draft, key)) return draft;
  return key === 'custom' ? { ...draft, custom: { title: '', entries: [emptyExtraEntry.custom()] } } : { ...draft, [key]: [emptyExtraEntry[key]()] };
}

/** Whether a section holds no text at all: only then can it be removed (nothing the user wrote is lost). */
export function isSectionEmpty(draft: ResumeData, key: ExtraSectionKey): boolean {
  const value = key === 'custom' ? [draft.custom?.title, ...(draft.custom?.entries ?? []).flatMap(textOf)] : (draft[key] ?? []).flatMap(textOf);
  return !value.some(filled);
}

/** Removes a section the resume has (and its place in the order and the hidden list). */
export function removeSection<T extends ResumeData>(draft: T, key: ExtraSectionKey): T {
  const { [key]: _removed, ...rest } = draft;
  return { ...rest, sectionOrder: draft.sectionOrder?.filter((k) => k !== key), hiddenSections: draft.hiddenSections?.filter((k) => k !== key) } as T;
}

/** The text values of an entry, its id left out. */
function textOf(entry: object): unknown[] {
  return Object.entries(entry)
    .filter(([key]) => key !== 'id')
    .map(([, value]) => value);
}

/**
 * Stored data (possibly partial, from an import or the API) as a complete
 * draft. Unknown fields are kept. A resume without a language of its own
 * takes `language` (the interface's): its dates are shown in it.
 */
export function toDraft(data: ResumeData, language?: Language): ResumeDraft {
  const withIds = <T extends { id?: string | undefined }>(list: T[] | undefined, prefix: string, empty: () => T & { id: string }) =>
    list && list.length > 0 ? list.map((entry) => ({ ...entry, id: entry.id || newId(prefix) })) : [empty()];
  const extras = Object.fromEntries(
    extraSectionKeys
      .filter((key) => key !== 'custom' && data[key] !== undefined)
      .map((key) => [key, (data[key as ExtraListKey] ?? []).map((entry) => ({ ...entry, id: entry.id || newId(key) }))]),
  ) as Partial<Pick<ResumeDraft, ExtraListKey>>;
  // The sections beyond the core four are rebuilt with ids above; the rest is kept as it is.
  const { projects: _p, certificates: _c, languages: _l, awards: _a, volunteer: _v, publications: _pub, interests: _i, references: _r, custom: _custom, ...rest } = data;
  return {
    ...rest,
    ...extras,
    ...(data.custom ? { custom: { ...data.custom, entries: (data.custom.entries ?? []).map((entry) => ({ ...entry, id: entry.id || newId('custom') })) } } : {}),
    template: data.template ?? 'professional',
    ...(data.language || language ? { language: data.language ?? language } : {}),
    personalInfo: { fullName: '', label: '', email: '', phone: '', location: '', linkedin: '', website: '', ...data.personalInfo },
    summary: data.summary ?? '',
    experience: withIds(data.experience, 'exp', emptyExperience),
    education: withIds(data.education, 'edu', emptyEducation),
    // A skill stored without a level shows (and is saved) as the default level.
    skills: withIds(data.skills, 'skill', emptySkill).map((skill) => ({ ...skill, level: skill.level ?? defaultSkillLevel })),
  };
}

/**
 * Required fields that are still empty. Entries are named by
 * their id (`experience.<id>.company`), so a message stays with its entry
 * when entries move or others are removed.
 */
export function missingRequired(draft: ResumeDraft): Set<string> {
  const missing = new Set<string>();
  if (!draft.personalInfo.fullName?.trim()) missing.add('personalInfo.fullName');
  if (!draft.personalInfo.email?.trim()) missing.add('personalInfo.email');
  for (const e of draft.experience) {
    if (!e.company?.trim()) missing.add(`experience.${e.id}.company`);
    if (!e.position?.trim()) missing.add(`experience.${e.id}.position`);
  }
  for (const e of draft.education) {
    if (!e.institution?.trim()) missing.add(`education.${e.id}.institution`);
    if (!e.degree?.trim()) missing.add(`education.${e.id}.degree`);
  }
  return missing;
}

/**
 * Values that are there but wrong (a malformed email, an end date before the
 * start), by field, entries named by their id as in `missingRequired`; each
 * with the interface key of its message.
 */
export function fieldProblems(draft: ResumeDraft): Map<string, string> {
  const problems = new Map<string, string>();
  for (const { path, message } of resumeProblems(draft)) {
    const [list, index, field] = path;
    const entries = list === 'experience' || list === 'education' || list === 'projects' || list === 'volunteer' ? draft[list] : undefined;
    const entry = typeof index === 'number' ? entries?.[index] : undefined;
    problems.set(entry ? `${list}.${entry.id}.${String(field)}` : path.join('.'), message);
  }
  return problems;
}

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** How many fields hold text (the template, the language, skill levels and the job ad are choices, not content). */
function filledFields(draft: ResumeData): { name: boolean; others: number } {
  const { fullName, ...contact } = draft.personalInfo ?? {};
  const entryFields = [...(draft.experience ?? []), ...(draft.education ?? [])].flatMap((entry) => Object.entries(entry).filter(([key]) => key !== 'id').map(([, value]) => value));
  const extraFields = extraSectionKeys.flatMap((key) => (key === 'custom' ? [draft.custom?.title, ...(draft.custom?.entries ?? []).flatMap(textOf)] : (draft[key] ?? []).flatMap(textOf)));
  const others = [...Object.values(contact), draft.summary, ...entryFields, ...(draft.skills ?? []).map((skill) => skill.name), ...extraFields].filter(filled).length;
  return { name: filled(fullName), others };
}

/**
 * Whether a new resume is worth a History entry: a name and one more detail.
 * Before that the builder creates nothing, so an attempt left there leaves no
 * document behind.
 */
export function worthKeeping(draft: ResumeData): boolean {
  const { name, others } = filledFields(draft);
  return name && others > 0;
}

/** Whether nothing at all is filled in. */
export function isEmptyResume(draft: ResumeData): boolean {
  const { name, others } = filledFields(draft);
  return !name && others === 0;
}

/** Removes entry `index` unless it is the last one (at least one of each stays). */
export function removeEntry<T>(list: T[], index: number): T[] {
  return list.length <= 1 ? list : list.filter((_, i) => i !== index);
}

/** Moves entry `from` to `to` (reordering by buttons or drag). */
export function moveEntry<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** The document title a new resume gets from its owner's name; `named` words it in the interface language. */
export function titleFor(draft: ResumeDraft, named: (name: string) => string, fallback: string): string {
  const name = draft.personalInfo.fullName?.trim();
  return name ? named(name) : fallback;
}

/**
 * The resume without the job ad saved beside it: what the
 * preview, the summary writer and JSON Resume are given. The ad is for the
 * match panel only and never appears on the resume.
 */
export function withoutJobAd<T extends ResumeData>(draft: T): Omit<T, 'jobAd'> {
  const { jobAd: _jobAd, ...resume } = draft;
  return resume;
}

/**
 * The entry a missing language or qualification of the job ad goes into: the
 * first one still blank, else a new one at the end (the Languages section
 * added when the resume has none). `draft` is returned unchanged when a blank
 * entry is there already.
 */
export function blankEntryFor(draft: ResumeDraft, section: 'languages' | 'education'): { id: string; draft: ResumeDraft } {
  if (section === 'education') {
    const blank = draft.education.find((e) => !e.institution?.trim() && !e.degree?.trim());
    if (blank) return { id: blank.id, draft };
    const added = emptyEducation();
    return { id: added.id, draft: { ...draft, education: [...draft.education, added] } };
  }
  const blank = draft.languages?.find((e) => !e.language?.trim());
  if (blank) return { id: blank.id, draft };
  const added = emptyExtraEntry.languages();
  return { id: added.id, draft: { ...draft, languages: [...(draft.languages ?? []), added] } };
}

/** The skill row a term from the job ad goes into: the first one still without a name, else a new one (returned as `added`). */
export function skillRowFor(skills: ResumeDraft['skills']): { id: string; added?: ResumeDraft['skills'][number] } {
  const empty = skills.find((skill) => !skill.name?.trim());
  if (empty) return { id: empty.id };
  const added = emptySkill();
  return { id: added.id, added };
}
