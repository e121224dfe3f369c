import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AccountSummary } from '../../../shared/account.ts';
import { freeHistoryLimit, type TrialStatus } from '../../../shared/plans.ts';
import { defaultSettings, type Language } from '../../../shared/settings.ts';
import { documents, generationUsage, users } from '../../db/schema.ts';
import { serverText } from '../../i18n.ts';
import type { Mail } from '../../mail.ts';
import { setPlan } from '../../preferences/plan.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { appForFile } from '../../testing/app-for-file.ts';
import { testClock, type TestUser } from '../../testing/harness.ts';

const day = 86_400_000;
const clock = testClock(new Date('2026-03-01T09:00:00.000Z'));
const t = appForFile({}, { now: clock.now });

/** Each test starts its own account at a known moment. */
async function freshUser(): Promise<TestUser> {
  clock.set(new Date('2026-03-01T09:00:00.000Z'));
  return t.signUp();
}

const startTrial = (user: TestUser | undefined, init: { origin?: string } = {}) =>
  t.request('/api/me/trial', { method: 'POST', cookie: user?.cookie, ...(init.origin ? { headers: { origin: init.origin } } : {}) });

async function started(user: TestUser): Promise<{ plan: string; trial: TrialStatus }> {
  const res = await startTrial(user);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { plan: string; trial: TrialStatus };
}

async function account(user: TestUser): Promise<AccountSummary> {
  const res = await t.request('/api/me', { cookie: user.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as AccountSummary;
}

async function saveLanguage(user: TestUser, language: Language, email = true) {
  const res = await t.request('/api/settings', {
    method: 'PUT',
    cookie: user.cookie,
    json: { ...defaultSettings, language, notifications: { ...defaultSettings.notifications, email } },
  });
  expect(res.status).toBe(200);
}

async function createDocuments(user: TestUser, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 1; i <= count; i++) {
    const res = await t.request('/api/documents', { method: 'POST', cookie: user.cookie, json: { type: 'essay', title: `Essay ${i}`, content: `Body ${i}.` } });
    expect(res.status).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }
  return ids;
}

async function history(user: TestUser) {
  const res = await t.request('/api/documents?limit=100', { cookie: user.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as { documents: Array<{ id: string }>; hiddenByPlan: number; plan: string };
}

const htmlExport = (user: TestUser, id: string) => t.request(`/api/documents/${id}/export?format=html`, { cookie: user.cookie });

/** Today's generations (of the test clock's UTC day) already used up, as after 20 drafts. */
async function useUpTodaysGenerations(user: TestUser) {
  await t.database.db.insert(generationUsage).values({ userId: user.userId, day: clock.now().toISOString().slice(0, 10), count: 20 });
}

const essay = { topic: 'Should school start later?', type: 'argumentative', tone: 'academic', length: 'short', academicLevel: 'undergraduate' };
const generate = (user: TestUser) => t.request('/api/generate/essay', { method: 'POST', cookie: user.cookie, json: essay });

/** The mails to `user` after the sign-up's verification mail. */
const mailsTo = (user: TestUser): Mail[] => t.mailbox.sent.filter((mail) => mail.to === user.email && mail.subject !== serverText('en', 'emails.verify.subject'));
/** Any signed-in request: what makes the server look at the trial. */
const seen = async (user: TestUser) => expect((await t.request('/api/settings', { cookie: user.cookie })).status).toBe(200);

describe('POST /api/me/trial', () => {
  it('starts a 14-day Pro trial for a free user: 200 with its end, and /api/me says Pro with 14 days left', async () => {
    const user = await freshUser();
    expect(await account(user)).toMatchObject({ plan: 'free', trial: { state: 'available', daysLeft: null } });
    const body = await started(user);
    expect(body).toEqual({
      plan: 'pro',
      trial: { state: 'active', startedAt: '2026-03-01T09:00:00.000Z', endsAt: '2026-03-15T09:00:00.000Z', daysLeft: 14 },
    });
    expect(await account(user)).toMatchObject({ plan: 'pro', trial: { state: 'active', endsAt: '2026-03-15T09:00:00.000Z', daysLeft: 14 } });
  });

  it('works once per account: a second start, even after the trial ended, answers 409 trial_unavailable', async () => {
    const user = await freshUser();
    await started(user);
    await expectApiError(await startTrial(user), 'trial_unavailable');
    clock.advance(20 * day);
    expect((await account(user)).trial.state).toBe('ended');
    const again = await expectApiError(await startTrial(user), 'trial_unavailable');
    expect(again.error.message).toBe('This account already had its 14-day Pro trial.');
    // The refused calls changed nothing.
    const [row] = await t.database.db.select({ endsAt: users.trialEndsAt }).from(users).where(eq(users.id, user.userId));
    expect(row?.endsAt?.toISOString()).toBe('2026-03-15T09:00:00.000Z');
  });

  it('answers 409 to an account already on Pro, which has no trial to show', async () => {
    const user = await freshUser();
    await t.setPlan(user.userId, 'pro');
    const body = await expectApiError(await startTrial(user), 'trial_unavailable');
    expect(body.error.message).toBe('This account is already on Pro.');
    expect(await account(user)).toMatchObject({ plan: 'pro', trial: { state: 'subscribed', startedAt: null } });
  });

  it('two starts at the same moment start one trial: one 200, one 409', async () => {
    const user = await freshUser();
    const answers = await Promise.all([startTrial(user), startTrial(user)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
  });

  it('needs a signed-in user and a same-origin request', async () => {
    await expectApiError(await startTrial(undefined), 'unauthorized');
    const user = await freshUser();
    await expectApiError(await startTrial(user, { origin: 'https://evil.example' }), 'forbidden_origin');
    expect((await account(user)).trial.state).toBe('available');
  });

  it('cannot be faked through better-auth: update-user refuses the trial fields', async () => {
    const user = await freshUser();
    for (const json of [{ trialEndsAt: '2099-01-01T00:00:00.000Z' }, { trialStartedAt: '2026-01-01T00:00:00.000Z', name: 'Sneaky' }]) {
      await expectApiError(await t.request('/api/auth/update-user', { method: 'POST', json, cookie: user.cookie }), 'validation_failed');
    }
    expect(await account(user)).toMatchObject({ plan: 'free', trial: { state: 'available' } });
  });
});

describe('the session the browser reads', () => {
  it("carries the plan that applies now and the trial's state, not the raw trial columns", async () => {
    const user = await freshUser();
    const session = async () => ((await (await t.request('/api/auth/get-session', { cookie: user.cookie })).json()) as { user: Record<string, unknown> }).user;
    expect(await session()).toMatchObject({ plan: 'free', trial: { state: 'available', endsAt: null } });
    await started(user);
    clock.advance(3 * day);
    const during = await session();
    expect(during).toMatchObject({ email: user.email, plan: 'pro', trial: { state: 'active', endsAt: '2026-03-15T09:00:00.000Z', daysLeft: 11 } });
    expect(Object.keys(during).filter((key) => key.startsWith('trial'))).toEqual(['trial']);
    clock.set(new Date('2026-03-15T09:00:00.000Z'));
    expect(await session()).toMatchObject({ plan: 'free', trial: { state: 'ended', daysLeft: null } });
  });
});

describe('the days left', () => {
  it('count down by whole days, the last day counting as 1', async () => {
    const user = await freshUser();
    await started(user);
    const daysLeftAfter = async (ms: number) => {
      clock.set(new Date(Date.parse('2026-03-01T09:00:00.000Z') + ms));
      return (await account(user)).trial.daysLeft;
    };
    expect(await daysLeftAfter(2 * day + 60_000)).toBe(12);
    expect(await daysLeftAfter(2 * day)).toBe(12);
    expect(await daysLeftAfter(2 * day - 1)).toBe(13);
    expect(await daysLeftAfter(13 * day + 23 * 3_600_000)).toBe(1);
    expect(await daysLeftAfter(14 * day - 1)).toBe(1);
  });
});

describe('Pro while the trial runs, Free again when it ends', () => {
  it('lifts the History window, HTML export and the daily quota, then puts them back at the boundary with nothing deleted', async () => {
    const user = await freshUser();
    const ids = await createDocuments(user, freeHistoryLimit + 2);
    const oldest = ids[0]!;

    // Free: the newest 20, HTML refused, the 21st generation of the day refused.
    expect(await history(user)).toMatchObject({ plan: 'free', hiddenByPlan: 2 });
    expect((await history(user)).documents).toHaveLength(20);
    await expectApiError(await htmlExport(user, oldest), 'plan_required');
    await useUpTodaysGenerations(user);
    // (The quota's day is the server clock's: it resets at the next UTC midnight of the test's date.)
    await expectApiError(await generate(user), 'quota_exceeded', undefined, '2026-03-02T00:00:00.000Z');

    await started(user);
    const during = await history(user);
    expect(during).toMatchObject({ plan: 'pro', hiddenByPlan: 0 });
    expect(during.documents.map((d) => d.id)).toContain(oldest);
    expect(during.documents).toHaveLength(22);
    const html = await htmlExport(user, oldest);
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await html.text()).toContain('Essay 1');
    const rtf = await t.request('/api/documents/export?format=rtf', { method: 'POST', cookie: user.cookie, json: { type: 'essay', title: 'Draft', content: 'Unsaved.' } });
    expect(rtf.status).toBe(200);
    const quota = (await (await t.request('/api/generate', { cookie: user.cookie })).json()) as { quota: { plan: string; limit: number | null } };
    expect(quota.quota).toMatchObject({ plan: 'pro', limit: null });
    const draft = await generate(user);
    expect(draft.status).toBe(200);
    await draft.text();

    // One millisecond before the end: still Pro.
    clock.set(new Date('2026-03-15T08:59:59.999Z'));
    expect((await htmlExport(user, oldest)).status).toBe(200);

    // At the end, with no job and no sign-in: Free again.
    clock.set(new Date('2026-03-15T09:00:00.000Z'));
    expect(await account(user)).toMatchObject({ plan: 'free', trial: { state: 'ended', endsAt: '2026-03-15T09:00:00.000Z', daysLeft: null } });
    await expectApiError(await htmlExport(user, oldest), 'plan_required');
    const after = await history(user);
    expect(after).toMatchObject({ plan: 'free', hiddenByPlan: 3 });
    expect(after.documents).toHaveLength(20);
    expect(after.documents.map((d) => d.id)).not.toContain(oldest);
    const afterQuota = (await (await t.request('/api/generate', { cookie: user.cookie })).json()) as { quota: { plan: string; limit: number | null } };
    expect(afterQuota.quota).toMatchObject({ plan: 'free', limit: 20 });

    // Nothing was deleted: 23 documents (the 22 and the trial's draft), the oldest still opens.
    const stored = await t.database.db.select({ id: documents.id }).from(documents).where(eq(documents.userId, user.userId));
    expect(stored).toHaveLength(23);
    expect((await t.request(`/api/documents/${oldest}`, { cookie: user.cookie })).status).toBe(200);
  });

  it('a plan set to Pro (what a payment webhook will call) ends a running trial; Pro stays after the trial date', async () => {
    const user = await freshUser();
    await started(user);
    clock.advance(day);
    await setPlan(t.database.db, user.userId, 'pro', clock.now());
    await t.setPlan(user.userId, 'pro'); // and the session cache forgets the old plan, as billing will
    expect(await account(user)).toMatchObject({ plan: 'pro', trial: { state: 'subscribed', endsAt: '2026-03-02T09:00:00.000Z' } });
    clock.advance(30 * day);
    expect((await account(user)).plan).toBe('pro');
  });
});

describe('the trial mails', () => {
  it('"ends soon" once two days are left and "has ended" after the end, each once, in the language of the settings', async () => {
    const user = await freshUser();
    await saveLanguage(user, 'fr');
    await started(user);

    clock.set(new Date('2026-03-12T09:00:00.000Z')); // three days left
    await seen(user);
    expect(mailsTo(user)).toEqual([]);

    clock.set(new Date('2026-03-13T10:00:00.000Z')); // 47 hours left
    await seen(user);
    await seen(user);
    await account(user);
    expect(mailsTo(user).map((m) => m.subject)).toEqual([serverText('fr', 'emails.trialReminder.subject')]);
    const reminder = mailsTo(user)[0]!;
    expect(reminder.text).toContain('15 mars 2026 à 09:00');
    expect(reminder.text).toContain(`${t.baseUrl}/pricing`);
    expect(reminder.text).toContain(serverText('fr', 'emails.productFooter', { url: `${t.baseUrl}/settings?tab=notifications` }));
    // What Free keeps comes from the plan table, interpolated.
    expect(reminder.text).toContain(`vos ${freeHistoryLimit} documents modifiés`);
    expect(reminder.text).not.toContain('{{');

    clock.set(new Date('2026-03-15T09:00:00.000Z'));
    await seen(user);
    clock.advance(day);
    await seen(user);
    await seen(user);
    expect(mailsTo(user).map((m) => m.subject)).toEqual([serverText('fr', 'emails.trialReminder.subject'), serverText('fr', 'emails.trialEnded.subject')]);
    const ended = mailsTo(user)[1]!;
    expect(ended.text).toContain('15 mars 2026 à 09:00');
    expect(ended.text).toContain(`les ${freeHistoryLimit} documents modifiés`);
    expect(ended.text).not.toContain('{{');
  });

  it('a user first seen after the end gets only "has ended", never a late "ends soon"', async () => {
    const user = await freshUser();
    await saveLanguage(user, 'de');
    await started(user);
    clock.set(new Date('2026-04-01T09:00:00.000Z'));
    await seen(user);
    await seen(user);
    expect(mailsTo(user).map((m) => m.subject)).toEqual([serverText('de', 'emails.trialEnded.subject')]);
    expect(mailsTo(user)[0]!.text).toContain('15. März 2026');
  });

  it('without saved settings, in the language the browser asks for', async () => {
    const user = await freshUser();
    await started(user);
    clock.set(new Date('2026-03-14T09:00:00.000Z'));
    expect((await t.request('/api/me', { cookie: user.cookie, headers: { 'accept-language': 'es-ES,es;q=0.9' } })).status).toBe(200);
    expect(mailsTo(user).map((m) => m.subject)).toEqual([serverText('es', 'emails.trialReminder.subject')]);
  });

  it('concurrent requests send one mail', async () => {
    const user = await freshUser();
    await started(user);
    await seen(user); // the session's user is now cached, with no mail sent
    clock.set(new Date('2026-03-14T09:00:00.000Z'));
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.request('/api/settings', { cookie: user.cookie })));
    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(200));
    expect(mailsTo(user)).toHaveLength(1);
    clock.set(new Date('2026-03-16T09:00:00.000Z'));
    await Promise.all(Array.from({ length: 8 }, () => t.request('/api/documents', { cookie: user.cookie })));
    expect(mailsTo(user)).toHaveLength(2);
  });

  it('with email notifications off, neither mail is sent, and turning them on later sends no stale one', async () => {
    const user = await freshUser();
    await saveLanguage(user, 'en', false);
    await started(user);
    clock.set(new Date('2026-03-14T09:00:00.000Z'));
    await seen(user);
    await saveLanguage(user, 'en', true);
    await seen(user);
    expect(mailsTo(user)).toEqual([]);
    clock.set(new Date('2026-03-16T09:00:00.000Z'));
    await saveLanguage(user, 'en', false);
    await seen(user);
    await saveLanguage(user, 'en', true);
    await seen(user);
    expect(mailsTo(user)).toEqual([]);
  });

  it('a user who pays for Pro during the trial gets no "has ended" mail', async () => {
    const user = await freshUser();
    await started(user);
    await setPlan(t.database.db, user.userId, 'pro', clock.now());
    await t.setPlan(user.userId, 'pro');
    clock.set(new Date('2026-04-01T09:00:00.000Z'));
    await seen(user);
    expect(mailsTo(user)).toEqual([]);
  });
});
