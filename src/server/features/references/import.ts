import { eq } from 'drizzle-orm';
import { kindOf, referenceLimits, type CslItem, type ImportedEntry, type ImportResult, type importReferencesSchema, type Reference } from '../../../shared/references.ts';
import type { z } from '../../../shared/zod.ts';
import type { Database } from '../../db/client.ts';
import { userReferences } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { detectFormat, readEntries, type ReadEntry } from './formats.ts';
import { freeKey, identitiesOf, keyBase, usableKey } from './keys.ts';
import { assertRoom, librarySize, referenceColumns, toReference, withLibraryLock, type Queries } from './service.ts';

type ImportInput = z.output<typeof importReferencesSchema>;

/** What the library already holds: every key, and each source's identities (DOI; title, year and first author). */
async function libraryIndex(db: Queries, userId: string): Promise<{ keys: Set<string>; sources: Map<string, string> }> {
  const rows = await db.select({ key: userReferences.key, item: userReferences.item }).from(userReferences).where(eq(userReferences.userId, userId));
  const sources = new Map<string, string>();
  for (const row of rows) for (const identity of identitiesOf(row.item as CslItem)) if (!sources.has(identity)) sources.set(identity, row.key);
  return { keys: new Set(rows.map((r) => r.key)), sources };
}

/**
 * Gives each entry read its key (the file's own when a paper can cite it and
 * it is free, else one made like smith2020a) and flags the ones the library
 * (or an earlier entry of the same import) already holds.
 */
function plan(read: ReadEntry[], library: { keys: Set<string>; sources: Map<string, string> }): ImportedEntry[] {
  const { keys, sources } = library;
  return read.map((entry): ImportedEntry => {
    if (!entry.ok) return { index: entry.index, ok: false, label: entry.label, error: entry.error };
    const key = usableKey(entry.sourceKey) && !keys.has(entry.sourceKey) ? entry.sourceKey : freeKey(keyBase(entry.item), keys);
    const identities = identitiesOf(entry.item);
    const duplicateOf = identities.map((identity) => sources.get(identity)).find((k) => k !== undefined);
    const result: ImportedEntry = { index: entry.index, ok: true, key, kind: kindOf(entry.item), item: entry.item, ...(duplicateOf ? { duplicateOf } : {}) };
    if (!duplicateOf) {
      keys.add(key);
      for (const identity of identities) sources.set(identity, key);
    }
    return result;
  });
}

/**
 * An import: each entry read on its own (one that fails says why), keyed and
 * checked for duplicates. `dryRun` answers the preview; otherwise the entries
 * that were read and are not duplicates are added in one transaction.
 */
export async function importReferences(db: Database, userId: string, input: ImportInput): Promise<ImportResult> {
  const format = input.format ?? detectFormat(input.text);
  if (!format) throw new AppError('validation_failed', 'text: this is not BibTeX, RIS or CSL-JSON. Paste the file as it is, or choose its format.', 'text');
  const read = readEntries(input.text, format, referenceLimits.importEntries);
  if (!Array.isArray(read)) {
    throw new AppError('validation_failed', `text: an import holds at most ${referenceLimits.importEntries} entries and this one has ${read.tooMany}. Split the file.`, 'text');
  }
  if (input.dryRun) return { format, entries: plan(read, await libraryIndex(db, userId)), added: [] };
  return withLibraryLock(db, userId, async (tx) => {
    const entries = plan(read, await libraryIndex(tx, userId));
    const adding = entries.filter((e): e is Extract<ImportedEntry, { ok: true }> => e.ok && !e.duplicateOf);
    let added: Reference[] = [];
    if (adding.length > 0) {
      assertRoom(await librarySize(tx, userId), adding.length);
      const rows = await tx
        .insert(userReferences)
        .values(adding.map((e) => ({ userId, key: e.key, item: e.item })))
        .returning(referenceColumns);
      const order = new Map(adding.map((e, i) => [e.key, i]));
      added = rows.map(toReference).sort((a, b) => order.get(a.key)! - order.get(b.key)!);
    }
    return { format, entries, added };
  });
}
