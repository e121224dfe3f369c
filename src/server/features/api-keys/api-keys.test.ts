import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { apiKeyLimits, type ApiKeySummary, type CreatedApiKey } from '../../../shared/api-keys.ts';
import { apiKeys, requestLimits, users } from '../../db/schema.ts';
import { AppError, errorResponse } from '../../http/errors.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { appForFile } from '../../testing/app-for-file.ts';
import { createTestAppOn, testClock, type TestUser } from '../../testing/harness.ts';
import { apiKeyAuth, apiKeyRateLimit, requireScope, type ApiKeyVariables } from './middleware.ts';

const clock = testClock(new Date('2026-03-01T09:00:00.000Z'));
const t = appForFile({}, { now: clock.now });

async function createKey(user: TestUser, body: unknown = { name: 'Script', scopes: ['documents:read'] }): Promise<CreatedApiKey> {
  const res = await t.request('/api/me/api-keys', { method: 'POST', json: body, cookie: user.cookie });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as CreatedApiKey;
}

async function listKeys(user: TestUser): Promise<ApiKeySummary[]> {
  const res = await t.request('/api/me/api-keys', { cookie: user.cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { keys: ApiKeySummary[] }).keys;
}

/** A script's request: the key in Authorization, no cookie, no Origin. */
function withKey(path: string, key: string, init: RequestInit = {}) {
  return t.app.request(t.baseUrl + path, { ...init, headers: { authorization: `Bearer ${key}`, ...(init.headers as Record<string, string> | undefined) } });
}

describe('API keys', () => {
  it('a key created in the browser session authenticates /api/v1 without a cookie or an Origin, and stops at once when revoked', async () => {
    const user = await t.signUp();
    const created = await createKey(user);
    expect(created.key).toMatch(/^ink_[A-Za-z0-9]{12}_[A-Za-z0-9]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const listed = await (await t.request('/api/me/api-keys', { cookie: user.cookie })).text();
    expect(listed).not.toContain(created.key);

    const viaApp = await t.app.request('/api/v1/whoami', { headers: { authorization: `Bearer ${created.key}` } });
    expect(viaApp.status).toBe(200);
    expect(await viaApp.json()).toEqual({ id: user.userId, scopes: ['documents:read'] });

    expect((await t.request(`/api/me/api-keys/${created.id}`, { method: 'DELETE', cookie: user.cookie })).status).toBe(204);
    await expectApiError(await t.app.request('/api/v1/whoami', { headers: { authorization: `Bearer ${created.key}` } }), 'unauthorized');
    expect(await listKeys(user)).toEqual([]);
  });

  it('creates a key with a name, scopes and an expiry, and lists it with prefix, scopes and dates but never its secret or hash', async () => {
    const user = await t.signUp();
    const created = await createKey(user, { name: '  Career office  ', scopes: ['export', 'documents:read', 'export'], expiresInDays: 30 });
    expect(created).toEqual({
      id: expect.any(String),
      name: 'Career office',
      prefix: created.key.slice(0, 21),
      scopes: ['export', 'documents:read'],
      createdAt: expect.any(String),
      expiresAt: new Date(clock.now().getTime() + 30 * 86_400_000).toISOString(),
      lastUsedAt: null,
      key: created.key,
    });
    const forever = await createKey(user, { name: 'Forever', scopes: ['generate'], expiresInDays: null });
    expect(forever.expiresAt).toBeNull();

    const res = await t.request('/api/me/api-keys', { cookie: user.cookie });
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    const text = await res.text();
    for (const secret of [created.key, forever.key]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(secret.slice(21));
      expect(text).not.toContain(createHash('sha256').update(secret).digest('hex'));
    }
    const { keys } = JSON.parse(text) as { keys: ApiKeySummary[] };
    const { key: _secret, ...summary } = created;
    expect(keys).toEqual([summary, expect.objectContaining({ id: forever.id, name: 'Forever', scopes: ['generate'], expiresAt: null, lastUsedAt: null })]);
    expect(Object.keys(keys[0]!).sort()).toEqual(['createdAt', 'expiresAt', 'id', 'lastUsedAt', 'name', 'prefix', 'scopes']);
  });

  it('names the invalid field when creating: empty name, no scope, unknown scope, bad expiry', async () => {
    const user = await t.signUp();
    const post = (json: unknown) => t.request('/api/me/api-keys', { method: 'POST', json, cookie: user.cookie });
    const fine = { name: 'Script', scopes: ['documents:read'] };
    expect((await expectApiError(await post({ ...fine, name: '   ' }), 'validation_failed', 'name')).error).toMatchObject({ message: 'name: This field is required', reason: 'validation.required' });
    await expectApiError(await post({ scopes: ['documents:read'] }), 'validation_failed', 'name');
    await expectApiError(await post({ ...fine, name: 'x'.repeat(apiKeyLimits.name + 1) }), 'validation_failed', 'name');
    expect((await expectApiError(await post({ ...fine, scopes: [] }), 'validation_failed', 'scopes')).error).toMatchObject({ message: 'scopes: Choose at least one scope.', reason: 'apiKeys.scopesRequired' });
    await expectApiError(await post({ name: 'Script' }), 'validation_failed', 'scopes');
    await expectApiError(await post({ ...fine, scopes: ['admin'] }), 'validation_failed', 'scopes.0');
    await expectApiError(await post({ ...fine, scopes: ['documents:read', 'auth'] }), 'validation_failed', 'scopes.1');
    for (const expiresInDays of [0, -1, 1.5, '30', apiKeyLimits.maxExpiryDays + 1]) {
      await expectApiError(await post({ ...fine, expiresInDays }), 'validation_failed', 'expiresInDays');
    }
    await expectApiError(await post({ ...fine, userId: randomUUID() }), 'validation_failed');
    expect(await listKeys(user)).toEqual([]);
  });

  it(`holds at most ${apiKeyLimits.perUser} keys per account (409 conflict past it)`, async () => {
    const user = await t.signUp();
    for (let i = 0; i < apiKeyLimits.perUser; i++) await createKey(user, { name: `Key ${i}`, scopes: ['generate'] });
    await expectApiError(await t.request('/api/me/api-keys', { method: 'POST', json: { name: 'One more', scopes: ['generate'] }, cookie: user.cookie }), 'conflict');
    const other = await t.signUp();
    await createKey(other);
  });

  it('records when a key was last used (to the minute)', async () => {
    const user = await t.signUp();
    const created = await createKey(user);
    const firstUse = clock.now().toISOString();
    expect((await withKey('/api/v1/whoami', created.key)).status).toBe(200);
    expect((await listKeys(user))[0]!.lastUsedAt).toBe(firstUse);
    clock.advance(30_000);
    expect((await withKey('/api/v1/whoami', created.key)).status).toBe(200);
    expect((await listKeys(user))[0]!.lastUsedAt).toBe(firstUse);
    clock.advance(61_000);
    expect((await withKey('/api/v1/whoami', created.key)).status).toBe(200);
    expect((await listKeys(user))[0]!.lastUsedAt).toBe(clock.now().toISOString());
    // A refused key does not count as used.
    clock.advance(120_000);
    await expectApiError(await withKey('/api/v1/whoami', created.key.slice(0, -1) + (created.key.endsWith('a') ? 'b' : 'a')), 'unauthorized');
    expect((await listKeys(user))[0]!.lastUsedAt).not.toBe(clock.now().toISOString());
  });

  it('refuses a key once it expires', async () => {
    const user = await t.signUp();
    const created = await createKey(user, { name: 'Short-lived', scopes: ['documents:read'], expiresInDays: 1 });
    clock.advance(86_400_000 - 1000);
    expect((await withKey('/api/v1/whoami', created.key)).status).toBe(200);
    clock.advance(1000);
    await expectApiError(await withKey('/api/v1/whoami', created.key), 'unauthorized');
    // Still listed (with its expiry) until revoked.
    expect((await listKeys(user)).map((key) => key.id)).toEqual([created.id]);
  });

  it("answers another user's key id exactly like a missing one (404), and leaves that key working", async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const created = await createKey(owner);
    const foreign = await t.request(`/api/me/api-keys/${created.id}`, { method: 'DELETE', cookie: stranger.cookie });
    const missing = await t.request('/api/me/api-keys/AAAAAAAAAAAA', { method: 'DELETE', cookie: stranger.cookie });
    const foreignBody = await expectApiError(foreign, 'not_found');
    expect(foreignBody).toEqual(await expectApiError(missing, 'not_found'));
    // Ids that cannot be a key's (a NUL, a long string) are missing keys too, not a database error.
    for (const odd of ['%00', 'x'.repeat(2000), encodeURIComponent("' or 1=1 --")]) {
      expect(await expectApiError(await t.request(`/api/me/api-keys/${odd}`, { method: 'DELETE', cookie: stranger.cookie }), 'not_found')).toEqual(foreignBody);
    }
    expect(await listKeys(stranger)).toEqual([]);
    expect((await listKeys(owner)).map((key) => key.id)).toEqual([created.id]);
    expect((await withKey('/api/v1/whoami', created.key)).status).toBe(200);
    // Revoking twice: the second time it is gone.
    expect((await t.request(`/api/me/api-keys/${created.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(204);
    await expectApiError(await t.request(`/api/me/api-keys/${created.id}`, { method: 'DELETE', cookie: owner.cookie }), 'not_found');
  });

  it('refuses malformed and wrong keys all with the same 401 body', async () => {
    const user = await t.signUp();
    const { key, id } = await createKey(user);
    const secret = key.slice(`ink_${id}_`.length);
    const flipped = secret.slice(0, -1) + (secret.endsWith('A') ? 'B' : 'A');
    const wrong = [
      `ink_${id}_${flipped}`, // the right id, a wrong secret
      `ink_AAAAAAAAAAAA_${secret}`, // an unknown id
      `sk_${id}_${secret}`, // wrong prefix
      `INK_${id}_${secret}`,
      `ink_${id}_${secret}x`, // too long
      `ink_${id}_${secret.slice(1)}`, // too short
      `ink_${id.slice(1)}_${secret}`,
      `ink_${id}${secret}`,
      `ink_${id}_${secret.slice(0, -1)}!`,
      'x'.repeat(5000),
    ];
    const bodies = new Set<string>();
    for (const presented of wrong) {
      bodies.add(JSON.stringify(await expectApiError(await withKey('/api/v1/whoami', presented), 'unauthorized')));
    }
    expect([...bodies]).toHaveLength(1);
    // A missing or non-Bearer Authorization is refused too, with a hint how to send one.
    await expectApiError(await t.app.request(t.baseUrl + '/api/v1/whoami'), 'unauthorized');
    await expectApiError(await t.app.request(t.baseUrl + '/api/v1/whoami', { headers: { authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}` } }), 'unauthorized');
    await expectApiError(await t.app.request(t.baseUrl + '/api/v1/whoami', { headers: { authorization: key } }), 'unauthorized');
    // And the real key still works afterwards.
    expect((await withKey('/api/v1/whoami', key)).status).toBe(200);
  });

  it("refuses a banned owner's key with 403 account_suspended", async () => {
    const user = await t.signUp();
    const { key } = await createKey(user);
    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, user.userId));
    await expectApiError(await withKey('/api/v1/whoami', key), 'account_suspended');
    await t.database.db.update(users).set({ banned: false }).where(eq(users.id, user.userId));
    expect((await withKey('/api/v1/whoami', key)).status).toBe(200);
  });

  it('a key row whose owner is gone is refused', async () => {
    const user = await t.signUp();
    const { key } = await createKey(user);
    await t.database.db.delete(users).where(eq(users.id, user.userId));
    await expectApiError(await withKey('/api/v1/whoami', key), 'unauthorized');
    expect(await t.database.db.select().from(apiKeys).where(eq(apiKeys.userId, user.userId))).toEqual([]);
  });
});

describe('a key never authenticates the browser, auth or admin routes', () => {
  it('Bearer without a cookie is 401 on the session routes, and get-session returns no session', async () => {
    const user = await t.signUp();
    await t.database.db.update(users).set({ role: 'admin', emailVerified: true }).where(eq(users.id, user.userId));
    const { key } = await createKey(user, { name: 'Everything', scopes: ['documents:read', 'documents:write', 'generate', 'export'] });
    for (const path of ['/api/me', '/api/documents', '/api/settings', '/api/admin/users', '/api/me/api-keys', '/api/me/sessions']) {
      await expectApiError(await withKey(path, key), 'unauthorized');
    }
    // With the page's Origin too (as a script could send it): still no session.
    await expectApiError(await t.request('/api/me/api-keys', { method: 'POST', json: { name: 'From a key', scopes: ['generate'] }, headers: { authorization: `Bearer ${key}` } }), 'unauthorized');
    await expectApiError(await t.request('/api/documents', { method: 'POST', json: { type: 'essay', title: 'x', content: 'y' }, headers: { authorization: `Bearer ${key}` } }), 'unauthorized');
    // Without an Origin, a state-changing request outside /api/v1 meets the Origin rule first.
    await expectApiError(await withKey('/api/me/api-keys', key, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }), 'forbidden_origin');
    const session = await withKey('/api/auth/get-session', key);
    expect(session.status === 200 || session.status === 401).toBe(true);
    if (session.status === 200) expect(await session.json()).toBeNull();
    expect(session.headers.getSetCookie()).toEqual([]);
    expect((await withKey('/api/v1/whoami', key)).status).toBe(200);
  });

  it("a Bearer request to /api/v1 carrying another user's cookie acts as the key's user only", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const { key } = await createKey(owner);
    const res = await withKey('/api/v1/whoami', key, { headers: { cookie: other.cookie, origin: t.baseUrl } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: owner.userId, scopes: ['documents:read'] });
  });

  it('a cookie alone never reaches /api/v1, and a cross-site POST with a cookie is refused', async () => {
    const user = await t.signUp();
    await expectApiError(await t.request('/api/v1/whoami', { cookie: user.cookie }), 'unauthorized');
    await expectApiError(await t.request('/api/v1/documents', { method: 'POST', json: { type: 'essay' }, cookie: user.cookie }), 'unauthorized');
    const crossSite = { method: 'POST', json: { type: 'essay' }, cookie: user.cookie, headers: { origin: 'https://evil.example' } };
    await expectApiError(await t.request('/api/v1/documents', crossSite), 'forbidden_origin');
    await expectApiError(await t.request('/api/me/api-keys', { ...crossSite, json: { name: 'Evil', scopes: ['generate'] } }), 'forbidden_origin');
    // A form post (no Origin, text/plain) cannot create a key either.
    await expectApiError(
      await t.app.request(t.baseUrl + '/api/me/api-keys', { method: 'POST', headers: { cookie: user.cookie, 'content-type': 'text/plain' }, body: '{"name":"Evil","scopes":["generate"]}' }),
      'forbidden_origin',
    );
    expect(await listKeys(user)).toEqual([]);
  });
});

describe('apiKeyAuth: the per-key rate limit', () => {
  function limitedApp() {
    const app = new Hono<{ Variables: ApiKeyVariables }>();
    app.use('*', apiKeyAuth({ db: t.database.db, rateLimitEnabled: true, rule: { name: `test-${randomUUID()}`, max: 3, windowSeconds: 60 } }));
    app.get('/me', (c) => c.json({ id: c.get('user').id, keyId: c.get('apiKey').keyId }));
    app.get('/write', requireScope('documents:write'), (c) => c.json({ ok: true }));
    app.onError((error, c) => (error instanceof AppError ? errorResponse(c, error.code, error.message) : errorResponse(c, 'internal')));
    return app;
  }

  it('answers the 4th request of a key in a minute with 429 and Retry-After; another key is not affected', async () => {
    const app = limitedApp();
    const user = await t.signUp();
    const first = await createKey(user, { name: 'First', scopes: ['documents:read'] });
    const second = await createKey(user, { name: 'Second', scopes: ['documents:read'] });
    const call = (key: string) => app.request('/me', { headers: { authorization: `Bearer ${key}` } });
    for (let i = 0; i < 3; i++) expect((await call(first.key)).status).toBe(200);
    const limited = await call(first.key);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    await expectApiError(limited, 'rate_limited');
    const other = await call(second.key);
    expect(other.status).toBe(200);
    expect(await other.json()).toEqual({ id: user.userId, keyId: second.id });
    // Wrong keys are refused before they count against anyone's budget.
    for (let i = 0; i < 5; i++) await expectApiError(await call(`ink_${second.id}_${'A'.repeat(43)}`), 'unauthorized');
    expect((await call(second.key)).status).toBe(200);
  });

  it('holds on the real /api/v1 at its own rule: past 120 requests a minute a key gets 429 with Retry-After in the one error shape', async () => {
    const limited = createTestAppOn(t.database, { RATE_LIMIT_ENABLED: 'true' });
    const user = await t.signUp();
    const key = await createKey(user, { name: 'Busy', scopes: ['documents:read'] });
    const list = () => limited.app.request(limited.baseUrl + '/api/v1/documents', { headers: { authorization: `Bearer ${key.key}` } });
    expect((await list()).status).toBe(200);
    // The minute's other 119 requests, counted where the limiter keeps them.
    await t.database.db.update(requestLimits).set({ count: apiKeyRateLimit.max }).where(eq(requestLimits.key, `${apiKeyRateLimit.name}:${key.id}`));
    const refused = await list();
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    await expectApiError(refused, 'rate_limited');
  });

  it('requireScope refuses a key without the scope (403 forbidden)', async () => {
    const app = limitedApp();
    const user = await t.signUp();
    const reader = await createKey(user, { name: 'Reader', scopes: ['documents:read'] });
    const writer = await createKey(user, { name: 'Writer', scopes: ['documents:write'] });
    await expectApiError(await app.request('/write', { headers: { authorization: `Bearer ${reader.key}` } }), 'forbidden');
    expect((await app.request('/write', { headers: { authorization: `Bearer ${writer.key}` } })).status).toBe(200);
  });
});
