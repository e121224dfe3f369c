import { maxSeed } from './generation.ts';
import type { Language } from './languages.ts';
import { jobAdMaxLength, resumeTemplates, type ResumeTemplate } from './resume.ts';
import { z } from './zod.ts';

/** A cover letter's tone and length. */
export const letterTones = ['formal', 'neutral', 'enthusiastic'] as const;
export type LetterTone = (typeof letterTones)[number];
export const letterLengths = ['short', 'standard', 'detailed'] as const;
export type LetterLength = (typeof letterLengths)[number];

/**
 * Words of the letter's text (salutation to name) per length: about 250,
 * 350 and 450; a draft stays within ±15 % of the target.
 */
export const letterWordTargets: Record<LetterLength, number> = { short: 250, standard: 350, detailed: 450 };
export const letterWordTolerance = 0.15;

/**
 * What a letter is for: a standard application, a graduate's (education and
 * projects first), an internship (what the writer wants to learn, and when
 * they are free) or a career change (why, then the skills that transfer).
 */
export const letterKinds = ['standard', 'graduate', 'internship', 'career-change'] as const;
export type LetterKind = (typeof letterKinds)[number];

/** The Templates page's cover-letter cards (`?template=`) and the kind of letter each opens. */
export const letterKindOfTemplate: Readonly<Record<string, LetterKind>> = {
  'graduate-cover-letter': 'graduate',
  'internship-cover-letter': 'internship',
  'career-change-cover-letter': 'career-change',
};

export const letterDefaults = { tone: 'neutral', length: 'standard', template: 'professional', kind: 'standard' } as const satisfies {
  tone: LetterTone;
  length: LetterLength;
  template: ResumeTemplate;
  kind: LetterKind;
};

// The job ad's bound is the one the Resume Builder keeps (the same panel edits it in both).
export const letterLimits = { company: 200, role: 200, manager: 200, jobAd: jobAdMaxLength, contact: 200, kindField: 500 } as const;

/** The extra fields each kind of letter asks for (the generator shows these, the writer reads them). */
export const letterKindFields = {
  standard: [],
  graduate: [],
  internship: ['learningGoals', 'availability'],
  'career-change': ['changeReason'],
} as const satisfies Record<LetterKind, readonly ('availability' | 'learningGoals' | 'changeReason')[]>;

/**
 * The one note a letter carries when its kind's fields were left empty (the
 * writer never guesses when someone can start or why they change careers).
 */
export const letterKindNotes = {
  internship: '[Say what you hope to learn and when you are available to start]',
  internshipGoals: '[Say what you hope to learn in this internship]',
  internshipAvailability: '[Say when you are available to start]',
  careerChange: '[Say why you are changing careers]',
} as const;

const noNul = (v: string) => !v.includes('\u0000');
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: 'validation.tooLong' })
    .refine(noNul, { message: 'validation.invalidCharacters' });
const required = (max: number) => text(max).min(1, { message: 'validation.required' });

/** The sender when no resume is chosen (the same fields as a resume's personal info). */
const letterContactSchema = z.object({
  fullName: text(letterLimits.contact).optional(),
  email: text(letterLimits.contact).optional(),
  phone: text(letterLimits.contact).optional(),
  location: text(letterLimits.contact).optional(),
  linkedin: text(letterLimits.contact).optional(),
  website: text(letterLimits.contact).optional(),
});
export type LetterContact = z.infer<typeof letterContactSchema>;

/** `POST /api/generate/cover-letter`: what the cover-letter generator sends. */
export const coverLetterRequestSchema = z.object({
  /** One of the user's resume documents; its facts are what the letter may use. */
  resumeId: z.string().uuid({ message: 'validation.invalidChoice' }).optional(),
  /** Without a resume: who writes. */
  contact: letterContactSchema.optional(),
  company: required(letterLimits.company),
  role: required(letterLimits.role),
  /** The hiring manager's name, when known ("Dear Ms Rivera"); otherwise a neutral greeting. */
  manager: text(letterLimits.manager).optional(),
  jobAd: text(letterLimits.jobAd).optional(),
  tone: z.enum(letterTones, { message: 'validation.invalidChoice' }).default(letterDefaults.tone),
  length: z.enum(letterLengths, { message: 'validation.invalidChoice' }).default(letterDefaults.length),
  /** The resume template whose look the letter's PDF and DOCX share. */
  template: z.enum(resumeTemplates, { message: 'validation.invalidChoice' }).default(letterDefaults.template),
  /** The kind of letter: what it leads with and which of the fields below it uses. */
  kind: z.enum(letterKinds, { message: 'validation.invalidChoice' }).default(letterDefaults.kind),
  /** Internship: when the writer can start and for how long ("June–September 2027, full time"). */
  availability: text(letterLimits.kindField).optional(),
  /** Internship: what the writer hopes to learn. */
  learningGoals: text(letterLimits.kindField).optional(),
  /** Career change: why the writer is changing careers. */
  changeReason: text(letterLimits.kindField).optional(),
  seed: z.number().int().min(0).max(maxSeed).optional(),
  /** Regenerate: the user's cover letter this run replaces (its text so far is kept as a version). */
  documentId: z.string().uuid({ message: 'validation.invalidChoice' }).optional(),
});
export type CoverLetterRequestInput = z.input<typeof coverLetterRequestSchema>;
export type CoverLetterRequest = z.output<typeof coverLetterRequestSchema>;

/** The letter's title in History: "Cover letter — Role, Company". */
export function coverLetterTitle(role: string, company: string): string {
  return `Cover letter — ${role.trim()}, ${company.trim()}`.slice(0, 200);
}

// ---- The salutation -----------------------------------------------------------

type Addressee = 'woman' | 'man' | 'neutral';

/** Titles a manager's name may start with, in any of the five languages, and whom each addresses. */
const titles: readonly { pattern: RegExp; addressee: Addressee; academic?: 'doctor' | 'professor' }[] = [
  { pattern: /^(ms|mrs|miss|frau|madame|mme|sra|srta|señora|señorita)\.?$/i, addressee: 'woman' },
  { pattern: /^(?:(mr|herr|monsieur|sr|señor)\.?|m\.)$/i, addressee: 'man' },
  { pattern: /^mx\.?$/i, addressee: 'neutral' },
  { pattern: /^dra\.?$/i, addressee: 'woman', academic: 'doctor' },
  { pattern: /^(dr|docteur|doctor|doktor)\.?$/i, addressee: 'neutral', academic: 'doctor' },
  { pattern: /^(prof|professor|professeur|profesor|profesora)\.?$/i, addressee: 'neutral', academic: 'professor' },
];

/** Words that belong to a surname when they come before it ("van Beethoven", "de la Cruz", "von der Leyen"). */
const particles = new Set('van von der den de del della di da du la le ten ter dos das bin ibn al el'.split(' '));

interface ManagerName {
  /** As typed, when English: "Ms." or "Ms" (the user's form is kept). */
  typed?: string;
  addressee: Addressee;
  academic?: 'doctor' | 'professor';
  surname: string;
  full: string;
}

/** The hiring manager as typed: its titles ("Frau Dr."), and the surname with its particles. */
function readManager(manager: string): ManagerName | null {
  const words = manager.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  if (!words.length) return null;
  let addressee: Addressee = 'neutral';
  let academic: ManagerName['academic'];
  let typed: string | undefined;
  let used = 0;
  // Up to two titles ("Frau Dr. Okoro"), and never the last word: "Dr" alone is a name to keep.
  while (used < 2 && used < words.length - 1) {
    const title = titles.find((t) => t.pattern.test(words[used]!));
    if (!title) break;
    if (title.addressee !== 'neutral') addressee = title.addressee;
    academic = title.academic ?? academic;
    typed = typed && !title.academic ? typed : words[used];
    used += 1;
  }
  const rest = words.slice(used);
  if (!used) return { addressee, surname: rest.join(' '), full: rest.join(' ') };
  let start = rest.length - 1;
  while (start > 0 && particles.has(rest[start - 1]!.toLowerCase())) start -= 1;
  return { typed, addressee, ...(academic ? { academic } : {}), surname: rest.slice(start).join(' '), full: rest.join(' ') };
}

const englishTitle = /^(ms|mrs|miss|mr|mx|dr|prof|professor)\.?$/i;

/**
 * The letter's greeting line in a language, by convention: title and surname
 * ("Dear Ms. Okoro,", "Sehr geehrte Frau Okoro,", "Estimada Sra. Okoro:"),
 * the name as typed when it has no title, and the language's neutral
 * greeting when no manager is named.
 */
export function salutation(manager: string | undefined, language: Language): string {
  const name = readManager(manager ?? '');
  if (language === 'fr') {
    if (!name) return 'Madame, Monsieur,';
    if (name.typed === undefined) return `Bonjour ${name.full},`;
    if (name.academic === 'professor') return `${name.addressee === 'man' ? 'Monsieur le Professeur' : name.addressee === 'woman' ? 'Madame la Professeure' : 'Professeur'} ${name.surname},`;
    if (name.addressee === 'woman') return `Madame ${name.surname},`;
    if (name.addressee === 'man') return `Monsieur ${name.surname},`;
    return name.academic === 'doctor' ? `Docteur ${name.surname},` : `Bonjour ${name.full},`;
  }
  if (language === 'de') {
    if (!name) return 'Sehr geehrte Damen und Herren,';
    if (name.typed === undefined) return `Guten Tag ${name.full},`;
    const academic = name.academic === 'doctor' ? 'Dr. ' : name.academic === 'professor' ? 'Prof. ' : '';
    if (name.addressee === 'woman') return `Sehr geehrte Frau ${academic}${name.surname},`;
    if (name.addressee === 'man') return `Sehr geehrter Herr ${academic}${name.surname},`;
    return `Guten Tag ${academic}${name.academic ? name.surname : name.full},`;
  }
  if (language === 'es') {
    if (!name) return 'Estimados señores:';
    if (name.typed === undefined) return `Estimado/a ${name.full}:`;
    if (name.academic === 'doctor') return name.addressee === 'woman' ? `Estimada Dra. ${name.surname}:` : name.addressee === 'man' ? `Estimado Dr. ${name.surname}:` : `Estimado/a Dr./Dra. ${name.surname}:`;
    if (name.academic === 'professor') return name.addressee === 'woman' ? `Estimada profesora ${name.surname}:` : name.addressee === 'man' ? `Estimado profesor ${name.surname}:` : `Estimado/a profesor/a ${name.surname}:`;
    if (name.addressee === 'woman') return `Estimada Sra. ${name.surname}:`;
    if (name.addressee === 'man') return `Estimado Sr. ${name.surname}:`;
    return `Estimado/a ${name.full}:`;
  }
  if (language === 'zh') {
    if (!name) return '尊敬的招聘负责人：';
    if (name.typed === undefined) return `尊敬的${name.full}：`;
    const suffix = name.academic === 'doctor' ? '博士' : name.academic === 'professor' ? '教授' : name.addressee === 'woman' ? '女士' : name.addressee === 'man' ? '先生' : '';
    return suffix ? `尊敬的${name.surname}${suffix}：` : `尊敬的${name.full}：`;
  }
  if (!name) return 'Dear Hiring Manager,';
  if (name.typed === undefined) return `Dear ${name.full},`;
  // The user's own English title, with or without its dot; another language's mapped.
  const title = englishTitle.test(name.typed)
    ? name.typed
    : name.academic === 'doctor'
      ? 'Dr'
      : name.academic === 'professor'
        ? 'Professor'
        : name.addressee === 'woman'
          ? 'Ms'
          : name.addressee === 'man'
            ? 'Mr'
            : undefined;
  return title ? `Dear ${title} ${name.surname},` : `Dear ${name.full},`;
}
