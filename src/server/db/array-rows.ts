import type { PGlite, Results } from '@electric-sql/pglite';
import { fillPlaceholders } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './client.ts';
import type { QueryOptions } from './pglite-thread.ts';

/**
 * A statement Drizzle wrote once (its text, and the placeholders its values
 * fill), sent straight to the driver on every call. For the reads that run on
 * nearly every request (History's list and search): Drizzle's execute wraps
 * each call in tracing spans, a cache check and a row mapper that asks every
 * column of every row which kind of field it is; that cost History about 13 %
 * of the app's CPU per request under load (decision 0036).
 */
export interface ArrayStatement {
  /** The prepared statement's name (on PostgreSQL and in the embedded database); empty sends it unnamed (planned for each call's values). */
  name: string;
  text: string;
  params: unknown[];
}

export function arrayStatement(query: { toSQL(): { sql: string; params: unknown[] } }, name: string): ArrayStatement {
  const { sql, params } = query.toSQL();
  return { name, text: sql, params };
}

/**
 * The statement's rows, each an array of its columns in the select list's
 * order (null stays null), each value as the driver reads its type. Select
 * timestamps with `timestampText`: as text, both drivers hand over the same
 * string, where a bare timestamp column would become a Date.
 */
export async function arrayRows(db: Database, statement: ArrayStatement, values: Record<string, unknown>): Promise<unknown[][]> {
  const params = fillPlaceholders(statement.params, values);
  // Drizzle keeps the driver's client on the database it returns: a pool, one of its connections, or PGlite's.
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    const result = await client.query<unknown[]>({
      // Without a name node-postgres sends the statement unnamed.
      name: statement.name || undefined,
      text: statement.text,
      values: params,
      rowMode: 'array',
    });
    return result.rows;
  }
  // The embedded database's thread keeps a named statement prepared too (pglite-thread.ts).
  const query = (client as PGlite).query as (sql: string, params: unknown[], options: QueryOptions) => Promise<Results<unknown[]>>;
  const result = await query.call(client, statement.text, params, { rowMode: 'array', ...(statement.name ? { statementName: statement.name } : {}) });
  return result.rows;
}
