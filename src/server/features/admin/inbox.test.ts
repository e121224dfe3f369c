import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { InboxMessage, InboxPage, InboxReplyResult } from '../../../shared/admin-content.ts';
import { defaultSettings } from '../../../shared/settings.ts';
import { auditLog, contactMessages, inboxReplies, supportTickets } from '../../db/schema.ts';
import de from '../../locales/de.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import { expectApiError } from '../../testing/api-error.ts';
import { appForFile, verifiedUserForFile } from '../../testing/app-for-file.ts';
import type { TestUser } from '../../testing/harness.ts';

const t = appForFile({ ADMIN_EMAILS: 'boss@example.com' }, { emptiedBeforeEach: [inboxReplies, contactMessages, supportTickets] });
const boss = verifiedUserForFile(t, 'boss@example.com');

const get = (path: string, user: TestUser | null = boss) => t.request(`/api/admin${path}`, { cookie: user?.cookie });
const send = (method: string, path: string, json: unknown, user: TestUser | null = boss) => t.request(`/api/admin${path}`, { method, json, cookie: user?.cookie });

async function list(query = ''): Promise<InboxPage> {
  const res = await get(`/inbox${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('cache-control')).toContain('no-store');
  return (await res.json()) as InboxPage;
}

/** Writes through the public forms, as a visitor (or a signed-in user) would. */
async function contact(fields: Partial<{ name: string; email: string; subject: string; message: string }> = {}, user?: TestUser) {
  const res = await t.request('/api/contact', {
    method: 'POST',
    json: { name: 'Ada Visitor', email: 'ada@example.org', subject: 'A question', message: 'How do I export?', ...fields },
    cookie: user?.cookie,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: string };
}

async function ticket(fields: Partial<{ name: string; email: string; subject: string; message: string; priority: string }> = {}, user?: TestUser): Promise<string> {
  const res = await t.request('/api/support/tickets', {
    method: 'POST',
    json: { name: 'Bo Customer', email: 'bo@example.org', subject: 'Export broken', message: 'The PDF is empty.', priority: 'high', ...fields },
    cookie: user?.cookie,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const auditOf = async (targetId: string) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId))).map((r) => ({ action: r.action, actorEmail: r.actorEmail, details: r.details }));

describe('GET /api/admin/inbox', () => {
  it('lists contact messages and tickets together, newest first, without the message bodies', async () => {
    const first = await contact({ subject: 'Oldest' });
    const middle = await ticket({ subject: 'Middle', priority: 'low' });
    const last = await contact({ subject: 'Newest' });
    const page = await list();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(page.items.map((i) => [i.kind, i.id, i.subject, i.priority, i.status])).toEqual([
      ['contact', last.id, 'Newest', null, 'open'],
      ['ticket', middle, 'Middle', 'low', 'open'],
      ['contact', first.id, 'Oldest', null, 'open'],
    ]);
    expect(Object.keys(page.items[0]!).sort()).toEqual(['createdAt', 'email', 'id', 'kind', 'name', 'priority', 'status', 'subject']);
  });

  it('filters by kind, status and priority (a priority leaves contact messages out)', async () => {
    await contact({ subject: 'Contact one' });
    const high = await ticket({ subject: 'High one', priority: 'high' });
    await ticket({ subject: 'Low one', priority: 'low' });
    expect((await list('?kind=contact')).items.map((i) => i.subject)).toEqual(['Contact one']);
    expect((await list('?kind=ticket')).items.map((i) => i.subject)).toEqual(['Low one', 'High one']);
    expect((await list('?priority=high')).items.map((i) => i.subject)).toEqual(['High one']);
    expect((await list('?kind=contact&priority=high')).items).toEqual([]);

    expect((await send('PUT', `/inbox/ticket/${high}/status`, { status: 'closed' })).status).toBe(200);
    expect((await list('?status=closed')).items.map((i) => i.subject)).toEqual(['High one']);
    expect((await list('?status=open')).items.map((i) => i.subject)).toEqual(['Low one', 'Contact one']);
  });

  it('searches subject, message, name and email, case-insensitively, with % and _ taken literally', async () => {
    await contact({ subject: 'Billing', message: 'Invoice missing', name: 'Carla', email: 'carla@example.org' });
    await ticket({ subject: 'Editor', message: 'Typing lags at 100% CPU', name: 'Dan', email: 'dan_x@example.org' });
    const subjects = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).items.map((i) => i.subject);
    expect(await subjects('billing')).toEqual(['Billing']);
    expect(await subjects('INVOICE')).toEqual(['Billing']);
    expect(await subjects('dan')).toEqual(['Editor']);
    expect(await subjects('carla@example')).toEqual(['Billing']);
    expect(await subjects('100%')).toEqual(['Editor']);
    expect(await subjects('%')).toEqual(['Editor']);
    expect(await subjects('_')).toEqual(['Editor']);
    expect(await subjects('nothing like this')).toEqual([]);
  });

  it('pages by 20', async () => {
    for (let i = 0; i < 22; i++) await ticket({ subject: `T${i}` });
    const one = await list();
    const two = await list('?page=2');
    expect(one.total).toBe(22);
    expect(one.items).toHaveLength(20);
    expect(two.items.map((i) => i.subject)).toEqual(['T1', 'T0']);
  });

  it.each([
    ['?kind=mail', 'kind'],
    ['?status=done', 'status'],
    ['?priority=urgent', 'priority'],
    ['?page=0', 'page'],
    [`?q=${'x'.repeat(201)}`, 'q'],
  ])('%s → 400 validation_failed naming %s', async (query, field) => {
    await expectApiError(await get(`/inbox${query}`), 'validation_failed', field);
  });
});

describe('GET /api/admin/inbox/:kind/:id', () => {
  it('answers the message with its body and no replies yet', async () => {
    const id = await ticket({ subject: 'Read me', message: 'The whole text.' });
    const res = await get(`/inbox/ticket/${id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ kind: 'ticket', id, subject: 'Read me', message: 'The whole text.', priority: 'high', status: 'open', replies: [] });
  });

  it('answers 404 for an unknown id, a malformed id, a ticket asked for as a contact message, or an unknown kind', async () => {
    const id = await ticket();
    await expectApiError(await get('/inbox/ticket/00000000-0000-4000-8000-000000000000'), 'not_found');
    await expectApiError(await get('/inbox/ticket/not-a-uuid'), 'not_found');
    await expectApiError(await get(`/inbox/contact/${id}`), 'not_found');
    await expectApiError(await get(`/inbox/mail/${id}`), 'not_found');
  });
});

describe('POST /api/admin/inbox/:kind/:id/reply', () => {
  it('mails the sender, keeps the reply with the ticket, marks it answered, and logs it', async () => {
    const id = await ticket({ subject: 'Export broken', email: 'bo@example.org' });
    const from = t.mailbox.sent.length;
    const res = await send('POST', `/inbox/ticket/${id}/reply`, { text: '  Try again now: fixed.  ' });
    expect(res.status, await res.clone().text()).toBe(201);
    const body = (await res.json()) as InboxReplyResult;
    expect(body).toMatchObject({ status: 'answered', mailed: true, reply: { text: 'Try again now: fixed.', adminEmail: 'boss@example.com' } });

    const mails = t.mailbox.sent.slice(from);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('bo@example.org');
    expect(mails[0]!.subject).toBe(en.emails.inboxReply.subject.replace('{{subject}}', 'Export broken'));
    expect(mails[0]!.text).toContain('Try again now: fixed.');
    expect(mails[0]!.text).toContain(en.emails.greeting);

    const message = (await (await get(`/inbox/ticket/${id}`)).json()) as InboxMessage;
    expect(message.status).toBe('answered');
    expect(message.replies.map((r) => r.text)).toEqual(['Try again now: fixed.']);
    expect((await list('?status=answered')).items.map((i) => i.id)).toEqual([id]);
    expect(await auditOf(id)).toEqual([{ action: 'inbox.reply', actorEmail: 'boss@example.com', details: { kind: 'ticket', subject: 'Export broken', mailed: true } }]);

    // A second reply comes after the first.
    expect((await send('POST', `/inbox/ticket/${id}/reply`, { text: 'And a follow-up.' })).status).toBe(201);
    const again = (await (await get(`/inbox/ticket/${id}`)).json()) as InboxMessage;
    expect(again.replies.map((r) => r.text)).toEqual(['Try again now: fixed.', 'And a follow-up.']);
  });

  it('writes to a signed-in sender in their language; to a visitor in English', async () => {
    const user = await t.signUp();
    expect((await t.request('/api/settings', { method: 'PUT', json: { ...defaultSettings, language: 'de' }, cookie: user.cookie })).status).toBe(200);
    const fromUser = await contact({ subject: 'Frage', email: user.email }, user);
    const fromVisitor = await contact({ subject: 'Question', email: 'visitor@example.org' });
    const from = t.mailbox.sent.length;
    expect((await send('POST', `/inbox/contact/${fromUser.id}/reply`, { text: 'Antwort.' })).status).toBe(201);
    expect((await send('POST', `/inbox/contact/${fromVisitor.id}/reply`, { text: 'Answer.' })).status).toBe(201);
    const mails = t.mailbox.sent.slice(from);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [user.email, de.emails.inboxReply.subject.replace('{{subject}}', 'Frage')],
      ['visitor@example.org', en.emails.inboxReply.subject.replace('{{subject}}', 'Question')],
    ]);
    expect(mails[0]!.text).toContain(de.emails.greeting);
  });

  it('keeps a reply whose mail failed, says mailed false, and leaves the status open', async () => {
    const id = await ticket();
    const sendMail = t.mailbox.send;
    t.mailbox.send = () => Promise.reject(new Error('SMTP down'));
    let res: Response;
    try {
      res = await send('POST', `/inbox/ticket/${id}/reply`, { text: 'Lost?' });
    } finally {
      t.mailbox.send = sendMail;
    }
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ status: 'open', mailed: false });
    const message = (await (await get(`/inbox/ticket/${id}`)).json()) as InboxMessage;
    expect(message).toMatchObject({ status: 'open', replies: [{ text: 'Lost?' }] });
  });

  it.each([
    ['empty', { text: '' }, 'text'],
    ['blank', { text: '   ' }, 'text'],
    ['10,001 characters', { text: 'x'.repeat(10_001) }, 'text'],
    ['missing', {}, 'text'],
    ['with an unknown field', { text: 'Hi', to: 'someone@example.org' }, undefined],
  ])('a reply %s → 400 validation_failed, nothing sent or stored', async (_case, json, field) => {
    const id = await ticket();
    const from = t.mailbox.sent.length;
    await expectApiError(await send('POST', `/inbox/ticket/${id}/reply`, json), 'validation_failed', field);
    expect(t.mailbox.sent.length).toBe(from);
    expect(await t.database.db.select().from(inboxReplies).where(eq(inboxReplies.messageId, id))).toEqual([]);
  });

  it('an unknown message → 404, nothing sent or stored', async () => {
    const from = t.mailbox.sent.length;
    await expectApiError(await send('POST', '/inbox/contact/00000000-0000-4000-8000-000000000000/reply', { text: 'Hello?' }), 'not_found');
    expect(t.mailbox.sent.length).toBe(from);
    expect(await t.database.db.select().from(inboxReplies)).toEqual([]);
  });
});

describe('PUT /api/admin/inbox/:kind/:id/status', () => {
  it('changes the status and logs from → to', async () => {
    const row = await contact();
    const res = await send('PUT', `/inbox/contact/${row.id}/status`, { status: 'closed' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'closed' });
    const [stored] = await t.database.db.select({ status: contactMessages.status }).from(contactMessages).where(eq(contactMessages.id, row.id));
    expect(stored?.status).toBe('closed');
    expect(await auditOf(row.id)).toEqual([{ action: 'inbox.status', actorEmail: 'boss@example.com', details: { kind: 'contact', from: 'open', to: 'closed' } }]);
  });

  it('refuses an unknown status (400) and an unknown message (404)', async () => {
    const id = await ticket();
    await expectApiError(await send('PUT', `/inbox/ticket/${id}/status`, { status: 'spam' }), 'validation_failed', 'status');
    await expectApiError(await send('PUT', '/inbox/ticket/00000000-0000-4000-8000-000000000000/status', { status: 'closed' }), 'not_found');
    const [stored] = await t.database.db.select({ status: supportTickets.status }).from(supportTickets).where(and(eq(supportTickets.id, id)));
    expect(stored?.status).toBe('open');
  });
});

describe('the inbox for anyone else', () => {
  it('a user gets 403 and a signed-out client 401 on every inbox route; nothing changes', async () => {
    const id = await ticket();
    const user = await t.signUp();
    const routes: [string, string, unknown][] = [
      ['GET', '/inbox', undefined],
      ['GET', `/inbox/ticket/${id}`, undefined],
      ['PUT', `/inbox/ticket/${id}/status`, { status: 'closed' }],
      ['POST', `/inbox/ticket/${id}/reply`, { text: 'Hi' }],
    ];
    const from = t.mailbox.sent.length;
    for (const [method, path, json] of routes) {
      await expectApiError(await send(method, path, json, user), 'forbidden');
      await expectApiError(await send(method, path, json, null), 'unauthorized');
    }
    expect(t.mailbox.sent.length).toBe(from);
    expect((await list()).items[0]?.status).toBe('open');
  });
});
