import { describe, expect, it } from 'vitest';
import { sseResponse } from './sse.ts';

describe('sseResponse', () => {
  it('sends one data line per event and ends the body after the last one', async () => {
    const res = sseResponse(
      (async function* () {
        yield { type: 'delta', text: 'Hello' };
        yield { type: 'done', documentId: null, words: 1 };
      })(),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(await res.text()).toBe('data: {"type":"delta","text":"Hello"}\n\ndata: {"type":"done","documentId":null,"words":1}\n\n');
  });

  it('is private and revalidated, but not no-store (Chromium reports a no-store stream read to its end as net::ERR_ABORTED)', () => {
    const res = sseResponse((async function* () {})());
    const cacheControl = res.headers.get('cache-control') ?? '';
    expect(cacheControl.split(/,\s*/).sort()).toEqual(['no-cache', 'no-transform', 'private']);
  });

  it('ends the generator (its finally runs) when the client goes away', async () => {
    let finished = false;
    const res = sseResponse(
      (async function* () {
        try {
          for (;;) yield { type: 'delta', text: 'x' };
        } finally {
          finished = true;
        }
      })(),
    );
    const reader = res.body!.getReader();
    await reader.read();
    await reader.cancel();
    expect(finished).toBe(true);
  });
});
