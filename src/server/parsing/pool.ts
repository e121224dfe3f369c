import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppError } from '../http/errors.ts';
import { projectRoot } from '../paths.ts';
import { WorkerPool, workersBesideEventLoop } from '../workers/worker-pool.ts';
import type { ParseJobName, ParseJobs } from './jobs.ts';

const workerFile = path.join(projectRoot, 'src', 'server', 'parsing', 'parse-worker.mjs');
// The jobs the workers load: TypeScript from src/ (tests), JavaScript from dist/ (the built app).
const jobsModule = new URL(`./jobs${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url).href;

type Input<K extends ParseJobName> = Parameters<ParseJobs[K]>[0];
/** What a job answers: an asynchronous job's value once the worker has awaited it. */
type Output<K extends ParseJobName> = Awaited<ReturnType<ParseJobs[K]>>;

/** How far a long job has come: `done` of `total` (what they count is the job's business: an import's entries). */
interface JobProgress {
  done: number;
  total: number;
}

/**
 * How often a running job's progress is looked at: soon enough that a caller
 * hears of a job's start before a short job ends (what the caller sends on,
 * and how often, is its own business).
 */
const progressEveryMs = 50;

/**
 * Shared memory a job writes its progress into while it runs (`progress` in
 * its input, two Int32 cells: done, total; total is -1 until the job knows
 * it): the caller reads it on a timer, so a job that reports every entry
 * costs no message at all, and a job busy with synchronous work is still
 * heard from.
 */
function progressCells(): Int32Array<SharedArrayBuffer> {
  const cells = new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));
  cells[1] = -1;
  return cells;
}

/** A job that failed in the worker: it threw, the worker died, or it ran past the time limit. */
class ParseError extends Error {
  override name = 'ParseError';
}

/** Every worker is busy and the queue is full, or the pool is stopping: try again in a moment. */
class ParseBusyError extends Error {
  override name = 'ParseBusyError';
}

/**
 * Parsing and serialising in worker threads, beside the render pool: a
 * reference import of 2 MB is seconds of synchronous Citation.js work, and on
 * the event loop it froze every other request (health included) for as
 * long (docs/decisions/0041-parse-pool.md).
 */
class ParsePool {
  private readonly workers: WorkerPool;

  constructor(
    // One or two workers: the render pool already takes the other cores, and these jobs are short.
    readonly size = workersBesideEventLoop(2),
    timeoutMs = 60_000,
    // Each user has one import at a time; beyond this many waiting jobs a new
    // one is turned away at once rather than queued behind seconds of work.
    maxWaiting = 32,
  ) {
    // A pool that is stopping turns a job away as a busy one is: try again in a moment.
    const errors = { failed: ParseError, busy: ParseBusyError, stopped: ParseBusyError };
    this.workers = new WorkerPool({ file: workerFile, workerData: { jobsModule }, size, timeoutMs, maxWaiting, noun: 'parse', errors });
  }

  /**
   * Runs a job. With `onProgress`, a job that reports progress (its input has
   * `progress`) is heard from at most every 50 ms while it runs, whenever
   * its count moved; never after it answered.
   */
  run<K extends ParseJobName>(name: K, input: Input<K>, options: { onProgress?: (progress: JobProgress) => void } = {}): Promise<Output<K>> {
    const { onProgress } = options;
    if (!onProgress) return this.workers.run({ name, input }) as Promise<Output<K>>;
    const cells = progressCells();
    let heard = { done: -1, total: -1 };
    const timer = setInterval(() => {
      const now = { done: Atomics.load(cells, 0), total: Atomics.load(cells, 1) };
      if (now.total < 0 || (now.done === heard.done && now.total === heard.total)) return;
      heard = now;
      onProgress(now);
    }, progressEveryMs);
    timer.unref();
    const output = this.workers.run({ name, input: { ...input, progress: cells.buffer } }) as Promise<Output<K>>;
    return output.finally(() => clearInterval(timer));
  }

  /** Stops every worker; jobs waiting or running fail as busy (503, try again). */
  close(): Promise<void> {
    return this.workers.close();
  }
}

/** The process's parse pool: its workers start on first use and never hold the process open. */
export const parsePool = new ParsePool();

/**
 * A parse whose failures answer as the API does: a full queue is
 * `service_unavailable` with a moment to wait; a job that failed in its
 * worker is `internal`, as the same failure on the event loop was.
 */
export async function parsedOffLoop<T>(parse: Promise<T>): Promise<T> {
  try {
    return await parse;
  } catch (error) {
    if (error instanceof ParseBusyError) {
      const busy = new AppError('service_unavailable', 'Many files are being read right now. Please try again in a few seconds.');
      busy.retryAt = new Date(Date.now() + 5_000).toISOString();
      throw busy;
    }
    throw error;
  }
}
