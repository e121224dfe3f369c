import { citationStyles } from '../../../shared/academic.ts';
import { catalogueFormats, chicagoForms } from '../../../shared/citation-styles.ts';
import { apiKeyScopes } from '../../../shared/api-keys.ts';
import { businessTemplates, documentLimits, documentTypes } from '../../../shared/documents.ts';
import { errorCodes, type ErrorCode } from '../../../shared/errors.ts';
import { generationProviders } from '../../../shared/generation.ts';
import { languages } from '../../../shared/languages.ts';
import { exportFormats, exportFormatsByPlan, freeHistoryLimit } from '../../../shared/plans.ts';
import { styleSearchQuerySchema } from '../../../shared/papers.ts';
import { resumeTemplates } from '../../../shared/resume.ts';
import { z } from '../../../shared/zod.ts';

/** "a, b and c" / "a, b or c": lists in the descriptions come from the tables they describe, so they cannot fall behind. */
export const listOf = (items: readonly string[], type: 'conjunction' | 'disjunction' = 'conjunction') => new Intl.ListFormat('en-GB', { type }).format(items);
/** Formats only Pro exports. */
export const proOnlyFormats = exportFormatsByPlan.pro.filter((format) => !exportFormatsByPlan.free.includes(format));

/*
 * The shapes the public API answers with, for its OpenAPI
 * document. Requests are validated with the app's own shared schemas
 * (src/shared/documents.ts, generation.ts, cover-letter.ts); these describe
 * what the services return (their TypeScript interfaces), plus the one
 * request shape of the API's own: a document created from a template and data.
 */

export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]).meta({ description: 'A stable code from the error catalogue.' }),
      message: z.string().meta({
        description: 'A sentence for people; may change. For `validation_failed`, in the language of the key owner (Settings) or of `Accept-Language`, after the field it is about.',
      }),
      field: z.string().optional().meta({ description: 'The first invalid field, as a dotted path (validation_failed).' }),
      reason: z.string().optional().meta({ description: 'What failed, as a stable key (validation_failed), e.g. `validation.required`, `validation.tooLong`, `validation.invalidChoice`.', example: 'validation.required' }),
      retryAt: z.string().optional().meta({ description: 'When trying again can succeed, ISO 8601 (quota_exceeded, rate_limited by the model).' }),
    }),
  })
  .meta({ id: 'Error', description: 'Every failure answers this shape, with the status the code stands for.' });

const timestamp = z.string().meta({ description: 'ISO 8601, UTC.', example: '2026-03-02T09:30:00.000Z' });

/** What an academic paper's `data` holds about its citations, for the descriptions of `data`. */
const paperDataFields = [
  `\`citationStyle\` (${listOf(citationStyles, 'disjunction')}: the featured styles, each with its own page design)`,
  `\`chicagoForm\` (${listOf(chicagoForms, 'disjunction')})`,
  "`cslStyle`: a style the paper follows instead, `csl:<id>` from the catalogue or `user:<uuid>` for one the key owner uploaded (both listed by `GET /styles`); its citations and reference list are that style's, its PDF and DOCX page design the featured style's of its class; null drops it",
  '`references` (CSL-JSON items)',
  '`includeUncited`',
  '`paper` (`author`, `affiliation`, `course`, `instructor`, `dueDate`: the title page)',
].join('; ');

const documentSummarySchema = z
  .object({
    id: z.string().meta({ description: 'The document id (a UUID).' }),
    type: z.enum(documentTypes),
    title: z.string(),
    preview: z.string().meta({ description: `The first ${documentLimits.preview} characters History shows under the title.` }),
    createdAt: timestamp,
    updatedAt: timestamp,
    style: z.enum(citationStyles).optional().meta({ description: "An academic paper's citation style." }),
    template: z.enum(businessTemplates).optional().meta({ description: 'The business template an essay was started from.' }),
  })
  .meta({ id: 'DocumentSummary', description: 'One row of History (without the body).' });

export const documentSchema = documentSummarySchema
  .extend({
    content: z.string().meta({ description: 'The body, as Markdown (empty for a resume).' }),
    data: z.record(z.string(), z.unknown()).meta({ description: `The type's structured data: a resume's fields, a letter's company and role, a paper's style and references (${paperDataFields}).` }),
    language: z
      .enum(languages)
      .nullable()
      .meta({ description: `The language of the document's writing checks (spelling, grammar): ${listOf(languages, 'disjunction')}; null follows the key owner's interface language. Set it with \`PATCH\`.` }),
  })
  .meta({ id: 'Document', description: 'A document with its body and data.' });

export const documentPageSchema = z
  .object({
    documents: z.array(documentSummarySchema),
    nextCursor: z.string().nullable().meta({ description: 'Pass as `cursor` for the next page; null on the last page.' }),
    hiddenByPlan: z.number().int().meta({ description: `Documents the plan keeps out of the list (Free: all but the ${freeHistoryLimit} most recently updated).` }),
    plan: z.string().meta({ description: 'The plan the list was made for: free or pro.' }),
  })
  .meta({ id: 'DocumentPage', description: 'One page of History, newest first unless `sort=asc`.' });

/** Sections only a JSON Resume document has (ours has `experience`, `personalInfo`; both have `education` and `skills`). */
export const jsonResumeOnlySections = ['$schema', 'basics', 'work', 'volunteer', 'awards', 'certificates', 'publications', 'languages', 'interests', 'references', 'projects', 'meta'] as const;

/**
 * `POST /api/v1/documents`: the Documentation's example body. `template` and
 * a resume given as JSON Resume are the API's conveniences; the document is
 * then checked by the schema the browser's save uses (createDocumentSchema).
 */
export const apiCreateDocumentSchema = z
  .object({
    type: z.enum(documentTypes).meta({ description: `${listOf(documentTypes, 'disjunction')} (\`academic\` is an academic paper).` }),
    title: z
      .string()
      .max(documentLimits.title)
      .optional()
      .meta({ description: 'Default: for a resume "<full name> — Resume", for a cover letter "Cover letter — <position>, <company>", otherwise the first heading of `content`.' }),
    template: z
      .enum([...resumeTemplates, ...businessTemplates])
      .optional()
      .meta({ description: `The look of a resume or cover letter (${listOf(resumeTemplates, 'disjunction')}), or an essay's business template; stored as \`data.template\`.` }),
    content: z.string().max(documentLimits.content).optional().meta({ description: 'The body, as Markdown (essays, papers, letters).' }),
    data: z
      .record(z.string(), z.unknown())
      .optional()
      .meta({
        description:
          `The type's data. A resume's is either Inkwell's resume data (\`personalInfo\`, \`summary\`, \`experience\`, \`education\`, \`skills\`) or a JSON Resume v1 document (\`basics\`, \`work\`, \`education\`, \`skills\`, …), which is imported as the Resume Builder's JSON Resume import does. An academic paper's: ${paperDataFields}.`,
      }),
  })
  .meta({ id: 'CreateDocument' });
export type ApiCreateDocument = z.output<typeof apiCreateDocumentSchema>;

/** The Documentation's example, sent verbatim by the API Reference's curl sample (and a test). */
export const createDocumentExample = {
  template: 'modern',
  type: 'resume',
  data: {
    personalInfo: { fullName: 'Alex Example', email: 'alex@example.com' },
    summary: 'Backend developer with five years of experience.',
    experience: [{ company: 'Example GmbH', position: 'Backend developer', startDate: '2021-04', current: true, description: 'Builds the billing API in TypeScript.' }],
    skills: [{ name: 'TypeScript', level: 4 }],
  },
} as const;

export const documentIdParamsSchema = z.object({
  id: z.string().meta({ param: { name: 'id', in: 'path' }, description: 'A document id from the list or from creating one.' }),
});

export const exportQuerySchema = z.object({
  format: z
    .enum(exportFormats, { message: 'validation.invalidChoice' })
    .meta({ description: `${listOf(exportFormatsByPlan.free)} on every plan; ${listOf(proOnlyFormats)} need Pro.`, example: 'pdf' }),
});

export const streamQuerySchema = z.object({
  stream: z
    .enum(['true', 'false'], { message: 'validation.invalidChoice' })
    .default('true')
    .meta({ description: '`false`: wait for the whole draft and answer one JSON object instead of Server-Sent Events.' }),
});

export const generationResultSchema = z
  .object({
    text: z.string().meta({ description: 'The whole draft, as Markdown.' }),
    documentId: z.string().nullable().meta({ description: 'Where the draft was saved in History; null when History is off, and for a resume summary.' }),
    words: z.number().int(),
    provider: z.enum(generationProviders).meta({ description: "offline: the built-in writer; model: the server's configured AI model; user-model: the key owner's own model (Settings › AI)." }),
    seed: z.number().int().meta({ description: 'Send it again to get the same draft from the offline writer.' }),
  })
  .meta({ id: 'GenerationResult', description: 'The answer of a generation with `?stream=false`.' });
export type GenerationResult = z.output<typeof generationResultSchema>;

export const generationEventsDescription =
  'Server-Sent Events, one JSON object per `data:` line: `{"type":"start","provider","seed","documentId"}`, then `{"type":"delta","text"}` as the draft is written, then `{"type":"done","documentId","words"}` or `{"type":"error","code","message","documentId"}` (what was written so far is kept as a draft).';

export const whoamiSchema = z
  .object({ id: z.string().meta({ description: "The key owner's user id." }), scopes: z.array(z.enum(apiKeyScopes)) })
  .meta({ id: 'KeyHolder' });

/** The editor's style search (src/shared/papers.ts) without its one-style lookup, its fields described. */
export const styleListQuerySchema = styleSearchQuerySchema.omit({ id: true }).extend({
  search: styleSearchQuerySchema.shape.search.meta({ description: 'Words of the title or id, each matched as a word prefix, in any order (`chicago 16`, `nature`).' }),
  field: styleSearchQuerySchema.shape.field.meta({ description: 'Only styles the CSL project files under this field.' }),
  format: styleSearchQuerySchema.shape.format.meta({ description: 'Only styles whose citations read this way.' }),
});

const styleFormat = z.enum(catalogueFormats).meta({ description: 'How its citations read (its class): `author-date` ("Smith 2020"), `author` ("Smith 12"), `numeric` ("[1]"), `label` ("[Smi20]") or `note` (footnotes).' });

export const styleListSchema = z
  .object({
    styles: z.array(
      z.object({
        id: z.string().meta({ description: 'Set as a paper\'s `data.cslStyle`.', example: 'csl:nature' }),
        title: z.string(),
        format: styleFormat,
        fields: z.array(z.string()).meta({ description: 'The fields the CSL project files it under.' }),
      }),
    ),
    total: z.number().int().meta({ description: 'Styles that match, over all pages.' }),
    own: z
      .array(
        z.object({
          id: z.string().meta({ description: "Set as a paper's `data.cslStyle`.", example: 'user:0b6c3f0e-6c1e-4a8e-9a51-1f3f1c2d4e5f' }),
          title: z.string(),
          format: styleFormat,
          createdAt: timestamp,
        }),
      )
      .meta({ description: 'The styles the key owner uploaded in the editor (More styles › Your styles), oldest first; not filtered by the query.' }),
  })
  .meta({ id: 'StyleList', description: 'One page of the catalogue, and the key owner\'s own styles.' });
