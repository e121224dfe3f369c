import { describe, expect, it } from 'vitest';
import { documentTree, layoutCost, longRunLength, type Block, type Inline, type SectionBlock } from './document-tree.ts';
import { LAYOUT_BUDGET_MS } from './export-document.ts';

/** How deep the tree nests (containers and inline wrappers): what Typst's call depth has to carry. */
function depthOf(value: unknown): number {
  if (Array.isArray(value)) return Math.max(0, ...value.map(depthOf));
  if (value && typeof value === 'object') return 1 + Math.max(0, ...Object.values(value).map(depthOf));
  return 0;
}

/** Every string in the tree, in order. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(textOf).join(' ');
  if (value && typeof value === 'object') return Object.entries(value).map(([key, v]) => (key === 'k' || key === 'u' ? '' : textOf(v))).join(' ');
  return '';
}

describe('documentTree', () => {
  it('takes the opening # heading as the title and lifts the sections to the top level', () => {
    const tree = documentTree('# Cities and *heat*\n\n## Causes\n\nText.\n\n### Asphalt\n\nMore.', 'Stored title', 'essay');
    expect(tree.title).toEqual(['Cities and ', { k: 'em', c: ['heat'] }]);
    expect(tree.body).toEqual([
      { k: 'h', d: 1, c: ['Causes'], num: false },
      { k: 'p', c: ['Text.'] },
      { k: 'h', d: 2, c: ['Asphalt'], num: false },
      { k: 'p', c: ['More.'] },
    ]);
  });

  it("uses the document's title, as plain text, when the Markdown has no opening heading", () => {
    const tree = documentTree('Dear Ms Roe,\n\nI apply.', '  Letter *to*   Acme ', 'cover-letter');
    expect(tree.title).toEqual(['Letter *to* Acme']);
    expect(tree.body).toEqual([
      { k: 'p', c: ['Dear Ms Roe,'] },
      { k: 'p', c: ['I apply.'] },
    ]);
  });

  it('keeps emphasis, strong, strikethrough, code, breaks and web links; other link schemes keep only their text', () => {
    const [p] = documentTree('*a* **b** ~~c~~ `d`  \ne [f](https://x.org) [g](mailto:g@x.org) [h](javascript:alert(1)) [i](data:text/html,x) [j](/relative)', 'T', 'essay').body;
    expect(p).toEqual({
      k: 'p',
      c: [
        { k: 'em', c: ['a'] },
        ' ',
        { k: 'strong', c: ['b'] },
        ' ',
        { k: 'del', c: ['c'] },
        ' ',
        { k: 'code', x: 'd' },
        { k: 'br' },
        'e ',
        { k: 'link', u: 'https://x.org', c: ['f'] },
        ' ',
        { k: 'link', u: 'mailto:g@x.org', c: ['g'] },
        ' h i j',
      ],
    });
  });

  it('passes Typst and HTML syntax through as text, never as markup', () => {
    const source = '#set page(fill: red) $x^2$ <label> @ref #read("/etc/passwd") <script>alert(1)</script> \\\\ ]';
    const [p] = documentTree(source, 'T', 'essay').body as Extract<Block, { k: 'p' }>[];
    expect(textOf(p!.c)).toContain('#set page(fill: red) $x^2$ <label> @ref #read("/etc/passwd")');
    expect(textOf(p!.c)).toContain('<script>');
    expect(textOf(p!.c)).toContain('alert(1)');
  });

  it('turns lists into items whose first paragraph runs on from the marker, keeping start numbers and task boxes', () => {
    const [list, ordered] = documentTree('- [x] done\n- [ ] todo\n- plain\n  - nested\n\n1. one', 'T', 'essay').body;
    expect(list).toEqual({
      k: 'list',
      o: false,
      s: 1,
      tight: true,
      items: [
        { chk: true, c: ['done'], b: [] },
        { chk: false, c: ['todo'], b: [] },
        { chk: null, c: ['plain'], b: [{ k: 'list', o: false, s: 1, tight: true, items: [{ chk: null, c: ['nested'], b: [] }] }] },
      ],
    });
    expect(documentTree('7. seven\n8. eight', 'T', 'essay').body[0]).toMatchObject({ k: 'list', o: true, s: 7 });
    // A new kind of marker starts a new list.
    expect(ordered).toEqual({ k: 'list', o: true, s: 1, tight: true, items: [{ chk: null, c: ['one'], b: [] }] });
  });

  it('pads short table rows so every row has a cell per column, and keeps the alignment', () => {
    const [table] = documentTree('| A | B | C |\n|:--|:-:|--:|\n| 1 | 2 |\n', 'T', 'essay').body;
    expect(table).toEqual({
      k: 'table',
      a: ['left', 'center', 'right'],
      rows: [
        [['A'], ['B'], ['C']],
        [['1'], ['2'], []],
      ],
    });
  });

  it('carries a footnote at its first reference and repeats its number at later ones; undefined references stay as written', () => {
    const [p] = documentTree('One[^a], two[^b], again[^a] and none[^zz].\n\n[^a]: First note.\n[^b]: Second *note*.', 'T', 'essay').body;
    expect(p).toEqual({
      k: 'p',
      c: [
        'One',
        { k: 'fn', c: ['First note.'], b: [] },
        ', two',
        { k: 'fn', c: ['Second ', { k: 'em', c: ['note'] }, '.'], b: [] },
        ', again',
        { k: 'fnref', n: 1 },
        ' and none[^zz].',
      ],
    });
  });

  it('leaves a reference inside a footnote as written, so notes cannot nest without end', () => {
    const [p] = documentTree('A[^a]\n\n[^a]: See[^b].\n\n[^b]: Back to[^a].', 'T', 'essay').body;
    expect(p).toEqual({ k: 'p', c: ['A', { k: 'fn', c: ['See[^b].'], b: [] }] });
  });

  it('writes raw HTML blocks and images as text', () => {
    const body = documentTree('<div onclick="x()">hi</div>\n\n![A chart](https://x.org/c.png)', 'T', 'essay').body;
    expect(body).toEqual([
      { k: 'p', c: ['<div onclick="x()">hi</div>'] },
      { k: 'p', c: ['[A chart]'] },
    ]);
  });

  it('flattens lists and quotes nested beyond the limit into their text, so a hostile document stays shallow', () => {
    const lists = Array.from({ length: 400 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n');
    const quotes = `${'>'.repeat(3000)} deepest words`;
    const emphasis = `${'*_'.repeat(200)}inner${'_*'.repeat(200)}`;
    for (const markdown of [lists, quotes, emphasis]) {
      const tree = documentTree(markdown, 'T', 'essay');
      expect(depthOf(tree.body)).toBeLessThan(60);
    }
    expect(textOf(documentTree(lists, 'T', 'essay').body)).toContain('level 399');
    expect(textOf(documentTree(quotes, 'T', 'essay').body)).toContain('deepest words');
    expect(textOf(documentTree(emphasis, 'T', 'essay').body)).toContain('inner');
  });

  describe('academic layout', () => {
    const paper = [
      '# Heat in Cities',
      '## Abstract',
      'We study heat.',
      '## Introduction',
      'Text.',
      '### Scope',
      'Narrow.',
      '## References',
      'Smith, J. (2020). *Heat*.',
      '- Doe, A. (2019). Cool.',
      '## Appendix',
      'Extra.',
    ].join('\n\n');

    it('sets the abstract and the reference list apart and numbers the other sections', () => {
      const tree = documentTree(paper, 'T', 'academic');
      expect(tree.title).toEqual(['Heat in Cities']);
      const kinds = tree.body.map((b) => (b.k === 'h' ? `h${b.d}:${textOf(b.c)}:${b.num}` : b.k));
      expect(kinds).toEqual(['abstract', 'h1:Introduction:true', 'p', 'h2:Scope:true', 'p', 'refs', 'h1:Appendix:true', 'p']);
      const refs = tree.body.find((b) => b.k === 'refs') as SectionBlock;
      expect(refs.h).toEqual(['References']);
      expect(refs.c.map((b) => b.k)).toEqual(['p', 'list']);
      const abstract = tree.body[0] as SectionBlock;
      expect(abstract.c).toEqual([{ k: 'p', c: ['We study heat.'] }]);
    });

    it('drops the numbers a paper wrote into its headings, since the layout numbers them', () => {
      const tree = documentTree('## 1. Introduction\n\n### 1.2 Scope of *work*\n\n## 2 Method\n\n## 2020 Census', 'T', 'academic');
      expect(tree.body.map((b) => (b.k === 'h' ? b.c : null))).toEqual([['Introduction'], ['Scope of ', { k: 'em', c: ['work'] }], ['Method'], ['2020 Census']]);
      // An essay keeps its headings exactly as written.
      expect(documentTree('## 1. Introduction', 'T', 'essay').body[0]).toMatchObject({ c: ['1. Introduction'] });
    });

    it.each(['Works Cited', 'Bibliography', 'REFERENCES:', 'Reference list'])('recognises %j as the reference list', (heading) => {
      const tree = documentTree(`## Body\n\nText.\n\n## ${heading}\n\nAuthor (2020).`, 'T', 'academic');
      expect(tree.body.map((b) => b.k)).toEqual(['h', 'p', 'refs']);
    });

    it('does not number an essay or a letter', () => {
      for (const layout of ['essay', 'cover-letter'] as const) {
        expect(documentTree(paper, 'T', layout).body.filter((b): b is Extract<Block, { k: 'h' }> => b.k === 'h').every((h) => !h.num)).toBe(true);
      }
    });
  });

  it('keeps every character of the text: Chinese, emoji, right-to-left and typographic marks', () => {
    const words = '城市热岛效应正在加剧。 😀 مرحبا © — “quotes” & < > " \'';
    const tree = documentTree(`# ${words}\n\n${words}`, 'T', 'essay');
    expect(tree.title).toEqual([words] satisfies Inline[]);
    expect(tree.body).toEqual([{ k: 'p', c: [words] }]);
  });

  it('splits a long table into tables of 100 rows, each with the header row', () => {
    const rows = Array.from({ length: 250 }, (_, i) => `| r${i} | ${i} |`).join('\n');
    const body = documentTree(`| Name | N |\n|---|--:|\n${rows}`, 'T', 'essay').body as Extract<Block, { k: 'table' }>[];
    expect(body.map((t) => t.rows.length)).toEqual([101, 101, 51]);
    for (const table of body) {
      expect(table.rows[0]).toEqual([['Name'], ['N']]);
      expect(table.a).toEqual(['left', 'right']);
    }
    expect(body.flatMap((t) => t.rows.slice(1).map((r) => r[0]![0]))).toEqual(Array.from({ length: 250 }, (_, i) => `r${i}`));
  });
});

describe('layoutCost', () => {
  const cost = (markdown: string) => layoutCost(documentTree(markdown, 'T', 'essay'));

  it('grows with the text: a long essay costs more than a short one, but stays small', () => {
    const paragraph = 'Cities are warmer than the land around them. '.repeat(20);
    const short = cost(Array.from({ length: 5 }, () => paragraph).join('\n\n'));
    const long = cost(Array.from({ length: 400 }, () => paragraph).join('\n\n'));
    expect(long).toBeGreaterThan(50 * short);
    expect(long).toBeLessThan(2_000);
  });

  it('grows faster than linearly with the pieces of one paragraph, not of many', () => {
    const pieces = (n: number, perParagraph: number) => Array.from({ length: n }, (_, i) => `\`w${i}\`` + ((i + 1) % perParagraph === 0 ? '\n\n' : ' ')).join('');
    const onePara = cost(pieces(40_000, 40_000));
    const manyParas = cost(pieces(40_000, 100));
    expect(onePara).toBeGreaterThan(5 * manyParas);
    expect(onePara).toBeGreaterThan(10_000);
  });

  it('counts a long unbreakable run by its boxes (a place to break after every character): 50,000 characters fit the budget, 350,000 do not', () => {
    const run = (n: number) => Array.from({ length: n }, (_, i) => 'a7Kq2'[i % 5]).join('');
    const code = (n: number) => cost(`\`\`\`\n${run(n)}\n\`\`\``);
    expect(code(50_000)).toBeLessThan(LAYOUT_BUDGET_MS / 4);
    expect(code(350_000)).toBeGreaterThan(LAYOUT_BUDGET_MS);
    expect(cost(`A token ${run(350_000)} in a paragraph.`)).toBeGreaterThan(LAYOUT_BUDGET_MS);
    // The same number of characters as ordinary words stays far below it.
    expect(cost('Cities are warmer than the land. '.repeat(10_600))).toBeLessThan(LAYOUT_BUDGET_MS / 4);
  });
});

describe('longRunLength: the runs the layouts break between any two characters', () => {
  it('counts tokens, long URLs and hashes, in any punctuation', () => {
    expect(longRunLength('see https://example.org/a/very/long/path?with=query now')).toBe('https://example.org/a/very/long/path?with=query'.length);
    expect(longRunLength('sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08')).toBe(71);
  });

  it('leaves words alone, even long compounds, hyphenated ones and words in punctuation', () => {
    expect(longRunLength('Die Geschwindigkeitsbegrenzung gilt für Donaudampfschifffahrtsgesellschaften.')).toBe(0);
    expect(longRunLength('a state-of-the-art-and-then-some approach (Geschwindigkeitsbegrenzung),')).toBe(0);
    expect(longRunLength('short words and 1,234 numbers')).toBe(0);
    // 40 letters or more is no word a reader knows: it breaks anywhere.
    expect(longRunLength('x'.repeat(45))).toBe(45);
  });

  it('leaves Chinese alone (it breaks between any two characters already)', () => {
    expect(longRunLength('城市热岛效应是指城市中心的温度明显高于周围郊区的现象这在夏季尤为明显')).toBe(0);
  });
});
