import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/** Scripts written without spaces between words: the word parser cannot split them, so they are matched as substrings. */
const unspacedScript = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => '\\' + c);
}

/** What a search reads: a generated 'simple' tsvector, and the texts it was made of (for scripts without spaces). */
export interface SearchTarget {
  vector: PgColumn;
  texts: SQL[];
}

/**
 * Every word of the query must start a word of the row: 'climat' finds
 * 'Climate'. Shared by History and the reference library.
 */
export async function prefixSearch(db: Database, search: string, target: SearchTarget): Promise<SQL | undefined> {
  // Punctuation or emoji alone: nothing to look for, so no filter.
  if (!/[\p{L}\p{N}]/u.test(search)) return undefined;
  if (unspacedScript.test(search)) {
    const pattern = `%${escapeLike(search)}%`;
    return sql`(${sql.join(
      target.texts.map((text) => sql`${text} ilike ${pattern}`),
      sql` or `,
    )})`;
  }
  // The query is split by the same parser as the rows, so an email
  // address, a domain or a number like 1.5 is one word on both sides. Each
  // word is quoted (quotes and backslashes escaped) before ':*' makes it a
  // prefix, so nothing typed is read as query syntax. Built first, on its
  // own: as a constant the planner can weigh how common the words are (a
  // sub-select would hide that and may scan every user's matches).
  const [row] = await db
    .select({ query: sql<string | null>`string_agg('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || ''':*', ' & ')` })
    .from(sql`unnest(to_tsvector('simple', ${search}))`);
  if (!row?.query) return undefined;
  return sql`${target.vector} @@ to_tsquery('simple', ${row.query})`;
}
