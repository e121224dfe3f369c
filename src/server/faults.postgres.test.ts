import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../shared/errors.ts';
import { sessionCacheFor, sessionCacheMs } from './auth/session-cache.ts';
import { loadConfig } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { DatabaseUnreachableError } from './db/unreachable.ts';
import { createLogger } from './logger.ts';
import { startRuntime } from './server.ts';
import { createTestAppOn, type TestApp, type TestUser } from './testing/harness.ts';
import { TcpProxy } from './testing/tcp-proxy.ts';

/*
 * Faults between the app and PostgreSQL (README: "A database that is down,
 * slow or gone"). The app talks to its database through a TCP proxy that
 * the tests freeze (bytes stop, sockets stay open), cut and close. Every
 * request must answer — 503 service_unavailable within the bounds set here —
 * and the same cookie must work again once the database is back.
 */

const serverUrl = process.env.TEST_DATABASE_URL!;
const server = new URL(serverUrl);
/** The bounds this file runs with: short, so a hang shows as a failure long before the test's own timeout. */
const bounds = { connectMs: 1_000, statementMs: 1_000 };
const env = { SESSION_LOOKUP_TIMEOUT_MS: '1500' };
/** The longest any request may take while the database misbehaves: the bounds above plus slack for a busy machine. */
const answerWithinMs = 8_000;

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function createDatabase(): Promise<{ name: string; url: string }> {
  const name = `inkwell_fault_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = '/' + name;
  return { name, url: url.toString() };
}

interface Timed {
  res: Response;
  ms: number;
}

async function timed(work: Promise<Response>): Promise<Timed> {
  const started = performance.now();
  const res = await work;
  return { res, ms: performance.now() - started };
}

/** Asserts a 503 service_unavailable in the API's one error shape, answered within the bound. */
async function expectUnavailable({ res, ms }: Timed, label: string): Promise<void> {
  const text = await res.text();
  expect(res.status, `${label}: ${text}`).toBe(503);
  expect(ms, label).toBeLessThan(answerWithinMs);
  if (label.includes('/api/health')) return;
  const body = JSON.parse(text) as { error: { code: string; message: string } };
  expect(body.error.code, label).toBe('service_unavailable');
  expect(errorCodes).toContain(body.error.code);
  expect(res.headers.get('retry-after'), label).toMatch(/^\d+$/);
}

/** Polls until `check` answers true (the app heals by itself), or fails after `withinMs`. */
async function eventually(check: () => Promise<boolean>, withinMs: number, label: string): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < withinMs) {
    if (await check()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${label}: not within ${withinMs} ms`);
}

describe('a database behind a link that freezes, drops and refuses', () => {
  let proxy: TcpProxy;
  let database: DatabaseHandle;
  let dbName: string;
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    const created = await createDatabase();
    dbName = created.name;
    proxy = new TcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    await proxy.listen();
    database = await openDatabase({ kind: 'postgres', url: proxy.urlFor(created.url), poolSize: 4, timeouts: bounds });
    await database.migrate();
    t = createTestAppOn(database, env);
    user = await t.signUp();
    await t.request('/api/documents', { method: 'POST', cookie: user.cookie, json: { type: 'essay', title: 'Kept', content: 'x' } });
  });
  afterAll(async () => {
    await proxy.forward().catch(() => undefined);
    await database.close().catch(() => undefined);
    await proxy.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  /** The signed-in calls a user makes, with their session looked up afresh (as after the cache's few seconds). */
  const signedInCalls = () => {
    sessionCacheFor(t.auth).clear();
    return [
      ['/api/documents', t.request('/api/documents', { cookie: user.cookie })],
      ['/api/me', t.request('/api/me', { cookie: user.cookie })],
      ['POST /api/documents', t.request('/api/documents', { method: 'POST', cookie: user.cookie, json: { type: 'essay', title: 'During', content: 'y' } })],
      ['/api/health', t.request('/api/health')],
    ] as const;
  };

  const healed = () =>
    eventually(
      async () => {
        sessionCacheFor(t.auth).clear();
        const [me, list, health] = await Promise.all([
          t.request('/api/me', { cookie: user.cookie }),
          t.request('/api/documents', { cookie: user.cookie }),
          t.request('/api/health'),
        ]);
        return me.status === 200 && list.status === 200 && health.status === 200;
      },
      15_000,
      'the same cookie works again',
    );

  it('a frozen link: every request answers 503 within the bound, none hangs; the same cookie works after the link thaws', async () => {
    proxy.freeze();
    const calls = [...signedInCalls(), ...signedInCalls()];
    const answers = await Promise.all(calls.map(async ([label, call]) => [label, await timed(call)] as const));
    for (const [label, answer] of answers) await expectUnavailable(answer, label);

    await proxy.forward();
    await healed();
    const list = (await (await t.request('/api/documents', { cookie: user.cookie })).json()) as { documents: Array<{ title: string }> };
    expect(list.documents.map((d) => d.title)).toContain('Kept');
  });

  it('connections cut mid-flight: 503 (not 500), then recovery with the same cookie', async () => {
    proxy.freeze();
    const pending = signedInCalls().map(async ([label, call]) => [label, await timed(call)] as const);
    await new Promise((resolve) => setTimeout(resolve, 200));
    proxy.drop();
    await proxy.forward();
    for (const [label, answer] of await Promise.all(pending)) {
      // A call that started after the cut may already succeed on a fresh connection; none may fail with anything but 503.
      if (answer.res.status < 300) continue;
      await expectUnavailable(answer, label);
    }
    await healed();
  });

  it('a refused port: 503 at once, then recovery when it listens again', async () => {
    await proxy.refuse();
    for (const [label, call] of signedInCalls()) await expectUnavailable(await timed(call), label);
    await proxy.forward();
    await healed();
  });
});

describe('a database dropped, then recreated empty', () => {
  it('answers 503 (never 500) while it is gone and while its tables are missing; health says so', async () => {
    const { name, url } = await createDatabase();
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 4, timeouts: bounds });
    try {
      await database.migrate();
      const t = createTestAppOn(database, env);
      const user = await t.signUp();
      const calls = () => {
        sessionCacheFor(t.auth).clear();
        return [
          ['/api/documents', t.request('/api/documents', { cookie: user.cookie })],
          ['/api/me', t.request('/api/me', { cookie: user.cookie })],
          ['/api/health', t.request('/api/health')],
        ] as const;
      };

      await adminQuery(`DROP DATABASE ${name} WITH (FORCE)`);
      for (const [label, call] of calls()) await expectUnavailable(await timed(call), `dropped ${label}`);

      await adminQuery(`CREATE DATABASE ${name}`);
      for (const [label, call] of calls()) await expectUnavailable(await timed(call), `empty ${label}`);
      const health = (await (await t.request('/api/health')).json()) as { database: { status: string } };
      expect(health.database.status).toBe('schema_missing');

      // A restart creates the tables again; the app then answers (the old account is gone with the old database).
      await database.migrate();
      await eventually(async () => (await t.request('/api/health')).status === 200, 10_000, 'healthy after the schema is back');
      expect((await t.request('/api/me', { cookie: user.cookie })).status).toBe(401);
    } finally {
      await database.close().catch(() => undefined);
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});

describe('start-up against a database that cannot be used', () => {
  const startAgainst = async (url: string) => {
    const config = loadConfig({ DATABASE_URL: url, DATABASE_CONNECT_TIMEOUT_MS: '1000', SEED_DEMO: 'false', AUTH_SECRET: 'a'.repeat(40), NODE_ENV: 'test' });
    const started = performance.now();
    const error = await startRuntime(config, createLogger('silent')).then(
      async (runtime) => {
        await runtime.close();
        return undefined;
      },
      (e: unknown) => e,
    );
    return { error, ms: performance.now() - started };
  };

  it.each([
    ['accepts connections but never answers', 'silent', /no answer within 1000 ms/],
    ['refuses connections', 'refused', /refused/],
  ])('one that %s: fails within the bound with one line naming DATABASE_URL', async (_label, kind, reason) => {
    const proxy = new TcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    await proxy.listen();
    if (kind === 'silent') proxy.freeze();
    else await proxy.refuse();
    try {
      const { error, ms } = await startAgainst(proxy.urlFor(serverUrl));
      expect(error).toBeInstanceOf(DatabaseUnreachableError);
      const message = (error as Error).message;
      expect(message).toContain('DATABASE_URL');
      expect(message).toMatch(reason);
      expect(message).not.toContain('\n');
      expect(ms).toBeLessThan(answerWithinMs);
    } finally {
      await proxy.forward().catch(() => undefined);
      await proxy.close();
    }
  });
});

describe('two app processes on one database behind a load balancer', () => {
  it('a sign-out or a password change in one is honoured by the other within the session cache bound', async () => {
    const { name, url } = await createDatabase();
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
    try {
      await database.migrate();
      const a = createTestAppOn(database);
      const b = createTestAppOn(database);
      // The balancer sends each request to the next process in turn.
      let turn = 0;
      const balanced = (path: string, init?: Parameters<TestApp['request']>[1]) => [a, b][turn++ % 2]!.request(path, init);

      // Sign-out in A; B has the session cached from a moment ago.
      const first = await a.signUp();
      expect((await b.request('/api/me', { cookie: first.cookie })).status).toBe(200);
      expect((await a.request('/api/auth/sign-out', { method: 'POST', cookie: first.cookie, json: {} })).status).toBe(200);
      const signOutSeenMs = await eventually(async () => (await b.request('/api/me', { cookie: first.cookie })).status === 401, sessionCacheMs + 3_000, 'sign-out honoured by B');
      expect(signOutSeenMs).toBeLessThanOrEqual(sessionCacheMs + 3_000);
      // Through the balancer, both processes now refuse it.
      for (let i = 0; i < 4; i++) expect((await balanced('/api/me', { cookie: first.cookie })).status).toBe(401);

      // Password change in B revoking other sessions; the other session was cached by A.
      const second = await b.signUp();
      const other = await a.request('/api/auth/sign-in/email', { method: 'POST', json: { email: second.email, password: second.password } });
      const otherCookie = other.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      expect((await a.request('/api/me', { cookie: otherCookie })).status).toBe(200);
      const changed = await b.request('/api/auth/change-password', {
        method: 'POST',
        cookie: second.cookie,
        json: { currentPassword: second.password, newPassword: 'a-new-long-passphrase', revokeOtherSessions: true },
      });
      expect(changed.status).toBe(200);
      await eventually(async () => (await a.request('/api/me', { cookie: otherCookie })).status === 401, sessionCacheMs + 3_000, 'password change honoured by A');
    } finally {
      await database.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});
