import { randomUUID } from 'node:crypto';
import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema.ts';
import { appForFile } from '../testing/app-for-file.ts';
import { createTestAppOn, type TestApp } from '../testing/harness.ts';

/*
 * better-auth keys its limits on the client IP, which the app gives it: the
 * socket peer, or — when that peer is a trusted proxy — the client the proxy
 * names in X-Forwarded-For. Here requests arrive from the proxy's address with
 * that header, as behind a real proxy. The built-in rule for /sign-in and
 * /sign-up is 3 requests per 10 s.
 */
const proxy = '10.0.0.1';
const t = appForFile({ RATE_LIMIT_ENABLED: 'true', TRUSTED_PROXIES: proxy });

let nextClient = 10;
/** A new client address (TEST-NET-3), so every test starts with a full budget. */
const newClient = () => `203.0.113.${nextClient++}`;

function signIn(app: TestApp, client: string, email: string, password: string) {
  return app.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password },
    headers: { 'x-forwarded-for': client },
    remoteAddress: proxy,
  });
}

/**
 * An email no test used before: the per-account back-off (sign-in-backoff.ts)
 * would otherwise answer 429 for an email other tests failed on, whatever the client.
 */
const newEmail = () => `nobody-${randomUUID().slice(0, 8)}@example.com`;

/** Signs in with a wrong password until the answer is 429; at most 30 tries. */
async function hammer(app: TestApp, client: string, email = newEmail()) {
  const statuses: number[] = [];
  for (let i = 0; i < 30; i++) {
    const res = await signIn(app, client, email, 'wrong-password-123');
    statuses.push(res.status);
    if (res.status === 429) return { statuses, limited: res };
  }
  return { statuses, limited: undefined };
}

async function createUser(client: string) {
  const email = `user-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'correct-horse-battery';
  const res = await t.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: { email, password, name: '' },
    headers: { 'x-forwarded-for': client },
    remoteAddress: proxy,
  });
  expect(res.status).toBe(200);
  return { email, password };
}

describe('sign-in rate limit', () => {
  it('answers 429 rate_limited once one client has tried too often', async () => {
    const { statuses, limited } = await hammer(t, newClient());
    expect(limited, `statuses: ${statuses.join(',')}`).toBeDefined();
    // The first attempts were answered normally.
    expect(statuses[0]).toBe(401);
    expect(statuses.length).toBeGreaterThan(1);

    expect(limited!.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await limited!.json()).toEqual({ error: { code: 'rate_limited', message: expect.any(String) } });
    expect(Number(limited!.headers.get('x-retry-after'))).toBeGreaterThan(0);
  });

  it('refuses even the right password while the client is limited', async () => {
    const client = newClient();
    const user = await createUser(newClient());
    await hammer(t, client, user.email);
    const res = await signIn(t, client, user.email, user.password);
    expect(res.status).toBe(429);
    expect(res.headers.getSetCookie().some((c) => c.includes('session_token'))).toBe(false);
  });

  it('does not limit other clients', async () => {
    const email = newEmail();
    const { limited } = await hammer(t, newClient(), email);
    expect(limited).toBeDefined();
    const other = await signIn(t, newClient(), email, 'wrong-password-123');
    expect(other.status).toBe(401);
    expect(((await other.json()) as { error: { code: string } }).error.code).toBe('invalid_credentials');
  });

  it('keeps the count in the database, so every app process shares it', async () => {
    const client = newClient();
    const email = newEmail();
    const { limited } = await hammer(t, client, email);
    expect(limited).toBeDefined();

    const rows = await t.database.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `${client}|%`));
    expect(rows.map((r) => r.key)).toContain(`${client}|/sign-in/email`);

    // A second process on the same database refuses the same client at once.
    const secondProcess = createTestAppOn(t.database, { RATE_LIMIT_ENABLED: 'true', TRUSTED_PROXIES: proxy });
    const res = await signIn(secondProcess, client, email, 'wrong-password-123');
    expect(res.status).toBe(429);
  });

  it('ignores client addresses a client forges in front of the proxy', async () => {
    const client = newClient();
    const email = newEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 30 && statuses.at(-1) !== 429; i++) {
      // The client sends a made-up X-Forwarded-For; the proxy appends the real address.
      const res = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email, password: 'wrong-password-123' },
        headers: { 'x-forwarded-for': `198.51.100.${i}, ${client}` },
        remoteAddress: proxy,
      });
      statuses.push(res.status);
    }
    expect(statuses.at(-1), statuses.join(',')).toBe(429);
  });
});

describe('without TRUSTED_PROXIES (the app reached directly, as `npm start` runs it)', () => {
  it('a client cannot escape the limit by sending a different X-Forwarded-For each time', async () => {
    const direct = createTestAppOn(t.database, { RATE_LIMIT_ENABLED: 'true' });
    const email = newEmail();
    const statuses: number[] = [];
    // The built-in rule allows 3 sign-ins per 10 s: 10 tries are plenty.
    for (let i = 0; i < 10 && statuses.at(-1) !== 429; i++) {
      const res = await direct.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email, password: 'wrong-password-123' },
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.at(-1), `statuses: ${statuses.join(',')}`).toBe(429);
  });
});
