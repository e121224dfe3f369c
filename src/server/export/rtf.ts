import type { FootnoteDefinition, List, ListItem, PhrasingContent, Root, RootContent, Table } from 'mdast';
import { definitionsOf, flatText, isSafeUrl, opensWithHeading, parseMarkdown } from '../../shared/markdown.ts';


// A4 with one-inch margins, in twips (1/1440 inch).
const PAGE = '\\paperw11906\\paperh16838\\margl1440\\margr1440\\margt1440\\margb1440';
const TEXT_WIDTH = 11906 - 2 * 1440;
const STEP = 720;
// Indentation stops growing after eight levels so a deeply nested list or
// quote still leaves room for its text.
const MAX_INDENT = 8 * STEP;
// Containers nested deeper than this are written as one plain paragraph of
// their text (collected without recursion), so a hostile document cannot
// exhaust the stack; no real document nests this deep.
const MAX_DEPTH = 100;

const HEADER =
  '{\\rtf1\\ansi\\ansicpg1252\\deff0\\uc1 ' +
  '{\\fonttbl{\\f0\\froman Times New Roman;}{\\f1\\fswiss Arial;}{\\f2\\fmodern Courier New;}}' +
  '{\\colortbl;\\red0\\green0\\blue0;\\red37\\green99\\blue235;}';
const HEADING_SIZES = [40, 32, 28, 26, 24, 22]; // half-points, h1..h6
const BULLETS = ['\\bullet', '\\u9702?', '\\u9642?']; // •, ◦, ▪ by nesting level
const CHECKBOX = { checked: '\\u9745?', unchecked: '\\u9744?' }; // ☑, ☐

interface Context {
  /** Left indent in twips. */
  indent: number;
  /** Inside a block quote. */
  italic: boolean;
  /** Paragraph spacing of a tight list. */
  tight: boolean;
  listLevel: number;
  depth: number;
}

const unicode = (code: number) => `\\u${code > 32767 ? code - 65536 : code}?`;

/**
 * Text as RTF: the three RTF specials escaped, everything beyond ASCII as
 * \uN? (UTF-16 code units, so astral characters become a surrogate pair),
 * tabs as \tab, line breaks as spaces and other control characters dropped.
 * Nothing a user types can open a group or start a control word.
 */
function escapeRtfText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x5c || code === 0x7b || code === 0x7d) out += `\\${text[i]}`;
    else if (code >= 0x20 && code < 0x7f) out += text[i];
    else if (code === 0x09) out += '\\tab ';
    else if (code === 0x0a) out += ' ';
    else if (code === 0x0d) out += text.charCodeAt(i + 1) === 0x0a ? '' : ' ';
    else if (code < 0xa0) continue; // C0/C1 controls and DEL
    else if (code >= 0xd800 && code <= 0xdbff && isLowSurrogate(text.charCodeAt(i + 1))) out += unicode(code) + unicode(text.charCodeAt(++i));
    else if (code >= 0xd800 && code <= 0xdfff) out += unicode(0xfffd); // lone surrogate
    else out += unicode(code);
  }
  return out;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

const encoder = new TextEncoder();

/** A URL inside a quoted field instruction: percent-encoded beyond printable ASCII, and wherever it could end the quote, group or start a switch. */
function escapeUrl(url: string): string {
  let out = '';
  for (const byte of encoder.encode(url)) {
    const c = String.fromCharCode(byte);
    out += byte > 0x20 && byte < 0x7f && !'"\\{}'.includes(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}


function paragraph(ctx: Context, content: string, format = `\\sa${ctx.tight ? 60 : 160}\\li${ctx.indent}`): string {
  return `{\\pard\\plain${format} ${ctx.italic ? '\\i ' : ''}${content}\\par}\n`;
}

class RtfWriter {
  private readonly links: Map<string, string>;
  private readonly footnotes: Map<string, FootnoteDefinition>;
  /** Footnote identifiers in order of first reference, and their numbers. */
  private readonly noteOrder: string[] = [];
  private readonly noteNumbers = new Map<string, number>();

  constructor(tree: Root) {
    ({ links: this.links, footnotes: this.footnotes } = definitionsOf(tree));
  }

  blocks(nodes: RootContent[], ctx: Context): string {
    return nodes.map((node) => this.block(node, ctx)).join('');
  }

  heading(level: number, content: string, ctx: Context): string {
    const size = HEADING_SIZES[Math.min(Math.max(level, 1), 6) - 1];
    return paragraph(ctx, content, `\\keepn\\sb${level <= 2 ? 360 : 240}\\sa120\\li${ctx.indent}\\f1\\fs${size}\\b`);
  }

  private block(node: RootContent, ctx: Context): string {
    if (ctx.depth >= MAX_DEPTH && 'children' in node) return paragraph(ctx, escapeRtfText(flatText(node)));
    switch (node.type) {
      case 'heading':
        return this.heading(node.depth, this.inline(node.children, 0), ctx);
      case 'paragraph':
        return paragraph(ctx, this.inline(node.children, 0));
      case 'blockquote':
        return this.blocks(node.children, { ...ctx, indent: Math.min(ctx.indent + STEP, MAX_INDENT), italic: true, depth: ctx.depth + 1 });
      case 'list':
        return this.list(node, ctx);
      case 'code': {
        const lines = node.value.split(/\r\n|\r|\n/).map(escapeRtfText).join('\\line ');
        return paragraph(ctx, lines, `\\sa160\\li${ctx.indent}\\f2\\fs20`);
      }
      case 'table':
        return this.table(node, ctx);
      case 'thematicBreak':
        return paragraph(ctx, '', `\\sa160\\li${ctx.indent}\\brdrb\\brdrs\\brdrw10\\brsp20`);
      case 'definition':
      case 'footnoteDefinition': // written in the Notes section
        return '';
      default:
        return 'children' in node ? paragraph(ctx, escapeRtfText(flatText(node))) : '';
    }
  }

  private list(node: List, ctx: Context): string {
    const inner: Context = { ...ctx, indent: Math.min(ctx.indent + STEP, MAX_INDENT), listLevel: ctx.listLevel + 1, depth: ctx.depth + 1 };
    return node.children
      .map((item, index) => {
        const marker =
          item.checked != null
            ? CHECKBOX[item.checked ? 'checked' : 'unchecked']
            : node.ordered
              ? `${(node.start ?? 1) + index}.`
              : (BULLETS[ctx.listLevel % BULLETS.length] ?? '\\bullet');
        return this.item(item, marker, { ...inner, tight: !node.spread && !item.spread });
      })
      .join('');
  }

  /** A list item or footnote: the marker hangs in the margin of the first paragraph, the rest is indented under it. */
  private item(item: ListItem | FootnoteDefinition, marker: string, ctx: Context): string {
    if (ctx.depth >= MAX_DEPTH) return paragraph(ctx, escapeRtfText(flatText(item)));
    const hanging = `\\sa${ctx.tight ? 60 : 160}\\fi-360\\li${ctx.indent}\\tx${ctx.indent}`;
    const [first, ...rest] = item.children;
    if (first?.type === 'paragraph') return paragraph(ctx, `${marker}\\tab ${this.inline(first.children, 0)}`, hanging) + this.blocks(rest, ctx);
    return paragraph(ctx, `${marker}\\tab `, hanging) + this.blocks(item.children, ctx);
  }

  /** Equal column widths across the text width; the header row is bold and repeats on each page. */
  private table(node: Table, ctx: Context): string {
    const columns = node.children.reduce((most, row) => Math.max(most, row.children.length), 1);
    const width = Math.floor((TEXT_WIDTH - ctx.indent) / columns);
    const border = ['t', 'l', 'b', 'r'].map((side) => `\\clbrdr${side}\\brdrs\\brdrw10`).join('');
    let cells = '';
    for (let c = 1; c <= columns; c++) cells += `${border}\\cellx${ctx.indent + c * width}`;
    const align = (c: number) => ({ left: '\\ql', center: '\\qc', right: '\\qr' })[node.align?.[c] ?? 'left'] ?? '\\ql';
    const rows = node.children.map((row, r) => {
      let out = `\\trowd${r === 0 ? '\\trhdr' : ''}\\trgaph108\\trleft${ctx.indent}${cells}\n`;
      for (let c = 0; c < columns; c++) {
        const cell = row.children[c];
        const content = cell ? this.inline(cell.children, 0) : '';
        out += `\\pard\\plain\\intbl\\sa60${align(c)} ${ctx.italic ? '\\i ' : ''}${r === 0 ? `{\\b ${content}}` : content}\\cell\n`;
      }
      return `${out}\\row\n`;
    });
    return `${rows.join('')}\\pard\\plain\n`;
  }

  private inline(nodes: PhrasingContent[], depth: number): string {
    return nodes.map((node) => this.phrase(node, depth)).join('');
  }

  private phrase(node: PhrasingContent, depth: number): string {
    if (depth >= MAX_DEPTH && 'children' in node) return escapeRtfText(flatText(node));
    switch (node.type) {
      case 'text':
        return escapeRtfText(node.value);
      case 'strong':
        return `{\\b ${this.inline(node.children, depth + 1)}}`;
      case 'emphasis':
        return `{\\i ${this.inline(node.children, depth + 1)}}`;
      case 'delete':
        return `{\\strike ${this.inline(node.children, depth + 1)}}`;
      case 'inlineCode':
        return `{\\f2 ${escapeRtfText(node.value)}}`;
      case 'break':
        return '\\line ';
      case 'link':
        return this.link(node.url, this.inline(node.children, depth + 1));
      case 'linkReference': {
        const content = this.inline(node.children, depth + 1);
        const url = this.links.get(node.identifier);
        return url === undefined ? content : this.link(url, content);
      }
      case 'image':
      case 'imageReference':
        return node.alt ? escapeRtfText(`[${node.alt}]`) : '';
      case 'footnoteReference':
        return this.footnoteReference(node.identifier);
      default:
        return '';
    }
  }

  /** Only web and mail addresses become live links; anything else (javascript:, file:, relative paths) stays plain text. */
  private link(url: string, content: string): string {
    const target = url.trim();
    if (!isSafeUrl(target)) return content;
    const text = content || escapeRtfText(target);
    return `{\\field{\\*\\fldinst{HYPERLINK "${escapeUrl(target)}"}}{\\fldrslt{\\ul\\cf2 ${text}}}}`;
  }

  private footnoteReference(identifier: string): string {
    if (!this.footnotes.has(identifier)) return escapeRtfText(`[^${identifier}]`);
    let number = this.noteNumbers.get(identifier);
    if (number === undefined) {
      number = this.noteOrder.push(identifier);
      this.noteNumbers.set(identifier, number);
    }
    return `{\\super ${number}}`;
  }

  /** The Notes section: referenced footnotes in order of first reference (a note may reference a later one, so the list can grow while it is written). */
  notes(ctx: Context): string {
    if (this.noteOrder.length === 0) return '';
    let out = this.heading(2, 'Notes', ctx);
    // An array iterator sees items pushed while it runs.
    for (const [i, identifier] of this.noteOrder.entries()) {
      const note = this.footnotes.get(identifier) as FootnoteDefinition;
      out += this.item(note, `${i + 1}.`, { ...ctx, indent: STEP, tight: true, depth: ctx.depth + 1 });
    }
    return out;
  }
}


/** A complete RTF 1.9 document (a string of 7-bit ASCII) of a Markdown document with the given title. */
export function markdownToRtf(markdown: string, options: { title: string }): string {
  const title = options.title.replace(/\s+/g, ' ').trim();
  const tree = parseMarkdown(markdown);
  const writer = new RtfWriter(tree);
  const ctx: Context = { indent: 0, italic: false, tight: false, listLevel: 0, depth: 0 };
  // The title is written as text, not parsed as Markdown: it is a plain string.
  const titleHeading = title && !opensWithHeading(markdown) ? writer.heading(1, escapeRtfText(title), ctx) : '';
  const body = titleHeading + writer.blocks(tree.children, ctx);
  return `${HEADER}{\\info{\\title ${escapeRtfText(title)}}}${PAGE}\\widowctrl\n${body}${writer.notes(ctx)}}`;
}
