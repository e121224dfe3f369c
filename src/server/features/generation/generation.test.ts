import net from 'node:net';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DocumentPage, DocumentRecord } from '../../../shared/documents.ts';
import { countWords, wordBudgets, type GenerationEvent } from '../../../shared/generation.ts';
import type { ErrorCode } from '../../../shared/errors.ts';
import { planRules, type Plan } from '../../../shared/plans.ts';
import { generationUsage, userSettings } from '../../db/schema.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { appForFile, modelAppForFile } from '../../testing/app-for-file.ts';
import type { FakeBehaviour } from '../../testing/fake-llm.ts';
import { createLogCapture, createTestAppOn, type TestApp, type TestUser } from '../../testing/harness.ts';
import { streamedEvents, streamedText } from '../../testing/generation-stream.ts';
import { chargedChooser, nextReset, quotaDay, readQuota, releaseGeneration, reserveGeneration } from './quota.ts';

type User = Pick<TestUser, 'cookie' | 'userId'>;

const logs = createLogCapture();
const t = appForFile({}, { logger: logs.logger });
/** The same database, with the fake OpenAI-compatible server as its model. */
const { llm, withModel } = modelAppForFile(t, { LLM_HEADERS_TIMEOUT_MS: '500', LLM_CHUNK_TIMEOUT_MS: '400' });

async function newUser(plan: Plan = 'free'): Promise<User> {
  const { cookie, userId } = await t.signUp();
  if (plan !== 'free') {
    await t.setPlan(userId, plan);
  }
  return { cookie, userId };
}

const essay = { topic: 'Should school start later?', type: 'argumentative', tone: 'academic', length: 'short', academicLevel: 'undergraduate' };

function generate(user: User | undefined, json: unknown, app: TestApp = t, signal?: AbortSignal) {
  return app.request('/api/generate/essay', { method: 'POST', json, cookie: user?.cookie, signal });
}

async function getDocument(user: User, id: string): Promise<DocumentRecord> {
  const res = await t.request(`/api/documents/${id}`, { cookie: user.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as DocumentRecord;
}

async function listDocuments(user: User): Promise<DocumentPage> {
  return (await (await t.request('/api/documents', { cookie: user.cookie })).json()) as DocumentPage;
}

async function info(user: User, app: TestApp = t) {
  const res = await app.request('/api/generate', { cookie: user.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as { provider: string; saveHistory: boolean; quota: { used: number; limit: number | null; plan: string; resetsAt: string } };
}

/** Waits (bounded) until `check` passes: for work the server finishes after the client left. */
async function eventually(check: () => Promise<void>, timeoutMs = 3_000) {
  const started = Date.now();
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

describe('POST /api/generate/essay with the offline writer', () => {
  it('refuses a signed-out client', async () => {
    await expectApiError(await generate(undefined, essay), 'unauthorized');
  });

  it.each([
    [{ ...essay, topic: undefined }, 'topic'],
    [{ ...essay, topic: '   ' }, 'topic'],
    [{ ...essay, topic: 'ab' }, 'topic'],
    [{ ...essay, topic: 'x'.repeat(501) }, 'topic'],
    [{ ...essay, type: 'limerick' }, 'type'],
    [{ ...essay, tone: 'sarcastic' }, 'tone'],
    [{ ...essay, length: 'epic' }, 'length'],
    [{ ...essay, academicLevel: 'kindergarten' }, 'academicLevel'],
    [{ ...essay, seed: -1 }, 'seed'],
    [{ ...essay, academic: { paperType: 'poem', citationStyle: 'apa' } }, 'academic.paperType'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const user = await newUser();
    await expectApiError(await generate(user, body), 'validation_failed', field);
    expect((await info(user)).quota.used).toBe(0);
  });

  it('refuses a body over 1 MB', async () => {
    const user = await newUser();
    const res = await t.request('/api/generate/essay', {
      method: 'POST',
      body: JSON.stringify({ ...essay, padding: 'x'.repeat(1025 * 1024) }),
      headers: { 'content-type': 'application/json' },
      cookie: user.cookie,
    });
    await expectApiError(res, 'payload_too_large');
  });

  it('streams start, the outline with its guiding questions in pieces, then done with the saved document', async () => {
    const user = await newUser();
    const events = await streamedEvents(await generate(user, { ...essay, seed: 42 }));
    expect(events[0]).toEqual({ type: 'start', provider: 'offline', seed: 42, documentId: expect.any(String) });
    const deltas = events.filter((e) => e.type === 'delta');
    expect(deltas.length).toBeGreaterThan(20);
    const last = events.at(-1)!;
    expect(last.type).toBe('done');
    const text = streamedText(events);
    const words = countWords(text);
    // Offline and with no notes, the quick path is the outline to fill, not prose: far under the length's budget.
    expect(words).toBeGreaterThan(60);
    expect(words).toBeLessThan(wordBudgets.short.min);
    expect(text).toContain('## ');
    expect(text).toMatch(/^- \[.+\?\]$/m);
    if (last.type !== 'done') throw new Error('no done event');
    expect(last.words).toBe(words);
    // The document named at the start is the one saved.
    expect(last.documentId).toBe((events[0] as { documentId: string }).documentId);

    const doc = await getDocument(user, last.documentId!);
    expect(doc.type).toBe('essay');
    expect(doc.content).toBe(text);
    expect(text.startsWith(`# ${doc.title}\n`)).toBe(true);
    expect(doc.title.toLowerCase()).toContain('school');
    expect(doc.data).toEqual({
      request: { topic: essay.topic, type: 'argumentative', tone: 'academic', length: 'short', academicLevel: 'undergraduate', seed: 42 },
      generation: { provider: 'offline', status: 'complete' },
      outline: expect.objectContaining({ title: expect.any(String), sections: expect.any(Array) }),
    });
    expect((await listDocuments(user)).documents.map((d) => d.id)).toContain(doc.id);
  });

  it('offline, writes from its inputs only: another seed gives the same outline, another type another one', async () => {
    const user = await newUser();
    const a = streamedText(await streamedEvents(await generate(user, { ...essay, seed: 7 })));
    const b = streamedText(await streamedEvents(await generate(user, { ...essay, seed: 8 })));
    const c = streamedText(await streamedEvents(await generate(user, { ...essay, type: 'narrative', seed: 7 })));
    expect(b).toBe(a);
    expect(c).not.toBe(a);
  });

  it('picks a seed when none is sent, and reports it', async () => {
    const user = await newUser();
    const [start] = await streamedEvents(await generate(user, { topic: 'The history of jazz' }));
    expect(start).toMatchObject({ type: 'start', provider: 'offline', seed: expect.any(Number) });
  });

  it('writes an academic paper in academic mode, saved as type academic with its paper type and style', async () => {
    const user = await newUser();
    const events = await streamedEvents(
      await generate(user, { ...essay, topic: 'Microplastics in freshwater', academic: { paperType: 'lab', citationStyle: 'ieee' } }),
    );
    const done = events.at(-1)!;
    if (done.type !== 'done') throw new Error(`ended with ${done.type}`);
    const doc = await getDocument(user, done.documentId!);
    expect(doc.type).toBe('academic');
    expect(doc.data).toMatchObject({ academicType: 'lab', citationStyle: 'ieee', generation: { status: 'complete' } });
    const headings = [...doc.content.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings.some((h) => /aim/i.test(h!))).toBe(true);
    expect(headings.some((h) => /materials/i.test(h!))).toBe(true);
  });

  it('does not save to History when the user turned saveHistory off, and says so', async () => {
    const user = await newUser();
    await t.database.db.insert(userSettings).values({ userId: user.userId, saveHistory: false });
    expect((await info(user)).saveHistory).toBe(false);
    const events = await streamedEvents(await generate(user, essay));
    expect(events[0]).toMatchObject({ type: 'start', documentId: null });
    expect(events.at(-1)).toMatchObject({ type: 'done', documentId: null });
    expect(streamedText(events).length).toBeGreaterThan(1000);
    expect((await listDocuments(user)).documents).toEqual([]);
  });

  it('never logs the topic or the text', async () => {
    const user = await newUser();
    const topic = 'A very private topic about zanzibar-quokka-7781';
    await streamedEvents(await generate(user, { ...essay, topic }));
    expect(logs.text()).not.toContain('zanzibar-quokka-7781');
    expect(logs.entries.some((e) => e.msg === 'generation ended' && e.status === 'complete')).toBe(true);
  });
});

describe('quota', () => {
  const freeLimit = planRules.free.dailyGenerations;

  it('counts generations and reports what is left', async () => {
    const user = await newUser();
    await streamedEvents(await generate(user, essay));
    await streamedEvents(await generate(user, essay));
    const { quota } = await info(user);
    expect(quota).toMatchObject({ plan: 'free', used: 2, limit: freeLimit });
    expect(quota.resetsAt).toBe(nextReset(new Date()).toISOString());
  });

  it('refuses the generation after the free plan’s daily limit with 429, the reset time and Retry-After', async () => {
    const user = await newUser();
    await t.database.db.insert(generationUsage).values({ userId: user.userId, day: quotaDay(new Date()), count: freeLimit - 1 });
    await streamedEvents(await generate(user, essay));
    const res = await generate(user, essay);
    const resetsAt = nextReset(new Date()).toISOString();
    const retryAfter = Number(res.headers.get('retry-after'));
    const body = await expectApiError(res, 'quota_exceeded', undefined, resetsAt);
    expect(body.error.message).toContain(`all ${freeLimit} generations`);
    expect(body.error.message).toContain(resetsAt);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect((await info(user)).quota.used).toBe(freeLimit);
  });

  it('has no daily limit on Pro', async () => {
    const user = await newUser('pro');
    await t.database.db.insert(generationUsage).values({ userId: user.userId, day: quotaDay(new Date()), count: 500 });
    const events = await streamedEvents(await generate(user, essay));
    expect(events.at(-1)?.type).toBe('done');
    expect((await info(user)).quota).toMatchObject({ plan: 'pro', used: 501, limit: null });
  });

  it('starts again at 00:00 UTC, and two racing requests cannot both take the last generation', async () => {
    const { userId } = await newUser();
    const db = t.database.db;
    const lateEvening = new Date('2026-03-01T23:59:30Z');
    const nextMorning = new Date('2026-03-02T00:00:01Z');
    for (let i = 0; i < freeLimit - 1; i += 1) await reserveGeneration(db, userId, 'free', lateEvening);
    const race = await Promise.allSettled([reserveGeneration(db, userId, 'free', lateEvening), reserveGeneration(db, userId, 'free', lateEvening)]);
    expect(race.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(race.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect((await readQuota(db, userId, 'free', lateEvening)).used).toBe(freeLimit);
    await expect(reserveGeneration(db, userId, 'free', lateEvening)).rejects.toMatchObject({ code: 'quota_exceeded', retryAt: '2026-03-02T00:00:00.000Z' });
    await expect(reserveGeneration(db, userId, 'free', nextMorning)).resolves.toMatchObject({ used: 1, limit: freeLimit });
    await releaseGeneration(db, userId, nextMorning);
    const [row] = await db.select().from(generationUsage).where(and(eq(generationUsage.userId, userId), eq(generationUsage.day, '2026-03-02')));
    expect(row?.count).toBe(0);
  });

  it('charges other features\' runs of the operator model to the day\'s quota, and not a user\'s own model', async () => {
    const free = await newUser();
    const db = t.database.db;
    const at = new Date('2026-04-01T12:00:00Z');
    const operator = { provider: { kind: 'model', label: 'operator', stream: async function* () {} }, source: 'operator', counts: true } as const;
    const charged = chargedChooser(db, async () => operator, () => at);
    for (let i = 0; i < freeLimit; i += 1) await (await charged(free.userId)).admit!();
    expect((await readQuota(db, free.userId, 'free', at)).used).toBe(freeLimit);
    await expect((await charged(free.userId)).admit!()).rejects.toMatchObject({ code: 'quota_exceeded' });
    // A user's own model keeps its own limit: the chooser hands it on as it is.
    const own = { ...operator, source: 'user', counts: false, admit: async () => {} } as const;
    expect(await chargedChooser(db, async () => own, () => at)(free.userId)).toBe(own);
  });
});

describe('POST /api/generate/essay with an OpenAI-compatible model', () => {
  it('reports the model as the provider', async () => {
    const user = await newUser();
    expect((await info(user, withModel)).provider).toBe('model');
  });

  it('streams what the model writes and saves it, naming the model', async () => {
    const user = await newUser();
    llm.script({ kind: 'stream', pieces: ['# Later Starts\n\n', 'Teenagers ', 'need ', 'sleep.'] });
    const events = await streamedEvents(await generate(user, essay, withModel));
    expect(events[0]).toMatchObject({ type: 'start', provider: 'model' });
    expect(streamedText(events)).toBe('# Later Starts\n\nTeenagers need sleep.');
    const done = events.at(-1)!;
    if (done.type !== 'done') throw new Error(`ended with ${done.type}`);
    const doc = await getDocument(user, done.documentId!);
    expect(doc.title).toBe('Later Starts');
    expect(doc.data).toMatchObject({ generation: { provider: 'model', model: 'fake-model', status: 'complete' } });
    expect(llm.requests[0]!.body.messages!.at(-1)!.content).toContain(essay.topic);
  });

  it.each<[string, FakeBehaviour, ErrorCode]>([
    ['a 500', { kind: 'status', status: 500 }, 'upstream_error'],
    ['a 429', { kind: 'status', status: 429, headers: { 'retry-after': '30' } }, 'rate_limited'],
    ['headers that never come', { kind: 'stream', pieces: ['late'], headersDelayMs: 2_000 }, 'upstream_timeout'],
    ['an empty answer', { kind: 'stream', pieces: [] }, 'upstream_error'],
  ])('answers %s before any text with an error status, not an empty 200, and does not charge the quota', async (_name, behaviour, code) => {
    const user = await newUser();
    llm.script(behaviour);
    const res = await generate(user, essay, withModel);
    if (code === 'rate_limited') {
      const body = await expectApiError(res, 'rate_limited', undefined, expect.any(String) as unknown as string);
      const wait = Date.parse(body.error.retryAt!) - Date.now();
      expect(wait).toBeGreaterThan(25_000);
      expect(wait).toBeLessThanOrEqual(30_000);
    } else {
      await expectApiError(res, code);
    }
    expect((await info(user)).quota.used).toBe(0);
    expect((await listDocuments(user)).documents).toEqual([]);
  });

  it('answers 502 upstream_unreachable when nothing listens at the model URL', async () => {
    const closed = net.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise<void>((r) => closed.close(() => r()));
    const unreachable = createTestAppOn(t.database, { LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_MODEL: 'm', LLM_MAX_RETRIES: '0' });
    const user = await newUser();
    await expectApiError(await generate(user, essay, unreachable), 'upstream_unreachable');
  });

  it('keeps what was written as a draft when the stream stalls part-way, and says so', async () => {
    const user = await newUser();
    llm.script({ kind: 'stall', pieces: ['# Half Done\n\n', 'The first ', 'paragraph '] });
    const events = await streamedEvents(await generate(user, essay, withModel));
    const last = events.at(-1)!;
    expect(last).toMatchObject({ type: 'error', code: 'upstream_timeout', documentId: expect.any(String) });
    if (last.type !== 'error') throw new Error('no error event');
    expect(last.message).toContain('draft');
    const doc = await getDocument(user, last.documentId!);
    expect(doc.content).toBe('# Half Done\n\nThe first paragraph ');
    expect(doc.data).toMatchObject({ generation: { status: 'failed' } });
    expect((await info(user)).quota.used).toBe(1);
  });

  it('stops the model when the client goes away, and keeps the text so far as a stopped draft', async () => {
    const user = await newUser();
    llm.script({ kind: 'stream', pieces: ['# Stopped Early\n\n', ...Array.from({ length: 200 }, (_, i) => `word${i} `)], delayMs: 20 });
    const controller = new AbortController();
    const res = await generate(user, essay, withModel, controller.signal);
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let received = '';
    while (!received.includes('word3 ')) received += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    await reader.cancel().catch(() => undefined);
    const upstream = llm.requests[0]!;
    await upstream.closed;
    expect(upstream.abortedByClient()).toBe(true);
    await eventually(async () => {
      const [summary] = (await listDocuments(user)).documents;
      expect(summary?.title).toBe('Stopped Early');
      const doc = await getDocument(user, summary!.id);
      expect(doc.data).toMatchObject({ generation: { status: 'stopped' } });
      expect(doc.content).toContain('word3');
      expect(doc.content).not.toContain('word150');
    });
  });

  it('names the draft at the start, so a Regenerate sent right after Stop replaces it instead of adding another', async () => {
    const user = await newUser();
    llm.script({ kind: 'stream', pieces: ['# First Try\n\n', ...Array.from({ length: 200 }, (_, i) => `word${i} `)], delayMs: 20 });
    const controller = new AbortController();
    const res = await generate(user, essay, withModel, controller.signal);
    const reader = res.body!.getReader();
    let received = '';
    while (!received.includes('word2 ')) received += new TextDecoder().decode((await reader.read()).value);
    const start = JSON.parse(received.split('\n\n')[0]!.slice('data: '.length)) as GenerationEvent;
    if (start.type !== 'start') throw new Error(`began with ${start.type}`);
    expect(start.documentId).toEqual(expect.any(String));
    controller.abort();
    await reader.cancel().catch(() => undefined);
    // No waiting for the stopped draft to be saved: the server does.
    llm.script({ kind: 'stream', pieces: ['# Second Try\n\n', 'All of it.'] });
    const events = await streamedEvents(await generate(user, { ...essay, documentId: start.documentId }, withModel));
    expect(events[0]).toMatchObject({ type: 'start', documentId: start.documentId });
    expect(events.at(-1)).toMatchObject({ type: 'done', documentId: start.documentId });
    const { documents } = await listDocuments(user);
    expect(documents.map((d) => d.id)).toEqual([start.documentId]);
    expect((await getDocument(user, start.documentId!)).content).toBe('# Second Try\n\nAll of it.');
    const versions = (await (await t.request(`/api/documents/${start.documentId}/versions`, { cookie: user.cookie })).json()) as { versions: unknown[] };
    expect(versions.versions).toHaveLength(1);
  });

  it('lets one user run two generations at a time, not three', async () => {
    const user = await newUser();
    llm.script({ kind: 'stream', pieces: ['# Slow\n\n', ...Array.from({ length: 30 }, (_, i) => `w${i} `)], delayMs: 20 });
    const first = await generate(user, essay, withModel);
    const second = await generate(user, essay, withModel);
    expect([first.status, second.status]).toEqual([200, 200]);
    await expectApiError(await generate(user, essay, withModel), 'rate_limited');
    await first.text();
    await second.text();
    const fourth = await generate(user, essay, withModel);
    expect(fourth.status).toBe(200);
    await fourth.text();
  });
});

describe('POST /api/generate/resume-summary', () => {
  const resume = {
    personalInfo: { fullName: 'Priya Raman' },
    experience: [{ company: 'Kestrel Labs', position: 'QA Engineer', startDate: '2020-01', current: true }],
    education: [{ institution: 'Anna University', degree: 'BEng', fieldOfStudy: 'Computer Science' }],
    skills: [
      { name: 'Playwright', level: 5 },
      { name: 'Python', level: 4 },
    ],
  };

  it('streams a summary composed from the resume itself, counts it, and saves no document', async () => {
    const user = await newUser();
    const events = await streamedEvents(await t.request('/api/generate/resume-summary', { method: 'POST', json: { resume, seed: 3 }, cookie: user.cookie }));
    expect(events[0]).toEqual({ type: 'start', provider: 'offline', seed: 3, documentId: null });
    expect(events.at(-1)).toMatchObject({ type: 'done', documentId: null });
    const summary = streamedText(events);
    for (const fact of ['QA Engineer', 'Kestrel Labs', 'Playwright']) expect(summary).toContain(fact);
    expect(summary).not.toMatch(/^#/m);
    expect((await info(user)).quota.used).toBe(1);
    expect((await listDocuments(user)).documents).toEqual([]);
  });

  it('sends the resume facts to a model and relays its words', async () => {
    const user = await newUser();
    llm.script({ kind: 'stream', pieces: ['QA engineer ', 'with five years.'] });
    const events = await streamedEvents(await withModel.request('/api/generate/resume-summary', { method: 'POST', json: { resume }, cookie: user.cookie }));
    expect(streamedText(events)).toBe('QA engineer with five years.');
    const prompt = llm.requests[0]!.body.messages!.at(-1)!.content;
    for (const fact of ['Kestrel Labs', 'Anna University', 'Playwright']) expect(prompt).toContain(fact);
  });

  it('answers 400 for an invalid resume', async () => {
    const user = await newUser();
    await expectApiError(await t.request('/api/generate/resume-summary', { method: 'POST', json: { resume: { skills: [{ level: 7 }] } }, cookie: user.cookie }), 'validation_failed', 'resume.skills.0.level');
  });
});

describe('POST /api/generate/cover-letter', () => {
  const resume = {
    personalInfo: { fullName: 'Priya Raman', email: 'priya@example.com', phone: '+91 98765 43210' },
    experience: [{ company: 'Kestrel Labs', position: 'QA Engineer', startDate: '2020-01', current: true, description: '- Automated regression tests with Playwright\n- Built a Python tool that triages flaky tests' }],
    education: [{ institution: 'Anna University', degree: 'BEng', fieldOfStudy: 'Computer Science' }],
    skills: [{ name: 'Playwright', level: 5 }, { name: 'Python', level: 4 }],
  };
  const request = {
    company: 'Harbor Bank',
    role: 'Test Automation Engineer',
    manager: 'Ms Okafor',
    jobAd: 'Harbor Bank is hiring a Test Automation Engineer to build regression tests with Playwright, write Python tooling and improve our Jenkins pipelines.',
    tone: 'formal',
    length: 'short',
    template: 'modern',
    seed: 11,
  };

  async function resumeOf(user: User): Promise<string> {
    const res = await t.request('/api/documents', { method: 'POST', json: { type: 'resume', title: 'My resume', data: resume }, cookie: user.cookie });
    expect(res.status).toBe(201);
    return ((await res.json()) as DocumentRecord).id;
  }

  it('writes a letter from the chosen resume and saves it as a cover letter with its inputs', async () => {
    const user = await newUser();
    const resumeId = await resumeOf(user);
    const events = await streamedEvents(await t.request('/api/generate/cover-letter', { method: 'POST', json: { ...request, resumeId }, cookie: user.cookie }));
    expect(events[0]).toEqual({ type: 'start', provider: 'offline', seed: 11, documentId: expect.any(String) });
    const done = events.at(-1);
    expect(done).toMatchObject({ type: 'done' });
    const letter = streamedText(events);
    expect(letter.startsWith('Dear Ms Okafor,')).toBe(true);
    for (const fact of ['Harbor Bank', 'Test Automation Engineer', 'Kestrel Labs', 'Playwright', 'Jenkins']) expect(letter).toContain(fact);
    expect(letter.trimEnd().endsWith('Yours sincerely,\n\nPriya Raman')).toBe(true);
    const doc = await getDocument(user, (done as { documentId: string }).documentId);
    expect(doc).toMatchObject({ type: 'cover-letter', title: 'Cover letter — Test Automation Engineer, Harbor Bank', content: letter });
    expect(doc.data).toMatchObject({
      company: 'Harbor Bank',
      position: 'Test Automation Engineer',
      recipient: 'Ms Okafor',
      template: 'modern',
      sender: { fullName: 'Priya Raman', email: 'priya@example.com', phone: '+91 98765 43210' },
      request: { resumeId, jobAd: request.jobAd, tone: 'formal', length: 'short', seed: 11 },
      generation: { provider: 'offline', status: 'complete' },
    });
    const history = (await (await t.request('/api/documents?type=cover-letter', { cookie: user.cookie })).json()) as DocumentPage;
    expect(history.documents.map((d) => d.id)).toEqual([doc.id]);
    expect((await info(user)).quota.used).toBe(1);
  });

  it('writes from the typed contact fields when no resume is chosen', async () => {
    const user = await newUser();
    const events = await streamedEvents(await t.request('/api/generate/cover-letter', { method: 'POST', json: { company: 'Harbor Bank', role: 'Analyst', contact: { fullName: 'Sam Lee', email: 'sam@example.com' } }, cookie: user.cookie }));
    const letter = streamedText(events);
    expect(letter).toContain('Harbor Bank');
    expect(letter.trimEnd().endsWith('Sam Lee')).toBe(true);
  });

  it("answers 404 for another user's resume, and for a document that is not a resume, as for a missing one", async () => {
    const owner = await newUser();
    const other = await newUser();
    const resumeId = await resumeOf(owner);
    await expectApiError(await t.request('/api/generate/cover-letter', { method: 'POST', json: { ...request, resumeId }, cookie: other.cookie }), 'not_found');
    const essayDoc = (await (await t.request('/api/documents', { method: 'POST', json: { type: 'essay', title: 'An essay', content: 'Text.' }, cookie: owner.cookie })).json()) as DocumentRecord;
    await expectApiError(await t.request('/api/generate/cover-letter', { method: 'POST', json: { ...request, resumeId: essayDoc.id }, cookie: owner.cookie }), 'not_found');
    await expectApiError(await t.request('/api/generate/cover-letter', { method: 'POST', json: { ...request, resumeId: crypto.randomUUID() }, cookie: owner.cookie }), 'not_found');
    // Nothing was charged for the refused requests.
    expect((await info(other)).quota.used).toBe(0);
  });

  it('answers 400 naming the field when the company or role is missing or the ad too long', async () => {
    const user = await newUser();
    await expectApiError(await t.request('/api/generate/cover-letter', { method: 'POST', json: { role: 'Analyst' }, cookie: user.cookie }), 'validation_failed', 'company');
    await expectApiError(await t.request('/api/generate/cover-letter', { method: 'POST', json: { company: 'Acme', role: 'Analyst', tone: 'casual' }, cookie: user.cookie }), 'validation_failed', 'tone');
    await expectApiError(await t.request('/api/generate/cover-letter', { method: 'POST', json: { company: 'Acme', role: 'Analyst', jobAd: 'x'.repeat(20_001) }, cookie: user.cookie }), 'validation_failed', 'jobAd');
  });

  it('sends the resume and the ad to a model as data, with the letter rules', async () => {
    const user = await newUser();
    const resumeId = await resumeOf(user);
    llm.script({ kind: 'stream', pieces: ['Dear Ms Okafor,\n\n', 'I am applying.'] });
    const events = await streamedEvents(await withModel.request('/api/generate/cover-letter', { method: 'POST', json: { ...request, resumeId }, cookie: user.cookie }));
    expect(streamedText(events)).toBe('Dear Ms Okafor,\n\nI am applying.');
    const [system, user_] = llm.requests[0]!.body.messages!.map((m) => m.content);
    expect(system).toContain('Never invent an employer');
    for (const fact of ['Kestrel Labs', 'Anna University', 'Playwright', '<<<AD', 'Jenkins pipelines', 'Ms Okafor', 'Harbor Bank']) expect(user_).toContain(fact);
  });
});
