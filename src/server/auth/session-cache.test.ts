import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessions } from '../db/schema.ts';
import { appForFile } from '../testing/app-for-file.ts';
import { defaultSessionLookupTimeoutMs, sessionCacheFor, sessionCacheMs } from './session-cache.ts';

const t = appForFile();
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const listStatus = async (cookie?: string) => (await t.request('/api/documents', cookie ? { cookie } : {})).status;

describe('a session lookup that never settles (a database link that stopped answering)', () => {
  it('answers 503 within the bound to every request sharing it, then the same cookie works again', async () => {
    const { cookie } = await t.signUp();
    const cache = sessionCacheFor(t.auth, { lookupTimeoutMs: 300 });
    try {
      cache.clear();
      const stuck = vi.spyOn(t.auth.api, 'getSession').mockImplementation(() => new Promise(() => undefined) as never);
      const started = performance.now();
      const answers = await Promise.all([0, 1, 2].map(() => t.request('/api/documents', { cookie })));
      for (const res of answers) {
        expect(res.status).toBe(503);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe('service_unavailable');
        expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      }
      expect(performance.now() - started).toBeLessThan(5_000);
      stuck.mockRestore();
      expect(await listStatus(cookie)).toBe(200);
    } finally {
      sessionCacheFor(t.auth, { lookupTimeoutMs: defaultSessionLookupTimeoutMs });
    }
  });
});

describe('the session cache of signed-in endpoints', () => {
  it('signing out ends access at once, even right after a cached request', async () => {
    const { cookie } = await t.signUp();
    expect(await listStatus(cookie)).toBe(200);
    const out = await t.request('/api/auth/sign-out', { method: 'POST', json: {}, cookie });
    expect(out.status).toBe(200);
    expect(await listStatus(cookie)).toBe(401);
  });

  it('never accepts a cookie whose signature was changed, even while the real one is cached', async () => {
    const { cookie } = await t.signUp();
    expect(await listStatus(cookie)).toBe(200);
    const forged = cookie.replace(/better-auth\.session_token=([^;]+)/, (_m, value: string) => {
      const last = value.at(-1) === 'A' ? 'B' : 'A';
      return `better-auth.session_token=${value.slice(0, -1)}${last}`;
    });
    expect(forged).not.toBe(cookie);
    expect(await listStatus(forged)).toBe(401);
  });

  it('a session removed behind its back (another process, an admin) stops working within the cache time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { cookie, userId } = await t.signUp();
    expect(await listStatus(cookie)).toBe(200);
    await t.database.db.delete(sessions).where(eq(sessions.userId, userId));
    vi.setSystemTime(Date.now() + sessionCacheMs + 1);
    expect(await listStatus(cookie)).toBe(401);
  });

  it('requests arriving together after the cache time share one session check', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { cookie } = await t.signUp();
    expect(await listStatus(cookie)).toBe(200);
    vi.setSystemTime(Date.now() + sessionCacheMs + 1);
    const spy = vi.spyOn(t.auth.api, 'getSession');
    const statuses = await Promise.all(Array.from({ length: 10 }, () => listStatus(cookie)));
    expect(statuses).toEqual(Array(10).fill(200));
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('a check that began before a sign-out does not bring the session back', async () => {
    const { cookie } = await t.signUp();
    // Hold the first check's answer (the session, still valid) until the sign-out has finished.
    const real = t.auth.api.getSession.bind(t.auth.api);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.spyOn(t.auth.api, 'getSession').mockImplementationOnce((async (...args: Parameters<typeof real>) => {
      const answer = await real(...args);
      await gate;
      return answer;
    }) as typeof real);
    const pending = listStatus(cookie);
    const out = await t.request('/api/auth/sign-out', { method: 'POST', json: {}, cookie });
    expect(out.status).toBe(200);
    release();
    expect(await pending).toBe(200);
    expect(await listStatus(cookie)).toBe(401);
  });

  it('asks the database nothing for a request without a session cookie', async () => {
    const spy = vi.spyOn(t.auth.api, 'getSession');
    expect(await listStatus()).toBe(401);
    expect(spy).not.toHaveBeenCalled();
  });
});
