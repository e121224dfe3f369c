import { eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { users } from './schema.ts';

/** A transaction's queries, as `work` gets them. */
export type UserLockedQueries = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Runs `work` in a transaction with the user's row locked (no key update:
 * sign-ins and sessions are not held up), so one user's additions are
 * counted one after the other and a per-user cap holds, across processes too.
 */
export async function withUserLocked<T>(db: Database, userId: string, work: (tx: UserLockedQueries) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    return work(tx);
  });
}
