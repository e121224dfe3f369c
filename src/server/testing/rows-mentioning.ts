import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

export interface TableRow {
  table: string;
  row: string;
}

/**
 * Every row of every table in the database that mentions `needles` anywhere
 * (any column, read as JSON text, case-insensitive). The tables are read from
 * the database's own catalogue, not from the Drizzle schema, so a table
 * added by any migration is covered without touching the tests that use it.
 */
export async function rowsMentioning(db: Database, ...needles: string[]): Promise<TableRow[]> {
  const found: TableRow[] = [];
  // Both drivers (PGlite, node-postgres) answer with `rows`.
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  for (const { name } of tables.rows) {
    // The whole row (the table's alias as a value) as JSON text: every column, whatever its type.
    const rows = (await db.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t`)) as unknown as { rows: { row: string }[] };
    for (const { row } of rows.rows) {
      if (needles.some((needle) => row.toLowerCase().includes(needle.toLowerCase()))) found.push({ table: name, row });
    }
  }
  return found;
}

/** The tables among `rows`, sorted. */
export const tablesOf = (rows: TableRow[]) => [...new Set(rows.map((r) => r.table))].sort();
