import { academicTypes, citationStyles, type CitationStyle } from './academic.ts';
import { ownStyleChoiceSchema } from './citation-styles.ts';
import { languages, type Language } from './languages.ts';
import { chicagoForms } from './references.ts';
import { resumeDataSchema, resumeTemplates } from './resume.ts';
import type { ShareRole } from './sharing.ts';
import { z } from './zod.ts';

/** The four document types (History's filter values besides 'all'). */
export const documentTypes = ['essay', 'resume', 'academic', 'cover-letter'] as const;
export type DocumentType = (typeof documentTypes)[number];

export const documentLimits = {
  title: 200,
  /** Characters of Markdown: a 100-page paper fits; the 1 MB body limit is the outer bound. */
  content: 400_000,
  /** Characters of the type's data, serialised as JSON. */
  data: 200_000,
  search: 200,
  /** Characters of the derived preview shown in lists. */
  preview: 240,
  pageSize: 20,
  maxPageSize: 100,
} as const;

const noNul = (v: string) => !v.includes('\u0000');

/** A NUL character anywhere in a JSON value (PostgreSQL's jsonb cannot store it). */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => k.includes('\u0000') || holdsNul(v));
  return false;
}

/** Settings of the generation that wrote an essay or paper (the essay request, extended). */
const generationSchema = z.looseObject({
  topic: z.string().max(500).optional(),
  type: z.string().max(40).optional(),
  tone: z.string().max(40).optional(),
  length: z.string().max(40).optional(),
  academicLevel: z.string().max(40).optional(),
  seed: z.number().int().optional(),
});

/**
 * The business templates of the catalogue. A document started from
 * one is an essay (general prose: the four types are fixed by the spec) whose
 * `data.template` names the template, so History can call it by its name.
 */
export const businessTemplates = ['project-proposal', 'meeting-report'] as const;
export type BusinessTemplate = (typeof businessTemplates)[number];

export function isBusinessTemplate(value: unknown): value is BusinessTemplate {
  return (businessTemplates as readonly unknown[]).includes(value);
}

/** Words the writer aims for (the editor shows the count against it); absent or null: no goal. */
export const wordGoalLimits = { min: 1, max: 200_000 } as const;
const wordGoalField = z
  .number({ message: 'validation.wordGoal' })
  .int({ message: 'validation.wordGoal' })
  .min(wordGoalLimits.min, { message: 'validation.wordGoal' })
  .max(wordGoalLimits.max, { message: 'validation.wordGoal' })
  .nullable()
  .optional();

const essayDataSchema = z.looseObject({ request: generationSchema.optional(), template: z.enum(businessTemplates).optional(), wordGoal: wordGoalField });

const academicDataSchema = z.looseObject({
  request: generationSchema.optional(),
  wordGoal: wordGoalField,
  academicType: z.enum(academicTypes).optional(),
  citationStyle: z.enum(citationStyles).optional(),
  /** CSL-JSON items; formatted by citeproc, never by a model. */
  references: z.array(z.looseObject({})).max(500).optional(),
  /** Chicago's two forms: notes and bibliography (footnotes), or author-date. */
  chicagoForm: z.enum(chicagoForms).optional(),
  /** A style of the catalogue (`csl:nature`) or one the owner uploaded (`user:<uuid>`) the paper follows instead of its citation style; null drops it. */
  cslStyle: ownStyleChoiceSchema.nullable().optional(),
  /** List every reference of the library, not only the cited ones. */
  includeUncited: z.boolean().optional(),
  /** The title page or first-page heading the style asks for. */
  paper: z
    .looseObject({
      author: z.string().max(200).optional(),
      affiliation: z.string().max(300).optional(),
      course: z.string().max(200).optional(),
      instructor: z.string().max(200).optional(),
      dueDate: z.string().max(40).optional(),
    })
    .optional(),
});

const contactField = z.string().max(200).optional();

const coverLetterDataSchema = z.looseObject({
  wordGoal: wordGoalField,
  company: z.string().max(200).optional(),
  /** The role applied for. */
  position: z.string().max(200).optional(),
  /** The hiring manager, when named. */
  recipient: z.string().max(200).optional(),
  /** The resume template whose look the letter's PDF and DOCX share. */
  template: z.enum(resumeTemplates).optional(),
  /** Who signs: the chosen resume's personal info, or the fields typed in the generator. */
  sender: z
    .looseObject({ fullName: contactField, email: contactField, phone: contactField, location: contactField, linkedin: contactField, website: contactField })
    .optional(),
  /** The generator's inputs (the job ad included), so Regenerate and the job-ad match have them. */
  request: z.looseObject({}).optional(),
});

/** The shared schema of each type's `data` (the document model in ARCHITECTURE.md). */
const documentDataSchemas = {
  essay: essayDataSchema,
  academic: academicDataSchema,
  'cover-letter': coverLetterDataSchema,
  resume: resumeDataSchema,
} as const satisfies Record<DocumentType, z.ZodType>;

const titleField = z
  .string()
  .trim()
  .min(1, { message: 'validation.required' })
  .max(documentLimits.title, { message: 'validation.tooLong' })
  .refine(noNul, { message: 'validation.invalidCharacters' });
const contentField = z
  .string()
  .max(documentLimits.content, { message: 'validation.tooLong' })
  .refine(noNul, { message: 'validation.invalidCharacters' });
const dataField = z
  .record(z.string(), z.unknown())
  .refine((v) => JSON.stringify(v).length <= documentLimits.data, { message: 'validation.tooLong' })
  .refine((v) => !holdsNul(v), { message: 'validation.invalidCharacters' });

/**
 * Checks `data` against its type's schema; issues carry the path under `data`
 * and keep their own code (too_big, invalid_type, …), so that the API can word
 * them again in the reader's language.
 */
function checkData(type: DocumentType, data: unknown, ctx: z.RefinementCtx): void {
  const result = documentDataSchemas[type].safeParse(data);
  if (result.success) return;
  for (const issue of result.error.issues) ctx.addIssue({ ...issue, message: issue.message, path: ['data', ...issue.path] } as never);
}

export const createDocumentSchema = z
  .object({
    type: z.enum(documentTypes, { message: 'validation.invalidChoice' }),
    title: titleField,
    content: contentField.default(''),
    data: dataField.default({}),
  })
  .superRefine((value, ctx) => checkData(value.type, value.data, ctx));
export type CreateDocumentInput = z.input<typeof createDocumentSchema>;

/** The language a document's writing checks use; null follows the writer's interface language. */
const documentLanguageField = z.enum(languages, { message: 'validation.invalidChoice' }).nullable();

/** The type never changes; everything else may, and at least one field must be sent. */
export const updateDocumentSchema = z
  .object({ title: titleField.optional(), content: contentField.optional(), data: dataField.optional(), language: documentLanguageField.optional() })
  .strict()
  .refine((v) => v.title !== undefined || v.content !== undefined || v.data !== undefined || v.language !== undefined, { message: 'validation.required' });
export type UpdateDocumentInput = z.input<typeof updateDocumentSchema>;

export const documentFilters = ['all', ...documentTypes] as const;
export type DocumentFilter = (typeof documentFilters)[number];
export const sortDirections = ['desc', 'asc'] as const;
export type SortDirection = (typeof sortDirections)[number];

export const listDocumentsQuerySchema = z.object({
  search: z
    .string()
    .max(documentLimits.search, { message: 'validation.tooLong' })
    .refine(noNul, { message: 'validation.invalidCharacters' })
    .transform((s) => s.trim())
    .optional(),
  type: z.enum(documentFilters, { message: 'validation.invalidChoice' }).default('all'),
  /** By last update: newest first (desc, the default) or oldest first. */
  sort: z.enum(sortDirections, { message: 'validation.invalidChoice' }).default('desc'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(documentLimits.maxPageSize).default(documentLimits.pageSize),
});

/** One row of History (no body: that is fetched when opened). */
export interface DocumentSummary {
  id: string;
  type: DocumentType;
  title: string;
  preview: string;
  createdAt: string;
  updatedAt: string;
  /** An academic paper's citation style. */
  style?: CitationStyle;
  /** The business template an essay was started from: History names it instead of 'Essay'. */
  template?: BusinessTemplate;
}

export interface DocumentRecord extends DocumentSummary {
  content: string;
  data: Record<string, unknown>;
  /** The language of its writing checks (spelling, grammar); null: the writer's interface language. */
  language: Language | null;
  /** Present when the document is someone else's, shared with the reader: what they may do, and whose it is. */
  access?: { role: ShareRole; owner: { name: string } };
  /** True when the document is shared for editing: the rich editor then edits it live with everyone who has it open. */
  collaborative?: boolean;
}

export interface DocumentPage {
  documents: DocumentSummary[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  /** Documents the plan keeps out of History (free plan: all but its window of most recently updated ones, `planRules`). */
  hiddenByPlan: number;
  plan: string;
}
