import { passiveSpans } from './passive.ts';
import { countCharacters, sentences, words } from './segments.ts';
import { syllableCount } from './syllables.ts';
import type { CheckLanguage, CheckMetrics, Finding, Readability, ReadabilityBand } from './types.ts';

/** A sentence longer than this many words (characters in Chinese) is reported. */
const longSentenceLimit = { words: 30, chineseCharacters: 60 } as const;

export interface TextAnalysis {
  metrics: CheckMetrics;
  /** Long sentences and passive voice, in text order. */
  findings: Finding[];
}

/** What the metrics are made of: counts that add up over parts of a text (its paragraphs). */
export interface TextCounts {
  sentences: number;
  words: number;
  /** Words with a letter in them (readability counts these). */
  letterWords: number;
  syllables: number;
  characters: number;
  longSentences: number;
  passiveSentences: number;
}

export const noCounts: TextCounts = { sentences: 0, words: 0, letterWords: 0, syllables: 0, characters: 0, longSentences: 0, passiveSentences: 0 };

export function addCounts(a: TextCounts, b: TextCounts): TextCounts {
  return {
    sentences: a.sentences + b.sentences,
    words: a.words + b.words,
    letterWords: a.letterWords + b.letterWords,
    syllables: a.syllables + b.syllables,
    characters: a.characters + b.characters,
    longSentences: a.longSentences + b.longSentences,
    passiveSentences: a.passiveSentences + b.passiveSentences,
  };
}

/**
 * Readability, sentence length and passive voice of a plain text, with no
 * engine to load: runs the same in the worker and in Node.
 */
export function analyseText(text: string, language: CheckLanguage): TextAnalysis {
  const { counts, findings } = countText(text, language);
  return { metrics: metricsOf(counts, language), findings };
}

/** The counts and own findings (long sentences, passive voice, in text order) of a text or a part of one. */
export function countText(text: string, language: CheckLanguage): { counts: TextCounts; findings: Finding[] } {
  const findings: Finding[] = [];
  let wordCount = 0;
  let letterWords = 0;
  let syllables = 0;
  let longSentences = 0;
  let passiveSentences = 0;
  const sentenceList = sentences(text, language);
  for (const sentence of sentenceList) {
    const sentenceWords = words(sentence.text, language, sentence.start);
    wordCount += sentenceWords.length;
    for (const word of sentenceWords) {
      if (!/\p{L}/u.test(word.text)) continue;
      letterWords++;
      if (language !== 'zh') syllables += syllableCount(word.text, language);
    }
    const long = language === 'zh' ? countCharacters(sentence.text) > longSentenceLimit.chineseCharacters : sentenceWords.length > longSentenceLimit.words;
    if (long) {
      longSentences++;
      const params: Record<string, number> = language === 'zh' ? { characters: countCharacters(sentence.text) } : { words: sentenceWords.length };
      findings.push(ownFinding('longSentence', sentence, language === 'zh' ? 'editor.checks.longSentenceCharacters' : 'editor.checks.longSentence', params));
    }
    const passives = passiveSpans(sentence, language);
    if (passives.length) passiveSentences++;
    for (const passive of passives) findings.push(ownFinding('passive', passive, 'editor.checks.passive', { phrase: passive.text }));
  }
  findings.sort((a, b) => a.start - b.start || a.end - b.end);
  const counts = { sentences: sentenceList.length, words: wordCount, letterWords, syllables, characters: countCharacters(text), longSentences, passiveSentences };
  return { counts, findings };
}

/** The metrics the panel shows, from a whole text's counts. */
export function metricsOf(counts: TextCounts, language: CheckLanguage): CheckMetrics {
  const { sentences: sentenceCount, words: wordCount, letterWords, syllables, characters } = counts;
  return {
    language,
    sentences: sentenceCount,
    words: wordCount,
    characters,
    syllables: language === 'zh' ? null : syllables,
    wordsPerSentence: sentenceCount ? round(wordCount / sentenceCount) : 0,
    charactersPerSentence: sentenceCount ? round(characters / sentenceCount) : 0,
    readability: language === 'zh' || !letterWords || !sentenceCount ? null : readability(language, letterWords / sentenceCount, syllables / letterWords),
    longSentences: counts.longSentences,
    passiveSentences: counts.passiveSentences,
  };
}

function ownFinding(kind: 'longSentence' | 'passive', at: { text: string; start: number; end: number }, messageKey: string, params: Record<string, string | number>): Finding {
  return { id: `${kind}:${at.start}:${at.end}`, kind, start: at.start, end: at.end, text: at.text, message: '', messageKey, params, suggestions: [], rule: kind };
}

/**
 * The language's usual formula, from words per sentence and syllables per
 * word. Every score reads "higher is easier"; Flesch, Kandel–Moles and Amstad
 * share Flesch's scale and bands, INFLESZ (Szigriszt-Pazos) has its own five.
 */
export function readability(language: Exclude<CheckLanguage, 'zh'>, wordsPerSentence: number, syllablesPerWord: number): Readability {
  switch (language) {
    case 'en': {
      const score = 206.835 - 1.015 * wordsPerSentence - 84.6 * syllablesPerWord;
      return { formula: 'fleschReadingEase', score: round(score), band: fleschBand(score) };
    }
    case 'fr': {
      const score = 207 - 1.015 * wordsPerSentence - 73.6 * syllablesPerWord;
      return { formula: 'kandelMoles', score: round(score), band: fleschBand(score) };
    }
    case 'de': {
      const score = 180 - wordsPerSentence - 58.5 * syllablesPerWord;
      return { formula: 'amstad', score: round(score), band: fleschBand(score) };
    }
    case 'es': {
      const score = 206.835 - 62.3 * syllablesPerWord - wordsPerSentence;
      return { formula: 'szigrisztPazos', score: round(score), band: inflieszBand(score) };
    }
  }
}

function fleschBand(score: number): ReadabilityBand {
  if (score >= 90) return 'veryEasy';
  if (score >= 80) return 'easy';
  if (score >= 70) return 'fairlyEasy';
  if (score >= 60) return 'standard';
  if (score >= 50) return 'fairlyHard';
  if (score >= 30) return 'hard';
  return 'veryHard';
}

/** INFLESZ's scale (Barrio-Cantalejo, 2008): over 80, 65–80, 55–65, 40–55, under 40. */
function inflieszBand(score: number): ReadabilityBand {
  if (score > 80) return 'veryEasy';
  if (score > 65) return 'fairlyEasy';
  if (score > 55) return 'standard';
  if (score >= 40) return 'fairlyHard';
  return 'veryHard';
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
