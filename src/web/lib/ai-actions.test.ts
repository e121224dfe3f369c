import { describe, expect, it } from 'vitest';
import { textBefore } from './ai-actions.ts';

describe('textBefore (the context an AI action reads)', () => {
  it('is everything before the point when it fits', () => {
    expect(textBefore('First.\n\nSecond.', 8, 100)).toBe('First.\n\n');
    expect(textBefore('abc', 0, 100)).toBe('');
  });

  it('starts at a paragraph inside the limit when the text is longer', () => {
    const text = `${'a'.repeat(50)}\n\nKept paragraph.\n\nLast one.`;
    expect(textBefore(text, text.length, 40)).toBe('Kept paragraph.\n\nLast one.');
    expect(textBefore(text, text.length, 20)).toBe('Last one.');
  });

  it('starts at a word when no paragraph break is inside the limit, and never exceeds it', () => {
    const text = 'one two three four five six seven';
    const before = textBefore(text, text.length, 12);
    expect(before.length).toBeLessThanOrEqual(12);
    expect(text.endsWith(before)).toBe(true);
    expect(before).toBe('six seven');
  });
});
