import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/harness.ts';
import { registeredEndpoints, splitEndpointKey } from '../testing/route-table.ts';

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
    expect(await errorCode(res)).toBe('forbidden_origin');
    expect((await t.request('/api/me', { cookie })).status).toBe(200);
  });

  it('a sign-out with the session cookie from a foreign Origin → 403, the session stays', async () => {
    const { cookie } = await t.signUp();
    const res = await raw('/api/auth/sign-out', {
      body: '{}',
      headers: { 'content-type': 'application/json', cookie, origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('forbidden_origin');
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

describe('Origin and content type of state-changing API requests (CSRF)', () => {
  const essay = JSON.stringify({ type: 'essay', title: 'pwned', content: 'x' });
  const documentCount = async (cookie: string) => ((await (await t.request('/api/documents', { cookie })).json()) as { documents: unknown[] }).documents.length;

  it.each([
    ['another port of the same host', { origin: 'http://localhost:3001' }],
    ['another site', { origin: 'https://evil.example' }],
    ['an opaque origin (sandboxed frame, file://)', { origin: 'null' }],
    ['no Origin and a cross-site fetch', { 'sec-fetch-site': 'same-site' }],
    ['no Origin and no fetch metadata (a script with a stolen cookie jar)', {}],
  ])('%s → 403 forbidden_origin, nothing created', async (_label, headers: Record<string, string>) => {
    const { cookie } = await t.signUp();
    const res = await raw('/api/documents', { body: essay, headers: { 'content-type': 'application/json', cookie, ...headers } });
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('forbidden_origin');
    expect(await documentCount(cookie)).toBe(0);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'a body sent as %s from the app itself → 415 unsupported_media_type, nothing created',
    async (type) => {
      const { cookie } = await t.signUp();
      const res = await raw('/api/documents', { body: essay, headers: { 'content-type': type, cookie, origin: t.baseUrl } });
      expect(res.status).toBe(415);
      expect(await errorCode(res)).toBe('unsupported_media_type');
      expect(await documentCount(cookie)).toBe(0);
    },
  );

  it('the same request from the app (Origin, or only Sec-Fetch-Site: same-origin) is accepted', async () => {
    const { cookie } = await t.signUp();
    const withOrigin = await raw('/api/documents', { body: essay, headers: { 'content-type': 'application/json; charset=utf-8', cookie, origin: t.baseUrl } });
    expect(withOrigin.status).toBe(201);
    const withFetchMetadata = await raw('/api/documents', { body: essay, headers: { 'content-type': 'application/json', cookie, 'sec-fetch-site': 'same-origin' } });
    expect(withFetchMetadata.status).toBe(201);
    const { id } = (await withOrigin.json()) as { id: string };
    const deleted = await raw(`/api/documents/${id}`, { method: 'DELETE', headers: { cookie, origin: t.baseUrl } });
    expect(deleted.status).toBe(204);
    expect(await documentCount(cookie)).toBe(1);
  });

  it('an announcement from another site with an admin cookie → 403, nobody mailed', async () => {
    const admin = await import('../testing/harness.ts').then((h) => h.createTestApp({ ADMIN_EMAILS: 'boss@example.com' }));
    try {
      const { cookie } = await admin.signUpVerified('boss@example.com');
      const before = admin.mailbox.sent.length;
      const res = await admin.app.request(admin.baseUrl + '/api/admin/announcements', {
        method: 'POST',
        body: JSON.stringify({ subject: 'Hello', text: 'Phishing text' }),
        headers: { 'content-type': 'text/plain', cookie, origin: 'https://evil.example' },
      });
      expect(res.status).toBe(403);
      expect(admin.mailbox.sent.length).toBe(before);
    } finally {
      await admin.close();
    }
  });

  it('every state-changing endpoint the app registers refuses a cookie from another site before it acts', async () => {
    const { cookie } = await t.signUp();
    const stateChanging = registeredEndpoints(t.app)
      .map(splitEndpointKey)
      .filter(({ method }) => ['POST', 'PUT', 'PATCH', 'DELETE', 'ALL'].includes(method));
    // The browser test (e2e/csrf.e2e.ts) sends real cross-site forms and fetches to a sample of these.
    expect(stateChanging.length).toBeGreaterThan(40);
    const answers = await Promise.all(
      stateChanging.map(async ({ method, path }) => {
        const url = path.replace(/:\w+/g, randomUUID()).replace(/\*$/, 'x');
        const res = await raw(url, { method: method === 'ALL' ? 'POST' : method, body: '{}', headers: { 'content-type': 'application/json', cookie, origin: 'https://evil.example' } });
        return `${method} ${path}: ${res.status} ${res.status === 403 ? await errorCode(res) : ''}`.trim();
      }),
    );
    expect(answers.filter((line) => !line.endsWith(': 403 forbidden_origin'))).toEqual([]);
  });

  it('reads (GET) are not refused for a missing Origin', async () => {
    const { cookie } = await t.signUp();
    const res = await t.app.request(t.baseUrl + '/api/documents', { headers: { cookie } });
    expect(res.status).toBe(200);
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
