import { describe, expect, it } from 'vitest';
import { createCheckService } from './check-service.ts';
import { createCheckRunner } from './run-checks.ts';
import type { SpellingCheck } from './spelling.ts';
import type { CheckRequest } from './types.ts';
import { type CheckWorker, createWritingChecker, isSupersededCheck } from './writing-checker.ts';

// A worker in the same thread, running the real service and runner: only the
// thread boundary is left out. German "spelling" flags the word "Fehlr" after
// a pause, so a later request can overtake an earlier one.
function inProcessWorker(log: CheckRequest[], fail = false) {
  const target = new EventTarget();
  const slowSpelling: SpellingCheck = (text) =>
    [...text.matchAll(/Fehlr/g)].map((match) => ({
      id: `spelling:${match.index}`,
      kind: 'spelling' as const,
      start: match.index,
      end: match.index + 5,
      text: 'Fehlr',
      message: '',
      suggestions: ['Fehler'],
    }));
  const run = createCheckRunner({
    harper: () => Promise.reject(new Error('Harper could not load')),
    spelling: () => new Promise((resolve) => setTimeout(() => resolve(slowSpelling), 20)),
  });
  const receive = createCheckService(run, (data) => setTimeout(() => target.dispatchEvent(new MessageEvent('message', { data })), 5));
  let terminated = false;
  const worker: CheckWorker & { terminated: () => boolean } = {
    addEventListener: target.addEventListener.bind(target) as CheckWorker['addEventListener'],
    postMessage(request: CheckRequest) {
      log.push(request);
      if (fail) setTimeout(() => target.dispatchEvent(Object.assign(new Event('error'), { message: 'script failed' })), 1);
      else receive(request);
    },
    terminate: () => {
      terminated = true;
    },
    terminated: () => terminated,
  };
  return worker;
}

describe('createWritingChecker', () => {
  it('starts no worker until the first check, then answers findings and metrics', async () => {
    const log: CheckRequest[] = [];
    let started = 0;
    const checker = createWritingChecker(() => (started++, inProcessWorker(log)));
    expect(started).toBe(0);
    const result = await checker.check('Das ist ein Fehlr.', { language: 'de', words: ['Inkwell'] });
    expect(started).toBe(1);
    expect(result.spelling).toBe('hunspell');
    expect(result.findings.map((f) => f.text)).toEqual(['Fehlr']);
    expect(result.metrics).toMatchObject({ language: 'de', sentences: 1, words: 4 });
    expect(log[0]).toMatchObject({ text: 'Das ist ein Fehlr.', language: 'de', words: ['Inkwell'] });
    checker.dispose();
  });

  it('lets a newer check supersede an older one: the older rejects as superseded and its answer is dropped', async () => {
    const log: CheckRequest[] = [];
    const checker = createWritingChecker(() => inProcessWorker(log));
    const first = checker.check('Erster Fehlr.', { language: 'de', words: [] });
    const second = checker.check('Zweiter Text ohne Fehler.', { language: 'de', words: [] });
    const third = checker.check('Dritter Fehlr hier.', { language: 'de', words: [] });
    await expect(first).rejects.toSatisfy(isSupersededCheck);
    await expect(second).rejects.toSatisfy(isSupersededCheck);
    const result = await third;
    expect(result.findings.map((f) => [f.text, f.start])).toEqual([['Fehlr', 8]]);
    checker.dispose();
  });

  it('drops the answer of a check that was already running when a newer one came', async () => {
    const log: CheckRequest[] = [];
    const checker = createWritingChecker(() => inProcessWorker(log));
    const first = checker.check('Erster Fehlr.', { language: 'de', words: [] }).catch((error: unknown) => error);
    // The first check is now loading its dictionary in the worker.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const second = checker.check('Zweiter Satz ohne Fehler.', { language: 'de', words: [] });
    expect(isSupersededCheck(await first)).toBe(true);
    expect((await second).findings).toEqual([]);
    expect(log.map((request) => request.id)).toEqual([1, 2]);
    checker.dispose();
  });

  it('rejects with the engine’s error, and recovers on the next check', async () => {
    const checker = createWritingChecker(() => inProcessWorker([]));
    await expect(checker.check('Hello there.', { language: 'en', words: [] })).rejects.toThrow('Harper could not load');
    const chinese = await checker.check('我们今天去学校。', { language: 'zh', words: [] });
    expect(chinese).toMatchObject({ spelling: 'unavailable', findings: [] });
    checker.dispose();
  });

  it('rejects when the worker fails, and starts a new one for the next check', async () => {
    const workers: Array<ReturnType<typeof inProcessWorker>> = [];
    const checker = createWritingChecker(() => {
      const worker = inProcessWorker([], workers.length === 0);
      workers.push(worker);
      return worker;
    });
    await expect(checker.check('Text.', { language: 'zh', words: [] })).rejects.toThrow('script failed');
    expect(workers[0]?.terminated()).toBe(true);
    await expect(checker.check('文本。', { language: 'zh', words: [] })).resolves.toMatchObject({ spelling: 'unavailable' });
    expect(workers).toHaveLength(2);
    checker.dispose();
  });

  it('after dispose, stops the worker and refuses checks', async () => {
    const log: CheckRequest[] = [];
    let worker: ReturnType<typeof inProcessWorker> | undefined;
    const checker = createWritingChecker(() => (worker = inProcessWorker(log)));
    const pending = checker.check('Ein Fehlr.', { language: 'de', words: [] });
    checker.dispose();
    await expect(pending).rejects.toSatisfy(isSupersededCheck);
    expect(worker?.terminated()).toBe(true);
    await expect(checker.check('Noch einer.', { language: 'de', words: [] })).rejects.toSatisfy(isSupersededCheck);
  });
});
