import { and, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Plan } from '../../../shared/plans.ts';
import type { Language } from '../../../shared/settings.ts';
import type { Database } from '../../db/client.ts';
import { users, userSettings } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

/**
 * ADMIN_EMAILS is the one source of who administers: at start-up the listed
 * accounts become administrators and every other one stops being one.
 */
export async function applyAdminList(db: Database, adminEmails: readonly string[]): Promise<void> {
  const listed = adminEmails.map((e) => e.toLowerCase());
  if (listed.length > 0) await db.update(users).set({ role: 'admin' }).where(inArray(sql`lower(${users.email})`, listed));
  await db
    .update(users)
    .set({ role: 'user' })
    .where(and(eq(users.role, 'admin'), listed.length > 0 ? notInArray(sql`lower(${users.email})`, listed) : undefined));
}

export interface PlanChange {
  userId: string;
  email: string;
  plan: Plan;
  changed: boolean;
  /** The user's settings that decide whether and how they hear about it. */
  notifyEmail: boolean;
  language: Language;
}

/** Puts the account with `email` on `plan`; 404 when there is no such account. */
export async function setPlan(db: Database, email: string, plan: Plan): Promise<PlanChange> {
  const [user] = await db
    .select({ id: users.id, email: users.email, plan: users.plan, notifyEmail: userSettings.notifyEmail, language: userSettings.language })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!user) throw new AppError('not_found', 'There is no account with this email.');
  if (user.plan !== plan) await db.update(users).set({ plan, updatedAt: new Date() }).where(eq(users.id, user.id));
  return {
    userId: user.id,
    email: user.email,
    plan,
    changed: user.plan !== plan,
    notifyEmail: user.notifyEmail ?? true,
    language: (user.language ?? 'en') as Language,
  };
}

/** Who gets a product update: verified addresses whose owners left product updates on (the default). */
export async function updateRecipients(db: Database): Promise<{ email: string; language: Language }[]> {
  const rows = await db
    .select({ email: users.email, language: userSettings.language })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(and(eq(users.emailVerified, true), or(isNull(userSettings.userId), eq(userSettings.notifyUpdates, true)), or(isNull(users.banned), ne(users.banned, true))));
  return rows.map((r) => ({ email: r.email, language: (r.language ?? 'en') as Language }));
}
