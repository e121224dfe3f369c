import type { Context } from 'hono';
import type { Language } from '../../shared/languages.ts';
import type { Database } from '../db/client.ts';
import { requestLanguage } from '../i18n.ts';
import { storedLanguage } from '../preferences/settings-store.ts';

/**
 * The language a sentence of an answer is in: the language the signed-in
 * user (or the API key's owner) chose in Settings, else the interface
 * language the browser chose or its Accept-Language, else English. Asked
 * only when an answer has a sentence to word (a failed check), so a request
 * that succeeds costs no extra query.
 */
export async function readerLanguage(c: Context, db: Database): Promise<Language> {
  const user = (c.var as { user?: { id?: unknown } }).user;
  if (typeof user?.id === 'string') {
    // A database that does not answer must not turn a 400 into a 503: the headers still say enough.
    const stored = await storedLanguage(db, user.id).catch(() => undefined);
    if (stored) return stored;
  }
  return requestLanguage(c.req.raw.headers);
}
