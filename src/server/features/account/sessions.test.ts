import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SignedInSession, SignedInSessions } from '../../../shared/account-security.ts';
import { sessions as sessionRows, users } from '../../db/schema.ts';
import en from '../../locales/en.json' with { type: 'json' };
import { expectApiError } from '../../testing/api-error.ts';
import { appForFile } from '../../testing/app-for-file.ts';
import { cookieHeader, createTestAppOn, type TestUser } from '../../testing/harness.ts';

const t = appForFile();

const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Another sign-in of the user, as another device would: its own cookie. */
async function signInAgain(user: TestUser, userAgent = firefoxOnWindows, remoteAddress = '203.0.113.7'): Promise<string> {
  const res = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: user.email, password: user.password }, headers: { 'user-agent': userAgent }, remoteAddress });
  expect(res.status, await res.clone().text()).toBe(200);
  return cookieHeader(res);
}

async function list(cookie: string): Promise<{ text: string; sessions: SignedInSession[] }> {
  const res = await t.request('/api/me/sessions', { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('cache-control')).toContain('no-store');
  const text = await res.text();
  return { text, sessions: (JSON.parse(text) as SignedInSessions).sessions };
}

const me = (cookie: string) => t.request('/api/me', { cookie });
const revoke = (cookie: string, id: string) => t.request(`/api/me/sessions/${id}`, { method: 'DELETE', cookie });
const revokeOthers = (cookie: string) => t.request('/api/me/sessions/revoke-others', { method: 'POST', json: {}, cookie });
const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('GET /api/me/sessions', () => {
  it('lists both sign-ins with browser, OS, IP and times; only the asking one is current; no token anywhere', async () => {
    const user = await t.signUp();
    const phone = await signInAgain(user, safariOnIphone, '198.51.100.20');
    const { text, sessions } = await list(user.cookie);

    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const other = sessions.find((s) => !s.current)!;
    expect(other).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9]+$/),
      browser: 'Safari',
      os: 'iOS',
      ipAddress: '198.51.100.20',
      createdAt: expect.stringMatching(isoTime),
      lastActiveAt: expect.stringMatching(isoTime),
      current: false,
    });
    const current = sessions.find((s) => s.current)!;
    expect(current.ipAddress).toBe('127.0.0.1');
    // No field names a token, and no session token value appears in the answer.
    expect(text).not.toMatch(/token/i);
    const tokens = [user.cookie, phone].map((cookie) => decodeURIComponent(/session_token=([^;.]+)/.exec(cookie)![1]!));
    for (const token of tokens) expect(text).not.toContain(token);

    // The phone's own list marks the phone as this device.
    const fromPhone = await list(phone);
    expect(fromPhone.sessions.find((s) => s.current)?.id).toBe(other.id);
  });

  it('shows a session in use as last active within minutes, not at its last daily refresh', async () => {
    const user = await t.signUp();
    const phone = await signInAgain(user, safariOnIphone);
    const phoneId = (await list(phone)).sessions.find((s) => s.current)!.id;
    // The phone last asked for anything ten minutes ago (its expiry was set then too).
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    await t.database.db
      .update(sessionRows)
      .set({ updatedAt: tenMinutesAgo, expiresAt: new Date(tenMinutesAgo.getTime() + 30 * 24 * 3600_000) })
      .where(eq(sessionRows.id, phoneId));
    const before = (await list(user.cookie)).sessions.find((s) => s.id === phoneId)!;
    expect(Date.parse(before.lastActiveAt)).toBe(tenMinutesAgo.getTime());
    // Now it is used again (a fresh app: no cached lookup of that cookie).
    const fresh = createTestAppOn(t.database);
    expect((await fresh.request('/api/me', { cookie: phone })).status).toBe(200);
    const after = (await list(user.cookie)).sessions.find((s) => s.id === phoneId)!;
    expect(Date.now() - Date.parse(after.lastActiveAt)).toBeLessThan(60_000);
  });

  it('answers 401 without a session', async () => {
    await expectApiError(await t.request('/api/me/sessions'), 'unauthorized');
  });
});

describe('DELETE /api/me/sessions/:id', () => {
  it('ends that session: its cookie gets 401 at once (even right after a cached request); a second delete is 404', async () => {
    const user = await t.signUp();
    const laptop = await signInAgain(user);
    expect((await me(laptop)).status).toBe(200); // now in the session cache
    const id = (await list(user.cookie)).sessions.find((s) => !s.current)!.id;

    const res = await revoke(user.cookie, id);
    expect(res.status).toBe(204);
    await expectApiError(await me(laptop), 'unauthorized');
    expect((await me(user.cookie)).status).toBe(200);
    expect((await list(user.cookie)).sessions.map((s) => s.current)).toEqual([true]);
    await expectApiError(await revoke(user.cookie, id), 'not_found');
  });

  it("another user's session id answers exactly like a missing one, and that session keeps working", async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const ownersId = (await list(owner.cookie)).sessions[0]!.id;

    const foreign = await revoke(stranger.cookie, ownersId);
    const missing = await revoke(stranger.cookie, 'noSuchSession0123456789abcdefABC');
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual(await missing.json());
    await expectApiError(await revoke(stranger.cookie, '%00bad%2F..'), 'not_found');
    expect((await me(owner.cookie)).status).toBe(200);
  });
});

describe('POST /api/me/sessions/revoke-others', () => {
  it('ends every other session and keeps this one', async () => {
    const user = await t.signUp();
    const laptop = await signInAgain(user);
    const phone = await signInAgain(user, safariOnIphone);
    expect((await me(phone)).status).toBe(200);

    const res = await revokeOthers(user.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ revoked: 2 });
    await expectApiError(await me(laptop), 'unauthorized');
    await expectApiError(await me(phone), 'unauthorized');
    const { sessions } = await list(user.cookie);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.current).toBe(true);
  });
});

describe('changing the email address', () => {
  const changeEmail = (cookie: string, json: unknown) => t.request('/api/auth/change-email', { method: 'POST', json, cookie });
  const mailsTo = (email: string, from: number) => t.mailbox.sent.slice(from).filter((m) => m.to === email);

  it('takes effect only after the link to the new address; the old one is told; sessions and 2FA state survive', async () => {
    const user = await t.signUp();
    const laptop = await signInAgain(user);
    await t.database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.userId));
    const sessionIds = (await list(user.cookie)).sessions.map((s) => s.id).sort();
    const newEmail = `moved-${randomUUID().slice(0, 8)}@example.com`;
    const from = t.mailbox.sent.length;

    const res = await changeEmail(user.cookie, { newEmail: newEmail.toUpperCase(), callbackURL: '/settings?tab=account&emailChange=done' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(mailsTo(newEmail, from).map((m) => m.subject)).toEqual([en.emails.changeEmailVerify.subject]);
    expect(mailsTo(user.email, from).map((m) => m.subject)).toEqual([en.emails.emailChangeRequested.subject]);
    expect(mailsTo(user.email, from)[0]?.text).toContain(newEmail);

    // Nothing changed yet.
    expect(((await (await me(user.cookie)).json()) as { email: string }).email).toBe(user.email);

    const link = t.mailbox.lastLinkTo(newEmail);
    const followed = await t.request(new URL(link).pathname + new URL(link).search, { cookie: user.cookie });
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('/settings?tab=account&emailChange=done');

    expect(((await (await me(user.cookie)).json()) as { email: string }).email).toBe(newEmail);
    expect((await me(laptop)).status).toBe(200);
    expect((await list(user.cookie)).sessions.map((s) => s.id).sort()).toEqual(sessionIds);
    const [row] = await t.database.db.select({ email: users.email, verified: users.emailVerified, twoFactor: users.twoFactorEnabled }).from(users).where(eq(users.id, user.userId));
    expect(row).toEqual({ email: newEmail, verified: true, twoFactor: true });
    const changed = mailsTo(user.email, from).at(-1);
    expect(changed?.subject).toBe(en.emails.emailChanged.subject);
    expect(changed?.text).toContain(newEmail);

    // The old address no longer signs in.
    const oldSignIn = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: user.email, password: user.password } });
    expect(oldSignIn.status).toBe(401);
  });

  it('a link followed while signed out changes the address but signs nobody in (no way round the password and two-factor sign-in)', async () => {
    const user = await t.signUp();
    const newEmail = `link-${randomUUID().slice(0, 8)}@example.com`;
    expect((await changeEmail(user.cookie, { newEmail, callbackURL: '/settings?tab=account&emailChange=done' })).status).toBe(200);
    const before = (await list(user.cookie)).sessions.length;
    const link = new URL(t.mailbox.lastLinkTo(newEmail));
    const followed = await t.request(link.pathname + link.search);
    expect(followed.status).toBe(302);
    expect(followed.headers.getSetCookie()).toEqual([]);
    const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, user.userId));
    expect(row?.email).toBe(newEmail);
    expect((await list(user.cookie)).sessions).toHaveLength(before);
  });

  it('refuses an invalid address and a callback off this site; the same address is a 400; a taken one sends nothing to it', async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    await expectApiError(await changeEmail(user.cookie, { newEmail: 'not-an-email' }), 'validation_failed', 'newEmail');
    await expectApiError(await changeEmail(user.cookie, { newEmail: 'a@example.com', callbackURL: 'https://evil.example/' }), 'validation_failed', 'callbackURL');
    await expectApiError(await changeEmail(user.cookie, { newEmail: 'a@example.com', callbackURL: '//evil.example/' }), 'validation_failed', 'callbackURL');
    expect((await changeEmail(user.cookie, { newEmail: user.email })).status).toBe(400);
    await expectApiError(await changeEmail('', { newEmail: 'a@example.com' }), 'unauthorized');

    const from = t.mailbox.sent.length;
    const taken = await changeEmail(user.cookie, { newEmail: other.email });
    // Answered like any other address, so the answer does not tell whether an account has it.
    expect(taken.status).toBe(200);
    expect(mailsTo(other.email, from)).toEqual([]);
    expect(((await (await me(user.cookie)).json()) as { email: string }).email).toBe(user.email);
  });
});
