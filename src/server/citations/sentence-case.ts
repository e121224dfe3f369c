// Titles in sentence case, for the styles whose guides want it (APA 7:
// "Education at a glance 2019: OECD indicators"). Reference managers store
// English titles in title case, and citeproc cannot tell a proper noun from a
// common word; the English Hunspell word list (dictionary-en, MIT and BSD)
// can: a word it lists only in lower case is a common word and loses its
// capital, one it lists with a capital (English, Paris, March) or not at all
// (Torralba, SARS-CoV) keeps it. Nothing is fetched; the list is read on first
// use and kept.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

interface Lexicon {
  /** Words the list holds in lower case only (stems, as Hunspell stores them). */
  common: Set<string>;
  /** Words the list holds with a capital, in their lower-case form. */
  proper: Set<string>;
}

let lexicon: Lexicon | undefined;

function loadLexicon(): Lexicon {
  // The package exports only its loader: the word list is the file beside it.
  const file = path.join(path.dirname(createRequire(import.meta.url).resolve('dictionary-en')), 'index.dic');
  const common = new Set<string>();
  const proper = new Set<string>();
  for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
    const word = line.split('/')[0]!.trim();
    if (!word) continue;
    if (/^\p{Ll}/u.test(word)) common.add(word);
    else if (/^\p{Lu}\p{Ll}*$/u.test(word)) proper.add(word.toLowerCase());
  }
  return { common, proper };
}

/** The stems a word form may come from: "indicators" → indicator, "studies" → study, "making" → make. */
function stems(word: string): string[] {
  const out = [word, word.replace(/['’]s$/, '')];
  const endings: Array<[RegExp, string]> = [
    [/ies$/, 'y'],
    [/ied$/, 'y'],
    [/es$/, ''],
    [/s$/, ''],
    [/ed$/, ''],
    [/ed$/, 'e'],
    [/ing$/, ''],
    [/ing$/, 'e'],
    [/(.)\1ing$/, '$1'],
    [/(.)\1ed$/, '$1'],
    [/ly$/, ''],
    [/er$/, ''],
    [/est$/, ''],
  ];
  for (const [ending, replacement] of endings) if (ending.test(word)) out.push(word.replace(ending, replacement));
  return out;
}

/** Whether a capitalised word is a common word, to be written in lower case. */
function isCommonWord(word: string, words: Lexicon): boolean {
  const lower = word.toLowerCase();
  if (words.proper.has(lower) || words.proper.has(lower.replace(/['’]s$/, ''))) return false;
  return stems(lower).some((stem) => words.common.has(stem));
}

/** A word in title case: a capital, then lower-case letters only ("Glance", not "OECD", "iPhone" or "McDonald"). */
const titleCaseWord = /^\p{Lu}\p{Ll}+(?:['’]\p{Ll}+)?$/u;
/** Words that lose a capital in title case too: their being lower case says nothing. */
const minorWords = new Set(['a', 'an', 'the', 'and', 'but', 'or', 'nor', 'for', 'so', 'yet', 'as', 'at', 'by', 'in', 'of', 'off', 'on', 'per', 'to', 'up', 'via', 'from', 'into', 'with', 'over', 'than', 'vs']);

/**
 * Whether the title is in title case: most of its words that title case
 * capitalises are capitalised. A title already in sentence case (or in
 * another convention) is left as it is, so proper nouns typed with care
 * are never touched.
 */
function looksTitleCased(words: string[]): boolean {
  const major = words.filter((w) => /^\p{L}/u.test(w) && !minorWords.has(w.toLowerCase()));
  if (major.length < 2) return false;
  const capitalised = major.filter((w) => /^\p{Lu}/u.test(w)).length;
  return capitalised / major.length >= 0.8;
}

/** Protected stretches of a CSL title: citeproc's `<span class="nocase">` (BibTeX's braces) and any other markup. */
const protectedSpan = /<span class="nocase">[\s\S]*?<\/span>|<[^>]+>/g;

/**
 * The title in sentence case: its first word, the first word after a colon
 * (or a question mark, exclamation mark, full stop or dash) and proper
 * nouns keep their capitals; other words lose theirs. A title not in title
 * case comes back unchanged.
 */
export function sentenceCase(title: string): string {
  const plainWords = title.replace(protectedSpan, ' ').split(/[\s–—/-]+/).filter(Boolean);
  if (!looksTitleCased(plainWords)) return title;
  lexicon ??= loadLexicon();
  const words = lexicon;
  let startOfSentence = true;
  // Tokens: protected spans, words (letters, apostrophes), and everything else.
  return title.replace(/<span class="nocase">[\s\S]*?<\/span>|<[^>]+>|[\p{L}\p{N}]+(?:['’][\p{L}]+)?|[^\p{L}\p{N}<]+/gu, (token) => {
    if (token.startsWith('<')) {
      if (token.startsWith('<span class="nocase">')) startOfSentence = false;
      return token;
    }
    if (!/[\p{L}\p{N}]/u.test(token)) {
      if (/[:?!.]\s|[—–]\s|^\s*[:?!]\s*$/.test(token)) startOfSentence = true;
      return token;
    }
    const first = startOfSentence;
    startOfSentence = false;
    if (first || !titleCaseWord.test(token) || !isCommonWord(token, words)) return token;
    return token.toLowerCase();
  });
}
