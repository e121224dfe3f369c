import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginSchema, type LoginInput } from '../../../shared/auth.ts';
import { checkSignIn, signInWithEmail } from './sign-in.ts';

/** What the form showed with zodResolver(loginSchema): the values sent, or each field's first message. */
function bySchema(values: LoginInput) {
  const parsed = loginSchema.safeParse(values);
  if (parsed.success) return { values: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { errors };
}

describe('checkSignIn gives the answers of the server’s loginSchema', () => {
  it.each([
    ['', ''],
    ['   ', 'pw'],
    ['ada@example.com', ''],
    [' ada@example.com ', 'correct-horse'],
    ['ada@example', 'x'],
    ['ada.@example.com', 'x'],
    ['.ada@example.com', 'x'],
    ['a..b@example.com', 'x'],
    ["o'brien+tag@mail.example.co.uk", 'x'],
    ['ada@-example.com', 'x'],
    ['ada@exa_mple.com', 'x'],
    ['ada@example.c', 'x'],
    ['名前@example.com', 'x'],
    [`${'a'.repeat(250)}@example.com`, 'x'],
    [`${'a'.repeat(240)}@example.com`, ''],
  ])('%j / %j', (email, password) => {
    expect(checkSignIn({ email, password })).toEqual(bySchema({ email, password }));
  });

  it('on any typed text', () => {
    const emailish = fc.oneof(
      fc.emailAddress(),
      fc.string(),
      fc.tuple(fc.stringMatching(/^[a-z.'+_-]{0,6}$/), fc.constantFrom('@', '@@', ''), fc.stringMatching(/^[a-z.-]{0,8}$/)).map((p) => p.join('')),
      fc.emailAddress().map((e) => ` ${e}\t`),
    );
    fc.assert(
      fc.property(emailish, fc.oneof(fc.constant(''), fc.string()), (email, password) => {
        expect(checkSignIn({ email, password })).toEqual(bySchema({ email, password }));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('signInWithEmail', () => {
  afterEach(() => vi.unstubAllGlobals());

  function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
    const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }
  const credentials = { email: 'ada@example.com', password: 'correct-horse' };

  it('posts the credentials as JSON to better-auth’s endpoint and reports a plain sign-in', async () => {
    const fetch = answer(200, { redirect: false, token: 't', user: { id: 'u' } });
    expect(await signInWithEmail(credentials)).toEqual({ ok: true, twoFactor: false });
    expect(fetch).toHaveBeenCalledWith('/api/auth/sign-in/email', expect.objectContaining({ method: 'POST', body: JSON.stringify(credentials) }));
  });

  it('reports the two-factor step', async () => {
    answer(200, { twoFactorRedirect: true });
    expect(await signInWithEmail(credentials)).toEqual({ ok: true, twoFactor: true });
  });

  it('passes on a code from the catalogue, and no code for anything else', async () => {
    answer(403, { error: { code: 'email_not_verified', message: 'Verify your email' } });
    expect(await signInWithEmail(credentials)).toEqual({ ok: false, code: 'email_not_verified' });
    answer(401, { error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid' } });
    expect(await signInWithEmail(credentials)).toEqual({ ok: false, code: undefined });
    answer(500, 'oops');
    expect(await signInWithEmail(credentials)).toEqual({ ok: false, code: undefined });
  });

  it('counts the back-off’s wait on the server’s clock (Retry-After), and the per-IP limit has none', async () => {
    const retryAt = new Date(Date.now() + 3_600_000).toISOString(); // a browser clock an hour off
    answer(429, { error: { code: 'rate_limited', message: 'Wait', retryAt } }, { 'retry-after': '42' });
    expect(await signInWithEmail(credentials)).toEqual({ ok: false, code: 'rate_limited', waitSeconds: 42 });
    answer(429, { error: { code: 'rate_limited', message: 'Too many requests' } });
    expect(await signInWithEmail(credentials)).toEqual({ ok: false, code: 'rate_limited', waitSeconds: undefined });
  });

  it('reports a network failure', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await signInWithEmail(credentials)).toEqual({ ok: false, code: 'network' });
  });
});
