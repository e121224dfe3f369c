import { maxSeed } from './generation.ts';
import { jobAdMaxLength, resumeTemplates, type ResumeTemplate } from './resume.ts';
import { z } from './zod.ts';

/** Issue 20: a cover letter's tone and length. */
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

export const letterDefaults = { tone: 'neutral', length: 'standard', template: 'professional' } as const satisfies {
  tone: LetterTone;
  length: LetterLength;
  template: ResumeTemplate;
};

// The job ad's bound is the one the Resume Builder keeps (the same panel edits it in both).
export const letterLimits = { company: 200, role: 200, manager: 200, jobAd: jobAdMaxLength, contact: 200 } as const;

const noNul = (v: string) => !v.includes('\u0000');
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: 'validation.tooLong' })
    .refine(noNul, { message: 'validation.invalidCharacters' });
const required = (max: number) => text(max).min(1, { message: 'validation.required' });

/** The sender when no resume is chosen (the same fields as a resume's personal info). */
export const letterContactSchema = z.object({
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
