import { and, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Plan } from '../../../shared/plans.ts';
import type { Language } from '../../../shared/settings.ts';
import type { Database } from '../../db/client.ts';
import { users, userSettings } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { effectivePlan, setPlan as setStoredPlan } from '../../preferences/plan.ts';

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

/**
 * Puts the account (by `email`, or by `id` from the console) on `plan`, through
 * the plan module (which also ends a running trial); 404 when there is no
 * such account. `changed` says whether the plan that applies or the stored one moved.
 */
export async function setPlan(db: Database, who: { email: string } | { id: string }, plan: Plan, now: Date): Promise<PlanChange> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      plan: users.plan,
      trialEndsAt: users.trialEndsAt,
      notifyEmail: userSettings.notifyEmail,
      language: userSettings.language,
    })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where('email' in who ? eq(sql`lower(${users.email})`, who.email.toLowerCase()) : eq(users.id, who.id));
  if (!user) throw new AppError('not_found', 'email' in who ? 'There is no account with this email.' : undefined);
  const changed = user.plan !== plan || effectivePlan(user, now) !== plan;
  if (changed) await setStoredPlan(db, user.id, plan, now);
  return {
    userId: user.id,
    email: user.email,
    plan,
    changed,
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
