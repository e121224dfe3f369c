import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

export interface AccountSummary {
  id: string;
  email: string;
  emailVerified: boolean;
  plan: string;
  profile: { fullName: string | null; avatarUrl: string | null; bio: string | null; website: string | null };
}

export async function getAccount(
  db: Database,
  user: { id: string; email: string; emailVerified: boolean; plan?: string | null },
): Promise<AccountSummary> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, user.id)).limit(1);
  if (!profile) throw new AppError('not_found');
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    plan: user.plan ?? 'free',
    profile: { fullName: profile.fullName, avatarUrl: profile.avatarUrl, bio: profile.bio, website: profile.website },
  };
}
