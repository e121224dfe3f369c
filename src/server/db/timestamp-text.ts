import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A `timestamp with time zone` column read as the text the database writes
 * for it, not parsed into a Date: the cast is the type's own output, the text
 * either driver would receive, and as a text column no driver parses it
 * (Drizzle's execute, or a statement sent straight to the driver:
 * array-rows.ts). `isoTimestamp` turns that text into the API's form without
 * the Date.
 */
export function timestampText(column: PgColumn): SQL<string> {
  return sql<string>`${column}::text`;
}

/** The text a UTC session sends: '2026-11-21 21:27:39.38+00' (the fraction's trailing zeros dropped). */
const utcText = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(\.\d{1,3})?\+00$/;

/**
 * The instant a database timestamp names, written as `Date#toISOString()`
 * writes it ('2026-11-21T21:27:39.380Z'). UTC text is rearranged, which is
 * about eight times cheaper than `new Date(text).toISOString()` (History
 * writes two per document of every page); anything else (another session
 * time zone, a fraction finer than milliseconds, a year past 9999, a Date)
 * goes through Date.
 */
export function isoTimestamp(value: string | Date): string {
  if (typeof value !== 'string') return value.toISOString();
  const parts = utcText.exec(value);
  if (!parts) return new Date(value).toISOString();
  return `${parts[1]}T${parts[2]}${(parts[3] ?? '.').padEnd(4, '0')}Z`;
}
