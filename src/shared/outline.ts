// An essay's or paper's outline: a working title, a thesis the writer can
// edit, and sections with their purpose, guiding questions, and the writer's
// own notes and chosen sources. The offline writer drafts only from what the
// outline holds; a model gets it as data to write from.
import { citationKeyPattern, referenceLimits } from './references.ts';
import { z } from './zod.ts';

export const outlineLimits = {
  title: 200,
  thesis: 1_000,
  /** Sections of one outline. */
  sections: 30,
  heading: 150,
  purpose: 500,
  questions: 6,
  question: 300,
  /** Notes of one section, and characters of one note (a claim, a figure, a quotation). */
  notes: 40,
  note: 2_000,
  /** Sources chosen for one section (citation keys of the user's library). */
  sources: 20,
} as const;

/** Where a section stands in the draft: the introduction states the thesis and the points, the conclusion draws them together. */
const sectionRoles = ['introduction', 'body', 'conclusion'] as const;
export type SectionRole = (typeof sectionRoles)[number];

const noNul = (v: string) => !v.includes('\u0000');
const line = (max: number) => z.string().trim().max(max, { message: 'validation.tooLong' }).refine(noNul, { message: 'validation.invalidCharacters' });

const outlineSectionSchema = z.object({
  /** Stable within its outline (the editor's keys and focus); any short token. */
  id: z.string().min(1).max(40).regex(/^[A-Za-z0-9_-]+$/, { message: 'validation.invalidCharacters' }),
  role: z.enum(sectionRoles, { message: 'validation.invalidChoice' }).default('body'),
  heading: line(outlineLimits.heading).min(1, { message: 'outline.headingRequired' }),
  purpose: line(outlineLimits.purpose).default(''),
  questions: z.array(line(outlineLimits.question)).max(outlineLimits.questions, { message: 'outline.tooManyQuestions' }).default([]),
  /** The writer's notes, in the order they are to be written. Empty notes are dropped. */
  notes: z
    .array(line(outlineLimits.note))
    .max(outlineLimits.notes, { message: 'outline.tooManyNotes' })
    .default([])
    .transform((notes) => notes.filter((n) => n.length > 0)),
  /** Citation keys of the user's library this section draws on (unknown keys are ignored when drafting). */
  sources: z
    .array(z.string().max(referenceLimits.key, { message: 'validation.tooLong' }).regex(citationKeyPattern, { message: 'references.invalidKey' }))
    .max(outlineLimits.sources, { message: 'outline.tooManySources' })
    .default([])
    .transform((keys) => [...new Set(keys)]),
});
export type OutlineSection = z.output<typeof outlineSectionSchema>;

export const outlineSchema = z.object({
  title: line(outlineLimits.title).default(''),
  thesis: line(outlineLimits.thesis).default(''),
  sections: z
    .array(outlineSectionSchema)
    .min(1, { message: 'outline.noSections' })
    .max(outlineLimits.sections, { message: 'outline.tooManySections' })
    .refine((sections) => new Set(sections.map((s) => s.id)).size === sections.length, { message: 'outline.duplicateSection' }),
});
export type Outline = z.output<typeof outlineSchema>;
export type OutlineInput = z.input<typeof outlineSchema>;

/** Every citation key an outline's sections name, each once, in order. */
export function outlineSourceKeys(outline: Pick<Outline, 'sections'>): string[] {
  return [...new Set(outline.sections.flatMap((s) => s.sources))];
}

/** Whether the outline holds anything of the writer's own to write from (notes, or sources chosen). */
export function outlineHasMaterial(outline: Pick<Outline, 'sections'>): boolean {
  return outline.sections.some((s) => s.notes.length > 0 || s.sources.length > 0);
}

/** A fresh section id that is not in `taken`. */
export function newSectionId(taken: Iterable<string>): string {
  const used = new Set(taken);
  for (let n = used.size + 1; ; n += 1) {
    const id = `s${n}`;
    if (!used.has(id)) return id;
  }
}

/** An outline as the server answers it (`POST /api/generate/outline`): every field present. */
export const outlineAnswerSchema = z.object({
  outline: z.object({
    title: z.string(),
    thesis: z.string(),
    sections: z.array(
      z.object({
        id: z.string(),
        role: z.enum(sectionRoles),
        heading: z.string(),
        purpose: z.string(),
        questions: z.array(z.string()),
        notes: z.array(z.string()),
        sources: z.array(z.string()),
      }),
    ),
  }),
  /** Who proposed it: the offline writer's plan for the type and length, or a model. */
  provider: z.enum(['offline', 'model', 'user-model']),
});
