import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { applicationsPerPlan } from '../../../shared/applications.ts';
import { coverLetterRequestSchema } from '../../../shared/cover-letter.ts';
import { listDocumentsQuerySchema, updateDocumentSchema } from '../../../shared/documents.ts';
import type { GenerationEvent } from '../../../shared/generation.ts';
import { essayRequestSchema, outlineRequestSchema, resumeSummaryRequestSchema } from '../../../shared/generation.ts';
import { outlineAnswerSchema } from '../../../shared/outline.ts';
import { exportFormatNames, exportFormatsByPlan, freeHistoryLimit, type ExportFormat } from '../../../shared/plans.ts';
import { z } from '../../../shared/zod.ts';
import type { SessionUser } from '../../auth/auth.ts';
import type { Database } from '../../db/client.ts';
import { exportFile } from '../../export/service.ts';
import { validationError } from '../../http/errors.ts';
import { fileResponse } from '../../http/file-response.ts';
import { privateNoStore } from '../../http/security.ts';
import { sseResponse } from '../../http/sse.ts';
import { effectivePlan } from '../../preferences/plan.ts';
import { readSettings } from '../../preferences/settings-store.ts';
import type { CountUsage } from '../../preferences/usage.ts';
import type { RenderPool } from '../../typst/pool.ts';
import { apiKeyAuth, type ApiKeyVariables } from '../api-keys/middleware.ts';
import { createApplication, deleteApplication, getApplication, listApplications, updateApplication } from '../applications/service.ts';
import { catalogueSummary, searchCatalogue } from '../../citations/catalogue.ts';
import { createDocument, deleteDocument, getDocument, listDocuments, updateDocument } from '../documents/service.ts';
import { listUserStyles } from '../styles/service.ts';
import { proposeOutlineFor, startCoverLetterGeneration, startEssayGeneration, startResumeSummaryGeneration, type GenerationDeps } from '../generation/service.ts';
import {
  apiCreateDocumentSchema,
  createDocumentExample,
  documentIdParamsSchema,
  documentPageSchema,
  documentSchema,
  exportQuerySchema,
  generationEventsDescription,
  generationResultSchema,
  streamQuerySchema,
  styleListQuerySchema,
  styleListSchema,
  listOf,
  proOnlyFormats,
  whoamiSchema,
} from './schemas.ts';
import { applicationRoutes } from './application-routes.ts';
import { errorContent, json, jsonBody, keyed } from './keyed-route.ts';
import { collectGeneration, documentInputOf } from './service.ts';

export interface PublicApiDeps {
  db: Database;
  rateLimitEnabled: boolean;
  /** Typst in worker threads: the PDF export. */
  renderPool: RenderPool;
  /** What the browser's generators use: the provider, the draft store (History), the logger. */
  generation: Omit<GenerationDeps, 'db' | 'now'>;
  countUsage?: CountUsage;
  now?: () => Date;
}

type Env = { Variables: ApiKeyVariables };

/** Formats as the description lists them, e.g. "PDF, DOCX, TXT and Markdown" (the plan table decides which). */
const formatList = (formats: readonly ExportFormat[]) => listOf(formats.map((format) => exportFormatNames[format]));

/** What a generation can meet besides the common answers: the AI model failing, unreachable or too slow. */
const modelErrorResponses = {
  409: { description: "`model_required`, `model_key_unreadable`: the key owner's own model (Settings › AI) cannot be used as it is.", content: errorContent },
  502: { description: '`upstream_error`, `upstream_unreachable`: the AI model failed or could not be reached before the first words.', content: errorContent },
  504: { description: '`upstream_timeout`: the AI model took too long to answer.', content: errorContent },
} as const;

const routes = {
  whoami: keyed(null, {
    method: 'get',
    operationId: 'whoami',
    path: '/whoami',
    tags: ['Keys'],
    summary: 'The key in use',
    description: "Whose key this is and what it may do: a quick check that a key works.",
    responses: { 200: { description: "The key owner's id and the key's scopes.", content: { [json]: { schema: whoamiSchema } } } },
  }),
  list: keyed('documents:read', {
    method: 'get',
    operationId: 'listDocuments',
    path: '/documents',
    tags: ['Documents'],
    summary: 'List documents',
    description: `The key owner's documents as History lists them: search (title, body and data, by word prefix), a type filter, newest or oldest first, pages of \`limit\` with a cursor. On the Free plan only the ${freeHistoryLimit} most recently updated are listed (\`hiddenByPlan\` counts the rest).`,
    request: { query: listDocumentsQuerySchema },
    responses: { 200: { description: 'One page of documents.', content: { [json]: { schema: documentPageSchema } } } },
  }),
  create: keyed('documents:write', {
    method: 'post',
    operationId: 'createDocument',
    path: '/documents',
    tags: ['Documents'],
    summary: 'Create a document',
    description:
      'Saves a document to History, as the editors and the Resume Builder do. A resume takes its `template` and its data (Inkwell resume data or a JSON Resume document) and is titled after its owner unless `title` is sent. Export it with `GET /documents/{id}/export`.',
    request: { body: jsonBody(apiCreateDocumentSchema, createDocumentExample) },
    responses: { 201: { description: 'The document as saved.', content: { [json]: { schema: documentSchema } } } },
  }),
  get: keyed('documents:read', {
    method: 'get',
    operationId: 'getDocument',
    path: '/documents/{id}',
    tags: ['Documents'],
    summary: 'Get a document',
    description: 'One document with its body and data.',
    request: { params: documentIdParamsSchema },
    responses: { 200: { description: 'The document.', content: { [json]: { schema: documentSchema } } } },
  }),
  update: keyed('documents:write', {
    method: 'patch',
    operationId: 'updateDocument',
    path: '/documents/{id}',
    tags: ['Documents'],
    summary: 'Update a document',
    description: 'Changes the title, the body or the data (a whole new `data`, checked against the document type); the type never changes. Send at least one field.',
    request: { params: documentIdParamsSchema, body: jsonBody(updateDocumentSchema, { title: 'Alex Example — Resume (2026)' }) },
    responses: { 200: { description: 'The document as saved.', content: { [json]: { schema: documentSchema } } } },
  }),
  remove: keyed('documents:write', {
    method: 'delete',
    operationId: 'deleteDocument',
    path: '/documents/{id}',
    tags: ['Documents'],
    summary: 'Delete a document',
    description: 'Deletes the document and its earlier versions, at once and for good.',
    request: { params: documentIdParamsSchema },
    responses: { 204: { description: 'Deleted.' } },
  }),
  export: keyed('export', {
    method: 'get',
    operationId: 'exportDocument',
    path: '/documents/{id}/export',
    tags: ['Documents'],
    summary: 'Export a document',
    description: `The document as a file, exactly as the browser's Download builds it (PDF through the same templates). ${formatList(exportFormatsByPlan.free)} on every plan; ${formatList(proOnlyFormats)} need Pro (403 \`plan_required\`).`,
    request: { params: documentIdParamsSchema, query: exportQuerySchema },
    responses: {
      200: {
        description: 'The file, with `Content-Disposition: attachment; filename=…`.',
        content: {
          'application/pdf': { schema: z.string().meta({ format: 'binary' }) },
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { schema: z.string().meta({ format: 'binary' }) },
          'text/plain': { schema: z.string() },
          'text/markdown': { schema: z.string() },
          'text/html': { schema: z.string() },
          'application/rtf': { schema: z.string() },
        },
      },
      422: { description: '`render_failed`: the document could not be rendered in that format.', content: errorContent },
    },
  }),
  styles: keyed('documents:read', {
    method: 'get',
    operationId: 'listStyles',
    path: '/styles',
    tags: ['Styles'],
    summary: 'List citation styles',
    description:
      "The styles a paper can follow besides its featured `citationStyle`: every independent style of the CSL project's catalogue, searched by title, field and class a page at a time, and the key owner's uploaded styles. Set one's `id` as the paper's `data.cslStyle`; the preview, the exports and this API then format its citations and reference list in it.",
    request: { query: styleListQuerySchema },
    responses: { 200: { description: 'One page of the catalogue and the own styles.', content: { [json]: { schema: styleListSchema } } } },
  }),
  outline: keyed('generate', {
    method: 'post',
    operationId: 'proposeOutline',
    path: '/generate/outline',
    tags: ['Generate'],
    summary: 'Propose an outline',
    description:
      "An outline for a topic, as the Essay Generator's Plan an outline shows it: a working title, a thesis to edit, and sections with their purpose and two to four guiding questions, fitted to the essay or paper type and the length. Fill each section's `notes` and `sources`, then send it as `outline` to `POST /generate/essay` to get a draft written from them. Offline it is the writer's own plan (free); a model's proposal counts towards the plan's daily generations unless the owner's own model writes it.",
    maxBody: 16 * 1024,
    request: { body: jsonBody(outlineRequestSchema, { topic: 'Should nuclear power replace coal?', type: 'persuasive', length: 'short' }) },
    responses: { 200: { description: 'The outline.', content: { [json]: { schema: outlineAnswerSchema } } }, ...modelErrorResponses },
  }),
  essay: keyed('generate', {
    method: 'post',
    operationId: 'generateEssay',
    path: '/generate/essay',
    tags: ['Generate'],
    summary: 'Write an essay or an academic paper',
    description:
      "Writes a draft as the Essay Generator does (with `academic`, a paper as the Academic Papers page does, citing the given `sources` from the owner's reference library) and saves it to History unless History is off. With an `outline` (see `POST /generate/outline`) the draft is written from its sections' notes and sources, quoting and citing the sources' attached texts; offline, without an outline or with one that holds no notes or sources, the draft is the outline itself with its guiding questions. Counts towards the plan's daily generations, unless the owner's own model (Settings › AI) writes it.",
    maxBody: 1024 * 1024,
    request: { query: streamQuerySchema, body: jsonBody(essayRequestSchema, { topic: 'Should school start later?', type: 'argumentative', tone: 'academic', length: 'short', academicLevel: 'undergraduate' }) },
    responses: generationResponses(),
  }),
  resumeSummary: keyed('generate', {
    method: 'post',
    operationId: 'generateResumeSummary',
    path: '/generate/resume-summary',
    tags: ['Generate'],
    summary: "Write a resume's summary",
    description: "A professional summary for the resume sent, as the Resume Builder's Generate summary button writes it (not saved: put it in the resume's `summary`). Counts towards the plan's daily generations, unless the owner's own model (Settings › AI) writes it.",
    maxBody: 1024 * 1024,
    request: { query: streamQuerySchema, body: jsonBody(resumeSummaryRequestSchema, { resume: createDocumentExample.data }) },
    responses: generationResponses(),
  }),
  coverLetter: keyed('generate', {
    method: 'post',
    operationId: 'generateCoverLetter',
    path: '/generate/cover-letter',
    tags: ['Generate'],
    summary: 'Write a cover letter',
    description:
      "A cover letter for a role, as the Cover Letter generator writes it: from one of the owner's resumes (`resumeId`) or the `contact` fields, with the job ad. Saved to History unless History is off. Counts towards the plan's daily generations, unless the owner's own model (Settings › AI) writes it.",
    maxBody: 128 * 1024,
    request: {
      query: streamQuerySchema,
      body: jsonBody(coverLetterRequestSchema, { company: 'Acme', role: 'Data analyst', jobAd: 'We look for an analyst who knows SQL and Python.', tone: 'formal', length: 'short', template: 'modern', contact: { fullName: 'Alex Example', email: 'alex@example.com' } }),
    },
    responses: generationResponses(),
  }),
};

function generationResponses() {
  return {
    200: {
      description: `The draft. By default ${generationEventsDescription} With \`?stream=false\`, one JSON object once the draft is complete.`,
      content: { 'text/event-stream': { schema: z.string().meta({ description: generationEventsDescription }) }, [json]: { schema: generationResultSchema } },
    },
    ...modelErrorResponses,
  };
}

/** The OpenAPI document's paths in the order of the Documentation. */
const documentRoute = createRoute({
  method: 'get',
  path: '/openapi.json',
  operationId: 'getOpenApiDocument',
  tags: ['Keys'],
  summary: 'This description',
  description: 'The OpenAPI 3.1 description of the API, generated from the schemas its routes validate with. Needs no key.',
  security: [],
  responses: { 200: { description: 'An OpenAPI 3.1 document.', content: { [json]: { schema: z.record(z.string(), z.unknown()) } } } },
});

/** `/api/v1`: the public API, by API key, described by its own OpenAPI document. */
export function publicApiRoutes(deps: PublicApiDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const count: CountUsage = deps.countUsage ?? (async () => undefined);
  const generation: GenerationDeps = { ...deps.generation, db, now };
  const plan = (user: SessionUser) => effectivePlan(user, now());
  /** The applications the key owner may keep: their effective plan's, at this request (a trial ends at its boundary). */
  const cap = (user: SessionUser) => applicationsPerPlan[plan(user)];
  const generator = async (user: SessionUser) => ({ id: user.id, plan: plan(user), language: (await readSettings(db, user.id)).language });
  /** Server-Sent Events, or with `?stream=false` the draft as one JSON answer. */
  const answer = async (c: Context, events: AsyncGenerator<GenerationEvent>) =>
    c.req.query('stream') === 'false' ? c.json(await collectGeneration(events), 200) : sseResponse(events);

  // Input the schemas refuse is our usual 400 validation_failed naming the field
  // (the validator passes what it parsed as `data`, though its type does not say so).
  const app = new OpenAPIHono<Env>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error, (result as { data?: unknown }).data);
    },
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'apiKey', {
    type: 'http',
    scheme: 'bearer',
    description: 'An API key from Settings › API keys: `Authorization: Bearer ink_…`. Each key has scopes and acts only on its owner’s data, under their plan.',
  });

  let description: unknown;
  // Public documentation: registered before the key check, which never runs for it.
  app.openapi(documentRoute, (c) => {
    description ??= app.getOpenAPI31Document({
      openapi: '3.1.0',
      info: {
        title: 'Inkwell API',
        version: '1',
        description: 'Your Inkwell documents, exports, drafts and job applications from scripts. Create a key in Settings › API keys and send it as a bearer token. Every failure answers `{"error":{"code","message"}}`.',
      },
      servers: [{ url: '/api/v1' }],
      security: [{ apiKey: [] }],
      tags: [
        { name: 'Documents', description: 'History: list, read, create, change, delete and export.' },
        { name: 'Styles', description: "The citation styles a paper can follow: the CSL catalogue and the key owner's uploads." },
        { name: 'Generate', description: 'Drafts written by the AI writer, streamed or in one answer.' },
        { name: 'Applications', description: 'The job-application tracker: list, read, add, change and delete.' },
        { name: 'Keys', description: 'The key in use, and this description.' },
      ],
    });
    c.header('cache-control', 'public, max-age=300');
    return c.json(description as Record<string, unknown>, 200);
  });

  app.use(apiKeyAuth(deps));
  app.use(privateNoStore);

  return app
    .openapi(routes.whoami, (c) => c.json({ id: c.get('user').id, scopes: c.get('apiKey').scopes }, 200))
    .openapi(routes.list, async (c) => c.json(await listDocuments(db, { id: c.get('user').id, plan: plan(c.get('user')) }, c.req.valid('query')), 200))
    .openapi(routes.create, async (c) => {
      const user = c.get('user');
      const created = await createDocument(db, user.id, documentInputOf(c.req.valid('json')));
      await count(user.id, 'document.created');
      return c.json(created, 201);
    })
    .openapi(routes.get, async (c) => c.json(await getDocument(db, c.get('user').id, c.req.valid('param').id), 200))
    .openapi(routes.update, async (c) => c.json(await updateDocument(db, c.get('user').id, c.req.valid('param').id, c.req.valid('json')), 200))
    .openapi(routes.remove, async (c) => {
      await deleteDocument(db, c.get('user').id, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(routes.styles, async (c) => {
      const { styles, total } = searchCatalogue(c.req.valid('query'));
      const own = await listUserStyles(db, c.get('user').id);
      return c.json({ styles: styles.map(catalogueSummary), total, own: own.map(({ id, title, format, createdAt }) => ({ id, title, format, createdAt })) }, 200);
    })
    .openapi(routes.export, async (c) => {
      const user = c.get('user');
      const doc = await getDocument(db, user.id, c.req.valid('param').id);
      const file = await exportFile({ db, renderPool: deps.renderPool, countUsage: count }, { id: user.id, name: user.name, plan: plan(user) }, doc, c.req.valid('query').format);
      return fileResponse(c, file) as never;
    })
    .openapi(routes.outline, async (c) => {
      const user = c.get('user');
      return c.json(await proposeOutlineFor(generation, await generator(user), c.req.valid('json'), c.req.raw.signal), 200);
    })
    .openapi(routes.essay, async (c) => {
      const user = c.get('user');
      const events = await startEssayGeneration(generation, await generator(user), c.req.valid('json'), c.req.raw.signal);
      await count(user.id, 'generation.essay');
      return (await answer(c, events)) as never;
    })
    .openapi(routes.resumeSummary, async (c) => {
      const user = c.get('user');
      const { resume, seed } = c.req.valid('json');
      const events = await startResumeSummaryGeneration(generation, await generator(user), resume, seed, c.req.raw.signal);
      await count(user.id, 'generation.resume-summary');
      return (await answer(c, events)) as never;
    })
    .openapi(routes.coverLetter, async (c) => {
      const user = c.get('user');
      const events = await startCoverLetterGeneration(generation, await generator(user), c.req.valid('json'), c.req.raw.signal);
      await count(user.id, 'generation.cover-letter');
      return (await answer(c, events)) as never;
    })
    .openapi(applicationRoutes.list, async (c) => c.json(await listApplications(db, c.get('user').id, c.req.valid('query'), cap(c.get('user'))), 200))
    .openapi(applicationRoutes.create, async (c) => c.json(await createApplication(db, c.get('user').id, c.req.valid('json'), cap(c.get('user'))), 201))
    .openapi(applicationRoutes.get, async (c) => c.json(await getApplication(db, c.get('user').id, c.req.valid('param').id), 200))
    .openapi(applicationRoutes.update, async (c) =>
      c.json(await updateApplication(db, c.get('user').id, c.req.valid('param').id, c.req.valid('json'), now().toISOString().slice(0, 10)), 200),
    )
    .openapi(applicationRoutes.remove, async (c) => {
      await deleteApplication(db, c.get('user').id, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
