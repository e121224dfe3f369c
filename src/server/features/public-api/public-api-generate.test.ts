import { describe, expect, it } from 'vitest';
import type { ApiKeyScope, CreatedApiKey } from '../../../shared/api-keys.ts';
import type { DocumentRecord } from '../../../shared/documents.ts';
import type { GenerationEvent } from '../../../shared/generation.ts';
import { generationUsage } from '../../db/schema.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { appForFile } from '../../testing/app-for-file.ts';
import type { TestUser } from '../../testing/harness.ts';
import { quotaDay, nextReset } from '../generation/quota.ts';
import { createDocumentExample } from './schemas.ts';
import type { GenerationResult } from './schemas.ts';

const t = appForFile();

async function keyOf(user: TestUser, scopes: ApiKeyScope[] = ['generate']): Promise<string> {
  const res = await t.request('/api/me/api-keys', { method: 'POST', json: { name: 'Script', scopes }, cookie: user.cookie });
  return ((await res.json()) as CreatedApiKey).key;
}

/** As curl sends it: the key, a JSON body, no cookie and no Origin. */
const generate = (kind: string, key: string, body: unknown, query = '') =>
  t.app.request(`${t.baseUrl}/api/v1/generate/${kind}${query}`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function eventsOf(res: Response): Promise<GenerationEvent[]> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  return (await res.text())
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice('data: '.length)) as GenerationEvent);
}

async function resultOf(res: Response): Promise<GenerationResult> {
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return (await res.json()) as GenerationResult;
}

async function quotaUsed(user: TestUser): Promise<number> {
  return ((await (await t.request('/api/generate', { cookie: user.cookie })).json()) as { quota: { used: number } }).quota.used;
}

const readDocument = async (user: TestUser, id: string) => (await (await t.request(`/api/documents/${id}`, { cookie: user.cookie })).json()) as DocumentRecord;

const essay = { topic: 'Should school start later?', type: 'argumentative', tone: 'academic', length: 'short', academicLevel: 'undergraduate', seed: 11 };

describe('POST /api/v1/generate/* with a key', () => {
  it("streams an essay as the browser's generator does, or answers it whole with ?stream=false; both save a draft and count towards the quota", async () => {
    const user = await t.signUp();
    const key = await keyOf(user);
    const events = await eventsOf(await generate('essay', key, essay));
    expect(events[0]).toMatchObject({ type: 'start', provider: 'offline', seed: 11, documentId: expect.any(String) });
    const done = events.at(-1)!;
    expect(done).toMatchObject({ type: 'done', documentId: (events[0] as { documentId: string }).documentId });
    const streamed = events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');
    expect(streamed.length).toBeGreaterThan(500);

    const whole = await resultOf(await generate('essay', key, essay, '?stream=false'));
    expect(whole).toEqual({ text: streamed, documentId: expect.any(String), words: (done as { words: number }).words, provider: 'offline', seed: 11 });
    expect(whole.documentId).not.toBe((done as { documentId: string }).documentId);
    expect(await readDocument(user, whole.documentId!)).toMatchObject({ type: 'essay', content: streamed });
    expect(await quotaUsed(user)).toBe(2);
  });

  it('writes an academic paper through the essay request, a cover letter, and a resume summary (not saved)', async () => {
    const user = await t.signUp();
    const key = await keyOf(user);
    const paper = await resultOf(await generate('essay', key, { ...essay, academic: { paperType: 'research', citationStyle: 'apa' } }, '?stream=false'));
    expect(await readDocument(user, paper.documentId!)).toMatchObject({ type: 'academic', data: { citationStyle: 'apa', academicType: 'research' } });

    const letter = await resultOf(await generate('cover-letter', key, { company: 'Acme', role: 'Data analyst', contact: { fullName: 'Alex Example' }, seed: 3 }, '?stream=false'));
    expect(await readDocument(user, letter.documentId!)).toMatchObject({ type: 'cover-letter', title: 'Cover letter — Data analyst, Acme' });
    expect(letter.text).toContain('Alex Example');

    const summary = await resultOf(await generate('resume-summary', key, { resume: createDocumentExample.data, seed: 4 }, '?stream=false'));
    expect(summary.documentId).toBeNull();
    expect(summary.text.trim().length).toBeGreaterThan(40);
    expect(await quotaUsed(user)).toBe(3);
  });

  it('answers errors before any text as the usual error JSON with its status, streamed or not, and charges nothing', async () => {
    const user = await t.signUp();
    const key = await keyOf(user);
    await expectApiError(await generate('essay', key, { ...essay, topic: 'ab' }), 'validation_failed', 'topic');
    await expectApiError(await generate('essay', key, essay, '?stream=maybe'), 'validation_failed', 'stream');
    await expectApiError(await generate('essay', key, { ...essay, padding: 'x'.repeat(1025 * 1024) }), 'payload_too_large');
    await expectApiError(await generate('cover-letter', key, { company: 'Acme', role: 'Analyst', resumeId: crypto.randomUUID() }, '?stream=false'), 'not_found');
    expect(await quotaUsed(user)).toBe(0);

    await t.database.db.insert(generationUsage).values({ userId: user.userId, day: quotaDay(new Date()), count: 20 });
    const resetsAt = nextReset(new Date()).toISOString();
    await expectApiError(await generate('essay', key, essay, '?stream=false'), 'quota_exceeded', undefined, resetsAt);
    const streamed = await generate('resume-summary', key, { resume: createDocumentExample.data });
    expect(streamed.headers.get('retry-after')).toMatch(/^\d+$/);
    await expectApiError(streamed, 'quota_exceeded', undefined, resetsAt);
  });
});
