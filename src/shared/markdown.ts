import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { FootnoteDefinition, Nodes, Root } from 'mdast';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

const parser = unified().use(remarkParse).use(remarkGfm);

/** Most container markers (`>`, `-`, `1.`, `[^x]:`) one line may open with; no real document comes near it. */
const MAX_MARKERS_PER_LINE = 100;
// Container markers that may open a line: a quote's `>`, a bullet, a number
// or a footnote definition's label (definitions nest too).
const CONTAINER_MARKER = /(?:>|[-+*](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)|\[\^[^\]\s]{1,999}\]:)[ \t]*/y;
const THEMATIC_BREAK = /^([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
// Leading whitespace beyond this many columns only nests a line deeper (or
// makes it indented code inside a deep container).
const MAX_LEADING_COLUMNS = 100;

// The parser's time grows with the square of the nested list items and of
// the emphasis delimiters in a document (measured: 4,000 items two deep take
// 7 s, 40,000 emphasised words 13 s). Real documents stay far below these caps;
// beyond them markers and delimiters are read as plain text.
const MAX_NESTED_ITEM_LINES = 1_500;
const MAX_EMPHASIS_DELIMITERS = 12_000;

/**
 * Bounds the Markdown parser's work before it starts. It recurses once per
 * nesting level, so a line of 5,000 `>` or `- ` would overflow the stack:
 * lines are cut to MAX_MARKERS_PER_LINE container markers — the next one is
 * escaped (`\>`, `\-`, `1\.`, `\[^x]:`), so the rest of the line is text —
 * and to MAX_LEADING_COLUMNS of indentation. Past MAX_NESTED_ITEM_LINES nested
 * list or quote lines, further ones lose their markers; past
 * MAX_EMPHASIS_DELIMITERS `*`, `_` and `~`, further ones are escaped. No real
 * document changes: every exporter flattens far shallower nesting to text.
 */
export function limitNesting(markdown: string): string {
  let nestedLines = 0;
  let delimiters = 0;
  const capDelimiters = (text: string) =>
    text.replace(/\\.|[*_~]/g, (match) => (match.length === 2 || ++delimiters <= MAX_EMPHASIS_DELIMITERS ? match : `\\${match}`));
  return markdown.replace(/^([ \t]*)(.*)$/gm, (_line, lead: string, rest: string) => {
    let columns = 0;
    for (const c of lead) columns = c === '\t' ? columns + 4 - (columns % 4) : columns + 1;
    const indent = columns > MAX_LEADING_COLUMNS ? ' '.repeat(MAX_LEADING_COLUMNS) : lead;
    if (THEMATIC_BREAK.test(rest)) return indent + rest;
    let at = 0;
    for (let count = 0; ; count++) {
      CONTAINER_MARKER.lastIndex = at;
      const marker = CONTAINER_MARKER.exec(rest);
      if (!marker) {
        // A marker after another, or an indented one, opens a nested item or quote.
        if (count >= 2 || (count === 1 && columns >= 2)) nestedLines += 1;
        return indent + rest.slice(0, at) + capDelimiters(rest.slice(at));
      }
      const nested = count >= 1 || columns >= 2;
      if (count === MAX_MARKERS_PER_LINE || (nested && nestedLines >= MAX_NESTED_ITEM_LINES)) {
        const digits = /^\d*/.exec(marker[0])?.[0] ?? '';
        return `${indent}${rest.slice(0, at + digits.length)}\\${capDelimiters(rest.slice(at + digits.length))}`;
      }
      at = CONTAINER_MARKER.lastIndex;
    }
  });
}

/** A link the exports keep as a link: web and mail addresses only. */
export const isSafeUrl = (url: string) => /^(?:https?:|mailto:)/i.test(url);

/** All the text of a subtree (images by their alt text), without recursion: a hostile tree may be thousands of levels deep. */
export function flatText(root: Nodes): string {
  const parts: string[] = [];
  const stack: Nodes[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as Nodes;
    if (node.type === 'image' || node.type === 'imageReference') parts.push(node.alt ? `[${node.alt}]` : '');
    else if (node.type === 'break') parts.push(' ');
    else if ('value' in node) parts.push(node.value);
    else if ('children' in node) {
      parts.push(' ');
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as Nodes);
    }
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** Link and footnote definitions by identifier; the first definition of a label wins, as in CommonMark. */
export function definitionsOf(tree: Root): { links: Map<string, string>; footnotes: Map<string, FootnoteDefinition> } {
  const links = new Map<string, string>();
  const footnotes = new Map<string, FootnoteDefinition>();
  const stack: Nodes[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop() as Nodes;
    if (node.type === 'definition' && !links.has(node.identifier)) links.set(node.identifier, node.url);
    if (node.type === 'footnoteDefinition' && !footnotes.has(node.identifier)) footnotes.set(node.identifier, node);
    // Children in reverse: they come off the stack in document order.
    if ('children' in node) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as Nodes);
  }
  return { links, footnotes };
}

/** Paragraphs of the source as plain text: what a document too deeply nested for the parser becomes. */
function asParagraphs(markdown: string): Root {
  const paragraphs = markdown.split(/\n[ \t]*\n/).filter((part) => part.trim());
  return { type: 'root', children: paragraphs.map((value) => ({ type: 'paragraph', children: [{ type: 'text', value }] })) };
}

/**
 * Raw HTML in a document is shown as the text it is, in every format and on
 * screen: nobody writing an essay means `Vector<int>` or `<b>` as markup, and
 * the product never renders a user's HTML. Block HTML becomes a paragraph.
 */
export function rawHtmlAsText(tree: Root): void {
  const stack: Nodes[] = [tree];
  while (stack.length) {
    const node = stack.pop()!;
    if (!('children' in node)) continue;
    const inline = node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell' || node.type === 'emphasis' || node.type === 'strong' || node.type === 'delete' || node.type === 'link' || node.type === 'linkReference';
    node.children = node.children.map((child) =>
      child.type !== 'html' ? child : inline ? { type: 'text', value: child.value } : { type: 'paragraph', children: [{ type: 'text', value: child.value }] },
    ) as typeof node.children;
    stack.push(...(node.children as Nodes[]));
  }
}

/**
 * The Markdown tree (CommonMark + GFM) every exporter and view reads. Should a
 * document still nest too deeply for the parser (across many lines), it is
 * read as plain paragraphs of its text rather than not at all.
 */
export function parseMarkdown(markdown: string): Root {
  let tree: Root;
  try {
    tree = parser.parse(limitNesting(markdown));
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return asParagraphs(markdown);
  }
  rawHtmlAsText(tree);
  return tree;
}

/** A document that opens with a `# ` heading already shows its title (every export adds it otherwise). */
export function opensWithHeading(markdown: string): boolean {
  return /^(?:[ \t]*\n)*[ ]{0,3}#[ \t]/.test(markdown);
}

// Raw HTML in Markdown is shown as text (rawHtmlAsText), and rehype-sanitize's
// GitHub schema strips anything else unsafe. remark-rehype
// already prefixes footnote ids with 'user-content-'; a second prefix from the
// sanitiser would break the footnote links.
const toHtml = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(() => rawHtmlAsText)
  .use(remarkRehype)
  .use(() => replaceTaskCheckboxes)
  .use(rehypeSanitize, { ...defaultSchema, clobberPrefix: '' })
  .use(rehypeStringify);

/**
 * GFM task lists become disabled checkboxes without a label, which screen
 * readers announce as an unnamed control. On a page that is only read, a
 * ballot-box character says the same thing as text.
 */
function replaceTaskCheckboxes(tree: HastRoot): void {
  const walk = (node: HastRoot | Element) => {
    node.children = node.children.map((child): ElementContent => {
      if (child.type !== 'element') return child as ElementContent;
      if (child.tagName === 'input' && child.properties.type === 'checkbox') {
        return { type: 'text', value: child.properties.checked ? '☑' : '☐' };
      }
      walk(child);
      return child;
    }) as typeof node.children;
  };
  walk(tree);
}

/** Markdown (CommonMark + GFM) to sanitised HTML. */
export function markdownToSafeHtml(markdown: string): string {
  const limited = limitNesting(markdown);
  try {
    return String(toHtml.processSync(limited));
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return String(toHtml.stringify(toHtml.runSync(asParagraphs(markdown))));
  }
}

/** Text of a node; block-level children are separated. */
function textOf(node: Nodes): string {
  switch (node.type) {
    case 'break':
      return ' ';
    case 'image':
    case 'imageReference':
      return node.alt ?? '';
    case 'text':
    case 'inlineCode':
    case 'code':
      return node.value;
    default: {
      if (!('children' in node)) return '';
      const inline = node.type === 'paragraph' || node.type === 'heading' || node.type === 'emphasis' || node.type === 'strong' || node.type === 'delete' || node.type === 'link' || node.type === 'linkReference';
      return (node.children as Nodes[]).map(textOf).join(inline ? '' : ' ');
    }
  }
}

/** The text a reader sees, without Markdown syntax or raw HTML, whitespace collapsed. */
export function markdownToPlainText(markdown: string): string {
  return textOf(parseMarkdown(markdown))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Inline text of a node, for the text file (links keep their address). */
function inlineText(node: Nodes): string {
  switch (node.type) {
    case 'break':
      return '\n';
    case 'image':
    case 'imageReference':
      return node.alt ?? '';
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'footnoteReference':
      return `[${node.label ?? node.identifier}]`;
    case 'link': {
      const label = node.children.map(inlineText).join('');
      return label && label !== node.url && !node.url.startsWith('#') ? `${label} (${node.url})` : label || node.url;
    }
    default:
      return 'children' in node ? (node.children as Nodes[]).map(inlineText).join('') : '';
  }
}

function indent(text: string, first: string, rest: string): string {
  return text
    .split('\n')
    .map((line, i) => (i === 0 ? first : line ? rest : '') + line)
    .join('\n');
}

/** Blocks of a node, each a string; callers join them with blank lines. */
function blocksOf(node: Nodes): string[] {
  switch (node.type) {
    case 'root':
    case 'blockquote':
    case 'footnoteDefinition': {
      const blocks = node.children.flatMap(blocksOf);
      if (node.type === 'blockquote') return blocks.map((b) => indent(b, '> ', '> '));
      if (node.type === 'footnoteDefinition') return blocks.length ? [`[${node.label ?? node.identifier}] ${blocks.join('\n\n')}`] : [];
      return blocks;
    }
    case 'heading': {
      const text = inlineText(node).trim();
      if (!text) return [];
      const shown = node.depth === 1 ? text.toUpperCase() : text;
      return node.depth <= 2 ? [`${shown}\n${(node.depth === 1 ? '=' : '-').repeat(Math.min(shown.length, 72))}`] : [text];
    }
    case 'paragraph':
      return [inlineText(node).trim()].filter(Boolean);
    case 'code':
      return [indent(node.value, '    ', '    ')];
    case 'thematicBreak':
      return ['* * *'];
    case 'list': {
      const items = node.children.map((item, i) => {
        const marker = node.ordered ? `${(node.start ?? 1) + i}. ` : '• ';
        const check = item.checked === true ? '☑ ' : item.checked === false ? '☐ ' : '';
        const body = item.children.flatMap(blocksOf).join(item.spread ? '\n\n' : '\n');
        return indent(check + body, marker, ' '.repeat(marker.length));
      });
      return [items.join(node.spread ? '\n\n' : '\n')];
    }
    case 'table':
      return [node.children.map((row) => row.children.map((cell) => inlineText(cell).trim()).join(' | ')).join('\n')];
    case 'definition':
      return [];
    default:
      return [inlineText(node).trim()].filter(Boolean);
  }
}

/**
 * Markdown as a readable text file: headings underlined, paragraphs separated
 * by blank lines, lists with bullets or numbers, links with their address,
 * footnotes at the end. Raw HTML is dropped.
 */
export function markdownToText(markdown: string): string {
  const root = parseMarkdown(markdown);
  const notes = root.children.filter((n) => n.type === 'footnoteDefinition');
  const body = root.children.filter((n) => n.type !== 'footnoteDefinition');
  const text = [...blocksOf({ ...root, children: body }), ...notes.flatMap(blocksOf)].join('\n\n');
  return text ? text + '\n' : '';
}
