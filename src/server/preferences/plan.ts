import { and, eq, gt, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import { planOf, trialRules, type Plan, type TrialStatus } from '../../shared/plans.ts';
import type { Language } from '../../shared/settings.ts';
import type { Database } from '../db/client.ts';
import { users, userSettings } from '../db/schema.ts';
import { trialEndedMail, trialReminderMail } from '../emails.ts';
import { AppError } from '../http/errors.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail.ts';

/**
 * The one place that says which plan an account is on. The stored plan
 * (`users.plan`) is what a payment provider or an administrator set; the
 * Pro trial (`trialRules` in the plan table) lends Pro on top of it until `trial_ends_at`. Nothing
 * runs when a trial ends: every reader compares the end with the request's
 * clock, so the limits come back at the boundary by themselves, and nothing
 * is deleted (History just shows the free plan's window again).
 */

const dayMs = 86_400_000;
const trialLengthMs = trialRules.days * dayMs;

/** What the plan rules read of a user: the session's user or a row of `users`. */
export interface PlanHolder {
  plan?: string | null;
  trialStartedAt?: Date | string | null;
  trialEndsAt?: Date | string | null;
}

/** A trial's mails already sent, as the session's user carries them. */
export interface TrialMailHolder extends PlanHolder {
  id: string;
  trialReminderSentAt?: Date | string | null;
  trialEndedSentAt?: Date | string | null;
}

const time = (value: Date | string | null | undefined): number | null => (value == null ? null : new Date(value).getTime());

/** Whether the trial lends Pro at `now`: it ends at `trialEndsAt` exactly. */
function trialRunning(user: PlanHolder, now: Date): boolean {
  const ends = time(user.trialEndsAt);
  return ends !== null && ends > now.getTime();
}

/** The plan whose limits apply at `now`: Pro while paid for or while the trial runs, else Free. */
export function effectivePlan(user: PlanHolder, now: Date): Plan {
  return planOf(user.plan) === 'pro' || trialRunning(user, now) ? 'pro' : 'free';
}

/** The trial as the browser shows it. */
export function trialStatus(user: PlanHolder, now: Date): TrialStatus {
  const startedAt = time(user.trialStartedAt);
  const endsAt = time(user.trialEndsAt);
  const iso = (value: number | null) => (value === null ? null : new Date(value).toISOString());
  const base = { startedAt: iso(startedAt), endsAt: iso(endsAt) };
  if (planOf(user.plan) === 'pro') return { state: 'subscribed', ...base, daysLeft: null };
  if (startedAt === null || endsAt === null) return { state: 'available', ...base, daysLeft: null };
  if (endsAt <= now.getTime()) return { state: 'ended', ...base, daysLeft: null };
  // Rounded up: with 13.2 days to go the user still has part of a 14th day.
  return { state: 'active', ...base, daysLeft: Math.ceil((endsAt - now.getTime()) / dayMs) };
}

/**
 * Starts the account's one trial, now, for `trialRules.days` days. One conditional UPDATE:
 * two clicks (or two tabs) cannot start it twice, and an account that had a
 * trial or is on Pro gets 409 `trial_unavailable`.
 */
export async function startTrial(db: Database, userId: string, now: Date): Promise<TrialStatus> {
  const [started] = await db
    .update(users)
    .set({ trialStartedAt: now, trialEndsAt: new Date(now.getTime() + trialLengthMs), updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.trialStartedAt), ne(users.plan, 'pro')))
    .returning({ plan: users.plan, trialStartedAt: users.trialStartedAt, trialEndsAt: users.trialEndsAt });
  if (started) return trialStatus(started, now);
  const [user] = await db.select({ plan: users.plan }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('not_found');
  throw new AppError(
    'trial_unavailable',
    planOf(user.plan) === 'pro' ? 'This account is already on Pro.' : `This account already had its ${trialRules.days}-day Pro trial.`,
  );
}

/**
 * Stores the plan an account pays for: what a payment provider's webhook
 * calls once payments exist, and what an administrator sets in the console.
 * Either ends a running trial: Pro replaces it (and going back to Free later
 * does not revive it), and Free set during a trial means Free now, not
 * "Pro until the trial runs out".
 */
export async function setPlan(db: Database, userId: string, plan: Plan, now: Date): Promise<void> {
  const iso = now.toISOString();
  const endRunningTrial = { trialEndsAt: sql`case when ${users.trialEndsAt} > ${iso}::timestamptz then ${iso}::timestamptz else ${users.trialEndsAt} end` };
  const changed = await db
    .update(users)
    .set({ plan, updatedAt: now, ...endRunningTrial })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (changed.length === 0) throw new AppError('not_found');
}

// ---------------------------------------------------------------- the trial's two mails

export type TrialMailKind = 'reminder' | 'ended';

/** Which trial mail is due for this user at `now`, judged from what the session knows (no query). */
export function dueTrialMail(user: TrialMailHolder, now: Date): TrialMailKind | null {
  const ends = time(user.trialEndsAt);
  if (ends === null) return null;
  if (ends <= now.getTime()) return user.trialEndedSentAt ? null : 'ended';
  if (ends - now.getTime() <= trialRules.reminderDays * dayMs) return user.trialReminderSentAt ? null : 'reminder';
  return null;
}

export interface TrialMailDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
}

export type TrialMailOutcome = 'sent' | 'not-due' | 'claimed-elsewhere' | 'notifications-off' | 'on-pro' | 'failed';

/**
 * Sends the trial mail that is due, at most once per account, without a
 * timer: called when the user is seen. The mail's column is claimed first
 * with `UPDATE … WHERE … IS NULL RETURNING`, so of two requests (or two
 * processes) at the same moment only one sends it. A claimed mail is not
 * sent when the user turned email notifications off (decision 0022: these
 * are product mails about the account) or now pays for Pro; it is not
 * retried either, so nobody gets a stale "ends soon" later.
 */
export async function sendDueTrialMail(deps: TrialMailDeps, user: TrialMailHolder, now: Date, fallbackLanguage: Language): Promise<TrialMailOutcome> {
  const kind = dueTrialMail(user, now);
  if (!kind) return 'not-due';
  const column = kind === 'reminder' ? users.trialReminderSentAt : users.trialEndedSentAt;
  const window =
    kind === 'reminder'
      ? and(gt(users.trialEndsAt, now), lte(users.trialEndsAt, new Date(now.getTime() + trialRules.reminderDays * dayMs)))
      : lte(users.trialEndsAt, now);
  const [claimed] = await deps.db
    .update(users)
    .set(kind === 'reminder' ? { trialReminderSentAt: now } : { trialEndedSentAt: now })
    .where(and(eq(users.id, user.id), isNotNull(users.trialEndsAt), isNull(column), window))
    .returning({ email: users.email, plan: users.plan, trialEndsAt: users.trialEndsAt });
  if (!claimed?.trialEndsAt) return 'claimed-elsewhere';
  if (planOf(claimed.plan) === 'pro') return 'on-pro';
  const [settings] = await deps.db
    .select({ language: userSettings.language, notifyEmail: userSettings.notifyEmail })
    .from(userSettings)
    .where(eq(userSettings.userId, user.id));
  if (settings && !settings.notifyEmail) return 'notifications-off';
  const language = (settings?.language as Language | undefined) ?? fallbackLanguage;
  const mail = kind === 'reminder' ? trialReminderMail : trialEndedMail;
  try {
    await deps.mailer.send(mail(language, claimed.email, claimed.trialEndsAt, deps.publicUrl));
    deps.logger.info({ userId: user.id, mail: `trial-${kind}` }, 'trial mail sent');
    return 'sent';
  } catch (error) {
    deps.logger.warn({ err: { message: (error as Error).message }, userId: user.id, mail: `trial-${kind}` }, 'could not send a trial mail');
    return 'failed';
  }
}
