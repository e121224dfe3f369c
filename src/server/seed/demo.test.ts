import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoAccount } from '../../shared/demo-account.ts';
import { accounts, profiles, users } from '../db/schema.ts';
import { demoSeedForFile } from '../testing/demo-seed.ts';

const { t, seed, signIn } = demoSeedForFile();

async function demoUsers() {
  return t.database.db.select().from(users).where(eq(users.email, demoAccount.email));
}

describe('seedDemoAccount', () => {
  it('creates a verified demo user with its profile, and sends no mail', async () => {
    await seed();
    const [user, ...more] = await demoUsers();
    expect(more).toHaveLength(0);
    expect(user).toMatchObject({ email: demoAccount.email, name: demoAccount.name, emailVerified: true, plan: 'free', role: 'user' });

    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, user!.id));
    expect(profile?.fullName).toBe(demoAccount.name);
    expect(t.mailbox.sent).toHaveLength(0);
  });

  it('the demo account signs in with the documented password', async () => {
    const me = await t.request('/api/me', { cookie: await signIn() });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      email: demoAccount.email,
      emailVerified: true,
      plan: 'free',
      profile: { fullName: demoAccount.name },
    });
  });

  it('refuses a wrong password for the demo account', async () => {
    const res = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: demoAccount.email, password: 'not-the-demo-password' } });
    expect(res.status).toBe(401);
  });

  it('running it again changes nothing', async () => {
    const [before] = await demoUsers();
    await seed();
    await seed();
    const after = await demoUsers();
    expect(after).toHaveLength(1);
    expect(after[0]?.id).toBe(before?.id);
    expect(await t.database.db.select().from(accounts).where(eq(accounts.userId, before!.id))).toHaveLength(1);
    expect(await t.database.db.select().from(profiles).where(eq(profiles.id, before!.id))).toHaveLength(1);
    await signIn();
  });

  it('keeps a demo user who changed the password (it does not reset it)', async () => {
    // Change the password through the API, then start again.
    const changed = await t.request('/api/auth/change-password', {
      method: 'POST',
      json: { currentPassword: demoAccount.password, newPassword: 'a-changed-demo-password' },
      cookie: await signIn(),
    });
    expect(changed.status).toBe(200);
    await seed();
    const res = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: demoAccount.email, password: 'a-changed-demo-password' } });
    expect(res.status).toBe(200);
  });
});

describe('seedDemoAccount on a fresh database started by several processes at once', () => {
  it('does not fail when several starts seed at the same time', async () => {
    // Several app processes may start together against one PostgreSQL
    // (ARCHITECTURE.md), and SEED_DEMO is on by default. On PGlite (one
    // connection) the race shows every time; on PostgreSQL it depends on timing.
    await t.database.db.delete(users).where(eq(users.email, demoAccount.email));
    const results = await Promise.allSettled([seed(), seed(), seed(), seed()]);
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason).split('\n')[0] : 'ok'))).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(await demoUsers()).toHaveLength(1);
  });
});
