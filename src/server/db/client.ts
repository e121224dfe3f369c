import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths.ts';
import { schema, type Schema } from './schema.ts';

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
  /** Resolves when a trivial query round-trips. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Arbitrary constant naming Inkwell's migration lock among a server's advisory locks. */
const migrationLockKey = 727_001;

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir?: string }
  | { kind: 'postgres'; url: string; poolSize?: number; onIdleClientError?: (error: Error) => void };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle connection the server drops (restart, failover, admin) must not
    // crash the process: the pool discards it and opens a new one when needed.
    pool.on('error', (error) => target.onIdleClientError?.(error));
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        // Several app processes may start together on one server: one migrates, the others wait.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
          await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder: migrationsDir });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
          client.release();
        }
      },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create(target.dataDir);
  const pgliteDb = drizzlePglite(client, { schema });
  const db = pgliteDb as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: migrationsDir }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
