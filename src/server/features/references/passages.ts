// Passages of the user's attached texts for the writers: the ones that best
// answer a query among the references a draft cites, and each cited
// reference's whole text. Every query is scoped to the user.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { referencePassages, userReferences } from '../../db/schema.ts';

export interface Passage {
  id: string;
  key: string;
  page: number | null;
  text: string;
  rank: number;
}

/** Words of a query looked up at most: a paragraph pasted as a query still makes one small tsquery. */
const maxQueryWords = 64;
/** Passages one call answers at most. */
const maxLimit = 100;

/**
 * The query's words, letters and digits only (so nothing in them can be
 * tsquery syntax: no quotes, operators or backslashes), without repeats.
 */
function queryWords(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, maxQueryWords);
}

/**
 * The best passages among the user's references with these citation keys,
 * ranked by full-text relevance to `query` (ts_rank_cd), highest first; ties
 * in the order of `keys`, then in reading order. A passage matches when it
 * holds ANY of the query's words: the words go through the same English
 * configuration as the passages (stemmed, stop words dropped) and are joined
 * with OR. No keys, or a query with no word left after that, answers [].
 */
export async function retrievePassages(db: Database, userId: string, input: { keys: readonly string[]; query: string; limit: number }): Promise<Passage[]> {
  const keys = [...new Set(input.keys)];
  const words = queryWords(input.query);
  const limit = Math.min(maxLimit, Math.max(0, Math.floor(input.limit)));
  if (keys.length === 0 || words.length === 0 || limit === 0) return [];
  // The words' English lexemes, each quoted, joined with | (OR). Lexemes of letters and digits
  // hold no quote or backslash, so quote_literal's quoting is tsquery's own.
  const tsquery = sql`(select string_agg(quote_literal(lexeme), ' | ')::tsquery from unnest(tsvector_to_array(to_tsvector('english'::regconfig, ${words.join(' ')}))) as lexeme)`;
  const rank = sql<number>`ts_rank_cd(${referencePassages.search}, ${tsquery})`;
  const keyOrder = sql`array_position(array[${sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  )}]::text[], ${userReferences.key})`;
  const rows = await db
    .select({ id: referencePassages.id, key: userReferences.key, page: referencePassages.page, text: referencePassages.text, rank })
    .from(referencePassages)
    .innerJoin(userReferences, and(eq(userReferences.id, referencePassages.referenceId), eq(userReferences.userId, userId)))
    .where(and(eq(referencePassages.userId, userId), inArray(userReferences.key, keys), sql`${referencePassages.search} @@ ${tsquery}`))
    .orderBy(desc(rank), asc(keyOrder), asc(referencePassages.ordinal))
    .limit(limit);
  return rows.map((row) => ({ ...row, rank: Number(row.rank) }));
}

/** Each key's whole attached text (its passages in order, a blank line between), for the keys whose reference has passages. */
export async function attachedTexts(db: Database, userId: string, keys: readonly string[]): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  const wanted = [...new Set(keys)];
  if (wanted.length === 0) return texts;
  const rows = await db
    .select({ key: userReferences.key, text: referencePassages.text })
    .from(referencePassages)
    .innerJoin(userReferences, and(eq(userReferences.id, referencePassages.referenceId), eq(userReferences.userId, userId)))
    .where(and(eq(referencePassages.userId, userId), inArray(userReferences.key, wanted)))
    .orderBy(asc(userReferences.key), asc(referencePassages.ordinal));
  for (const row of rows) {
    const before = texts.get(row.key);
    texts.set(row.key, before === undefined ? row.text : `${before}\n\n${row.text}`);
  }
  return texts;
}
