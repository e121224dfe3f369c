import { and, eq, inArray, sql } from 'drizzle-orm';
import { importReferencesSchema, referenceLimits, type CslItem, type ReferenceFormat } from '../../../shared/references.ts';
import type { Database } from '../../db/client.ts';
import { userReferences } from '../../db/schema.ts';
import { isoTimestamp } from '../../db/timestamp-text.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../http/errors.ts';
import { parseJsonText, validated } from '../../http/validate.ts';
import type { RawImportProblem } from '../../parsing/jobs.ts';
import { parsePool, parsedOffLoop } from '../../parsing/pool.ts';
import { addedJson, planner, resultParts, type LibraryIndex, type Planned } from './import-plan.ts';
import { identitiesOf } from './keys.ts';
import { assertRoom, librarySize, withLibraryLock, type Queries } from './service.ts';

/** How far an import has come: entries read (in the parse worker), then references added. */
export interface ImportProgress {
  phase: 'reading' | 'adding';
  done: number;
  total: number;
}

/** An import request as the route hands it over. */
export interface ImportRequest {
  /** The request's body as it arrived. */
  body: Uint8Array;
  /** The file sent as it is, with the query's format and dryRun; absent: the JSON form (`{text, format?, dryRun?}`). */
  raw?: { format?: ReferenceFormat | undefined; dryRun: boolean } | undefined;
  /** The user's library cap (their effective plan's). */
  cap: number;
  onProgress?: ((progress: ImportProgress) => void) | undefined;
}

/** Rows per insert, each in its own short transaction: about 30 ms of the embedded database's one turn. */
const insertBatch = 250;
/** Entries keyed between two turns of the event loop: 1,000 held it up to 60 ms. */
const planStep = 200;

/** Takes out the references an import added before it failed, a thousand ids at a time. */
async function removeAdded(db: Database, userId: string, ids: string[]): Promise<void> {
  for (let from = 0; from < ids.length; from += 1_000) {
    await db.delete(userReferences).where(and(eq(userReferences.userId, userId), inArray(userReferences.id, ids.slice(from, from + 1_000))));
  }
}

const unreadable: Record<RawImportProblem, string> = {
  empty: 'text: the file is empty.',
  'not-utf8': 'text: the file is not UTF-8 text. Save it as UTF-8 (reference managers offer it when they export) and import it again.',
  nul: 'text: the file holds a NUL character, so it is not a text file.',
};

const noLibrary: LibraryIndex = { keys: [], sources: [] };

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
 * keyed and checked for duplicates. A preview (`dryRun`) answers at that;
 * otherwise the entries that were read and are not duplicates are added, in
 * short transactions of 250 rows (all or none: a failure takes out what was
 * added). Answers the ImportResult as
 * JSON: a preview's as the worker wrote it (UTF-8 bytes), an import's as
 * pieces of text (an entry or a reference each). `onProgress` hears of the entries read, then of the rows added; a
 * body refused for what it is (not an import, too many entries) is refused
 * before any progress.
 */
export async function importReferences(db: Database, userId: string, request: ImportRequest): Promise<Uint8Array<ArrayBuffer> | Iterable<string>> {
  const { body, raw, cap, onProgress } = request;
  // Citation.js reads 20,000 entries for seconds, synchronously: in a parse worker, the event loop only waits.
  // A preview is keyed against the library there too, and comes back as the answer's bytes; a file
  // added for real is keyed under the library's lock below, so the worker needs no library for it.
  const library = raw && !raw.dryRun ? noLibrary : await libraryIndex(db, userId);
  const reading = onProgress ? { onProgress: (progress: { done: number; total: number }) => onProgress({ phase: 'reading', ...progress }) } : {};
  const result = await parsedOffLoop(parsePool.run('readImportBody', { body, maxEntries: referenceLimits.importEntries, library, ...(raw ? { raw } : {}) }, reading));
  if (result.invalid) {
    // The worker found the body wrong: the checks every route uses say how, in the reader's language.
    validated(importReferencesSchema, parseJsonText(new TextDecoder().decode(body)));
    throw new AppError('validation_failed', 'text: this import could not be read.', 'text');
  }
  if (result.unreadable) throw new AppError('validation_failed', unreadable[result.unreadable], 'text');
  if (!result.format) throw new AppError('validation_failed', 'text: this is not BibTeX, RIS or CSL-JSON. Paste the file as it is, or choose its format.', 'text');
  if ('tooMany' in result) {
    const n = (value: number) => value.toLocaleString('en');
    throw new AppError('validation_failed', `text: an import holds at most ${n(referenceLimits.importEntries)} entries and this one has ${n(result.tooMany)}. Split the file.`, 'text');
  }
  if ('answer' in result) return result.answer;
  const { format } = result;
  // Keyed against the library as it is, a thousand entries at a time with the event loop free in between
  // (20,000 at once held it for a fifth of a second). A reference another tab adds meanwhile is caught
  // when the batches go in: its key makes the import fail whole, and the room is checked again per batch.
  const keyOf = planner(await libraryIndex(db, userId));
  const entries: ReturnType<typeof keyOf>[] = [];
  for (const [i, entry] of result.entries.entries()) {
    entries.push(keyOf(entry));
    if (i % planStep === planStep - 1) await new Promise((resolve) => setImmediate(resolve));
  }
  const adding = entries.filter((e): e is Planned => e.ok && !e.duplicateOf);
  if (adding.length > 0) assertRoom(await librarySize(db, userId), adding.length, cap);
  const added: string[] = [];
  const addedIds: string[] = [];
  try {
    for (let from = 0; from < adding.length; from += insertBatch) {
      const batch = adding.slice(from, from + insertBatch);
      // Each batch in a transaction of its own, under the library's lock: between two, other requests
      // get their turn (20,000 rows in one transaction held PGlite for 2.6 s: health answered 503).
      const rows = await withLibraryLock(db, userId, async (tx) => {
        // Still room: another tab may have added references since the import was keyed.
        assertRoom(await librarySize(tx, userId), batch.length, cap);
        // Each item goes in as the JSON text the worker wrote, and the answer is built around that same text.
        // Two array parameters, not three per row: the embedded database parses and plans a few
        // parameters instead of 750 (a third less time per row than a VALUES list, measured).
        const { rows } = (await tx.execute(sql`
          insert into user_references (user_id, key, item)
          select ${userId}, key, item::jsonb from unnest(${sql.param(batch.map((e) => e.key))}::text[], ${sql.param(batch.map((e) => e.itemJson))}::text[]) as added(key, item)
          returning id, key, created_at::text as "createdAt", updated_at::text as "updatedAt"`)) as unknown as { rows: Array<{ id: string; key: string; createdAt: string; updatedAt: string }> };
        return rows;
      });
      const byKey = new Map(rows.map((row) => [row.key, row]));
      for (const entry of batch) {
        const row = byKey.get(entry.key)!;
        addedIds.push(row.id);
        added.push(addedJson(entry, { id: row.id, createdAt: isoTimestamp(row.createdAt), updatedAt: isoTimestamp(row.updatedAt) }));
      }
      onProgress?.({ phase: 'adding', done: from + batch.length, total: adding.length });
    }
  } catch (error) {
    // An import adds all it can add or nothing: what earlier batches added goes again.
    await removeAdded(db, userId, addedIds);
    if (isUniqueViolation(error)) throw new AppError('conflict', 'A reference was added to your library with a key this import was going to use, while it ran. Nothing was imported: import the file again.');
    throw error;
  }
  // Written once the rows are in: the answer is megabytes of text.
  return resultParts(format, entries, added);
}
