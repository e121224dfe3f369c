import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userSettings } from '../../db/schema.ts';

/** The privacy settings other features obey. No row means the defaults (all on). */
export async function readPrivacy(db: Database, userId: string): Promise<{ saveHistory: boolean }> {
  const [row] = await db.select({ saveHistory: userSettings.saveHistory }).from(userSettings).where(eq(userSettings.userId, userId));
  return { saveHistory: row?.saveHistory ?? true };
}
