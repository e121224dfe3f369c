/**
 * The embedded database's queue. PGlite runs one statement at a time (in
 * its own thread, pglite-thread.ts); without a bound, requests pile up behind it under overload
 * and wait as long as the pile takes to clear. Here each call waits at most
 * `timeoutMs` for its turn (and at most `maxWaiting` calls wait at all);
 * beyond that it fails at once with DatabaseBusyError, which the API answers
 * as 503 with Retry-After — a fast refusal instead of a long stall.
 */
export class DatabaseBusyError extends Error {
  override name = 'DatabaseBusyError';
  constructor(readonly waitedMs: number) {
    super(`The embedded database is busy (waited ${Math.round(waitedMs)} ms for a turn).`);
  }
}

export interface GateOptions {
  /** Longest wait for a turn. */
  timeoutMs: number;
  /** Most calls waiting at once; one more is refused without waiting. */
  maxWaiting: number;
}

interface Waiter {
  start(): void;
  timer: NodeJS.Timeout;
}

export class Gate {
  private running = false;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly options: GateOptions) {}

  /** Whether a call has its turn now (a statement, or a whole transaction, which holds its turn until it ends). */
  get busy(): boolean {
    return this.running;
  }

  /** Calls waiting for a turn (tests, metrics). */
  get queued(): number {
    return this.waiting.length;
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    if (!this.running) return this.execute(work);
    if (this.waiting.length >= this.options.maxWaiting) return Promise.reject(new DatabaseBusyError(0));
    const queuedAt = performance.now();
    return new Promise<T>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          this.execute(work).then(resolve, reject);
        },
        timer: setTimeout(() => {
          const index = this.waiting.indexOf(waiter);
          if (index >= 0) this.waiting.splice(index, 1);
          reject(new DatabaseBusyError(performance.now() - queuedAt));
        }, this.options.timeoutMs),
      };
      this.waiting.push(waiter);
    });
  }

  private async execute<T>(work: () => Promise<T>): Promise<T> {
    this.running = true;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) {
        // The turn passes on in the next loop iteration, not in this promise chain: otherwise
        // the whole queue drains without the event loop running — no timer fires (the bound
        // never applies) and no new connection is accepted until the queue is empty.
        clearTimeout(next.timer);
        setImmediate(() => next.start());
      } else {
        this.running = false;
      }
    }
  }
}
