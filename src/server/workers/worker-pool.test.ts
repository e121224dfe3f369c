import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WorkerPool } from './worker-pool.ts';

// A worker that answers `{ wait }` after that many ms, and fails `{ fail }` with its text.
const dir = mkdtempSync(path.join(tmpdir(), 'inkwell-worker-pool-'));
const file = path.join(dir, 'worker.mjs');
writeFileSync(
  file,
  `import { parentPort } from 'node:worker_threads';
parentPort.on('message', ({ id, wait = 0, fail, value }) => {
  setTimeout(() => parentPort.postMessage(fail ? { id, ok: false, message: fail, reason: 'named' } : { id, ok: true, output: value }), wait);
});
`,
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

class Failed extends Error {
  constructor(
    message: string,
    readonly reason?: string,
  ) {
    super(message);
  }
}
class Busy extends Error {}
class Stopped extends Error {}

function pool(size = 1, timeoutMs = 5_000, maxWaiting = 8) {
  return new WorkerPool({
    file,
    workerData: null,
    size,
    timeoutMs,
    maxWaiting,
    noun: 'test',
    errors: { failed: Failed, busy: Busy, stopped: Stopped },
  });
}

describe('WorkerPool', () => {
  it('answers each job with its own output, and a failing job fails alone with its reason', async () => {
    const p = pool(2);
    const results = await Promise.allSettled([p.run({ value: 1 }), p.run({ fail: 'bad input' }), p.run({ value: 3 })]);
    expect(results[0]).toEqual({ status: 'fulfilled', value: 1 });
    expect(results[1].status).toBe('rejected');
    const failure = (results[1] as PromiseRejectedResult).reason as Failed;
    expect(failure).toBeInstanceOf(Failed);
    expect([failure.message, failure.reason]).toEqual(['bad input', 'named']);
    expect(results[2]).toEqual({ status: 'fulfilled', value: 3 });
    await p.close();
  });

  it('fails a job that runs past the time limit, replaces its worker and serves the next', async () => {
    const p = pool(1, 200);
    const slow = p.run({ wait: 2_000, value: 'late' });
    const next = p.run({ value: 'next' });
    await expect(slow).rejects.toBeInstanceOf(Failed);
    await expect(next).resolves.toBe('next');
    await p.close();
  });

  it('turns a job away as busy once the queue is full', async () => {
    const p = pool(1, 5_000, 1);
    const running = p.run({ wait: 100, value: 'a' });
    const queued = p.run({ value: 'b' });
    await expect(p.run({ value: 'c' })).rejects.toBeInstanceOf(Busy);
    await expect(Promise.all([running, queued])).resolves.toEqual(['a', 'b']);
    await p.close();
  });

  it('on close, fails the running and the waiting jobs as stopped, at once, and refuses new ones', async () => {
    const p = pool(1);
    const running = p.run({ wait: 60_000 });
    const waiting = p.run({ value: 'never' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const outcomes = Promise.allSettled([running, waiting]);
    await p.close();
    const [ran, waited] = await outcomes;
    expect(ran.status === 'rejected' && ran.reason).toBeInstanceOf(Stopped);
    expect(waited.status === 'rejected' && waited.reason).toBeInstanceOf(Stopped);
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(p.run({ value: 'after' })).rejects.toBeInstanceOf(Stopped);
  });
});
