import { eq } from 'drizzle-orm';
import { defaultSettings, type Language, type Settings } from '../../shared/settings.ts';
import type { Database } from '../db/client.ts';
import { userSettings } from '../db/schema.ts';

type Row = typeof userSettings.$inferSelect;

function settingsOf(row: Row | undefined): Settings {
  if (!row) return defaultSettings;
  return {
    theme: row.theme as Settings['theme'],
    language: row.language as Language,
    notifications: { email: row.notifyEmail, desktop: row.notifyDesktop, updates: row.notifyUpdates },
    privacy: { saveHistory: row.saveHistory, analytics: row.analytics, autoSave: row.autoSave },
  };
}

/** A user's settings; no row means every default. */
export async function readSettings(db: Database, userId: string): Promise<Settings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return settingsOf(row);
}

/** Stores the whole settings object (validated by the shared schema at the edge). */
export async function saveSettings(db: Database, userId: string, settings: Settings): Promise<Settings> {
  const values = {
    theme: settings.theme,
    language: settings.language,
    notifyEmail: settings.notifications.email,
    notifyDesktop: settings.notifications.desktop,
    notifyUpdates: settings.notifications.updates,
    saveHistory: settings.privacy.saveHistory,
    analytics: settings.privacy.analytics,
    autoSave: settings.privacy.autoSave,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(userSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: values })
    .returning();
  return settingsOf(row);
}

/** The privacy settings other features obey. */
export async function readPrivacy(db: Database, userId: string): Promise<Settings['privacy']> {
  return (await readSettings(db, userId)).privacy;
}

/** The language a user chose in Settings; undefined before they ever saved settings. */
export async function storedLanguage(db: Database, userId: string): Promise<Language | undefined> {
  const [row] = await db.select({ language: userSettings.language }).from(userSettings).where(eq(userSettings.userId, userId));
  return row?.language as Language | undefined;
}
