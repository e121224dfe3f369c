import { describe, expect, it } from 'vitest';
import { rtfText as rtfToText } from '../testing/exported-files.ts';
import { expectInOrder } from '../testing/in-order.ts';
import { everyConstructTableCells, markdownWithEveryConstruct } from '../testing/markdown-samples.ts';
import { markdownToRtf } from './rtf.ts';

/** Checks that unescaped braces balance and that the outer group closes only at the very end. */
function expectOneBalancedGroup(rtf: string): void {
  let depth = 0;
  let lowest = 0;
  /** Where the outermost group closed first, and where a brace closed a group that was never opened. */
  let firstClose = -1;
  let strayClose = -1;
  for (let i = 0; i < rtf.length; i++) {
    if (rtf[i] === '\\') i++;
    else if (rtf[i] === '{') depth++;
    else if (rtf[i] === '}') {
      depth--;
      if (depth === 0 && firstClose < 0) firstClose = i;
      if (depth < lowest) {
        lowest = depth;
        if (strayClose < 0) strayClose = i;
      }
    }
  }
  // One expectation per property, not one per character: a 400,000-character document made 800,000 of them.
  expect(strayClose, 'a } with no group open').toBe(-1);
  expect(firstClose, 'the document group closes at the end').toBe(rtf.length - 1);
  expect(depth).toBe(0);
}

const pureAscii = /^[\x20-\x7e\n]*$/;

/** The RTF without its escaped symbols (\\, \{, \}), so what looks like a control word is one. */
const markup = (rtf: string) => rtf.replace(/\\[\\{}]/g, '');

const everything = markdownWithEveryConstruct();

describe('markdownToRtf', () => {
  it('is a single RTF document with the fonts, colours and title', () => {
    const rtf = markdownToRtf('Hello', { title: 'My essay' });
    expect(rtf.startsWith('{\\rtf1\\ansi\\ansicpg1252\\deff0\\uc1 {\\fonttbl{\\f0\\froman Times New Roman;}')).toBe(true);
    expect(rtf).toContain('{\\colortbl;\\red0\\green0\\blue0;\\red37\\green99\\blue235;}');
    expect(rtf).toContain('{\\info{\\title My essay}}');
    expectOneBalancedGroup(rtf);
    expect(rtfToText(rtf).trim()).toBe('My essay\nHello');
  });

  it('writes all the text of every construct, in order', () => {
    const rtf = markdownToRtf(everything, { title: 'Ignored title' });
    const text = rtfToText(rtf);
    // The document opens with a heading, so the title is not added.
    expect(text).not.toContain('Ignored title');
    expectInOrder(text, [
      'Field notes\n',
      'Intro with bold words, italic words, struck words and inline code. A second line of the same paragraph.\nAfter a hard break, see the site and a note1.\n',
      'Lists\n',
      '•\tfirst bullet\n',
      'second level\n',
      'third level\n',
      '•\tback to one\n',
      '3.\tthird item\n',
      '4.\tfourth item\n',
      '☐\topen task\n',
      '☑\tdone task\n',
      'A quoted line that continues.\n',
      ...everyConstructTableCells,
      'const a = 1;\n\tindented();\n',
      '[a diagram] and <span>raw html</span> end.\n',
      'Notes\n',
      '1.\tThe footnote text.\n',
    ]);
    // Raw HTML is text: it appears once, where it was written.
    expect(text.split('<span>').length).toBe(2);
    expectOneBalancedGroup(rtf);
    expect(rtf).toMatch(pureAscii);
  });

  it('marks up emphasis, links, code, quotes, tables and footnotes with their control words', () => {
    const rtf = markdownToRtf(everything, { title: 'T' });
    expect(rtf).toContain('{\\b bold words}');
    expect(rtf).toContain('{\\i italic words}');
    expect(rtf).toContain('{\\strike struck words}');
    expect(rtf).toContain('{\\f2 inline code}');
    expect(rtf).toContain('{\\field{\\*\\fldinst{HYPERLINK "https://example.com/page"}}{\\fldrslt{\\ul\\cf2 the site}}}');
    expect(rtf).toContain('{\\super 1}');
    expect(rtf).toMatch(/\\li720[^ ]* \\i A quoted line/);
    expect(rtf).toMatch(/\\f1\\fs40\\b Field notes/);
    expect(rtf).toContain('{\\b Name}\\cell');
    expect((rtf.match(/\\row/g) ?? []).length).toBe(3);
    expect(rtf).toContain('\\qr');
  });

  it('indents nested lists further at each level', () => {
    const rtf = markdownToRtf('- one\n  - two\n    - three\n', { title: 'T' });
    expect(rtf).toMatch(/\\fi-360\\li720\\tx720 \\bullet\\tab one/);
    expect(rtf).toMatch(/\\fi-360\\li1440\\tx1440 \\u9702\?\\tab two/);
    expect(rtf).toMatch(/\\fi-360\\li2160\\tx2160 \\u9642\?\\tab three/);
  });

  it('turns only web and mail addresses into hyperlinks', () => {
    const rtf = markdownToRtf('[mail](mailto:a@example.com) [bad](javascript:alert(1)) [local](notes.md) [ref][r]\n\n[r]: http://example.org', { title: 'T' });
    expect(rtf).toContain('HYPERLINK "mailto:a@example.com"');
    expect(rtf).toContain('HYPERLINK "http://example.org"');
    expect(rtf).not.toContain('javascript');
    expect(rtf).not.toContain('notes.md');
    expect(rtfToText(rtf)).toContain('mail bad local ref');
  });

  it('keeps accents, Chinese, emoji and symbols as Unicode escapes', () => {
    const words = 'Déjà vu, garçon, Straße, Ærøskøbing, 中文测试, 👋 hi, € ™ © ≠ → «»';
    const rtf = markdownToRtf(words, { title: 'Café 👋' });
    expect(rtf).toMatch(pureAscii);
    expect(rtf).toContain('\\u-10179?\\u-9141?'); // 👋 U+1F44B as its UTF-16 surrogate pair D83D DC4B
    expect(rtf).toContain('\\u20013?\\u25991?'); // 中文
    expect(rtf).toContain('D\\u233?j\\u224? vu');
    expect(rtfToText(rtf)).toBe(`Café 👋\n${words}\n`);
  });

  it('escapes braces and backslashes in text and writes them back literally', () => {
    const body = 'Set {x} to C:\\Users\\me and `a{b}\\c`';
    const rtf = markdownToRtf(body, { title: 'Braces {} \\' });
    expect(rtf).toContain('Set \\{x\\} to C:\\\\Users\\\\me');
    expect(rtf).toContain('{\\f2 a\\{b\\}\\\\c}');
    expect(rtf).toContain('{\\info{\\title Braces \\{\\} \\\\}}');
    expectOneBalancedGroup(rtf);
    expect(rtfToText(rtf)).toBe('Braces {} \\\nSet {x} to C:\\Users\\me and a{b}\\c\n');
  });

  it('shows an RTF injection in the title or body as literal text', () => {
    const attack = '}}{\\rtf1\\ansi \\par {\\field{\\*\\fldinst{HYPERLINK "file:///etc/passwd"}}{\\fldrslt pwned}}';
    const rtf = markdownToRtf(`Before ${attack}\n\n\`\`\`\n${attack}\n\`\`\`\n\n[x](<https://example.com/a" \\\\{b}>)`, { title: `${attack}\n\\par` });
    expectOneBalancedGroup(rtf);
    expect(markup(rtf).match(/\\rtf1/g)).toHaveLength(1);
    expect(markup(rtf).match(/\\fldinst/g)).toHaveLength(1);
    expect(markup(rtf).match(/\\par\b/g)).toHaveLength(4); // the title, the paragraph, the code block and the link paragraph
    expect(rtf).toContain('HYPERLINK "https://example.com/a%22%20%5C%7Bb%7D"');
    const text = rtfToText(rtf);
    // In the Markdown paragraph, \* is a Markdown escape for *; the code block and the title keep it.
    expect(text).toBe(`${attack} \\par\nBefore ${attack.replace('\\*', '*')}\n${attack}\nx\n`);
  });

  it('writes control characters as nothing and line breaks in text as spaces', () => {
    const rtf = markdownToRtf('a\u0001b\u0007c\u001bd\u007fe\u0085f \uD800 lone', { title: 'x\ty\r\nz' });
    expect(rtf).toMatch(pureAscii);
    expect(rtfToText(rtf)).toBe('x y z\nabcdef \uFFFD lone\n');
  });

  it('adds the title as a heading unless the document starts with one', () => {
    expect(rtfToText(markdownToRtf('Body', { title: 'Title' }))).toBe('Title\nBody\n');
    expect(rtfToText(markdownToRtf('\n  # Own heading\n\nBody', { title: 'Title' }))).toBe('Own heading\nBody\n');
    expect(rtfToText(markdownToRtf('#hashtag', { title: 'Title' }))).toBe('Title\n#hashtag\n');
  });

  it('numbers footnotes by first reference, including references inside notes', () => {
    const rtf = markdownToRtf('A[^b] B[^a] C[^b] D[^missing]\n\n[^a]: Alpha[^c].\n[^b]: Beta.\n[^c]: Gamma.\n[^unused]: Never shown.', { title: 'T' });
    const text = rtfToText(rtf);
    expect(text).toContain('A1 B2 C1 D[^missing]');
    expectInOrder(text, ['Notes\n', '1.\tBeta.\n', '2.\tAlpha3.\n', '3.\tGamma.\n']);
    expect(text).not.toContain('Never shown');
  });

  it('survives a 200-deep nested list and deep quotes without losing the text', () => {
    const deepList = Array.from({ length: 200 }, (_, level) => `${'  '.repeat(level)}- item ${level}`).join('\n');
    const rtf = markdownToRtf(deepList, { title: 'Deep' });
    expectOneBalancedGroup(rtf);
    const text = rtfToText(rtf);
    expectInOrder(text, ['item 0', 'item 1', 'item 100', 'item 199']);
    // Indentation stops growing.
    const indents = [...rtf.matchAll(/\\li(\d+)/g)].map((m) => Number(m[1]));
    expect(Math.max(...indents)).toBeLessThanOrEqual(8 * 720);

    const deepQuote = markdownToRtf(`${'>'.repeat(5000)} bottom`, { title: 'Quotes' });
    expect(rtfToText(deepQuote)).toContain('bottom');
  });

  it('writes a 400,000-character document', { timeout: 120_000 }, () => {
    const sentence = 'Ünïcødé prose with **bold** and *italic* words, {braces} and a \\ backslash, [a link](https://example.com), 中文 and 👋. ';
    const block = `${sentence.repeat(6)}\n\n- item\n  - nested\n\n`;
    const markdown = block.repeat(Math.ceil(400_000 / block.length));
    expect(markdown.length).toBeGreaterThanOrEqual(400_000);
    const rtf = markdownToRtf(markdown, { title: 'Long' });
    expect(rtf).toMatch(pureAscii);
    expectOneBalancedGroup(rtf);
  });
});
