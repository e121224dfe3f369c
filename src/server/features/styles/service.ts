import { wordedError } from '../../http/worded-error.ts';
import { and, asc, count, eq } from 'drizzle-orm';
import { isUserStyleId, type CatalogueFormat, type UserStyleId } from '../../../shared/citation-styles.ts';
import type { ErrorCode } from '../../../shared/errors.ts';
import { userStyleLimits, type UserStyleSummary } from '../../../shared/user-styles.ts';
import type { UserStyleSource } from '../../citations/styles.ts';
import type { Database } from '../../db/client.ts';
import { userStyles } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { parsePool, parsedOffLoop } from '../../parsing/pool.ts';
import type { StyleRefusalKey } from './style-check.ts';

/**
 * A user's own CSL styles: uploaded as a file, checked in a parse worker
 * (style-check.ts), kept per user, and read back by the formatter for the
 * owner's papers only. Another user's style answers as a missing one.
 */

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The row's uuid from `user:<uuid>` (or a bare uuid); undefined for anything else. */
function rowIdOf(id: string): string | undefined {
  const bare = id.startsWith('user:') ? id.slice('user:'.length) : id;
  return uuidPattern.test(bare) ? bare.toLowerCase() : undefined;
}

const styleIdOf = (rowId: string) => `user:${rowId}` as UserStyleId;

/**
 * A refusal of the styles' API, worded in the reader's language when the
 * answer is written (English as the message, for logs). A failed check
 * (`validation_failed`) names its sentence's key as `reason`.
 */
export function styleRefusal(code: ErrorCode, key: StyleRefusalKey, values: Record<string, string> = {}): AppError {
  const error = wordedError(code, key, values);
  if (code === 'validation_failed') error.reason = key;
  return error;
}

/** A style the upload refuses: a sentence that says what is wrong and, where it can, how to fix it. */
const refused = (key: StyleRefusalKey, values?: Record<string, string>) => styleRefusal('validation_failed', key, values);

/** The most a style file may weigh, as its refusal names it. */
export const tooLarge = () => styleRefusal('payload_too_large', 'styles.refused.tooLarge', { max: String(userStyleLimits.fileBytes / 1024) });

const summaryOf = (row: { id: string; title: string; format: string; createdAt: Date }): UserStyleSummary => ({
  id: styleIdOf(row.id),
  title: row.title,
  format: row.format as CatalogueFormat,
  createdAt: row.createdAt.toISOString(),
});

/** The user's styles, in the order they were uploaded. */
export async function listUserStyles(db: Database, userId: string): Promise<UserStyleSummary[]> {
  const rows = await db
    .select({ id: userStyles.id, title: userStyles.title, format: userStyles.format, createdAt: userStyles.createdAt })
    .from(userStyles)
    .where(eq(userStyles.userId, userId))
    .orderBy(asc(userStyles.createdAt), asc(userStyles.id));
  return rows.map(summaryOf);
}

/** The file's text: UTF-8 (a byte-order mark dropped), never guessed at. */
function textOf(bytes: Uint8Array): string {
  if (bytes.byteLength === 0) throw refused('styles.refused.empty');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refused('styles.refused.notUnicodeText');
  }
  if (text.includes('\u0000')) throw refused('styles.refused.nul');
  return text;
}

/**
 * Checks and stores an uploaded style. Nothing is stored unless every check
 * passes; the user's other styles never change. The caller holds the user's
 * one upload slot, so the count cannot change between the check and the insert.
 */
export async function addUserStyle(db: Database, userId: string, bytes: Uint8Array): Promise<UserStyleSummary> {
  if (bytes.byteLength > userStyleLimits.fileBytes) throw tooLarge();
  const xml = textOf(bytes);
  const [held] = await db.select({ n: count() }).from(userStyles).where(eq(userStyles.userId, userId));
  if ((held?.n ?? 0) >= userStyleLimits.perUser) {
    throw styleRefusal('conflict', 'styles.refused.tooMany', { max: String(userStyleLimits.perUser) });
  }
  const checked = await parsedOffLoop(parsePool.run('checkStyle', { xml })).catch((error: unknown) => {
    // A busy pool is a 503 to try again; a job that ran out of time or took its worker down is the style's doing.
    if (error instanceof AppError) throw error;
    throw refused('styles.refused.checkTimedOut');
  });
  if (!checked.ok) throw refused(checked.key, checked.values);
  const [row] = await db
    .insert(userStyles)
    .values({ userId, title: checked.title, xml, format: checked.format, defaultLocale: checked.defaultLocale })
    .returning({ id: userStyles.id, title: userStyles.title, format: userStyles.format, createdAt: userStyles.createdAt });
  return summaryOf(row!);
}

/** Deletes one of the user's styles; another user's, or none, is 404. Papers that followed it fall back to their featured style. */
export async function deleteUserStyle(db: Database, userId: string, id: string): Promise<void> {
  const rowId = rowIdOf(id);
  const deleted = rowId ? await db.delete(userStyles).where(and(eq(userStyles.id, rowId), eq(userStyles.userId, userId))).returning({ id: userStyles.id }) : [];
  if (deleted.length === 0) throw styleRefusal('not_found', 'styles.refused.notFound');
}

/** An uploaded style as the formatter takes it, with its title (a PDF's subtitle names it): the owner's only, else undefined. */
export async function userStyleSource(db: Database, userId: string, id: UserStyleId): Promise<UserStyleSource | undefined> {
  const rowId = isUserStyleId(id) ? rowIdOf(id) : undefined;
  if (!rowId) return undefined;
  const [row] = await db
    .select({ title: userStyles.title, xml: userStyles.xml, format: userStyles.format, locale: userStyles.defaultLocale })
    .from(userStyles)
    .where(and(eq(userStyles.id, rowId), eq(userStyles.userId, userId)));
  return row ? { id: styleIdOf(rowId), xml: row.xml, format: row.format as CatalogueFormat, locale: row.locale, title: row.title } : undefined;
}
