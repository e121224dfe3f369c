import { wordedError } from '../../http/worded-error.ts';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { ErrorCode } from '../../../shared/errors.ts';
import { attachmentLimits, type Attachment, type AttachmentAnswer, type AttachmentMediaType, type AttachmentStorage, type AttachmentTextStatus } from '../../../shared/reference-attachments.ts';
import type { Database } from '../../db/client.ts';
import { referenceAttachments, referencePassages, userReferences } from '../../db/schema.ts';
import { isoTimestamp, timestampText } from '../../db/timestamp-text.ts';
import { AppError } from '../../http/errors.ts';
import type { ServerTextKey } from '../../i18n.ts';
import { parsePool, parsedOffLoop } from '../../parsing/pool.ts';
import type { AttachmentProblem, AttachmentRead } from './attachment-text.ts';
import { ownedBy, withLibraryLock, type Queries } from './service.ts';

/** An AppError worded in the reader's language from a server text (English as the message for logs and old clients). */
export function attachmentError(code: ErrorCode, key: ServerTextKey, values: Record<string, string> = {}): AppError {
  return wordedError(code, key, values);
}

const problems: Record<AttachmentProblem, () => AppError> = {
  empty: () => attachmentError('validation_failed', 'attachments.empty'),
  unknown_type: () => attachmentError('unsupported_media_type', 'attachments.unknownType'),
  zip_not_docx: () => attachmentError('unsupported_media_type', 'attachments.zipNotDocx'),
  docx_unreadable: () => attachmentError('file_unreadable', 'attachments.docxUnreadable'),
  pdf_unreadable: () => attachmentError('file_unreadable', 'attachments.pdfUnreadable'),
  pdf_encrypted: () => attachmentError('file_unreadable', 'attachments.pdfEncrypted'),
};

const megabytes = (bytes: number) => String(Math.ceil((bytes / (1024 * 1024)) * 10) / 10);

export const tooLargeError = () => attachmentError('payload_too_large', 'attachments.tooLarge', { max: megabytes(attachmentLimits.fileBytes) });

const extensions: Record<AttachmentMediaType, string> = {
  'application/pdf': '.pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'text/html': '.html',
  'text/plain': '.txt',
};

/**
 * The name a client sent (`x-file-name`, URI-encoded) as one safe line: the
 * last path segment, no control characters, at most `attachmentLimits.name`
 * characters (the extension kept). Empty when nothing usable is left.
 */
export function fileNameFrom(header: string | undefined): string {
  if (!header) return '';
  let name: string;
  try {
    name = decodeURIComponent(header);
  } catch {
    name = header;
  }
  name = name
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '') // eslint-disable-line no-control-regex
    .split(/[/\\]/)
    .pop()!
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|\s+$/g, '');
  // Unpaired surrogates cannot be stored or sent back as a header.
  name = name.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '');
  const chars = [...name];
  if (chars.length <= attachmentLimits.name) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  return chars.slice(0, attachmentLimits.name - extension.length).join('').trimEnd() + extension;
}

const attachmentColumns = {
  name: referenceAttachments.name,
  mediaType: referenceAttachments.mediaType,
  size: referenceAttachments.size,
  pages: referenceAttachments.pages,
  textStatus: referenceAttachments.textStatus,
  createdAt: timestampText(referenceAttachments.createdAt),
  // Spelled out: inside a subquery drizzle names columns without their table, and both tables have reference_id.
  passages: sql<number>`(select count(*) from reference_passages p where p.reference_id = reference_attachments.reference_id)::int`,
};

type AttachmentRow = { name: string; mediaType: string; size: number; pages: number | null; textStatus: string; createdAt: string; passages: number };

const toAttachment = (row: AttachmentRow): Attachment => ({
  name: row.name,
  mediaType: row.mediaType as AttachmentMediaType,
  size: row.size,
  pages: row.pages,
  passages: Number(row.passages),
  textStatus: row.textStatus as AttachmentTextStatus,
  createdAt: isoTimestamp(row.createdAt),
});

/** The reference must be the user's: another user's id answers exactly as a missing one (404). */
async function assertReference(db: Queries, userId: string, referenceId: string): Promise<void> {
  const [row] = await db.select({ id: userReferences.id }).from(userReferences).where(ownedBy(userId, referenceId)).limit(1);
  if (!row) throw new AppError('not_found');
}

const theirs = (userId: string, referenceId: string) => and(eq(referenceAttachments.userId, userId), eq(referenceAttachments.referenceId, referenceId));

export async function getAttachment(db: Database, userId: string, referenceId: string): Promise<AttachmentAnswer> {
  await assertReference(db, userId, referenceId);
  const [row] = await db.select(attachmentColumns).from(referenceAttachments).where(theirs(userId, referenceId)).limit(1);
  return { attachment: row ? toAttachment(row) : null };
}

export async function attachmentStorage(db: Queries, userId: string): Promise<AttachmentStorage> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${referenceAttachments.size}), 0)::bigint`, files: count() })
    .from(referenceAttachments)
    .where(eq(referenceAttachments.userId, userId));
  return { used: Number(row?.used ?? 0), limit: attachmentLimits.storageBytes, files: Number(row?.files ?? 0) };
}

/**
 * Refuses a file that would take the user past the storage limit. The
 * reference's own earlier file is not counted: it is being replaced.
 */
async function assertRoom(db: Queries, userId: string, referenceId: string, size: number): Promise<void> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${referenceAttachments.size}), 0)::bigint` })
    .from(referenceAttachments)
    .where(and(eq(referenceAttachments.userId, userId), ne(referenceAttachments.referenceId, referenceId)));
  const used = Number(row?.used ?? 0);
  if (used + size > attachmentLimits.storageBytes) {
    throw attachmentError('storage_full', 'attachments.storageFull', { limit: megabytes(attachmentLimits.storageBytes), used: megabytes(used), needed: megabytes(size) });
  }
}

/**
 * Rows per INSERT of passages, each its own statement: on the embedded
 * database one statement runs at a time, and 100 passages (with their
 * full-text column and GIN entries) take well under a tenth of a second, so
 * health and other users' requests get their turns while a long book is
 * indexed (one statement of 1,200 passages held everyone for over a second).
 */
const passageBatch = 100;

/**
 * A file's bytes as SQL: sent as base64 text and decoded by the database.
 * PGlite serialises a binary parameter byte by byte (1.3 MB: about 1.2 s of
 * its one session); as text the same file is about an eighth of that.
 * PostgreSQL reads it the same way.
 */
const bytesValue = (bytes: Uint8Array) => sql<Uint8Array>`decode(${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')}, 'base64')`;

/**
 * Reads the file (or pasted text) in a parse worker, then replaces the
 * reference's attachment in one short transaction under the user's lock (so
 * the storage limit holds with two uploads at once), then adds its passages
 * batch by batch. For that moment a reader may find part of the new text;
 * a failure part-way removes the attachment rather than leave it half indexed.
 */
async function attach(db: Database, userId: string, referenceId: string, file: { name: string; bytes: Uint8Array; pasted?: string }): Promise<AttachmentAnswer> {
  await assertReference(db, userId, referenceId);
  // Checked before the file is read too: a refusal should not wait for seconds of pdf.js.
  await assertRoom(db, userId, referenceId, file.bytes.byteLength);
  const read: AttachmentRead = await parsedOffLoop(parsePool.run('readAttachment', file.pasted !== undefined ? { text: file.pasted } : { bytes: file.bytes }));
  if (!read.ok) throw problems[read.problem]();
  const name = file.name || `Attachment${extensions[read.mediaType]}`;
  const createdAt = await withLibraryLock(db, userId, async (tx) => {
    await assertReference(tx, userId, referenceId);
    await assertRoom(tx, userId, referenceId, file.bytes.byteLength);
    // The earlier file's passages go with it (cascade).
    await tx.delete(referenceAttachments).where(theirs(userId, referenceId));
    const [row] = await tx
      .insert(referenceAttachments)
      .values({
        referenceId,
        userId,
        name,
        mediaType: read.mediaType,
        size: file.bytes.byteLength,
        bytes: bytesValue(file.bytes),
        pages: read.pages,
        textStatus: read.passages.length > 0 ? 'text' : 'no_text',
      })
      .returning({ createdAt: referenceAttachments.createdAt });
    return row!.createdAt;
  });
  try {
    for (let i = 0; i < read.passages.length; i += passageBatch) {
      await db.insert(referencePassages).values(read.passages.slice(i, i + passageBatch).map((passage, j) => ({ userId, referenceId, ordinal: i + j, page: passage.page, text: passage.text })));
    }
  } catch (error) {
    // Only this upload's attachment: another process may have replaced it meanwhile.
    await db
      .delete(referenceAttachments)
      .where(and(theirs(userId, referenceId), eq(referenceAttachments.createdAt, createdAt)))
      .catch(() => undefined);
    throw error;
  }
  const [row] = await db.select(attachmentColumns).from(referenceAttachments).where(theirs(userId, referenceId)).limit(1);
  if (!row) throw new AppError('not_found');
  return { attachment: toAttachment(row) };
}

/** A file's bytes as uploaded, with the name the client gave (sanitised; a name by its type when none). */
export function attachFile(db: Database, userId: string, referenceId: string, bytes: Uint8Array, name: string): Promise<AttachmentAnswer> {
  return attach(db, userId, referenceId, { name, bytes });
}

/** Text pasted instead of a file: kept as a UTF-8 text file named "Pasted text". */
export function attachPastedText(db: Database, userId: string, referenceId: string, text: string): Promise<AttachmentAnswer> {
  return attach(db, userId, referenceId, { name: 'Pasted text', bytes: new TextEncoder().encode(text), pasted: text });
}

/** The stored file for download, named with its type's extension when its name has none. */
export async function attachmentFile(db: Database, userId: string, referenceId: string): Promise<{ fileName: string; mediaType: AttachmentMediaType; bytes: Uint8Array }> {
  await assertReference(db, userId, referenceId);
  // As base64 text, for the reason `bytesValue` gives (PostgreSQL's encoding breaks lines, which Buffer skips).
  const [row] = await db
    .select({ name: referenceAttachments.name, mediaType: referenceAttachments.mediaType, base64: sql<string>`encode(${referenceAttachments.bytes}, 'base64')` })
    .from(referenceAttachments)
    .where(theirs(userId, referenceId))
    .limit(1);
  if (!row) throw new AppError('not_found', 'This reference has no attached file.');
  const mediaType = row.mediaType as AttachmentMediaType;
  const extension = extensions[mediaType];
  const fileName = row.name.toLowerCase().endsWith(extension) ? row.name : `${row.name}${extension}`;
  return { fileName, mediaType, bytes: new Uint8Array(Buffer.from(row.base64, 'base64')) };
}

/** Removes the file and its passages; a reference without one answers the same (the end state is what was asked). */
export async function removeAttachment(db: Database, userId: string, referenceId: string): Promise<void> {
  await assertReference(db, userId, referenceId);
  await db.delete(referenceAttachments).where(theirs(userId, referenceId));
}
