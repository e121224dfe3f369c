import { describe, expect, it } from 'vitest';
import { syllableCount } from './syllables.ts';

// Common words with their dictionary syllable counts. The estimator is not
// exact (see syllables.ts); each list asserts the words it gets right and
// names the ones it misses, so a change that breaks a right one fails.
const lists = {
  en: { the: 1, table: 2, readability: 5, syllable: 3, jumped: 1, wanted: 2, make: 1, beautiful: 3, science: 2, create: 2, simple: 2, boxes: 2, education: 4, yellow: 2, radio: 3, social: 2, nation: 2, great: 1, people: 2, every: 3 },
  de: { Haus: 1, Theater: 3, Bier: 1, schreiben: 2, Regierung: 3, Mädchen: 2, Freude: 2, Häuser: 2, Straße: 2, Lesbarkeit: 3, Boot: 1, Universität: 5 },
  fr: { maison: 2, lisibilité: 5, écrire: 2, réalité: 4, table: 1, naïf: 2, beaucoup: 2, oiseau: 2, les: 1, "l'homme": 1, pays: 2, parlent: 1 },
  es: { casa: 2, canción: 2, día: 2, hoy: 1, que: 1, guerra: 2, poeta: 3, ciudad: 2, legibilidad: 5, muy: 1, país: 2, agua: 2 },
} as const;

// The known misses: "people" (its "eo" is one vowel), "pays" (its "y" is two),
// "parlent" (a verb's mute "-ent", which a noun like "moment" pronounces).
const misses = { en: ['people'], de: [], fr: ['pays', 'parlent'], es: [] };

describe('syllableCount', () => {
  it.each(Object.entries(lists))('%s: estimates common words', (language, words) => {
    const wrong = Object.entries(words)
      .filter(([word, count]) => syllableCount(word, language as keyof typeof lists) !== count)
      .map(([word]) => word);
    expect(wrong).toEqual(misses[language as keyof typeof lists]);
  });

  it('counts one syllable per Chinese character and at least one per word', () => {
    expect(syllableCount('学校', 'zh')).toBe(2);
    expect(syllableCount('by', 'en')).toBe(1);
    expect(syllableCount('rhythm', 'en')).toBe(1);
  });
});
