import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../testing/api-error.ts';
import { cookieHeader, createTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { rowsMentioning, tablesOf } from '../../testing/rows-mentioning.ts';
import { base32Bytes, currentStep, totp } from '../../testing/totp.ts';

/**
 * Deleting an account needs more than the session: its password, and with
 * two-factor sign-in on a current code. A second app has the rate limits on,
 * as in the product, so the counters they keep are among the rows that must
 * go (it signs up only three accounts: better-auth allows three sign-ups from
 * one address in 10 s).
 */

let t: TestApp;
let limited: TestApp;
let boss: TestUser;
let guesser: TestUser;
let leaver: TestUser;
beforeAll(async () => {
  [t, limited] = await Promise.all([createTestApp(), createTestApp({ RATE_LIMIT_ENABLED: 'true', ADMIN_EMAILS: 'owner@example.com' })]);
  boss = await limited.signUpVerified('owner@example.com');
  guesser = await limited.signUp();
  leaver = await limited.signUp();
});
afterAll(async () => {
  await Promise.all([t.close(), limited.close()]);
});

const deleteAccount = (user: { cookie: string }, json: unknown, app = t) => app.request('/api/me', { method: 'DELETE', json, cookie: user.cookie });
const signedIn = async (user: { cookie: string }, app = t) => (await app.request('/api/me', { cookie: user.cookie })).status === 200;
const newUser = () => t.signUp(`leaving-${randomUUID().slice(0, 8)}@example.com`);

/** Turns 2FA on for a signed-in user (enable + the first code), as Settings › Security does; returns the key and backup codes. */
async function withTwoFactor(user: TestUser): Promise<TestUser & { key: Buffer; backupCodes: string[]; enabledAt: number }> {
  const enable = await t.request('/api/auth/two-factor/enable', { method: 'POST', json: { password: user.password }, cookie: user.cookie });
  expect(enable.status, await enable.clone().text()).toBe(200);
  const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
  const key = base32Bytes(new URL(totpURI).searchParams.get('secret')!);
  const enabledAt = currentStep();
  const verify = await t.request('/api/auth/two-factor/verify-totp', { method: 'POST', json: { code: totp(key, enabledAt) }, cookie: user.cookie });
  expect(verify.status, await verify.clone().text()).toBe(200);
  // Turning 2FA on issues a new session cookie.
  const cookie = cookieHeader(verify) || user.cookie;
  return { ...user, cookie, key, backupCodes, enabledAt };
}

describe('DELETE /api/me asks for the password', () => {
  it('the email typed alone, or with a wrong password, answers 403 and deletes nothing', async () => {
    const user = await newUser();
    await t.request('/api/documents', { method: 'POST', json: { type: 'essay', title: 'Keep me', content: 'Still here.' }, cookie: user.cookie });
    const before = await rowsMentioning(t.database.db, user.userId, user.email);
    await expectApiError(await deleteAccount(user, { email: user.email }), 'validation_failed', 'password');
    await expectApiError(await deleteAccount(user, { email: user.email, password: 'not-my-password' }), 'identity_not_confirmed', 'password');
    // Another account's password is no better.
    const other = await newUser();
    await expectApiError(await deleteAccount(user, { email: user.email, password: `${other.password}!` }), 'identity_not_confirmed', 'password');
    const res = await deleteAccount(user, { email: user.email, password: 'not-my-password' });
    expect(res.status).toBe(403);
    expect(await rowsMentioning(t.database.db, user.userId, user.email)).toHaveLength(before.length);
    expect(await signedIn(user)).toBe(true);
  });

  it('a session guessing passwords is stopped after 10 attempts with 429 and Retry-After', async () => {
    const user = guesser;
    for (let i = 0; i < 10; i++) await expectApiError(await deleteAccount(user, { email: user.email, password: `guess-${i}` }, limited), 'identity_not_confirmed', 'password');
    const stopped = await deleteAccount(user, { email: user.email, password: user.password }, limited);
    await expectApiError(stopped, 'rate_limited');
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await signedIn(user, limited)).toBe(true);
  });

  it('the right password deletes the account, and no row anywhere holds its id or email afterwards', async () => {
    const user = leaver;
    const db = limited.database.db;
    // Rows that hold the address or the id by value: a failed sign-in (the per-account back-off),
    // a rate-limit counter (the trial and the delete attempts), and an administrator's action on the account.
    const failed = await limited.request('/api/auth/sign-in/email', { method: 'POST', json: { email: user.email, password: 'wrong-password-1' }, remoteAddress: '10.9.8.7' });
    expect(failed.status, await failed.clone().text()).toBe(401);
    expect((await limited.request('/api/me/trial', { method: 'POST', cookie: user.cookie })).status).toBe(200);
    expect((await limited.request(`/api/admin/users/${user.userId}/plan`, { method: 'PUT', json: { plan: 'free' }, cookie: boss.cookie })).status).toBe(200);
    await expectApiError(await deleteAccount(user, { email: user.email, password: 'wrong-password-2' }, limited), 'identity_not_confirmed', 'password');
    const before = tablesOf(await rowsMentioning(db, user.userId, user.email));
    expect(before).toEqual(expect.arrayContaining(['users', 'accounts', 'sessions', 'sign_in_failures', 'request_limits', 'audit_log']));

    const res = await deleteAccount(user, { email: user.email, password: user.password }, limited);
    expect(res.status, await res.clone().text()).toBe(204);
    expect(await rowsMentioning(db, user.userId, user.email)).toEqual([]);
    expect(await signedIn(user, limited)).toBe(false);
    // The administrator's audit log still has the entry, under a pseudonym.
    const audit = await limited.request('/api/admin/audit', { cookie: boss.cookie });
    const { entries } = (await audit.json()) as { entries: { action: string; targetLabel: string | null }[] };
    expect(entries.find((e) => e.action === 'user.plan')?.targetLabel).toMatch(/^deleted-account-[0-9a-f]{12}$/);
  });
});

describe('DELETE /api/me with two-factor sign-in on', () => {
  it('asks for a code: none, a wrong one or one already used answers 403 naming the code, and nothing is deleted', async () => {
    const user = await withTwoFactor(await newUser());
    const confirm = { email: user.email, password: user.password };
    await expectApiError(await deleteAccount(user, confirm), 'identity_not_confirmed', 'code');
    await expectApiError(await deleteAccount(user, { ...confirm, code: '000000' === totp(user.key, currentStep()) ? '111111' : '000000' }), 'identity_not_confirmed', 'code');
    // The code that turned 2FA on was accepted once: it cannot be replayed.
    await expectApiError(await deleteAccount(user, { ...confirm, code: totp(user.key, user.enabledAt) }), 'identity_not_confirmed', 'code');
    // A right code with a wrong password: the password is checked first.
    await expectApiError(await deleteAccount(user, { ...confirm, password: 'wrong', code: totp(user.key, user.enabledAt + 1) }), 'identity_not_confirmed', 'password');
    expect(await signedIn(user)).toBe(true);
  });

  it('a current code from the authenticator app deletes the account', async () => {
    const user = await withTwoFactor(await newUser());
    const res = await deleteAccount(user, { email: user.email, password: user.password, code: totp(user.key, user.enabledAt + 1) });
    expect(res.status, await res.clone().text()).toBe(204);
    expect(await rowsMentioning(t.database.db, user.userId, user.email)).toEqual([]);
  });

  it('a backup code deletes the account too', async () => {
    const user = await withTwoFactor(await newUser());
    await expectApiError(await deleteAccount(user, { email: user.email, password: user.password, code: 'not-a-backup-code' }), 'identity_not_confirmed', 'code');
    const res = await deleteAccount(user, { email: user.email, password: user.password, code: user.backupCodes[3] });
    expect(res.status, await res.clone().text()).toBe(204);
    expect(await rowsMentioning(t.database.db, user.userId, user.email)).toEqual([]);
  });
});
