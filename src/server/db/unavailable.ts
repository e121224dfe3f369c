import { DatabaseBusyError } from './gate.ts';
import { EmbeddedDatabaseStoppedError } from './pglite-thread.ts';

/** What a client reads when the database cannot serve its request, and when to try again. */
export const databaseUnavailableMessage = 'The database is not answering. Please try again in a few seconds.';
export const databaseRetryAfterSeconds = 2;

/**
 * SQLSTATEs that mean "the database cannot serve this now", not "this
 * request is wrong": connection exceptions (class 08), shutdown and
 * start-up (57P0x), a statement timeout (57014), too many connections,
 * a database or schema that is not there (dropped, or recreated empty).
 */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '57014', '53300', '3D000', '42P01', '3F000']);

/** Messages of node-postgres and Node's sockets for a connection that failed, timed out or was cut. */
const unavailableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENOTFOUND|Client was closed|Cannot use a pool after calling end/i;

const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * Whether an error (or any error in its `cause` chain: Drizzle wraps the
 * driver's) says the database is down, slow, busy or gone.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth++) {
    if (current instanceof DatabaseBusyError || current instanceof EmbeddedDatabaseStoppedError) return true;
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (unavailableCodes.has(code) || unavailableStates.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && unavailableMessages.test(message)) return true;
    current = cause;
  }
  return false;
}

/** `work`, or `onTimeout()`'s error once `ms` pass first (the work itself is not stopped: its own bound ends it). */
export function withTimeout<T>(work: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([work, bound]).finally(() => clearTimeout(timer));
}

/**
 * Whether the database answers now, asked at most once a second however
 * many requests fail together. Used where a library swallowed the cause of a
 * failure (better-auth turns a database error into its own 500): if the
 * database does not answer, the honest answer is 503, not 500.
 */
export function databaseAvailability(ping: () => Promise<void>, boundMs: number): () => Promise<boolean> {
  let last: { at: number; ok: boolean } | undefined;
  let pending: Promise<boolean> | undefined;
  return () => {
    if (last && performance.now() - last.at < 1_000) return Promise.resolve(last.ok);
    pending ??= withTimeout(ping(), boundMs, () => new Error('ping timed out'))
      .then(
        () => true,
        () => false,
      )
      .then((ok) => {
        last = { at: performance.now(), ok };
        pending = undefined;
        return ok;
      });
    return pending;
  };
}
