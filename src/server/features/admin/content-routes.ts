import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { blogImageUrl, blogPostInputSchema, inboxKinds, inboxQuerySchema, inboxReplySchema, inboxStatusSchema, usageDailyQuerySchema, type InboxKind } from '../../../shared/admin-content.ts';
import { avatarLimits } from '../../../shared/settings.ts';
import type { AuthVariables } from '../../auth/require-user.ts';
import { inboxReplyMail } from '../../emails.ts';
import { AppError, errorResponse } from '../../http/errors.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import { recordAudit, type AuditActor } from './audit.ts';
import { createPost, deletePost, listAllPosts, saveBlogImage, updatePost } from './blog-admin.ts';
import { getInboxMessage, listInbox, replyRecipient, setInboxStatus, storeReply } from './inbox.ts';
import type { AdminDeps } from './deps.ts';
import { usageDaily } from './usage-daily.ts';

/** Where blog pictures are uploaded: a picture, not JSON, with the avatar's 2 MB limit instead of the app's 1 MB one (app.ts). */
export const blogImageUploadPath = '/api/admin/blog/images';

type AdminContext = Context<{ Variables: AuthVariables }>;

const actorOf = (c: AdminContext): AuditActor => ({ id: c.get('user').id, email: c.get('user').email });

function kindOf(c: AdminContext): InboxKind {
  const kind = c.req.param('kind');
  if (!(inboxKinds as readonly string[]).includes(kind ?? '')) throw new AppError('not_found');
  return kind as InboxKind;
}

/**
 * The console's inbox, blog and usage chart. Mounted by
 * adminRoutes behind requireUser and the admin check; every action that
 * changes something is written to the audit log.
 */
export function adminContentRoutes(deps: AdminDeps) {
  const { db } = deps;
  return (
    new Hono<{ Variables: AuthVariables }>()
      // ---- inbox ----
      .get('/inbox', async (c) => c.json(await listInbox(db, parseQuery(c, inboxQuerySchema))))
      .get('/inbox/:kind/:id', async (c) => {
        const kind = kindOf(c);
        const id = c.req.param('id');
        return c.json(kind === 'chat' ? await deps.chat.message(id) : await getInboxMessage(db, kind, id));
      })
      .put('/inbox/:kind/:id/status', async (c) => {
        const kind = kindOf(c);
        const id = c.req.param('id');
        const { status } = await parseJson(c, inboxStatusSchema);
        const { before, subject } = kind === 'chat' ? await deps.chat.setStatus(id, status) : await setInboxStatus(db, kind, id, status);
        await recordAudit(db, actorOf(c), { action: 'inbox.status', targetId: id, targetLabel: subject, details: { kind, from: before, to: status } });
        return c.json({ status });
      })
      .post('/inbox/:kind/:id/reply', async (c) => {
        const kind = kindOf(c);
        const id = c.req.param('id');
        const { text } = await parseJson(c, inboxReplySchema);
        if (kind === 'chat') {
          // A chat is answered in the chat; the mail goes only to a visitor who left it.
          const { to, subject, ...answer } = await deps.chat.answer(id, actorOf(c), text);
          await recordAudit(db, actorOf(c), { action: 'inbox.reply', targetId: id, targetLabel: to || null, details: { kind, subject, mailed: answer.mailed, live: answer.live } });
          return c.json(answer, 201);
        }
        const to = await replyRecipient(db, kind, id);
        // The reply is kept either way; only a mail that went out marks the message answered.
        const mailed = await deps.mailer.send(inboxReplyMail(to.language, to.email, to.subject, text)).then(
          () => true,
          (error: unknown) => {
            deps.logger.warn({ err: { message: (error as Error).message }, kind, id }, 'could not send an inbox reply');
            return false;
          },
        );
        const { reply, status } = await storeReply(db, kind, id, actorOf(c), text, mailed);
        await recordAudit(db, actorOf(c), { action: 'inbox.reply', targetId: id, targetLabel: to.email, details: { kind, subject: to.subject, mailed } });
        return c.json({ reply, status, mailed }, 201);
      })
      // ---- blog ----
      .get('/blog', async (c) => c.json({ posts: await listAllPosts(db) }))
      .post('/blog', async (c) => {
        const input = await parseJson(c, blogPostInputSchema);
        const user = c.get('user');
        const post = await createPost(db, input, user.name.trim() || 'Inkwell');
        await recordAudit(db, actorOf(c), { action: 'blog.create', targetId: post.id, targetLabel: post.title, details: { published: post.published, language: post.language } });
        return c.json(post, 201);
      })
      .put('/blog/:id', async (c) => {
        const input = await parseJson(c, blogPostInputSchema);
        const { post, wasPublished } = await updatePost(db, c.req.param('id'), input);
        // Publishing and unpublishing are the actions worth finding in the log by name.
        const action = post.published === wasPublished ? 'blog.update' : post.published ? 'blog.publish' : 'blog.unpublish';
        await recordAudit(db, actorOf(c), { action, targetId: post.id, targetLabel: post.title, details: { published: post.published, language: post.language } });
        return c.json(post);
      })
      .delete('/blog/:id', async (c) => {
        const id = c.req.param('id');
        const { title } = await deletePost(db, id);
        await recordAudit(db, actorOf(c), { action: 'blog.delete', targetId: id, targetLabel: title });
        return c.body(null, 204);
      })
      .post(
        '/blog/images',
        bodyLimit({ maxSize: avatarLimits.maxBytes, onError: (c) => errorResponse(c, 'payload_too_large', 'The picture is larger than 2 MB.') }),
        async (c) => {
          const bytes = new Uint8Array(await c.req.arrayBuffer());
          const image = await saveBlogImage(db, bytes, blogImageUrl);
          await recordAudit(db, actorOf(c), { action: 'blog.image_upload', targetId: image.id, targetLabel: image.url, details: { type: image.contentType, bytes: bytes.byteLength } });
          return c.json(image, 201);
        },
      )
      // ---- usage ----
      .get('/usage/daily', async (c) => {
        const { days } = parseQuery(c, usageDailyQuerySchema);
        return c.json(await usageDaily(db, days, deps.now?.()));
      })
  );
}
