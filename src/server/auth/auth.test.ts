import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from 'better-auth/crypto';
import { accounts, profiles, sessions, users } from '../db/schema.ts';
import { appForFile } from '../testing/app-for-file.ts';
import { cookieHeader, createLogCapture, createTestApp, type TestApp } from '../testing/harness.ts';
import { quickPasswordHashing } from '../testing/quick-password-hash.ts';

const log = createLogCapture('info');
const t = appForFile({}, { logger: log.logger });

const password = 'correct-horse-battery';
const newEmail = () => `user-${randomUUID().slice(0, 8)}@example.com`;

interface UserBody {
  token: string | null;
  user: Record<string, unknown> & { id: string; email: string };
}
interface ErrorBody {
  error: { code: string; message: string };
}

function signUpRequest(email: string, body: Record<string, unknown> = {}) {
  // The sign-up page sends callbackURL '/email-verified?verified=1' (src/web/features/auth/signup-page.tsx).
  return t.request('/api/auth/sign-up/email', { method: 'POST', json: { email, password, name: '', callbackURL: '/email-verified?verified=1', ...body } });
}

function signIn(email: string, pass = password) {
  return t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: pass } });
}

async function userRow(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

/** Requests the path of a link from a mail, as the browser would after a click. */
function follow(link: string, init: RequestInit & { cookie?: string } = {}) {
  const url = new URL(link);
  expect(url.origin).toBe(t.baseUrl);
  return t.request(url.pathname + url.search, init);
}

function sessionCookie(res: Response): string | undefined {
  return res.headers.getSetCookie().find((c) => /^(__Secure-)?better-auth\.session_token=[^;]+/.test(c));
}

/** Attributes of a Set-Cookie line, lower-cased names. */
function cookieAttributes(line: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const part of line.split(';').slice(1)) {
    const [name = '', value = ''] = part.trim().split('=');
    attributes.set(name.toLowerCase(), value);
  }
  return attributes;
}

async function me(cookie: string) {
  return t.request('/api/me', { cookie });
}

describe('sign up', () => {
  it('answers 200, creates the user with a profiles row, and starts no session', async () => {
    const email = newEmail();
    const res = await signUpRequest(email);
    expect(res.status).toBe(200);
    const body = (await res.json()) as UserBody;
    // No answer hands a session token to page JavaScript (it lives in the httpOnly cookie only).
    expect(body).not.toHaveProperty('token');
    expect(body.user.email).toBe(email);
    expect(sessionCookie(res)).toBeUndefined();

    const user = await userRow(email);
    expect(user).toMatchObject({ email, emailVerified: false, plan: 'free', role: 'user' });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, user!.id));
    expect(profile).toBeDefined();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(0);
  });

  it('sends a verification mail with a link to the new address', async () => {
    const email = newEmail();
    await signUpRequest(email);
    const mail = t.mailbox.sent.findLast((m) => m.to === email);
    expect(mail?.subject).toMatch(/verify/i);
    expect(t.mailbox.lastLinkTo(email)).toContain(`${t.baseUrl}/api/auth/verify-email?token=`);
  });

  it('stores the email in lower case and signs in whatever the case', async () => {
    const email = newEmail();
    expect((await signUpRequest(email.toUpperCase())).status).toBe(200);
    expect(await userRow(email)).toBeDefined();
    expect((await signIn(email.toUpperCase())).status).toBe(200);
  });

  it('refuses a password that is too short and creates nothing', async () => {
    const email = newEmail();
    const res = await t.request('/api/auth/sign-up/email', { method: 'POST', json: { email, password: 'short', name: '' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.code).toBe('password_too_short');
    expect(await userRow(email)).toBeUndefined();
  });

  it('ignores a plan sent by the client', async () => {
    const email = newEmail();
    expect((await signUpRequest(email, { plan: 'pro' })).status).toBe(200);
    expect((await userRow(email))?.plan).toBe('free');
  });

  it('refuses a role sent by the client', async () => {
    const email = newEmail();
    const res = await signUpRequest(email, { role: 'admin' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.code).toBe('validation_failed');
    expect(await userRow(email)).toBeUndefined();
  });

  describe('with an email that already has an account', () => {
    it('answers the same status as a fresh sign-up and changes nothing', async () => {
      const email = newEmail();
      const fresh = await signUpRequest(email);
      const again = await signUpRequest(email, { password: 'another-password-123' });
      expect(again.status).toBe(fresh.status);
      expect(sessionCookie(again)).toBeUndefined();

      const rows = await t.database.db.select().from(users).where(eq(users.email, email));
      expect(rows).toHaveLength(1);
      // The owner's password still works; the newcomer's does not.
      expect((await signIn(email)).status).toBe(200);
      expect((await signIn(email, 'another-password-123')).status).toBe(401);
    });

    it('answers a body that does not tell the two cases apart', async () => {
      const email = newEmail();
      const fresh = (await (await signUpRequest(email)).json()) as UserBody;
      const again = (await (await signUpRequest(email)).json()) as UserBody;
      // Ids and times differ between any two sign-ups; everything else must match.
      const comparable = ({ token, user }: UserBody) => {
        const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = user;
        return { token, user: rest };
      };
      expect(comparable(again)).toEqual(comparable(fresh));
    });
  });
});

describe('email verification', () => {
  it('the link in the mail redirects to /email-verified and marks the address verified', async () => {
    const email = newEmail();
    await signUpRequest(email);
    expect((await userRow(email))?.emailVerified).toBe(false);

    const res = await follow(t.mailbox.lastLinkTo(email));
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location') ?? '', t.baseUrl).pathname).toBe('/email-verified');
    expect((await userRow(email))?.emailVerified).toBe(true);

    const session = await signIn(email);
    const account = (await (await me(cookieHeader(session))).json()) as { emailVerified: boolean };
    expect(account.emailVerified).toBe(true);
  });

  it('a tampered token redirects with an error and verifies nothing', async () => {
    const email = newEmail();
    await signUpRequest(email);
    const link = new URL(t.mailbox.lastLinkTo(email));
    // Change one character inside the signed payload (never the last one of a
    // segment, whose low bits base64url decoders may ignore).
    const [header, payload = '', signature] = (link.searchParams.get('token') ?? '').split('.');
    expect(payload.length).toBeGreaterThan(10);
    const tampered = payload.slice(0, 5) + (payload[5] === 'A' ? 'B' : 'A') + payload.slice(6);
    link.searchParams.set('token', [header, tampered, signature].join('.'));

    const res = await follow(link.toString());
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '', t.baseUrl);
    expect(location.searchParams.get('error')).toMatch(/token/i);
    expect((await userRow(email))?.emailVerified).toBe(false);
  });
});

describe('sign in', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie, not Secure over http', async () => {
    const { email } = await t.signUp();
    const res = await signIn(email);
    expect(res.status).toBe(200);
    const line = sessionCookie(res);
    expect(line, res.headers.getSetCookie().join('\n')).toBeDefined();
    expect(line).toMatch(/^better-auth\.session_token=/);
    const attributes = cookieAttributes(line!);
    expect(attributes.has('httponly')).toBe(true);
    expect(attributes.get('samesite')?.toLowerCase()).toBe('lax');
    expect(attributes.get('path')).toBe('/');
    expect(attributes.has('secure')).toBe(false);
  });

  it('/api/me with the cookie answers the account on the free plan', async () => {
    const { email, cookie, userId } = await t.signUp();
    const res = await me(cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: userId, email, plan: 'free', emailVerified: false });
  });

  it('a wrong password → 401 invalid_credentials and no cookie', async () => {
    const { email } = await t.signUp();
    const res = await signIn(email, 'wrong-horse-battery');
    expect(res.status).toBe(401);
    expect(((await res.json()) as ErrorBody).error.code).toBe('invalid_credentials');
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('an unknown email answers exactly like a wrong password', async () => {
    const { email } = await t.signUp();
    const wrongPassword = await signIn(email, 'wrong-horse-battery');
    const unknownEmail = await signIn(newEmail(), 'wrong-horse-battery');
    expect(unknownEmail.status).toBe(wrongPassword.status);
    expect(await unknownEmail.json()).toEqual(await wrongPassword.json());
  });

  it('a forged session cookie → 401 unauthorized', async () => {
    const res = await me('better-auth.session_token=forged.value');
    expect(res.status).toBe(401);
    expect(((await res.json()) as ErrorBody).error.code).toBe('unauthorized');
  });
});

describe('session tokens stay in the httpOnly cookie', () => {
  it('no answer hands one to page JavaScript: sign-in, get-session, list-sessions', async () => {
    const { email, password, cookie } = await t.signUp();
    const token = decodeURIComponent(/better-auth\.session_token=([^;.]+)/.exec(cookie)![1]!);
    expect(token.length).toBeGreaterThan(10);
    const answers = [
      await signIn(email, password),
      await t.request('/api/auth/get-session', { cookie }),
      await t.request('/api/auth/list-sessions', { cookie }),
    ];
    for (const res of answers) {
      expect(res.status, res.url).toBe(200);
      const text = await res.text();
      expect(text, res.url).not.toContain(token);
      expect(text, res.url).not.toContain('"token"');
    }
    // What the pages use is still there.
    const sessionsList = (await (await t.request('/api/auth/list-sessions', { cookie })).json()) as Array<{ id: string; expiresAt: string }>;
    expect(sessionsList.length).toBeGreaterThanOrEqual(2);
    expect(sessionsList[0]).toMatchObject({ id: expect.any(String), expiresAt: expect.any(String) });
    const session = (await (await t.request('/api/auth/get-session', { cookie })).json()) as { user: { email: string } };
    expect(session.user.email).toBe(email);
  });
});

describe('sign out', () => {
  it('ends the session: /api/me answers 401 afterwards and the session row is gone', async () => {
    const { cookie, userId } = await t.signUp();
    expect((await me(cookie)).status).toBe(200);

    const res = await t.request('/api/auth/sign-out', { method: 'POST', json: {}, cookie });
    expect(res.status).toBe(200);

    const after = await me(cookie);
    expect(after.status).toBe(401);
    expect(((await after.json()) as ErrorBody).error.code).toBe('unauthorized');
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);
  });

  it('leaves the other sessions of the user alone', async () => {
    const { email, cookie } = await t.signUp();
    const other = cookieHeader(await signIn(email));
    await t.request('/api/auth/sign-out', { method: 'POST', json: {}, cookie });
    expect((await me(cookie)).status).toBe(401);
    expect((await me(other)).status).toBe(200);
  });
});

describe('password reset', () => {
  async function requestReset(email: string) {
    return t.request('/api/auth/request-password-reset', { method: 'POST', json: { email, redirectTo: '/reset-password' } });
  }

  it('mail → link → new password; the old one and every old session stop working', async () => {
    const { email, cookie } = await t.signUp();
    const secondDevice = cookieHeader(await signIn(email));
    expect((await me(secondDevice)).status).toBe(200);

    const requested = await requestReset(email);
    expect(requested.status).toBe(200);
    const mail = t.mailbox.sent.findLast((m) => m.to === email);
    expect(mail?.subject).toMatch(/reset/i);

    const link = await follow(t.mailbox.lastLinkTo(email));
    expect(link.status).toBe(302);
    const location = new URL(link.headers.get('location') ?? '', t.baseUrl);
    expect(location.origin).toBe(t.baseUrl);
    expect(location.pathname).toBe('/reset-password');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();

    const newPassword = 'brand-new-horse-battery';
    const reset = await t.request('/api/auth/reset-password', { method: 'POST', json: { newPassword, token } });
    expect(reset.status).toBe(200);

    const oldPassword = await signIn(email);
    expect(oldPassword.status).toBe(401);
    expect(((await oldPassword.json()) as ErrorBody).error.code).toBe('invalid_credentials');
    expect((await signIn(email, newPassword)).status).toBe(200);

    // revokeSessionsOnPasswordReset: both devices are signed out.
    expect((await me(cookie)).status).toBe(401);
    expect((await me(secondDevice)).status).toBe(401);

    // The token is single-use.
    const reused = await t.request('/api/auth/reset-password', { method: 'POST', json: { newPassword: 'third-horse-battery', token } });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({ error: { code: 'invalid_token', message: expect.any(String) } });
    expect((await signIn(email, newPassword)).status).toBe(200);
  });

  it('answers an unknown email exactly like a known one, and sends no mail', async () => {
    const { email } = await t.signUp();
    const known = await requestReset(email);
    const mailsBefore = t.mailbox.sent.length;
    const unknownEmail = newEmail();
    const unknown = await requestReset(unknownEmail);

    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    expect(t.mailbox.sent.length).toBe(mailsBefore);
    expect(t.mailbox.sent.some((m) => m.to === unknownEmail)).toBe(false);
  });

  it('a tampered link redirects to the reset page with an error', async () => {
    const { email } = await t.signUp();
    await requestReset(email);
    const link = new URL(t.mailbox.lastLinkTo(email));
    link.pathname = link.pathname.replace(/[^/]+$/, 'not-a-real-token');

    const res = await follow(link.toString());
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '', t.baseUrl);
    expect(location.pathname).toBe('/reset-password');
    expect(location.searchParams.get('token')).toBeNull();
    expect(location.searchParams.get('error')).toMatch(/token/i);
  });
});

describe('origin checks', () => {
  // better-auth turns its Origin/CSRF and callback-URL checks off by default when
  // NODE_ENV is "test" (or TEST is set), which Vitest does. Production runs
  // with them on (origin-check.test.ts), and the tests should see the same app.
  it('refuse a cross-origin request that carries a session cookie, whatever NODE_ENV says', async () => {
    const { cookie } = await t.signUp();
    const res = await t.request('/api/auth/sign-out', { method: 'POST', json: {}, cookie, headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect((await me(cookie)).status).toBe(200);
  });
});

describe('logs', () => {
  it('never contain a password or a session token', async () => {
    const email = newEmail();
    await signUpRequest(email);
    await signIn(email, 'wrong-password-for-the-log');
    const session = await signIn(email);
    const token = /session_token=([^;.]+)/.exec(sessionCookie(session) ?? '')?.[1];
    expect(token).toBeTruthy();
    await me(cookieHeader(session));

    const text = log.text();
    expect(text).toContain('"msg":"request"'); // the capture does see the app's logs
    expect(text).not.toContain(password);
    expect(text).not.toContain('wrong-password-for-the-log');
    expect(text).not.toContain(token);
  });

  it('never contain the token of a mailed link', async () => {
    const { email } = await t.signUp();
    await follow(t.mailbox.lastLinkTo(email));
    const verificationToken = new URL(t.mailbox.lastLinkTo(email)).searchParams.get('token') ?? '';

    await t.request('/api/auth/request-password-reset', { method: 'POST', json: { email, redirectTo: '/reset-password' } });
    const resetLink = t.mailbox.lastLinkTo(email);
    const resetToken = new URL(resetLink).pathname.split('/').pop() ?? '';
    await follow(resetLink);

    expect(verificationToken.length).toBeGreaterThan(10);
    expect(resetToken.length).toBeGreaterThan(10);
    const text = log.text();
    expect(text).not.toContain(verificationToken);
    expect(text, 'the reset token is a path segment of /api/auth/reset-password/<token>').not.toContain(resetToken);
  });
});

describe('stored passwords, as the product keeps them', () => {
  // The other tests hash with the tests' quick scrypt (testing/quick-password-hash.ts); this app
  // has the product's configuration: no passwordHashing, so better-auth's own scrypt (N=16384).
  let product: TestApp;
  beforeAll(async () => {
    product = await createTestApp({}, { productPasswordHashing: true });
  });
  afterAll(async () => {
    await product.close();
  });

  it("are better-auth's scrypt hash: salted, never the password, and only the right password signs in", async () => {
    const { email, userId } = await product.signUp();
    const [account] = await product.database.db.select().from(accounts).where(eq(accounts.userId, userId));
    const stored = account?.password ?? '';
    expect(stored).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(stored).not.toContain(password);
    expect(await verifyPassword({ hash: stored, password })).toBe(true);
    // The work factor is the product's: the tests' quick hash of the same salt gives another key.
    expect(await quickPasswordHashing.verify({ hash: stored, password })).toBe(false);

    const wrong = await product.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: 'not-the-password' } });
    expect(wrong.status).toBe(401);
    const again = await product.signUp();
    const [other] = await product.database.db.select().from(accounts).where(eq(accounts.userId, again.userId));
    expect((other?.password ?? '').split(':')[0], 'each hash has its own salt').not.toBe(stored.split(':')[0]);
  });
});
