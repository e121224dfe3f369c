import { randomBytes } from 'node:crypto';
import Bowser from 'bowser';
import { and, asc, count, desc, eq, ilike, max, or, sql } from 'drizzle-orm';
import type { AdminSession, AdminUserDetail, AdminUserList, AdminUserQuery, AdminUserRow } from '../../../shared/admin.ts';
import { planOf } from '../../../shared/plans.ts';
import type { Database } from '../../db/client.ts';
import { documents, sessions, signInDevices, users, verifications } from '../../db/schema.ts';
import { hasAdminRights } from '../../auth/administrators.ts';
import { AppError } from '../../http/errors.ts';
import { effectivePlan, trialStatus } from '../../preferences/plan.ts';

/**
 * The console's users: search, one user's facts, ban and session
 * ends. Plans go through `service.ts` → the plan module; deleting goes
 * through Delete Account's `deleteAccount`; nothing here knows about HTTP.
 */

/** A LIKE pattern that matches `text` literally anywhere (its % _ and \ escaped). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

type UserRow = typeof users.$inferSelect;

const accountId = /^[\w-]{1,128}$/;

function rowOf(user: UserRow, now: Date): AdminUserRow {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    // The console shows the rights an account has now: a listed address counts once verified.
    role: hasAdminRights(user) ? 'admin' : 'user',
    plan: effectivePlan(user, now),
    banned: user.banned === true,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function searchUsers(db: Database, query: AdminUserQuery, now: Date): Promise<AdminUserList> {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const where = pattern ? or(ilike(users.email, pattern), ilike(users.name, pattern)) : undefined;
  const order = query.sort === 'created_asc' ? [asc(users.createdAt), asc(users.id)] : [desc(users.createdAt), desc(users.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { users: rows.map((row) => rowOf(row, now)), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** The account or 404: every action looks its target up first. */
export async function findUser(db: Database, id: string): Promise<UserRow> {
  // Account ids are short URL-safe tokens; anything else (a NUL byte PostgreSQL refuses, a 10 kB string) is no account.
  if (!accountId.test(id)) throw new AppError('not_found', 'There is no such account.');
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw new AppError('not_found', 'There is no such account.');
  return user;
}

function sessionOf(row: typeof sessions.$inferSelect): AdminSession {
  const parsed = row.userAgent ? Bowser.parse(row.userAgent) : undefined;
  const named = (name: string | undefined, version: string | undefined) => (name ? [name, version?.split('.')[0]].filter(Boolean).join(' ') : null);
  return {
    id: row.id,
    browser: named(parsed?.browser.name, parsed?.browser.version),
    os: named(parsed?.os.name, parsed?.os.versionName ?? parsed?.os.version),
    userAgent: row.userAgent,
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The later of two optional times, as ISO text. */
function latest(...times: (Date | string | null | undefined)[]): string | null {
  const known = times.filter((time) => time != null).map((time) => new Date(time).getTime());
  return known.length ? new Date(Math.max(...known)).toISOString() : null;
}

export async function userDetail(db: Database, id: string, now: Date): Promise<AdminUserDetail> {
  const user = await findUser(db, id);
  const [sessionRows, [docs], [lastSession], [lastDevice]] = await Promise.all([
    db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, id), sql`${sessions.expiresAt} > ${now.toISOString()}::timestamptz`))
      .orderBy(desc(sessions.updatedAt)),
    db.select({ n: count() }).from(documents).where(eq(documents.userId, id)),
    // Sessions end (sign-out, a ban, revocation), so they alone would forget the last sign-in: every
    // completed sign-in also stamps its device (security-hooks.ts); the sign-up's own session counts too.
    db.select({ at: max(sessions.createdAt) }).from(sessions).where(eq(sessions.userId, id)),
    db.select({ at: max(signInDevices.lastSeenAt) }).from(signInDevices).where(eq(signInDevices.userId, id)),
  ]);
  return {
    ...rowOf(user, now),
    emailVerified: user.emailVerified,
    storedPlan: planOf(user.plan),
    trial: trialStatus(user, now),
    lastSignInAt: latest(lastSession?.at, lastDevice?.at),
    documentCount: docs?.n ?? 0,
    twoFactorEnabled: user.twoFactorEnabled === true,
    banReason: user.banned ? user.banReason : null,
    sessions: sessionRows.map(sessionOf),
  };
}

/** Ends every session of the account at once; the caller clears the session cache. Answers how many ended. */
export async function endSessions(db: Database, userId: string): Promise<number> {
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return ended.length;
}

/**
 * Bans the account: it cannot sign in (better-auth's admin plugin refuses a
 * banned user when a session would be created) and every session it has
 * ends now, so a cookie it still holds is refused at the next request.
 */
export async function banUser(db: Database, userId: string, reason: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.update(users).set({ banned: true, banReason: reason, banExpires: null, updatedAt: now }).where(eq(users.id, userId));
    const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
    return ended.length;
  });
}

export async function unbanUser(db: Database, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ banned: false, banReason: null, banExpires: null, updatedAt: now }).where(eq(users.id, userId));
}

/** How long an invitation's link stays valid (a reset link is valid for an hour; an invitee may read mail later). */
export const inviteLinkMs = 7 * 86_400_000;

/**
 * A link where the account chooses its password: better-auth's own
 * reset-password token (same table row and link as "Forgot password"), so
 * the reset page and POST /api/auth/reset-password serve invitations too;
 * reset-password creates the credential account an invitee does not have yet.
 */
export async function passwordLink(db: Database, userId: string, publicUrl: string, validMs: number, now: Date): Promise<string> {
  const token = randomBytes(18).toString('base64url');
  await db.insert(verifications).values({
    id: randomBytes(16).toString('hex'),
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(now.getTime() + validMs),
  });
  return `${publicUrl}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent('/reset-password')}`;
}
