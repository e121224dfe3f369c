import { and, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/client.ts';
import { signInFailures } from '../db/schema.ts';
import { isoTimestamp, timestampText } from '../db/timestamp-text.ts';
import { errorResponse } from '../http/errors.ts';
import { badText } from '../http/json-input.ts';

/**
 * better-auth limits sign-ins per client IP only, so a guesser spread over many
 * addresses could try one account without end. This back-off counts failed
 * sign-ins per email instead. It slows guessing down without letting anyone
 * lock the owner out for long: the delay is capped, and a success clears it.
 */
export interface SignInBackoffPolicy {
  /** Failures that cost nothing (typos). */
  freeFailures: number;
  /** The block after the first failure past the free ones; it doubles with each further failure. */
  firstDelaySeconds: number;
  /** The longest block: the most the real owner waits after an attacker's burst. */
  maxDelaySeconds: number;
  /** A pause this long since the last failure starts the count afresh. */
  forgetAfterSeconds: number;
}

export const signInBackoffPolicy: SignInBackoffPolicy = {
  freeFailures: 5,
  firstDelaySeconds: 1,
  maxDelaySeconds: 60,
  forgetAfterSeconds: 15 * 60,
};

/** Longer than any real address (RFC 5321 allows 254); longer keys are cut, which can only merge counts, never split them. */
const maxKeyLength = 320;

/** The key an email is counted under: better-auth compares emails lower-cased; trimming merges a little more. */
export function backoffKey(email: string): string {
  return email.trim().toLowerCase().slice(0, maxKeyLength);
}

export type Claim = { allowed: true } | { allowed: false; retryAt: string; retryAfterSeconds: number };

const t = signInFailures;

/** When `failures` counted failures, the last at `since`, block sign-in: never for the free ones, then 1 s, 2 s, 4 s … up to the cap. */
function blockedUntil(failures: SQL, since: SQL, policy: SignInBackoffPolicy): SQL {
  // The exponent is capped too: power(2, n) overflows a double long before a persistent attacker runs out of failures.
  const delay = sql`least(${policy.maxDelaySeconds}::float8, ${policy.firstDelaySeconds}::float8 * power(2::float8, least((${failures}) - ${policy.freeFailures}::int - 1, 30)))`;
  return sql`case when (${failures}) > ${policy.freeFailures}::int then ${since} + make_interval(secs => ${delay}) end`;
}

/**
 * Takes one attempt for `key`, or says how long the key is blocked. The attempt
 * is counted as a failure up front, in the same statement that checks the
 * block (an upsert, atomic on PGlite and PostgreSQL): guesses sent at the same
 * moment cannot all slip through before the first of them is counted.
 * `settleAttempt` then clears the count on success or takes the attempt back
 * when the password was never judged.
 */
async function claimAttempt(db: Database, key: string, policy = signInBackoffPolicy): Promise<Claim> {
  const forget = sql`make_interval(secs => ${policy.forgetAfterSeconds}::float8)`;
  const failures = sql`case when ${t.lastFailedAt} < now() - ${forget} then 1 else ${t.failures} + 1 end`;
  const claimed = await db
    .insert(t)
    .values({ email: key, failures: 1, lastFailedAt: sql`now()`, blockedUntil: blockedUntil(sql`1`, sql`now()`, policy) })
    .onConflictDoUpdate({
      target: t.email,
      set: { failures, lastFailedAt: sql`now()`, blockedUntil: blockedUntil(failures, sql`now()`, policy) },
      setWhere: or(sql`${t.blockedUntil} is null`, sql`${t.blockedUntil} <= now()`),
    })
    .returning({ failures: t.failures });
  if (claimed.length > 0) return { allowed: true };

  const [block] = await db
    .select({
      until: timestampText(t.blockedUntil),
      seconds: sql<number>`greatest(1, ceil(extract(epoch from (${t.blockedUntil} - now()))))::int`,
    })
    .from(t)
    .where(and(eq(t.email, key), gt(t.blockedUntil, sql`now()`)));
  // The block ended between the two statements (a concurrent attempt may hold the next one): try again in a second.
  if (!block) return { allowed: false, retryAt: new Date(Date.now() + 1000).toISOString(), retryAfterSeconds: 1 };
  return { allowed: false, retryAt: isoTimestamp(block.until), retryAfterSeconds: Number(block.seconds) };
}

/** What better-auth made of the attempt: the password was right, wrong, or never judged (bad request, its own IP limit, an error). */
export type AttemptOutcome = 'success' | 'failure' | 'not-judged';

function outcomeOf(status: number): AttemptOutcome {
  if (status === 200) return 'success';
  if (status === 401) return 'failure';
  return 'not-judged';
}

async function settleAttempt(db: Database, key: string, outcome: AttemptOutcome, policy = signInBackoffPolicy): Promise<void> {
  if (outcome === 'failure') return; // claimAttempt counted it already
  if (outcome === 'success') {
    // Also forgets every count old enough to have expired anyway, so the table holds only recent guessing.
    const forget = sql`make_interval(secs => ${policy.forgetAfterSeconds}::float8)`;
    await db.delete(t).where(or(eq(t.email, key), lt(t.lastFailedAt, sql`now() - ${forget}`)));
    return;
  }
  const failures = sql`${t.failures} - 1`;
  await db
    .update(t)
    .set({ failures: sql`greatest(${failures}, 0)`, blockedUntil: blockedUntil(failures, sql`${t.lastFailedAt}`, policy) })
    .where(eq(t.email, key));
}

function blockedMessage(seconds: number): string {
  return `Too many failed sign-ins for this account. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
}

/** The email a sign-in body names, read from a copy: better-auth reads the request itself afterwards. */
async function typedEmail(request: Request): Promise<string | undefined> {
  try {
    const body = (await request.clone().json()) as { email?: unknown } | null;
    // An email the database cannot store (NUL, a lone surrogate) is refused with 400 by the auth route's own checks.
    return typeof body?.email === 'string' && body.email.trim() && !badText(body.email) ? body.email : undefined;
  } catch {
    return undefined; // not JSON: better-auth answers it
  }
}

/**
 * For `POST /api/auth/sign-in/email`: while the email typed is blocked, 429
 * `rate_limited` with Retry-After, without asking better-auth. Every email is
 * treated alike, with or without an account, so the answer reveals nothing.
 * Off with RATE_LIMIT_ENABLED=false, like the IP limits.
 */
export function signInBackoff(deps: { db: Database; enabled: boolean }, policy = signInBackoffPolicy) {
  return createMiddleware(async (c, next) => {
    const email = deps.enabled ? await typedEmail(c.req.raw) : undefined;
    if (!email) return next();
    const key = backoffKey(email);
    const claim = await claimAttempt(deps.db, key, policy);
    if (!claim.allowed) {
      c.header('retry-after', String(claim.retryAfterSeconds));
      return errorResponse(c, 'rate_limited', blockedMessage(claim.retryAfterSeconds), undefined, claim.retryAt);
    }
    await next();
    await settleAttempt(deps.db, key, outcomeOf(c.res.status), policy);
  });
}
