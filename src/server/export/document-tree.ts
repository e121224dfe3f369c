import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocumentType } from '../../shared/documents.ts';
import type { FootnoteDefinition, PhrasingContent, Root, RootContent } from 'mdast';
import { flatText, isSafeUrl, parseMarkdown } from '../../shared/markdown.ts';
import { projectRoot } from '../paths.ts';
import { sectionKind } from './paper-layout.ts';

/**
 * A Markdown document as plain JSON for the Typst templates
 * (`templates/document-*.typ`). Typst reads it with `json()`, so every piece of
 * the user's text reaches the page as a string — never as Typst markup —
 * whatever characters it holds.
 */

export type Inline =
  | string
  | { k: 'em' | 'strong' | 'del'; c: Inline[] }
  | { k: 'code'; x: string }
  | { k: 'link'; u: string; c: Inline[] }
  | { k: 'br' }
  /** The first reference to a footnote carries its text; later ones repeat its number. */
  | ({ k: 'fn' } & Flow)
  | { k: 'fnref'; n: number };

export type Block =
  | { k: 'h'; d: number; c: Inline[]; num: boolean }
  | { k: 'p'; c: Inline[] }
  | { k: 'list'; o: boolean; s: number; tight: boolean; items: ({ chk: boolean | null } & Flow)[] }
  | { k: 'quote'; c: Block[] }
  | { k: 'pre'; x: string }
  | { k: 'table'; a: ('left' | 'center' | 'right')[]; rows: Inline[][][] }
  | { k: 'hr' }
  /** A numbered reference-list entry ("[1] …"): its label hangs in front of the text. */
  | { k: 'entry'; lab: string; c: Inline[]; /** The label column's width in em: the list's widest label and a gap. */ w: number }
  | SectionBlock;

/** An academic paper's abstract and reference list: laid out apart from the numbered sections. */
export interface SectionBlock {
  k: 'abstract' | 'refs';
  h: Inline[];
  c: Block[];
}

/**
 * A list item's or footnote's content: the text of its opening paragraph runs
 * on from the marker (`c`), any further blocks follow (`b`).
 */
interface Flow {
  c: Inline[];
  b: Block[];
}

export interface DocumentTree {
  title: Inline[];
  body: Block[];
}

/** The text document types, each with its own layout. */
export type Layout = Exclude<DocumentType, 'resume'>;


// Typst stops at a call depth of 80 (its guard against runaway recursion);
// the templates spend about three calls per container and two per inline
// wrapper. Anything nested deeper than these limits — no real document is —
// is flattened to its plain text, collected without recursion.
const MAX_BLOCK_DEPTH = 12;
const MAX_INLINE_DEPTH = 8;

/** Body rows per table: Typst lays out one very long table in more than linear time, consecutive shorter ones in linear time. */
const TABLE_CHUNK_ROWS = 100;

/** A long table as consecutive tables of at most TABLE_CHUNK_ROWS rows, each with the header row (it reads as one). */
function tableChunks(table: Extract<Block, { k: 'table' }>): Block[] {
  const [header, ...body] = table.rows;
  if (body.length <= TABLE_CHUNK_ROWS) return [table];
  const chunks: Block[] = [];
  for (let at = 0; at < body.length; at += TABLE_CHUNK_ROWS) chunks.push({ ...table, rows: [header!, ...body.slice(at, at + TABLE_CHUNK_ROWS)] });
  return chunks;
}

/**
 * Runs of 20 or more characters without a space that the layouts break
 * between any two characters: in the scripts that put spaces between words,
 * and not a word (letters, perhaps hyphenated, under 40 letters a part,
 * punctuation around). The patterns are the ones the templates use
 * (`templates/long-runs.json`, in a syntax Typst's engine and JavaScript's
 * `v` flag share).
 */
const longRunPatterns = JSON.parse(readFileSync(path.join(projectRoot, 'src', 'server', 'typst', 'templates', 'long-runs.json'), 'utf8')) as { run: string; word: string };
const LONG_RUN = new RegExp(longRunPatterns.run, 'gv');
const WORD = new RegExp(longRunPatterns.word, 'v');

/** How many characters of a text are in runs that break anywhere. */
export function longRunLength(text: string): number {
  let characters = 0;
  for (const [run] of text.matchAll(LONG_RUN)) if (!WORD.test(run)) characters += run.length;
  return characters;
}

/** How many characters of the tree's text (not its link targets) are in runs that break anywhere. */
export function longRunLengthOf(tree: DocumentTree): number {
  let characters = 0;
  const stack: unknown[] = [tree.title, tree.body];
  while (stack.length) {
    const value = stack.pop();
    if (typeof value === 'string') characters += longRunLength(value);
    else if (Array.isArray(value)) for (const item of value) stack.push(item);
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) if (key !== 'u') stack.push(item);
  }
  return characters;
}

/** Each character of such a run is a box of its own: about 0.03 ms, against 0.004 ms for a character of ordinary text (a 50,000-character token: 1.0–1.5 s). */
const longRunCost = (text: string) => longRunLength(text) * 0.03;

/**
 * Roughly how long Typst will take to lay the tree out, in milliseconds on
 * one core (measured: bench/export.ts, BENCHMARKS.md). Text costs by the
 * character, blocks and list items by the piece, footnotes more, and a long
 * unbreakable run far more; a paragraph costs more than linearly in its
 * number of inline pieces (line breaking looks across the whole paragraph).
 * A document far beyond any real one is refused before Typst starts, rather
 * than holding a worker for minutes.
 */
export function layoutCost(tree: DocumentTree): number {
  let cost = 0;
  const paragraph = (inlines: readonly Inline[]) => {
    let pieces = 0;
    const stack: unknown[] = [...inlines];
    while (stack.length) {
      const item = stack.pop();
      pieces += 1;
      if (typeof item === 'string') cost += item.length * 0.004 + longRunCost(item);
      else if (item && typeof item === 'object') {
        const node = item as { k: string; c?: unknown[]; b?: Block[]; x?: string };
        if (node.k === 'fn') cost += 0.8;
        else if (node.k === 'fnref') cost += 0.6;
        if (node.x) cost += node.x.length * 0.004 + longRunCost(node.x);
        if (node.c) stack.push(...node.c);
        if (node.b) blocks.push(...node.b);
      }
    }
    cost += pieces * 0.01 + pieces * pieces * 3e-6;
  };
  const blocks: Block[] = [...tree.body];
  paragraph(tree.title);
  while (blocks.length) {
    const block = blocks.pop()!;
    cost += 0.05;
    switch (block.k) {
      case 'h':
      case 'p':
      case 'entry':
        paragraph(block.c);
        break;
      case 'list':
        for (const item of block.items) {
          cost += 0.25;
          paragraph(item.c);
          blocks.push(...item.b);
        }
        break;
      case 'quote':
        blocks.push(...block.c);
        break;
      case 'abstract':
      case 'refs':
        paragraph(block.h);
        blocks.push(...block.c);
        break;
      case 'pre':
        cost += block.x.length * 0.004 + longRunCost(block.x);
        break;
      case 'table':
        for (const row of block.rows) {
          cost += 0.3;
          for (const cell of row) paragraph(cell);
        }
        break;
      case 'hr':
        break;
    }
  }
  return cost;
}

function flow(blocks: Block[]): Flow {
  const [first, ...rest] = blocks;
  return first?.k === 'p' ? { c: first.c, b: rest } : { c: [], b: blocks };
}

class TreeBuilder {
  private readonly definitions = new Map<string, FootnoteDefinition>();
  /** Footnote numbers by identifier, in order of first reference. */
  private readonly numbers = new Map<string, number>();
  private inFootnote = false;
  /** Where inline nesting starts counting: inside a footnote, near the limit (the note sits at its reference's depth). */
  private inlineStart = 0;

  constructor(root: Root) {
    for (const node of root.children) if (node.type === 'footnoteDefinition') this.definitions.set(node.identifier, node);
  }

  blocks(nodes: readonly RootContent[], depth: number): Block[] {
    const out: Block[] = [];
    for (const node of nodes) {
      const block = this.block(node, depth);
      if (block?.k === 'table') out.push(...tableChunks(block));
      else if (block) out.push(block);
    }
    return out;
  }

  private block(node: RootContent, depth: number): Block | null {
    if (depth > MAX_BLOCK_DEPTH && (node.type === 'list' || node.type === 'blockquote')) return { k: 'p', c: [flatText(node)] };
    switch (node.type) {
      case 'heading':
        return { k: 'h', d: node.depth, c: this.inlines(node.children, this.inlineStart), num: true };
      case 'paragraph':
        return { k: 'p', c: this.inlines(node.children, this.inlineStart) };
      case 'list':
        return {
          k: 'list',
          o: node.ordered === true,
          s: node.start ?? 1,
          tight: node.spread !== true && node.children.every((item) => item.spread !== true),
          items: node.children.map((item) => ({ chk: item.checked ?? null, ...flow(this.blocks(item.children, depth + 1)) })),
        };
      case 'blockquote':
        return { k: 'quote', c: this.blocks(node.children, depth + 1) };
      case 'code':
        return { k: 'pre', x: node.value };
      case 'table': {
        const columns = Math.max(1, ...node.children.map((row) => row.children.length));
        return {
          k: 'table',
          a: Array.from({ length: columns }, (_, i) => node.align?.[i] ?? 'left'),
          rows: node.children.map((row) => Array.from({ length: columns }, (_, i) => (row.children[i] ? this.inlines(row.children[i].children, this.inlineStart) : []))),
        };
      }
      case 'thematicBreak':
        return { k: 'hr' };
      default:
        // Footnote definitions travel with their first reference; definitions
        // of links and anything else carry no visible text of their own.
        return null;
    }
  }

  inlines(nodes: readonly PhrasingContent[], depth: number): Inline[] {
    const out: Inline[] = [];
    for (const node of nodes) {
      const inline = this.inline(node, depth);
      if (inline === null) continue;
      // Neighbouring strings are merged: fewer, longer text runs for Typst to shape.
      if (typeof inline === 'string' && typeof out.at(-1) === 'string') out[out.length - 1] += inline;
      else out.push(inline);
    }
    return out;
  }

  private inline(node: PhrasingContent, depth: number): Inline | null {
    if (depth > MAX_INLINE_DEPTH && 'children' in node) return flatText(node);
    switch (node.type) {
      case 'text':
        return node.value;
      case 'emphasis':
        return { k: 'em', c: this.inlines(node.children, depth + 1) };
      case 'strong':
        return { k: 'strong', c: this.inlines(node.children, depth + 1) };
      case 'delete':
        return { k: 'del', c: this.inlines(node.children, depth + 1) };
      case 'inlineCode':
        return { k: 'code', x: node.value };
      case 'break':
        return { k: 'br' };
      case 'link': {
        // Only web and mail links stay links; any other scheme keeps just its text.
        return isSafeUrl(node.url) ? { k: 'link', u: node.url, c: this.inlines(node.children, depth + 1) } : flatText(node);
      }
      case 'image':
        return node.alt ? `[${node.alt}]` : null;
      case 'footnoteReference': {
        const definition = this.definitions.get(node.identifier);
        if (!definition) return `[^${node.label ?? node.identifier}]`;
        const number = this.numbers.get(node.identifier);
        if (number !== undefined) return { k: 'fnref', n: number };
        // A note inside a note stays as written: chains of notes cannot nest without end.
        if (this.inFootnote) return `[^${node.label ?? node.identifier}]`;
        this.numbers.set(node.identifier, this.numbers.size + 1);
        this.inFootnote = true;
        this.inlineStart = MAX_INLINE_DEPTH - 2;
        // A footnote's own text is shallow: its containers and wrappers count from the limits' edge.
        const content = flow(this.blocks(definition.children, MAX_BLOCK_DEPTH - 2));
        this.inFootnote = false;
        this.inlineStart = 0;
        return { k: 'fn', ...content };
      }
      default:
        // linkReference / imageReference: their text, as written.
        return 'children' in node ? flatText(node) : null;
    }
  }
}

/** Plain text of inline content (for an academic section's name). */
function inlineText(inlines: readonly Inline[]): string {
  return inlines.map((i) => (typeof i === 'string' ? i : 'c' in i && i.k !== 'fn' ? inlineText(i.c as Inline[]) : 'x' in i ? i.x : '')).join('');
}

/**
 * The title (the opening `# ` heading, or the document's title when it has
 * none) and the body, with headings shifted so the body's top level is 1.
 * Academic papers also get their abstract and references set apart and,
 * unless `numbered` is false (the styles whose papers carry no section
 * numbers), their other sections numbered.
 */
export function documentTree(markdown: string, title: string, layout: Layout, options: { numbered?: boolean } = {}): DocumentTree {
  const root = parseMarkdown(markdown);
  const builder = new TreeBuilder(root);
  let nodes = root.children;
  let titleInlines: Inline[] = [title.replace(/\s+/g, ' ').trim()];
  const first = nodes.find((n) => n.type !== 'definition' && n.type !== 'footnoteDefinition');
  if (first?.type === 'heading' && first.depth === 1) {
    titleInlines = builder.inlines(first.children, 0);
    nodes = nodes.filter((n) => n !== first);
  }
  let body = builder.blocks(nodes, 0);
  const top = Math.min(6, ...body.filter((b) => b.k === 'h').map((b) => (b as { d: number }).d));
  const numbered = layout === 'academic' && options.numbered !== false;
  body = body.map((b) => (b.k === 'h' ? { ...b, d: b.d - top + 1, num: numbered, c: numbered ? withoutOwnNumber(b.c) : b.c } : b));
  if (layout === 'academic') body = groupAcademicSections(body);
  return { title: titleInlines, body };
}

/** "2.1 Methods" → "Methods": the layout numbers a paper's sections itself. */
function withoutOwnNumber(inlines: Inline[]): Inline[] {
  const [first, ...rest] = inlines;
  if (typeof first !== 'string') return inlines;
  // One or two digits per level: "2020 Census" is a title, not a section number.
  const stripped = first.replace(/^\s*(?:\d{1,2}\.)*\d{1,2}\.?\s+/, '');
  return stripped === first || (!stripped && rest.length === 0) ? inlines : [stripped, ...rest].filter((i) => i !== '');
}

function groupAcademicSections(body: Block[]): Block[] {
  const out: Block[] = [];
  let section: SectionBlock | null = null;
  let sectionDepth = 0;
  for (const block of body) {
    if (block.k === 'h') {
      if (section && block.d <= sectionDepth) section = null;
      const kind: 'abstract' | 'refs' | null = section ? null : sectionKind(inlineText(block.c));
      if (kind) {
        section = { k: kind, h: block.c, c: [] };
        sectionDepth = block.d;
        out.push(section);
        continue;
      }
    }
    if (section) section.c.push(section.k === 'refs' ? asEntry(block) : block);
    else out.push(block);
  }
  for (const block of out) if (block.k === 'refs') alignLabels(block.c);
  return out;
}

/** Every numbered entry of a reference list gets the width of its widest label: figures are about half an em, the brackets and the gap about one em. */
function alignLabels(blocks: Block[]): void {
  const entries = blocks.filter((b): b is Extract<Block, { k: 'entry' }> => b.k === 'entry');
  const digits = Math.max(0, ...entries.map((e) => e.lab.length - 2));
  for (const entry of entries) entry.w = Math.round((0.5 * digits + 1.1) * 100) / 100;
}

/** "[1] J. Smith, …" (IEEE's reference list) → an entry whose label the layout hangs in front of its text. */
function asEntry(block: Block): Block {
  if (block.k !== 'p' || typeof block.c[0] !== 'string') return block;
  const match = /^\s*(\[\d{1,4}\])\s+/.exec(block.c[0]);
  if (!match) return block;
  const rest = block.c[0].slice(match[0].length);
  return { k: 'entry', lab: match[1]!, c: rest ? [rest, ...block.c.slice(1)] : block.c.slice(1), w: 0 };
}
