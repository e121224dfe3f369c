import { z } from './zod.ts';

/*
 * A user's own writing dictionary: words the spelling check must never flag
 * again, kept on the server so every device knows them. The settings page,
 * the editor and the server read the word's rules here.
 */

export const dictionaryLimits = {
  /** Characters (code points) in one word, after NFC normalisation. */
  wordLength: 64,
  /** Words one user may keep. */
  perUser: 5000,
  /** The largest request body `POST /api/me/dictionary` reads. */
  bodyBytes: 1024,
} as const;

/**
 * What a word is compared by: two spellings that differ only in case are one
 * word ("Inkwell" and "inkwell"). The database keeps one entry per key, as first typed.
 */
export function wordKey(word: string): string {
  return word.normalize('NFC').toLowerCase();
}

// Lone surrogates match \p{Cs} with the u flag (a pair is read as one code point).
const controlOrLoneSurrogate = /[\p{Cc}\p{Cs}]/u;
const whitespace = /[\s\u200B\u2060\uFEFF]/u;

/** The interface key of what is wrong with `word` (already trimmed), or undefined for a word that may be kept. */
export function wordProblem(word: string): string | undefined {
  if (word.length === 0) return 'validation.required';
  // Spaces first: a tab or a line break is a control character too, but "one word" says what to do.
  if (whitespace.test(word)) return 'settings.dictionary.oneWord';
  if (controlOrLoneSurrogate.test(word)) return 'validation.invalidCharacters';
  if ([...word.normalize('NFC')].length > dictionaryLimits.wordLength) return 'settings.dictionary.tooLong';
  return undefined;
}

/**
 * One word as typed: trimmed, then refused when empty, holding a space, a
 * control character or a lone surrogate, or longer than the limit; kept NFC-normalised.
 */
const dictionaryWordSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .superRefine((word, ctx) => {
    const problem = wordProblem(word);
    if (problem === 'settings.dictionary.tooLong') {
      ctx.addIssue({ code: 'too_big', origin: 'string', maximum: dictionaryLimits.wordLength, inclusive: true, message: problem, input: word });
    } else if (problem) {
      ctx.addIssue({ code: 'custom', message: problem, input: word });
    }
  })
  .transform((word) => word.normalize('NFC'));

/** `POST /api/me/dictionary`. */
export const addWordSchema = z.strictObject({ word: dictionaryWordSchema });

/** `GET /api/me/dictionary`: every word, sorted as a reader expects (case and accents second). */
export interface DictionaryList {
  words: string[];
}

/** The answer to adding a word: the word as kept (the earlier spelling when the word was already there). */
export interface DictionaryWord {
  word: string;
}

const collator = new Intl.Collator('und', { sensitivity: 'base' });

/** Sorts words alphabetically, ignoring case and accents first, then by code point so the order is total. */
export function sortWords(words: readonly string[]): string[] {
  return [...words].sort((a, b) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0));
}
