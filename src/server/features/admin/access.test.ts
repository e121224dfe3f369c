import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { adminRoutes } from './routes.ts';

/**
 * The console's API is for ADMIN_EMAILS accounts only. The routes are read
 * from the mounted router itself (Hono's `routes`), so a route added later
 * is covered without touching this file.
 */

let t: TestApp;
let user: TestUser;
let target: TestUser;

/** Every method + path adminRoutes serves (middleware entries excluded), with path parameters filled in. */
function adminEndpoints(app: TestApp): { method: string; path: string }[] {
  const router = adminRoutes({
    auth: app.auth,
    db: app.database.db,
    mailer: app.mailbox,
    logger: createLogger('silent'),
    publicUrl: app.baseUrl,
    deleteAccount: () => Promise.reject(new Error('must not be reached')),
    chat: {
      seen: () => undefined,
      message: () => Promise.reject(new Error('must not be reached')),
      setStatus: () => Promise.reject(new Error('must not be reached')),
      answer: () => Promise.reject(new Error('must not be reached')),
    },
  });
  const seen = new Set<string>();
  const endpoints: { method: string; path: string }[] = [];
  for (const route of router.routes) {
    if (route.method === 'ALL') continue;
    const path = route.path.replace(/:[A-Za-z_]\w*(\{[^}]*\})?/g, () => randomUUID());
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    endpoints.push({ method: route.method, path });
  }
  return endpoints;
}

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'root@example.com' });
  await t.signUpVerified('root@example.com');
  user = await t.signUp();
  target = await t.signUp();
});
afterAll(async () => {
  await t.close();
});

describe('every /api/admin route', () => {
  it('is found by the enumeration: the console\'s users and audit routes and the older ones', () => {
    const keys = adminEndpoints(t).map((e) => `${e.method} ${e.path.replace(/[0-9a-f-]{36}/g, ':id')}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'PUT /plan',
        'GET /usage',
        'POST /announcements',
        'GET /users',
        'GET /users/:id',
        'PUT /users/:id/plan',
        'POST /users/:id/ban',
        'POST /users/:id/unban',
        'POST /users/:id/revoke-sessions',
        'POST /users/:id/password-reset',
        'DELETE /users/:id',
        'POST /users/invite',
        'GET /audit',
      ]),
    );
  });

  it('answers 401 unauthorized to a signed-out client and 403 forbidden to a signed-in user, and changes nothing', async () => {
    const endpoints = adminEndpoints(t);
    const mailsBefore = t.mailbox.sent.length;
    for (const { method, path } of endpoints) {
      // A body that would be valid for most actions: the role must be checked before the input.
      const init = method === 'GET' || method === 'HEAD' ? { method } : { method, json: { plan: 'pro', reason: 'x', email: target.email, subject: 's', text: 't' } };
      const anonymous = await t.request(`/api/admin${path}`, init);
      expect(anonymous.status, `${method} ${path} signed out`).toBe(401);
      await expectApiError(anonymous, 'unauthorized');
      const signedIn = await t.request(`/api/admin${path}`, { ...init, cookie: user.cookie });
      expect(signedIn.status, `${method} ${path} as a user`).toBe(403);
      await expectApiError(signedIn, 'forbidden');
    }
    expect(t.mailbox.sent.length).toBe(mailsBefore);
    // The target still works and is on Free.
    const me = await t.request('/api/me', { cookie: target.cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ plan: 'free', role: 'user' });
  });
});
