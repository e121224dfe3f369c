import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { versionsKept, type DocumentVersion, type DocumentVersionList, type reviewVersionSchema } from '../../../shared/document-versions.ts';
import type { DocumentRecord, DocumentType } from '../../../shared/documents.ts';
import type { Database } from '../../db/client.ts';
import { documents, documentVersions, users } from '../../db/schema.ts';
import { isoTimestamp, timestampText } from '../../db/timestamp-text.ts';
import { AppError } from '../../http/errors.ts';
import { keepVersion, newestVersion, sameText } from './edit-history.ts';
import { uuidPattern, type z } from '../../../shared/zod.ts';
import { ownedBy, previewOf, recordColumns, toRecord, type CreateInput, type Viewer } from './service.ts';

/*
 * A document's earlier texts. A Regenerate that replaces a draft
 * and a restore keep the text they replace as a version; so does an edit
 * when the newest version is more than ten minutes old, and closing the
 * editor after edits keeps the text it leaves. Each document keeps
 * its last `versionsKept[plan]` (Free 20, Pro 100, from the plan table) and
 * the oldest goes first when a version is added. Every
 * query is scoped to the user through the document: another user's document
 * or version answers 404 like a missing one.
 */

type NewText = Pick<DocumentRecord, 'title' | 'content' | 'data'>;

/** The document, locked until the transaction ends (two restores or a restore and a Regenerate take turns). */
async function lockedDocument(tx: Database, userId: string, id: string) {
  const [current] = await tx.select(recordColumns).from(documents).where(ownedBy(userId, id)).for('update').limit(1);
  if (!current) throw new AppError('not_found');
  return current;
}

/**
 * The editor closed: the text it leaves is kept as a version when it was
 * edited since the newest version and differs from it. Answers whether a
 * version was kept.
 */
export function keepClosingVersion(db: Database, userId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const current = await lockedDocument(tx, userId, id);
    const newest = await newestVersion(tx, current.id);
    // Kept when it differs from the newest version (a save that kept the text it replaced was one edit; the text left is another),
    // or, with no version yet, when it was saved since it was made.
    if (newest ? sameText(newest, current) : current.updatedAt <= current.createdAt) return false;
    await keepVersion(tx, userId, current);
    return true;
  });
}

/** Puts `text` in the document's place (its type never changes). */
async function overwrite(tx: Database, userId: string, id: string, type: DocumentType, text: NewText): Promise<DocumentRecord> {
  const [row] = await tx
    .update(documents)
    .set({
      title: text.title,
      content: text.content,
      data: text.data,
      preview: previewOf(type, text.content, text.data),
      // Strictly later than before, as every save (History sorts by it).
      updatedAt: sql`greatest(now(), ${documents.updatedAt} + interval '1 millisecond')`,
    })
    .where(ownedBy(userId, id))
    .returning(recordColumns);
  return toRecord(row!);
}

/**
 * Regenerate: the new draft takes the document's place and its text so far
 * becomes a version. A document of another type answers 404, as a missing one.
 */
export function replaceDocument(db: Database, userId: string, id: string, input: CreateInput): Promise<DocumentRecord> {
  return db.transaction(async (tx) => {
    const current = await lockedDocument(tx, userId, id);
    if (current.type !== input.type) throw new AppError('not_found');
    await keepVersion(tx, userId, current);
    return overwrite(tx, userId, id, input.type, input);
  });
}

/** The owner's document's id, or 404 (another user's document answers as a missing one). */
async function ownDocumentId(db: Database, userId: string, id: string): Promise<string> {
  const [doc] = await db.select({ id: documents.id }).from(documents).where(ownedBy(userId, id)).limit(1);
  if (!doc) throw new AppError('not_found');
  return doc.id;
}

const summaryColumns = { id: documentVersions.id, title: documentVersions.title, words: documentVersions.words, review: documentVersions.review, createdAt: timestampText(documentVersions.createdAt) };

/**
 * The document's versions, newest first: when each text was replaced, its
 * title and its words (no bodies), at most as many as the viewer's plan keeps
 * (after a move to Free, older ones stay stored until the next version prunes them).
 */
export async function listVersions(db: Database, viewer: Viewer, id: string): Promise<DocumentVersionList> {
  const documentId = await ownDocumentId(db, viewer.id, id);
  const kept = versionsKept[viewer.plan];
  const rows = await db
    .select(summaryColumns)
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.userId, viewer.id)))
    .orderBy(desc(documentVersions.createdAt), desc(documentVersions.id))
    .limit(kept);
  return { versions: rows.map((row) => ({ ...row, createdAt: isoTimestamp(row.createdAt) })), kept };
}

/** One version with its text, for Compare. Another user's document or version, or a version of another document, answers 404. */
export async function getVersion(db: Database, userId: string, id: string, versionId: string): Promise<DocumentVersion> {
  if (!uuidPattern.test(versionId)) throw new AppError('not_found');
  const documentId = await ownDocumentId(db, userId, id);
  const [row] = await db
    .select({ ...summaryColumns, content: documentVersions.content })
    .from(documentVersions)
    .where(and(eq(documentVersions.id, versionId), eq(documentVersions.documentId, documentId), eq(documentVersions.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return { id: row.id, title: row.title, content: row.content, words: row.words, review: row.review, createdAt: isoTimestamp(row.createdAt) };
}

/** Brings a version back: the current text becomes a version itself, so a restore can be undone the same way. */
export async function restoreVersion(db: Database, userId: string, id: string, versionId: string): Promise<DocumentRecord> {
  if (!uuidPattern.test(versionId)) throw new AppError('not_found');
  return db.transaction(async (tx) => {
    const current = await lockedDocument(tx, userId, id);
    const [version] = await tx
      .select({ title: documentVersions.title, content: documentVersions.content, data: documentVersions.data })
      .from(documentVersions)
      .where(and(eq(documentVersions.id, versionId), eq(documentVersions.documentId, current.id), eq(documentVersions.userId, userId)))
      .limit(1);
    if (!version) throw new AppError('not_found');
    await keepVersion(tx, userId, current);
    return overwrite(tx, userId, id, current.type as DocumentType, version);
  });
}

/**
 * Suggestions are about to be accepted (by someone who may edit): the text
 * they replace is kept as a version that says who accepted which, by whom.
 * The document's owner keeps it, as every version of the document.
 */
export async function keepReviewVersion(db: Database, ownerId: string, id: string, acceptedBy: string, input: z.output<typeof reviewVersionSchema>): Promise<void> {
  const authorIds = [...new Set(input.accepted.map((a) => a.authorId))].filter(Boolean);
  const names = new Map<string, string>();
  if (authorIds.length > 0) for (const u of await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, authorIds))) names.set(u.id, u.name);
  const review = { by: acceptedBy, accepted: input.accepted.map((a) => ({ author: names.get(a.authorId) ?? '', inserted: a.inserted, deleted: a.deleted })) };
  await db.transaction(async (tx) => {
    const current = await lockedDocument(tx, ownerId, id);
    await keepVersion(tx, ownerId, toRecord(current), review);
  });
}
