import enUrl from '../locales/en.json?url';
import type { Messages } from './i18n.ts';

/** The hashed URL of each language's messages (emitted by Vite as JSON files). */
export const messageUrls: Record<string, string> = { en: enUrl };

export async function loadMessages(language: string): Promise<Messages> {
  const response = await fetch(messageUrls[language] ?? enUrl);
  if (!response.ok) throw new Error(`messages for ${language}: HTTP ${response.status}`);
  return (await response.json()) as Messages;
}
