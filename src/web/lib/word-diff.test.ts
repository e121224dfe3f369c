import { describe, expect, it } from 'vitest';
import { compareNow, contextWords, foldAfterWords, type DiffPart } from './word-diff.ts';

// The word-level comparison behind Versions › Compare: what it marks, what it
// folds, and how long two 10,000-word texts take (printed, not asserted: the
// machine's speed varies).

const words = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `w${i + from}`).join(' ');
const text = (parts: DiffPart[]) => parts.map((part) => part.text).join('');
const marked = (parts: DiffPart[]) => parts.filter((part) => part.kind === 'added' || part.kind === 'removed').map((part) => `${part.kind === 'added' ? '+' : '-'}${part.text}`);

describe('compareNow', () => {
  it('marks the words added and removed, keeping spaces and line breaks, and counts them', () => {
    const diff = compareNow('The quick brown fox.\n\nIt jumps.', 'The slow brown fox.\n\nIt jumps high.');
    expect(marked(diff.parts)).toEqual(['-quick', '+slow', '+ high']);
    expect([diff.added, diff.removed, diff.approximate]).toEqual([2, 1, false]);
    // Every part together is the current text with the removed words in their place.
    expect(text(diff.parts.filter((part) => part.kind !== 'removed'))).toBe('The slow brown fox.\n\nIt jumps high.');
  });

  it('answers no change for the same text', () => {
    const diff = compareNow('Same words.', 'Same words.');
    expect(marked(diff.parts)).toEqual([]);
    expect([diff.added, diff.removed]).toEqual([0, 0]);
  });

  it(`folds unchanged stretches longer than ${foldAfterWords} words, keeping ${contextWords} words beside each change`, () => {
    const before = `${words(100)} old ${words(100, 100)}`;
    const after = `${words(100)} new ${words(100, 100)}`;
    const diff = compareNow(before, after);
    expect(diff.parts.map((part) => part.kind)).toEqual(['folded', 'same', 'removed', 'added', 'same', 'folded']);
    const [first, , , , , last] = diff.parts;
    expect(first).toMatchObject({ kind: 'folded', words: 100 - contextWords });
    expect(last).toMatchObject({ kind: 'folded', words: 100 - contextWords });
    expect(diff.parts[1]!.text.trim().split(/\s+/)).toHaveLength(contextWords);
    // Nothing is lost by folding.
    expect(text(diff.parts.filter((part) => part.kind !== 'removed'))).toBe(after);
  });

  it('measures two 10,000-word texts: a revised one and a rewritten one', () => {
    const base = Array.from({ length: 10_000 }, (_, i) => `word${i % 997}${i % 10 === 9 ? '.' : ''}${i % 120 === 119 ? '\n\n' : ''}`).join(' ');
    // Every 40th word changed, and a paragraph added: about 250 changes.
    const revised = base
      .split(' ')
      .map((word, i) => (i % 40 === 7 ? `changed${i}` : word))
      .join(' ')
      .concat('\n\nA closing paragraph the version did not have.');
    let started = performance.now();
    const diff = compareNow(base, revised);
    const revisedMs = performance.now() - started;
    expect(diff.approximate).toBe(false);
    expect(diff.removed).toBe(250);
    expect(diff.added).toBe(250 + 8);

    const rewritten = Array.from({ length: 10_000 }, (_, i) => `other${i % 991}`).join(' ');
    started = performance.now();
    const whole = compareNow(base, rewritten);
    const rewrittenMs = performance.now() - started;
    expect(whole.removed).toBe(10_000);
    expect(whole.added).toBe(10_000);
    // The measurement, for the report (no timed assertion).
    console.warn(`word diff of two 10,000-word texts: revised ${revisedMs.toFixed(0)} ms (${diff.parts.length} parts), rewritten ${rewrittenMs.toFixed(0)} ms (approximate: ${whole.approximate})`);
  });
});
