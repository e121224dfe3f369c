import { privateNoStore } from '../../http/security.ts';
import { Hono } from 'hono';
import { createDocumentSchema, listDocumentsQuerySchema, updateDocumentSchema } from '../../../shared/documents.ts';
import { createShareSchema } from '../../../shared/sharing.ts';
import { createThreadSchema, replySchema, threadStateSchema } from '../../../shared/comments.ts';
import type { Logger } from 'pino';
import type { Mailer } from '../../mail.ts';
import { createThread, deleteComment, editComment, listComments, replyToThread, setThreadResolved } from './comments.ts';
import { exportFormats } from '../../../shared/plans.ts';
import { z } from '../../../shared/zod.ts';
import type { Auth, SessionUser } from '../../auth/auth.ts';
import { requireUser, type AuthVariables } from '../../auth/require-user.ts';
import type { Database } from '../../db/client.ts';
import { exportFile, requireExportFormat } from '../../export/service.ts';
import { fileResponse } from '../../http/file-response.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import { effectivePlan } from '../../preferences/plan.ts';
import type { CountUsage } from '../../preferences/usage.ts';
import type { RenderPool } from '../../typst/pool.ts';
import { createDocument, deleteDocument, getDocument, listDocuments, updateDocument, type Viewer } from './service.ts';
import { asReadBy, createShare, editedLive, listSharing, readDocument, removeMember, requireAccess, revokeShare, visitorOf } from './sharing.ts';
import { AppError } from '../../http/errors.ts';
import { getVersion, keepClosingVersion, keepReviewVersion, listVersions, restoreVersion } from './versions.ts';
import { reviewVersionSchema } from '../../../shared/document-versions.ts';

const exportQuerySchema = z.object({
  format: z.enum(exportFormats, { message: 'validation.invalidChoice' }),
});

/** Who asks, with the plan that applies at this request (a trial ends at its boundary, not at the next sign-in). */
function viewerOf(user: SessionUser, now: Date): Viewer {
  return { id: user.id, plan: effectivePlan(user, now) };
}

/**
 * `/api/documents`: the signed-in user's own documents, and the ones shared
 * with them as far as their links allow (read, export and, for an editor,
 * save); everything else about a document is its owner's alone.
 */
export function documentRoutes(deps: {
  auth: Auth;
  db: Database;
  renderPool: RenderPool;
  countUsage?: CountUsage;
  now?: () => Date;
  /** A document's Markdown was saved here: its open co-editing session takes it in. */
  contentChanged?: (documentId: string, markdown: string) => Promise<void>;
  /** Whether the document's live text holds suggestions not yet decided (a save of its Markdown would drop them). */
  suggestionsPending?: (documentId: string) => Promise<boolean>;
  /** Mention mails: none are sent without a mailer. */
  mailer?: Mailer;
  logger?: Logger;
  publicUrl?: string;
}) {
  const count = deps.countUsage ?? (async () => undefined);
  const now = deps.now ?? (() => new Date());
  const { db } = deps;
  const exports = { db, renderPool: deps.renderPool, countUsage: count };
  const commentDeps = { db, ...(deps.mailer ? { mailer: deps.mailer } : {}), ...(deps.logger ? { logger: deps.logger } : {}), ...(deps.publicUrl ? { publicUrl: deps.publicUrl } : {}) };
  /** The reader's access to comment on document `id` (a viewer's answers 403, a stranger's 404). */
  const commenter = async (user: SessionUser, id: string) => requireAccess(db, visitorOf(user), id, 'comment');
  const writerOf = (user: SessionUser) => ({ id: user.id, name: user.name });
  /** A new Markdown for a document edited live with suggestions waiting is refused: it would drop them (they are decided in the rich view first). */
  const refuseOverSuggestions = async (id: string) => {
    if (deps.suggestionsPending && (await editedLive(db, id)) && (await deps.suggestionsPending(id))) throw new AppError('suggestions_pending');
  };
  const exporterOf = (user: SessionUser) => ({ id: user.id, name: user.name, plan: viewerOf(user, now()).plan });
  return new Hono<{ Variables: AuthVariables }>()
    .use(requireUser(deps.auth))
    .use(privateNoStore)
    // A document that is not saved (the Essay Generator's draft when history is off): the same files as a stored one.
    .post('/export', async (c) => {
      const { format } = parseQuery(c, exportQuerySchema);
      const exporter = exporterOf(c.get('user'));
      // A format outside the plan answers 403 before the body is read.
      requireExportFormat(exporter.plan, format);
      const draft = await parseJson(c, createDocumentSchema);
      return fileResponse(c, await exportFile(exports, exporter, { ...draft, updatedAt: new Date().toISOString() }, format));
    })
    .get('/', async (c) => c.json(await listDocuments(db, viewerOf(c.get('user'), now()), parseQuery(c, listDocumentsQuerySchema))))
    .post('/', async (c) => {
      const created = await createDocument(db, c.get('user').id, await parseJson(c, createDocumentSchema));
      await count(c.get('user').id, 'document.created');
      return c.json(created, 201);
    })
    .get('/:id', async (c) => {
      const id = c.req.param('id');
      return c.json(await readDocument(db, await requireAccess(db, visitorOf(c.get('user')), id, 'view'), id));
    })
    .patch('/:id', async (c) => {
      const id = c.req.param('id');
      const access = await requireAccess(db, visitorOf(c.get('user')), id, 'edit');
      const input = await parseJson(c, updateDocumentSchema);
      if (input.content !== undefined) await refuseOverSuggestions(id);
      const updated = await updateDocument(db, access.ownerId, id, input);
      if (input.content !== undefined) await deps.contentChanged?.(id, updated.content);
      // As the reader sees it: their access, and whether it is edited live.
      return c.json(await asReadBy(db, access, updated));
    })
    // Comment threads: read and written by anyone the document's links let comment, and its owner.
    .get('/:id/comments', async (c) => {
      const id = c.req.param('id');
      return c.json(await listComments(db, await commenter(c.get('user'), id), id, writerOf(c.get('user'))));
    })
    .post('/:id/comments', async (c) => {
      const id = c.req.param('id');
      const access = await commenter(c.get('user'), id);
      return c.json(await createThread(commentDeps, access, id, writerOf(c.get('user')), await parseJson(c, createThreadSchema)), 201);
    })
    .patch('/:id/comments/:threadId', async (c) => {
      const id = c.req.param('id');
      await commenter(c.get('user'), id);
      const { resolved } = await parseJson(c, threadStateSchema);
      return c.json(await setThreadResolved(db, id, c.req.param('threadId'), writerOf(c.get('user')), resolved));
    })
    .post('/:id/comments/:threadId/replies', async (c) => {
      const id = c.req.param('id');
      const access = await commenter(c.get('user'), id);
      return c.json(await replyToThread(commentDeps, access, id, c.req.param('threadId'), writerOf(c.get('user')), await parseJson(c, replySchema)), 201);
    })
    .patch('/:id/comments/:threadId/replies/:commentId', async (c) => {
      const id = c.req.param('id');
      const access = await commenter(c.get('user'), id);
      const input = await parseJson(c, replySchema);
      return c.json(await editComment(commentDeps, access, id, c.req.param('threadId'), c.req.param('commentId'), writerOf(c.get('user')), input));
    })
    .delete('/:id/comments/:threadId/replies/:commentId', async (c) => {
      const id = c.req.param('id');
      const access = await commenter(c.get('user'), id);
      const left = await deleteComment(db, access, id, c.req.param('threadId'), c.req.param('commentId'), writerOf(c.get('user')));
      return c.json({ thread: left });
    })
    .get('/:id/shares', async (c) => c.json(await listSharing(db, c.get('user').id, c.req.param('id'))))
    .post('/:id/shares', async (c) => c.json(await createShare(db, c.get('user').id, c.req.param('id'), await parseJson(c, createShareSchema), now()), 201))
    .delete('/:id/shares/:shareId', async (c) => {
      await revokeShare(db, c.get('user').id, c.req.param('id'), c.req.param('shareId'));
      return c.body(null, 204);
    })
    .delete('/:id/members/:userId', async (c) => {
      await removeMember(db, c.get('user').id, c.req.param('id'), c.req.param('userId'));
      return c.body(null, 204);
    })
    .delete('/:id', async (c) => {
      await deleteDocument(db, c.get('user').id, c.req.param('id'));
      return c.body(null, 204);
    })
    // Earlier texts (a Regenerate, a restore or editing replaced them): listed without bodies as many as the plan keeps, read and restored one at a time.
    .get('/:id/versions', async (c) => c.json(await listVersions(db, viewerOf(c.get('user'), now()), c.req.param('id'))))
    .get('/:id/versions/:versionId', async (c) => c.json(await getVersion(db, c.get('user').id, c.req.param('id'), c.req.param('versionId'))))
    // The editor closed: what it leaves is kept as a version when it was edited since the newest one.
    .post('/:id/versions', async (c) => {
      const id = c.req.param('id');
      const access = await requireAccess(db, visitorOf(c.get('user')), id, 'edit');
      return c.json({ kept: await keepClosingVersion(db, access.ownerId, id) });
    })
    // Suggestions are about to be accepted: the text they replace is kept as a version saying who accepted which.
    .post('/:id/versions/review', async (c) => {
      const id = c.req.param('id');
      const access = await requireAccess(db, visitorOf(c.get('user')), id, 'edit');
      const input = await parseJson(c, reviewVersionSchema);
      await keepReviewVersion(db, access.ownerId, id, c.get('user').name, input);
      return c.json({ kept: true }, 201);
    })
    .post('/:id/versions/:versionId/restore', async (c) => {
      await refuseOverSuggestions(c.req.param('id'));
      const restored = await restoreVersion(db, c.get('user').id, c.req.param('id'), c.req.param('versionId'));
      await deps.contentChanged?.(restored.id, restored.content);
      return c.json(restored);
    })
    .get('/:id/export', async (c) => {
      const id = c.req.param('id');
      const access = await requireAccess(db, visitorOf(c.get('user')), id, 'view');
      const doc = await getDocument(db, access.ownerId, id);
      const { format } = parseQuery(c, exportQuerySchema);
      // A shared paper prints from its owner's library, under its owner's name; the reader's plan and usage count.
      const exporter = access.role === 'owner' ? exporterOf(c.get('user')) : { ...exporterOf(c.get('user')), name: access.ownerName, ownerId: access.ownerId };
      return fileResponse(c, await exportFile(exports, exporter, doc, format));
    });
}
