import { diffLines, diffWordsWithSpace } from 'diff';
import { countWords } from '../../shared/generation.ts';

/**
 * A word-level comparison of two texts (Markdown source, compared as plain
 * text), shaped for reading: what was added and removed, with long unchanged
 * stretches folded to a few words of context on each side.
 */

/** One stretch of the comparison. A `folded` stretch is unchanged text shown as a count until the reader opens it. */
export type DiffPart = { kind: 'same'; text: string } | { kind: 'added'; text: string } | { kind: 'removed'; text: string } | { kind: 'folded'; text: string; words: number };

export interface WordDiff {
  parts: DiffPart[];
  /** Words in the added and the removed stretches (as a document's words are counted). */
  added: number;
  removed: number;
  /** Some stretch differed too much to compare word by word in time: it shows as wholly removed and added. */
  approximate: boolean;
}

/** An unchanged stretch longer than this many words is folded. */
export const foldAfterWords = 40;
/** Words of an unchanged stretch kept in view beside a change, on each side. */
export const contextWords = 12;
/** The whole comparison's budget, and one changed stretch's: past it, what is left shows as replaced. */
const diffTimeoutMs = 1000;
const stretchTimeoutMs = 250;

/** Offsets where the `n`th whitespace-separated run of `text` starts (index 0) … a list as long as the runs. */
function runStarts(text: string): number[] {
  const starts: number[] = [];
  for (const match of text.matchAll(/\S+/g)) starts.push(match.index);
  return starts;
}

/**
 * An unchanged stretch, folded when long: its first words stay after a change
 * before it, its last words before a change after it, and the rest becomes one
 * folded part. At the start of the text only the end shows, at the end only the start.
 */
function unchanged(text: string, changeBefore: boolean, changeAfter: boolean): DiffPart[] {
  const starts = runStarts(text);
  if (starts.length <= foldAfterWords) return [{ kind: 'same', text }];
  const head = changeBefore ? contextWords : 0;
  const tail = changeAfter ? contextWords : 0;
  const foldFrom = head === 0 ? 0 : starts[head]!;
  const foldTo = tail === 0 ? text.length : starts[starts.length - tail]!;
  const folded = text.slice(foldFrom, foldTo);
  const parts: DiffPart[] = [];
  if (foldFrom > 0) parts.push({ kind: 'same', text: text.slice(0, foldFrom) });
  parts.push({ kind: 'folded', text: folded, words: countWords(folded) });
  if (foldTo < text.length) parts.push({ kind: 'same', text: text.slice(foldTo) });
  return parts;
}

/** Shapes the diff library's changes into parts, counting words and folding long unchanged stretches. */
function shape(changes: { value: string; added: boolean; removed: boolean }[]): WordDiff {
  const parts: DiffPart[] = [];
  let added = 0;
  let removed = 0;
  changes.forEach((change, i) => {
    if (change.added) {
      added += countWords(change.value);
      parts.push({ kind: 'added', text: change.value });
    } else if (change.removed) {
      removed += countWords(change.value);
      parts.push({ kind: 'removed', text: change.value });
    } else {
      parts.push(...unchanged(change.value, i > 0, i < changes.length - 1));
    }
  });
  return { parts, added, removed, approximate: false };
}

/**
 * Compares `before` (a version) with `after` (the current text), word by
 * word, keeping spaces and line breaks. It runs once, in a task of its own
 * after the caller has painted its "comparing" state.
 */
export function compareWords(before: string, after: string): Promise<WordDiff> {
  return new Promise((resolve) => setTimeout(() => resolve(compareNow(before, after)), 0));
}

type Change = { value: string; added: boolean; removed: boolean };

/**
 * The comparison itself, synchronous (the unit test times it). Lines
 * (paragraphs, in Markdown) are compared first, then the words of each run of
 * changed lines against the lines that replaced them: the word diff's cost
 * grows with the square of the changes, so it only ever sees one changed
 * stretch. A stretch too long or too different to compare within the time
 * left shows as wholly replaced (`approximate`).
 */
export function compareNow(before: string, after: string): WordDiff {
  const deadline = Date.now() + diffTimeoutMs;
  const lines = diffLines(before, after);
  const changes: Change[] = [];
  let approximate = false;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const next = lines[i + 1];
    if (line.removed && next?.added) {
      const words = diffWordsWithSpace(line.value, next.value, { timeout: Math.max(1, Math.min(stretchTimeoutMs, deadline - Date.now())) });
      if (words) changes.push(...words);
      else {
        approximate = true;
        changes.push(line, next);
      }
      i += 1;
    } else changes.push(line);
  }
  return { ...shape(merged(changes)), approximate };
}

/** Neighbouring changes of the same kind as one (the word diffs of two stretches meet at unchanged lines). */
function merged(changes: Change[]): Change[] {
  const out: Change[] = [];
  for (const change of changes) {
    const last = out.at(-1);
    if (last && last.added === change.added && last.removed === change.removed) out[out.length - 1] = { ...last, value: last.value + change.value };
    else out.push({ value: change.value, added: change.added, removed: change.removed });
  }
  return out;
}
