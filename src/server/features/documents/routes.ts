import { Hono } from 'hono';
import { availableExportFormats, createDocumentSchema, exportFormatsFor, listDocumentsQuerySchema, updateDocumentSchema } from '../../../shared/documents.ts';
import { resumeDataSchema } from '../../../shared/resume.ts';
import { exportFormatsByPlan, planOf } from '../../../shared/plans.ts';
import { z } from '../../../shared/zod.ts';
import type { Auth, SessionUser } from '../../auth/auth.ts';
import { requireUser, type AuthVariables } from '../../auth/require-user.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import type { RenderPool } from '../../typst/pool.ts';
import { renderResume } from '../../typst/render-resume.ts';
import { fileNameFor } from '../../../shared/file-name.ts';
import { attachmentHeader, renderExport } from './export.ts';
import { createDocument, deleteDocument, getDocument, listDocuments, updateDocument, type Viewer } from './service.ts';

const exportQuerySchema = z.object({
  format: z.enum(availableExportFormats, { message: 'validation.invalidChoice' }),
});

function viewerOf(user: SessionUser): Viewer {
  return { id: user.id, plan: planOf(user.plan) };
}

/** `/api/documents`: the signed-in user's own documents, and nobody else's. */
export function documentRoutes(deps: { auth: Auth; db: Database; renderPool: RenderPool }) {
  const { db } = deps;
  return new Hono<{ Variables: AuthVariables }>()
    .use(requireUser(deps.auth))
    .use(async (c, next) => {
      await next();
      // Private data: never kept by a shared cache, revalidated by the browser.
      c.header('cache-control', 'private, no-store');
    })
    .get('/', async (c) => c.json(await listDocuments(db, viewerOf(c.get('user')), parseQuery(c, listDocumentsQuerySchema))))
    .post('/', async (c) => c.json(await createDocument(db, c.get('user').id, await parseJson(c, createDocumentSchema)), 201))
    .get('/:id', async (c) => c.json(await getDocument(db, c.get('user').id, c.req.param('id'))))
    .patch('/:id', async (c) => c.json(await updateDocument(db, c.get('user').id, c.req.param('id'), await parseJson(c, updateDocumentSchema))))
    .delete('/:id', async (c) => {
      await deleteDocument(db, c.get('user').id, c.req.param('id'));
      return c.body(null, 204);
    })
    .get('/:id/export', async (c) => {
      const doc = await getDocument(db, c.get('user').id, c.req.param('id'));
      const { format } = parseQuery(c, exportQuerySchema);
      if (!exportFormatsByPlan[viewerOf(c.get('user')).plan].includes(format)) throw new AppError('plan_required');
      if (!exportFormatsFor(doc.type).includes(format)) throw new AppError('validation_failed', `format: a ${doc.type} cannot be downloaded as ${format} yet`, 'format');
      if (format === 'pdf') {
        const pdf = await renderResume(deps.renderPool, resumeDataSchema.parse(doc.data), doc.title, 'pdf');
        return c.body(new Uint8Array(pdf), 200, {
          'content-type': 'application/pdf',
          'content-disposition': attachmentHeader(fileNameFor(doc.title, 'pdf')),
          'x-content-type-options': 'nosniff',
        });
      }
      const file = renderExport(doc, format);
      return c.body(file.body, 200, {
        'content-type': file.contentType,
        'content-disposition': attachmentHeader(file.fileName),
        'x-content-type-options': 'nosniff',
      });
    });
}
