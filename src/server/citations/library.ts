// A user's reference library as the formatter and the writers read it: the
// citation key and the CSL-JSON item, scoped to the user (another user's key
// is simply not there).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { referenceLimits, type CslItem } from '../../shared/references.ts';
import type { Database } from '../db/client.ts';
import { userReferences } from '../db/schema.ts';
import type { PaperReference } from './format.ts';

/**
 * The user's references with these keys, in the order of the keys (a key the
 * library does not hold is left out); without keys, the whole library, by key.
 */
export async function libraryEntries(db: Database, userId: string, keys?: readonly string[]): Promise<PaperReference[]> {
  if (keys?.length === 0) return [];
  const rows = await db
    .select({ key: userReferences.key, item: userReferences.item })
    .from(userReferences)
    .where(keys ? and(eq(userReferences.userId, userId), inArray(userReferences.key, [...keys])) : eq(userReferences.userId, userId))
    .orderBy(asc(userReferences.key))
    .limit(referenceLimits.library);
  if (!keys) return rows.map((row) => ({ key: row.key, item: row.item as CslItem }));
  const byKey = new Map(rows.map((row) => [row.key, row.item as CslItem]));
  return keys.flatMap((key) => {
    const item = byKey.get(key);
    return item ? [{ key, item }] : [];
  });
}
