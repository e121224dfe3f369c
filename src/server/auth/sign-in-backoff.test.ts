import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInFailures } from '../db/schema.ts';
import { expectApiError } from '../testing/api-error.ts';
import { appForFile } from '../testing/app-for-file.ts';
import { createTestAppOn, type TestApp } from '../testing/harness.ts';
import { backoffKey, signInBackoffPolicy } from './sign-in-backoff.ts';

/*
 * A distributed guesser: every attempt comes from another address, so
 * better-auth's per-IP limit (3 sign-ins per 10 s) never stops it. Only the
 * per-account back-off does: 5 free failures, then blocks of 1 s, 2 s, 4 s …
 * at most 60 s.
 */
const t = appForFile({ RATE_LIMIT_ENABLED: 'true' });

let nextAddress = 0;
/** A client address never used before (10.88.0.0/16), so better-auth's per-IP budget is always full. */
function newAddress(): string {
  nextAddress++;
  return `10.88.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
}

const freeFailures = signInBackoffPolicy.freeFailures;
const wrongPassword = 'wrong-password-123';
const newEmail = () => `user-${randomUUID().slice(0, 8)}@example.com`;

function signIn(email: string, password: string, app: TestApp = t) {
  return app.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password }, remoteAddress: newAddress() });
}

async function createUser() {
  const email = newEmail();
  const password = 'correct-horse-battery';
  const res = await t.request('/api/auth/sign-up/email', { method: 'POST', json: { email, password, name: '' }, remoteAddress: newAddress() });
  expect(res.status).toBe(200);
  return { email, password };
}

/** Sends `count` wrong passwords, one after the other, each from a new address; returns the statuses. */
async function guess(email: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await signIn(email, wrongPassword)).status);
  return statuses;
}

/** Ends the email's current block, as if its delay had passed (the count stays). */
async function endBlock(email: string) {
  await t.database.db
    .update(signInFailures)
    .set({ blockedUntil: sql`now() - interval '1 second'` })
    .where(eq(signInFailures.email, backoffKey(email)));
}

/**
 * Guesses until each email is blocked for 4 s (the free failures, then three
 * more, each after the previous block ended): a margin no slow machine eats
 * up between two requests. The emails take turns, so their blocks start
 * together. Returns each email's statuses.
 */
async function blockForFourSeconds(...emails: string[]): Promise<number[][]> {
  const statuses = emails.map(() => [] as number[]);
  for (let step = 0; step < freeFailures + 3; step++) {
    for (const [i, email] of emails.entries()) {
      if (step > freeFailures) await endBlock(email);
      statuses[i]!.push((await signIn(email, wrongPassword)).status);
    }
  }
  return statuses;
}

/** The length of the block the last counted failure earned, in seconds. */
async function currentDelaySeconds(email: string): Promise<number> {
  const [row] = await t.database.db
    .select({ seconds: sql<number>`extract(epoch from (${signInFailures.blockedUntil} - ${signInFailures.lastFailedAt}))::float8` })
    .from(signInFailures)
    .where(eq(signInFailures.email, email));
  return Number(row?.seconds);
}

/** `retryAt` is some ISO instant (checked further where it matters). */
const anyInstant = expect.any(String) as unknown as string;
const hasSession = (res: Response) => res.headers.getSetCookie().some((c) => c.includes('session_token'));

describe('per-account sign-in back-off', () => {
  it('blocks a distributed guesser after the free failures, even with the right password, until the delay has passed', async () => {
    const user = await createUser();
    // The free failures and the first one past them are answered; that one earns a 1 s block.
    expect(await guess(user.email, freeFailures + 1)).toEqual(Array(freeFailures + 1).fill(401));

    const blocked = await signIn(user.email, user.password);
    expect(hasSession(blocked)).toBe(false);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    const body = await expectApiError(blocked, 'rate_limited', undefined, anyInstant);
    expect(retryAfter).toBe(1);
    expect(body.error.message).toBe('Too many failed sign-ins for this account. Try again in 1 second.');
    const wait = Date.parse(body.error.retryAt!) - Date.now();
    expect(wait).toBeLessThanOrEqual(1000);

    // The block ends by itself: wait it out for real.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const res = await signIn(user.email, user.password);
    expect(res.status).toBe(200);
    expect(hasSession(res)).toBe(true);
  });

  it('lets the right password in once a longer delay has passed, and then starts the count afresh', async () => {
    const user = await createUser();
    await blockForFourSeconds(user.email);
    const blocked = await signIn(user.email, user.password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(1);

    await endBlock(user.email); // as if the 4 s had passed
    const res = await signIn(user.email, user.password);
    expect(res.status).toBe(200);
    expect(hasSession(res)).toBe(true);
    expect(await t.database.db.select().from(signInFailures).where(eq(signInFailures.email, user.email))).toEqual([]);
    // The count starts afresh: the free failures are free again.
    expect(await blockForFourSeconds(user.email)).toEqual([Array(freeFailures + 3).fill(401)]);
    expect((await signIn(user.email, user.password)).status).toBe(429);
  });

  it('a success before the block clears the count', async () => {
    const user = await createUser();
    await guess(user.email, freeFailures - 1);
    expect((await signIn(user.email, user.password)).status).toBe(200);
    expect(await blockForFourSeconds(user.email)).toEqual([Array(freeFailures + 3).fill(401)]);
    expect((await signIn(user.email, user.password)).status).toBe(429);
  });

  it('doubles the delay with each further failure, up to 60 seconds', async () => {
    const user = await createUser();
    await guess(user.email, freeFailures);
    const delays: number[] = [];
    for (let i = 0; i < 8; i++) {
      await endBlock(user.email);
      expect((await signIn(user.email, wrongPassword)).status).toBe(401);
      const delay = await currentDelaySeconds(user.email);
      delays.push(delay);
      // Retry-After says what is left of the block (the shortest ones may be over by now).
      if (delay < 4) continue;
      const blocked = await signIn(user.email, user.password);
      expect(blocked.status).toBe(429);
      const retryAfter = Number(blocked.headers.get('retry-after'));
      expect(retryAfter).toBeLessThanOrEqual(delay);
      expect(retryAfter).toBeGreaterThanOrEqual(delay - 2);
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
  });

  it('leaves other accounts alone', async () => {
    const victim = await createUser();
    const other = await createUser();
    await blockForFourSeconds(victim.email);
    expect((await signIn(victim.email, victim.password)).status).toBe(429);

    expect((await signIn(other.email, wrongPassword)).status).toBe(401);
    expect((await signIn(other.email, other.password)).status).toBe(200);
  });

  it('counts the email however it is written', async () => {
    const user = await createUser();
    await blockForFourSeconds(user.email.toUpperCase());
    expect((await signIn(`  ${user.email}`, user.password)).status).toBe(429);
    expect((await signIn(user.email, user.password)).status).toBe(429);
  });

  it('treats an email without an account exactly like one with an account', async () => {
    const user = await createUser();
    const unknown = newEmail();
    const [known, missing] = await blockForFourSeconds(user.email, unknown);
    expect(missing).toEqual(known);
    expect(known).toEqual(Array(freeFailures + 3).fill(401));

    const [a, b] = [await signIn(user.email, wrongPassword), await signIn(unknown, wrongPassword)];
    expect([a.status, b.status]).toEqual([429, 429]);
    expect(a.headers.get('retry-after')).toBe(b.headers.get('retry-after'));
    const [bodyA, bodyB] = [await expectApiError(a, 'rate_limited', undefined, anyInstant), await expectApiError(b, 'rate_limited', undefined, anyInstant)];
    expect(bodyA.error.message).toBe(bodyB.error.message);
  });

  it('counts guesses sent at the same moment before any of them is answered', async () => {
    const email = newEmail();
    await blockForFourSeconds(email);
    await endBlock(email);
    const statuses = await Promise.all(Array.from({ length: 12 }, () => signIn(email, wrongPassword).then((res) => res.status)));
    // One of them reaches better-auth; it earns an 8 s block, which holds back all the others.
    expect(statuses.filter((s) => s === 401)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(11);
  });

  it('does not count requests better-auth refuses before judging the password', async () => {
    const email = newEmail();
    for (let i = 0; i < freeFailures + 3; i++) {
      const res = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: 12345678 }, remoteAddress: newAddress() });
      expect(res.status).toBe(400);
    }
    expect(await blockForFourSeconds(email)).toEqual([Array(freeFailures + 3).fill(401)]);
    expect((await signIn(email, wrongPassword)).status).toBe(429);
  });

  it('is off with RATE_LIMIT_ENABLED=false', async () => {
    const unlimited = createTestAppOn(t.database, { RATE_LIMIT_ENABLED: 'false' });
    const email = newEmail();
    const statuses: number[] = [];
    for (let i = 0; i < freeFailures + 3; i++) statuses.push((await signIn(email, wrongPassword, unlimited)).status);
    expect(statuses).toEqual(Array(freeFailures + 3).fill(401));
    expect(await t.database.db.select().from(signInFailures).where(eq(signInFailures.email, email))).toEqual([]);
  });
});
