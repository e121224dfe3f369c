/**
 * The public types of the offline writing checks: what the editor sends
 * (`createWritingChecker().check(text, options)`, writing-checker.ts) and what
 * it gets back. Every offset is a UTF-16 offset into the text that was sent,
 * so `text.slice(finding.start, finding.end) === finding.text`.
 */

export const checkLanguages = ['en', 'de', 'fr', 'es', 'zh'] as const;
export type CheckLanguage = (typeof checkLanguages)[number];

/** The languages checked with a Hunspell dictionary (through nspell). */
export type HunspellLanguage = 'fr' | 'es' | 'de';

export function isHunspellLanguage(language: CheckLanguage): language is HunspellLanguage {
  return language === 'fr' || language === 'es' || language === 'de';
}

export type FindingKind = 'spelling' | 'grammar' | 'style' | 'longSentence' | 'passive';

export interface Finding {
  /** Stable within one result: kind, offsets and rule (so a UI can key on it). */
  id: string;
  kind: FindingKind;
  /** UTF-16 offsets into the checked text; `end` is exclusive. */
  start: number;
  end: number;
  /** The text between start and end. */
  text: string;
  /**
   * The engine's own sentence. Harper writes English only; our own findings
   * (spelling outside English, long sentences, passive voice) leave it empty
   * and carry `messageKey` and `params` for i18next instead.
   */
  message: string;
  /** An i18next key under `editor.checks.*`, for findings the UI translates. */
  messageKey?: string;
  params?: Record<string, string | number>;
  /** Replacement texts for `text`, best first ('' means: delete it). */
  suggestions: string[];
  /** The engine's rule name (Harper's lint kind, 'hunspell', 'longSentence' …). */
  rule?: string;
}

/** Readability bands, easiest first. Each formula maps its score onto them. */
export type ReadabilityBand = 'veryEasy' | 'easy' | 'fairlyEasy' | 'standard' | 'fairlyHard' | 'hard' | 'veryHard';

export type ReadabilityFormula = 'fleschReadingEase' | 'kandelMoles' | 'szigrisztPazos' | 'amstad';

export interface Readability {
  formula: ReadabilityFormula;
  /** Rounded to one decimal; higher is easier for every formula. */
  score: number;
  band: ReadabilityBand;
}

export interface CheckMetrics {
  language: CheckLanguage;
  sentences: number;
  /** Word-like segments (Intl.Segmenter); for Chinese, words as the segmenter cuts them. */
  words: number;
  /** Letters, digits and ideographs, without spaces or punctuation. */
  characters: number;
  /** Estimated syllables; null for Chinese. */
  syllables: number | null;
  /** Rounded to one decimal; 0 for an empty text. */
  wordsPerSentence: number;
  charactersPerSentence: number;
  /** Null for Chinese (no established formula) and for a text without words. */
  readability: Readability | null;
  longSentences: number;
  passiveSentences: number;
}

/** Which engine checked spelling: Harper (English), Hunspell dictionaries through nspell (fr, es, de), none (zh). */
export type SpellingEngine = 'harper' | 'hunspell' | 'unavailable';

export interface CheckResult {
  findings: Finding[];
  metrics: CheckMetrics;
  spelling: SpellingEngine;
}

export interface CheckOptions {
  language: CheckLanguage;
  /** The user's own words: never reported as misspelled. */
  words: readonly string[];
}

/** Main thread → worker. */
export interface CheckRequest {
  id: number;
  text: string;
  language: CheckLanguage;
  words: string[];
}

/** Worker → main thread: a result, or an error message (never both). */
export type CheckResponse = ({ id: number } & CheckResult) | { id: number; error: string };
