import type { CheckLanguage } from './types.ts';

/** A piece of the text with its UTF-16 offsets (`end` exclusive). */
export interface TextSegment {
  text: string;
  start: number;
  end: number;
}

const segmenters = new Map<string, Intl.Segmenter>();

function segmenter(language: CheckLanguage, granularity: 'sentence' | 'word'): Intl.Segmenter {
  const key = `${language}:${granularity}`;
  let found = segmenters.get(key);
  if (!found) {
    found = new Intl.Segmenter(language, { granularity });
    segmenters.set(key, found);
  }
  return found;
}

/**
 * The sentences of a text, trimmed of surrounding white space, without empty
 * ones. A line break without end punctuation (a heading, a list item) also
 * ends a sentence: the segmenter alone would run a heading into the next
 * paragraph's first sentence and call the pair one long sentence.
 */
export function sentences(text: string, language: CheckLanguage): TextSegment[] {
  const out: TextSegment[] = [];
  for (const piece of segmenter(language, 'sentence').segment(text)) {
    let offset = piece.index;
    for (const line of piece.segment.split('\n')) {
      const lead = line.length - line.trimStart().length;
      const trimmed = line.trim();
      if (trimmed) out.push({ text: trimmed, start: offset + lead, end: offset + lead + trimmed.length });
      offset += line.length + 1;
    }
  }
  return out;
}

/** The word-like segments of a text (Intl.Segmenter's `isWordLike`), with offsets. */
export function words(text: string, language: CheckLanguage, base = 0): TextSegment[] {
  const out: TextSegment[] = [];
  for (const piece of segmenter(language, 'word').segment(text)) {
    if (piece.isWordLike) out.push({ text: piece.segment, start: base + piece.index, end: base + piece.index + piece.segment.length });
  }
  return out;
}

/** Letters, marks and digits: what "characters" counts (ideographs included). */
const letterOrDigit = /[\p{L}\p{M}\p{N}]/u;

export function countCharacters(text: string): number {
  let count = 0;
  for (const char of text) if (letterOrDigit.test(char)) count++;
  return count;
}
