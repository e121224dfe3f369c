import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/client.ts';
import { requestLimits } from '../db/schema.ts';
import { clientIp } from './client-ip.ts';
import { AppError } from './errors.ts';

export interface RateLimitRule {
  /** Name of the bucket family, e.g. 'contact'. */
  name: string;
  /** Requests allowed per window and client. */
  max: number;
  windowSeconds: number;
}

/**
 * Counts one hit for `key` in a fixed window and says whether it is within
 * `max`. One upsert, atomic on both PGlite and PostgreSQL, so several app
 * processes share the same budget.
 */
export async function hit(db: Database, key: string, rule: RateLimitRule): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const [row] = await db
    .insert(requestLimits)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: requestLimits.key,
      set: {
        count: sql`case when ${requestLimits.windowStart} < now() - ${window} then 1 else ${requestLimits.count} + 1 end`,
        windowStart: sql`case when ${requestLimits.windowStart} < now() - ${window} then now() else ${requestLimits.windowStart} end`,
      },
    })
    .returning({
      count: requestLimits.count,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from (${requestLimits.windowStart} + ${window} - now()))))::int`,
    });
  const count = row?.count ?? 1;
  return { allowed: count <= rule.max, retryAfterSeconds: Number(row?.retryAfter ?? rule.windowSeconds) };
}

/** Counts one hit of `rule` for `who` (a user id, an address); past the budget, 429 `rate_limited` with Retry-After and `message`. */
export async function spendOrRefuse(c: Context, db: Database, rule: RateLimitRule, who: string, message?: string): Promise<void> {
  const { allowed, retryAfterSeconds } = await hit(db, `${rule.name}:${who}`, rule);
  if (allowed) return;
  c.header('retry-after', String(retryAfterSeconds));
  throw new AppError('rate_limited', message);
}

/** 429 `rate_limited` (with Retry-After) once a client passes the rule's budget. */
export function rateLimit(deps: { db: Database; enabled: boolean; trustedProxies: string[] }, rule: RateLimitRule) {
  return createMiddleware(async (c, next) => {
    if (deps.enabled) await spendOrRefuse(c, deps.db, rule, clientIp(c, deps.trustedProxies));
    await next();
  });
}
