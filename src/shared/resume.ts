import { degreeName } from './degree-name.ts';
import { languageFor, languages, type Language } from './languages.ts';
import { escapeMarkdown } from './markdown-escape.ts';
// A cycle by design: resume-sections.ts reads this file's schema and helpers, and the downloads here print its sections; neither runs the other at load.
import { inlineEntryText, printedSections, type PrintedSection } from './resume-sections.ts';
import { z } from './zod.ts';

/** Resume templates (professional blue, modern teal, creative purple, minimal gray). */
export const resumeTemplates = ['professional', 'modern', 'creative', 'minimal'] as const;
export type ResumeTemplate = (typeof resumeTemplates)[number];

/** Skill levels: 1 Beginner … 5 Master, default 3 Advanced. */
export const skillLevels = [1, 2, 3, 4, 5] as const;
export const defaultSkillLevel = 3;

const noNul = (v: string) => !v.includes('\u0000');
const field = (max: number) => z.string().max(max, { message: 'validation.tooLong' }).refine(noNul, { message: 'validation.invalidCharacters' });
const short = () => field(200).optional();
const long = () => field(5000).optional();

// Stored resumes are drafts: every field may still be empty (the builder saves
// as the user types). "Required" is the builder's rule for a finished resume.
// Objects are loose so that fields we do not model (a JSON Resume import's
// extras) are kept, not stripped.
const experienceSchema = z.looseObject({
  id: z.string().max(100).optional(),
  company: short(),
  position: short(),
  location: short(),
  startDate: short(),
  endDate: short(),
  current: z.boolean().optional(),
  description: long(),
});

const educationSchema = z.looseObject({
  id: z.string().max(100).optional(),
  institution: short(),
  degree: short(),
  fieldOfStudy: short(),
  startDate: short(),
  endDate: short(),
  description: long(),
});

const skillSchema = z.looseObject({
  id: z.string().max(100).optional(),
  name: short(),
  level: z.number().int().min(1).max(5).optional(),
});

// The sections JSON Resume has beyond work, education and skills, each a
// first-class section of the builder, the preview and every export
// (resume-sections.ts orders and prints them). Field names follow JSON
// Resume's where they mean the same; a description is lines, bullets where
// the user starts a line with •, - or * (as an experience's).
const projectSchema = z.looseObject({
  id: z.string().max(100).optional(),
  name: short(),
  /** The user's part in it ("Team lead, Designer"). */
  roles: short(),
  startDate: short(),
  endDate: short(),
  url: short(),
  description: long(),
});

const volunteerSchema = z.looseObject({
  id: z.string().max(100).optional(),
  organization: short(),
  position: short(),
  startDate: short(),
  endDate: short(),
  current: z.boolean().optional(),
  url: short(),
  description: long(),
});

const awardSchema = z.looseObject({
  id: z.string().max(100).optional(),
  title: short(),
  awarder: short(),
  date: short(),
  summary: long(),
});

const certificateSchema = z.looseObject({
  id: z.string().max(100).optional(),
  name: short(),
  issuer: short(),
  date: short(),
  url: short(),
});

const publicationSchema = z.looseObject({
  id: z.string().max(100).optional(),
  name: short(),
  publisher: short(),
  releaseDate: short(),
  url: short(),
  summary: long(),
});

const languageEntrySchema = z.looseObject({
  id: z.string().max(100).optional(),
  language: short(),
  /** As the user puts it ("Native speaker", "C1", "Fluent"). */
  fluency: short(),
});

const interestSchema = z.looseObject({
  id: z.string().max(100).optional(),
  name: short(),
  /** Comma-separated ("Ferrets, Unicorns"). */
  keywords: short(),
});

const referenceSchema = z.looseObject({
  id: z.string().max(100).optional(),
  name: short(),
  reference: long(),
});

/** One entry of the user's own section: a title, a line under it, a date and a description. */
const customEntrySchema = z.looseObject({
  id: z.string().max(100).optional(),
  title: short(),
  subtitle: short(),
  date: short(),
  description: long(),
});

export const customSectionSchema = z.looseObject({
  /** The section's heading as the user names it ("Teaching", "Exhibitions"). */
  title: short(),
  entries: z.array(customEntrySchema).max(50).optional(),
});

/** Every section a resume can show, in the order a new resume shows them. */
export const resumeSectionKeys = ['summary', 'experience', 'education', 'skills', 'projects', 'certificates', 'languages', 'awards', 'volunteer', 'publications', 'interests', 'references', 'custom'] as const;
export type ResumeSectionKey = (typeof resumeSectionKeys)[number];
/** The sections beyond summary, experience, education and skills. */
export const extraSectionKeys = ['projects', 'certificates', 'languages', 'awards', 'volunteer', 'publications', 'interests', 'references', 'custom'] as const;
export type ExtraSectionKey = (typeof extraSectionKeys)[number];
type CoreSectionKey = Exclude<ResumeSectionKey, ExtraSectionKey>;

/** Characters of a pasted job ad (the Resume Builder's match panel, the cover letter's ad). */
export const jobAdMaxLength = 20_000;

export const resumeDataSchema = z.looseObject({
  template: z.enum(resumeTemplates).optional(),
  /** The language the resume is written in: its dates (and "Present") are printed in it. Unset: English. */
  language: z.enum(languages).optional(),
  personalInfo: z
    .looseObject({
      fullName: short(),
      email: short(),
      phone: short(),
      location: short(),
      linkedin: short(),
      website: short(),
      /** The headline under the name ("Data Analyst"): JSON Resume's `basics.label`. */
      label: short(),
    })
    .optional(),
  summary: long(),
  experience: z.array(experienceSchema).max(50).optional(),
  education: z.array(educationSchema).max(50).optional(),
  skills: z.array(skillSchema).max(100).optional(),
  projects: z.array(projectSchema).max(50).optional(),
  certificates: z.array(certificateSchema).max(50).optional(),
  languages: z.array(languageEntrySchema).max(50).optional(),
  awards: z.array(awardSchema).max(50).optional(),
  volunteer: z.array(volunteerSchema).max(50).optional(),
  publications: z.array(publicationSchema).max(50).optional(),
  interests: z.array(interestSchema).max(50).optional(),
  references: z.array(referenceSchema).max(50).optional(),
  custom: customSectionSchema.optional(),
  /** The sections in the order the user put them; a key left out follows in the default order. */
  sectionOrder: z.array(z.enum(resumeSectionKeys)).max(resumeSectionKeys.length).optional(),
  /** Sections the user hid: kept, but not on the preview or any export. */
  hiddenSections: z.array(z.enum(resumeSectionKeys)).max(resumeSectionKeys.length).optional(),
  /** The job ad the resume is being matched against: kept with it, never shown on it. */
  jobAd: field(jobAdMaxLength).optional(),
  /**
   * A copy tailored to `jobAd` from a master resume: which, when, and the master's
   * last change it was made from (a later change of the master can be pulled).
   * Never printed, and not part of a JSON Resume export.
   */
  tailoredFrom: z
    .strictObject({
      masterId: z.uuid(),
      tailoredAt: z.iso.datetime({ offset: true }),
      masterUpdatedAt: z.iso.datetime({ offset: true }),
    })
    .optional(),
});
export type ResumeData = z.infer<typeof resumeDataSchema>;
export type ResumeExperience = z.infer<typeof experienceSchema>;
export type ResumeEducation = z.infer<typeof educationSchema>;
export type ResumeSkill = z.infer<typeof skillSchema>;

/** Entries the preview (and every export) shows: the ones not left blank. */
export function visibleResumeParts(data: ResumeData) {
  return {
    experience: (data.experience ?? []).filter((e) => e.company?.trim() || e.position?.trim()),
    education: (data.education ?? []).filter((e) => e.institution?.trim() || e.degree?.trim()),
    skills: (data.skills ?? []).filter((s) => s.name?.trim()),
  };
}

/** One line of an entry's description: a bullet when the user started it with •, - or *. */
export interface DescriptionLine {
  bullet: boolean;
  text: string;
}

/** An entry's description as every layout shows it: paragraphs, and bullets where the user wrote them. */
export function descriptionLines(text: string | undefined): DescriptionLine[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const bullet = /^[•\-*–]\s+/.exec(line);
      return bullet ? { bullet: true, text: line.slice(bullet[0].length) } : { bullet: false, text: line };
    });
}

/** A description in Markdown: bullets as a list, other lines as paragraphs, the user's text escaped. */
function descriptionMarkdown(text: string | undefined): string {
  const blocks: string[] = [];
  for (const line of descriptionLines(text)) {
    const md = line.bullet ? `- ${escapeMarkdown(line.text)}` : escapeMarkdown(line.text);
    if (line.bullet && blocks.at(-1)?.startsWith('- ')) blocks[blocks.length - 1] += `\n${md}`;
    else blocks.push(md);
  }
  return blocks.join('\n\n');
}

export const skillLevelNames = ['Beginner', 'Intermediate', 'Advanced', 'Expert', 'Master'] as const;

// ---- Dates ------------------------------------------------------------------

/**
 * A date as the builder stores it: a month (`2024-03`) or a year (`2024`),
 * the ISO forms JSON Resume uses too. Resumes saved before the builder had
 * month pickers hold free text: the usual ways of writing a month ("Sep
 * 2024", "September 2024", "09/2024", "2024-09-15", "2024/09") are read as
 * that month, so they print in the resume's language and show as chosen in
 * the pickers; anything else ("Summer 2019") is printed as written.
 */
const resumeDatePattern = /^(\d{4})(?:-(0[1-9]|1[0-2]))?$/;
const englishMonths = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
/** 1–12 for an English month name or its abbreviation ("Sep", "Sept", "September"); 0 otherwise. */
const monthNamed = (word: string) => {
  const lower = word.toLowerCase();
  return lower.length >= 3 ? englishMonths.findIndex((name) => name.startsWith(lower)) + 1 : 0;
};
const earlierForms: readonly [RegExp, (m: RegExpExecArray) => [year: string, month: number]][] = [
  // "Sep 2024", "Sept. 2024", "September, 2024"
  [/^([a-z]{3,9})\.?,?\s+(\d{4})$/i, (m) => [m[2]!, monthNamed(m[1]!)]],
  // "09/2024", "9.2024", "09-2024"
  [/^(\d{1,2})\s*[/.-]\s*(\d{4})$/, (m) => [m[2]!, Number(m[1])]],
  // "2024/09", "2024.09", "2024-9", "2024-09-15"
  [/^(\d{4})\s*[/.-]\s*(\d{1,2})(?:[/.-]\d{1,2})?$/, (m) => [m[1]!, Number(m[2])]],
];

export interface ResumeMonth {
  year: number;
  /** 1–12; absent for a year on its own. */
  month?: number;
}

/** `2024-03` → {year: 2024, month: 3}, `2024` → {year: 2024}, an earlier version's "Mar 2024" too; other free text (or nothing) → null. */
export function parseResumeDate(value: string | undefined): ResumeMonth | null {
  const text = value?.trim() ?? '';
  const match = resumeDatePattern.exec(text);
  if (match) return match[2] ? { year: Number(match[1]), month: Number(match[2]) } : { year: Number(match[1]) };
  for (const [pattern, read] of earlierForms) {
    const found = pattern.exec(text);
    if (!found) continue;
    const [year, month] = read(found);
    return month >= 1 && month <= 12 ? { year: Number(year), month } : null;
  }
  return null;
}

/** The stored form of a date: `2024-03` or `2024` where it reads as one, otherwise the text as written (trimmed). */
export function canonicalResumeDate<T>(value: T): T | string {
  const date = typeof value === 'string' ? parseResumeDate(value) : null;
  if (!date) return value;
  return date.month === undefined ? String(date.year) : `${date.year}-${String(date.month).padStart(2, '0')}`;
}

/** "Present" as each interface language writes it on a resume (the same words as `documents.resume.present`). */
export const presentWords: Record<Language, string> = {
  en: 'Present',
  fr: 'Aujourd’hui',
  es: 'Actualidad',
  de: 'heute',
  zh: '至今',
};

/** A date as a reader sees it, in `language`: `2024-03` → "Mar 2024" / "mars 2024" / "2024年3月"; `2024` as is; free text as written. */
export function formatResumeDate(value: string | undefined, language = 'en'): string {
  const date = parseResumeDate(value);
  if (!date) return value?.trim() ?? '';
  if (date.month === undefined) return String(date.year);
  // The first of the month at noon UTC, formatted in UTC: the same month in every time zone.
  return monthFormat(languageFor([language])).format(Date.UTC(date.year, date.month - 1, 1, 12));
}

/** One formatter per language: making one costs far more than formatting with it, and a preview formats every date at each keystroke. */
const monthFormats = new Map<Language, Intl.DateTimeFormat>();
function monthFormat(language: Language): Intl.DateTimeFormat {
  let format = monthFormats.get(language);
  if (!format) monthFormats.set(language, (format = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', timeZone: 'UTC' })));
  return format;
}

/**
 * "Mar 2021 – Present", "2016 – 2020": start and end (or Present) in the
 * resume's language. An end before the start fails the resume's checks and
 * is left off, like any value they refuse.
 */
export function dateRange(start?: string, end?: string, current?: boolean, language = 'en'): string {
  const to = current ? presentWords[languageFor([language])] : endsBeforeStart({ startDate: start, endDate: end }) ? '' : formatResumeDate(end, language);
  return [formatResumeDate(start, language), to].filter(Boolean).join(' – ');
}

/** Whether an entry ends before it starts (both dates picked; a year alone compares by year). */
export function endsBeforeStart(entry: { startDate?: string | undefined; endDate?: string | undefined; current?: boolean | undefined }): boolean {
  if (entry.current) return false;
  const start = parseResumeDate(entry.startDate);
  const end = parseResumeDate(entry.endDate);
  if (!start || !end) return false;
  if (end.year !== start.year) return end.year < start.year;
  return end.month !== undefined && start.month !== undefined && end.month < start.month;
}

// ---- Contact details ----------------------------------------------------------

const emailAddress = z.email();
// Digits with the usual separators, an optional leading + and an extension at the end.
const phoneShape = /^\+?[\d\s().\-/]+(?:\s*(?:ext\.?|x|#)\s*\d{1,6})?$/i;
const host = String.raw`(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})`;
// A web address as people write it on a resume: with or without http(s)://, a host with a dot, a path.
const webAddress = new RegExp(`^(?:https?://)?${host}(?::\\d{1,5})?(?:[/?#]\\S*)?$`, 'iu');
const linkedInAddress = /^(?:https?:\/\/)?(?:[\w-]+\.)?linkedin\.com\/\S+$/i;

/** The checks of the contact fields that have a format (location is free text). Each takes a trimmed, non-empty value. */
const contactChecks = {
  email: (value: string) => emailAddress.safeParse(value).success,
  phone: (value: string) => {
    if (!phoneShape.test(value)) return false;
    const digits = value.replace(/(?:ext\.?|x|#)\s*\d{1,6}$/i, '').replace(/\D/g, '').length;
    return digits >= 5 && digits <= 20;
  },
  linkedin: (value: string) => linkedInAddress.test(value),
  website: (value: string) => webAddress.test(value),
} satisfies Record<string, (value: string) => boolean>;

type CheckedContact = keyof typeof contactChecks;

/** A contact field that is empty or well formed; the message is an interface key. */
const checkedContact = (kind: CheckedContact) =>
  z
    .string()
    .optional()
    .refine((value) => !value?.trim() || contactChecks[kind](value.trim()), { message: `resume.invalid.${kind}` });

const datedEntry = z
  .looseObject({ startDate: z.string().optional(), endDate: z.string().optional(), current: z.boolean().optional() })
  .refine((entry) => !endsBeforeStart(entry), { message: 'resume.invalid.endBeforeStart', path: ['endDate'] });

/**
 * What a finished resume must get right beyond the stored draft's shape:
 * email, phone, LinkedIn and website well formed (or empty), no entry ending
 * before it starts (jobs, studies, projects, volunteer work). Stored drafts are not held to it (the builder saves as the
 * user types, and a half-typed address must not lose the rest of the edit):
 * the builder shows its messages on the fields, and a value it refuses is
 * left off the preview and every export until it is corrected
 * (docs/decisions/0024-resume-input-checks.md).
 */
const finishedResumeSchema = z.looseObject({
  personalInfo: z
    .looseObject({ email: checkedContact('email'), phone: checkedContact('phone'), linkedin: checkedContact('linkedin'), website: checkedContact('website') })
    .optional(),
  experience: z.array(datedEntry).optional(),
  education: z.array(datedEntry).optional(),
  projects: z.array(datedEntry).optional(),
  volunteer: z.array(datedEntry).optional(),
});

export interface ResumeProblem {
  /** Where, as zod names it: ['personalInfo', 'email'], ['experience', 2, 'endDate']. */
  path: (string | number)[];
  /** An interface key: `resume.invalid.email`, `resume.invalid.endBeforeStart`, … */
  message: string;
}

/** Everything `finishedResumeSchema` finds wrong in a resume (none for a resume that is fine, or empty). */
export function resumeProblems(data: ResumeData): ResumeProblem[] {
  const result = finishedResumeSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.map((key) => (typeof key === 'number' ? key : String(key))), message: issue.message }));
}

const contactKinds = ['email', 'phone', 'location', 'linkedin', 'website'] as const;
export type ContactKind = (typeof contactKinds)[number];

/** The contact line as the resume prints it: filled, well-formed values only, trimmed, in the usual order. */
export function printableContact(personalInfo: ResumeData['personalInfo']): { kind: ContactKind; text: string }[] {
  const p = personalInfo ?? {};
  return contactKinds
    .map((kind) => ({ kind, text: p[kind]?.trim() ?? '' }))
    .filter(({ kind, text }) => text !== '' && (kind === 'location' || contactChecks[kind](text)));
}

/** The English heading of each section (the text and Markdown files are in English; the custom section prints its own title). */
export const englishSectionHeadings: Record<ResumeSectionKey, string> = {
  summary: 'Summary',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
  projects: 'Projects',
  certificates: 'Certificates',
  languages: 'Languages',
  awards: 'Awards',
  volunteer: 'Volunteer work',
  publications: 'Publications',
  interests: 'Interests',
  references: 'References',
  custom: 'More',
};

const headingOf = (section: PrintedSection) => ('title' in section && section.title) || englishSectionHeadings[section.key];

/** A well-formatted plain-text resume (the .txt download and the builder's Copy): every printed section, in the user's order. */
export function resumeToPlainText(data: ResumeData): string {
  const p = data.personalInfo ?? {};
  const { experience, education, skills } = visibleResumeParts(data);
  const lines: string[] = [];
  if (p.fullName?.trim()) lines.push(p.fullName.trim().toUpperCase());
  if (p.label?.trim()) lines.push(p.label.trim());
  const contact = printableContact(p).map((c) => c.text);
  if (contact.length) lines.push(contact.join(' | '));
  const section = (title: string, body: string[]) => {
    if (!body.length) return;
    lines.push('', title.toUpperCase(), '-'.repeat(title.length), ...body);
  };
  const core: Record<CoreSectionKey, () => string[]> = {
    summary: () => [data.summary!.trim()],
    experience: () =>
      experience.flatMap((e, i) => [
        ...(i ? [''] : []),
        [e.position?.trim(), e.company?.trim()].filter(Boolean).join(', '),
        ...[[e.location?.trim(), dateRange(e.startDate, e.endDate, e.current, data.language)].filter(Boolean).join(' · ')].filter(Boolean),
        ...(e.description?.trim() ? [e.description.trim()] : []),
      ]),
    education: () =>
      education.flatMap((e, i) => [
        ...(i ? [''] : []),
        [degreeName(e.degree, e.fieldOfStudy), e.institution?.trim()].filter(Boolean).join(', '),
        ...[dateRange(e.startDate, e.endDate, false, data.language)].filter(Boolean),
        ...(e.description?.trim() ? [e.description.trim()] : []),
      ]),
    skills: () => skills.map((s) => `• ${s.name!.trim()}${s.level ? ` (${skillLevelNames[s.level - 1]})` : ''}`),
  };
  for (const printed of printedSections(data)) {
    if (!('entries' in printed)) {
      section(headingOf(printed), core[printed.key]());
      continue;
    }
    const { key, style, entries } = printed;
    section(
      headingOf(printed),
      style === 'inline'
        ? entries.map((e) => `• ${inlineEntryText(key, e)}`)
        : entries.flatMap((e, i) => [
            ...(i ? [''] : []),
            [e.title, e.subtitle].filter(Boolean).join(', '),
            ...[[e.dates, e.url].filter(Boolean).join(' · ')].filter(Boolean),
            ...e.lines.map((line) => (line.bullet ? `• ${line.text}` : line.text)),
          ]),
    );
  }
  return lines.join('\n') + '\n';
}

/** The resume as Markdown (the .md download): every printed section, in the user's order. */
export function resumeToMarkdown(data: ResumeData): string {
  const p = data.personalInfo ?? {};
  const { experience, education, skills } = visibleResumeParts(data);
  const out: string[] = [];
  // Every value is the user's plain text: escaped, so it reads back exactly as typed.
  const join = (values: (string | undefined)[], separator: string) => escapeMarkdown(values.map((v) => v?.trim()).filter(Boolean).join(separator));
  const esc = (value: string | undefined) => join([value], '');
  out.push(`# ${esc(p.fullName) || 'Resume'}`);
  if (p.label?.trim()) out.push(esc(p.label));
  const contact = join(printableContact(p).map((c) => c.text), ' · ');
  if (contact) out.push(contact);
  const core: Record<CoreSectionKey, () => void> = {
    summary: () => out.push(esc(data.summary)),
    experience: () => {
      for (const e of experience) {
        out.push(`### ${join([e.position, e.company], ', ')}`);
        const meta = join([e.location, dateRange(e.startDate, e.endDate, e.current, data.language)], ' · ');
        if (meta) out.push(`*${meta}*`);
        if (e.description?.trim()) out.push(descriptionMarkdown(e.description));
      }
    },
    education: () => {
      for (const e of education) {
        out.push(`### ${join([degreeName(e.degree, e.fieldOfStudy), e.institution], ', ')}`);
        const dates = esc(dateRange(e.startDate, e.endDate, false, data.language));
        if (dates) out.push(`*${dates}*`);
        if (e.description?.trim()) out.push(descriptionMarkdown(e.description));
      }
    },
    skills: () => out.push(skills.map((s) => `- ${esc(s.name)}${s.level ? ` (${skillLevelNames[s.level - 1]})` : ''}`).join('\n')),
  };
  for (const printed of printedSections(data)) {
    out.push(`## ${esc(headingOf(printed))}`);
    if (!('entries' in printed)) {
      core[printed.key]();
      continue;
    }
    const { key, style, entries } = printed;
    if (style === 'inline') {
      out.push(entries.map((e) => `- ${esc(inlineEntryText(key, e))}`).join('\n'));
      continue;
    }
    for (const e of entries) {
      out.push(`### ${join([e.title, e.subtitle], ', ')}`);
      const meta = join([e.dates, e.url], ' · ');
      if (meta) out.push(`*${meta}*`);
      const description = descriptionMarkdown(e.lines.map((line) => (line.bullet ? `- ${line.text}` : line.text)).join('\n'));
      if (description) out.push(description);
    }
  }
  return out.join('\n\n') + '\n';
}

/** The body of `POST /api/resume/preview`: the resume as it stands in the builder. */
export const resumePreviewSchema = z.object({
  data: resumeDataSchema,
  title: z.string().max(200).optional(),
});
