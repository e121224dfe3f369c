import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { ChatConversation, ChatHours, ChatMessage, ChatStatus, ChatSummary } from '../../../shared/chat.ts';
import { chatHoursSchema } from '../../../shared/chat.ts';
import type { Database } from '../../db/client.ts';
import { chatConversations, chatMessages, instanceSettings } from '../../db/schema.ts';

/** Who is writing: an account, or an anonymous visitor known by their cookie's id. */
export type ChatVisitor = { kind: 'user'; userId: string; name: string; email: string } | { kind: 'anonymous'; visitorId: string };

const ownerOf = (visitor: ChatVisitor) => (visitor.kind === 'user' ? eq(chatConversations.userId, visitor.userId) : eq(chatConversations.visitorId, visitor.visitorId));

/** How much of the first message the inbox shows as the conversation's subject. */
const subjectLength = 80;

export function subjectOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= subjectLength ? line : `${line.slice(0, subjectLength - 1).trimEnd()}…`;
}

async function messagesOf(db: Database, conversationId: string): Promise<ChatMessage[]> {
  const rows = await db
    .select({ id: chatMessages.id, author: chatMessages.author, text: chatMessages.body, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  return rows.map((r) => ({ ...r, author: r.author as ChatMessage['author'], createdAt: r.createdAt.toISOString() }));
}

/** The newest conversation that `where` finds, with its messages; null when there is none. */
async function conversationWhere(db: Database, where: SQL | undefined): Promise<ChatConversation | null> {
  const [row] = await db
    .select({ id: chatConversations.id, status: chatConversations.status, email: chatConversations.email })
    .from(chatConversations)
    .where(where)
    .orderBy(desc(chatConversations.lastMessageAt))
    .limit(1);
  return row ? { id: row.id, status: row.status as ChatStatus, email: row.email, messages: await messagesOf(db, row.id) } : null;
}

/** The visitor's conversations still going (not closed). */
const goingOn = (visitor: ChatVisitor) => and(ownerOf(visitor), ne(chatConversations.status, 'closed'));

/** The visitor's conversation still going, the newest; null when there is none. */
export function currentConversation(db: Database, visitor: ChatVisitor): Promise<ChatConversation | null> {
  return conversationWhere(db, goingOn(visitor));
}

/** Adds the visitor's message to their current conversation, or opens one; the conversation waits for the team again. */
export async function postVisitorMessage(
  db: Database,
  visitor: ChatVisitor,
  input: { text: string; name?: string | undefined; email?: string | undefined },
): Promise<{ conversation: ChatConversation; message: ChatMessage }> {
  const conversationId = await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: chatConversations.id }).from(chatConversations).where(goingOn(visitor)).orderBy(desc(chatConversations.lastMessageAt)).limit(1);
    let id = existing?.id;
    if (id) {
      await tx
        .update(chatConversations)
        .set({ status: 'open', lastMessageAt: sql`now()`, ...(input.email && visitor.kind === 'anonymous' ? { email: input.email } : {}) })
        .where(eq(chatConversations.id, id));
    } else {
      const [created] = await tx
        .insert(chatConversations)
        .values(
          visitor.kind === 'user'
            ? { userId: visitor.userId, name: visitor.name, email: visitor.email, subject: subjectOf(input.text) }
            : { visitorId: visitor.visitorId, name: input.name?.trim() ?? '', email: input.email ?? '', subject: subjectOf(input.text) },
        )
        .returning({ id: chatConversations.id });
      id = created!.id;
    }
    await tx.insert(chatMessages).values({ conversationId: id, author: 'visitor', body: input.text });
    return id;
  });
  const conversation = (await conversationWhere(db, eq(chatConversations.id, conversationId)))!;
  return { conversation, message: conversation.messages.at(-1)! };
}

/** Sets where replies are mailed, on the visitor's current conversation. */
export async function setConversationEmail(db: Database, visitor: ChatVisitor, email: string): Promise<ChatConversation | null> {
  const current = await currentConversation(db, visitor);
  if (!current) return null;
  await db.update(chatConversations).set({ email }).where(eq(chatConversations.id, current.id));
  return { ...current, email };
}

/** The visitor ends their conversation; the next message starts a new one. */
export async function closeConversation(db: Database, visitor: ChatVisitor): Promise<string | null> {
  const [closed] = await db.update(chatConversations).set({ status: 'closed' }).where(goingOn(visitor)).returning({ id: chatConversations.id });
  return closed?.id ?? null;
}

/** A signed-in visitor's conversations, newest first (History). */
export async function listConversations(db: Database, userId: string): Promise<ChatSummary[]> {
  const rows = await db
    .select({
      id: chatConversations.id,
      subject: chatConversations.subject,
      status: chatConversations.status,
      createdAt: chatConversations.createdAt,
      lastMessageAt: chatConversations.lastMessageAt,
    })
    .from(chatConversations)
    .where(eq(chatConversations.userId, userId))
    .orderBy(desc(chatConversations.lastMessageAt))
    .limit(100);
  return rows.map((r) => ({ ...r, status: r.status as ChatStatus, createdAt: r.createdAt.toISOString(), lastMessageAt: r.lastMessageAt.toISOString() }));
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One of the user's conversations with its messages; null for another's id or a missing one alike. */
export async function readOwnConversation(db: Database, userId: string, id: string): Promise<ChatConversation | null> {
  if (!uuidPattern.test(id)) return null;
  return conversationWhere(db, and(eq(chatConversations.id, id), eq(chatConversations.userId, userId)));
}

// ---- the console's side ----

export interface ConversationForTeam {
  id: string;
  userId: string | null;
  visitorId: string | null;
  name: string;
  email: string;
  subject: string;
  status: ChatStatus;
  createdAt: Date;
  messages: ChatMessage[];
}

export async function readConversation(db: Database, id: string): Promise<ConversationForTeam | null> {
  if (!uuidPattern.test(id)) return null;
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  if (!row) return null;
  return {
    id: row.id,
    userId: row.userId,
    visitorId: row.visitorId,
    name: row.name,
    email: row.email,
    subject: row.subject,
    status: row.status as ChatStatus,
    createdAt: row.createdAt,
    messages: await messagesOf(db, row.id),
  };
}

/** The team's answer: kept in the conversation, which is then answered. */
export async function postTeamMessage(db: Database, conversationId: string, adminId: string, text: string): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    const [saved] = await tx.insert(chatMessages).values({ conversationId, author: 'team', adminId, body: text }).returning();
    await tx.update(chatConversations).set({ status: 'answered', lastMessageAt: sql`now()` }).where(eq(chatConversations.id, conversationId));
    return { id: saved!.id, author: 'team' as const, text: saved!.body, createdAt: saved!.createdAt.toISOString() };
  });
}

export async function setConversationStatus(db: Database, id: string, status: ChatStatus): Promise<void> {
  await db.update(chatConversations).set({ status }).where(eq(chatConversations.id, id));
}

// ---- opening hours ----

const hoursKey = 'chat.hours';

export async function readChatHours(db: Database): Promise<ChatHours | null> {
  const [row] = await db.select({ value: instanceSettings.value }).from(instanceSettings).where(eq(instanceSettings.key, hoursKey));
  const parsed = row ? chatHoursSchema.safeParse(row.value) : null;
  return parsed?.success ? parsed.data : null;
}

export async function saveChatHours(db: Database, hours: ChatHours | null): Promise<void> {
  if (!hours) {
    await db.delete(instanceSettings).where(eq(instanceSettings.key, hoursKey));
    return;
  }
  await db
    .insert(instanceSettings)
    .values({ key: hoursKey, value: hours })
    .onConflictDoUpdate({ target: instanceSettings.key, set: { value: hours, updatedAt: sql`now()` } });
}
