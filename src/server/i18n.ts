import { defaultLanguage, languageFor, type Language } from '../shared/settings.ts';
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import zh from './locales/zh.json' with { type: 'json' };

// The server's own texts (emails) in the five interface languages; the
// browser's texts are in src/web/locales. Both are checked by the same
// parity test.
const catalogues: Record<Language, unknown> = { en, fr, es, de, zh };

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type ServerTextKey = Leaves<typeof en>;

function lookup(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** One server text in `language` (English when a translation is missing), with {{name}} placeholders filled. */
export function serverText(language: Language, key: ServerTextKey, values: Record<string, string> = {}): string {
  const template = lookup(catalogues[language], key) ?? lookup(catalogues[defaultLanguage], key) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The cookie the browser keeps the chosen interface language in (for visitors not signed in). */
const languageCookie = 'inkwell.lang';

/**
 * The language of a request without a signed-in user's setting: the
 * interface language the browser chose, else its Accept-Language.
 */
export function requestLanguage(headers: Headers | undefined): Language {
  if (!headers) return defaultLanguage;
  const chosen = new RegExp(`(?:^|;\\s*)${languageCookie.replace('.', '\\.')}=([a-z]{2})`).exec(headers.get('cookie') ?? '')?.[1];
  const accepted = (headers.get('accept-language') ?? '').split(',');
  return languageFor(chosen ? [chosen, ...accepted] : accepted);
}
