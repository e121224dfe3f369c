import { describe, expect, it } from 'vitest';
import { catalogues, readCatalogue, strings } from './catalogues.ts';

// The five interface languages: every locale carries every string of
// English, with the same placeholders and markup, plus the plural forms its
// language needs (Intl.PluralRules).
// The same rules for the server's own texts (mails), kept in src/server/locales.
const read = readCatalogue;
const languages = ['fr', 'es', 'de', 'zh'] as const;

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
