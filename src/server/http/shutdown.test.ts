import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationEvent } from '../../shared/generation.ts';
import { documents } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/harness.ts';
import { RenderPool } from '../typst/pool.ts';
import { createShutdown, type Shutdown } from './shutdown.ts';

// What a client observes when the server stops (SIGTERM
// begins the shutdown in main.ts; here the test begins it). The process-level
// promise (exit 0, folder unlocked, no reset) is e2e/shutdown.e2e.ts.

let t: TestApp;
let shutdown: Shutdown;
/** The app's own render pool of one worker: the test closes it, as main.ts does at the shutdown bound. */
let pool: RenderPool;

beforeAll(async () => {
  shutdown = createShutdown();
  pool = new RenderPool(1);
  // A slow reader's pace: the stream is still open when the shutdown begins.
  t = await createTestApp({ OFFLINE_WRITER_PACE_MS: '40' }, { shutdown, renderPool: pool });
});
afterAll(async () => {
  await pool.close();
  await t.close();
});

/** Reads SSE events from `reader` until `until` holds for the events so far, or the stream ends. */
async function readEvents(reader: ReadableStreamDefaultReader<string>, events: GenerationEvent[], until: (events: GenerationEvent[]) => boolean): Promise<boolean> {
  let buffer = '';
  while (!until(events)) {
    const { done, value } = await reader.read();
    if (done) return true;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      events.push(JSON.parse(buffer.slice(0, end).replace(/^data: /, '')) as GenerationEvent);
      buffer = buffer.slice(end + 2);
    }
  }
  return false;
}

const longEssay = '# The long essay\n\n' + Array.from({ length: 400 }, (_, i) => `Paragraph ${i}: ` + 'cities grow warmer as they grow denser. '.repeat(12)).join('\n\n');

describe('when the server stops', () => {
  it('ends a generation stream under way with an error event service_unavailable, keeps the draft, and answers new requests 503 with Retry-After', async () => {
    const user = await t.signUp();
    const exporting = await t.request('/api/documents', { method: 'POST', cookie: user.cookie, json: { type: 'essay', title: 'Long', content: longEssay } });
    expect(exporting.status).toBe(201);
    const { id: longId } = (await exporting.json()) as { id: string };

    const res = await t.request('/api/generate/essay', {
      method: 'POST',
      cookie: user.cookie,
      json: { topic: 'Should school start later?', type: 'argumentative', tone: 'academic', length: 'long', academicLevel: 'undergraduate' },
    });
    expect(res.status).toBe(200);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    const events: GenerationEvent[] = [];
    expect(await readEvents(reader, events, (e) => e.filter((x) => x.type === 'delta').length >= 3)).toBe(false);

    shutdown.begin();
    // A request arriving now (on a connection still open) is turned away, not started and cut.
    const late = await t.request(`/api/documents/${longId}/export?format=pdf`, { cookie: user.cookie });
    expect(late.status).toBe(503);
    expect(late.headers.get('retry-after')).toBe('5');
    expect(late.headers.get('connection')).toBe('close');
    expect(((await late.json()) as { error: { code: string } }).error.code).toBe('service_unavailable');

    expect(await readEvents(reader, events, () => false)).toBe(true);
    const last = events.at(-1)!;
    expect(last).toMatchObject({ type: 'error', code: 'service_unavailable' });
    const start = events[0] as Extract<GenerationEvent, { type: 'start' }>;
    expect(last.type === 'error' && last.documentId).toBe(start.documentId);
    // The stream stopped well before the essay's end: the draft kept is exactly what the client read.
    const written = events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');
    const [draft] = await t.database.db.select().from(documents).where(eq(documents.id, start.documentId!));
    expect(draft?.content).toBe(written);
    expect((draft?.data as { generation: { status: string } }).generation.status).toBe('failed');
  });
});

describe('when the render workers stop (the shutdown bound)', () => {
  it('answers exports rendering or waiting 503 service_unavailable with Retry-After, never leaving them hanging', async () => {
    const other = await createTestApp({}, { renderPool: pool });
    try {
      const user = await other.signUp();
      const created = await other.request('/api/documents', { method: 'POST', cookie: user.cookie, json: { type: 'essay', title: 'Long', content: longEssay } });
      const { id } = (await created.json()) as { id: string };
      // One worker: the first export renders, the second waits behind it.
      const exports = [other.request(`/api/documents/${id}/export?format=pdf`, { cookie: user.cookie }), other.request(`/api/documents/${id}/export?format=docx`, { cookie: user.cookie })];
      while (pool.waiting < 1) await new Promise((resolve) => setTimeout(resolve, 10));
      await pool.close();
      for (const res of await Promise.all(exports)) {
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('5');
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe('service_unavailable');
      }
    } finally {
      await other.close();
    }
  });
});
