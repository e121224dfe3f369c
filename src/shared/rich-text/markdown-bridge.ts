// Markdown ↔ the rich editor's document, both ways through remark (the
// parser every export and view already reads documents with), so the editor
// shows what the exports print. Storage stays Markdown; this module only
// translates. Plain data in and out (ProseMirror JSON, mdast): it runs in
// tests without a DOM.
//
// The normal form a document takes once it is edited in the rich editor (and
// only then: an unedited document is saved as it was):
// - ATX headings (`## x`), `-` bullets, `1.` numbers, `*emphasis*`,
//   `**strong**` (`**_both_**`), `~~strike~~`, fenced code, `---` rules,
//   `\` hard breaks;
// - tables with their columns padded to one width and a delimiter row that
//   shows each column's alignment;
// - a paragraph's soft line breaks become spaces (the editor reflows text);
// - a table cell holds one line: its paragraphs joined by a space;
// - empty paragraphs (blank lines typed with Enter) are not written;
// - a bare link written by itself (`https://…`) is written `<https://…>`;
// - what the editor cannot show as itself (images, reference-style links and
//   their definitions, task lists, a list item that does not open with text,
//   HTML) is kept as its Markdown source, shown as such, and written back
//   unchanged.
import type { Literal, Nodes as MdNodes, PhrasingContent, Root, RootContent, Table, TableCell } from 'mdast';
import { toMarkdown, type Handle, type Options as ToMarkdownOptions } from 'mdast-util-to-markdown';
import { markdownWriteOptions } from '../markdown-normal-form.ts';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { parseCitations } from '../citations.ts';
import { limitNesting } from '../markdown.ts';

/** A node of the editor's document as JSON (ProseMirror's / Tiptap's `JSONContent`). */
export interface DocNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: DocNode[];
  text?: string;
  marks?: DocMark[];
}

interface DocMark {
  type: string;
  attrs?: Record<string, unknown>;
}

const parser = unified().use(remarkParse).use(remarkGfm);

// ---------------------------------------------------------------------------
// Markdown → document

/**
 * Two characters the text does not hold, to stand for its citations while
 * remark reads it: a citation (`[see @smith2020, p. 12]`) is Pandoc's, not
 * CommonMark's, and remark would split it or read its brackets as a link.
 */
function placeholderPair(text: string): [string, string] {
  for (let code = 0xe000; code < 0xf8ff; code += 2) {
    const open = String.fromCharCode(code);
    const close = String.fromCharCode(code + 1);
    if (!text.includes(open) && !text.includes(close)) return [open, close];
  }
  return ['\u{F0000}', '\u{F0001}'];
}

interface ReadState {
  source: string;
  citations: string[];
  open: string;
  close: string;
}

/** The document the rich editor opens for this Markdown. */
export function markdownToDoc(markdown: string): DocNode {
  const source = limitNesting(markdown.replace(/\r\n?/g, '\n'));
  const [open, close] = placeholderPair(source);
  const citations: string[] = [];
  let marked = '';
  let at = 0;
  for (const citation of parseCitations(source)) {
    marked += source.slice(at, citation.start) + open + String(citations.length) + close;
    citations.push(source.slice(citation.start, citation.end));
    at = citation.end;
  }
  marked += source.slice(at);
  const state: ReadState = { source: marked, citations, open, close };
  const tree = parser.parse(marked) as Root;
  const content = blocks(tree.children, state);
  return { type: 'doc', content: content.length ? content : [{ type: 'paragraph' }] };
}

/** The Markdown source of a node, with its citations written back. */
function sourceOf(node: MdNodes, state: ReadState): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  const text = start === undefined || end === undefined ? '' : state.source.slice(start, end);
  return restoreCitations(text, state);
}

function restoreCitations(text: string, state: ReadState): string {
  const pattern = new RegExp(`${state.open}(\\d+)${state.close}`, 'g');
  return text.replace(pattern, (_m, n: string) => state.citations[Number(n)] ?? '');
}

const rawBlock = (node: MdNodes, state: ReadState): DocNode => ({ type: 'rawBlock', attrs: { markdown: sourceOf(node, state) } });

function blocks(children: readonly RootContent[], state: ReadState): DocNode[] {
  const out: DocNode[] = [];
  for (const child of children) {
    const node = block(child, state);
    if (node) out.push(node);
  }
  return out;
}

function block(node: RootContent, state: ReadState): DocNode | undefined {
  switch (node.type) {
    case 'paragraph':
      return paragraph(node.children, state);
    case 'heading':
      return withContent({ type: 'heading', attrs: { level: node.depth } }, inlines(node.children, state, []));
    case 'thematicBreak':
      return { type: 'horizontalRule' };
    case 'blockquote': {
      const content = blocks(node.children, state);
      return { type: 'blockquote', content: content.length ? content : [{ type: 'paragraph' }] };
    }
    case 'code':
      return withContent({ type: 'codeBlock', attrs: { language: node.lang ?? null } }, node.value ? [{ type: 'text', text: node.value }] : []);
    case 'list': {
      // The editor's list item opens with a paragraph and has no checkbox: any other list keeps its source.
      const plain = node.children.every((item) => item.checked == null && (item.children.length === 0 || item.children[0]!.type === 'paragraph'));
      if (!plain) return rawBlock(node, state);
      const items = node.children.map((item): DocNode => {
        const content = blocks(item.children, state);
        return { type: 'listItem', content: content.length ? content : [{ type: 'paragraph' }] };
      });
      const spread = node.spread === true || node.children.some((item) => item.spread === true);
      return node.ordered
        ? { type: 'orderedList', attrs: { start: node.start ?? 1, spread }, content: items }
        : { type: 'bulletList', attrs: { spread }, content: items };
    }
    case 'table':
      return table(node, state);
    case 'footnoteDefinition': {
      const content = blocks(node.children, state);
      return { type: 'footnoteDefinition', attrs: { label: node.label ?? node.identifier }, content: content.length ? content : [{ type: 'paragraph' }] };
    }
    case 'html':
      // Shown and exported as the text it is (markdown.ts rawHtmlAsText).
      return paragraph([{ type: 'text', value: node.value }], state);
    default:
      // Link definitions, and anything a later Markdown extension brings.
      return rawBlock(node, state);
  }
}

function withContent(node: DocNode, content: DocNode[]): DocNode {
  return content.length ? { ...node, content } : node;
}

function paragraph(children: readonly PhrasingContent[], state: ReadState): DocNode {
  return withContent({ type: 'paragraph' }, inlines(children, state, []));
}

function table(node: Table, state: ReadState): DocNode {
  const align = node.align ?? [];
  const rows = node.children.map((row, r): DocNode => ({
    type: 'tableRow',
    content: row.children.map((cell: TableCell, c): DocNode => ({
      type: r === 0 ? 'tableHeader' : 'tableCell',
      attrs: { align: align[c] ?? null },
      content: [paragraph(cell.children, state)],
    })),
  }));
  return { type: 'table', content: rows };
}

function inlines(children: readonly PhrasingContent[], state: ReadState, marks: DocMark[]): DocNode[] {
  const out: DocNode[] = [];
  const push = (node: DocNode) => out.push(marks.length ? { ...node, marks } : node);
  for (const child of children) {
    switch (child.type) {
      case 'text':
        for (const piece of textPieces(child.value.replace(/[ \t]*\n[ \t]*/g, ' '), state)) push(piece);
        break;
      case 'emphasis':
        out.push(...inlines(child.children, state, [...marks, { type: 'italic' }]));
        break;
      case 'strong':
        out.push(...inlines(child.children, state, [...marks, { type: 'bold' }]));
        break;
      case 'delete':
        out.push(...inlines(child.children, state, [...marks, { type: 'strike' }]));
        break;
      case 'inlineCode':
        if (child.value) out.push({ type: 'text', text: restoreCitations(child.value, state), marks: [...marks, { type: 'code' }] });
        break;
      case 'link':
        out.push(...inlines(child.children, state, [...marks, { type: 'link', attrs: { href: child.url, title: child.title ?? null } }]));
        break;
      case 'break':
        push({ type: 'hardBreak' });
        break;
      case 'footnoteReference':
        push({ type: 'footnoteReference', attrs: { label: child.label ?? child.identifier } });
        break;
      case 'html':
        push({ type: 'text', text: restoreCitations(child.value, state) });
        break;
      default:
        // Images and reference-style links: their source, written back as it was.
        push({ type: 'rawInline', attrs: { markdown: sourceOf(child, state) } });
    }
  }
  return out.filter((node) => node.type !== 'text' || node.text);
}

/** A text's pieces: plain text, and the citations its placeholders stand for. */
function textPieces(text: string, state: ReadState): DocNode[] {
  const pattern = new RegExp(`${state.open}(\\d+)${state.close}`, 'g');
  const pieces: DocNode[] = [];
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) pieces.push({ type: 'text', text: text.slice(at, match.index) });
    pieces.push({ type: 'citation', attrs: { markdown: state.citations[Number(match[1])] ?? '' } });
    at = match.index + match[0].length;
  }
  if (at < text.length) pieces.push({ type: 'text', text: text.slice(at) });
  return pieces;
}

// ---------------------------------------------------------------------------
// Document → Markdown

/** Markdown written as it stands, never escaped: a citation, or a construct the editor keeps as its source. */
interface RawInline extends Literal {
  type: 'rawInline';
}
interface RawBlock extends Literal {
  type: 'rawBlock';
}

declare module 'mdast' {
  interface PhrasingContentMap {
    rawInline: RawInline;
  }
  interface RootContentMap {
    rawBlock: RawBlock;
    rawInline: RawInline;
  }
  interface BlockContentMap {
    rawBlock: RawBlock;
  }
}

const writeRaw: Handle = (node: RawInline | RawBlock) => node.value;

const writeOptions: ToMarkdownOptions = { ...markdownWriteOptions, handlers: { rawInline: writeRaw, rawBlock: writeRaw } };

/** The Markdown the editor's document is saved as. */
export function docToMarkdown(doc: DocNode): string {
  const root: Root = { type: 'root', children: mdBlocks(doc.content ?? []) };
  if (root.children.length === 0) return '';
  return toMarkdown(root, writeOptions);
}

function mdBlocks(nodes: readonly DocNode[]): RootContent[] {
  const out: RootContent[] = [];
  for (const node of nodes) {
    const converted = mdBlock(node);
    // Markdown has no empty paragraph: the blank lines pressing Enter leaves (and the editor's trailing line) write nothing.
    if (converted && !(converted.type === 'paragraph' && converted.children.length === 0)) out.push(converted);
  }
  return out;
}

const attr = <T>(node: DocNode, name: string, fallback: T): T => (node.attrs?.[name] ?? fallback) as T;

function mdBlock(node: DocNode): RootContent | undefined {
  const content = node.content ?? [];
  switch (node.type) {
    case 'paragraph':
      return { type: 'paragraph', children: mdInlines(content) };
    case 'heading':
      return { type: 'heading', depth: Math.min(6, Math.max(1, attr(node, 'level', 1))) as 1 | 2 | 3 | 4 | 5 | 6, children: mdInlines(content) };
    case 'horizontalRule':
      return { type: 'thematicBreak' };
    case 'blockquote':
      return { type: 'blockquote', children: mdBlocks(content) as never };
    case 'codeBlock':
      return { type: 'code', lang: attr<string | null>(node, 'language', null), meta: null, value: content.map((c) => c.text ?? '').join('') };
    case 'bulletList':
    case 'orderedList': {
      const spread = attr(node, 'spread', false);
      return {
        type: 'list',
        ordered: node.type === 'orderedList',
        ...(node.type === 'orderedList' ? { start: attr(node, 'start', 1) } : {}),
        spread,
        children: content.map((item) => {
          const children = mdBlocks(item.content ?? []);
          // An item with only an empty paragraph is an empty item (`-`), as it was read.
          return { type: 'listItem', spread, children: children as never };
        }),
      };
    }
    case 'table':
      return mdTable(node);
    case 'footnoteDefinition': {
      const label = String(attr(node, 'label', '1'));
      return { type: 'footnoteDefinition', identifier: label.toLowerCase(), label, children: mdBlocks(content) as never };
    }
    case 'rawBlock':
      return { type: 'rawBlock', value: attr(node, 'markdown', '') };
    default:
      // An inline node at the top (never made by the editor's schema): in a paragraph of its own.
      return { type: 'paragraph', children: mdInlines([node]) };
  }
}

function mdTable(node: DocNode): Table {
  const rows = node.content ?? [];
  const firstRow = rows[0]?.content ?? [];
  return {
    type: 'table',
    align: firstRow.map((cell) => attr<'left' | 'right' | 'center' | null>(cell, 'align', null)),
    children: rows.map((row) => ({
      type: 'tableRow',
      children: (row.content ?? []).map((cell) => ({ type: 'tableCell', children: cellInlines(cell.content ?? []) })),
    })),
  };
}

/** A table cell's blocks as one line: each block's inline text, a space between. */
function cellInlines(blocksOfCell: readonly DocNode[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  const visit = (node: DocNode) => {
    if (node.type === 'paragraph' || node.type === 'heading') {
      if (out.length) out.push({ type: 'text', value: ' ' });
      out.push(...mdInlines((node.content ?? []).filter((n) => n.type !== 'hardBreak')));
    } else for (const child of node.content ?? []) visit(child);
  };
  for (const block of blocksOfCell) visit(block);
  return out;
}

/** The order marks nest in, outermost first: a link holds emphasis, code is always innermost (a leaf in Markdown). */
const markOrder = ['link', 'bold', 'italic', 'strike', 'code'];

const sameMark = (a: DocMark, b: DocMark) => a.type === b.type && JSON.stringify(a.attrs ?? {}) === JSON.stringify(b.attrs ?? {});

type Parent = { children: PhrasingContent[] };

/** Inline nodes with marks to nested Markdown phrasing (strong, emphasis, delete, link around text). */
function mdInlines(nodes: readonly DocNode[]): PhrasingContent[] {
  const root: Parent = { children: [] };
  // The marks open, outermost first, each with the Markdown node it opened.
  const open: Array<{ mark: DocMark; node: Parent }> = [];
  for (const node of nodes) {
    const marks = [...(node.marks ?? [])].filter((m) => m.type !== 'code').sort((a, b) => markOrder.indexOf(a.type) - markOrder.indexOf(b.type));
    let keep = 0;
    while (keep < open.length && keep < marks.length && sameMark(open[keep]!.mark, marks[keep]!)) keep++;
    open.length = keep;
    for (const mark of marks.slice(keep)) {
      const parent = open.at(-1)?.node ?? root;
      const made = markNode(mark);
      parent.children.push(made as PhrasingContent);
      open.push({ mark, node: made });
    }
    const parent = open.at(-1)?.node ?? root;
    parent.children.push(...leaves(node));
  }
  return root.children;
}

function markNode(mark: DocMark): Parent & PhrasingContent {
  switch (mark.type) {
    case 'bold':
      return { type: 'strong', children: [] };
    case 'italic':
      return { type: 'emphasis', children: [] };
    case 'strike':
      return { type: 'delete', children: [] };
    case 'link':
      return { type: 'link', url: String(mark.attrs?.href ?? ''), title: (mark.attrs?.title as string | null | undefined) ?? null, children: [] };
    default:
      // A mark Markdown has no syntax for (none in the editor's schema) adds nothing around its text.
      return { type: 'emphasis', children: [] };
  }
}

/** What one inline node writes: text (and the citations typed into it), code, a break, a footnote mark, a raw source. */
function leaves(node: DocNode): PhrasingContent[] {
  switch (node.type) {
    case 'text': {
      const text = node.text ?? '';
      if (node.marks?.some((m) => m.type === 'code')) return [{ type: 'inlineCode', value: text }];
      return textWithCitations(text);
    }
    case 'hardBreak':
      return [{ type: 'break' }];
    case 'citation':
      return [{ type: 'rawInline', value: attr(node, 'markdown', '') }];
    case 'footnoteReference': {
      const label = String(attr(node, 'label', '1'));
      return [{ type: 'footnoteReference', identifier: label.toLowerCase(), label }];
    }
    case 'rawInline':
      return [{ type: 'rawInline', value: attr(node, 'markdown', '') }];
    default:
      return node.text ? [{ type: 'text', value: node.text }] : [];
  }
}

/** Plain text, with any citation typed into it (`[@smith2020, p. 4]`) written as a citation rather than escaped. */
function textWithCitations(text: string): PhrasingContent[] {
  const found = text.includes('@') ? parseCitations(text) : [];
  if (!found.length) return [{ type: 'text', value: text }];
  const out: PhrasingContent[] = [];
  let at = 0;
  for (const citation of found) {
    if (citation.start > at) out.push({ type: 'text', value: text.slice(at, citation.start) });
    out.push({ type: 'rawInline', value: text.slice(citation.start, citation.end) });
    at = citation.end;
  }
  if (at < text.length) out.push({ type: 'text', value: text.slice(at) });
  return out;
}
