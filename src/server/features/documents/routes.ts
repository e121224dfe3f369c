import { privateNoStore } from '../../http/security.ts';
import { Hono, type Context } from 'hono';
import { createDocumentSchema, listDocumentsQuerySchema, updateDocumentSchema, type DocumentRecord } from '../../../shared/documents.ts';
import { exportFormats, exportFormatsByPlan, type ExportFormat, type Plan } from '../../../shared/plans.ts';
import { z } from '../../../shared/zod.ts';
import type { Auth, SessionUser } from '../../auth/auth.ts';
import { requireUser, type AuthVariables } from '../../auth/require-user.ts';
import { printable } from '../../citations/user-paper.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { perUserSlots } from '../../http/slots.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import { effectivePlan } from '../../preferences/plan.ts';
import type { CountUsage } from '../../preferences/usage.ts';
import type { RenderPool } from '../../typst/pool.ts';
import { attachmentHeader } from '../../http/attachment.ts';
import { renderExport, type ExportFile } from './export.ts';
import { createDocument, deleteDocument, getDocument, listDocuments, updateDocument, type Viewer } from './service.ts';
import { listVersions, restoreVersion } from './versions.ts';

// Exports share the render workers: one user's files wait behind each other, not everyone's.
const exports = perUserSlots(3, 'You already have {max} downloads being prepared. Wait for one to finish.');

/** One export for one user, holding one of the user's export slots while it is built. */
async function exportFor(userId: string, build: () => Promise<ExportFile>): Promise<ExportFile> {
  const release = exports.take(userId);
  try {
    return await build();
  } finally {
    release();
  }
}

export const exportQuerySchema = z.object({
  format: z.enum(exportFormats, { message: 'validation.invalidChoice' }),
});

/** Who asks, with the plan that applies at this request (a trial ends at its boundary, not at the next sign-in). */
function viewerOf(user: SessionUser, now: Date): Viewer {
  return { id: user.id, plan: effectivePlan(user, now) };
}

/**
 * One of the user's stored documents as a file: the Download's code, which the
 * public API's export (issue 23) calls too. Formats outside the plan → 403 plan_required.
 */
export async function exportStoredDocument(
  deps: { db: Database; renderPool: RenderPool; countUsage?: CountUsage | undefined },
  user: SessionUser,
  plan: Plan,
  doc: DocumentRecord,
  format: ExportFormat,
): Promise<ExportFile> {
  if (!exportFormatsByPlan[plan].includes(format)) throw new AppError('plan_required');
  const paper = await printable(deps.db, deps.renderPool, user.id, doc);
  const file = await exportFor(user.id, () => renderExport(paper, format, { pool: deps.renderPool, author: user.name }));
  await deps.countUsage?.(user.id, `export.${format}`);
  return file;
}

export function fileResponse(c: Context, file: ExportFile): Response {
  return c.body(file.body, 200, {
    'content-type': file.contentType,
    'content-disposition': attachmentHeader(file.fileName),
    'x-content-type-options': 'nosniff',
    // An HTML export opened from this origin could never run anything or reach the app's cookies.
    ...(file.contentType.startsWith('text/html') ? { 'content-security-policy': "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src https: data:" } : {}),
  });
}

/** `/api/documents`: the signed-in user's own documents, and nobody else's. */
export function documentRoutes(deps: { auth: Auth; db: Database; renderPool: RenderPool; countUsage?: CountUsage; now?: () => Date }) {
  const count = deps.countUsage ?? (async () => undefined);
  const now = deps.now ?? (() => new Date());
  const { db } = deps;
  return new Hono<{ Variables: AuthVariables }>()
    .use(requireUser(deps.auth))
    .use(privateNoStore)
    // A document that is not saved (the Essay Generator's draft when history is off): the same files as a stored one.
    .post('/export', async (c) => {
      const { format } = parseQuery(c, exportQuerySchema);
      const user = c.get('user');
      if (!exportFormatsByPlan[viewerOf(user, now()).plan].includes(format)) throw new AppError('plan_required');
      const input = await printable(db, deps.renderPool, user.id, await parseJson(c, createDocumentSchema));
      const file = await exportFor(user.id, () => renderExport({ ...input, updatedAt: new Date().toISOString() }, format, { pool: deps.renderPool, author: user.name }));
      await count(user.id, `export.${format}`);
      return fileResponse(c, file);
    })
    .get('/', async (c) => c.json(await listDocuments(db, viewerOf(c.get('user'), now()), parseQuery(c, listDocumentsQuerySchema))))
    .post('/', async (c) => {
      const created = await createDocument(db, c.get('user').id, await parseJson(c, createDocumentSchema));
      await count(c.get('user').id, 'document.created');
      return c.json(created, 201);
    })
    .get('/:id', async (c) => c.json(await getDocument(db, c.get('user').id, c.req.param('id'))))
    .patch('/:id', async (c) => c.json(await updateDocument(db, c.get('user').id, c.req.param('id'), await parseJson(c, updateDocumentSchema))))
    .delete('/:id', async (c) => {
      await deleteDocument(db, c.get('user').id, c.req.param('id'));
      return c.body(null, 204);
    })
    // Earlier texts (a Regenerate or a restore replaced them): listed without bodies, restored one at a time.
    .get('/:id/versions', async (c) => c.json(await listVersions(db, c.get('user').id, c.req.param('id'))))
    .post('/:id/versions/:versionId/restore', async (c) => c.json(await restoreVersion(db, c.get('user').id, c.req.param('id'), c.req.param('versionId'))))
    .get('/:id/export', async (c) => {
      const doc = await getDocument(db, c.get('user').id, c.req.param('id'));
      const { format } = parseQuery(c, exportQuerySchema);
      const user = c.get('user');
      return fileResponse(c, await exportStoredDocument({ db, renderPool: deps.renderPool, countUsage: count }, user, viewerOf(user, now()).plan, doc, format));
    });
}
