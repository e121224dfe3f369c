import { withUserLocked } from '../../db/user-lock.ts';
import { and, asc, count, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import {
  kindOf,
  referenceLimits,
  type CitingDocument,
  type createReferenceSchema,
  type CslItem,
  type Reference,
  type ReferenceDetail,
  type ReferenceFormat,
  type ReferenceList,
  type updateReferenceSchema,
} from '../../../shared/references.ts';
import type { AttachmentTextStatus } from '../../../shared/reference-attachments.ts';
import type { z } from '../../../shared/zod.ts';
import type { Database } from '../../db/client.ts';
import { documents, referenceAttachments, userReferences } from '../../db/schema.ts';
import { escapeLike, prefixSearch } from '../../db/search.ts';
import { isoTimestamp, timestampText } from '../../db/timestamp-text.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../http/errors.ts';
import { parsePool, parsedOffLoop } from '../../parsing/pool.ts';
import { maxItemChars, type ReferenceFile } from './formats.ts';
import { freeKey, keyBase } from './keys.ts';

type CreateInput = z.output<typeof createReferenceSchema>;
type UpdateInput = z.output<typeof updateReferenceSchema>;
/** The database, or a transaction on it. */
export type Queries = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const referenceColumns = {
  id: userReferences.id,
  key: userReferences.key,
  item: userReferences.item,
  createdAt: timestampText(userReferences.createdAt),
  updatedAt: timestampText(userReferences.updatedAt),
};

type Row = { id: string; key: string; item: Record<string, unknown>; createdAt: string; updatedAt: string };

function toReference(row: Row): Reference {
  const item = row.item as CslItem;
  return { id: row.id, key: row.key, kind: kindOf(item), item, createdAt: isoTimestamp(row.createdAt), updatedAt: isoTimestamp(row.updatedAt) };
}

/** A library reads as a list does: by first author (or editor, or title when there is neither), then title. */
const libraryOrder = [
  asc(
    sql`lower(coalesce(${userReferences.item}#>>'{author,0,family}', ${userReferences.item}#>>'{author,0,literal}', ${userReferences.item}#>>'{editor,0,family}', ${userReferences.item}#>>'{editor,0,literal}', ${userReferences.item}->>'title'))`,
  ),
  asc(sql`lower(${userReferences.item}->>'title')`),
  asc(userReferences.key),
];

/** A malformed id, another user's id and a deleted id all answer the same 404. */
export function ownedBy(userId: string, id: string): SQL {
  if (!uuidPattern.test(id)) throw new AppError('not_found');
  return and(eq(userReferences.id, id), eq(userReferences.userId, userId))!;
}

/** An item no larger than a reference may be (a paste of a whole file into a field is not a reference). */
function assertItemSize(item: CslItem): void {
  if (JSON.stringify(item).length > maxItemChars) throw new AppError('validation_failed', `item: a reference may hold at most ${maxItemChars / 1000} KB.`, 'item');
}

// ---- reading ----

/**
 * One page of the user's library (by first author, then title, then key) and
 * how many references match in all: of the search, of the keys (an unknown
 * key is simply absent), or the whole library. One query for the page and
 * one for the count, both scoped to the user.
 */
export async function listReferences(db: Database, userId: string, query: { search?: string | undefined; keys?: string[] | undefined; limit: number; offset: number }): Promise<ReferenceList> {
  const search = query.search ? prefixSearch(query.search, { vector: userReferences.search, texts: [sql`${userReferences.key}`, sql`${userReferences.item}::text`] }) : undefined;
  // No keys asked for (`keys=`): no reference has one of them.
  const keys = query.keys ? inArray(userReferences.key, query.keys.length > 0 ? query.keys : ['']) : undefined;
  const scope = and(eq(userReferences.userId, userId), search, keys);
  const [rows, [counted]] = await Promise.all([
    // One join on the attachment's key (its primary key) names each reference's attached text; the file's bytes are never read.
    db
      .select({ ...referenceColumns, attachmentName: referenceAttachments.name, attachmentTextStatus: referenceAttachments.textStatus })
      .from(userReferences)
      .leftJoin(referenceAttachments, eq(referenceAttachments.referenceId, userReferences.id))
      .where(scope)
      .orderBy(...libraryOrder)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ count: count() }).from(userReferences).where(scope),
  ]);
  return {
    references: rows.map(({ attachmentName, attachmentTextStatus, ...row }) => ({
      ...toReference(row),
      attachment: attachmentName === null ? null : { name: attachmentName, textStatus: attachmentTextStatus as AttachmentTextStatus },
    })),
    total: Number(counted?.count ?? 0),
  };
}

/** The user's academic papers whose Markdown cites `@key` (the database finds candidates, the citation parser decides). */
async function citedBy(db: Queries, userId: string, key: string): Promise<CitingDocument[]> {
  const rows = await db
    .select({ id: documents.id, title: documents.title, content: documents.content })
    .from(documents)
    .where(and(eq(documents.userId, userId), eq(documents.type, 'academic'), like(documents.content, `%@${escapeLike(key)}%`)))
    .orderBy(asc(documents.title), asc(documents.id));
  // Each paper may be 400,000 characters: the citation parser reads them in a parse worker.
  const cited = await parsedOffLoop(parsePool.run('citedKeys', { markdowns: rows.map((row) => row.content) }));
  return rows.filter((_, i) => cited[i]!.includes(key)).map(({ id, title }) => ({ id, title }));
}

export async function getReference(db: Database, userId: string, id: string): Promise<ReferenceDetail> {
  const [row] = await db.select(referenceColumns).from(userReferences).where(ownedBy(userId, id)).limit(1);
  if (!row) throw new AppError('not_found');
  return { ...toReference(row), citedBy: await citedBy(db, userId, row.key) };
}

// ---- writing ----

/** Runs `work` with the user's row locked, so one user's additions are counted and keyed one after the other, and the library cap and key suffixes hold. */
export async function withLibraryLock<T>(db: Database, userId: string, work: (tx: Queries) => Promise<T>): Promise<T> {
  return withUserLocked(db, userId, work);
}

export async function librarySize(db: Queries, userId: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(userReferences).where(eq(userReferences.userId, userId));
  return Number(row?.count ?? 0);
}

/** Refuses (409 library_full, naming the user's cap and the room left) `adding` references to a library of `size` whose cap is `cap`. */
export function assertRoom(size: number, adding: number, cap: number): void {
  if (size + adding > cap) {
    const room = Math.max(0, cap - size);
    const n = (value: number) => value.toLocaleString('en');
    throw new AppError('library_full', `Your reference library holds at most ${n(cap)} references; ${room === 0 ? 'it is full' : `there is room for ${n(room)} more`}. Delete references you no longer need first.`);
  }
}

/** The user's keys that start with `base` (all a generated key can collide with). */
async function keysStartingWith(db: Queries, userId: string, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ key: userReferences.key })
    .from(userReferences)
    .where(and(eq(userReferences.userId, userId), like(userReferences.key, `${escapeLike(base)}%`)));
  return new Set(rows.map((r) => r.key));
}

/** Adds one reference to a library whose cap is `cap` (the user's effective plan's: `referenceLimits.libraryCaps`). */
export async function createReference(db: Database, userId: string, input: CreateInput, cap: number = referenceLimits.libraryCaps.free): Promise<Reference> {
  assertItemSize(input.item);
  try {
    return await withLibraryLock(db, userId, async (tx) => {
      assertRoom(await librarySize(tx, userId), 1, cap);
      const key = input.key ?? freeKey(keyBase(input.item), await keysStartingWith(tx, userId, keyBase(input.item)));
      const [row] = await tx.insert(userReferences).values({ userId, key, item: input.item }).returning(referenceColumns);
      return toReference(row!);
    });
  } catch (error) {
    // Only a key the client chose can be taken: generated ones are picked under the lock.
    if (isUniqueViolation(error)) throw new AppError('conflict', `The citation key "${input.key}" is already used by another of your references.`, 'key');
    throw error;
  }
}

/** Changes the item; the key never changes (papers cite it). */
export async function updateReference(db: Database, userId: string, id: string, input: UpdateInput): Promise<Reference> {
  assertItemSize(input.item);
  const [row] = await db
    .update(userReferences)
    .set({
      item: input.item,
      // Strictly later than before, even for two saves in the same millisecond.
      updatedAt: sql`greatest(now(), ${userReferences.updatedAt} + interval '1 millisecond')`,
    })
    .where(ownedBy(userId, id))
    .returning(referenceColumns);
  if (!row) throw new AppError('not_found');
  return toReference(row);
}

export async function deleteReference(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db.delete(userReferences).where(ownedBy(userId, id)).returning({ id: userReferences.id });
  if (deleted.length === 0) throw new AppError('not_found');
}

// ---- export ----

/** The whole library, or the references with the given keys (an unknown key is a 404 naming it), as a file. */
export async function exportReferences(db: Database, userId: string, format: ReferenceFormat, keys?: string[]): Promise<ReferenceFile> {
  const scope = keys ? and(eq(userReferences.userId, userId), inArray(userReferences.key, keys.length > 0 ? keys : [''])) : eq(userReferences.userId, userId);
  const rows = await db
    .select({ key: userReferences.key, item: userReferences.item })
    .from(userReferences)
    .where(scope)
    .orderBy(...libraryOrder)
    .limit(referenceLimits.library);
  if (keys) {
    const found = new Set(rows.map((r) => r.key));
    const missing = keys.filter((k) => !found.has(k));
    if (missing.length > 0) throw new AppError('not_found', `No reference in your library has the key ${missing.slice(0, 5).join(', ')}.`);
  }
  // Up to 50,000 references through Citation.js's writers: in a parse worker, the event loop only waits.
  return parsedOffLoop(parsePool.run('writeReferences', { references: rows.map((r) => ({ key: r.key, item: r.item as CslItem })), format }));
}
