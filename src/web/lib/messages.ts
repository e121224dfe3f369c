import deUrl from '../locales/de.json?url';
import enUrl from '../locales/en.json?url';
import esUrl from '../locales/es.json?url';
import frUrl from '../locales/fr.json?url';
import zhUrl from '../locales/zh.json?url';
import type { Messages } from './i18n.ts';

/** The hashed URL of each language's messages (emitted by Vite as JSON files, fetched only when used). */
const messageUrls: Record<string, string> = { en: enUrl, fr: frUrl, es: esUrl, de: deUrl, zh: zhUrl };

export async function loadMessages(language: string): Promise<Messages> {
  const response = await fetch(messageUrls[language] ?? enUrl);
  if (!response.ok) throw new Error(`messages for ${language}: HTTP ${response.status}`);
  return (await response.json()) as Messages;
}
