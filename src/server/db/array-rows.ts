import type { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './client.ts';

/**
 * A statement Drizzle wrote once (its text, and the placeholders its values
 * fill), sent straight to the driver on every call. For the reads that run on
 * nearly every request (History's list and search): Drizzle's execute wraps
 * each call in tracing spans, a cache check and a row mapper that asks every
 * column of every row which kind of field it is; that cost History about 13 %
 * of the app's CPU per request under load (decision 0036).
 */
export interface ArrayStatement {
  /** The prepared statement's name on PostgreSQL; empty sends it unnamed (planned for each call's values). */
  name: string;
  text: string;
  params: unknown[];
}

export function arrayStatement(query: { toSQL(): { sql: string; params: unknown[] } }, name: string): ArrayStatement {
  const { sql, params } = query.toSQL();
  return { name, text: sql, params };
}

/**
 * Timestamps stay the text the server sent, as Drizzle has both drivers keep
 * them (`isoTimestamp` writes them for the API); every other type is read as
 * the driver reads it (text and ids as strings, an int as a number).
 */
const keepText = (value: string) => value;
const timestampTypes = new Set([1114, 1184]);
const pgTypes = { getTypeParser: (id: number, format?: 'text' | 'binary') => (timestampTypes.has(id) ? keepText : pg.types.getTypeParser(id, format)) };
const pgliteParsers = { 1114: keepText, 1184: keepText };

/** The statement's rows, each an array of its columns in the select list's order (null stays null). */
export async function arrayRows(db: Database, statement: ArrayStatement, values: Record<string, unknown>): Promise<unknown[][]> {
  const params = fillPlaceholders(statement.params, values);
  // Drizzle keeps the driver's client on the database it returns: a pool, one of its connections, or PGlite's.
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    const result = await client.query<unknown[]>({
      ...(statement.name ? { name: statement.name } : {}),
      text: statement.text,
      values: params,
      rowMode: 'array',
      types: pgTypes,
    });
    return result.rows;
  }
  const result = await (client as PGlite).query<unknown[]>(statement.text, params, { rowMode: 'array', parsers: pgliteParsers });
  return result.rows;
}
