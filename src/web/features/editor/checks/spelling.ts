import nspell from 'nspell';
import { words } from './segments.ts';
import type { Finding, HunspellLanguage } from './types.ts';

/** What the spelling check needs of nspell (a Hunspell reader in JavaScript). */
export interface Speller {
  correct(word: string): boolean;
  suggest(word: string): string[];
}

/** A speller from a Hunspell affix file and word list, as text (UTF-8). */
export function createSpeller(aff: string, dic: string): Speller {
  return nspell(aff, dic);
}

export type { HunspellLanguage } from './types.ts';

const spellingLimits = {
  /** Suggestions per misspelled word. */
  suggestions: 4,
  /** nspell's suggest grows with the word's length; longer words get none. */
  suggestWordLength: 30,
  /** Time one check may spend on suggestions; later words get none (they are still reported). */
  suggestMilliseconds: 1500,
} as const;

// Stretches that are not prose: URLs, emails, Markdown code, link targets,
// HTML tags, citation keys ([@smith2020]) and footnote marks ([^1]).
const notProse = /\b(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|`[^`\n]*`|\]\([^)\s]*\)|<\/?[a-z][^>\n]*>|@[\w:.#$%&+?<>~/-]+|\[\^[^\]\s]+\]/gi;

function proseMask(text: string): Array<[number, number]> {
  return [...text.matchAll(notProse)].map((match) => [match.index, match.index + match[0].length]);
}

/** A word the check leaves alone: numbers and codes, acronyms, single letters. */
function skipped(word: string): boolean {
  return /\d/.test(word) || /[_*#=|\\/]/.test(word) || [...word].length < 2 || (/^[\p{Lu}'’-]+$/u.test(word) && /\p{Lu}.*\p{Lu}/u.test(word));
}

/**
 * German writes compounds as one word, and nspell does not read the
 * dictionary's compounding rules, so "Bundesregierung" would be flagged. A
 * word counts as right when it splits into two known words, the second
 * capitalised as a noun, with an optional linking "s" ("Arbeitsplatz").
 */
function germanCompound(word: string, speller: Speller): boolean {
  for (let cut = 3; cut <= word.length - 3; cut++) {
    const head = word.slice(0, cut);
    const tail = word.slice(cut);
    const noun = tail.charAt(0).toUpperCase() + tail.slice(1);
    if (!speller.correct(noun) && !speller.correct(tail)) continue;
    if (speller.correct(head) || (head.endsWith('s') && head.length > 3 && speller.correct(head.slice(0, -1)))) return true;
  }
  return false;
}

/**
 * A capitalised word inside a French or Spanish sentence is most likely a
 * name. It is still reported, but gets no suggestions: nspell's search for a
 * word with no near neighbour in the dictionary is its slowest case (1.5–2.5
 * s of CPU for one unknown name in French, against 50–100 ms for a typo).
 * German capitalises every noun, so there it does not apply.
 */
function likelyName(text: string, start: number, word: string, language: HunspellLanguage): boolean {
  if (language === 'de' || !/^\p{Lu}/u.test(word)) return false;
  const before = text.slice(Math.max(0, start - 4), start);
  return before.trim() !== '' && !/\n\s*$/.test(before) && !/[.!?…:¿¡«"“]\s*$/.test(before);
}

/**
 * Holds suggestions across checks: a document is checked again after each
 * pause in typing, and its misspelled words are mostly the same ones.
 */
export function createSpellingCheck(speller: Speller, language: HunspellLanguage) {
  const verdicts = new Map<string, boolean>();
  const suggestions = new Map<string, string[]>();

  function isCorrect(word: string): boolean {
    let verdict = verdicts.get(word);
    if (verdict === undefined) {
      verdict = speller.correct(word) || (language === 'de' && word.length >= 7 && germanCompound(word, speller));
      if (verdicts.size > 50_000) verdicts.clear();
      verdicts.set(word, verdict);
    }
    return verdict;
  }

  return function check(text: string, userWords: readonly string[]): Finding[] {
    const own = new Set(userWords.map((word) => word.toLowerCase()));
    const mask = proseMask(text);
    const findings: Finding[] = [];
    const deadline = Date.now() + spellingLimits.suggestMilliseconds;
    for (const token of words(text, language)) {
      // Typographic apostrophes as the dictionaries write them ("l’homme" → "l'homme"), same length.
      const word = token.text.replace(/’/g, "'");
      if (skipped(word) || own.has(word.toLowerCase()) || mask.some(([start, end]) => token.start < end && token.end > start)) continue;
      if (isCorrect(word)) continue;
      let suggested = suggestions.get(word);
      if (!suggested && word.length <= spellingLimits.suggestWordLength && !likelyName(text, token.start, word, language) && Date.now() < deadline) {
        suggested = speller.suggest(word).slice(0, spellingLimits.suggestions);
        if (suggestions.size > 5_000) suggestions.clear();
        suggestions.set(word, suggested);
      }
      findings.push({
        id: `spelling:${token.start}:${token.end}`,
        kind: 'spelling',
        start: token.start,
        end: token.end,
        text: token.text,
        message: '',
        messageKey: 'editor.checks.spelling',
        params: { word: token.text },
        suggestions: suggested ?? [],
        rule: 'hunspell',
      });
    }
    return findings;
  };
}

export type SpellingCheck = ReturnType<typeof createSpellingCheck>;
