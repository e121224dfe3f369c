import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { markdownToHtmlDocument } from './html.ts';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

function elements(node: Node): Element[] {
  const found: Element[] = [];
  const walk = (n: Node) => {
    if ('tagName' in n) found.push(n);
    if ('childNodes' in n) n.childNodes.forEach(walk);
    if ('content' in n && n.content) n.content.childNodes.forEach(walk);
  };
  walk(node);
  return found;
}

function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
}

const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;

/** The parsed file: its elements, the text of <main>, and helpers. */
function read(html: string) {
  const doc = parse(html);
  const all = elements(doc);
  const main = all.find((e) => e.tagName === 'main')!;
  return { all, main, text: textOf(main).replace(/\s+/g, ' ').trim(), tags: (name: string) => all.filter((e) => e.tagName === name) };
}

const everything = `# Climate and Cities

Cities are **warmer** than the *countryside* and ~~cooler~~ [sources](https://example.org/heat "Heat").

## Causes

1. Asphalt
2. Fewer trees
   - Shade lost
     - Evaporation lost

- [x] measured
- [ ] modelled

> Heat islands are a design problem.

| City | Δ °C |
|------|------|
| Lyon | 2.1 |
| 北京 | 3.4 |

\`\`\`
const x = 1 < 2;
\`\`\`

A claim.[^1] Café, Straße, 中文测试, 👋.

---

[^1]: A note with a [link](https://example.org/note).
`;

describe('HTML export', () => {
  it('is a standalone, valid page with the title, language, charset, print styles and a script-forbidding CSP', () => {
    const { tags } = read(markdownToHtmlDocument(everything, { title: 'Climate and Cities', lang: 'fr' }));
    expect(attr(tags('html')[0]!, 'lang')).toBe('fr');
    expect(textOf(tags('title')[0]!)).toBe('Climate and Cities');
    expect(tags('meta').some((m) => attr(m, 'charset') === 'utf-8')).toBe(true);
    const csp = tags('meta').find((m) => attr(m, 'http-equiv') === 'Content-Security-Policy');
    expect(attr(csp!, 'content')).toContain("default-src 'none'");
    expect(textOf(tags('style')[0]!)).toContain('@media print');
    expect(tags('link')).toEqual([]);
    expect(tags('script')).toEqual([]);
  });

  it('keeps every construct, in order, as real HTML elements', () => {
    const { tags, text } = read(markdownToHtmlDocument(everything, { title: 'ignored: the document has its own h1' }));
    expect(tags('h1').map(textOf)).toEqual(['Climate and Cities']);
    expect(tags('h2').map(textOf)).toEqual(['Causes', 'Footnotes']);
    expect(tags('strong').map(textOf)).toEqual(['warmer']);
    expect(tags('em').map(textOf)).toEqual(['countryside']);
    expect(tags('del').map(textOf)).toEqual(['cooler']);
    expect(tags('ol').length).toBeGreaterThanOrEqual(2); // the list and the footnotes
    expect(tags('ul').length).toBe(3); // two nested levels and the task list
    expect(tags('blockquote').map(textOf).join('')).toContain('Heat islands are a design problem.');
    expect(tags('th').map(textOf)).toEqual(['City', 'Δ °C']);
    expect(tags('td').map(textOf)).toEqual(['Lyon', '2.1', '北京', '3.4']);
    expect(textOf(tags('pre')[0]!)).toBe('const x = 1 < 2;\n');
    expect(tags('hr')).toHaveLength(1);
    const order = ['Climate and Cities', 'warmer', 'Causes', 'Asphalt', 'Evaporation lost', 'measured', 'modelled', 'design problem', 'Lyon', '北京', 'const x', 'Café, Straße, 中文测试, 👋', 'A note with a link'];
    let from = 0;
    for (const piece of order) {
      const at = text.indexOf(piece, from);
      expect(at, piece).toBeGreaterThanOrEqual(0);
      from = at + piece.length;
    }
    const links = tags('a').map((a) => attr(a, 'href'));
    expect(links).toContain('https://example.org/heat');
    expect(links).toContain('https://example.org/note');
  });

  it('adds the title as the heading when the document has none, as text', () => {
    const { tags } = read(markdownToHtmlDocument('Just a paragraph.', { title: 'My *essay* <b>one</b> #2' }));
    expect(tags('h1').map(textOf)).toEqual(['My *essay* <b>one</b> #2']);
    expect(tags('b')).toEqual([]);
    expect(textOf(tags('title')[0]!)).toBe('My *essay* <b>one</b> #2');
  });

  it('drops scripts, raw HTML, event handlers and javascript: links', () => {
    const hostile = '# T\n\n<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[click](javascript:alert(1)) <iframe src="https://evil.example"></iframe>\n\n![pic](https://example.org/a.png)';
    const html = markdownToHtmlDocument(hostile, { title: '</title><script>alert(1)</script>' });
    const { all, tags } = read(html);
    expect(tags('script')).toEqual([]);
    expect(tags('iframe')).toEqual([]);
    expect(all.flatMap((e) => e.attrs.map((a) => a.name)).filter((n) => n.startsWith('on'))).toEqual([]);
    expect(tags('a').map((a) => attr(a, 'href')).filter((h) => h?.startsWith('javascript'))).toEqual([]);
    expect(tags('img').map((i) => attr(i, 'src'))).toEqual(['https://example.org/a.png']);
    expect(textOf(tags('title')[0]!)).toBe('</title><script>alert(1)</script>');
  });

  it('handles a deeply nested list and a large document', () => {
    const nested = Array.from({ length: 200 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n');
    expect(() => markdownToHtmlDocument(nested, { title: 'Deep' })).not.toThrow();
    const big = Array.from({ length: 2000 }, (_, i) => `Paragraph ${i} ${'word '.repeat(35)}`).join('\n\n');
    expect(big.length).toBeGreaterThan(350_000);
    const { tags } = read(markdownToHtmlDocument(big, { title: 'Big' }));
    expect(tags('p')).toHaveLength(2000);
  });
});
