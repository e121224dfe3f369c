import { describe, expect, it } from 'vitest';
import { limitNesting, markdownToPlainText, markdownToSafeHtml, markdownToText, opensWithHeading, parseMarkdown } from './markdown.ts';

/** The ids in a fragment, and the in-page targets (#…) its links point to. */
function anchors(html: string) {
  const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
  const targets = [...html.matchAll(/\shref="#([^"]+)"/g)].map((m) => m[1]);
  return { ids, targets };
}

describe('markdownToSafeHtml', () => {
  it('renders paragraphs, headings and emphasis', () => {
    expect(markdownToSafeHtml('# Title\n\n## Section\n\nSome **bold**, _em_, *em too*, ~~gone~~ and `code`.')).toBe(
      '<h1>Title</h1>\n<h2>Section</h2>\n<p>Some <strong>bold</strong>, <em>em</em>, <em>em too</em>, <del>gone</del> and <code>code</code>.</p>',
    );
  });

  it('renders nested emphasis', () => {
    expect(markdownToSafeHtml('***both*** and **bold _inside_**')).toBe(
      '<p><em><strong>both</strong></em> and <strong>bold <em>inside</em></strong></p>',
    );
  });

  it('renders a GFM table with header and body cells', () => {
    const html = markdownToSafeHtml('| Style | Used in |\n| --- | :-: |\n| **APA** | Psychology |\n| MLA | Literature |');
    expect(html).toContain('<table>');
    expect(html).toContain('<thead>\n<tr>\n<th>Style</th>');
    expect(html).toMatch(/<th( align="center")?>Used in<\/th>/);
    expect(html).toContain('<td><strong>APA</strong></td>');
    expect(html).toMatch(/<td( align="center")?>Literature<\/td>/);
  });

  it('renders nested lists inside ordered lists', () => {
    expect(markdownToSafeHtml('1. First\n   - a\n     - deep\n   - b\n2. Second')).toBe(
      '<ol>\n<li>First\n<ul>\n<li>a\n<ul>\n<li>deep</li>\n</ul>\n</li>\n<li>b</li>\n</ul>\n</li>\n<li>Second</li>\n</ol>',
    );
  });

  it('renders GFM task lists as ballot boxes, not unlabelled checkboxes', () => {
    const html = markdownToSafeHtml('- [ ] to do\n- [x] done');
    expect(html).not.toContain('<input');
    expect(html).toContain('☐ to do');
    expect(html).toContain('☑ done');
  });

  it('renders blockquotes, code blocks and line breaks', () => {
    expect(markdownToSafeHtml('> quoted')).toBe('<blockquote>\n<p>quoted</p>\n</blockquote>');
    expect(markdownToSafeHtml('```\nconst x = "<b>";\n```')).toBe('<pre><code>const x = "&#x3C;b>";\n</code></pre>');
    expect(markdownToSafeHtml('line one  \nline two')).toBe('<p>line one<br>\nline two</p>');
  });

  it('keeps http(s) and mailto links and images, and autolinks bare URLs', () => {
    expect(markdownToSafeHtml('[site](https://example.com/a?b=1&c=2)')).toBe('<p><a href="https://example.com/a?b=1&#x26;c=2">site</a></p>');
    expect(markdownToSafeHtml('[mail](mailto:help@example.com)')).toBe('<p><a href="mailto:help@example.com">mail</a></p>');
    expect(markdownToSafeHtml('![cover](/blog/cover.svg "Cover")')).toBe('<p><img src="/blog/cover.svg" alt="cover" title="Cover"></p>');
    expect(markdownToSafeHtml('See https://example.com.')).toBe('<p>See <a href="https://example.com">https://example.com</a>.</p>');
  });

  it('renders footnotes with a reference and the note', () => {
    const html = markdownToSafeHtml('A claim.[^1]\n\n[^1]: The source.');
    expect(html).toMatch(/<sup><a href="#[^"]+"[^>]*>1<\/a><\/sup>/);
    expect(html).toContain('<section data-footnotes class="footnotes">');
    expect(html).toContain('The source.');
  });

  it('links each footnote reference to its note and back (every #target exists)', () => {
    const { ids, targets } = anchors(markdownToSafeHtml('One.[^a] Two.[^b]\n\n[^a]: Note A.\n[^b]: Note B.'));
    expect(targets.length).toBe(4);
    for (const target of targets) expect(ids, `#${target}`).toContain(target);
  });

  it('escapes text that only looks like markup', () => {
    expect(markdownToSafeHtml('5 < 6 & "quotes"')).toBe('<p>5 &#x3C; 6 &#x26; "quotes"</p>');
    expect(markdownToSafeHtml('`<script>alert(1)</script>`')).toBe('<p><code>&#x3C;script>alert(1)&#x3C;/script></code></p>');
  });

  it('shows raw HTML as escaped text and drops unsafe URLs', () => {
    const html = markdownToSafeHtml(
      'Hi <b onclick="x()">there</b>.\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1)) ![i](javascript:alert(1)) List<T>',
    );
    expect(html).toBe(
      '<p>Hi &#x3C;b onclick="x()">there&#x3C;/b>.</p>\n<p>&#x3C;script>alert(1)&#x3C;/script></p>\n<p>&#x3C;img src=x onerror=alert(1)></p>\n<p><a>x</a> <img alt="i"> List&#x3C;T></p>',
    );
  });

  it('answers an empty string for empty input', () => {
    expect(markdownToSafeHtml('')).toBe('');
  });
});

describe('markdownToPlainText', () => {
  it('keeps the text of headings, paragraphs and emphasis without their syntax', () => {
    expect(markdownToPlainText('# Title\n\nSome **bold**, _em_, ~~gone~~ and `code`.')).toBe('Title Some bold, em, gone and code.');
  });

  it('keeps link text and image alt text, not their addresses', () => {
    expect(markdownToPlainText('Read [the guide](https://example.com/guide) ![a diagram](/d.svg).')).toBe('Read the guide a diagram.');
  });

  it('collapses whitespace and soft line breaks', () => {
    expect(markdownToPlainText('  one\ntwo   three\n\n\n\nfour  ')).toBe('one two three four');
  });

  it('separates the words of list items', () => {
    expect(markdownToPlainText('Jobs:\n\n- Take a position\n- Narrow the scope')).toBe('Jobs: Take a position Narrow the scope');
  });

  it('separates the words of nested list items', () => {
    expect(markdownToPlainText('1. First\n   - a\n   - b\n2. Second')).toBe('First a b Second');
  });

  it('separates the cells of a GFM table', () => {
    expect(markdownToPlainText('| Style | Field |\n| --- | --- |\n| APA | Psychology |')).toBe('Style Field APA Psychology');
  });

  it('separates the lines of a hard line break', () => {
    expect(markdownToPlainText('line one  \nline two')).toBe('line one line two');
  });

  it('keeps a footnote reference out of the running text', () => {
    expect(markdownToPlainText('A claim.[^1] More.\n\n[^1]: The source.')).toMatch(/^A claim\. More\./);
  });

  it('keeps raw HTML as the text it is, as the rendered view does', () => {
    expect(markdownToPlainText('Visible <b>text</b>.\n\n<script>alert(1)</script>')).toBe('Visible <b>text</b>. <script>alert(1)</script>');
  });

  it('answers an empty string for empty or blank input', () => {
    expect(markdownToPlainText('')).toBe('');
    expect(markdownToPlainText(' \n\n ')).toBe('');
  });
});

describe('markdownToText', () => {
  it('underlines the first two heading levels, capitalising the title, and keeps deeper headings as plain lines', () => {
    expect(markdownToText('# Climate and Cities\n\n## Causes\n\n### Asphalt\n\nText.')).toBe(
      'CLIMATE AND CITIES\n==================\n\nCauses\n------\n\nAsphalt\n\nText.\n',
    );
  });

  it('caps an underline at 72 characters and drops an empty heading', () => {
    expect(markdownToText('# ' + 'a'.repeat(80))).toBe('A'.repeat(80) + '\n' + '='.repeat(72) + '\n');
    expect(markdownToText('#\n\nText')).toBe('Text\n');
  });

  it('separates paragraphs by one blank line and keeps the line breaks inside a paragraph', () => {
    expect(markdownToText('First line\nsame paragraph.\n\n\n\nSecond paragraph.')).toBe('First line\nsame paragraph.\n\nSecond paragraph.\n');
    expect(markdownToText('line one  \nline two')).toBe('line one\nline two\n');
  });

  it('removes emphasis, code and strike-through syntax and keeps image alt text', () => {
    expect(markdownToText('Some **bold**, _em_, ~~gone~~, `code` and ![a chart](/c.png).')).toBe('Some bold, em, gone, code and a chart.\n');
  });

  it('writes bullet lists with bullets, nested lists indented under their item', () => {
    expect(markdownToText('- a\n- b\n  - nested\n    - deeper\n- c')).toBe('• a\n• b\n  • nested\n    • deeper\n• c\n');
  });

  it('numbers ordered lists from their start, with nested bullets aligned under the text', () => {
    expect(markdownToText('1. First\n   - a\n   - b\n2. Second')).toBe('1. First\n   • a\n   • b\n2. Second\n');
    expect(markdownToText('3. three\n4. four')).toBe('3. three\n4. four\n');
    expect(markdownToText('9. nine\n10. ten')).toBe('9. nine\n10. ten\n');
  });

  it('keeps the blank line between the items of a loose list', () => {
    expect(markdownToText('- a\n\n- b')).toBe('• a\n\n• b\n');
  });

  // BUG (markdown.ts blocksOf, case 'list'): the blocks of one item are joined
  // by the list's `spread`, not the item's, so two paragraphs inside one item
  // of a tight list run together without the blank line between them.
  it('keeps the blank line between two paragraphs of one list item', () => {
    expect(markdownToText('1. First para\n\n   Second para\n2. Next')).toBe('1. First para\n\n   Second para\n2. Next\n');
  });

  it('writes task list items with ballot boxes', () => {
    expect(markdownToText('- [ ] to do\n- [x] done')).toBe('• ☐ to do\n• ☑ done\n');
  });

  it('marks every line of a block quote, nested quotes twice', () => {
    expect(markdownToText('> quote one\n> more\n>\n> second para\n\n> - item')).toBe('> quote one\n> more\n\n> second para\n\n> • item\n');
    expect(markdownToText('> outer\n>\n> > inner')).toBe('> outer\n\n> > inner\n');
  });

  it('writes a table one row a line, cells separated by bars, without the alignment row', () => {
    expect(markdownToText('| Style | Used in |\n| --- | :-: |\n| **APA** | Psychology |\n| MLA | Literature |')).toBe(
      'Style | Used in\nAPA | Psychology\nMLA | Literature\n',
    );
  });

  it('keeps the address of a link after its text, once when the text is the address', () => {
    expect(markdownToText('Read [the guide](https://example.com/guide), https://example.org and <https://example.net>.')).toBe(
      'Read the guide (https://example.com/guide), https://example.org and https://example.net.\n',
    );
    expect(markdownToText('Write to [us](mailto:help@example.com).')).toBe('Write to us (mailto:help@example.com).\n');
  });

  it('leaves out the address of an in-page link', () => {
    expect(markdownToText('Back to [the top](#top).')).toBe('Back to the top.\n');
  });

  it('marks footnote references with their label and writes the notes as labelled paragraphs', () => {
    expect(markdownToText('A claim.[^1] Another.[^note]\n\n[^1]: The source.\n[^note]: See [here](https://example.org).')).toBe(
      'A claim.[1] Another.[note]\n\n[1] The source.\n\n[note] See here (https://example.org).\n',
    );
  });

  // BUG (markdown.ts markdownToText): the doc comment promises "footnotes at
  // the end", but a note defined mid-document stays where it was written.
  it('puts footnotes after the text even when they are defined in the middle', () => {
    expect(markdownToText('A claim.[^1]\n\n[^1]: The source.\n\nMore text.')).toBe('A claim.[1]\n\nMore text.\n\n[1] The source.\n');
  });

  it('writes raw HTML blocks and inline tags as the text they are', () => {
    expect(markdownToText('Hi <b onclick="x()">there</b>.\n\n<script>alert(1)</script>\n\nList<T> & Map<K, V>\n\nEnd.')).toBe(
      'Hi <b onclick="x()">there</b>.\n\n<script>alert(1)</script>\n\nList<T> & Map<K, V>\n\nEnd.\n',
    );
  });

  it('indents code blocks by four spaces and writes a thematic break as stars', () => {
    expect(markdownToText('```js\nconst a = 1;\n\nreturn a;\n```\n\n---\n\nAfter.')).toBe('    const a = 1;\n\n    return a;\n\n* * *\n\nAfter.\n');
  });

  it('answers an empty string for empty or blank input, and one final newline otherwise', () => {
    expect(markdownToText('')).toBe('');
    expect(markdownToText(' \n\n ')).toBe('');
    expect(markdownToText('Text\n\n\n')).toBe('Text\n');
  });
});

describe('hostile nesting', () => {
  const hostile = {
    'a line of 20,000 quote markers': `${'>'.repeat(20_000)} deepest`,
    'a line of 5,000 bullets': `${'- '.repeat(5_000)}deepest`,
    'a line of 3,000 numbered items': `${'1. '.repeat(3_000)}deepest`,
    '300 lines, each indented one level deeper': Array.from({ length: 300 }, (_, i) => `${'  '.repeat(i)}- deepest`).join('\n'),
    '300 tab-indented nested lists': Array.from({ length: 300 }, (_, i) => `${'\t'.repeat(i)}- deepest`).join('\n'),
  };

  it.each(Object.entries(hostile))('%s: every reader finishes with the text kept', (_name, markdown) => {
    expect(markdownToPlainText(markdown)).toContain('deepest');
    expect(markdownToText(markdown)).toContain('deepest');
    expect(markdownToSafeHtml(markdown)).toContain('deepest');
    expect(parseMarkdown(markdown).children.length).toBeGreaterThan(0);
  });

  it('leaves ordinary nesting exactly as written', () => {
    const ordinary = '> quote\n>\n> - item\n>   1. inner\n\n---\n\n* * *\n\n    code\n\n[^a]: note';
    expect(limitNesting(ordinary)).toBe(ordinary);
  });

  it('reads nested items past the 1,500th, and emphasis past the 12,000th delimiter, as plain text, keeping every word', () => {
    const items = Array.from({ length: 2_000 }, (_, i) => `- - item ${i}`).join('\n');
    const limited = limitNesting(items);
    expect(limited.split('\n').slice(0, 1_500).join('\n')).toBe(items.split('\n').slice(0, 1_500).join('\n'));
    expect(limited.split('\n')[1_500]).toBe('- \\- item 1500');
    expect(markdownToPlainText(items)).toContain('item 1999');

    const emphasis = Array.from({ length: 8_000 }, (_, i) => `*w${i}*`).join(' ');
    const tree = parseMarkdown(emphasis);
    const paragraph = tree.children[0] as { children: { type: string }[] };
    expect(paragraph.children.filter((c) => c.type === 'emphasis')).toHaveLength(6_000);
    expect(markdownToPlainText(emphasis)).toContain('*w7999*');
  });

  it('cuts a line after 100 container markers, the rest of the line becoming text', () => {
    const line = `${'> '.repeat(150)}end`;
    const limited = limitNesting(line);
    expect(limited.startsWith('> '.repeat(100) + '\\>')).toBe(true);
    expect(limited.endsWith('end')).toBe(true);
  });
});

describe('opensWithHeading', () => {
  it.each([
    ['# Title\n\nBody', true],
    ['\n\n   # Indented three', true],
    ['## Second level', false],
    ['#hashtag', false],
    ['Text\n# Later heading', false],
    ['    # code block', false],
  ])('%j → %s', (markdown, expected) => {
    expect(opensWithHeading(markdown)).toBe(expected);
  });
});
