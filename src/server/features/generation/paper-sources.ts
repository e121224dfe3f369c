// The sources an academic draft cites (issue 19): references of the user's
// own library, chosen on the generator, cited only by key (`[@key]`).
// Formatting, and the reference list, come later from citeproc: neither the
// offline writer nor a model ever writes one.
import { and, eq, inArray } from 'drizzle-orm';
import type { CslItem } from '../../../shared/references.ts';
import type { Database } from '../../db/client.ts';
import { userReferences } from '../../db/schema.ts';

/** A library reference a draft may cite. */
export interface PaperSource {
  key: string;
  item: CslItem;
}

/**
 * The references with these keys in this user's library, in the order the
 * keys were chosen. A key the library does not hold (mistyped, deleted, or
 * another user's) is left out.
 */
export async function loadPaperSources(db: Database, userId: string, keys: readonly string[]): Promise<PaperSource[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: userReferences.key, item: userReferences.item })
    .from(userReferences)
    .where(and(eq(userReferences.userId, userId), inArray(userReferences.key, [...keys])));
  const byKey = new Map(rows.map((row) => [row.key, row.item as CslItem]));
  return keys.flatMap((key) => {
    const item = byKey.get(key);
    return item ? [{ key, item }] : [];
  });
}
