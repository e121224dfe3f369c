import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Nodes, Root } from 'mdast';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

const parser = unified().use(remarkParse).use(remarkGfm);

// Raw HTML in Markdown is dropped (remark-rehype without allowDangerousHtml),
// and rehype-sanitize's GitHub schema strips anything else unsafe. remark-rehype
// already prefixes footnote ids with 'user-content-'; a second prefix from the
// sanitiser would break the footnote links.
const toHtml = unified()
  .use(remarkParse)
  .use(remarkGfm)
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
  return String(toHtml.processSync(markdown));
}

/** Text of a node; block-level children are separated, raw HTML is skipped. */
function textOf(node: Nodes): string {
  switch (node.type) {
    case 'html':
      return '';
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
  return textOf(parser.parse(markdown) as Root)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Inline text of a node, for the text file (links keep their address). */
function inlineText(node: Nodes): string {
  switch (node.type) {
    case 'html':
      return '';
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
    case 'html':
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
  const root = parser.parse(markdown) as Root;
  const notes = root.children.filter((n) => n.type === 'footnoteDefinition');
  const body = root.children.filter((n) => n.type !== 'footnoteDefinition');
  const text = [...blocksOf({ ...root, children: body }), ...notes.flatMap(blocksOf)].join('\n\n');
  return text ? text + '\n' : '';
}
