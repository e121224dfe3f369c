import { desc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAuditPage, AdminUserDetail, AdminUserList } from '../../../shared/admin.ts';
import { auditLog, contactMessages, documents, inboxReplies, profiles, sessions, supportTickets, users, verifications } from '../../db/schema.ts';
import en from '../../locales/en.json' with { type: 'json' };
import { expectApiError } from '../../testing/api-error.ts';
import { cookieHeader, createTestApp, testClock, type TestApp, type TestUser } from '../../testing/harness.ts';
import { adminPageGuard } from './page-guard.ts';
import { containsPattern } from './users-service.ts';

let t: TestApp;
let boss: TestUser;
const clock = testClock(new Date());
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@example.com' }, { now: clock.now });
  boss = await t.signUpVerified('boss@example.com');
});
afterAll(async () => {
  await t.close();
});

const admin = (path: string, init: { method?: string; json?: unknown } = {}) => t.request(`/api/admin${path}`, { ...init, cookie: boss.cookie });

async function ok<T>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const answer = await res;
  const text = await answer.text();
  expect(answer.status, text).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
}

const detail = (id: string) => ok<AdminUserDetail>(admin(`/users/${id}`));
const list = (query: string) => ok<AdminUserList>(admin(`/users?${query}`));

async function auditOf(targetId: string): Promise<{ action: string; actorEmail: string; details: Record<string, unknown> }[]> {
  const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
  return rows.map((r) => ({ action: r.action, actorEmail: r.actorEmail, details: r.details }));
}

const signIn = (email: string, password: string) => t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });

describe('GET /api/admin/users', () => {
  const tag = `srch${Date.now().toString(36)}`;
  let made: TestUser[];
  beforeAll(async () => {
    made = [];
    for (let i = 0; i < 5; i++) {
      made.push(await t.signUp(`${tag}-${i}@example.com`));
      // Distinct creation times, oldest first.
      await t.database.db.update(users).set({ createdAt: new Date(Date.UTC(2026, 0, 1 + i)) }).where(eq(users.id, made[i]!.userId));
    }
    await t.database.db.update(users).set({ name: 'Zoë 100%_Real' }).where(eq(users.id, made[2]!.userId));
  });

  it('searches email case-insensitively, pages with a total, and sorts by created date both ways', async () => {
    const first = await list(`q=${tag.toUpperCase()}&pageSize=2`);
    expect(first.total).toBe(5);
    expect(first.users.map((u) => u.email)).toEqual([`${tag}-4@example.com`, `${tag}-3@example.com`]);
    const third = await list(`q=${tag}&pageSize=2&page=3`);
    expect(third.users.map((u) => u.email)).toEqual([`${tag}-0@example.com`]);
    const oldest = await list(`q=${tag}&sort=created_asc&pageSize=3`);
    expect(oldest.users.map((u) => u.email)).toEqual([0, 1, 2].map((i) => `${tag}-${i}@example.com`));
    expect(oldest.users[0]).toEqual({ id: made[0]!.userId, email: `${tag}-0@example.com`, name: '', role: 'user', plan: 'free', banned: false, createdAt: '2026-01-01T00:00:00.000Z' });
  });

  it('searches names, and % _ \\ in the query match only themselves', async () => {
    expect((await list('q=zoë')).users.map((u) => u.id)).toEqual([made[2]!.userId]);
    expect((await list(`q=${encodeURIComponent('100%_')}`)).users.map((u) => u.id)).toEqual([made[2]!.userId]);
    expect((await list(`q=${encodeURIComponent('%')}`)).users.map((u) => u.id)).toEqual([made[2]!.userId]);
    expect((await list(`q=${encodeURIComponent('_')}`)).total).toBe(1);
    expect((await list(`q=${encodeURIComponent('\\')}`)).total).toBe(0);
    expect(containsPattern('a%b_c\\')).toBe('%a\\%b\\_c\\\\%');
  });

  it.each([
    ['sort=name', 'sort'],
    ['page=0', 'page'],
    ['pageSize=101', 'pageSize'],
    [`q=${'x'.repeat(255)}`, 'q'],
  ])('?%s → 400 validation_failed naming %s', async (query, field) => {
    await expectApiError(await admin(`/users?${query}`), 'validation_failed', field);
  });
});

describe('GET /api/admin/users/:id', () => {
  it('shows plan, created, last sign-in, documents, 2FA and sessions (browser and OS, never a token)', async () => {
    const user = await t.signUp();
    const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const second = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: user.email, password: user.password }, headers: { 'user-agent': chrome }, remoteAddress: '203.0.113.9' });
    expect(second.status).toBe(200);
    for (const title of ['One', 'Two']) {
      expect((await t.request('/api/documents', { method: 'POST', json: { type: 'essay', title }, cookie: user.cookie })).status).toBe(201);
    }
    await t.database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.userId));

    const body = await detail(user.userId);
    expect(body).toMatchObject({ id: user.userId, email: user.email, plan: 'free', storedPlan: 'free', documentCount: 2, twoFactorEnabled: true, banned: false, banReason: null, emailVerified: false });
    expect(body.sessions).toHaveLength(2);
    const windows = body.sessions.find((s) => s.ipAddress === '203.0.113.9');
    expect(windows).toMatchObject({ browser: 'Chrome 131', os: 'Windows 10', userAgent: chrome });
    const [newest] = await t.database.db.select({ at: sessions.createdAt, token: sessions.token }).from(sessions).where(eq(sessions.userId, user.userId)).orderBy(sessions.createdAt);
    expect(body.lastSignInAt).not.toBeNull();
    expect(new Date(body.lastSignInAt!).getTime()).toBeGreaterThanOrEqual(newest!.at.getTime());
    const text = JSON.stringify(body);
    expect(text).not.toContain(newest!.token);
    expect(text).not.toContain('"token"');

    // Signed out everywhere, the last sign-in is still known.
    const signedInAt = body.lastSignInAt;
    expect((await admin(`/users/${user.userId}/revoke-sessions`, { method: 'POST', json: {} })).status).toBe(200);
    const after = await detail(user.userId);
    expect(after.sessions).toEqual([]);
    expect(after.lastSignInAt).toBe(signedInAt);
  });

  it('an unknown id → 404 not_found', async () => {
    await expectApiError(await admin('/users/no-such-user'), 'not_found');
  });
});

describe('PUT /api/admin/users/:id/plan', () => {
  it('Pro applies at once (GET /api/me says pro) and is audited; Free during a trial ends the trial', async () => {
    const user = await t.signUp();
    expect(await ok(admin(`/users/${user.userId}/plan`, { method: 'PUT', json: { plan: 'pro' } }))).toEqual({ plan: 'pro', mailed: true });
    expect(await ok(t.request('/api/me', { cookie: user.cookie }))).toMatchObject({ plan: 'pro' });
    expect(await auditOf(user.userId)).toEqual([{ action: 'user.plan', actorEmail: boss.email, details: { from: 'free', to: 'pro' } }]);

    const trialist = await t.signUp();
    expect((await t.request('/api/me/trial', { method: 'POST', cookie: trialist.cookie })).status).toBe(200);
    expect(await ok(t.request('/api/me', { cookie: trialist.cookie }))).toMatchObject({ plan: 'pro', trial: { state: 'active' } });
    await ok(admin(`/users/${trialist.userId}/plan`, { method: 'PUT', json: { plan: 'free' } }));
    expect(await ok(t.request('/api/me', { cookie: trialist.cookie }))).toMatchObject({ plan: 'free', trial: { state: 'ended' } });
    expect((await detail(trialist.userId)).trial.state).toBe('ended');
  });

  it('validates the plan and 404s an unknown id', async () => {
    const user = await t.signUp();
    await expectApiError(await admin(`/users/${user.userId}/plan`, { method: 'PUT', json: { plan: 'gold' } }), 'validation_failed', 'plan');
    await expectApiError(await admin('/users/nobody/plan', { method: 'PUT', json: { plan: 'pro' } }), 'not_found');
  });
});

describe('ban and unban', () => {
  it('ends every session at once, refuses the old cookie, and sign-in says the account is suspended; unban lets them in again', async () => {
    const user = await t.signUp();
    const other = await signIn(user.email, user.password);
    const otherCookie = cookieHeader(other);
    expect((await t.request('/api/documents', { cookie: otherCookie })).status).toBe(200);

    expect(await ok(admin(`/users/${user.userId}/ban`, { method: 'POST', json: { reason: '  Spam  ' } }))).toEqual({ banned: true, sessionsEnded: 2 });
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.userId))).toEqual([]);
    for (const cookie of [user.cookie, otherCookie]) await expectApiError(await t.request('/api/documents', { cookie }), 'unauthorized');
    const refused = await expectApiError(await signIn(user.email, user.password), 'account_suspended');
    expect(refused.error.message).toBe('This account is suspended. Contact support if you think this is a mistake.');
    expect(refused.error.message).not.toContain('Spam');
    expect(await detail(user.userId)).toMatchObject({ banned: true, banReason: 'Spam', sessions: [] });

    expect(await ok(admin(`/users/${user.userId}/unban`, { method: 'POST', json: {} }))).toEqual({ banned: false });
    expect((await signIn(user.email, user.password)).status).toBe(200);
    expect(await detail(user.userId)).toMatchObject({ banned: false, banReason: null });
    expect((await auditOf(user.userId)).map((a) => [a.action, a.details])).toEqual([
      ['user.ban', { reason: 'Spam', sessionsEnded: 2 }],
      ['user.unban', {}],
    ]);
  });

  it('needs a reason; an administrator cannot ban or delete themselves', async () => {
    const user = await t.signUp();
    await expectApiError(await admin(`/users/${user.userId}/ban`, { method: 'POST', json: { reason: ' ' } }), 'validation_failed', 'reason');
    await expectApiError(await admin(`/users/${user.userId}/ban`, { method: 'POST', json: { reason: 'r'.repeat(501) } }), 'validation_failed', 'reason');
    const self = await expectApiError(await admin(`/users/${boss.userId}/ban`, { method: 'POST', json: { reason: 'oops' } }), 'forbidden');
    expect(self.error.message).toMatch(/own account/);
    await expectApiError(await admin(`/users/${boss.userId}`, { method: 'DELETE' }), 'forbidden');
    expect((await t.request('/api/me', { cookie: boss.cookie })).status).toBe(200);
  });
});

describe('sessions, reset link, delete, invite', () => {
  it('revoke-sessions signs the user out everywhere', async () => {
    const user = await t.signUp();
    expect(await ok(admin(`/users/${user.userId}/revoke-sessions`, { method: 'POST', json: {} }))).toEqual({ sessionsEnded: 1 });
    await expectApiError(await t.request('/api/me', { cookie: user.cookie }), 'unauthorized');
    expect((await signIn(user.email, user.password)).status).toBe(200);
    expect((await auditOf(user.userId)).map((a) => a.action)).toEqual(['user.revoke_sessions']);
  });

  it('password-reset mails the user a reset link that sets a new password', async () => {
    const user = await t.signUp();
    const from = t.mailbox.sent.length;
    expect(await ok(admin(`/users/${user.userId}/password-reset`, { method: 'POST', json: {} }))).toEqual({ sent: true });
    const mails = t.mailbox.sent.slice(from);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[user.email, en.emails.reset.subject]]);
    const link = t.mailbox.lastLinkTo(user.email);
    const redirect = await t.request(link.replace(t.baseUrl, ''), { redirect: 'manual' });
    const token = new URL(redirect.headers.get('location')!, t.baseUrl).searchParams.get('token');
    expect(token).toBeTruthy();
    expect((await t.request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword: 'a-brand-new-password' } })).status).toBe(200);
    expect((await signIn(user.email, 'a-brand-new-password')).status).toBe(200);
    expect((await auditOf(user.userId)).map((a) => a.action)).toEqual(['user.password_reset']);
  });

  it('delete removes the account and every row tied to it, as Delete Account does', async () => {
    const user = await t.signUp();
    expect((await t.request('/api/documents', { method: 'POST', json: { type: 'essay', title: 'Mine' }, cookie: user.cookie })).status).toBe(201);
    expect((await t.request('/api/auth/request-password-reset', { method: 'POST', json: { email: user.email, redirectTo: '/reset-password' } })).status).toBe(200);
    // A ticket sent signed in and a message sent signed out with the same address, each answered from the inbox.
    const sent = async (path: string, json: Record<string, string>, cookie?: string) => {
      const answer = await t.request(path, { method: 'POST', json: { name: 'Del', email: user.email, subject: 'Help', message: 'My export is empty.', ...json }, cookie });
      expect(answer.status, await answer.clone().text()).toBe(201);
      return ((await answer.json()) as { id: string }).id;
    };
    const ticketId = await sent('/api/support/tickets', { priority: 'low' }, user.cookie);
    const messageId = await sent('/api/contact', {});
    expect((await admin(`/inbox/ticket/${ticketId}/reply`, { method: 'POST', json: { text: 'Fixed now.' } })).status).toBe(201);
    expect((await admin(`/inbox/contact/${messageId}/reply`, { method: 'POST', json: { text: 'Answered.' } })).status).toBe(201);
    const res = await admin(`/users/${user.userId}`, { method: 'DELETE' });
    expect(res.status, await res.clone().text()).toBe(204);
    const { db } = t.database;
    expect(await db.select().from(users).where(eq(users.id, user.userId))).toEqual([]);
    expect(await db.select().from(documents).where(eq(documents.userId, user.userId))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.userId))).toEqual([]);
    expect(await db.select().from(profiles).where(eq(profiles.id, user.userId))).toEqual([]);
    expect(await db.select().from(verifications).where(eq(verifications.value, user.userId))).toEqual([]);
    expect(await db.select().from(supportTickets).where(eq(supportTickets.id, ticketId))).toEqual([]);
    expect(await db.select().from(contactMessages).where(eq(contactMessages.id, messageId))).toEqual([]);
    expect(await db.select().from(inboxReplies).where(inArray(inboxReplies.messageId, [ticketId, messageId]))).toEqual([]);
    await expectApiError(await t.request('/api/me', { cookie: user.cookie }), 'unauthorized');
    await expectApiError(await admin(`/users/${user.userId}`), 'not_found');
    // The audit log keeps the action but names the account by a pseudonym: no row holds its id or email.
    expect(await auditOf(user.userId)).toEqual([]);
    const [deletion] = await db.select().from(auditLog).where(eq(auditLog.action, 'user.delete')).orderBy(desc(auditLog.createdAt)).limit(1);
    expect(deletion).toMatchObject({ actorEmail: boss.email, targetId: expect.stringMatching(/^deleted-account-[0-9a-f]{12}$/) });
    expect(deletion?.targetLabel).toBe(deletion?.targetId);
  });

  it('invite creates a verified account without a password and mails a link where the invitee chooses one; a taken email is refused', async () => {
    const email = `invitee-${Date.now()}@example.com`;
    const from = t.mailbox.sent.length;
    const created = await ok<{ id: string; email: string; mailed: boolean }>(admin('/users/invite', { method: 'POST', json: { email: email.toUpperCase(), name: 'Ivy' } }), 201);
    expect(created).toMatchObject({ email, mailed: true });
    expect(t.mailbox.sent.slice(from).map((m) => [m.to, m.subject])).toEqual([[email, en.emails.invite.subject]]);
    expect(await detail(created.id)).toMatchObject({ email, name: 'Ivy', emailVerified: true, role: 'user', plan: 'free' });
    // No password works before the link is used.
    await expectApiError(await signIn(email, 'correct-horse-battery'), 'invalid_credentials');

    const link = t.mailbox.lastLinkTo(email);
    const redirect = await t.request(link.replace(t.baseUrl, ''), { redirect: 'manual' });
    const location = new URL(redirect.headers.get('location')!, t.baseUrl);
    expect(location.pathname).toBe('/reset-password');
    const token = location.searchParams.get('token');
    expect((await t.request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword: 'my-own-password-1' } })).status).toBe(200);
    expect((await signIn(email, 'my-own-password-1')).status).toBe(200);

    await expectApiError(await admin('/users/invite', { method: 'POST', json: { email } }), 'email_taken');
    await expectApiError(await admin('/users/invite', { method: 'POST', json: { email: 'nope' } }), 'validation_failed', 'email');
    expect((await auditOf(created.id)).map((a) => a.action)).toEqual(['user.invite']);
  });
});

describe('GET /api/admin/audit', () => {
  it('lists actions newest first with who, what and whom, and pages back with `before`', async () => {
    const user = await t.signUp();
    await ok(admin(`/users/${user.userId}/revoke-sessions`, { method: 'POST', json: {} }));
    await ok(admin(`/users/${user.userId}/plan`, { method: 'PUT', json: { plan: 'pro' } }));
    await ok(admin('/plan', { method: 'PUT', json: { email: user.email, plan: 'free' } }));
    const first = await ok<AdminAuditPage>(admin('/audit?limit=2'));
    expect(first.entries.map((e) => [e.action, e.actorEmail, e.targetId, e.targetLabel])).toEqual([
      ['user.plan', boss.email, user.userId, user.email],
      ['user.plan', boss.email, user.userId, user.email],
    ]);
    expect(first.nextBefore).toBe(first.entries[1]!.createdAt);
    const next = await ok<AdminAuditPage>(admin(`/audit?limit=1&before=${encodeURIComponent(first.nextBefore!)}`));
    expect(next.entries.map((e) => e.action)).toEqual(['user.revoke_sessions']);
    await expectApiError(await admin('/audit?before=yesterday'), 'validation_failed', 'before');
  });
});

describe('the /admin page', () => {
  it('is the SPA for an administrator and a 404 (the same shell) for anyone else', async () => {
    const page = new Hono().get('/admin/*', adminPageGuard(t.auth, (c) => c.html('<div id="root"></div>', 200, { etag: '"shell"' })));
    const get = (cookie?: string) => page.request('http://localhost:3000/admin/users', { headers: cookie ? { cookie } : {} });
    const asAdmin = await get(boss.cookie);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('cache-control')).toBe('private, no-store');
    const user = await t.signUp();
    for (const answer of [await get(user.cookie), await get()]) {
      expect(answer.status).toBe(404);
      expect(await answer.text()).toBe('<div id="root"></div>');
      expect(answer.headers.get('etag')).toBeNull();
    }
  });
});
