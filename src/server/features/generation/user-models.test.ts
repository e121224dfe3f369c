import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GenerationEvent } from '../../../shared/generation.ts';
import type { UserModelConnection, UserModelState } from '../../../shared/user-model.ts';
import { requestLimits, userModels } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { httpsOnlyMessage, privateAddressMessage, type ResolveHost } from '../../http/ssrf.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { startFakeLlm, type FakeLlm } from '../../testing/fake-llm.ts';
import { createLogCapture, createTestApp, createTestAppOn, type TestApp, type TestUser } from '../../testing/harness.ts';
import { createSecretBox } from './secret-box.ts';
import { createUserModels, userModelOptionsFor } from './user-models.ts';

/** The harness's auth secret: with no ENCRYPTION_KEY, keys are sealed under it. */
const authSecret = 'test-secret-that-is-long-enough-0123456789';
const apiKey = 'sk-test-super-secret-key-98761234';

/** DNS for the public-policy app: one public name, one that points into a private network. */
const dns: ResolveHost = async (host) => {
  if (host === 'model.internal.example') return [{ address: '10.0.0.5', family: 4 }];
  if (host === 'api.models.example') return [{ address: '93.184.216.34', family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
};

const logs = createLogCapture('debug');
/** USER_MODELS=any: the fake model server listens on 127.0.0.1. */
let t: TestApp;
/** The same database under the default policy (public https addresses only). */
let publicApp: TestApp;
let offApp: TestApp;
let llm: FakeLlm;
/** Every response body the tests read, to search for the key. */
const bodies: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ USER_MODELS: 'any', LLM_MAX_RETRIES: '0' }, { logger: logs.logger });
  publicApp = createTestAppOn(t.database, {}, { resolveHost: dns, logger: logs.logger });
  offApp = createTestAppOn(t.database, { USER_MODELS: 'off' }, { logger: logs.logger });
  llm = await startFakeLlm();
});
afterAll(async () => {
  await llm.close();
  await t.close();
});
beforeEach(() => {
  llm.requests.length = 0;
  llm.script({ kind: 'stream', pieces: ['# Own Model\n\n', 'Written by my own model.'] });
});

type User = Pick<TestUser, 'cookie' | 'userId' | 'email'>;

async function call(app: TestApp, user: User | undefined, method: string, path: string, json?: unknown): Promise<Response> {
  const res = await app.request(`/api/me/model${path}`, { method, cookie: user?.cookie, ...(json === undefined ? {} : { json }) });
  const text = await res.clone().text();
  bodies.push(text);
  return res;
}

const connection = (overrides: Record<string, unknown> = {}) => ({ preset: 'custom', baseUrl: llm.baseUrl, apiKey, model: 'fake-model', ...overrides });
/** The body of a route: Load models needs no model name (and refuses one). */
const bodyFor = (path: string, overrides: Record<string, unknown> = {}) => {
  const { model, ...rest } = connection(overrides);
  return path === '/models' ? rest : { ...rest, model };
};

async function json<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

async function generateEssay(app: TestApp, user: User): Promise<Response> {
  return app.request('/api/generate/essay', { method: 'POST', json: { topic: 'Should school start later?', length: 'short' }, cookie: user.cookie });
}

async function eventsOf(res: Response): Promise<GenerationEvent[]> {
  const text = await res.text();
  bodies.push(text);
  expect(res.status, text).toBe(200);
  return text
    .split('\n\n')
    .filter(Boolean)
    .map((block) => JSON.parse(block.slice('data: '.length)) as GenerationEvent);
}

async function generationInfo(app: TestApp, user: User) {
  return json<{ provider: string; userModels: string; aiActions: boolean; quota: { used: number } }>(await app.request('/api/generate', { cookie: user.cookie }));
}

const rowOf = async (userId: string) => (await t.database.db.select().from(userModels).where(eq(userModels.userId, userId)))[0];

describe('/api/me/model', () => {
  it('answers 401 to a signed-out visitor on every route', async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['PUT', ''],
      ['DELETE', ''],
      ['POST', '/test'],
      ['POST', '/models'],
    ] as const) {
      await expectApiError(await call(t, undefined, method, path, method === 'GET' || method === 'DELETE' ? undefined : bodyFor(path)), 'unauthorized');
    }
  });

  it('saves, tests, lists, uses and removes a connection; the key is sealed and only its last four characters come back', async () => {
    const user = await t.signUp();
    expect(await json<UserModelState>(await call(t, user, 'GET', ''))).toEqual({ policy: 'any', connection: null, operatorModel: false });

    const saved = await json<UserModelConnection>(await call(t, user, 'PUT', '', connection({ baseUrl: `${llm.baseUrl}/` })));
    expect(saved).toEqual({ preset: 'custom', baseUrl: llm.baseUrl, model: 'fake-model', keyLast4: '1234', createdAt: expect.any(String), updatedAt: expect.any(String) });
    expect((await json<UserModelState>(await call(t, user, 'GET', ''))).connection).toEqual(saved);

    // At rest: sealed, not the key, and it opens back to the key.
    const row = await rowOf(user.userId);
    expect(row?.keyCiphertext).toMatch(/^v1:/);
    expect(row?.keyCiphertext).not.toContain(apiKey);
    expect(createSecretBox([authSecret]).open(row!.keyCiphertext!)).toEqual({ plain: apiKey, stale: false });

    // Another user sees nothing of it.
    const other = await t.signUp();
    expect((await json<UserModelState>(await call(t, other, 'GET', ''))).connection).toBeNull();

    // Test connection, with the saved key (none sent).
    const { apiKey: _sent, ...withoutKey } = connection();
    const tested = await json<{ ok: boolean; model: string; ms: number }>(await call(t, user, 'POST', '/test', withoutKey));
    expect(tested).toEqual({ ok: true, model: 'fake-model', ms: expect.any(Number) });
    expect(llm.requests.at(-1)).toMatchObject({ path: '/v1/chat/completions', headers: { authorization: `Bearer ${apiKey}` }, body: { model: 'fake-model' } });

    // Load models.
    llm.script({ kind: 'status', status: 200, body: { object: 'list', data: [{ id: 'zeta-large' }, { id: 'alpha-mini' }, { id: 'alpha-mini' }, { nope: 1 }] } });
    expect(await json(await call(t, user, 'POST', '/models', { preset: 'custom', baseUrl: llm.baseUrl }))).toEqual({ models: ['alpha-mini', 'zeta-large'] });
    expect(llm.requests.at(-1)).toMatchObject({ path: '/v1/models', headers: { authorization: `Bearer ${apiKey}` } });

    // A generation: written by the user's model, recorded with the draft, not counted.
    llm.script({ kind: 'stream', pieces: ['# Own Model\n\n', 'Written by my own model.'] });
    const before = await generationInfo(t, user);
    expect(before).toMatchObject({ provider: 'user-model', userModels: 'any', aiActions: true });
    const events = await eventsOf(await generateEssay(t, user));
    expect(events[0]).toMatchObject({ type: 'start', provider: 'user-model' });
    const done = events.at(-1);
    expect(done).toMatchObject({ type: 'done', documentId: expect.any(String) });
    expect(llm.requests.at(-1)).toMatchObject({ path: '/v1/chat/completions', headers: { authorization: `Bearer ${apiKey}` }, body: { model: 'fake-model', stream: true } });
    const doc = await json<{ data: { generation: unknown } }>(await t.request(`/api/documents/${(done as { documentId: string }).documentId}`, { cookie: user.cookie }));
    expect(doc.data.generation).toEqual({ provider: 'user-model', model: 'fake-model', status: 'complete' });
    expect((await generationInfo(t, user)).quota.used).toBe(before.quota.used);

    // Saving again without a key keeps it (same server).
    const renamed = await json<UserModelConnection>(await call(t, user, 'PUT', '', { ...withoutKey, model: 'other-model' }));
    expect(renamed).toMatchObject({ model: 'other-model', keyLast4: '1234' });
    await eventsOf(await generateEssay(t, user));
    expect(llm.requests.at(-1)).toMatchObject({ headers: { authorization: `Bearer ${apiKey}` }, body: { model: 'other-model' } });

    // Removed: back to the operator's writer (here the offline one).
    const removed = await call(t, user, 'DELETE', '');
    expect(removed.status).toBe(204);
    expect((await json<UserModelState>(await call(t, user, 'GET', ''))).connection).toBeNull();
    expect(await rowOf(user.userId)).toBeUndefined();
    expect(await generationInfo(t, user)).toMatchObject({ provider: 'offline', aiActions: false });
    expect((await eventsOf(await generateEssay(t, user)))[0]).toMatchObject({ provider: 'offline' });
  });

  it('never sends a saved key to another address: a new address needs the key again', async () => {
    const user = await t.signUp();
    await json(await call(t, user, 'PUT', '', connection()));
    const elsewhere = await startFakeLlm();
    try {
      const tested = await call(t, user, 'POST', '/test', { preset: 'custom', baseUrl: elsewhere.baseUrl, model: 'fake-model' });
      expect(tested.status).toBe(200);
      expect(elsewhere.requests).toHaveLength(1);
      expect(elsewhere.requests[0]?.headers.authorization).toBeUndefined();
      await expectApiError(await call(t, user, 'PUT', '', { preset: 'custom', baseUrl: elsewhere.baseUrl, model: 'fake-model' }), 'validation_failed', 'apiKey');
      expect((await rowOf(user.userId))?.baseUrl).toBe(llm.baseUrl);
    } finally {
      await elsewhere.close();
    }
  });

  it('maps the provider’s answers to plain words', async () => {
    const user = await t.signUp();
    const cases: Array<[Parameters<FakeLlm['script']>[0], Parameters<typeof expectApiError>[1], string]> = [
      [{ kind: 'status', status: 401, body: { error: { message: `Incorrect API key provided: ${apiKey}` } } }, 'upstream_error', 'The provider refused the API key (HTTP 401). Check the key.'],
      [{ kind: 'status', status: 404 }, 'upstream_error', 'The provider does not know this model or address (HTTP 404). Check the base URL and the model name.'],
      [{ kind: 'status', status: 400 }, 'upstream_error', 'The provider refused the request (HTTP 400). Check the model name.'],
      [{ kind: 'status', status: 503 }, 'upstream_error', 'The provider had a problem (HTTP 503). Try again later.'],
      [{ kind: 'status', status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data' } }, 'model_address_refused', 'The model server answered with a redirect (HTTP 302), which is not followed. Use the final address of the server.'],
    ];
    for (const [behaviour, code, message] of cases) {
      llm.script(behaviour);
      const body = await expectApiError(await call(t, user, 'POST', '/test', connection()), code);
      expect(body.error.message).toBe(message);
    }
    // The redirect was not followed: one request, to the fake.
    expect(llm.requests).toHaveLength(cases.length);

    llm.script({ kind: 'status', status: 429, headers: { 'retry-after': '7' } });
    const limited = await call(t, user, 'POST', '/test', connection());
    expect(limited.headers.get('retry-after')).toMatch(/^[78]$/);
    await expectApiError(limited, 'rate_limited', undefined, expect.any(String) as unknown as string);

    const closedPort = 'http://127.0.0.1:9/v1';
    const unreachable = await expectApiError(await call(t, user, 'POST', '/test', connection({ baseUrl: closedPort })), 'upstream_unreachable');
    expect(unreachable.error.message).toBe('The model server could not be reached. Check the address and that the server is running.');

    llm.script({ kind: 'status', status: 404 });
    expect(await json(await call(t, user, 'POST', '/models', { preset: 'custom', baseUrl: llm.baseUrl, apiKey }))).toEqual({
      models: [],
      note: 'This server does not list its models. Type the model name.',
    });
    llm.script({ kind: 'status', status: 401 });
    await expectApiError(await call(t, user, 'POST', '/models', { preset: 'custom', baseUrl: llm.baseUrl, apiKey }), 'upstream_error');
  });

  it('gives up on a server that does not answer in time', async () => {
    const user = await t.signUp();
    const service = createUserModels(t.database.db, { ...userModelOptionsFor(t.config, authSecret), checkTimeoutMs: 1_500 });
    llm.script({ kind: 'stream', pieces: ['late'], headersDelayMs: 3_000 });
    const error = await service.test(user.userId, { preset: 'custom', baseUrl: llm.baseUrl, apiKey, model: 'fake-model' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect([(error as AppError).code, (error as AppError).message]).toEqual(['upstream_timeout', 'The model server did not answer within 2 seconds.']);
  });

  it('a run the model refuses is an error that takes nothing from the quota', async () => {
    const user = await t.signUp();
    await json(await call(t, user, 'PUT', '', connection()));
    const before = (await generationInfo(t, user)).quota.used;
    llm.script({ kind: 'status', status: 401 });
    await expectApiError(await generateEssay(t, user), 'upstream_error');
    expect((await generationInfo(t, user)).quota.used).toBe(before);
  });

  it('a key no secret opens asks the user to enter it again', async () => {
    const user = await t.signUp();
    await json(await call(t, user, 'PUT', '', connection()));
    const foreign = createSecretBox(['a-different-secret-that-is-long-enough-000']).seal(apiKey);
    await t.database.db.update(userModels).set({ keyCiphertext: foreign }).where(eq(userModels.userId, user.userId));
    await expectApiError(await generateEssay(t, user), 'model_key_unreadable');
    const { apiKey: _key, ...withoutKey } = connection();
    await expectApiError(await call(t, user, 'POST', '/test', withoutKey), 'model_key_unreadable');
    // Entering it again repairs it.
    await json(await call(t, user, 'PUT', '', connection()));
    expect((await eventsOf(await generateEssay(t, user)))[0]).toMatchObject({ provider: 'user-model' });
  });

  it('a key saved before ENCRYPTION_KEY was set still works and is sealed again under it', async () => {
    const encryptionKey = 'a-dedicated-encryption-key-0123456789abcdef';
    const rotated = createTestAppOn(t.database, { USER_MODELS: 'any', ENCRYPTION_KEY: encryptionKey }, { logger: logs.logger });
    const user = await t.signUp();
    await json(await call(t, user, 'PUT', '', connection()));
    expect((await eventsOf(await generateEssay(rotated, user)))[0]).toMatchObject({ provider: 'user-model' });
    expect(llm.requests.at(-1)?.headers.authorization).toBe(`Bearer ${apiKey}`);
    const resealed = (await rowOf(user.userId))!.keyCiphertext!;
    expect(createSecretBox([encryptionKey]).open(resealed)).toEqual({ plain: apiKey, stale: false });
    expect(createSecretBox([authSecret]).open(resealed)).toBeNull();
  });

  it('is deleted with the account', async () => {
    const user = await t.signUp();
    await json(await call(t, user, 'PUT', '', connection()));
    expect(await rowOf(user.userId)).toBeDefined();
    const res = await t.request('/api/me', { method: 'DELETE', json: { email: user.email, password: user.password }, cookie: user.cookie });
    expect(res.status).toBe(204);
    expect(await rowOf(user.userId)).toBeUndefined();
  });
});

describe('USER_MODELS=public (the default)', () => {
  const refusedCases: Array<[string, string]> = [
    ['http://api.models.example/v1', httpsOnlyMessage],
    ['https://127.0.0.1:11434/v1', privateAddressMessage],
    ['https://10.0.0.1/v1', privateAddressMessage],
    ['https://169.254.169.254/latest', privateAddressMessage],
    ['https://[::1]:8080/v1', privateAddressMessage],
    ['https://model.internal.example/v1', privateAddressMessage],
  ];

  it.each(refusedCases)('refuses %s on save, test and list, and saves nothing', async (baseUrl, message) => {
    const user = await publicApp.signUp();
    for (const [method, path] of [
      ['PUT', ''],
      ['POST', '/test'],
      ['POST', '/models'],
    ] as const) {
      const body = await expectApiError(await call(publicApp, user, method, path, bodyFor(path, { baseUrl })), 'model_address_refused');
      expect(body.error.message).toBe(message);
    }
    expect(await rowOf(user.userId)).toBeUndefined();
    expect(llm.requests).toHaveLength(0);
  });

  it('refuses a run whose saved address now resolves into a private network, without taking from the quota', async () => {
    const user = await publicApp.signUp();
    await t.database.db.insert(userModels).values({ userId: user.userId, preset: 'custom', baseUrl: 'https://model.internal.example/v1', model: 'm', keyCiphertext: null, keyLast4: null });
    const info = await generationInfo(publicApp, user);
    expect(info).toMatchObject({ provider: 'user-model', userModels: 'public' });
    const body = await expectApiError(await generateEssay(publicApp, user), 'model_address_refused');
    expect(body.error.message).toBe(privateAddressMessage);
    expect((await generationInfo(publicApp, user)).quota.used).toBe(info.quota.used);
  });

  it('says which policy applies', async () => {
    const user = await publicApp.signUp();
    expect(await json<UserModelState>(await call(publicApp, user, 'GET', ''))).toEqual({ policy: 'public', connection: null, operatorModel: false });
  });
});

describe('USER_MODELS=off', () => {
  it('refuses to save, test or list with 403, and ignores a connection saved before', async () => {
    const user = await offApp.signUp();
    expect(await json<UserModelState>(await call(offApp, user, 'GET', ''))).toMatchObject({ policy: 'off', connection: null });
    for (const [method, path] of [
      ['PUT', ''],
      ['POST', '/test'],
      ['POST', '/models'],
    ] as const) {
      await expectApiError(await call(offApp, user, method, path, bodyFor(path)), 'user_models_off');
    }
    await t.database.db.insert(userModels).values({ userId: user.userId, preset: 'custom', baseUrl: llm.baseUrl, model: 'fake-model', keyCiphertext: null, keyLast4: null });
    expect(await generationInfo(offApp, user)).toMatchObject({ provider: 'offline', userModels: 'off', aiActions: false });
    expect((await eventsOf(await generateEssay(offApp, user)))[0]).toMatchObject({ provider: 'offline' });
    expect(llm.requests).toHaveLength(0);
  });
});

describe('limits on a user’s own model', () => {
  let limited: TestApp;
  beforeAll(() => {
    limited = createTestAppOn(t.database, { USER_MODELS: 'any', RATE_LIMIT_ENABLED: 'true' }, { logger: logs.logger });
  });

  const fill = (key: string, count: number) => t.database.db.insert(requestLimits).values({ key, count, windowStart: new Date() });

  it('runs are limited per user (30 in 10 minutes) with Retry-After, and the quota is untouched', async () => {
    const user = await t.signUp();
    await json(await call(t, user, 'PUT', '', connection()));
    await fill(`user-model-run:${user.userId}`, 29);
    expect((await eventsOf(await generateEssay(limited, user)))[0]).toMatchObject({ provider: 'user-model' });
    const res = await generateEssay(limited, user);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(500);
    await expectApiError(res, 'rate_limited', undefined, expect.any(String) as unknown as string);
    expect((await generationInfo(limited, user)).quota.used).toBe(0);
  });

  it('Test connection and Load models are limited per user', async () => {
    const user = await t.signUp();
    await fill(`user-model-check:${user.userId}`, 20);
    const res = await call(limited, user, 'POST', '/test', connection());
    expect(res.headers.get('retry-after')).not.toBeNull();
    await expectApiError(res, 'rate_limited', undefined, expect.any(String) as unknown as string);
    expect(llm.requests).toHaveLength(0);
  });
});

describe('the key', () => {
  it('appears in no response body and no log line', () => {
    expect(bodies.length).toBeGreaterThan(20);
    for (const body of bodies) expect(body).not.toContain(apiKey);
    expect(logs.entries.length).toBeGreaterThan(20);
    expect(logs.text()).not.toContain(apiKey);
    expect(logs.text()).not.toContain(apiKey.slice(0, -4));
  });
});
