import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

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
 * How a search reads the rows: not at all (punctuation or emoji alone:
 * nothing to look for), as a substring (scripts without spaces), or word by
 * word.
 */
export function searchKind(search: string): 'none' | 'substring' | 'words' {
  if (!/[\p{L}\p{N}]/u.test(search)) return 'none';
  return unspacedScript.test(search) ? 'substring' : 'words';
}

/**
 * Every word of the query must start a word of the row: 'climat' finds
 * 'Climate'. Shared by History and the reference library. `words` is what
 * the word-by-word condition sends for the text: the text itself, or a
 * prepared statement's placeholder for it.
 */
export function prefixSearch(search: string, target: SearchTarget, words: SQL | string = search): SQL | undefined {
  const kind = searchKind(search);
  if (kind === 'none') return undefined;
  if (kind === 'substring') {
    const pattern = `%${escapeLike(search)}%`;
    return sql`(${sql.join(
      target.texts.map((text) => sql`${text} ilike ${pattern}`),
      sql` or `,
    )})`;
  }
  // prefix_tsquery (migration 0012) splits the query with the same parser as
  // the rows, so an email address, a domain or a number like 1.5 is one word
  // on both sides, and quotes each word before ':*' makes it a prefix, so
  // nothing typed is read as query syntax. It is immutable: the planner
  // computes it from the request's value while planning, so the query is
  // one statement and its plan still weighs how common the words are (a
  // sub-select would hide that). NULL (no word in it, e.g. '_'): no filter.
  return sql`(prefix_tsquery(${words}) is null or ${target.vector} @@ prefix_tsquery(${words}))`;
}
