import { HTTPException } from 'hono/http-exception';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorCatalogue, isErrorCode } from '../../shared/errors.ts';
import { maxBodyBytes } from '../app.ts';
import { appForFile } from '../testing/app-for-file.ts';
import { createLogCapture } from '../testing/harness.ts';
import { AppError } from './errors.ts';
import { parseJson } from './validate.ts';

const log = createLogCapture('info');
const t = appForFile({}, { logger: log.logger });

beforeAll(() => {
  // Routes added after createApp, as a later feature router would be. They sit
  // outside /api because the /api/* catch-all (404) answers first there; they
  // still run through the app's middleware and onError.
  t.app.get('/test-only/boom', () => {
    throw new Error('cannot read properties of undefined (reading "secret=hunter2") at /srv/inkwell/db.ts');
  });
  t.app.get('/test-only/db-refused', () => {
    throw Object.assign(new Error('connect ECONNREFUSED 10.1.2.3:5432'), { code: 'ECONNREFUSED' });
  });
  t.app.get('/test-only/db-timeout', () => {
    throw new Error('Failed query: select 1', { cause: Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }) });
  });
  t.app.get('/test-only/conflict', () => {
    throw new AppError('conflict');
  });
  t.app.get('/test-only/http-413', () => {
    throw new HTTPException(413, { message: 'too big' });
  });
  t.app.post('/test-only/essay', async (c) => c.json(await parseJson(c, z.object({ title: z.string().min(1) }))));
});

interface ErrorBody {
  error: { code: string; message: string; field?: unknown; reason?: unknown };
}

/** Asserts the one error shape and returns the body. */
async function expectErrorShape(res: Response, expected?: { status: number; code: string }): Promise<ErrorBody> {
  const label = `${res.status} ${res.url}`;
  expect(res.status, label).toBeGreaterThanOrEqual(400);
  expect(res.headers.get('content-type'), label).toMatch(/^application\/json/);
  const body = (await res.json()) as ErrorBody;
  expect(Object.keys(body), label).toEqual(['error']);
  const { code, message, field, reason, ...rest } = body.error;
  expect(rest, label).toEqual({});
  expect(isErrorCode(code), `${label}: ${code} is in errorCatalogue`).toBe(true);
  expect(typeof message, label).toBe('string');
  expect(message.length, label).toBeGreaterThan(0);
  if (field !== undefined) {
    expect(code, label).toBe('validation_failed');
    expect(typeof field, label).toBe('string');
  }
  if (reason !== undefined) {
    // A validation failure names its reason as a stable key beside the sentence.
    expect(code, label).toBe('validation_failed');
    expect(reason, label).toMatch(/^validation\.[A-Za-z]+$/);
  }
  // The status a client sees is the one the catalogue gives the code.
  if (isErrorCode(code)) expect(res.status, `${label}: status of ${code}`).toBe(errorCatalogue[code].status);
  if (expected) expect({ status: res.status, code }, label).toEqual(expected);
  return body;
}

function post(path: string, body: BodyInit, contentType = 'application/json') {
  return t.request(path, { method: 'POST', body, headers: { 'content-type': contentType } });
}

describe('unknown paths', () => {
  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])('%s /api/does-not-exist → 404 not_found', async (method) => {
    const res = await t.request('/api/does-not-exist', { method });
    const body = await expectErrorShape(res, { status: 404, code: 'not_found' });
    expect(body.error.message).toBe(errorCatalogue.not_found.message);
  });

  it('answers an unknown nested API path and an unknown auth path the same way', async () => {
    await expectErrorShape(await t.request('/api/does-not-exist/deeper/1'), { status: 404, code: 'not_found' });
    await expectErrorShape(await t.request('/api/auth/does-not-exist'), { status: 404, code: 'not_found' });
  });

  it('answers a page path with the same shape when no web build is served', async () => {
    await expectErrorShape(await t.request('/no-such-page'), { status: 404, code: 'not_found' });
  });
});

describe('every failure has the shape {error:{code,message}}', () => {
  const cases: Array<[string, () => Promise<Response>]> = [
    ['unknown API path', () => t.request('/api/nope')],
    ['protected endpoint without a session', () => t.request('/api/me')],
    ['wrong password', () => t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: 'nobody@example.com', password: 'wrong-password-123' } })],
    ['invalid JSON to better-auth', () => post('/api/auth/sign-in/email', 'not json')],
    ['invalid JSON to our own parser', () => post('/test-only/essay', '{"title":')],
    ['schema failure in our own parser', () => t.request('/test-only/essay', { method: 'POST', json: { title: '' } })],
    ['body over the limit', () => post('/api/auth/sign-in/email', 'x'.repeat(maxBodyBytes + 1))],
    ['password too short', () => t.request('/api/auth/sign-up/email', { method: 'POST', json: { email: 'short@example.com', password: 'short', name: '' } })],
    ['invalid email', () => t.request('/api/auth/sign-up/email', { method: 'POST', json: { email: 'not-an-email', password: 'correct-horse-battery', name: '' } })],
    ['reset with an unknown token', () => t.request('/api/auth/reset-password', { method: 'POST', json: { newPassword: 'correct-horse-battery', token: 'no-such-token' } })],
    ['wrong content type to better-auth', () => post('/api/auth/sign-in/email', 'email=a', 'text/plain')],
    ['unsupported method on an auth endpoint', () => t.request('/api/auth/sign-in/email', { method: 'PUT', json: {} })],
    ['AppError thrown by a route', () => t.request('/test-only/conflict')],
    ['HTTPException 413 thrown by a route', () => t.request('/test-only/http-413')],
    ['unexpected error in a route', () => t.request('/test-only/boom')],
  ];

  it.each(cases)('%s', async (_label, send) => {
    await expectErrorShape(await send());
  });
});

describe('invalid JSON', () => {
  it('to a better-auth endpoint → 400 invalid_json in our shape', async () => {
    const res = await post('/api/auth/sign-in/email', 'not json');
    await expectErrorShape(res, { status: 400, code: 'invalid_json' });
  });

  it('to a route using parseJson → 400 invalid_json', async () => {
    await expectErrorShape(await post('/test-only/essay', 'not json'), { status: 400, code: 'invalid_json' });
  });

  it('a body that fails the schema → 400 validation_failed naming the field', async () => {
    const res = await t.request('/test-only/essay', { method: 'POST', json: { title: '' } });
    const body = await expectErrorShape(res, { status: 400, code: 'validation_failed' });
    expect(body.error.field).toBe('title');
    expect(body.error.message).toContain('title');
  });

  it('a valid body passes', async () => {
    const res = await t.request('/test-only/essay', { method: 'POST', json: { title: 'On rivers' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ title: 'On rivers' });
  });
});

describe('body size limit', () => {
  const tooBig = 'x'.repeat(maxBodyBytes + 1);

  it.each(['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/me', '/api/does-not-exist'])(
    'a body over 1 MB to %s → 413 payload_too_large',
    async (path) => {
      await expectErrorShape(await post(path, tooBig), { status: 413, code: 'payload_too_large' });
    },
  );

  it('also without a content-length (a streamed body)', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > maxBodyBytes) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    await expectErrorShape(res, { status: 413, code: 'payload_too_large' });
  });

  it('a body just under the limit is read (and rejected only as invalid JSON)', async () => {
    const res = await post('/api/auth/sign-in/email', 'x'.repeat(maxBodyBytes - 16));
    await expectErrorShape(res, { status: 400, code: 'invalid_json' });
  });
});

describe('errors thrown by routes', () => {
  it('an AppError becomes its code and status', async () => {
    const body = await expectErrorShape(await t.request('/test-only/conflict'), { status: 409, code: 'conflict' });
    expect(body.error.message).toBe(errorCatalogue.conflict.message);
  });

  it('an HTTPException 413 becomes payload_too_large', async () => {
    await expectErrorShape(await t.request('/test-only/http-413'), { status: 413, code: 'payload_too_large' });
  });

  it('an unexpected error → 500 internal with no stack or internals in the body', async () => {
    const res = await t.request('/test-only/boom');
    const text = await res.text();
    expect(res.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ error: { code: 'internal', message: errorCatalogue.internal.message } });
    for (const leak of ['hunter2', 'undefined', '/srv/inkwell', 'stack', '.ts:']) expect(text).not.toContain(leak);
  });

  it.each([
    ['a refused connection', '/test-only/db-refused'],
    ['a statement timeout wrapped by the query builder', '/test-only/db-timeout'],
  ])('%s → 503 service_unavailable with Retry-After, no internals in the body', async (_label, path) => {
    const res = await t.request(path);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    const text = await res.clone().text();
    await expectErrorShape(res, { status: 503, code: 'service_unavailable' });
    for (const leak of ['ECONNREFUSED', '10.1.2.3', 'select 1', 'statement timeout']) expect(text).not.toContain(leak);
  });

  it('logs the unexpected error for operators with the request id the client saw', async () => {
    const res = await t.request('/test-only/boom');
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toMatch(/^[\w-]{8,}$/);

    const entries = log.entries.filter((e) => e.reqId === requestId);
    const failure = entries.find((e) => e.msg === 'unhandled error');
    expect(failure, JSON.stringify(entries)).toBeDefined();
    expect(failure?.level).toBe(50); // pino "error"
    const err = failure?.err as { message?: string; stack?: string };
    expect(err.message).toContain('secret=hunter2');
    expect(err.stack).toContain('Error');

    const access = entries.find((e) => e.msg === 'request');
    expect(access).toMatchObject({ method: 'GET', path: '/test-only/boom', status: 500 });
  });
});

describe('request log', () => {
  it('has one line per request with method, path, status and request id', async () => {
    const res = await t.request('/api/does-not-exist?page=2');
    const requestId = res.headers.get('x-request-id');
    const lines = log.entries.filter((e) => e.msg === 'request' && e.reqId === requestId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: 'GET', path: '/api/does-not-exist', status: 404 });
    expect(typeof lines[0]?.ms).toBe('number');
  });

  it('leaves out the query string, which can carry tokens', async () => {
    await t.request('/api/does-not-exist?token=query-secret-123');
    expect(log.text()).not.toContain('query-secret-123');
  });
});
