import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths.ts';
import { DatabaseActivity } from './activity.ts';
import { Gate } from './gate.ts';
import { openPgliteThread } from './pglite-thread.ts';
import { schema, type Schema } from './schema.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

/**
 * Both drivers typed as one: a union of the PGlite and node-postgres database
 * types breaks Drizzle's overloads (ARCHITECTURE.md).
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations; the same files on both drivers. */
  migrate(): Promise<void>;
  /** Resolves when the database answers and holds Inkwell's schema; throws SchemaMissingError when it answers without it. */
  ping(): Promise<void>;
  /** The queue and the last completed query, read without asking the database (health, decision 0039). */
  activity: DatabaseActivity;
  close(): Promise<void>;
}

/** The database answers but Inkwell's tables are not there (dropped, or recreated empty). */
export class SchemaMissingError extends Error {
  override name = 'SchemaMissingError';
  constructor() {
    super("The database answers but does not hold Inkwell's tables; restart Inkwell to create them.");
  }
}

/** Every wait on the database has a bound (docs/configuration.md). */
interface DatabaseTimeouts {
  /** Opening a connection to PostgreSQL, up to its first "ready for query". */
  connectMs: number;
  /** One statement (PostgreSQL's statement_timeout; the client gives up shortly after). */
  statementMs: number;
  /** Waiting for a turn at the embedded database. */
  queueMs: number;
  /** Calls waiting for a turn at the embedded database at once. */
  queueMax: number;
}

const defaultDatabaseTimeouts: DatabaseTimeouts = { connectMs: 5_000, statementMs: 5_000, queueMs: 1_000, queueMax: 1_000 };

/** One query that needs every core table: cheap, and false on a database recreated empty. */
const schemaProbe = sql`select to_regclass('public.users') is not null and to_regclass('public.sessions') is not null and to_regclass('public.documents') is not null as ready`;

async function probe(db: Database): Promise<void> {
  const result = (await db.execute(schemaProbe)) as unknown as { rows: Array<{ ready: boolean }> };
  if (result.rows[0]?.ready !== true) throw new SchemaMissingError();
}

/**
 * Tells `activity` of every query a pooled connection completes (Drizzle's
 * promise calls and the pool's own callback calls alike), and of a
 * connection that broke: the pool's waiting count and these are what health
 * reads instead of queueing a ping behind users' queries.
 */
function recordQueries(client: pg.PoolClient, activity: DatabaseActivity): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const settled = (started: number, error: unknown) => {
    if (!error) activity.answered(performance.now() - started);
    else if (isDatabaseUnavailable(error)) activity.lost();
  };
  client.query = ((...args: unknown[]) => {
    const started = performance.now();
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        settled(started, error);
        (callback as (error: unknown, result: unknown) => void)(error, result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.then(() => settled(started, null), (error: unknown) => settled(started, error));
    return result;
  }) as typeof client.query;
}

/** Arbitrary constant naming Inkwell's migration lock among a server's advisory locks. */
const migrationLockKey = 727_001;

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir?: string; timeouts?: Partial<DatabaseTimeouts>; /** A dumpDataDir tarball a new database starts from (tests). */ seedFile?: string }
  | { kind: 'postgres'; url: string; poolSize?: number; onIdleClientError?: (error: Error) => void; timeouts?: Partial<DatabaseTimeouts> };

/** Migrations may rewrite big tables: their statements get minutes, not the request bound. */
const migrationStatementMs = 300_000;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const timeouts = { ...defaultDatabaseTimeouts, ...target.timeouts };
  if (target.kind === 'postgres') {
    const connection = {
      connectionString: target.url,
      connectionTimeoutMillis: timeouts.connectMs,
      // A dead peer (cable pulled, VM frozen) is noticed by TCP keepalive instead of never.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      idle_in_transaction_session_timeout: timeouts.statementMs * 3,
    };
    const pool = new pg.Pool({
      ...connection,
      max: target.poolSize ?? 10,
      // The server cancels a statement after statementMs; the client gives up shortly after
      // that too, for a server that does not answer at all (a frozen link, a stopped VM).
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.statementMs + 1_000,
    });
    // An idle connection the server drops (restart, failover, admin) must not
    // crash the process: the pool discards it and opens a new one when needed.
    pool.on('error', (error) => target.onIdleClientError?.(error));
    const activity = new DatabaseActivity(() => pool.waitingCount);
    pool.on('connect', (client) => recordQueries(client, activity));
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        // Several app processes may start together on one server: one migrates, the others wait.
        const client = new pg.Client({ ...connection, statement_timeout: migrationStatementMs, query_timeout: migrationStatementMs + 1_000 });
        client.on('error', () => undefined);
        await client.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
          await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder: migrationsDir });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
          await client.end().catch(() => undefined);
        }
      },
      ping: () => probe(db),
      activity,
      close: () => pool.end(),
    };
  }
  // PGlite runs in its own thread; the gate here bounds the wait for a turn (decision 0018).
  const gate = new Gate({ timeoutMs: timeouts.queueMs, maxWaiting: timeouts.queueMax });
  const activity = new DatabaseActivity(() => gate.queued, undefined, () => gate.busy);
  const thread = await openPgliteThread(target.dataDir, gate, target.seedFile, activity);
  const pgliteDb = drizzlePglite({ client: thread.client, schema });
  const db = pgliteDb as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: migrationsDir }),
    ping: () => probe(db),
    activity,
    close: () => thread.close(),
  };
}
