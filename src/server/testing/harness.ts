import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { pino } from 'pino';
import { inject } from 'vitest';
import { createApp } from '../app.ts';
import type { Plan } from '../../shared/plans.ts';
import { createAuth, type Auth } from '../auth/auth.ts';
import { sessionCacheFor } from '../auth/session-cache.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { createLogger, type Logger } from '../logger.ts';
import { providerFor } from '../features/generation/provider-for.ts';
import { userModelOptionsFor } from '../features/generation/user-models.ts';
import type { Shutdown } from '../http/shutdown.ts';
import type { ResolveHost } from '../http/ssrf.ts';
import type { TextProvider } from '../features/generation/provider.ts';
import type { DoiLookupOptions } from '../features/references/doi.ts';
import type { Mail, Mailer } from '../mail.ts';
import { RenderPool } from '../typst/pool.ts';
import { quickPasswordHashing } from './quick-password-hash.ts';

/**
 * A fresh database for one test file: PGlite in memory by default, or a new
 * database on the server named by TEST_DATABASE_URL (dropped on close).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // From the migrated seed the test run's global setup made (pglite-seed.ts), when there is one.
    const seedFile = inject('pgliteSeed') as string | undefined;
    const database = await openDatabase({ kind: 'pglite', ...(seedFile ? { seedFile } : {}) });
    await database.migrate();
    return database;
  }
  const name = `inkwell_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = '/' + name;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** A mailer that keeps what it "sends", so tests can follow the links in it. */
function createMailbox(): Mailer & { sent: Mail[]; lastLinkTo(email: string): string } {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
    lastLinkTo(email) {
      const mail = [...sent].reverse().find((m) => m.to === email);
      const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
      if (!link) throw new Error(`no mail with a link to ${email}`);
      return link;
    },
  };
}

const testBaseUrl = 'http://localhost:3000';

/** One parsed pino line. */
export type LogEntry = Record<string, unknown> & { level: number; msg?: string };

/**
 * A pino logger that keeps its lines in memory, so a test can read what the
 * server logged. It has no redaction on purpose: handlers must not pass
 * secrets to the logger in the first place (redaction is the second line).
 */
export function createLogCapture(level = 'info'): { logger: Logger; entries: LogEntry[]; text(): string } {
  const raw: string[] = [];
  const logger = pino({ level, base: undefined }, { write: (line: string) => void raw.push(line) });
  return {
    logger,
    get entries() {
      return raw.map((line) => JSON.parse(line) as LogEntry);
    },
    text: () => raw.join(''),
  };
}

type TestRequestInit = RequestInit & {
  json?: unknown;
  cookie?: string;
  /** The socket peer the app sees (default 127.0.0.1), as @hono/node-server would report it. */
  remoteAddress?: string;
};

/** A user `TestApp.signUp` made: signed in, with the cookie header to send. */
export type TestUser = Awaited<ReturnType<TestApp['signUp']>>;

export interface TestApp {
  app: ReturnType<typeof createApp>;
  auth: Auth;
  database: DatabaseHandle;
  mailbox: ReturnType<typeof createMailbox>;
  config: Config;
  /** The origin requests go to: the config's PUBLIC_URL. */
  baseUrl: string;
  /** Calls the app in-process with the Origin header better-auth requires. */
  request(path: string, init?: TestRequestInit): Promise<Response>;
  /** Signs up and signs in a new user; returns its cookie header and email. */
  signUp(email?: string, password?: string): Promise<{ cookie: string; email: string; password: string; userId: string }>;
  /** Opens the newest verification link mailed to `email`, as its owner would (an ADMIN_EMAILS account needs it to administer). */
  verifyEmail(email: string): Promise<void>;
  /** signUp, then verifyEmail: an ADMIN_EMAILS address becomes an administrator only so. */
  signUpVerified(email?: string, password?: string): Promise<{ cookie: string; email: string; password: string; userId: string }>;
  /** Puts a user on a plan, as billing will (in the database; the session cache is cleared so the next request sees it). */
  setPlan(userId: string, plan: Plan): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  logger?: Logger;
  provider?: TextProvider;
  /** DNS for users' model addresses (the address guard); the real one when unset. */
  resolveHost?: ResolveHost;
  doiLookup?: DoiLookupOptions;
  /** The server's clock for plans and quotas (see `testClock`); the real one when unset. */
  now?: () => Date;
  /** Hash passwords as the product does (scrypt N=16384), not with the tests' quick hash (quick-password-hash.ts). */
  productPasswordHashing?: boolean;
  /** The process stopping, begun by the test as main.ts does on SIGTERM. */
  shutdown?: Shutdown;
  /** A render pool of the test's own (one it may close); the suite's shared one when unset. */
  renderPool?: RenderPool;
}

/** A clock a test moves by hand: pass `clock.now` as `now`, then `clock.advance(ms)` or `clock.set(date)`. */
export function testClock(start = new Date('2026-03-01T09:00:00.000Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(at: Date) {
      current = at.getTime();
    },
  };
}

/**
 * The app in-process on a fresh database. `env` overrides the configuration
 * (say PUBLIC_URL=https://… for secure cookies); `options.logger` receives
 * what the server logs (silent by default).
 */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const instance = createTestAppOn(database, env, options);
  return { ...instance, close: () => database.close() };
}

/**
 * Another app process on an existing test database (as several processes
 * share one PostgreSQL behind a load balancer). Its close() leaves the
 * database open: the TestApp that opened it closes it.
 */
export function createTestAppOn(database: DatabaseHandle, env: Record<string, string> = {}, options: TestAppOptions = {}): TestApp {
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: testBaseUrl, RATE_LIMIT_ENABLED: 'false', OFFLINE_WRITER_PACE_MS: '0', ...env });
  const baseUrl = config.publicUrl;
  const logger = options.logger ?? createLogger('silent');
  const mailbox = createMailbox();
  const secret = 'test-secret-that-is-long-enough-0123456789';
  const passwordHashing = options.productPasswordHashing ? {} : { passwordHashing: quickPasswordHashing };
  const auth = createAuth({ config, secret, db: database.db, mailer: mailbox, logger, ...passwordHashing });
  // As in server.ts: an https public URL turns on HSTS and upgrade-insecure-requests.
  const app = createApp({
    cookieSecret: secret,
    database,
    auth,
    logger,
    https: config.secureCookies,
    trustedProxies: config.trustedProxies,
    rateLimitEnabled: config.rateLimitEnabled,
    provider: options.provider ?? providerFor(config),
    userModels: { ...userModelOptionsFor(config, secret), ...(options.resolveHost ? { resolve: options.resolveHost } : {}) },
    renderPool: options.renderPool ?? sharedRenderPool(),
    mailer: mailbox,
    publicUrl: config.publicUrl,
    trustedOrigins: config.trustedOrigins,
    sessionLookupTimeoutMs: config.database.sessionLookupTimeoutMs,
    ...(options.doiLookup ? { doiLookup: options.doiLookup } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.shutdown ? { shutdown: options.shutdown } : {}),
  });

  async function request(path: string, init: TestRequestInit = {}) {
    const { json, cookie, headers, remoteAddress = '127.0.0.1', ...rest } = init;
    return app.request(
      baseUrl + path,
      {
        ...rest,
        headers: {
          origin: baseUrl,
          ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
          ...(headers as Record<string, string> | undefined),
        },
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      },
      // The node-server bindings getConnInfo reads the client's socket address from.
      { incoming: { socket: { remoteAddress, remoteFamily: remoteAddress.includes(':') ? 'IPv6' : 'IPv4' } } },
    );
  }

  async function signUp(email = `user-${randomUUID().slice(0, 8)}@example.com`, password = 'correct-horse-battery') {
    const up = await request('/api/auth/sign-up/email', { method: 'POST', json: { email, password, name: '' } });
    if (up.status !== 200) throw new Error(`sign-up failed: ${up.status} ${await up.text()}`);
    const signIn = await request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
    const cookie = cookieHeader(signIn);
    const { user } = (await signIn.json()) as { user: { id: string } };
    return { cookie, email, password, userId: user.id };
  }

  async function verifyEmail(email: string) {
    const mail = [...mailbox.sent].reverse().find((m) => m.to.toLowerCase() === email.toLowerCase() && m.text.includes('/verify-email'));
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error(`no verification mail reached ${email}`);
    const url = new URL(link);
    const res = await request(url.pathname + url.search);
    if (res.status >= 400) throw new Error(`verification failed: ${res.status} ${await res.text()}`);
  }

  async function signUpVerified(email?: string, password?: string) {
    const user = await signUp(email, password);
    await verifyEmail(user.email);
    return user;
  }

  async function setPlan(userId: string, plan: Plan) {
    await database.db.update(users).set({ plan }).where(eq(users.id, userId));
    sessionCacheFor(auth).clear();
  }

  return { app, auth, database, mailbox, config, baseUrl, request, signUp, verifyEmail, signUpVerified, setPlan, close: async () => undefined };
}

let renderPool: RenderPool | undefined;
/** One Typst pool per test process (its workers start on first use and never hold the process open). */
function sharedRenderPool(): RenderPool {
  renderPool ??= new RenderPool(2);
  return renderPool;
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
