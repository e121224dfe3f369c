import { and, asc, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { usageCounters } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { readSettings } from './settings-store.ts';

/** What our own usage counters count: product actions, never content. */
type UsageEvent =
  | 'document.created'
  | 'export.pdf'
  | 'export.docx'
  | 'export.txt'
  | 'export.md'
  | 'export.html'
  | 'export.rtf'
  | 'generation.essay'
  | 'generation.resume-summary'
  | 'generation.cover-letter'
  | 'generation.transform';

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Adds one to today's counter of `event`, if the user allows analytics. The
 * row has no user id: the counters tell how the product is used, not who did
 * what. Counting never fails the action it counts.
 */
async function countUsage(db: Database, userId: string, event: UsageEvent, at = new Date()): Promise<boolean> {
  const { privacy } = await readSettings(db, userId);
  if (!privacy.analytics) return false;
  await db
    .insert(usageCounters)
    .values({ day: utcDay(at), event, count: 1 })
    .onConflictDoUpdate({ target: [usageCounters.day, usageCounters.event], set: { count: sql`${usageCounters.count} + 1` } });
  return true;
}

/** The counters of the last `days` days (today included), oldest first: what an administrator reads. */
export async function usageSince(db: Database, days: number, now = new Date()): Promise<{ day: string; event: string; count: number }[]> {
  const from = new Date(now.getTime() - (days - 1) * 86_400_000);
  return db
    .select({ day: usageCounters.day, event: usageCounters.event, count: usageCounters.count })
    .from(usageCounters)
    .where(and(gte(usageCounters.day, utcDay(from))))
    .orderBy(asc(usageCounters.day), asc(usageCounters.event));
}

export type CountUsage = (userId: string, event: UsageEvent) => Promise<void>;

/** `countUsage` for routes: a counter that fails is logged, never turned into a failed request. */
export function createUsageCounter(db: Database, logger: Logger): CountUsage {
  return async (userId, event) => {
    await countUsage(db, userId, event).catch((error: unknown) => logger.warn({ err: { message: (error as Error).message }, event }, 'a usage counter failed'));
  };
}
