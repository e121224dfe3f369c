import { eq } from 'drizzle-orm';
import { demoAccount } from '../../shared/demo-account.ts';
import { createDocumentSchema } from '../../shared/documents.ts';
import type { Auth } from '../auth/auth.ts';
import type { Database } from '../db/client.ts';
import { documents, profiles, users } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { previewOf } from '../features/documents/service.ts';
import type { Logger } from '../logger.ts';
import { demoDocuments } from './demo-documents.ts';


/**
 * Creates the demo account once (verified, with its profile and a History of
 * documents). Runs through better-auth's own adapter so the password hash and
 * account row are exactly what sign-in expects; no verification mail is sent
 * for it. An existing demo account is left alone, documents included: a
 * visitor may have edited or deleted them.
 */
export async function seedDemoAccount({ auth, db, logger }: { auth: Auth; db: Database; logger: Logger }): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, demoAccount.email)).limit(1);
  if (existing) return;
  // Checked before the account exists, with the API's own schema: a seed
  // document the schema no longer accepts fails the start loudly instead of
  // leaving a demo account without its documents.
  const seeded = demoDocuments.map((doc) => ({ ...doc, ...createDocumentSchema.parse(doc) }));
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
  // Dated back from now, so History shows a spread of relative dates.
  const now = Date.now();
  const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000);
  await db.insert(documents).values(
    seeded.map((doc) => ({
      userId: user.id,
      type: doc.type,
      title: doc.title,
      content: doc.content,
      data: doc.data,
      preview: previewOf(doc.type, doc.content, doc.data),
      createdAt: minutesAgo(Math.max(doc.createdDaysAgo * 24 * 60, doc.updatedMinutesAgo)),
      updatedAt: minutesAgo(doc.updatedMinutesAgo),
    })),
  );
  logger.info({ email: demoAccount.email, documents: seeded.length }, 'demo account created');
}
