import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DocumentPage } from '../../../shared/documents.ts';
import { defaultSettings, type Settings } from '../../../shared/settings.ts';
import { documents, usageCounters, userSettings } from '../../db/schema.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { appForFile, modelAppForFile } from '../../testing/app-for-file.ts';
import type { TestApp, TestUser } from '../../testing/harness.ts';
import { streamedEvents } from '../../testing/generation-stream.ts';

const t = appForFile();
/** The same database with an OpenAI-compatible model (to see the language the model is asked to write in). */
const { llm, withModel } = modelAppForFile(t);

type User = Pick<TestUser, 'cookie' | 'userId'>;

const newUser = async (): Promise<User> => {
  const { cookie, userId } = await t.signUp();
  return { cookie, userId };
};

function getSettings(user: User | undefined) {
  return t.request('/api/settings', { cookie: user?.cookie });
}

function putSettings(user: User | undefined, json: unknown) {
  return t.request('/api/settings', { method: 'PUT', json, cookie: user?.cookie });
}

async function read(user: User): Promise<Settings> {
  const res = await getSettings(user);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Settings;
}

async function save(user: User, settings: Settings): Promise<Settings> {
  const res = await putSettings(user, settings);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Settings;
}

/** Every default turned around: each field differs from a new user's. */
const changed: Settings = {
  theme: 'dark',
  language: 'fr',
  notifications: { email: false, desktop: false, updates: false },
  privacy: { saveHistory: false, analytics: false, autoSave: false },
};

const withPrivacy = (privacy: Partial<Settings['privacy']>): Settings => ({ ...defaultSettings, privacy: { ...defaultSettings.privacy, ...privacy } });

describe('GET /api/settings', () => {
  it('answers every default for a new user, uncached', async () => {
    const user = await newUser();
    const res = await getSettings(user);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(await res.json()).toEqual(defaultSettings);
    expect(defaultSettings).toEqual({
      theme: 'system',
      language: 'en',
      notifications: { email: true, desktop: true, updates: true },
      privacy: { saveHistory: true, analytics: true, autoSave: true },
    });
  });

  it('answers 401 unauthorized signed out (and for a cookie that is not a session)', async () => {
    await expectApiError(await getSettings(undefined), 'unauthorized');
    await expectApiError(await t.request('/api/settings', { cookie: 'better-auth.session_token=forged.value' }), 'unauthorized');
  });
});

describe('PUT /api/settings', () => {
  it('saves the whole object and answers it; GET returns it; another user keeps the defaults', async () => {
    const user = await newUser();
    const other = await newUser();
    expect(await save(user, changed)).toEqual(changed);
    expect(await read(user)).toEqual(changed);
    expect(await read(other)).toEqual(defaultSettings);

    // A second save replaces the first (one row per user).
    const again: Settings = { ...changed, theme: 'light', language: 'zh', privacy: { ...changed.privacy, autoSave: true } };
    expect(await save(user, again)).toEqual(again);
    expect(await read(user)).toEqual(again);
    expect(await t.database.db.select().from(userSettings).where(eq(userSettings.userId, user.userId))).toHaveLength(1);
    expect(await read(other)).toEqual(defaultSettings);
  });

  it.each(['light', 'dark', 'system'] as const)('accepts theme %s', async (theme) => {
    const user = await newUser();
    expect((await save(user, { ...defaultSettings, theme })).theme).toBe(theme);
  });

  it.each(['en', 'fr', 'es', 'de', 'zh'] as const)('accepts language %s', async (language) => {
    const user = await newUser();
    expect((await save(user, { ...defaultSettings, language })).language).toBe(language);
  });

  const { theme: _theme, ...withoutTheme } = changed;
  const { updates: _updates, ...notificationsWithoutUpdates } = changed.notifications;
  it.each([
    ['an unknown theme', { ...changed, theme: 'sepia' }, 'theme'],
    ['an unknown language', { ...changed, language: 'it' }, 'language'],
    ['a language in another case', { ...changed, language: 'FR' }, 'language'],
    ['a missing theme', withoutTheme, 'theme'],
    ['a missing notification', { ...changed, notifications: notificationsWithoutUpdates }, 'notifications.updates'],
    ['missing privacy', { ...changed, privacy: undefined }, 'privacy'],
    ['a string for a boolean', { ...changed, privacy: { ...changed.privacy, analytics: 'false' } }, 'privacy.analytics'],
    ['a number for a boolean', { ...changed, notifications: { ...changed.notifications, email: 0 } }, 'notifications.email'],
    ['null for a boolean', { ...changed, privacy: { ...changed.privacy, saveHistory: null } }, 'privacy.saveHistory'],
    ['an extra notification', { ...changed, notifications: { ...changed.notifications, sms: true } }, 'notifications'],
    ['an extra privacy setting', { ...changed, privacy: { ...changed.privacy, sellMyData: false } }, 'privacy'],
    // An unknown top-level key is named nowhere (as for every strict body of the API): no field.
    ['an extra top-level field', { ...changed, userId: 'someone-else' }, undefined],
    ['an array', [changed], undefined],
    ['an empty object', {}, 'theme'],
  ])('%s → 400 validation_failed, nothing saved changes', async (_label, json, field) => {
    const user = await newUser();
    const saved = await save(user, { ...defaultSettings, theme: 'light', language: 'de' });
    await expectApiError(await putSettings(user, json), 'validation_failed', field);
    expect(await read(user)).toEqual(saved);
  });

  it('invalid JSON → 400 invalid_json, nothing saved changes', async () => {
    const user = await newUser();
    const saved = await save(user, changed);
    const res = await t.request('/api/settings', { method: 'PUT', body: '{"theme":', headers: { 'content-type': 'application/json' }, cookie: user.cookie });
    await expectApiError(res, 'invalid_json');
    expect(await read(user)).toEqual(saved);
  });

  it('a new user sending an invalid object gets no settings row at all', async () => {
    const user = await newUser();
    await expectApiError(await putSettings(user, { ...changed, theme: 'neon' }), 'validation_failed', 'theme');
    expect(await t.database.db.select().from(userSettings).where(eq(userSettings.userId, user.userId))).toEqual([]);
  });

  it('answers 401 signed out and saves nothing', async () => {
    const rowsBefore = (await t.database.db.select().from(userSettings)).length;
    await expectApiError(await putSettings(undefined, changed), 'unauthorized');
    expect(await t.database.db.select().from(userSettings)).toHaveLength(rowsBefore);
  });
});

// ---- what the settings change elsewhere ----

const essay = { topic: 'Should school start later?', type: 'argumentative', tone: 'academic', length: 'short', academicLevel: 'undergraduate', seed: 5 };
const resume = {
  personalInfo: { fullName: 'Priya Raman' },
  experience: [{ company: 'Kestrel Labs', position: 'QA Engineer', startDate: '2020-01', current: true }],
  skills: [{ name: 'Playwright', level: 5 }],
};
const draft = { type: 'essay', title: 'Counted', content: '# Counted\n\nOne paragraph.' };

function generateEssay(user: User, app: TestApp = t) {
  return app.request('/api/generate/essay', { method: 'POST', json: essay, cookie: user.cookie });
}

async function documentsOf(user: User) {
  return t.database.db.select().from(documents).where(eq(documents.userId, user.userId));
}

describe('privacy.saveHistory', () => {
  it('off: an essay is written and streamed, but no document is kept', async () => {
    const user = await newUser();
    await save(user, withPrivacy({ saveHistory: false }));
    const events = await streamedEvents(await generateEssay(user));
    expect(events.at(-1)).toMatchObject({ type: 'done', documentId: null });
    expect(events.filter((e) => e.type === 'delta').length).toBeGreaterThan(0);
    expect(await documentsOf(user)).toEqual([]);
    const page = (await (await t.request('/api/documents', { cookie: user.cookie })).json()) as DocumentPage;
    expect(page.documents).toEqual([]);
  });

  it('on (after being off): the essay is kept as the document the done event names', async () => {
    const user = await newUser();
    await save(user, withPrivacy({ saveHistory: false }));
    await save(user, withPrivacy({ saveHistory: true }));
    const done = (await streamedEvents(await generateEssay(user))).at(-1);
    expect(done).toMatchObject({ type: 'done', documentId: expect.any(String) });
    const rows = await documentsOf(user);
    expect(rows.map((r) => r.id)).toEqual([(done as { documentId: string }).documentId]);
    expect(rows[0]?.type).toBe('essay');
  });
});

/** The count of `event` over all days (the counters carry no user id; tests in this file run one at a time). */
async function counted(event: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<string | null>`sum(${usageCounters.count})` })
    .from(usageCounters)
    .where(eq(usageCounters.event, event));
  return Number(row?.n ?? 0);
}

const events = ['document.created', 'export.txt', 'export.md', 'generation.essay', 'generation.resume-summary'] as const;

async function allCounts(): Promise<Record<string, number>> {
  return Object.fromEntries(await Promise.all(events.map(async (e) => [e, await counted(e)] as const)));
}

/** Creates a document, exports an unsaved draft as TXT and the document as MD, writes an essay and a resume summary. */
async function doEverything(user: User) {
  const created = await t.request('/api/documents', { method: 'POST', json: draft, cookie: user.cookie });
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const txt = await t.request('/api/documents/export?format=txt', { method: 'POST', json: draft, cookie: user.cookie });
  expect(txt.status, await txt.clone().text()).toBe(200);
  await txt.arrayBuffer();
  const md = await t.request(`/api/documents/${id}/export?format=md`, { cookie: user.cookie });
  expect(md.status, await md.clone().text()).toBe(200);
  await md.arrayBuffer();
  await streamedEvents(await generateEssay(user));
  await streamedEvents(await t.request('/api/generate/resume-summary', { method: 'POST', json: { resume, seed: 2 }, cookie: user.cookie }));
}

describe('privacy.analytics and the usage counters', () => {
  it('on (the default): creating, exporting (both routes) and generating each add one to their own counter', async () => {
    const user = await newUser();
    const before = await allCounts();
    await doEverything(user);
    expect(await allCounts()).toEqual(Object.fromEntries(events.map((e) => [e, before[e]! + 1])));
  });

  it('counts under today (UTC) with no user id in the row', async () => {
    const user = await newUser();
    const before = await counted('document.created');
    const res = await t.request('/api/documents', { method: 'POST', json: draft, cookie: user.cookie });
    expect(res.status).toBe(201);
    const today = new Date().toISOString().slice(0, 10);
    const [row] = await t.database.db.select().from(usageCounters).where(sql`${usageCounters.event} = 'document.created' and ${usageCounters.day} = ${today}`);
    expect(row).toEqual({ day: today, event: 'document.created', count: expect.any(Number) });
    expect(await counted('document.created')).toBe(before + 1);
  });

  it('off: the same actions succeed and move no counter', async () => {
    const user = await newUser();
    await save(user, withPrivacy({ analytics: false }));
    const before = await allCounts();
    await doEverything(user);
    expect(await allCounts()).toEqual(before);
  });

  it('off for one user does not stop another user being counted', async () => {
    const quiet = await newUser();
    const counted1 = await newUser();
    await save(quiet, withPrivacy({ analytics: false }));
    const before = await counted('document.created');
    for (const user of [quiet, counted1]) {
      expect((await t.request('/api/documents', { method: 'POST', json: draft, cookie: user.cookie })).status).toBe(201);
    }
    expect(await counted('document.created')).toBe(before + 1);
  });

  it('a failed action is not counted (an invalid document, a format the plan lacks)', async () => {
    const user = await newUser();
    const before = await allCounts();
    const htmlBefore = await counted('export.html');
    await expectApiError(await t.request('/api/documents', { method: 'POST', json: { type: 'poem', title: 'x' }, cookie: user.cookie }), 'validation_failed', 'type');
    await expectApiError(await t.request('/api/documents/export?format=html', { method: 'POST', json: draft, cookie: user.cookie }), 'plan_required');
    expect(await allCounts()).toEqual(before);
    expect(await counted('export.html')).toBe(htmlBefore);
  });
});

describe('language and generation', () => {
  it('a model is asked to write in the language of the settings; English says nothing about language', async () => {
    const french = await newUser();
    await save(french, { ...defaultSettings, language: 'fr' });
    llm.requests.length = 0;
    llm.script({ kind: 'stream', pieces: ['Bonjour', ' le monde'] });
    await streamedEvents(await generateEssay(french, withModel));
    const system = llm.requests.at(-1)?.body.messages?.find((m) => m.role === 'system')?.content ?? '';
    expect(system).toMatch(/Write the whole answer in French/);

    const english = await newUser();
    llm.script({ kind: 'stream', pieces: ['Hello', ' world'] });
    await streamedEvents(await generateEssay(english, withModel));
    const englishSystem = llm.requests.at(-1)?.body.messages?.find((m) => m.role === 'system')?.content ?? '';
    expect(englishSystem).toMatch(/Markdown/);
    expect(englishSystem).not.toMatch(/Write the whole answer in/);
  });
});
