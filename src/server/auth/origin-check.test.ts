import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/harness.ts';

/*
 * better-auth reads NODE_ENV once, when it is first imported, and skips its
 * Origin/CSRF and callback-URL checks under "test" (Vitest's default). This
 * file runs the app as production does: the environment is switched before
 * the harness (and so better-auth) is imported. Vitest gives each test file a
 * fresh process, so the switch stays in this file.
 */
process.env.NODE_ENV = 'production';
delete process.env.TEST;

let t: TestApp;
let cookieHeader: (res: Response) => string;
beforeAll(async () => {
  const harness = await import('../testing/harness.ts');
  cookieHeader = harness.cookieHeader;
  t = await harness.createTestApp();
});
afterAll(async () => {
  await t.close();
});

const password = 'correct-horse-battery';
const newEmail = () => `user-${randomUUID().slice(0, 8)}@example.com`;

/** A request without the harness's Origin header, with exactly these headers. */
function raw(path: string, init: { method?: string; body?: string; headers: Record<string, string> }) {
  return t.app.request(t.baseUrl + path, { method: init.method ?? 'POST', body: init.body, headers: init.headers });
}

async function errorCode(res: Response): Promise<string> {
  return ((await res.json()) as { error: { code: string } }).error.code;
}

describe('Origin of cookie-carrying requests (CSRF)', () => {
  it('a sign-out with the session cookie and no Origin → 403, the session stays', async () => {
    const { cookie } = await t.signUp();
    const res = await raw('/api/auth/sign-out', { body: '{}', headers: { 'content-type': 'application/json', cookie } });
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('forbidden');
    expect((await t.request('/api/me', { cookie })).status).toBe(200);
  });

  it('a sign-out with the session cookie from a foreign Origin → 403, the session stays', async () => {
    const { cookie } = await t.signUp();
    const res = await raw('/api/auth/sign-out', {
      body: '{}',
      headers: { 'content-type': 'application/json', cookie, origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('forbidden');
    expect((await t.request('/api/me', { cookie })).status).toBe(200);
  });

  it('a sign-out from the public URL or its 127.0.0.1 twin is accepted', async () => {
    const { cookie } = await t.signUp();
    const res = await raw('/api/auth/sign-out', {
      body: '{}',
      headers: { 'content-type': 'application/json', cookie, origin: 'http://127.0.0.1:3000' },
    });
    expect(res.status).toBe(200);
    expect((await t.request('/api/me', { cookie })).status).toBe(401);
  });

  it('a sign-in carrying a cookie from a foreign Origin → 403 and no session', async () => {
    const { email, cookie } = await t.signUp();
    const res = await raw('/api/auth/sign-in/email', {
      body: JSON.stringify({ email, password }),
      headers: { 'content-type': 'application/json', cookie, origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(cookieHeader(res)).not.toContain('session_token');
  });

  it('a cross-site form navigation that signs in → 403 (login CSRF)', async () => {
    const { email } = await t.signUp();
    const res = await raw('/api/auth/sign-in/email', {
      body: new URLSearchParams({ email, password }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'cross-site',
        'sec-fetch-mode': 'navigate',
        'sec-fetch-dest': 'document',
      },
    });
    expect(res.status).toBe(403);
    expect(cookieHeader(res)).not.toContain('session_token');
  });
});

describe('redirect targets (no open redirect)', () => {
  it.each(['https://evil.example/welcome', '//evil.example/welcome'])('sign-up with callbackURL %s → 403, no user, no mail', async (callbackURL) => {
    const email = newEmail();
    const res = await t.request('/api/auth/sign-up/email', { method: 'POST', json: { email, password, name: '', callbackURL } });
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('forbidden');
    expect(t.mailbox.sent.some((m) => m.to === email)).toBe(false);
    // The address is still free.
    const fresh = await t.request('/api/auth/sign-up/email', { method: 'POST', json: { email, password, name: '', callbackURL: '/email-verified' } });
    expect(fresh.status).toBe(200);
  });

  it('a password reset with a foreign redirectTo → 403 and no mail', async () => {
    const { email } = await t.signUp();
    const before = t.mailbox.sent.length;
    const res = await t.request('/api/auth/request-password-reset', { method: 'POST', json: { email, redirectTo: 'https://evil.example/reset' } });
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('forbidden');
    expect(t.mailbox.sent.length).toBe(before);
  });

  it('a verification link edited to a foreign callbackURL does not redirect there', async () => {
    const email = newEmail();
    await t.request('/api/auth/sign-up/email', { method: 'POST', json: { email, password, name: '', callbackURL: '/email-verified' } });
    const link = new URL(t.mailbox.lastLinkTo(email));
    link.searchParams.set('callbackURL', 'https://evil.example/phish');

    const res = await t.request(link.pathname + link.search);
    const location = res.headers.get('location');
    if (location) expect(new URL(location, t.baseUrl).origin).toBe(t.baseUrl);
    expect(res.status).toBe(403);
  });

  it('the untouched verification link still works', async () => {
    const email = newEmail();
    await t.request('/api/auth/sign-up/email', { method: 'POST', json: { email, password, name: '', callbackURL: '/email-verified' } });
    const link = new URL(t.mailbox.lastLinkTo(email));
    const res = await t.request(link.pathname + link.search);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/email-verified');
  });
});
