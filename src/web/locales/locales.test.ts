import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The five interface languages: every locale carries every string of
// English, with the same placeholders and markup, plus the plural forms its
// language needs (Intl.PluralRules).
// The same rules for the server's own texts (mails), kept in src/server/locales.
const catalogues = [
  { name: 'interface', dir: import.meta.dirname },
  { name: 'server', dir: path.resolve(import.meta.dirname, '../../server/locales') },
];
const read = (dir: string, lang: string) => JSON.parse(readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as unknown;
const languages = ['fr', 'es', 'de', 'zh'] as const;

/** Every string of a locale by its key path ("a.b.0.c"). */
function strings(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${prefix}.${i}`).forEach((s, k) => out.set(k, s)));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, prefix ? `${prefix}.${k}` : k).forEach((s, key) => out.set(key, s));
  return out;
}

const pluralBase = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
const tags = (text: string) => [...text.matchAll(/<\/?([\w-]+)\s*\/?>/g)].map((m) => m[0].replace(/\s/g, '')).sort();

describe.each(catalogues.flatMap((catalogue) => languages.map((lang) => ({ ...catalogue, lang }))))('$name $lang.json', ({ dir, lang }) => {
  const english = strings(read(dir, 'en'));
  const messages = strings(read(dir, lang));

  it('has every English string, and nothing English does not have but plural forms', () => {
    expect([...english.keys()].filter((key) => !messages.has(key))).toEqual([]);
    expect([...messages.keys()].filter((key) => !english.has(key) && !english.has(`${pluralBase(key)}_other`))).toEqual([]);
  });

  it('has every plural form its language uses', () => {
    const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    for (const key of english.keys()) {
      if (!key.endsWith('_other')) continue;
      for (const category of needed) expect(messages.has(`${pluralBase(key)}_${category}`), `${pluralBase(key)}_${category}`).toBe(true);
    }
  });

  it('keeps the placeholders and markup of each English string', () => {
    for (const [key, text] of messages) {
      const source = english.get(key) ?? english.get(`${pluralBase(key)}_other`)!;
      expect(placeholders(text), key).toEqual(placeholders(source));
      expect(tags(text), key).toEqual(tags(source));
    }
  });

  it('is translated: no sentence is left in English', () => {
    const untranslated = [...messages].filter(([key, text]) => text === english.get(key) && text.split(' ').length > 3 && /[a-z]{4,} [a-z]{4,}/.test(text));
    // Reference entries of the citation guide show the English styles exactly; nothing else stays English.
    expect(untranslated.filter(([key]) => !/^docs\.citations\.styles\.\w+\.(book|article|web)$/.test(key)).map(([key]) => key)).toEqual([]);
  });
});
