import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * A pool's default size: one worker per core but one, which stays with the
 * event loop (requests keep flowing while the workers are busy), and at
 * least one, at most `max`.
 */
export function workersBesideEventLoop(max: number): number {
  return Math.max(1, Math.min(availableParallelism() - 1, max));
}

/** What a pool worker posts back for each job. */
interface WorkerReply {
  ok: boolean;
  output?: unknown;
  message?: string;
  /** A failure's machine-readable cause, when the worker names one. */
  reason?: string;
}

export interface WorkerPoolOptions {
  /** The worker script, and what it is given when it starts. */
  file: string;
  workerData: unknown;
  size: number;
  /** A job still running after this long fails, and its worker is replaced. */
  timeoutMs: number;
  /** Beyond this many waiting jobs a new one is turned away at once. */
  maxWaiting: number;
  /** What the jobs are, for messages: "render", "parse". */
  noun: string;
  /** The error classes a caller sees, so each pool keeps its own types. */
  errors: {
    /** The job threw, its worker died, or it ran past the time limit. */
    failed: new (message: string, reason?: string) => Error;
    /** Every worker is busy and the queue is full. */
    busy: new (message: string) => Error;
    /** The pool was closed before the job's output came back. */
    stopped: new (message: string) => Error;
  };
}

interface Pending {
  job: object;
  resolve: (output: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  busy: Pending | null;
  timer?: NodeJS.Timeout;
  /** The thread runs: a job's time limit starts then, not while a fresh worker is still starting. */
  online: boolean;
}

/**
 * Synchronous work in a pool of worker threads: the event loop only posts
 * jobs and receives their output. Workers start on first use, never hold the
 * process open, and run one job at a time (posted as `{ id, ...job }`). A job
 * that throws fails alone; a worker that crashes or runs past the time limit
 * is replaced and its job fails, so the pool always recovers.
 */
export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 0;
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {}

  get size(): number {
    return this.options.size;
  }

  /** Jobs waiting for a free worker (for tests and metrics). */
  get waiting(): number {
    return this.queue.length;
  }

  run(job: object): Promise<unknown> {
    const { noun, maxWaiting, errors } = this.options;
    if (this.closed) return Promise.reject(new errors.stopped(`the ${noun} pool is closed`));
    if (this.queue.length >= maxWaiting) return Promise.reject(new errors.busy(`${this.queue.length} ${noun} jobs are already waiting`));
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  /**
   * Stops every worker. Jobs waiting or still running fail with the pool's
   * `stopped` error, so their requests answer (503, try again) instead of
   * waiting for output that will never come.
   */
  async close(): Promise<void> {
    this.closed = true;
    const stopped = () => new this.options.errors.stopped(`the ${this.options.noun} pool is closed`);
    for (const pending of this.queue.splice(0)) pending.reject(stopped());
    const slots = this.slots.splice(0);
    for (const slot of slots) {
      clearTimeout(slot.timer);
      slot.busy?.reject(stopped());
      slot.busy = null;
    }
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    const { size } = this.options;
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => !s.busy);
      if (!slot && this.slots.length < size) slot = this.spawn();
      if (!slot) return;
      const pending = this.queue.shift()!;
      const taken = slot;
      taken.busy = pending;
      // A worker with a job keeps the process alive (work awaited before the server listens, a seed's).
      taken.worker.ref();
      if (taken.online) this.startClock(taken);
      taken.worker.postMessage({ id: ++this.nextId, ...pending.job });
    }
  }

  private startClock(slot: Slot): void {
    const { noun, timeoutMs, errors } = this.options;
    slot.timer = setTimeout(() => this.fail(slot, new errors.failed(`the ${noun} job took longer than ${timeoutMs} ms`)), timeoutMs);
  }

  private spawn(): Slot {
    const { file, workerData, noun, errors } = this.options;
    const worker = new Worker(file, { workerData });
    const slot: Slot = { worker, busy: null, online: false };
    worker.once('online', () => {
      slot.online = true;
      if (slot.busy) this.startClock(slot);
    });
    worker.on('message', (reply: WorkerReply) => {
      const pending = slot.busy;
      clearTimeout(slot.timer);
      slot.busy = null;
      slot.worker.unref();
      if (pending) {
        if (reply.ok) pending.resolve(reply.output);
        else pending.reject(new errors.failed(reply.message ?? `the ${noun} job failed`, reply.reason));
      }
      this.dispatch();
    });
    worker.on('error', (error) => this.fail(slot, new errors.failed(`the ${noun} worker failed: ${error.message}`)));
    worker.on('exit', () => this.fail(slot, new errors.failed(`the ${noun} worker exited`)));
    // Idle workers must not keep the process alive (tests, shutdown).
    worker.unref();
    this.slots.push(slot);
    return slot;
  }

  /** Fails the slot's job, retires the worker and lets a fresh one take the queue. */
  private fail(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index === -1) return;
    this.slots.splice(index, 1);
    clearTimeout(slot.timer);
    slot.busy?.reject(error);
    slot.busy = null;
    void slot.worker.terminate();
    if (!this.closed) this.dispatch();
  }
}
