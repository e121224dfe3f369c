import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import { projectRoot } from '../paths.ts';
import type { DatabaseActivity } from './activity.ts';
import type { Gate } from './gate.ts';

const workerFile = path.join(projectRoot, 'src', 'server', 'db', 'pglite-worker.mjs');

/** The embedded database's thread stopped (a crash inside PGlite): every call fails until Inkwell restarts. */
export class EmbeddedDatabaseStoppedError extends Error {
  override name = 'EmbeddedDatabaseStoppedError';
  constructor(reason: string) {
    super(`The embedded database stopped (${reason}); restart Inkwell.`);
  }
}

type Operation = 'query' | 'exec' | 'begin' | 'tx-query' | 'tx-exec' | 'commit' | 'rollback' | 'close';

interface Call {
  op: Operation;
  sql?: string;
  params?: unknown[];
  rowMode?: 'array' | 'object';
  textTypes?: number[];
  statementName?: string;
}

interface Reply {
  id: number;
  ok: boolean;
  result?: unknown;
  error?: Record<string, unknown> & { name: string; message: string };
}

export interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
  /**
   * Keep the statement prepared under this name in the embedded database's
   * session and, after the first call, send only its values (as
   * node-postgres does with a named query): parsed and planned once, not on
   * every call. Values are sent as text: strings, numbers, booleans, Dates or null.
   */
  statementName?: string;
}

/** An error from the thread, rebuilt with the database's fields (code, detail, constraint …) that callers test. */
function rebuild(plain: NonNullable<Reply['error']>): Error {
  const error = new Error(plain.message) as Error & Record<string, unknown>;
  for (const [key, value] of Object.entries(plain)) if (key !== 'message') error[key] = value;
  return error;
}

/** A query's options as they can cross threads: Drizzle's parsers keep the types they name as text. */
function portable(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined): Omit<Call, 'op'> {
  const call: Omit<Call, 'op'> = { sql, params: params ?? [] };
  if (options?.rowMode) call.rowMode = options.rowMode;
  if (options?.parsers) call.textTypes = Object.keys(options.parsers).map(Number);
  if (options?.statementName) call.statementName = options.statementName;
  return call;
}

export interface PgliteThread {
  /** The client Drizzle is given: PGlite's query, exec and transaction, each taking a turn at the gate. */
  client: PGlite;
  close(): Promise<void>;
}

/**
 * PGlite in its own worker thread (decision 0018). The event loop only sends
 * a statement and receives its rows; the gate on this side keeps the bounded
 * FIFO wait and the 503 under overload, and a transaction holds its turn
 * until it commits or rolls back. `activity` hears of every statement the
 * thread completes, and of the thread stopping (health reads it).
 */
export async function openPgliteThread(dataDir: string | undefined, gate: Gate, seedFile?: string, activity?: DatabaseActivity): Promise<PgliteThread> {
  const worker = new Worker(workerFile, { workerData: { dataDir, seedFile } });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void; sentAt: number }>();
  let nextId = 0;
  let stopped: EmbeddedDatabaseStoppedError | null = null;

  await new Promise<void>((resolve, reject) => {
    const onExit = (code: number) => reject(new Error(`the embedded database's thread exited with code ${code} while opening`));
    worker.once('error', reject);
    worker.once('exit', onExit);
    worker.once('message', (message: { ready: boolean; error?: NonNullable<Reply['error']> }) => {
      worker.off('error', reject);
      worker.off('exit', onExit);
      if (message.ready) resolve();
      else {
        void worker.terminate();
        reject(rebuild(message.error ?? { name: 'Error', message: 'PGlite did not open' }));
      }
    });
  });

  const stop = (reason: string) => {
    stopped ??= new EmbeddedDatabaseStoppedError(reason);
    activity?.lost();
    for (const call of pending.values()) call.reject(stopped);
    pending.clear();
  };
  worker.on('message', (reply: Reply) => {
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if (reply.ok) {
      activity?.answered(performance.now() - call.sentAt);
      call.resolve(reply.result);
    }
    else call.reject(rebuild(reply.error!));
  });
  worker.on('error', (error) => stop(error.message));
  worker.on('exit', (code) => stop(`its thread exited with code ${code}`));
  // An idle thread must not keep the process alive; a pending call must.
  worker.unref();

  const send = <T>(call: Call): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = ++nextId;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject, sentAt: performance.now() });
      if (pending.size === 1) worker.ref();
      worker.postMessage({ id, ...call });
    });
  };

  const query = (sql: string, params?: unknown[], options?: QueryOptions) => send<Results>({ op: 'query', ...portable(sql, params, options) });
  const exec = (sql: string) => send<Results[]>({ op: 'exec', sql });

  const transaction = async <T>(work: (tx: Transaction) => Promise<T>): Promise<T> => {
    await send({ op: 'begin' });
    let closed = false;
    const tx = {
      query: (sql: string, params?: unknown[], options?: QueryOptions) => send<Results>({ op: 'tx-query', ...portable(sql, params, options) }),
      exec: (sql: string) => send<Results[]>({ op: 'tx-exec', sql }),
      rollback: async () => {
        closed = true;
        await send({ op: 'rollback' });
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      if (!closed) {
        closed = true;
        await send({ op: 'rollback' }).catch(() => undefined);
      }
      throw error;
    }
    if (!closed) {
      closed = true;
      await send({ op: 'commit' });
    }
    return result;
  };

  const client = {
    query: (sql: string, params?: unknown[], options?: QueryOptions) => gate.run(() => query(sql, params, options)),
    exec: (sql: string) => gate.run(() => exec(sql)),
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => gate.run(() => transaction(work)),
  } as unknown as PGlite;

  return {
    client,
    close: async () => {
      if (!stopped) await send({ op: 'close' }).catch(() => undefined);
      stop('closed');
      await worker.terminate();
    },
  };
}
