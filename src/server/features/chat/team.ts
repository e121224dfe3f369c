import type { InboxMessage, InboxReplyResult, InboxStatus } from '../../../shared/admin-content.ts';
import type { Database } from '../../db/client.ts';
import { inboxReplyMail } from '../../emails.ts';
import { AppError } from '../../http/errors.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../../mail.ts';
import { storedLanguage } from '../../preferences/settings-store.ts';
import type { LiveChat } from './live.ts';
import { visitorKeyOf } from './routes.ts';
import { postTeamMessage, readConversation, setConversationStatus } from './service.ts';

/**
 * The console's side of a chat, as the inbox shows it: the conversation as a
 * message with its exchange, a status change the visitor sees at once, and an
 * answer that reaches the open chat, or the visitor's mail when they left.
 */

async function found(db: Database, id: string) {
  const conversation = await readConversation(db, id);
  if (!conversation) throw new AppError('not_found');
  return conversation;
}

async function chatAsInboxMessage(db: Database, live: LiveChat, id: string): Promise<InboxMessage> {
  const c = await found(db, id);
  return {
    kind: 'chat',
    id: c.id,
    name: c.name,
    email: c.email,
    subject: c.subject,
    priority: null,
    status: c.status,
    createdAt: c.createdAt.toISOString(),
    message: c.messages.find((m) => m.author === 'visitor')?.text ?? '',
    replies: [],
    conversation: { messages: c.messages, visitorOnline: live.visitorConnected(visitorKeyOf(c)) },
  };
}

async function setChatStatus(db: Database, live: LiveChat, id: string, status: InboxStatus): Promise<{ before: InboxStatus; subject: string }> {
  const c = await found(db, id);
  await setConversationStatus(db, id, status);
  live.toVisitor(visitorKeyOf(c), { type: 'status', status });
  return { before: c.status, subject: c.subject };
}

/** The inbox's view of the chat (admin/inbox.ts's InboxChat), as app.ts hands it to the console. */
export function inboxChat(deps: { db: Database; live: LiveChat; mailer: Mailer; logger: Logger }) {
  return {
    seen: (adminId: string) => deps.live.seen(adminId),
    message: (id: string) => chatAsInboxMessage(deps.db, deps.live, id),
    setStatus: (id: string, status: InboxStatus) => setChatStatus(deps.db, deps.live, id, status),
    answer: (id: string, admin: { id: string; email: string }, text: string) => answerChat(deps, id, admin, text),
  };
}

async function answerChat(
  deps: { db: Database; live: LiveChat; mailer: Mailer; logger: Logger },
  id: string,
  admin: { id: string; email: string },
  text: string,
): Promise<InboxReplyResult & { to: string; subject: string }> {
  const c = await found(deps.db, id);
  const message = await postTeamMessage(deps.db, id, admin.id, text);
  const key = visitorKeyOf(c);
  const live = deps.live.visitorConnected(key);
  deps.live.toVisitor(key, { type: 'message', message });
  deps.live.toVisitor(key, { type: 'status', status: 'answered' });
  // A visitor who left the chat hears by mail, when they left an address.
  let mailed = false;
  if (!live && c.email) {
    mailed = await deps.mailer.send(inboxReplyMail((c.userId ? await storedLanguage(deps.db, c.userId) : undefined) ?? 'en', c.email, c.subject, text)).then(
      () => true,
      (error: unknown) => {
        deps.logger.warn({ err: { message: (error as Error).message }, kind: 'chat', id }, 'could not mail a chat answer');
        return false;
      },
    );
  }
  return {
    reply: { id: message.id, text: message.text, adminEmail: admin.email, createdAt: message.createdAt },
    status: 'answered',
    mailed,
    live,
    to: c.email,
    subject: c.subject,
  };
}
