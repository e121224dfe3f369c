import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultSettings, type Settings } from '../../../shared/settings.ts';
import { usageCounters, users } from '../../db/schema.ts';
import de from '../../locales/de.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import type { Mail } from '../../mail.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { applyAdminList } from './service.ts';

let t: TestApp;
let boss: User;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@example.com, Chief@Example.com' });
  boss = await t.signUpVerified('boss@example.com');
});
afterAll(async () => {
  await t.close();
});

type User = TestUser;

const newUser = (email?: string): Promise<User> => t.signUp(email);

async function me(user: User) {
  const res = await t.request('/api/me', { cookie: user.cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { plan: string; role: string; email: string };
}

async function saveSettings(user: User, settings: Settings) {
  const res = await t.request('/api/settings', { method: 'PUT', json: settings, cookie: user.cookie });
  expect(res.status, await res.clone().text()).toBe(200);
}

function setPlan(user: User | undefined, json: unknown) {
  return t.request('/api/admin/plan', { method: 'PUT', json, cookie: user?.cookie });
}

function usage(user: User | undefined, query = '') {
  return t.request(`/api/admin/usage${query}`, { cookie: user?.cookie });
}

function announce(user: User | undefined, json: unknown) {
  return t.request('/api/admin/announcements', { method: 'POST', json, cookie: user?.cookie });
}

/** The mails sent while `action` ran. */
async function mailsDuring(action: () => Promise<unknown>): Promise<Mail[]> {
  const from = t.mailbox.sent.length;
  await action();
  return t.mailbox.sent.slice(from);
}

const planOfRow = async (userId: string) => (await t.database.db.select({ plan: users.plan }).from(users).where(eq(users.id, userId)))[0]?.plan;

const exportHtml = (user: User) =>
  t.request('/api/documents/export?format=html', { method: 'POST', json: { type: 'essay', title: 'Upgraded', content: 'Now in HTML.' }, cookie: user.cookie });

describe('who is an administrator', () => {
  it('the accounts ADMIN_EMAILS names, whatever the case; everybody else is a user', async () => {
    expect((await me(boss)).role).toBe('admin');
    const chief = await t.signUpVerified('chief@example.com');
    expect((await me(chief)).role).toBe('admin');
    expect((await me(await newUser())).role).toBe('user');
  });

  it('applyAdminList (at start-up) promotes the listed accounts and demotes every other administrator', async () => {
    const formerAdmin = await newUser();
    const promoted = await newUser();
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, formerAdmin.userId));
    await applyAdminList(t.database.db, ['boss@example.com', promoted.email.toUpperCase()]);
    const roles = await t.database.db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(inArray(users.id, [boss.userId, formerAdmin.userId, promoted.userId]));
    expect(Object.fromEntries(roles.map((r) => [r.id, r.role]))).toEqual({ [boss.userId]: 'admin', [formerAdmin.userId]: 'user', [promoted.userId]: 'admin' });
    // Back to the configured list for the other tests.
    await applyAdminList(t.database.db, ['boss@example.com', 'chief@example.com']);
    expect((await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, promoted.userId)))[0]?.role).toBe('user');
  });

  it('an empty list leaves nobody an administrator', async () => {
    await applyAdminList(t.database.db, []);
    expect(await t.database.db.select().from(users).where(eq(users.role, 'admin'))).toEqual([]);
    await applyAdminList(t.database.db, ['boss@example.com', 'chief@example.com']);
    expect((await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, boss.userId)))[0]?.role).toBe('admin');
  });
});

describe('/api/admin for anyone else', () => {
  let user: User;
  let target: User;
  beforeAll(async () => {
    user = await newUser();
    target = await newUser();
  });

  it('a signed-in user gets 403 forbidden on every route, and nothing happens', async () => {
    const mails = await mailsDuring(async () => {
      await expectApiError(await setPlan(user, { email: target.email, plan: 'pro' }), 'forbidden');
      await expectApiError(await setPlan(user, { email: user.email, plan: 'pro' }), 'forbidden');
      await expectApiError(await usage(user), 'forbidden');
      await expectApiError(await usage(user, '?days=7'), 'forbidden');
      await expectApiError(await announce(user, { subject: 'Free stuff', text: 'Click here.' }), 'forbidden');
      // Even an invalid body: the role is checked first.
      await expectApiError(await setPlan(user, { nonsense: true }), 'forbidden');
    });
    expect(mails).toEqual([]);
    expect(await planOfRow(target.userId)).toBe('free');
    expect(await planOfRow(user.userId)).toBe('free');
  });

  it('a signed-out client gets 401 unauthorized on every route', async () => {
    await expectApiError(await setPlan(undefined, { email: target.email, plan: 'pro' }), 'unauthorized');
    await expectApiError(await usage(undefined), 'unauthorized');
    await expectApiError(await announce(undefined, { subject: 'x', text: 'y' }), 'unauthorized');
    expect(await planOfRow(target.userId)).toBe('free');
  });

  it('better-auth\'s own admin endpoints are not served (ADMIN_EMAILS is the only way to administer)', async () => {
    for (const who of [user, boss]) {
      const setRole = await t.request('/api/auth/admin/set-role', { method: 'POST', json: { userId: target.userId, role: 'admin' }, cookie: who.cookie });
      await expectApiError(setRole, 'not_found');
      const impersonate = await t.request('/api/auth/admin/impersonate-user', { method: 'POST', json: { userId: target.userId }, cookie: who.cookie });
      await expectApiError(impersonate, 'not_found');
      const remove = await t.request('/api/auth/admin/remove-user', { method: 'POST', json: { userId: target.userId }, cookie: who.cookie });
      await expectApiError(remove, 'not_found');
      await expectApiError(await t.request('/api/auth/admin/list-users', { cookie: who.cookie }), 'not_found');
    }
    expect(await me(target)).toMatchObject({ role: 'user', plan: 'free' });
  });
});

describe('PUT /api/admin/plan', () => {
  it('puts the account on the plan at once: GET /api/me says pro, an HTML export is allowed; the mail is in the user\'s language', async () => {
    const target = await newUser();
    await saveSettings(target, { ...defaultSettings, language: 'fr' });
    expect((await me(target)).plan).toBe('free');
    await expectApiError(await exportHtml(target), 'plan_required');

    let res: Response | undefined;
    const mails = await mailsDuring(async () => {
      res = await setPlan(boss, { email: target.email.toUpperCase(), plan: 'pro' });
    });
    expect(res!.status, await res!.clone().text()).toBe(200);
    expect(res!.headers.get('cache-control')).toContain('no-store');
    expect(await res!.json()).toEqual({ email: target.email, plan: 'pro', mailed: true });

    expect((await me(target)).plan).toBe('pro');
    expect(await planOfRow(target.userId)).toBe('pro');
    const html = await exportHtml(target);
    expect(html.status, await html.clone().text()).toBe(200);
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);

    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(target.email);
    expect(mails[0]?.subject).toBe(fr.emails.planChanged.subject.replace('{{plan}}', fr.plans.pro));
    expect(mails[0]?.text).toContain(fr.emails.greeting);
    expect(mails[0]?.text).toContain(`${t.baseUrl}/pricing`);
    expect(mails[0]?.text).toContain(fr.emails.productFooter.replace('{{url}}', `${t.baseUrl}/settings?tab=notifications`));

    // And back to free: the plan's name in French, the export refused again.
    const back = await mailsDuring(async () => expect((await setPlan(boss, { email: target.email, plan: 'free' })).status).toBe(200));
    expect(back.map((m) => m.subject)).toEqual([fr.emails.planChanged.subject.replace('{{plan}}', fr.plans.free)]);
    expect((await me(target)).plan).toBe('free');
    await expectApiError(await exportHtml(target), 'plan_required');
  });

  it('a mail server that fails does not fail the change: 200, mailed false, the plan is set', async () => {
    const target = await newUser();
    const send = t.mailbox.send;
    t.mailbox.send = () => Promise.reject(new Error('SMTP down'));
    let res: Response;
    try {
      res = await setPlan(boss, { email: target.email, plan: 'pro' });
    } finally {
      t.mailbox.send = send;
    }
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ email: target.email, plan: 'pro', mailed: false });
    expect((await me(target)).plan).toBe('pro');
  });

  it('a user who never saved settings gets the English mail', async () => {
    const target = await newUser();
    const mails = await mailsDuring(async () => expect((await setPlan(boss, { email: target.email, plan: 'pro' })).status).toBe(200));
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[target.email, en.emails.planChanged.subject.replace('{{plan}}', en.plans.pro)]]);
  });

  it('sends no mail when the user turned email notifications off, but still changes the plan', async () => {
    const target = await newUser();
    await saveSettings(target, { ...defaultSettings, language: 'de', notifications: { ...defaultSettings.notifications, email: false } });
    let body: unknown;
    const mails = await mailsDuring(async () => {
      const res = await setPlan(boss, { email: target.email, plan: 'pro' });
      expect(res.status).toBe(200);
      body = await res.json();
    });
    expect(body).toEqual({ email: target.email, plan: 'pro', mailed: false });
    expect(mails).toEqual([]);
    expect((await me(target)).plan).toBe('pro');
  });

  it('sends no mail when the plan does not change', async () => {
    const target = await newUser();
    const mails = await mailsDuring(async () => {
      const res = await setPlan(boss, { email: target.email, plan: 'free' });
      expect(await res.json()).toEqual({ email: target.email, plan: 'free', mailed: false });
    });
    expect(mails).toEqual([]);
  });

  it('an administrator can change their own plan', async () => {
    const chief = (await t.database.db.select().from(users).where(eq(users.email, 'chief@example.com')))[0];
    expect(chief).toBeDefined();
    expect((await setPlan(boss, { email: boss.email, plan: 'pro' })).status).toBe(200);
    expect((await me(boss)).plan).toBe('pro');
    expect((await setPlan(boss, { email: boss.email, plan: 'free' })).status).toBe(200);
  });

  it('an unknown email → 404 not_found, nothing sent', async () => {
    const mails = await mailsDuring(async () => expectApiError(await setPlan(boss, { email: 'nobody-here@example.com', plan: 'pro' }), 'not_found'));
    expect(mails).toEqual([]);
  });

  it.each([
    [{ email: 'not-an-email', plan: 'pro' }, 'email'],
    [{ email: 'x@example.com', plan: 'enterprise' }, 'plan'],
    [{ plan: 'pro' }, 'email'],
    [{ email: 'x@example.com' }, 'plan'],
    [{ email: 'x@example.com', plan: 'pro', role: 'admin' }, undefined],
  ])('%j → 400 validation_failed', async (json, field) => {
    await expectApiError(await setPlan(boss, json), 'validation_failed', field);
  });
});

describe('GET /api/admin/usage', () => {
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  beforeEach(async () => {
    await t.database.db.delete(usageCounters);
  });

  it('answers the counters of the last 30 days by default, oldest first, including what was just done', async () => {
    const user = await newUser();
    await t.database.db.insert(usageCounters).values([
      { day: day(29), event: 'export.pdf', count: 4 },
      { day: day(30), event: 'export.pdf', count: 99 },
      { day: day(3), event: 'generation.essay', count: 2 },
    ]);
    expect((await t.request('/api/documents', { method: 'POST', json: { type: 'essay', title: 'Counted' }, cookie: user.cookie })).status).toBe(201);
    const res = await usage(boss);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(await res.json()).toEqual({
      days: 30,
      counters: [
        { day: day(29), event: 'export.pdf', count: 4 },
        { day: day(3), event: 'generation.essay', count: 2 },
        { day: day(0), event: 'document.created', count: 1 },
      ],
    });
  });

  it('?days=N covers today and the N-1 days before', async () => {
    await t.database.db.insert(usageCounters).values([
      { day: day(0), event: 'export.md', count: 1 },
      { day: day(6), event: 'export.md', count: 2 },
      { day: day(7), event: 'export.md', count: 3 },
    ]);
    const body = (await (await usage(boss, '?days=7')).json()) as { days: number; counters: { day: string; count: number }[] };
    expect(body.days).toBe(7);
    expect(body.counters.map((c) => c.count)).toEqual([2, 1]);
    const one = (await (await usage(boss, '?days=1')).json()) as { counters: { day: string }[] };
    expect(one.counters.map((c) => c.day)).toEqual([day(0)]);
  });

  it.each(['0', '-1', '367', '2.5', 'abc'])('?days=%s → 400 validation_failed naming days', async (days) => {
    await expectApiError(await usage(boss, `?days=${days}`), 'validation_failed', 'days');
  });
});

describe('POST /api/admin/announcements', () => {
  const verify = (user: User) => t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.userId));

  it('mails verified users with product updates on, each with the footer in their language; nobody else', async () => {
    const onByDefault = await newUser();
    const german = await newUser();
    const optedOut = await newUser();
    const unverified = await newUser();
    const banned = await newUser();
    await Promise.all([verify(onByDefault), verify(german), verify(optedOut), verify(banned)]);
    await saveSettings(german, { ...defaultSettings, language: 'de' });
    // Email notifications off do not matter here: updates have their own switch.
    await saveSettings(onByDefault, { ...defaultSettings, notifications: { ...defaultSettings.notifications, email: false } });
    await saveSettings(optedOut, { ...defaultSettings, notifications: { ...defaultSettings.notifications, updates: false } });
    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, banned.userId));

    const verifiedWithUpdates = (
      await t.database.db.select({ email: users.email }).from(users).where(eq(users.emailVerified, true))
    ).map((r) => r.email).filter((e) => ![optedOut.email, banned.email].includes(e));

    const announcement = { subject: '  Inkwell now exports RTF  ', text: 'Pick RTF in the Download menu.' };
    let body: unknown;
    const mails = await mailsDuring(async () => {
      const res = await announce(boss, announcement);
      expect(res.status, await res.clone().text()).toBe(200);
      body = await res.json();
    });
    expect(body).toEqual({ sent: mails.length });
    expect(mails.map((m) => m.to).sort()).toEqual(verifiedWithUpdates.sort());
    const to = (user: User) => mails.filter((m) => m.to === user.email);
    expect(to(onByDefault)).toHaveLength(1);
    expect(to(german)).toHaveLength(1);
    for (const user of [optedOut, unverified, banned]) expect(to(user)).toEqual([]);

    const [english] = to(onByDefault);
    expect(english?.subject).toBe('Inkwell now exports RTF');
    expect(english?.text).toContain('Pick RTF in the Download menu.');
    expect(english?.text).toContain(en.emails.updatesFooter.replace('{{url}}', `${t.baseUrl}/settings?tab=notifications`));
    const [inGerman] = to(german);
    expect(inGerman?.text).toContain(de.emails.greeting);
    expect(inGerman?.text).toContain(de.emails.updatesFooter.replace('{{url}}', `${t.baseUrl}/settings?tab=notifications`));
  });

  it.each([
    [{ subject: '', text: 'x' }, 'subject'],
    [{ subject: '   ', text: 'x' }, 'subject'],
    [{ subject: 's'.repeat(151), text: 'x' }, 'subject'],
    [{ subject: 'Hi', text: '' }, 'text'],
    [{ subject: 'Hi', text: 't'.repeat(20_001) }, 'text'],
    [{ subject: 'Hi', text: 'x', to: 'everyone@example.com' }, undefined],
  ])('%j → 400 validation_failed, nothing sent', async (json, field) => {
    const mails = await mailsDuring(async () => expectApiError(await announce(boss, json), 'validation_failed', field));
    expect(mails).toEqual([]);
  });
});
