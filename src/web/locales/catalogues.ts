import { readFileSync } from 'node:fs';
import path from 'node:path';

// What the locale tests read: the interface's strings (this folder) and the
// server's own texts (mails, in src/server/locales), each a JSON file a language.

export const catalogues = [
  { name: 'interface', dir: import.meta.dirname },
  { name: 'server', dir: path.resolve(import.meta.dirname, '../../server/locales') },
];

export const readCatalogue = (dir: string, lang: string) => JSON.parse(readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as unknown;

/** Every string of a locale by its key path ("a.b.0.c"). */
export function strings(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${prefix}.${i}`).forEach((s, k) => out.set(k, s)));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, prefix ? `${prefix}.${k}` : k).forEach((s, key) => out.set(key, s));
  return out;
}
