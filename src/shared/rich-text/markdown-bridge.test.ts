import { describe, expect, it } from 'vitest';
import { citedKeys } from '../citations.ts';
import { markdownToSafeHtml } from '../markdown.ts';
import { docToMarkdown, markdownToDoc, type DocNode } from './markdown-bridge.ts';

// Every construct the exports print, through the rich editor and back (the
// normal form is described at the top of markdown-bridge.ts): a
// document already in the editor's normal form comes back byte for byte; any
// other comes back in that normal form once, stays in it, and renders to the
// same HTML as it did (what every export and view is made from).

const roundTrip = (markdown: string) => docToMarkdown(markdownToDoc(markdown));
const rendered = (markdown: string) => markdownToSafeHtml(markdown).replace(/\s+/g, ' ').replace(/> </g, '><').trim();

/** Documents in the normal form: unchanged by a round trip. */
const normalForm: Record<string, string> = {
  headings: '# Title\n\n## Claim\n\n### Evidence\n\n#### Detail\n\n##### Fine\n\n###### Finest\n',
  emphasis: 'Plain, *italic*, **bold**, **_both_**, ~~struck~~, `code` and **bold with *italic* inside**.\n',
  'nested lists': '- One\n- Two\n  - Two a\n  - Two b\n    1. Deep one\n    2. Deep two\n- Three\n\n1. First\n2. Second\n   - Inside\n3. Third\n',
  'numbered from five': '5. Five\n6. Six\n',
  'loose list': '- One paragraph\n\n  and another\n\n- Two\n',
  'empty list item': '- One\n-\n- Three\n',
  table: '| Year | Students | Share |\n| :--- | -------: | :---: |\n| 2019 |    1,204 |  12 % |\n| 2020 |    *980* |  9 %  |\n',
  footnotes: 'A claim.[^1] Another.[^note]\n\n[^1]: The first note.\n\n[^note]: A note of two paragraphs.\n\n    Its second paragraph.\n',
  citations:
    'As shown [@smith2020], and [see @smith2020, pp. 33-35; also @lee2019, chap. 1]. Smith says [-@smith2020, p. 4]. @smith2020 argues this. @lee2019 [p. 33] agrees. [*See* @smith2020].\n',
  links: 'A [link](https://example.org/page "Its title") and [another](https://example.org/other), and <https://example.org/bare>.\n',
  quotes: '> A quote.\n>\n> > Nested.\n\nAfter.\n',
  code: '```ts\nconst a = "@notACitation";\n```\n\nInline `[@notACitation]` code.\n',
  cjk: '# 引言\n\n数字阅读改变了学生的注意力。**重要**的是[@wang2021]。\n\n- 第一点\n- 第二点\n',
  'hard break': 'Line one\\\nline two.\n',
  'horizontal rule': 'Above.\n\n---\n\nBelow.\n',
  'kept as source': '![A chart](https://example.org/chart.png) and a [reference link][ref].\n\n[ref]: https://example.org/ref\n\n- [ ] a task\n- [x] done\n',
  escapes: '1\\. Not a list.\n\n\\# Not a heading.\n\nA \\*literal\\* star and a \\[bracket].\n',
};

/** Documents in another form: what each becomes. */
const otherForms: Record<string, [string, string]> = {
  'setext heading': ['Title\n=====\n\nText.\n', '# Title\n\nText.\n'],
  'star bullets and underscores': ['* _one_\n* __two__\n', '- *one*\n- **two**\n'],
  'soft line breaks': ['A sentence\nthat wraps\nover lines.\n', 'A sentence that wraps over lines.\n'],
  'indented code': ['Text.\n\n    indented code\n', 'Text.\n\n```\nindented code\n```\n'],
  'star rule': ['Above.\n\n***\n\nBelow.\n', 'Above.\n\n---\n\nBelow.\n'],
  'bare link': ['See https://example.org/x for more.\n', 'See <https://example.org/x> for more.\n'],
  'html as text': ['A <b>tag</b> here.\n', 'A \\<b>tag\\</b> here.\n'],
  'crlf line ends': ['# A\r\n\r\nB\r\n', '# A\n\nB\n'],
  'strong emphasis with underscores': ['__*both*__\n', '**_both_**\n'],
  'unpadded table': ['| A | Long header |\n|---|:-:|\n| x | y |\n', '| A | Long header |\n| - | :---------: |\n| x |      y      |\n'],
};

describe('Markdown through the rich editor and back', () => {
  for (const [name, markdown] of Object.entries(normalForm)) {
    it(`keeps ${name} exactly`, () => {
      expect(roundTrip(markdown)).toBe(markdown);
    });
  }

  for (const [name, [markdown, normal]] of Object.entries(otherForms)) {
    it(`writes ${name} in the normal form, which renders the same and stays`, () => {
      const once = roundTrip(markdown);
      expect(once).toBe(normal);
      expect(roundTrip(once)).toBe(once);
      expect(rendered(once)).toBe(rendered(markdown));
    });
  }

  it('keeps every citation a paper cites, in the same order', () => {
    const markdown = normalForm.citations!;
    expect(citedKeys(roundTrip(markdown))).toEqual(citedKeys(markdown));
    expect(citedKeys(markdown)).toEqual(['smith2020', 'lee2019']);
  });

  it('reads citations as atoms the editor shows whole, and footnote marks as their own nodes', () => {
    const doc = markdownToDoc('See [@smith2020, p. 4] and @lee2019.[^1]\n\n[^1]: A note.\n');
    const paragraph = doc.content![0]!;
    expect(paragraph.content!.map((n) => n.type)).toEqual(['text', 'citation', 'text', 'citation', 'text', 'footnoteReference']);
    expect(paragraph.content![1]!.attrs).toEqual({ markdown: '[@smith2020, p. 4]' });
    expect(doc.content![1]).toMatchObject({ type: 'footnoteDefinition', attrs: { label: '1' } });
  });

  it('writes a citation typed as text as a citation, not as escaped brackets', () => {
    const doc: DocNode = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Typed [@smith2020, p. 9] here.' }] }] };
    expect(docToMarkdown(doc)).toBe('Typed [@smith2020, p. 9] here.\n');
  });

  it('writes overlapping marks as nested Markdown that reads back to the same marks', () => {
    const doc: DocNode = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'a ', marks: [{ type: 'bold' }] },
            { type: 'text', text: 'b', marks: [{ type: 'bold' }, { type: 'italic' }] },
            { type: 'text', text: ' c', marks: [{ type: 'italic' }] },
            { type: 'text', text: ' link', marks: [{ type: 'link', attrs: { href: 'https://example.org', title: null } }, { type: 'bold' }] },
          ],
        },
      ],
    };
    const markdown = docToMarkdown(doc);
    const back = markdownToDoc(markdown).content![0]!.content!;
    const marksOf = (nodes: DocNode[]) => nodes.flatMap((n) => [...(n.text ?? '')].map(() => (n.marks ?? []).map((m) => m.type).sort().join('+')));
    expect(marksOf(back)).toEqual(marksOf(doc.content![0]!.content!));
  });

  it('joins a table cell’s paragraphs into its one line', () => {
    const doc = markdownToDoc('| A |\n| - |\n| x |\n');
    doc.content![0]!.content![1]!.content![0]!.content = [
      { type: 'paragraph', content: [{ type: 'text', text: 'first' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'second' }] },
    ];
    expect(docToMarkdown(doc)).toBe('| A            |\n| ------------ |\n| first second |\n');
  });

  it('writes no empty paragraph: blank lines typed with Enter leave no blank lines behind', () => {
    const doc: DocNode = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'One.' }] }, { type: 'paragraph' }, { type: 'paragraph' }, { type: 'paragraph', content: [{ type: 'text', text: 'Two.' }] }, { type: 'paragraph' }],
    };
    expect(docToMarkdown(doc)).toBe('One.\n\nTwo.\n');
  });

  it('opens an empty document as one empty paragraph and saves it as nothing', () => {
    expect(markdownToDoc('')).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect(docToMarkdown(markdownToDoc(''))).toBe('');
  });

  it('keeps the whole text of a long document', () => {
    const markdown = Array.from({ length: 400 }, (_, i) => `## Section ${i}\n\nParagraph ${i} cites [@key${i % 7}, p. ${i}] and ends.\n`).join('\n');
    expect(roundTrip(markdown)).toBe(markdown);
  });
});
