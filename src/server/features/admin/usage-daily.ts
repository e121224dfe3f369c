import { and, gte, like, or, sql } from 'drizzle-orm';
import type { UsageDaily, UsageDay, UsageSeriesName } from '../../../shared/admin-content.ts';
import type { Database } from '../../db/client.ts';
import { documents, usageCounters, users } from '../../db/schema.ts';

const dayMs = 86_400_000;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Where each series of the usage chart comes from. Documents and sign-ups are
 * counted from their own tables (every row, whatever the user's analytics
 * setting; a deleted document or account no longer counts). Generations and
 * exports exist only as the anonymous usage counters, which count the actions
 * of users who left analytics on.
 */
const usageSources: Record<UsageSeriesName, string> = {
  documents: 'documents.created_at',
  generations: "usage_counters 'generation.*'",
  exports: "usage_counters 'export.*'",
  signUps: 'users.created_at',
};

/** Per UTC day, the last `days` days (today included), oldest first; days without activity are zeros. */
export async function usageDaily(db: Database, days: number, now = new Date()): Promise<UsageDaily> {
  const first = utcDay(new Date(now.getTime() - (days - 1) * dayMs));
  const from = new Date(`${first}T00:00:00.000Z`);
  const perDay = (column: typeof documents.createdAt | typeof users.createdAt) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

  const [documentRows, signUpRows, counterRows] = await Promise.all([
    db
      .select({ day: perDay(documents.createdAt), n: sql<number>`count(*)::int` })
      .from(documents)
      .where(gte(documents.createdAt, from))
      .groupBy(sql`1`),
    db
      .select({ day: perDay(users.createdAt), n: sql<number>`count(*)::int` })
      .from(users)
      .where(gte(users.createdAt, from))
      .groupBy(sql`1`),
    db
      .select({
        day: usageCounters.day,
        series: sql<'generations' | 'exports'>`case when ${usageCounters.event} like 'generation.%' then 'generations' else 'exports' end`,
        n: sql<number>`sum(${usageCounters.count})::int`,
      })
      .from(usageCounters)
      .where(and(gte(usageCounters.day, first), or(like(usageCounters.event, 'generation.%'), like(usageCounters.event, 'export.%'))))
      .groupBy(sql`1`, sql`2`),
  ]);

  const series = new Map<string, UsageDay>();
  for (let i = 0; i < days; i++) {
    const day = utcDay(new Date(from.getTime() + i * dayMs));
    series.set(day, { day, documents: 0, generations: 0, exports: 0, signUps: 0 });
  }
  for (const row of documentRows) {
    const entry = series.get(row.day);
    if (entry) entry.documents = row.n;
  }
  for (const row of signUpRows) {
    const entry = series.get(row.day);
    if (entry) entry.signUps = row.n;
  }
  for (const row of counterRows) {
    const entry = series.get(row.day);
    if (entry) entry[row.series] = row.n;
  }
  return { days: [...series.values()], sources: usageSources };
}
