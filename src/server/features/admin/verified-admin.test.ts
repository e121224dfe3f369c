import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { adminPageGuard } from './page-guard.ts';
import { applyAdminList } from './service.ts';

/**
 * An address in ADMIN_EMAILS makes an administrator only once its owner has
 * opened the verification link mailed to it: whoever signs up with a listed
 * address first must not get the console. Email verification is optional
 * here (REQUIRE_EMAIL_VERIFICATION=false, the default), as in the probe.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@example.org, second@example.org', REQUIRE_EMAIL_VERIFICATION: 'false' });
});
afterAll(async () => {
  await t.close();
});

const me = async (user: TestUser) => (await (await t.request('/api/me', { cookie: user.cookie })).json()) as { role: string; adminPending: boolean };
const adminUsers = (user: TestUser) => t.request('/api/admin/users', { cookie: user.cookie });
const page = new Hono();
const consolePage = (user: TestUser) => page.request('http://localhost:3000/admin', { headers: { cookie: user.cookie } });

describe('an ADMIN_EMAILS address', () => {
  beforeAll(() => {
    page.get('/admin', adminPageGuard(t.auth, (c) => c.html('<div id="root"></div>')));
  });

  it('signed up but not verified: no rights, /api/admin answers 403, /api/me says user with adminPending, /admin is served to ask for verification', async () => {
    const squatter = await t.signUp('Boss@Example.org');
    expect(await me(squatter)).toMatchObject({ role: 'user', adminPending: true });
    await expectApiError(await adminUsers(squatter), 'forbidden');
    await expectApiError(await t.request('/api/admin/usage', { cookie: squatter.cookie }), 'forbidden');
    // The page itself (its text asks to verify; the console's data stays behind /api/admin).
    expect((await consolePage(squatter)).status).toBe(200);
    // A start-up with the same list changes nothing about that.
    await applyAdminList(t.database.db, t.config.adminEmails);
    await expectApiError(await adminUsers(squatter), 'forbidden');

    // The owner opens the link: the very next request is an administrator's.
    await t.verifyEmail('Boss@Example.org');
    expect((await adminUsers(squatter)).status).toBe(200);
    expect(await me(squatter)).toMatchObject({ role: 'admin', adminPending: false });
  });

  it('a verified administrator keeps the rights across a start-up', async () => {
    const second = await t.signUpVerified('second@example.org');
    expect((await adminUsers(second)).status).toBe(200);
    await applyAdminList(t.database.db, t.config.adminEmails);
    expect((await adminUsers(second)).status).toBe(200);
  });

  it('an account not listed gets neither the rights nor the page, verified or not', async () => {
    const user = await t.signUpVerified();
    expect(await me(user)).toMatchObject({ role: 'user', adminPending: false });
    await expectApiError(await adminUsers(user), 'forbidden');
    expect((await consolePage(user)).status).toBe(404);
  });

  it('an administrator who moves to an address not on the list loses the rights once the new address is confirmed', async () => {
    const admin = await t.signUpVerified('mover@example.org');
    // Listed after the fact (as a restart with a longer list would do), then verified: an administrator.
    await applyAdminList(t.database.db, [...t.config.adminEmails, 'mover@example.org']);
    expect((await adminUsers(admin)).status).toBe(200);
    const change = await t.request('/api/auth/change-email', { method: 'POST', json: { newEmail: 'moved@example.org', callbackURL: '/settings' }, cookie: admin.cookie });
    expect(change.status, await change.clone().text()).toBe(200);
    await t.verifyEmail('moved@example.org');
    const [row] = await t.database.db.select({ email: users.email, role: users.role }).from(users).where(eq(users.id, admin.userId));
    expect(row).toEqual({ email: 'moved@example.org', role: 'user' });
    await expectApiError(await adminUsers(admin), 'forbidden');
  });
});
