import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import { commentLimits, type CommentPerson, type CommentThread, type createThreadSchema, type DocumentComments, type replySchema } from '../../../shared/comments.ts';
import { isLanguage } from '../../../shared/languages.ts';
import { allows } from '../../../shared/sharing.ts';
import { uuidPattern, type z } from '../../../shared/zod.ts';
import type { Database } from '../../db/client.ts';
import { commentThreads, documentComments, documents, users, userSettings } from '../../db/schema.ts';
import { isoTimestamp, timestampText } from '../../db/timestamp-text.ts';
import { commentMentionMail } from '../../emails.ts';
import { AppError } from '../../http/errors.ts';
import type { Mailer } from '../../mail.ts';
import { membersOf, type Access } from './sharing.ts';

/*
 * Comment threads on a document. Reading and writing them takes the comment
 * role at least (the owner, an editor, a suggester or a commenter); a viewer
 * reads the text alone. A comment is edited by its author only, and deleted
 * by its author or the document's owner; a thread whose last comment goes
 * goes with it. Mentions reach people who can read the comments, by mail when
 * their email notifications are on.
 */

export interface CommentDeps {
  db: Database;
  mailer?: Mailer;
  logger?: Logger;
  publicUrl?: string;
}

/** The signed-in user who writes. */
interface Writer {
  id: string;
  name: string;
}

/** Everyone who can read the document's comments: the owner and the members whose links allow commenting. */
async function readersOf(db: Database, access: Access, documentId: string): Promise<CommentPerson[]> {
  const members = await membersOf(db, documentId);
  return [{ id: access.ownerId, name: access.ownerName }, ...members.filter((m) => allows(m.role, 'comment')).map((m) => ({ id: m.userId, name: m.name }))];
}

/** The document's threads (or one of them), oldest first, with their comments in order. */
async function threadsOf(db: Database, documentId: string, threadId?: string): Promise<CommentThread[]> {
  const where = threadId ? and(eq(commentThreads.documentId, documentId), eq(commentThreads.id, threadId)) : eq(commentThreads.documentId, documentId);
  const threads = await db
    .select({
      id: commentThreads.id,
      exact: commentThreads.exact,
      prefix: commentThreads.prefix,
      suffix: commentThreads.suffix,
      resolvedAt: commentThreads.resolvedAt,
      resolvedBy: commentThreads.resolvedBy,
      createdAt: timestampText(commentThreads.createdAt),
    })
    .from(commentThreads)
    .where(where)
    .orderBy(asc(commentThreads.createdAt), asc(commentThreads.id));
  if (threads.length === 0) return [];
  const comments = await db
    .select({
      id: documentComments.id,
      threadId: documentComments.threadId,
      authorId: documentComments.authorId,
      authorName: users.name,
      body: documentComments.body,
      mentions: documentComments.mentions,
      createdAt: timestampText(documentComments.createdAt),
      editedAt: documentComments.editedAt,
    })
    .from(documentComments)
    .innerJoin(users, eq(users.id, documentComments.authorId))
    .where(
      threadId
        ? eq(documentComments.threadId, threadId)
        : eq(documentComments.documentId, documentId),
    )
    .orderBy(asc(documentComments.createdAt), asc(documentComments.id));
  // Names of the people mentioned and of those who resolved threads, in one query.
  const named = new Set<string>([...comments.flatMap((c) => c.mentions), ...threads.flatMap((t) => (t.resolvedBy ? [t.resolvedBy] : []))]);
  const names = new Map<string, string>();
  if (named.size > 0) for (const u of await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, [...named]))) names.set(u.id, u.name);
  const byThread = new Map<string, CommentThread['comments']>();
  for (const c of comments) {
    const list = byThread.get(c.threadId) ?? [];
    list.push({
      id: c.id,
      author: { id: c.authorId, name: c.authorName },
      body: c.body,
      mentions: c.mentions.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id) ?? '' })),
      createdAt: isoTimestamp(c.createdAt),
      editedAt: c.editedAt ? c.editedAt.toISOString() : null,
    });
    byThread.set(c.threadId, list);
  }
  return threads.map((t) => ({
    id: t.id,
    anchor: { exact: t.exact, prefix: t.prefix, suffix: t.suffix },
    resolved: t.resolvedAt ? { by: { id: t.resolvedBy ?? '', name: (t.resolvedBy && names.get(t.resolvedBy)) || '' }, at: t.resolvedAt.toISOString() } : null,
    createdAt: isoTimestamp(t.createdAt),
    comments: byThread.get(t.id) ?? [],
  }));
}

async function oneThread(db: Database, documentId: string, threadId: string): Promise<CommentThread> {
  if (!uuidPattern.test(threadId)) throw new AppError('not_found');
  const [thread] = await threadsOf(db, documentId, threadId);
  if (!thread) throw new AppError('not_found');
  return thread;
}

/** The threads and who may be mentioned, as `me` reads them. */
export async function listComments(db: Database, access: Access, documentId: string, me: Writer): Promise<DocumentComments> {
  const [threads, readers] = await Promise.all([threadsOf(db, documentId), readersOf(db, access, documentId)]);
  return { threads, people: readers.filter((p) => p.id !== me.id), me: { id: me.id, owner: access.role === 'owner' } };
}

/**
 * The people a comment mentions: the ids it names that belong to readers of
 * the comments (not the writer), whose `@Name` is in its text.
 */
function mentionsOf(body: string, ids: readonly string[], readers: readonly CommentPerson[], writer: Writer): CommentPerson[] {
  const wanted = new Set(ids);
  return readers.filter((p) => p.id !== writer.id && wanted.has(p.id) && body.includes(`@${p.name}`));
}

/** Mails the people newly mentioned, each in their language and only while their email notifications are on; a failed mail is logged. */
async function tellMentioned(deps: CommentDeps, mentioned: readonly CommentPerson[], at: { documentId: string; threadId: string; quote: string; body: string; writer: Writer }) {
  const { mailer, publicUrl, logger } = deps;
  if (!mailer || !publicUrl || mentioned.length === 0) return;
  const [doc] = await deps.db.select({ title: documents.title }).from(documents).where(eq(documents.id, at.documentId)).limit(1);
  if (!doc) return;
  const people = await deps.db
    .select({ id: users.id, email: users.email, language: userSettings.language, notifyEmail: userSettings.notifyEmail })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(inArray(users.id, mentioned.map((p) => p.id)));
  const url = `${publicUrl}/documents/${at.documentId}/edit?comment=${at.threadId}`;
  for (const person of people) {
    if (person.notifyEmail === false) continue;
    const language = isLanguage(person.language) ? person.language : 'en';
    try {
      await mailer.send(commentMentionMail(language, person.email, { author: at.writer.name, title: doc.title, quote: at.quote, body: at.body, url }, publicUrl));
      logger?.info({ userId: person.id, documentId: at.documentId, mail: 'comment-mention' }, 'mention mail sent');
    } catch (error) {
      logger?.warn({ err: { message: (error as Error).message }, userId: person.id, mail: 'comment-mention' }, 'could not send a mention mail');
    }
  }
}

/** Opens a thread on a passage with its first comment. */
export async function createThread(deps: CommentDeps, access: Access, documentId: string, writer: Writer, input: z.output<typeof createThreadSchema>): Promise<CommentThread> {
  const { db } = deps;
  const [{ threads = 0 } = {}] = await db.select({ threads: count() }).from(commentThreads).where(eq(commentThreads.documentId, documentId));
  if (threads >= commentLimits.threads) throw new AppError('comments_full');
  const mentioned = mentionsOf(input.body, input.mentions, await readersOf(db, access, documentId), writer);
  const threadId = await db.transaction(async (tx) => {
    const [thread] = await tx.insert(commentThreads).values({ documentId, ...input.anchor }).returning({ id: commentThreads.id });
    await tx.insert(documentComments).values({ threadId: thread!.id, documentId, authorId: writer.id, body: input.body, mentions: mentioned.map((p) => p.id) });
    return thread!.id;
  });
  await tellMentioned(deps, mentioned, { documentId, threadId, quote: input.anchor.exact, body: input.body, writer });
  return oneThread(db, documentId, threadId);
}

/** Adds a reply to a thread (a resolved one opens again, as in every review tool). */
export async function replyToThread(deps: CommentDeps, access: Access, documentId: string, threadId: string, writer: Writer, input: z.output<typeof replySchema>): Promise<CommentThread> {
  const { db } = deps;
  const thread = await oneThread(db, documentId, threadId);
  if (thread.comments.length >= commentLimits.comments) throw new AppError('comments_full');
  const mentioned = mentionsOf(input.body, input.mentions, await readersOf(db, access, documentId), writer);
  await db.transaction(async (tx) => {
    await tx.insert(documentComments).values({ threadId, documentId, authorId: writer.id, body: input.body, mentions: mentioned.map((p) => p.id) });
    if (thread.resolved) await tx.update(commentThreads).set({ resolvedAt: null, resolvedBy: null }).where(eq(commentThreads.id, threadId));
  });
  await tellMentioned(deps, mentioned, { documentId, threadId, quote: thread.anchor.exact, body: input.body, writer });
  return oneThread(db, documentId, threadId);
}

/** Resolves a thread, or opens it again. */
export async function setThreadResolved(db: Database, documentId: string, threadId: string, writer: Writer, resolved: boolean): Promise<CommentThread> {
  await oneThread(db, documentId, threadId);
  await db
    .update(commentThreads)
    .set(resolved ? { resolvedAt: new Date(), resolvedBy: writer.id } : { resolvedAt: null, resolvedBy: null })
    .where(and(eq(commentThreads.id, threadId), eq(commentThreads.documentId, documentId)));
  return oneThread(db, documentId, threadId);
}

/** The comment in its thread, or 404 (another thread's, another document's, or none). */
async function commentIn(db: Database, documentId: string, threadId: string, commentId: string) {
  if (!uuidPattern.test(threadId) || !uuidPattern.test(commentId)) throw new AppError('not_found');
  const [comment] = await db
    .select({ authorId: documentComments.authorId, mentions: documentComments.mentions })
    .from(documentComments)
    .where(and(eq(documentComments.id, commentId), eq(documentComments.threadId, threadId), eq(documentComments.documentId, documentId)))
    .limit(1);
  if (!comment) throw new AppError('not_found');
  return comment;
}

/** Its author changes a comment's text; people it newly mentions are told. */
export async function editComment(
  deps: CommentDeps,
  access: Access,
  documentId: string,
  threadId: string,
  commentId: string,
  writer: Writer,
  input: z.output<typeof replySchema>,
): Promise<CommentThread> {
  const { db } = deps;
  const comment = await commentIn(db, documentId, threadId, commentId);
  if (comment.authorId !== writer.id) throw new AppError('forbidden', 'Only its author may change a comment.');
  const mentioned = mentionsOf(input.body, input.mentions, await readersOf(db, access, documentId), writer);
  await db
    .update(documentComments)
    .set({ body: input.body, mentions: mentioned.map((p) => p.id), editedAt: new Date() })
    .where(eq(documentComments.id, commentId));
  const thread = await oneThread(db, documentId, threadId);
  await tellMentioned(deps, mentioned.filter((p) => !comment.mentions.includes(p.id)), { documentId, threadId, quote: thread.anchor.exact, body: input.body, writer });
  return thread;
}

/** Deletes a comment (its author, or the document's owner); the thread goes with its last comment. Answers the thread left, or null. */
export async function deleteComment(db: Database, access: Access, documentId: string, threadId: string, commentId: string, writer: Writer): Promise<CommentThread | null> {
  const comment = await commentIn(db, documentId, threadId, commentId);
  if (comment.authorId !== writer.id && access.role !== 'owner') throw new AppError('forbidden', 'Only its author or the document’s owner may delete a comment.');
  await db.delete(documentComments).where(eq(documentComments.id, commentId));
  const [left] = await threadsOf(db, documentId, threadId);
  if (left && left.comments.length > 0) return left;
  await db.delete(commentThreads).where(eq(commentThreads.id, threadId));
  return null;
}
