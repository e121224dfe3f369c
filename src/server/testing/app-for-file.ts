import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startFakeLlm, type FakeLlm } from './fake-llm.ts';
import { createTestApp, createTestAppOn, type TestApp, type TestAppOptions, type TestUser } from './harness.ts';

/**
 * Stands for a value a `beforeAll` hook makes, so a test file can name it
 * in one `const` at the top instead of a `let` and a hook of its own. Using
 * it before the hook has run (at import time) is a mistake in the test, and
 * throws saying so.
 */
function madeBeforeAll<T extends object>(what: string, make: () => Promise<T>): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await make();
  });
  const current = (): T => {
    if (!value) throw new Error(`${what} is made before the file's first test: use it inside a test or hook`);
    return value;
  };
  // Every read goes to the value the hook made, spreads and `in` included.
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(current(), key) as unknown,
    has: (_, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(current(), key),
  });
}

export interface AppForFileOptions extends TestAppOptions {
  /** Tables emptied before each test, so what a test stored is all there is (a row count says "nothing stored"). */
  emptiedBeforeEach?: PgTable[];
}

/**
 * The app, on a fresh database, for every test in this file: built before
 * the first test and closed after the last. `env` and the options are
 * `createTestApp`'s.
 */
export function appForFile(env: Record<string, string> = {}, { emptiedBeforeEach = [], ...options }: AppForFileOptions = {}): TestApp {
  let app: TestApp | undefined;
  const t = madeBeforeAll('the test app', async () => (app = await createTestApp(env, options)));
  afterAll(async () => {
    await app?.close();
  });
  if (emptiedBeforeEach.length > 0) {
    beforeEach(async () => {
      for (const table of emptiedBeforeEach) await t.database.db.delete(table);
    });
  }
  return t;
}

/** A new user of `t`, signed up and signed in before the file's first test. */
export function signedInUserForFile(t: TestApp): TestUser {
  return madeBeforeAll('the signed-in user', () => t.signUp());
}

/**
 * A user of `t` signed up and verified before the file's first test; an
 * address in the app's ADMIN_EMAILS is so an administrator.
 */
export function verifiedUserForFile(t: TestApp, email: string): TestUser {
  return madeBeforeAll(email, () => t.signUpVerified(email));
}

/**
 * A fake OpenAI-compatible model for this file, and an app on `t`'s database
 * that writes with it (the same users and documents, another provider); what
 * the model was sent is forgotten before each test. `env` adds to the model's
 * settings (say shorter time limits).
 */
export function modelAppForFile(t: TestApp, env: Record<string, string> = {}): { llm: FakeLlm; withModel: TestApp } {
  let started: FakeLlm | undefined;
  const llm = madeBeforeAll('the fake model', async () => (started = await startFakeLlm()));
  const withModel = madeBeforeAll('the app with a model', () =>
    Promise.resolve(createTestAppOn(t.database, { LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'fake-model', LLM_MAX_RETRIES: '0', ...env })),
  );
  afterAll(async () => {
    await started?.close();
  });
  beforeEach(() => {
    llm.requests.length = 0;
  });
  return { llm, withModel };
}
