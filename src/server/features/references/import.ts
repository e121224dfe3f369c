import { eq } from 'drizzle-orm';
import { importReferencesSchema, referenceLimits, type CslItem, type Reference } from '../../../shared/references.ts';
import type { Database } from '../../db/client.ts';
import { userReferences } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { parseJsonText, validated } from '../../http/validate.ts';
import { parsePool, parsedOffLoop } from '../../parsing/pool.ts';
import { plan, resultJson, type LibraryIndex, type Planned } from './import-plan.ts';
import { identitiesOf } from './keys.ts';
import { assertRoom, librarySize, referenceColumns, toReference, withLibraryLock, type Queries } from './service.ts';

/** What the library already holds: every key, and each source's identities (DOI; title, year and first author). */
async function libraryIndex(db: Queries, userId: string): Promise<LibraryIndex> {
  const rows = await db.select({ key: userReferences.key, item: userReferences.item }).from(userReferences).where(eq(userReferences.userId, userId));
  const sources = new Map<string, string>();
  for (const row of rows) for (const identity of identitiesOf(row.item as CslItem)) if (!sources.has(identity)) sources.set(identity, row.key);
  return { keys: rows.map((r) => r.key), sources: [...sources] };
}

/**
 * An import, from the request's body as it arrived: read in a parse worker
 * (decoded, checked, each entry read on its own; one that fails says why),
 * keyed and checked for duplicates. `dryRun` answers the preview; otherwise
 * the entries that were read and are not duplicates are added in one
 * transaction. Answers the ImportResult as JSON: a preview's as the worker
 * wrote it (UTF-8 bytes), an import's as text.
 */
export async function importReferences(db: Database, userId: string, body: Uint8Array): Promise<Uint8Array<ArrayBuffer> | string> {
  // Citation.js reads a 2 MB file for seconds, synchronously: in a parse worker, the event loop only waits.
  // A preview is keyed against the library there too, and comes back as the answer's bytes.
  const library = await libraryIndex(db, userId);
  const result = await parsedOffLoop(parsePool.run('readImportBody', { body, maxEntries: referenceLimits.importEntries, library }));
  if (result.invalid) {
    // The worker found the body wrong: the checks every route uses say how, in the reader's language.
    validated(importReferencesSchema, parseJsonText(new TextDecoder().decode(body)));
    throw new AppError('validation_failed', 'text: this import could not be read.', 'text');
  }
  if (!result.format) throw new AppError('validation_failed', 'text: this is not BibTeX, RIS or CSL-JSON. Paste the file as it is, or choose its format.', 'text');
  if ('tooMany' in result) {
    throw new AppError('validation_failed', `text: an import holds at most ${referenceLimits.importEntries} entries and this one has ${result.tooMany}. Split the file.`, 'text');
  }
  if ('answer' in result) return result.answer;
  const { format } = result;
  return withLibraryLock(db, userId, async (tx) => {
    const entries = plan(result.entries, await libraryIndex(tx, userId));
    const adding = entries.filter((e): e is Planned => e.ok && !e.duplicateOf);
    let added: Reference[] = [];
    if (adding.length > 0) {
      assertRoom(await librarySize(tx, userId), adding.length);
      const rows = await tx
        .insert(userReferences)
        .values(adding.map((e) => ({ userId, key: e.key, item: JSON.parse(e.itemJson) as CslItem })))
        .returning(referenceColumns);
      const order = new Map(adding.map((e, i) => [e.key, i]));
      added = rows.map(toReference).sort((a, b) => order.get(a.key)! - order.get(b.key)!);
    }
    return resultJson(format, entries, added);
  });
}
