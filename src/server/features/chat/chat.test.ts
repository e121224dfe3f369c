import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { InboxMessage, InboxPage, InboxReplyResult } from '../../../shared/admin-content.ts';
import type { ChatEvent, ChatPostResult, ChatState, ChatSummary } from '../../../shared/chat.ts';
import { auditLog, chatConversations, chatMessages, supportTickets } from '../../db/schema.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { appForFile, verifiedUserForFile } from '../../testing/app-for-file.ts';
import { createTestApp, testClock } from '../../testing/harness.ts';
import { presenceWindowMs } from './live.ts';

const clock = testClock(new Date());
const t = appForFile({ ADMIN_EMAILS: 'boss@example.com' }, { now: clock.now, emptiedBeforeEach: [chatConversations, supportTickets] });
const boss = verifiedUserForFile(t, 'boss@example.com');
beforeEach(() => {
  // Every test starts with the team gone (the window has passed since the last console request).
  clock.advance(presenceWindowMs + 1000);
});

/** The team opens the console: any admin request counts. */
async function teamOnline() {
  const res = await t.request('/api/admin/inbox', { cookie: boss.cookie });
  expect(res.status).toBe(200);
}

const cookieOf = (res: Response) => res.headers.get('set-cookie')?.split(';')[0] ?? '';

async function post(json: unknown, cookie?: string) {
  return t.request('/api/chat/messages', { method: 'POST', json, cookie });
}

async function chatState(cookie?: string): Promise<ChatState> {
  const res = await t.request('/api/chat', { cookie });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toContain('no-store');
  return (await res.json()) as ChatState;
}

/** Reads a stream's events as they come; `next()` waits for one. */
function readEvents(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(): Promise<ChatEvent> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const chunk = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          return JSON.parse(chunk.replace(/^data: /, '')) as ChatEvent;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

describe('the support chat with nobody of the team online', () => {
  it('says so, and a message becomes a ticket answered by mail', async () => {
    const state = await chatState();
    expect(state).toEqual({ availability: { online: false, hours: null }, conversation: null, accountEmail: null });

    const withoutEmail = await post({ text: 'Is anyone there?' });
    await expectApiError(withoutEmail, 'validation_failed', 'email');

    const res = await post({ text: 'My PDF export is blank. Can you help?', name: 'Ada', email: 'ada@example.org' });
    expect(res.status).toBe(201);
    const body = (await res.json()) as ChatPostResult;
    expect(body).toEqual({ mode: 'ticket', ticketId: expect.any(String), email: 'ada@example.org' });
    const [ticket] = await t.database.db.select().from(supportTickets);
    expect(ticket).toMatchObject({ name: 'Ada', email: 'ada@example.org', subject: 'My PDF export is blank. Can you help?', message: 'My PDF export is blank. Can you help?', status: 'open' });
    expect(await t.database.db.select().from(chatConversations)).toEqual([]);
  });

  it("uses a signed-in visitor's own address", async () => {
    const user = await t.signUp();
    const res = await post({ text: 'Where are my old essays?' }, user.cookie);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ mode: 'ticket', email: user.email });
  });
});

describe('the support chat with the team online', () => {
  it('keeps an anonymous conversation through a signed cookie, which another visitor cannot forge', async () => {
    await teamOnline();
    expect((await chatState()).availability.online).toBe(true);
    const first = await post({ text: 'Hello, a question about templates', name: 'Bo' });
    expect(first.status).toBe(201);
    const cookie = cookieOf(first);
    expect(first.headers.get('set-cookie')).toMatch(/^inkwell_chat=[^;]+\.[^;]+;.*HttpOnly/i);
    expect(first.headers.get('set-cookie')).toMatch(/SameSite=Lax/i);
    const body = (await first.json()) as Extract<ChatPostResult, { mode: 'chat' }>;
    expect(body.conversation.messages.map((m) => [m.author, m.text])).toEqual([['visitor', 'Hello, a question about templates']]);

    const again = await post({ text: 'Second line' }, cookie);
    expect(again.status).toBe(201);
    expect((await chatState(cookie)).conversation?.messages.map((m) => m.text)).toEqual(['Hello, a question about templates', 'Second line']);
    expect((await chatState()).conversation).toBeNull();

    const [name, value] = cookie.split('=') as [string, string];
    const forged = `${name}=${'A'.repeat(32)}${value.slice(value.indexOf('.'))}`;
    expect((await chatState(forged)).conversation).toBeNull();
  });

  it('shows the conversation in the inbox, and the answer reaches the open chat at once', async () => {
    await teamOnline();
    const first = await post({ text: 'Can I export to LaTeX?', name: 'Cy' });
    const cookie = cookieOf(first);
    const { conversation } = (await first.json()) as Extract<ChatPostResult, { mode: 'chat' }>;

    const page = (await (await t.request('/api/admin/inbox?kind=chat', { cookie: boss.cookie })).json()) as InboxPage;
    expect(page.items).toEqual([expect.objectContaining({ kind: 'chat', id: conversation.id, name: 'Cy', subject: 'Can I export to LaTeX?', status: 'open' })]);
    const found = (await (await t.request('/api/admin/inbox?q=latex', { cookie: boss.cookie })).json()) as InboxPage;
    expect(found.items.map((i) => i.id)).toEqual([conversation.id]);

    const stream = await t.request('/api/chat/stream', { cookie });
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = readEvents(stream);
    const start = await events.next();
    expect(start).toMatchObject({ type: 'state', state: { conversation: { id: conversation.id } } });

    const opened = (await (await t.request(`/api/admin/inbox/chat/${conversation.id}`, { cookie: boss.cookie })).json()) as InboxMessage;
    expect(opened.conversation).toEqual({ messages: [expect.objectContaining({ author: 'visitor', text: 'Can I export to LaTeX?' })], visitorOnline: true });

    const reply = await t.request(`/api/admin/inbox/chat/${conversation.id}/reply`, { method: 'POST', json: { text: 'Yes: Markdown, then pandoc.' }, cookie: boss.cookie });
    expect(reply.status).toBe(201);
    expect(await reply.json()).toMatchObject({ status: 'answered', mailed: false, live: true } satisfies Partial<InboxReplyResult>);
    expect(await events.next()).toMatchObject({ type: 'message', message: { author: 'team', text: 'Yes: Markdown, then pandoc.' } });
    expect(await events.next()).toEqual({ type: 'status', status: 'answered' });

    // Closing it in the console ends the chat for the visitor; the next message starts a new one.
    const closed = await t.request(`/api/admin/inbox/chat/${conversation.id}/status`, { method: 'PUT', json: { status: 'closed' }, cookie: boss.cookie });
    expect(closed.status).toBe(200);
    expect(await events.next()).toEqual({ type: 'status', status: 'closed' });
    await events.cancel();
    const next = (await (await post({ text: 'One more thing' }, cookie)).json()) as Extract<ChatPostResult, { mode: 'chat' }>;
    expect(next.conversation.id).not.toBe(conversation.id);

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, conversation.id));
    expect(audit.map((a) => [a.action, a.details])).toEqual(
      expect.arrayContaining([
        ['inbox.reply', { kind: 'chat', subject: 'Can I export to LaTeX?', mailed: false, live: true }],
        ['inbox.status', { kind: 'chat', from: 'answered', to: 'closed' }],
      ]),
    );
  });

  it('mails the answer to a visitor who left the chat and an address', async () => {
    await teamOnline();
    const first = await post({ text: 'Need help with my CV', name: 'Di' });
    const cookie = cookieOf(first);
    const { conversation } = (await first.json()) as Extract<ChatPostResult, { mode: 'chat' }>;
    const saved = await t.request('/api/chat/email', { method: 'PUT', json: { email: 'di@example.org' }, cookie });
    expect(saved.status).toBe(200);

    const sentBefore = t.mailbox.sent.length;
    const reply = await t.request(`/api/admin/inbox/chat/${conversation.id}/reply`, { method: 'POST', json: { text: 'Try the Modern template.' }, cookie: boss.cookie });
    expect(await reply.json()).toMatchObject({ mailed: true, live: false });
    const mail = t.mailbox.sent.slice(sentBefore);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: 'di@example.org' });
    expect(mail[0]?.text).toContain('Try the Modern template.');
    // And it waits in the chat for their return.
    expect((await chatState(cookie)).conversation?.messages.at(-1)).toMatchObject({ author: 'team', text: 'Try the Modern template.' });
  });

  it('counts the team as gone once the console has been quiet for the window', async () => {
    await teamOnline();
    clock.advance(presenceWindowMs - 1000);
    expect((await chatState()).availability.online).toBe(true);
    clock.advance(2000);
    expect((await chatState()).availability.online).toBe(false);
  });

  it('keeps text as text, and refuses an empty, an over-long or a huge message', async () => {
    await teamOnline();
    const markup = '<img src=x onerror=alert(1)> & <script>';
    const res = await post({ text: markup });
    expect(((await res.json()) as Extract<ChatPostResult, { mode: 'chat' }>).conversation.messages[0]?.text).toBe(markup);
    await expectApiError(await post({ text: '   ' }), 'validation_failed', 'text');
    await expectApiError(await post({ text: 'x'.repeat(2001) }), 'validation_failed', 'text');
    await expectApiError(
      await t.request('/api/chat/messages', { method: 'POST', body: JSON.stringify({ text: 'x'.repeat(40_000) }), headers: { 'content-type': 'application/json' } }),
      'payload_too_large',
    );
  });
});

describe("a signed-in visitor's conversations", () => {
  it('are listed for History, and another user asking for one gets what a missing id gets', async () => {
    await teamOnline();
    const user = await t.signUp();
    const { conversation } = (await (await post({ text: 'About my subscription' }, user.cookie)).json()) as Extract<ChatPostResult, { mode: 'chat' }>;
    const [row] = await t.database.db.select().from(chatConversations).where(eq(chatConversations.id, conversation.id));
    expect(row).toMatchObject({ userId: user.userId, visitorId: null, email: user.email });

    const list = (await (await t.request('/api/chat/conversations', { cookie: user.cookie })).json()) as { conversations: ChatSummary[] };
    expect(list.conversations).toEqual([expect.objectContaining({ id: conversation.id, subject: 'About my subscription', status: 'open' })]);
    const one = await t.request(`/api/chat/conversations/${conversation.id}`, { cookie: user.cookie });
    expect(((await one.json()) as { messages: unknown[] }).messages).toHaveLength(1);

    const other = await t.signUp();
    const theirs = await t.request(`/api/chat/conversations/${conversation.id}`, { cookie: other.cookie });
    const missing = await t.request('/api/chat/conversations/00000000-0000-4000-8000-000000000000', { cookie: other.cookie });
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual(await missing.json());
    expect(((await (await t.request('/api/chat/conversations', { cookie: other.cookie })).json()) as { conversations: unknown[] }).conversations).toEqual([]);
    await expectApiError(await t.request('/api/chat/conversations'), 'unauthorized');
  });

  it('end with the visitor: Close ends it', async () => {
    await teamOnline();
    const user = await t.signUp();
    await post({ text: 'Thanks, all good' }, user.cookie);
    const closed = await t.request('/api/chat/close', { method: 'POST', cookie: user.cookie });
    expect(closed.status).toBe(200);
    expect((await chatState(user.cookie)).conversation).toBeNull();
    await expectApiError(await t.request('/api/chat/close', { method: 'POST', cookie: user.cookie }), 'not_found');
  });
});

describe('the chat hours', () => {
  const hours = { timeZone: 'Europe/London', days: [5, 1, 2, 3, 4], opens: '09:00', closes: '17:30' };

  it('are set by an administrator, logged, and shown to visitors', async () => {
    const res = await t.request('/api/admin/chat/hours', { method: 'PUT', json: { hours }, cookie: boss.cookie });
    expect(res.status).toBe(200);
    expect((await chatState()).availability.hours).toEqual({ ...hours, days: [1, 2, 3, 4, 5] });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'chat.hours'));
    expect(entry?.details).toMatchObject({ from: null, to: { timeZone: 'Europe/London' } });

    await t.request('/api/admin/chat/hours', { method: 'PUT', json: { hours: null }, cookie: boss.cookie });
    expect((await chatState()).availability.hours).toBeNull();
  });

  it('refuse an unknown time zone, a day out of range, and closing before opening', async () => {
    const cases: Array<[object, string]> = [
      [{ ...hours, timeZone: 'Mars/Olympus' }, 'hours.timeZone'],
      [{ ...hours, days: [0] }, 'hours.days.0'],
      [{ ...hours, opens: '18:00' }, 'hours.closes'],
    ];
    for (const [bad, field] of cases) {
      await expectApiError(await t.request('/api/admin/chat/hours', { method: 'PUT', json: { hours: bad }, cookie: boss.cookie }), 'validation_failed', field);
    }
  });

  it('are the administrators’ alone to change', async () => {
    const user = await t.signUp();
    await expectApiError(await t.request('/api/admin/chat/hours', { method: 'PUT', json: { hours }, cookie: user.cookie }), 'forbidden');
    await expectApiError(await t.request('/api/admin/chat/stream', { cookie: user.cookie }), 'forbidden');
    await expectApiError(await t.request('/api/admin/chat/hours', { cookie: user.cookie }), 'forbidden');
    await expectApiError(await t.request('/api/admin/chat/hours', { method: 'PUT', json: { hours } }), 'unauthorized');
    await expectApiError(await t.request('/api/admin/chat/stream'), 'unauthorized');
  });
});

describe('the chat of a deleted account', () => {
  it('goes with it', async () => {
    await teamOnline();
    const user = await t.signUp();
    await post({ text: 'Please delete me afterwards' }, user.cookie);
    const res = await t.request(`/api/admin/users/${user.userId}`, { method: 'DELETE', cookie: boss.cookie });
    expect(res.status).toBe(204);
    expect(await t.database.db.select().from(chatConversations).where(eq(chatConversations.userId, user.userId))).toEqual([]);
    expect(await t.database.db.select().from(chatMessages)).toEqual([]);
  });
});

describe('the chat rate limit', () => {
  it('answers 429 with Retry-After after 30 messages in 10 minutes from one client', async () => {
    const limited = await createTestApp({ ADMIN_EMAILS: 'boss@example.com', RATE_LIMIT_ENABLED: 'true' });
    try {
      const admin = await limited.signUpVerified('boss@example.com');
      await limited.request('/api/admin/inbox', { cookie: admin.cookie });
      let cookie: string | undefined;
      for (let i = 0; i < 30; i++) {
        const res = await limited.request('/api/chat/messages', { method: 'POST', json: { text: `message ${i}` }, cookie, remoteAddress: '203.0.113.9' });
        expect(res.status).toBe(201);
        cookie ??= cookieOf(res);
      }
      const over = await limited.request('/api/chat/messages', { method: 'POST', json: { text: 'one too many' }, cookie, remoteAddress: '203.0.113.9' });
      await expectApiError(over, 'rate_limited');
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      const stored = await limited.database.db.select().from(chatMessages);
      expect(stored).toHaveLength(30);
    } finally {
      await limited.close();
    }
  });
});
