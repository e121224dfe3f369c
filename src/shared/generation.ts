import { academicTypes, citationStyles } from './academic.ts';
import type { Plan } from './plans.ts';
import { outlineSchema } from './outline.ts';
import { citationKeyPattern, referenceLimits } from './references.ts';
import { resumeDataSchema } from './resume.ts';
import type { UserModelPolicy } from './user-model.ts';
import { z } from './zod.ts';

/** The Essay Generator's choices: essay types, tones and lengths. */
export const essayTypes = ['argumentative', 'expository', 'narrative', 'descriptive', 'persuasive'] as const;
export type EssayType = (typeof essayTypes)[number];
export const essayTones = ['academic', 'formal', 'neutral', 'informal'] as const;
export type EssayTone = (typeof essayTones)[number];
export const essayLengths = ['short', 'medium', 'long'] as const;
export type EssayLength = (typeof essayLengths)[number];
export const academicLevels = ['highschool', 'undergraduate', 'graduate', 'phd'] as const;
export type AcademicLevel = (typeof academicLevels)[number];

export const essayDefaults = { type: 'argumentative', tone: 'academic', length: 'medium', academicLevel: 'undergraduate' } as const satisfies {
  type: EssayType;
  tone: EssayTone;
  length: EssayLength;
  academicLevel: AcademicLevel;
};

/**
 * Word budget per length (spec: short 500, medium 1000, long 1500+). A draft
 * counts `target` words within ±10%, never fewer than `min`.
 */
export const wordBudgets: Record<EssayLength, { target: number; min: number; max: number }> = {
  short: { target: 500, min: 450, max: 550 },
  medium: { target: 1000, min: 900, max: 1100 },
  long: { target: 1600, min: 1500, max: 1760 },
};

export const topicLimits = { min: 3, max: 500 } as const;
/** Largest seed a request may carry (Regenerate picks a new one). */
export const maxSeed = 2 ** 31 - 1;

/** Sources one academic draft may cite (citation keys of the user's library). */
export const maxDraftSources = 50;

/**
 * An essay request, plus the seed and, in academic mode, the
 * paper type, the citation style and the sources to cite.
 */
export const essayRequestSchema = z.object({
  topic: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .min(topicLimits.min, { message: 'validation.topicTooShort' })
    .max(topicLimits.max, { message: 'validation.tooLong' })
    .refine((v) => !v.includes('\u0000'), { message: 'validation.invalidCharacters' }),
  type: z.enum(essayTypes, { message: 'validation.invalidChoice' }).default(essayDefaults.type),
  tone: z.enum(essayTones, { message: 'validation.invalidChoice' }).default(essayDefaults.tone),
  length: z.enum(essayLengths, { message: 'validation.invalidChoice' }).default(essayDefaults.length),
  academicLevel: z.enum(academicLevels, { message: 'validation.invalidChoice' }).default(essayDefaults.academicLevel),
  seed: z.number().int().min(0).max(maxSeed).optional(),
  /** Academic mode (from the Academic Papers page): the paper's type and citation style. */
  academic: z
    .object({
      paperType: z.enum(academicTypes, { message: 'validation.invalidChoice' }),
      citationStyle: z.enum(citationStyles, { message: 'validation.invalidChoice' }),
    })
    .strict()
    .optional(),
  /**
   * Academic mode: the citation keys of the library references the draft
   * cites where it needs evidence (each once, in the order chosen). Keys
   * not in the signed-in user's library are ignored; outside academic mode
   * the list is not used.
   */
  sources: z
    .array(z.string().max(referenceLimits.key, { message: 'validation.tooLong' }).regex(citationKeyPattern, { message: 'references.invalidKey' }))
    .max(maxDraftSources, { message: 'validation.tooLong' })
    .transform((keys) => [...new Set(keys)])
    .optional(),
  /**
   * The outline to write from: its sections in order, each with the writer's
   * notes and the library sources it draws on. Offline, a draft is written
   * from these only; without notes or sources the outline itself is the draft.
   */
  outline: outlineSchema.optional(),
  /**
   * Regenerate: the user's document this run replaces (its text so far is
   * kept as a version). Without it the draft is saved as a new document.
   */
  documentId: z.string().uuid({ message: 'validation.invalidChoice' }).optional(),
});
export type EssayRequest = z.output<typeof essayRequestSchema>;

/** The body of `POST /api/generate/outline`: the topic and the options that shape an outline. */
export const outlineRequestSchema = essayRequestSchema.pick({ topic: true, type: true, tone: true, length: true, academicLevel: true, academic: true });
export type OutlineRequest = z.output<typeof outlineRequestSchema>;

/** Who wrote a draft: the built-in offline writer, the operator's configured model, or the user's own model. */
export const generationProviders = ['offline', 'model', 'user-model'] as const;
export type GenerationProvider = (typeof generationProviders)[number];

/**
 * How a generation ended, kept in the document's data: complete, stopped by
 * the user, or cut short by an error (what was written is kept as a draft).
 */
export type GenerationStatus = 'complete' | 'stopped' | 'failed';

/** The Server-Sent Events of `POST /api/generate/*`, one JSON object per `data:` line. */
export type GenerationEvent =
  /** `documentId`: where the draft will be kept (null when History is off, or for a resume summary). */
  | { type: 'start'; provider: GenerationProvider; seed: number; documentId: string | null }
  | { type: 'delta'; text: string }
  | { type: 'done'; documentId: string | null; words: number }
  | { type: 'error'; code: string; message: string; documentId: string | null };

/**
 * `GET /api/generate`: who writes for the user now, whether their drafts are
 * kept in History, today's quota, whether the editors offer AI actions (only
 * when a model serves the user) and whether users may connect their own model.
 */
export interface GenerationInfo {
  provider: GenerationProvider;
  saveHistory: boolean;
  quota: { plan: Plan; used: number; limit: number | null; resetsAt: string };
  aiActions: boolean;
  userModels: UserModelPolicy;
}

const wordSegmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('zh', { granularity: 'word' }) : null;
const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;
const wordLike = /[\p{L}\p{N}]/u;

/**
 * Words of a text as a word processor counts them: runs between spaces that
 * hold a letter or digit ('well-known' is one word, a Markdown '#' none);
 * Chinese, Japanese, Korean and Thai runs are split into their words.
 */
export function countWords(text: string): number {
  let n = 0;
  for (const run of text.split(/\s+/)) {
    if (!wordLike.test(run)) continue;
    if (wordSegmenter && cjk.test(run)) {
      for (const s of wordSegmenter.segment(run)) if (s.isWordLike) n += 1;
    } else n += 1;
  }
  return n;
}

/** Reading speed used for the reading-time estimate (words per minute, adult silent reading of non-fiction). */
const readingWordsPerMinute = 238;

/** Whole minutes to read a text, at least one for any non-empty text. */
export function readingMinutes(words: number): number {
  return words === 0 ? 0 : Math.max(1, Math.round(words / readingWordsPerMinute));
}

/** The body of `POST /api/generate/resume-summary`: the resume as it stands in the builder. */
export const resumeSummaryRequestSchema = z.object({
  resume: resumeDataSchema,
  seed: z.number().int().min(0).max(maxSeed).optional(),
});

/** The draft's own first-level heading, else the topic (clipped at a word). */
export function titleOf(text: string, topic: string): string {
  const heading = /^\s*#[ \t]+(.+?)[ \t#]*$/m.exec(text.split('\n\n', 1)[0] ?? '')?.[1]?.trim();
  const source = heading || topic;
  if (source.length <= 120) return source;
  const cut = source.slice(0, 120);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 60 ? cut.lastIndexOf(' ') : 120).trimEnd()}…`;
}
