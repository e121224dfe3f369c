import { describe, expect, it } from 'vitest';
import { escapeMarkdown } from './markdown-escape.ts';
import { markdownToPlainText } from './markdown.ts';

describe('escapeMarkdown', () => {
  it.each([
    'Generics: List<T> and Map<K, V>',
    'My *essay* <b>one</b> #2',
    '# not a heading',
    '> not a quote',
    '- not a list',
    '+ not a list either',
    '1. not numbered',
    '2) nor this',
    'Take #1 #',
    'a_b_c and __init__ and `code`',
    '[link](https://example.org) ![img](x.png)',
    '~5 years, ~~struck~~',
    'Fish &amp; chips, &#169; and & alone',
    'back\\slash \\*',
    'https://example.org/a_b?x=1&y=2',
    '城市热岛效应 — “quotes” 😀',
  ])('%j reads back as exactly that text', (text) => {
    expect(markdownToPlainText(escapeMarkdown(text))).toBe(text);
  });

  it('leaves text without syntax as it is, so the Markdown stays readable', () => {
    for (const text of ['Heat & Shade: Notes', 'C++ and C#', 'jane@example.com · +1 555 0100', 'Q3 2024 (remote), 5 > 3']) {
      expect(escapeMarkdown(text)).toBe(text);
    }
  });
});
