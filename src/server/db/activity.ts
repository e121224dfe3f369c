/**
 * What the database did lately, seen from the app's side of the queue: how
 * many statements wait for a turn (embedded) or a connection (PostgreSQL),
 * and when a query last completed and how long it took. Health reads it
 * instead of queueing a ping behind users' queries (decision 0039): a
 * database that completed a query a moment ago answers, however long its
 * queue is.
 */
export interface DatabaseActivitySnapshot {
  /** Statements waiting for a turn at the embedded database, or for a connection from the pool. */
  queue: number;
  /** Whether a statement or a transaction has the embedded database's one turn now (a ping would wait for it to end); always false on PostgreSQL, where a ping takes a connection of its own. */
  inUse: boolean;
  /** How long the last completed query took, in ms (from sending it to its rows); null before the first. */
  lastQueryMs: number | null;
  /** How long ago the database last completed a query, in ms; null before the first or after it stopped. */
  lastAnswerAgoMs: number | null;
}

export class DatabaseActivity {
  private last: { at: number; ms: number } | null = null;
  private next: { promise: Promise<void>; resolve(): void } | null = null;

  constructor(
    private readonly waiting: () => number,
    private readonly now: () => number = () => performance.now(),
    private readonly inUse: () => boolean = () => false,
  ) {}

  /** A query completed with rows (an error from the database does not count: a dropped table answers one). */
  answered(ms: number): void {
    this.last = { at: this.now(), ms };
    const next = this.next;
    this.next = null;
    next?.resolve();
  }

  /** The database stopped or its connection broke: nothing seen before vouches for it any more. */
  lost(): void {
    this.last = null;
  }

  snapshot(): DatabaseActivitySnapshot {
    const last = this.last;
    return {
      queue: this.waiting(),
      inUse: this.inUse(),
      lastQueryMs: last ? Math.round(last.ms * 100) / 100 : null,
      lastAnswerAgoMs: last ? Math.round(this.now() - last.at) : null,
    };
  }

  /** Resolves when the next query completes. One promise for every caller, so that waiting on a silent database holds nothing per call. */
  nextAnswer(): Promise<void> {
    if (!this.next) {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => (resolve = r));
      this.next = { promise, resolve };
    }
    return this.next.promise;
  }
}
