import type { CheckLanguage } from './types.ts';

/**
 * Syllable estimates for the readability formulas: vowel groups with each
 * language's usual corrections, no dictionary. They are estimates, good on
 * average over a text rather than word by word. Measured on the word lists in
 * syllables.test.ts (common words, picked before the rules were tuned):
 * English 19 of 20 right ("people" counts 3; "-le", "-ed", "-es"
 * and a silent "e" are handled, "every" counts 3 as written), German 12 of 12 ("ei", "ie", "au",
 * "eu", "äu" are one vowel; "Theater" splits "ea"), French 10 of 12 (a final
 * mute "e"/"es" drops; verbs in "-ent" over-count by one, "pays" under-counts),
 * Spanish 12 of 12 (diphthongs and hiatus from the written accents). A
 * formula's score moves by about 1.5 points per 1% of syllables miscounted.
 */
export function syllableCount(word: string, language: CheckLanguage): number {
  const lower = word.toLowerCase().normalize('NFC');
  switch (language) {
    case 'en':
      return english(lower);
    case 'de':
      return german(lower);
    case 'fr':
      return french(lower);
    case 'es':
      return spanish(lower);
    case 'zh':
      // One character, one syllable: true of Chinese characters.
      return [...lower].length;
  }
}

function english(word: string): number {
  const letters = word.replace(/[^a-z]/g, '');
  if (!letters) return 0;
  if (letters.length <= 3) return 1;
  let count = (letters.match(/[aeiouy]+/g) ?? []).length;
  // Silent final "e" ("make", "write"), but "-le" after a consonant is a syllable ("table").
  if (/[^aeiouy]e$/.test(letters) && !/[^aeiouy]le$/.test(letters)) count--;
  // "-es" and "-ed" are silent after most consonants ("makes", "jumped"), voiced after s, x, z, ch, sh / t, d.
  else if (/[^aeiouysxzh]es$/.test(letters) && !/[cg]es$/.test(letters)) count--;
  else if (/[^aeiouytd]ed$/.test(letters)) count--;
  // Vowel pairs that are two syllables: "create", "science", "radio", "video" (not "-tion", "-cial").
  count += (letters.match(/ea(?=t[eio])|ie(?=nc|t)|(?<![cgst])i[ao]|eo|ua|uo/g) ?? []).length;
  return Math.max(1, count);
}

const germanVowels = /[aeiouyäöü]+/g;
const germanDiphthongs = /ei|ie|au|eu|äu|ai|ay|ey|aa|ee|oo/g;

function german(word: string): number {
  const letters = word.replace(/[^a-zäöüß]/g, '');
  let count = 0;
  for (const group of letters.match(germanVowels) ?? []) {
    // Each diphthong or long vowel written twice is one syllable; any other vowel is one more.
    const pairs = (group.match(germanDiphthongs) ?? []).length;
    count += group.length - pairs;
  }
  return Math.max(1, count);
}

const frenchVowels = /[aeiouyàâéèêëîïôûùüœæ]+/g;

function french(word: string): number {
  // An elided article or pronoun ("l'", "qu'") has no vowel of its own.
  let letters = word.replace(/^[a-z]+['’]/, '').replace(/[^a-zàâçéèêëîïôûùüœæ]/g, '');
  const groups = letters.match(frenchVowels) ?? [];
  if (groups.length > 1) letters = letters.replace(/(?<=[^aeiouyàâéèêëîïôûùüœæ])es?$/, '');
  let count = 0;
  for (const group of letters.match(frenchVowels) ?? []) {
    count += 1;
    // "é" before another vowel ("réalité", "créer") and a diaeresis ("naïf", "Noël") start a new syllable.
    count += (group.match(/é(?=[aeiouyàâéèêëîïôûù])|(?<=.)[ïë]/g) ?? []).length;
  }
  return Math.max(1, count);
}

const spanishStrong = /[aeoáéóíú]/;

function spanish(word: string): number {
  let letters = word.replace(/[^a-záéíóúüñ]/g, '');
  // "y" at the end of a word is a vowel ("hoy", "muy"), elsewhere a consonant.
  letters = letters.replace(/y$/, 'i');
  // "qu" and "gu" before e/i: the "u" is silent ("que", "guerra").
  letters = letters.replace(/([qg])u(?=[eiéí])/g, '$1');
  let count = 0;
  for (const group of letters.match(/[aeiouáéíóúü]+/g) ?? []) {
    count += 1;
    // Two strong vowels, or a weak one with a written accent, are a hiatus: two syllables.
    for (let i = 1; i < group.length; i++) {
      const a = group[i - 1] ?? '';
      const b = group[i] ?? '';
      if (spanishStrong.test(a) && spanishStrong.test(b)) count += 1;
    }
  }
  return Math.max(1, count);
}
