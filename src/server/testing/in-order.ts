import { expect } from 'vitest';

/** Fails unless every part occurs in the text, each after the one before it (the message shows the text). */
export function expectInOrder(text: string, parts: string[]): void {
  let from = 0;
  for (const part of parts) {
    const at = text.indexOf(part, from);
    expect(at, `"${part}" after position ${from} in:\n${text}`).toBeGreaterThanOrEqual(0);
    from = at + part.length;
  }
}
