import { expect } from 'vitest';
import type { DocumentRecord } from '../../shared/documents.ts';
import type { GenerationEvent } from '../../shared/generation.ts';
import type { TestApp, TestUser } from './harness.ts';

/**
 * Every event of a generation's answer, as a client reads it: a 200
 * `text/event-stream` read to its end, each block one `data:` line of JSON.
 */
export async function streamedEvents(res: Response): Promise<GenerationEvent[]> {
  const text = await res.text();
  expect(res.status, text).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  expect(text.endsWith('\n\n')).toBe(true);
  return text
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      expect(block.startsWith('data: ')).toBe(true);
      return JSON.parse(block.slice('data: '.length)) as GenerationEvent;
    });
}

/** The text the events streamed, in order. */
export const streamedText = (events: GenerationEvent[]) => events.map((e) => (e.type === 'delta' ? e.text : '')).join('');

/**
 * A draft streamed to its end, which must be `done` with a saved document:
 * the text, the words `done` counted, and the document as the API reads it back.
 */
export async function streamedDraft(app: TestApp, user: Pick<TestUser, 'cookie'>, res: Response): Promise<{ text: string; words: number; doc: DocumentRecord }> {
  const events = await streamedEvents(res);
  const done = events.at(-1);
  if (done?.type !== 'done' || !done.documentId) throw new Error(`ended with ${JSON.stringify(done)}`);
  const saved = await app.request(`/api/documents/${done.documentId}`, { cookie: user.cookie });
  expect(saved.status).toBe(200);
  return { text: streamedText(events), words: done.words, doc: (await saved.json()) as DocumentRecord };
}
