import { and, eq, sql } from 'drizzle-orm';
import { dailyGenerationLimit, type Plan } from '../../../shared/plans.ts';
import type { Database } from '../../db/client.ts';
import { generationUsage, users } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { effectivePlan } from '../../preferences/plan.ts';
import type { ChooseProvider } from './provider-choice.ts';

export interface GenerationQuota {
  plan: Plan;
  /** Generations started today (UTC). */
  used: number;
  /** Per UTC day; null when unlimited (Pro). */
  limit: number | null;
  /** The next UTC midnight, when the count starts again. */
  resetsAt: string;
}

/** The quota's day: the calendar date in UTC, the same for every user and process. */
export function quotaDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function nextReset(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

export async function readQuota(db: Database, userId: string, plan: Plan, now = new Date()): Promise<GenerationQuota> {
  const [row] = await db
    .select({ count: generationUsage.count })
    .from(generationUsage)
    .where(and(eq(generationUsage.userId, userId), eq(generationUsage.day, quotaDay(now))));
  return { plan, used: row?.count ?? 0, limit: dailyGenerationLimit[plan], resetsAt: nextReset(now).toISOString() };
}

/** The 429 a user over the quota receives: when it resets is in the message, the body and Retry-After. */
class QuotaExceeded extends AppError {
  constructor(readonly quota: GenerationQuota) {
    super('quota_exceeded', `You have used all ${quota.limit} generations of your plan for today. More are available at ${quota.resetsAt} (00:00 UTC); Pro has no daily limit.`);
    this.retryAt = quota.resetsAt;
  }
}

/**
 * Takes one generation from today's quota, or throws QuotaExceeded. One
 * conditional upsert: two requests racing for the last generation cannot both
 * get it, in one process or many.
 */
export async function reserveGeneration(db: Database, userId: string, plan: Plan, now = new Date()): Promise<GenerationQuota> {
  const limit = dailyGenerationLimit[plan];
  const day = quotaDay(now);
  const rows = await db
    .insert(generationUsage)
    .values({ userId, day, count: 1 })
    .onConflictDoUpdate({
      target: [generationUsage.userId, generationUsage.day],
      set: { count: sql`${generationUsage.count} + 1` },
      ...(limit === null ? {} : { setWhere: sql`${generationUsage.count} < ${limit}` }),
    })
    .returning({ count: generationUsage.count });
  const quota = { plan, used: rows[0]?.count ?? limit ?? 0, limit, resetsAt: nextReset(now).toISOString() };
  if (rows.length === 0 || (limit !== null && quota.used > limit)) throw new QuotaExceeded(quota);
  return quota;
}

/** Gives a generation back when the model failed before writing anything (the user got nothing for it). */
export async function releaseGeneration(db: Database, userId: string, reservedAt: Date): Promise<void> {
  await db
    .update(generationUsage)
    .set({ count: sql`greatest(${generationUsage.count} - 1, 0)` })
    .where(and(eq(generationUsage.userId, userId), eq(generationUsage.day, quotaDay(reservedAt))));
}

/**
 * The chooser other features' model work goes through (a resume import's
 * fields refined, a tailored copy's bullets reworded): a run of the
 * operator's model takes one of the day's generations, as every generation
 * does (the plan read from the user's row); a user's own model keeps its own
 * per-user limit.
 */
export function chargedChooser(db: Database, choose: ChooseProvider, now: () => Date): ChooseProvider {
  return async (userId) => {
    const choice = await choose(userId);
    if (!choice.counts || choice.source === 'offline') return choice;
    return {
      ...choice,
      admit: async () => {
        const [row] = await db.select({ plan: users.plan, trialStartedAt: users.trialStartedAt, trialEndsAt: users.trialEndsAt }).from(users).where(eq(users.id, userId));
        const at = now();
        await reserveGeneration(db, userId, effectivePlan(row ?? {}, at), at);
      },
    };
  };
}
