import { inspectRoutes } from 'hono/dev';
import { describe, expect, it } from 'vitest';
import { appForFile } from './testing/app-for-file.ts';

const t = appForFile();

describe('health', () => {
  it('reports the database as up', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; database: { status: string; kind: string; latencyMs: number } };
    expect(body.status).toBe('ok');
    expect(body.database.status).toBe('up');
    expect(body.database.kind).toBe(t.database.kind);
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
  });
});

describe('sign up and sign in', () => {
  it('creates a session that /api/me accepts', async () => {
    const { cookie, email } = await t.signUp();
    const res = await t.request('/api/me', { cookie });
    expect(res.status).toBe(200);
    const me = (await res.json()) as { email: string; plan: string };
    expect(me.email).toBe(email);
    expect(me.plan).toBe('free');
  });
});

/**
 * Every API endpoint except the public ones answers 401 without a session.
 * The list comes from the app's own routes, so an endpoint a later issue adds
 * is checked too, and one that forgets requireUser fails here.
 */
describe('protected endpoints', () => {
  // Open to everyone by design: the contact form, support tickets, the live chat and the blog, the public API's description, opening a share link.
  const publicEndpoints = [/^\/api\/health$/, /^\/api\/auth\//, /^\/api\/contact\/?$/, /^\/api\/support\/tickets\/?$/, /^\/api\/chat(\/(messages|email|close|stream))?\/?$/, /^\/api\/blog\//, /^\/api\/v1\/openapi\.json$/, /^\/api\/shares\/[^/]+\/open$/];
  const everyMethod = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

  function protectedEndpoints(): Array<{ method: string; path: string }> {
    const seen = new Set<string>();
    const endpoints: Array<{ method: string; path: string }> = [];
    for (const route of inspectRoutes(t.app)) {
      if (route.isMiddleware) continue;
      if (!route.path.startsWith('/api/')) continue;
      if (route.path === '/api/*') continue; // the 404 catch-all
      if (publicEndpoints.some((p) => p.test(route.path))) continue;
      for (const method of route.method === 'ALL' ? everyMethod : [route.method]) {
        // A concrete URL for the pattern: parameters and wildcards get a sample value.
        const path = route.path.replace(/:\w+(\{[^}]*\})?\??/g, '1').replace(/\*/g, 'x');
        const key = `${method} ${path}`;
        if (!seen.has(key)) {
          seen.add(key);
          endpoints.push({ method, path });
        }
      }
    }
    return endpoints;
  }

  it('the list of endpoints is read from the app', () => {
    const keys = protectedEndpoints().map((e) => `${e.method} ${e.path}`);
    expect(keys).toContain('GET /api/me');
    expect(keys.some((k) => k.includes('/api/auth/') || k.endsWith('/api/health'))).toBe(false);
  });

  it('every one answers 401 unauthorized without a session', async () => {
    const failures: string[] = [];
    for (const { method, path } of protectedEndpoints()) {
      const hasBody = method !== 'GET' && method !== 'HEAD';
      const res = await t.request(path, { method, ...(hasBody ? { json: {} } : {}) });
      const body = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
      if (res.status !== 401 || body?.error?.code !== 'unauthorized') failures.push(`${method} ${path} → ${res.status} ${JSON.stringify(body)}`);
    }
    expect(failures).toEqual([]);
  });

  it('every one answers 401 unauthorized with a forged session cookie', async () => {
    const failures: string[] = [];
    for (const { method, path } of protectedEndpoints()) {
      const hasBody = method !== 'GET' && method !== 'HEAD';
      const res = await t.request(path, { method, cookie: 'better-auth.session_token=forged.signature', ...(hasBody ? { json: {} } : {}) });
      if (res.status !== 401) failures.push(`${method} ${path} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });
});
