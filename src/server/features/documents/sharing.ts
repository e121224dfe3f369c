import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DocumentRecord, DocumentType } from '../../../shared/documents.ts';
import {
  allows,
  shareLimits,
  shareRoles,
  shareTokenPattern,
  type createShareSchema,
  type DocumentAccessRole,
  type DocumentSharing,
  type OpenedShare,
  type ShareAudience,
  type ShareLink,
  type ShareRole,
  type SharedWithMe,
} from '../../../shared/sharing.ts';
import { uuidPattern, type z } from '../../../shared/zod.ts';
import type { SessionUser } from '../../auth/auth.ts';
import type { Database } from '../../db/client.ts';
import { documentMembers, documents, documentShares, users } from '../../db/schema.ts';
import { isoTimestamp, timestampText } from '../../db/timestamp-text.ts';
import { AppError } from '../../http/errors.ts';
import { ownedBy, recordColumns, toRecord } from './service.ts';

/** Who asks: a signed-in account (its address counts only once verified). */
export interface Visitor {
  id: string;
  email: string;
  emailVerified: boolean;
}

/** The visitor a session's user is. */
export const visitorOf = (user: SessionUser): Visitor => ({ id: user.id, email: user.email, emailVerified: user.emailVerified });

/** What a visitor may do with a document, and whose it is. */
export interface Access {
  role: DocumentAccessRole;
  ownerId: string;
  ownerName: string;
}

/** Whether `role` gives more than `than` (anything gives more than nothing). */
const outranks = (role: ShareRole, than: ShareRole | null | undefined) => than == null || shareRoles.indexOf(role) > shareRoles.indexOf(than);

/** The most any of these links gives. */
const best = (roles: readonly string[]): ShareRole | null => roles.reduce<ShareRole | null>((top, r) => (outranks(r as ShareRole, top) ? (r as ShareRole) : top), null);

/** A link still in force: not past its expiry. (A revoked link has no row.) */
const live: SQL = or(isNull(documentShares.expiresAt), gt(documentShares.expiresAt, sql`now()`))!;

/** The link lets this visitor in: any audience but a list of addresses, or a list holding their verified address. */
function admits(visitor: Visitor): SQL {
  const email = visitor.emailVerified ? visitor.email.toLowerCase() : '';
  return sql`(${documentShares.audience} <> 'emails' or ${documentShares.emails} @> jsonb_build_array(${email}::text))`;
}

/** The links through which `visitor` may still reach documents: their own membership, not removed, on a live link that admits them. */
const memberOf = (visitor: Visitor): SQL => and(eq(documentMembers.userId, visitor.id), isNull(documentMembers.removedAt), live, admits(visitor))!;

/**
 * What `visitor` may do with document `id`: 'owner' for their own, else the
 * most any of their live links gives, else null (a missing document, a
 * malformed id and another user's unshared document all answer null).
 */
export async function documentAccess(db: Database, visitor: Visitor, id: string): Promise<Access | null> {
  if (!uuidPattern.test(id)) return null;
  const [doc] = await db
    .select({ ownerId: documents.userId, ownerName: users.name })
    .from(documents)
    .innerJoin(users, eq(users.id, documents.userId))
    .where(eq(documents.id, id))
    .limit(1);
  if (!doc) return null;
  if (doc.ownerId === visitor.id) return { role: 'owner', ...doc };
  const rows = await db
    .select({ role: documentShares.role })
    .from(documentMembers)
    .innerJoin(documentShares, eq(documentShares.id, documentMembers.shareId))
    .where(and(eq(documentMembers.documentId, id), memberOf(visitor)));
  const role = best(rows.map((r) => r.role));
  return role ? { role, ...doc } : null;
}

/**
 * The access `needed` for document `id`, or the refusal: 404 when the visitor
 * has none (as for a missing document), 403 when their role allows less.
 */
export async function requireAccess(db: Database, visitor: Visitor, id: string, needed: ShareRole): Promise<Access> {
  const access = await documentAccess(db, visitor, id);
  if (!access) throw new AppError('not_found');
  if (!allows(access.role, needed)) throw new AppError('forbidden', 'Your access to this document does not allow this.');
  return access;
}

/**
 * A record as a visitor with `access` reads it: their role and its owner
 * travel with it when it is not theirs, and whether it is edited live (shared
 * for editing or suggesting).
 */
export async function asReadBy(db: Database, access: Access, record: DocumentRecord): Promise<DocumentRecord> {
  if (access.role !== 'owner') return { ...record, access: { role: access.role, owner: { name: access.ownerName } }, collaborative: allows(access.role, 'suggest') };
  // Shared for editing or suggesting: the owner's rich editor joins the live session too.
  return (await editedLive(db, record.id)) ? { ...record, collaborative: true } : record;
}

/** Whether a live link shares the document for editing or suggesting (its rich editors then edit it live). */
export async function editedLive(db: Database, documentId: string): Promise<boolean> {
  const [link] = await db
    .select({ id: documentShares.id })
    .from(documentShares)
    .where(and(eq(documentShares.documentId, documentId), inArray(documentShares.role, ['edit', 'suggest']), live))
    .limit(1);
  return Boolean(link);
}

/** A document as a visitor with `access` reads it (asReadBy). */
export async function readDocument(db: Database, access: Access, id: string): Promise<DocumentRecord> {
  const [row] = await db.select(recordColumns).from(documents).where(eq(documents.id, id)).limit(1);
  if (!row) throw new AppError('not_found');
  return asReadBy(db, access, toRecord(row));
}

// ---- the owner's side ----

const linkColumns = {
  id: documentShares.id,
  token: documentShares.token,
  role: documentShares.role,
  audience: documentShares.audience,
  emails: documentShares.emails,
  expiresAt: documentShares.expiresAt,
  createdAt: timestampText(documentShares.createdAt),
};

function toLink(row: { id: string; token: string; role: string; audience: string; emails: string[]; expiresAt: Date | null; createdAt: string }): ShareLink {
  return {
    id: row.id,
    token: row.token,
    role: row.role as ShareRole,
    audience: row.audience as ShareAudience,
    emails: row.emails,
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
    createdAt: isoTimestamp(row.createdAt),
  };
}

async function requireOwned(db: Database, ownerId: string, documentId: string): Promise<void> {
  const [doc] = await db.select({ id: documents.id }).from(documents).where(ownedBy(ownerId, documentId)).limit(1);
  if (!doc) throw new AppError('not_found');
}

/** The document's links and the people who came in through them. */
export async function listSharing(db: Database, ownerId: string, documentId: string): Promise<DocumentSharing> {
  await requireOwned(db, ownerId, documentId);
  const links = await db.select(linkColumns).from(documentShares).where(eq(documentShares.documentId, documentId)).orderBy(desc(documentShares.createdAt));
  return { links: links.map(toLink), members: await membersOf(db, documentId) };
}

/** The people who came in through the document's live links and were not removed: one line each, with the most their links give. */
export async function membersOf(db: Database, documentId: string): Promise<DocumentSharing['members']> {
  const rows = await db
    .select({
      userId: documentMembers.userId,
      name: users.name,
      email: users.email,
      role: documentShares.role,
      linkId: documentMembers.shareId,
      joinedAt: timestampText(documentMembers.joinedAt),
      lastSeenAt: timestampText(documentMembers.lastSeenAt),
    })
    .from(documentMembers)
    .innerJoin(documentShares, eq(documentShares.id, documentMembers.shareId))
    .innerJoin(users, eq(users.id, documentMembers.userId))
    .where(and(eq(documentMembers.documentId, documentId), isNull(documentMembers.removedAt), live))
    .orderBy(documentMembers.joinedAt);
  const people = new Map<string, DocumentSharing['members'][number]>();
  for (const r of rows) {
    const seen = people.get(r.userId);
    const row = { ...r, role: r.role as ShareRole, joinedAt: isoTimestamp(r.joinedAt), lastSeenAt: isoTimestamp(r.lastSeenAt) };
    if (outranks(row.role, seen?.role)) people.set(r.userId, seen ? { ...row, joinedAt: seen.joinedAt } : row);
  }
  return [...people.values()];
}

export async function createShare(db: Database, ownerId: string, documentId: string, input: z.output<typeof createShareSchema>, now: Date): Promise<ShareLink> {
  await requireOwned(db, ownerId, documentId);
  const [{ links = 0 } = {}] = await db.select({ links: sql<number>`count(*)::int` }).from(documentShares).where(eq(documentShares.documentId, documentId));
  if (links >= shareLimits.links) throw new AppError('share_links_full');
  const [row] = await db
    .insert(documentShares)
    .values({
      documentId,
      token: randomBytes(24).toString('base64url'),
      role: input.role,
      audience: input.audience,
      emails: input.audience === 'emails' ? [...new Set(input.emails)] : [],
      expiresAt: input.expiresInDays > 0 ? new Date(now.getTime() + input.expiresInDays * 86_400_000) : null,
    })
    .returning(linkColumns);
  return toLink(row!);
}

/** Deletes the link: it stops working at once, and so does every membership that came through it. */
export async function revokeShare(db: Database, ownerId: string, documentId: string, shareId: string): Promise<void> {
  await requireOwned(db, ownerId, documentId);
  if (!uuidPattern.test(shareId)) throw new AppError('not_found');
  const gone = await db
    .delete(documentShares)
    .where(and(eq(documentShares.id, shareId), eq(documentShares.documentId, documentId)))
    .returning({ id: documentShares.id });
  if (gone.length === 0) throw new AppError('not_found');
}

/** Takes a person's access away through every current link of the document (a new link may let them in again). */
export async function removeMember(db: Database, ownerId: string, documentId: string, userId: string): Promise<void> {
  await requireOwned(db, ownerId, documentId);
  const removed = await db
    .update(documentMembers)
    .set({ removedAt: sql`now()` })
    .where(and(eq(documentMembers.documentId, documentId), eq(documentMembers.userId, userId), isNull(documentMembers.removedAt)))
    .returning({ shareId: documentMembers.shareId });
  if (removed.length === 0) throw new AppError('not_found');
  const links = await db.select({ id: documentShares.id }).from(documentShares).where(eq(documentShares.documentId, documentId));
  const others = links.map((l) => l.id).filter((id) => !removed.some((r) => r.shareId === id));
  if (others.length > 0) {
    await db
      .insert(documentMembers)
      .values(others.map((shareId) => ({ shareId, documentId, userId, removedAt: sql`now()` })))
      .onConflictDoUpdate({ target: [documentMembers.shareId, documentMembers.userId], set: { removedAt: sql`now()` } });
  }
}

// ---- the visitor's side ----

/**
 * Opens a link: the document as the link lets this visitor read it. A
 * signed-in visitor becomes a member (listed to the owner, and in their own
 * "Shared with me"); a visitor without an account may only view, and only
 * through a link for anyone. A malformed, unknown or revoked token answers
 * the same 404.
 */
export async function openShare(db: Database, token: string, visitor: Visitor | null): Promise<OpenedShare> {
  if (!shareTokenPattern.test(token)) throw new AppError('not_found');
  const [share] = await db
    .select({
      id: documentShares.id,
      role: documentShares.role,
      audience: documentShares.audience,
      emails: documentShares.emails,
      expired: sql<boolean>`coalesce(${documentShares.expiresAt} <= now(), false)`,
      documentId: documentShares.documentId,
      ownerId: documents.userId,
      ownerName: users.name,
      doc: recordColumns,
    })
    .from(documentShares)
    .innerJoin(documents, eq(documents.id, documentShares.documentId))
    .innerJoin(users, eq(users.id, documents.userId))
    .where(eq(documentShares.token, token))
    .limit(1);
  if (!share) throw new AppError('not_found');
  if (share.expired) throw new AppError('share_expired');
  const linkRole = share.role as ShareRole;
  let role: DocumentAccessRole = 'view';
  if (visitor && visitor.id === share.ownerId) role = 'owner';
  else if (visitor) {
    if (share.audience === 'emails') {
      if (!share.emails.includes(visitor.email.toLowerCase())) throw new AppError('share_not_invited');
      if (!visitor.emailVerified) throw new AppError('email_not_verified');
    }
    const [member] = await db
      .insert(documentMembers)
      .values({ shareId: share.id, documentId: share.documentId, userId: visitor.id })
      .onConflictDoUpdate({ target: [documentMembers.shareId, documentMembers.userId], set: { lastSeenAt: sql`now()` } })
      .returning({ removedAt: documentMembers.removedAt });
    if (member?.removedAt) throw new AppError('share_removed');
    role = linkRole;
  } else if (share.audience !== 'anyone') throw new AppError('share_sign_in');
  const { doc } = share;
  return {
    documentId: share.documentId,
    role,
    linkRole,
    owner: { name: share.ownerName },
    document: { type: doc.type as DocumentType, title: doc.title, content: doc.content, data: doc.data, language: doc.language, updatedAt: isoTimestamp(doc.updatedAt) },
  };
}

/** Documents shared with `visitor` that they opened, newest change first (at most 200). */
export async function sharedWithMe(db: Database, visitor: Visitor): Promise<SharedWithMe[]> {
  const rows = await db
    .select({
      id: documents.id,
      type: documents.type,
      title: documents.title,
      preview: documents.preview,
      updatedAt: timestampText(documents.updatedAt),
      role: documentShares.role,
      token: documentShares.token,
      ownerName: users.name,
    })
    .from(documentMembers)
    .innerJoin(documentShares, eq(documentShares.id, documentMembers.shareId))
    .innerJoin(documents, eq(documents.id, documentMembers.documentId))
    .innerJoin(users, eq(users.id, documents.userId))
    .where(memberOf(visitor))
    .orderBy(desc(documents.updatedAt), documents.id)
    .limit(400);
  const byDocument = new Map<string, SharedWithMe>();
  for (const r of rows) {
    const role = r.role as ShareRole;
    if (!outranks(role, byDocument.get(r.id)?.role)) continue;
    byDocument.set(r.id, { id: r.id, type: r.type as DocumentType, title: r.title, preview: r.preview, updatedAt: isoTimestamp(r.updatedAt), role, owner: { name: r.ownerName }, token: r.token });
  }
  return [...byDocument.values()].slice(0, 200);
}
