import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';
import { chatEmailSchema, chatMessageInputSchema, type ChatEvent, type ChatPostResult, type ChatState } from '../../../shared/chat.ts';
import { z } from '../../../shared/zod.ts';
import { emailField } from '../../../shared/contact.ts';
import type { Auth } from '../../auth/auth.ts';
import { optionalUser, type OptionalUserVariables } from '../../auth/optional-user.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { formBodyLimit } from '../../http/public-form.ts';
import { rateLimit, type RateLimitRule } from '../../http/rate-limit.ts';
import { privateNoStore } from '../../http/security.ts';
import { sseResponse } from '../../http/sse.ts';
import { parseJson, validated } from '../../http/validate.ts';
import type { LiveChat } from './live.ts';
import { closeConversation, currentConversation, listConversations, postVisitorMessage, readChatHours, readOwnConversation, setConversationEmail, subjectOf, type ChatVisitor } from './service.ts';

export interface ChatDeps {
  auth: Auth;
  db: Database;
  live: LiveChat;
  /** Signs the anonymous visitor's cookie (the auth secret). */
  cookieSecret: string;
  https: boolean;
  /** Opens a support ticket (features/support, handed in by app.ts): a message sent while nobody is online. */
  openTicket: (input: { name: string; email: string; subject: string; message: string; priority: 'medium' }, userId: string | null) => Promise<{ id: string }>;
  rateLimitEnabled: boolean;
  trustedProxies: string[];
}

/** The anonymous visitor's id, signed so that nobody can pick another visitor's. */
const visitorCookie = 'inkwell_chat';
const visitorCookieDays = 90;
/** A chat is many short messages: 30 per client per 10 minutes, where a form allows 5. */
const chatRateRule: RateLimitRule = { name: 'chat', max: 30, windowSeconds: 600 };
/** Opening the stream and reading the state: generous, but bounded for anonymous callers. */
const chatReadRule: RateLimitRule = { name: 'chat-read', max: 120, windowSeconds: 600 };

type ChatContext = Context<{ Variables: OptionalUserVariables }>;

/** The stream and the replies find a visitor by this key: the account, or the cookie's id. */
export const visitorKeyOf = (owner: { userId: string | null; visitorId: string | null }) => (owner.userId ? `user:${owner.userId}` : `visitor:${owner.visitorId}`);
const keyOf = (visitor: ChatVisitor) => visitorKeyOf(visitor.kind === 'user' ? { userId: visitor.userId, visitorId: null } : { userId: null, visitorId: visitor.visitorId });

export function chatRoutes(deps: ChatDeps) {
  const { db, live } = deps;
  const limit = (rule: RateLimitRule) => rateLimit({ db, enabled: deps.rateLimitEnabled, trustedProxies: deps.trustedProxies }, rule);

  /** The caller as the chat knows them; an anonymous caller without a cookie gets one when `create` is set. */
  async function visitorOf(c: ChatContext, create: boolean): Promise<ChatVisitor | null> {
    const user = c.get('user');
    if (user) return { kind: 'user', userId: user.id, name: user.name || user.email, email: user.email };
    const known = await getSignedCookie(c, deps.cookieSecret, visitorCookie);
    if (typeof known === 'string' && /^[A-Za-z0-9_-]{32}$/.test(known)) return { kind: 'anonymous', visitorId: known };
    if (!create) return null;
    const visitorId = randomBytes(24).toString('base64url');
    await setSignedCookie(c, visitorCookie, visitorId, deps.cookieSecret, {
      path: '/api/chat',
      httpOnly: true,
      secure: deps.https,
      sameSite: 'Lax',
      maxAge: visitorCookieDays * 24 * 3600,
    });
    return { kind: 'anonymous', visitorId };
  }

  async function stateOf(c: ChatContext, visitor: ChatVisitor | null): Promise<ChatState> {
    return {
      availability: { online: live.online(), hours: await readChatHours(db) },
      conversation: visitor ? await currentConversation(db, visitor) : null,
      accountEmail: c.get('user')?.email ?? null,
    };
  }

  return (
    new Hono<{ Variables: OptionalUserVariables }>()
      .use(optionalUser(deps.auth))
      // Before the no-store header below: a stream keeps its own caching headers (http/sse.ts).
      .get('/stream', limit(chatReadRule), async (c) => {
        const visitor = (await visitorOf(c, true))!;
        const events = live.visitorStream(keyOf(visitor), async (): Promise<ChatEvent> => ({ type: 'state', state: await stateOf(c, visitor) }), c.req.raw.signal);
        if (!events) throw new AppError('service_unavailable');
        // The cookie set above rides on the stream's answer.
        const cookie = c.res.headers.get('set-cookie');
        return sseResponse(events, cookie ? { 'set-cookie': cookie } : {});
      })
      .use(privateNoStore)
      .get('/', limit(chatReadRule), async (c) => c.json(await stateOf(c, await visitorOf(c, false))))
      .post('/messages', formBodyLimit, limit(chatRateRule), async (c) => {
        const input = await parseJson(c, chatMessageInputSchema);
        const user = c.get('user');
        if (!live.online()) {
          // Nobody of the team is here: the message becomes a ticket, answered by mail.
          const { email } = validated(z.object({ email: emailField }), { email: user?.email ?? input.email ?? '' });
          const name = user ? user.name || user.email : input.name?.trim() || email;
          const ticket = await deps.openTicket({ name, email, subject: subjectOf(input.text), message: input.text, priority: 'medium' }, user?.id ?? null);
          live.toTeam({ type: 'conversation', conversationId: ticket.id });
          return c.json({ mode: 'ticket', ticketId: ticket.id, email } satisfies ChatPostResult, 201);
        }
        const visitor = (await visitorOf(c, true))!;
        const { conversation, message } = await postVisitorMessage(db, visitor, input);
        live.toVisitor(keyOf(visitor), { type: 'message', message });
        live.toTeam({ type: 'conversation', conversationId: conversation.id });
        return c.json({ mode: 'chat', conversation } satisfies ChatPostResult, 201);
      })
      .put('/email', formBodyLimit, limit(chatRateRule), async (c) => {
        const { email } = await parseJson(c, chatEmailSchema);
        const visitor = await visitorOf(c, false);
        const conversation = visitor ? await setConversationEmail(db, visitor, email) : null;
        if (!conversation) throw new AppError('not_found');
        live.toTeam({ type: 'conversation', conversationId: conversation.id });
        return c.json(conversation);
      })
      .post('/close', limit(chatRateRule), async (c) => {
        const visitor = await visitorOf(c, false);
        const id = visitor ? await closeConversation(db, visitor) : null;
        if (!visitor || !id) throw new AppError('not_found');
        live.toVisitor(keyOf(visitor), { type: 'status', status: 'closed' });
        live.toTeam({ type: 'conversation', conversationId: id });
        return c.json({ status: 'closed' });
      })
      // ---- a signed-in visitor's conversations (History) ----
      .get('/conversations', async (c) => {
        const user = c.get('user');
        if (!user) throw new AppError('unauthorized');
        return c.json({ conversations: await listConversations(db, user.id) });
      })
      .get('/conversations/:id', async (c) => {
        const user = c.get('user');
        if (!user) throw new AppError('unauthorized');
        const conversation = await readOwnConversation(db, user.id, c.req.param('id'));
        if (!conversation) throw new AppError('not_found');
        return c.json(conversation);
      })
  );
}
