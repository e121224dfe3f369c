import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { TicketPriority } from '../../../shared/contact.ts';
import { inboxKinds, inboxPageSize, type InboxItem, type InboxKind, type InboxMessage, type InboxPage, type InboxQuery, type InboxReply, type InboxReplyResult, type InboxStatus } from '../../../shared/admin-content.ts';
import type { Language } from '../../../shared/settings.ts';
import type { Database } from '../../db/client.ts';
import { escapeLike } from '../../db/search.ts';
import { chatConversations, chatMessages, contactMessages, inboxReplies, supportTickets, users } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { storedLanguage } from '../../preferences/settings-store.ts';

/**
 * The admin inbox: contact messages and support tickets read as
 * one list, newest first. Both tables keep their own rows; a message is
 * named by its kind and id everywhere (`/inbox/ticket/<id>`).
 */

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * The support chat's side of the inbox (features/chat implements it; app.ts
 * hands it in): a conversation read as a message, its status, an answer.
 */
export interface InboxChat {
  /** The console spoke: its administrator counts as online for the chat. */
  seen(adminId: string): void;
  message(id: string): Promise<InboxMessage>;
  setStatus(id: string, status: InboxStatus): Promise<{ before: InboxStatus; subject: string }>;
  answer(id: string, admin: { id: string; email: string }, text: string): Promise<InboxReplyResult & { to: string; subject: string }>;
}

/** The kinds answered by mail (a chat is answered in the chat: features/chat). */
export type MailedKind = Exclude<InboxKind, 'chat'>;
const tableOf = (kind: MailedKind) => (kind === 'contact' ? contactMessages : supportTickets);

type ListedTable = typeof contactMessages | typeof supportTickets | typeof chatConversations;
const listedTableOf = (kind: InboxKind): ListedTable => (kind === 'chat' ? chatConversations : tableOf(kind));

/** The filters one table can answer: a priority filter leaves contact messages and chats (which have none) out. */
function filtersOf(table: ListedTable, query: InboxQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(table.status, query.status));
  if (query.priority) conditions.push(table === supportTickets ? eq(supportTickets.priority, query.priority) : sql`false`);
  if (query.q) {
    // Typed text is matched literally: % and _ are not wildcards here.
    const pattern = `%${escapeLike(query.q)}%`;
    // A chat is found by any of its messages.
    const text =
      table === chatConversations
        ? sql`exists (select 1 from ${chatMessages} where ${chatMessages.conversationId} = ${chatConversations.id} and ${chatMessages.body} ilike ${pattern})`
        : ilike((table as Exclude<ListedTable, typeof chatConversations>).message, pattern);
    conditions.push(or(ilike(table.subject, pattern), text, ilike(table.name, pattern), ilike(table.email, pattern)));
  }
  return and(...conditions);
}

function selectOf(db: Database, kind: InboxKind, query: InboxQuery) {
  const table = listedTableOf(kind);
  return db
    .select({
      kind: sql<InboxKind>`${kind}::text`.as('kind'),
      id: table.id,
      name: table.name,
      email: table.email,
      subject: table.subject,
      priority: (kind === 'ticket' ? sql<string | null>`${supportTickets.priority}` : sql<string | null>`null::text`).as('priority'),
      status: table.status,
      // A chat is listed by its latest message, so one that goes on comes back to the top.
      createdAt: (table === chatConversations ? sql<Date>`${chatConversations.lastMessageAt}` : sql<Date>`${table.createdAt}`).as('created_at'),
    })
    .from(table)
    .where(filtersOf(table, query));
}

export async function listInbox(db: Database, query: InboxQuery): Promise<InboxPage> {
  const kinds: InboxKind[] = query.kind === 'all' ? [...inboxKinds] : [query.kind];
  const offset = (query.page - 1) * inboxPageSize;
  const [first, ...rest] = kinds.map((kind) => selectOf(db, kind, query));
  const rows = await (rest.length > 0 ? unionAll(first!, ...(rest as [typeof first & object])) : first!)
    .orderBy(desc(sql`created_at`), desc(sql`id`))
    .limit(inboxPageSize)
    .offset(offset);
  const totals = await Promise.all(
    kinds.map(async (kind) => {
      const table = listedTableOf(kind);
      const [row] = await db.select({ n: count() }).from(table).where(filtersOf(table, query));
      return row?.n ?? 0;
    }),
  );
  return {
    items: rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      name: row.name,
      email: row.email,
      subject: row.subject,
      priority: (row.priority ?? null) as TicketPriority | null,
      status: row.status as InboxStatus,
      createdAt: new Date(row.createdAt).toISOString(),
    })),
    total: totals.reduce((a, b) => a + b, 0),
    page: query.page,
    pageSize: inboxPageSize,
  };
}

interface MessageRow extends InboxItem {
  message: string;
  userId: string | null;
}

async function readMessage(db: Database, kind: MailedKind, id: string): Promise<MessageRow> {
  // A malformed id is simply not found (and never reaches the uuid cast).
  if (!uuidPattern.test(id)) throw new AppError('not_found');
  const table = tableOf(kind);
  const [row] = await db
    .select({
      id: table.id,
      userId: table.userId,
      name: table.name,
      email: table.email,
      subject: table.subject,
      message: table.message,
      status: table.status,
      createdAt: table.createdAt,
      ...(kind === 'ticket' ? { priority: supportTickets.priority } : {}),
    })
    .from(table)
    .where(eq(table.id, id));
  if (!row) throw new AppError('not_found');
  const priority = 'priority' in row ? (row.priority as TicketPriority) : null;
  return { ...row, kind, priority, status: row.status as InboxStatus, createdAt: row.createdAt.toISOString() };
}

async function repliesOf(db: Database, kind: MailedKind, id: string): Promise<InboxReply[]> {
  const rows = await db
    .select({ id: inboxReplies.id, text: inboxReplies.body, adminEmail: users.email, createdAt: inboxReplies.createdAt })
    .from(inboxReplies)
    .leftJoin(users, eq(users.id, inboxReplies.adminId))
    .where(and(eq(inboxReplies.kind, kind), eq(inboxReplies.messageId, id)))
    .orderBy(asc(inboxReplies.createdAt), asc(inboxReplies.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** One message with its replies, oldest first; 404 for an unknown id. */
export async function getInboxMessage(db: Database, kind: MailedKind, id: string): Promise<InboxMessage> {
  const { userId: _userId, ...message } = await readMessage(db, kind, id);
  return { ...message, replies: await repliesOf(db, kind, id) };
}

/** Sets a message's status; answers what it was before (for the audit log). */
export async function setInboxStatus(db: Database, kind: MailedKind, id: string, status: InboxStatus): Promise<{ before: InboxStatus; subject: string }> {
  const row = await readMessage(db, kind, id);
  const table = tableOf(kind);
  await db.update(table).set({ status }).where(eq(table.id, id));
  return { before: row.status, subject: row.subject };
}

/** Who a reply goes to, and in which language: the sender's setting when they wrote signed in, English otherwise. */
export async function replyRecipient(db: Database, kind: MailedKind, id: string): Promise<MessageRow & { language: Language }> {
  const row = await readMessage(db, kind, id);
  return { ...row, language: (row.userId ? await storedLanguage(db, row.userId) : undefined) ?? 'en' };
}

/**
 * Keeps an administrator's reply with its message. A reply that was mailed
 * marks the message answered; one whose mail failed is kept, and the status
 * stays, so the console shows that the sender has not heard back.
 */
export async function storeReply(
  db: Database,
  kind: MailedKind,
  id: string,
  admin: { id: string; email: string },
  text: string,
  mailed: boolean,
): Promise<{ reply: InboxReply; status: InboxStatus }> {
  const table = tableOf(kind);
  return db.transaction(async (tx) => {
    const [saved] = await tx.insert(inboxReplies).values({ kind, messageId: id, adminId: admin.id, body: text }).returning();
    const [row] = mailed
      ? await tx.update(table).set({ status: 'answered' }).where(eq(table.id, id)).returning({ status: table.status })
      : await tx.select({ status: table.status }).from(table).where(eq(table.id, id));
    if (!saved || !row) throw new AppError('not_found');
    return {
      reply: { id: saved.id, text: saved.body, adminEmail: admin.email, createdAt: saved.createdAt.toISOString() },
      status: row.status as InboxStatus,
    };
  });
}
