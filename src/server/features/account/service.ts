import { createHash } from 'node:crypto';
import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { AccountSummary, Profile } from '../../../shared/account.ts';
import type { profileUpdateSchema } from '../../../shared/settings.ts';
import type { z } from '../../../shared/zod.ts';
import { awaitsAdminVerification, hasAdminRights } from '../../auth/administrators.ts';
import type { Database } from '../../db/client.ts';
import {
  auditLog,
  avatars,
  contactMessages,
  inboxReplies,
  profiles,
  requestLimits,
  signInFailures,
  supportTickets,
  users,
  verifications,
} from '../../db/schema.ts';
import { checkPicture } from '../../images/picture.ts';
import { effectivePlan, trialStatus, type PlanHolder } from '../../preferences/plan.ts';

type ProfileRow = typeof profiles.$inferSelect;

function profileOf(row: ProfileRow | undefined): Profile {
  return {
    fullName: row?.fullName ?? null,
    avatarUrl: row?.avatarUrl ?? null,
    bio: row?.bio ?? null,
    website: row?.website ?? null,
    updatedAt: (row?.updatedAt ?? new Date(0)).toISOString(),
  };
}

export async function getAccount(
  db: Database,
  user: PlanHolder & { id: string; email: string; emailVerified: boolean; role?: string | null },
  now: Date,
): Promise<AccountSummary> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, user.id)).limit(1);
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    plan: effectivePlan(user, now),
    trial: trialStatus(user, now),
    role: hasAdminRights(user) ? 'admin' : 'user',
    adminPending: awaitsAdminVerification(user),
    profile: profileOf(profile),
  };
}

/**
 * Saving the Profile: an upsert of the fields sent, with
 * updated_at. The full name is also the account's name (the Settings Account
 * tab edits the same value).
 */
export async function updateProfile(db: Database, userId: string, input: z.output<typeof profileUpdateSchema>): Promise<Profile> {
  const values = { ...input, updatedAt: new Date() };
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(profiles)
      .values({ id: userId, ...values })
      .onConflictDoUpdate({ target: profiles.id, set: values })
      .returning();
    if (input.fullName !== undefined) await tx.update(users).set({ name: input.fullName ?? '', updatedAt: new Date() }).where(eq(users.id, userId));
    return saved;
  });
  return profileOf(row);
}

/** Where the browser loads a user's avatar; the version changes with the picture, so it may be cached for good. */
const avatarPath = (etag: string) => `/api/me/avatar?v=${etag}`;

/**
 * Stores a new avatar after checking what it is: PNG, JPEG, WebP or GIF by
 * its bytes, at most 2 MB, each side 1–4096 px. Anything else is refused
 * with a field error, and the current avatar stays.
 */
export async function saveAvatar(db: Database, userId: string, bytes: Uint8Array): Promise<Profile> {
  const { type, etag } = checkPicture(bytes, 'avatar');
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    await tx
      .insert(avatars)
      .values({ userId, contentType: type, bytes, etag, updatedAt: now })
      .onConflictDoUpdate({ target: avatars.userId, set: { contentType: type, bytes, etag, updatedAt: now } });
    const [saved] = await tx
      .insert(profiles)
      .values({ id: userId, avatarUrl: avatarPath(etag), updatedAt: now })
      .onConflictDoUpdate({ target: profiles.id, set: { avatarUrl: avatarPath(etag), updatedAt: now } })
      .returning();
    // The session's user carries it too: the header shows it without another request.
    await tx.update(users).set({ image: avatarPath(etag), updatedAt: now }).where(eq(users.id, userId));
    return saved;
  });
  return profileOf(row);
}

export async function removeAvatar(db: Database, userId: string): Promise<Profile> {
  const row = await db.transaction(async (tx) => {
    await tx.delete(avatars).where(eq(avatars.userId, userId));
    const [saved] = await tx.update(profiles).set({ avatarUrl: null, updatedAt: new Date() }).where(eq(profiles.id, userId)).returning();
    await tx.update(users).set({ image: null, updatedAt: new Date() }).where(eq(users.id, userId));
    return saved;
  });
  return profileOf(row);
}

/** The signed-in user's own avatar; nobody else's can be asked for. */
export async function readAvatar(db: Database, userId: string): Promise<{ contentType: string; bytes: Uint8Array; etag: string } | null> {
  const [row] = await db.select().from(avatars).where(eq(avatars.userId, userId));
  return row ? { contentType: row.contentType, bytes: row.bytes, etag: row.etag } : null;
}

/**
 * Deletes the account and everything it owns: the user row cascades to
 * sessions, sign-in accounts, profile, avatar, settings, documents, quota
 * counters and the tickets and messages sent while signed in. What is tied
 * to the user only by value goes explicitly: password-reset tokens (their
 * value is the user id) and tickets or messages sent signed out with the
 * same email, and the inbox's replies to those tickets and messages (they
 * quote them, and point at them only by id), the sign-in back-off's failures
 * for the address and our rate-limit counters keyed by the user's id. The
 * audit log keeps what administrators did, but names the account by a
 * pseudonym from then on (`deletedAccountLabel`), so no row holds its id or
 * email. Usage counters hold no user id, so nothing there is theirs.
 */
/**
 * How the audit log names a deleted account: the same for every entry about
 * it (so they still read together), with neither its id nor its email.
 */
function deletedAccountLabel(userId: string): string {
  return `deleted-account-${createHash('sha256').update(userId).digest('hex').slice(0, 12)}`;
}

/** Returns the pseudonym the audit log now names the account by. */
export async function deleteAccount(db: Database, user: { id: string; email: string }): Promise<string> {
  const email = user.email.toLowerCase();
  const pseudonym = deletedAccountLabel(user.id);
  await db.transaction(async (tx) => {
    await tx.delete(signInFailures).where(eq(signInFailures.email, email));
    await tx.delete(requestLimits).where(like(requestLimits.key, `%:${user.id}`));
    await tx.update(auditLog).set({ targetId: pseudonym, targetLabel: pseudonym }).where(eq(auditLog.targetId, user.id));
    await tx.update(auditLog).set({ actorEmail: pseudonym }).where(or(eq(auditLog.actorId, user.id), sql`lower(${auditLog.actorEmail}) = ${email}`));
    await tx.delete(verifications).where(or(eq(verifications.value, user.id), eq(verifications.identifier, email)));
    const theirs = (table: typeof supportTickets | typeof contactMessages) =>
      tx.select({ id: table.id }).from(table).where(or(eq(table.userId, user.id), sql`lower(${table.email}) = ${email}`));
    await tx
      .delete(inboxReplies)
      .where(
        or(
          and(eq(inboxReplies.kind, 'ticket'), inArray(inboxReplies.messageId, theirs(supportTickets))),
          and(eq(inboxReplies.kind, 'contact'), inArray(inboxReplies.messageId, theirs(contactMessages))),
        ),
      );
    await tx.delete(supportTickets).where(sql`lower(${supportTickets.email}) = ${email}`);
    await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${email}`);
    await tx.delete(users).where(eq(users.id, user.id));
  });
  return pseudonym;
}
