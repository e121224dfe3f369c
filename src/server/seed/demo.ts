import { eq } from 'drizzle-orm';
import { demoAccount } from '../../shared/demo-account.ts';
import type { Auth } from '../auth/auth.ts';
import type { Database } from '../db/client.ts';
import { profiles, users } from '../db/schema.ts';
import type { Logger } from '../logger.ts';


/**
 * Creates the demo account once (verified, with its profile). Runs through
 * better-auth's own adapter so the password hash and account row are exactly
 * what sign-in expects; no verification mail is sent for it.
 */
export async function seedDemoAccount({ auth, db, logger }: { auth: Auth; db: Database; logger: Logger }): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, demoAccount.email)).limit(1);
  if (existing) return;
  const ctx = await auth.$context;
  let user;
  try {
    user = await ctx.internalAdapter.createUser({ email: demoAccount.email, name: demoAccount.name, emailVerified: true }, { method: 'admin' });
  } catch (error) {
    // Another process starting on the same database seeded it first.
    if (isUniqueViolation(error)) return;
    throw error;
  }
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await ctx.password.hash(demoAccount.password),
  });
  await db
    .insert(profiles)
    .values({ id: user.id, fullName: demoAccount.name, bio: 'Second-year history student at a public university.' })
    .onConflictDoUpdate({ target: profiles.id, set: { fullName: demoAccount.name } });
  logger.info({ email: demoAccount.email }, 'demo account created');
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
