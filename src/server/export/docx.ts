import type { FootnoteDefinition, Heading, List, ListItem, PhrasingContent, Root, RootContent, Table as TableNode } from 'mdast';
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  FootnoteReferenceRun,
  Header,
  HeadingLevel,
  LevelFormat,
  PageNumber,
  Packer,
  Paragraph,
  ShadingType,
  Tab,
  Table,
  TableCell,
  TableRow,
  TextRun,
  UnderlineType,
  WidthType,
  type IBorderOptions,
  type ILevelsOptions,
  type IParagraphOptions,
  type IStylesOptions,
  type ISectionOptions,
  type ParagraphChild,
} from 'docx';
import type { StudentPaperDesign } from '../../shared/citation-styles.ts';
import { definitionsOf, flatText, isSafeUrl, opensWithHeading, parseMarkdown } from '../../shared/markdown.ts';
import { paperFrontOf, sectionKind, type PaperFront } from './paper-layout.ts';


// A4 in twips (1/1440 inch).
export const PAGE_WIDTH = 11906;
const PAGE_HEIGHT = 16838;
const MARGIN = 1440;
export const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const STEP = 720;
// Indentation stops growing after eight levels, as in the RTF export, so a
// deeply nested list or quote still leaves room for its text.
const MAX_INDENT = 8 * STEP;
// Containers nested deeper than this are written as one plain paragraph of
// their text (collected without recursion), so a hostile document cannot
// exhaust the stack; no real document nests this deep.
const MAX_DEPTH = 100;
// Word numbering has levels 0–8; deeper lists reuse the last one.
const MAX_LIST_LEVEL = 8;

// Word picks a font per script: without an East Asian font, Chinese falls
// back to whatever the reader's Word chooses, often boxes on Western installs.
const EAST_ASIAN_FONT = 'Microsoft YaHei';
export const fontFor = (name: string) => ({ ascii: name, hAnsi: name, cs: name, eastAsia: EAST_ASIAN_FONT });
const MONO = fontFor('Courier New');

const HEADINGS = [HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3, HeadingLevel.HEADING_4, HeadingLevel.HEADING_5, HeadingLevel.HEADING_6];
const BULLETS = ['•', '◦', '▪'];
const CHECKBOX = { checked: '☑', unchecked: '☐' };
const RULE: IBorderOptions = { style: BorderStyle.SINGLE, size: 6, color: 'A6A6A6', space: 1 };
const CELL_BORDER: IBorderOptions = { style: BorderStyle.SINGLE, size: 4, color: 'A6A6A6' };
export const shade = (fill: string) => ({ type: ShadingType.CLEAR, fill, color: 'auto' });

/**
 * Text XML 1.0 can hold: C0 controls other than tab, line feed and carriage
 * return, U+FFFE, U+FFFF and unpaired surrogates are dropped, since any of
 * them makes Word reject the whole file.
 */
export function xmlSafe(text: string): string {
  let out = '';
  // Iterating a string yields code points; an unpaired surrogate comes out alone.
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    if (code < 0x20 ? code === 0x09 || code === 0x0a || code === 0x0d : code < 0xd800 || (code > 0xdfff && code !== 0xfffe && code !== 0xffff)) out += char;
  }
  return out;
}

/** A line of text as run content: tabs become Word tab characters (a literal tab in w:t is not one). */
function tabbed(text: string): (string | Tab)[] {
  return text.split('\t').flatMap((part, i) => (i === 0 ? [part] : [new Tab(), part])).filter((part) => part !== '');
}


type Layout = 'essay' | 'academic' | 'cover-letter';

interface LayoutStyle {
  font: string;
  /** Half-points. */
  size: number;
  /** Line spacing in 240ths of a line. */
  line: number;
  after: number;
  firstLine: number;
  headingSizes: number[];
}

const LAYOUTS: Record<Layout, LayoutStyle> = {
  essay: { font: 'Times New Roman', size: 24, line: 276, after: 160, firstLine: 0, headingSizes: [36, 30, 26, 24, 24, 24] },
  academic: { font: 'Times New Roman', size: 24, line: 360, after: 120, firstLine: 720, headingSizes: [32, 26, 24, 24, 24, 24] },
  'cover-letter': { font: 'Calibri', size: 22, line: 264, after: 200, firstLine: 0, headingSizes: [28, 24, 22, 22, 22, 22] },
};

/** A paper laid out as a student paper: its front matter with its style's design. */
type StudentPaper = PaperFront & { design: StudentPaperDesign };
const studentPaperOf = (paper: PaperFront | undefined): StudentPaper | undefined => (paper?.design ? (paper as StudentPaper) : undefined);

/**
 * Student papers (APA, MLA, Chicago): 12 pt Times New Roman, double spaced
 * (480) with no space between paragraphs, each paragraph indented half an
 * inch, headings the size of the text.
 */
const STUDENT_PAPER: LayoutStyle = { font: 'Times New Roman', size: 24, line: 480, after: 0, firstLine: 720, headingSizes: [24, 24, 24, 24, 24, 24] };
const DOUBLE = 480;
/** Half an inch: the hanging indent of reference-list entries and the paragraph indent of student papers. */
const HALF_INCH = 720;
// "## 2. Methods" is already numbered by its author; numbering it again would read "2 2. Methods".
const ALREADY_NUMBERED = /^\d+(?:\.\d+)*\.?\s/;

type Block = Paragraph | Table;

interface Context {
  /** Left indent in twips. */
  indent: number;
  /** Inside a block quote. */
  quote: boolean;
  /** In a tight list (no blank lines between its items). */
  tight: boolean;
  /** Inside a footnote. */
  note: boolean;
  listLevel: number;
  depth: number;
}

interface Marks {
  bold?: boolean;
  italics?: boolean;
  strike?: boolean;
  code?: boolean;
  link?: boolean;
  size?: number;
}

type Numbering = { reference: string; level: number; instance?: number };

const ALIGN = { left: AlignmentType.LEFT, center: AlignmentType.CENTER, right: AlignmentType.RIGHT } as const;

class DocxWriter {
  private readonly links: Map<string, string>;
  private readonly footnotes: Map<string, FootnoteDefinition>;
  /** Footnote identifiers in order of first reference from the body, and their numbers. */
  private readonly noteOrder: string[] = [];
  private readonly noteNumbers = new Map<string, number>();
  private writingNotes = false;
  /** Start numbers of ordered lists: one numbering definition each, one instance per list. */
  private readonly orderedStarts = new Set<number>();
  private lists = 0;
  /** Academic papers: the unnumbered section being written, from the heading at sectionLevel, and the section numbers. */
  private section: 'body' | 'abstract' | 'references' = 'body';
  private sectionLevel = 0;
  private readonly counters: number[] = [];
  private readonly layout: Layout;
  private readonly style: LayoutStyle;
  /** A student paper's front matter and design (absent: the general academic layout, or not a paper). */
  private readonly student: StudentPaper | undefined;
  /** Markdown heading depth that is the paper's first level (student papers name their levels from the top one down). */
  private readonly topDepth: number;

  constructor(tree: Root, layout: Layout, paper?: PaperFront) {
    this.layout = layout;
    this.student = layout === 'academic' ? studentPaperOf(paper) : undefined;
    this.style = this.student ? STUDENT_PAPER : LAYOUTS[layout];
    ({ links: this.links, footnotes: this.footnotes } = definitionsOf(tree));
    const depths = tree.children.flatMap((n, i) => (n.type === 'heading' && !(i === firstContent(tree) && n.depth === 1) ? [n.depth] : []));
    this.topDepth = Math.min(6, ...depths);
  }

  blocks(nodes: RootContent[], ctx: Context): Block[] {
    return nodes.flatMap((node) => this.block(node, ctx));
  }

  /** The document's title (plain text, not Markdown): a first-level heading that takes no part in section numbering. */
  title(text: string): Paragraph {
    return new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(text)] });
  }

  /** A paper's own title heading as runs for its title page. */
  titleRuns(nodes: PhrasingContent[], bold: boolean): ParagraphChild[] {
    return this.inline(nodes, { bold }, 0);
  }

  private heading(node: Heading, ctx: Context): Paragraph {
    const plain = flatText(node);
    const opened = this.layout === 'academic' && !ctx.note ? this.enterSection(node.depth, plain) : null;
    const number = this.layout === 'academic' && !ctx.note && !this.student ? this.sectionNumber(node.depth, plain) : '';
    // A student paper names its levels from its top heading down ("## Method" is APA's level 1).
    const level = this.student ? Math.max(1, node.depth - this.topDepth + 1) : node.depth;
    // The reference list starts a page of its own; some styles set its heading centred in plain type (MLA).
    if (opened === 'references' && this.student) this.breakBefore = true;
    const plainCentred = opened === 'references' && this.student?.design.referenceHeading === 'plain-centred';
    const children = this.inline(node.children, plainCentred ? { bold: false } : {}, 0);
    return new Paragraph({
      heading: HEADINGS[Math.min(Math.max(level, 1), 6) - 1],
      children: number ? [new TextRun(`${number} `), ...children] : children,
      ...(ctx.indent ? { indent: { left: ctx.indent } } : {}),
      ...(plainCentred ? { alignment: AlignmentType.CENTER } : {}),
      ...this.pageBreak(),
    });
  }

  /** Whether the next paragraph starts a new page (the text after a title page, the reference list). */
  breakBefore = false;

  private pageBreak(): { pageBreakBefore?: true } {
    if (!this.breakBefore) return {};
    this.breakBefore = false;
    return { pageBreakBefore: true };
  }

  /** Tracks the unnumbered section a heading opens or closes: the abstract, the reference list (and the headings under them), or the body. */
  private enterSection(level: number, plain: string): 'abstract' | 'references' | null {
    if (this.section !== 'body' && level <= this.sectionLevel) this.section = 'body';
    const kind = sectionKind(plain);
    if (kind && this.section === 'body') {
      this.section = kind === 'abstract' ? 'abstract' : 'references';
      this.sectionLevel = level;
      return this.section;
    }
    return null;
  }

  /** "1", "1.1", "2" for headings of level 2 and deeper; Abstract, References and the headings under them stay unnumbered. */
  private sectionNumber(level: number, plain: string): string {
    if (level < 2 || this.section !== 'body') return '';
    const at = level - 2;
    for (let i = 0; i < at; i++) this.counters[i] ??= 0;
    this.counters[at] = (this.counters[at] ?? 0) + 1;
    this.counters.length = at + 1;
    return ALREADY_NUMBERED.test(plain) ? '' : this.counters.join('.');
  }

  private block(node: RootContent, ctx: Context): Block[] {
    if (ctx.depth >= MAX_DEPTH && 'children' in node) return [this.paragraph(ctx, this.runs(flatText(node), this.marks(ctx)))];
    switch (node.type) {
      case 'heading':
        return [this.heading(node, ctx)];
      case 'paragraph':
        return [this.paragraph(ctx, this.entry(node.children, ctx) ?? this.inline(node.children, this.marks(ctx), 0), 'text')];
      case 'blockquote':
        return this.blocks(node.children, { ...ctx, indent: Math.min(ctx.indent + STEP, MAX_INDENT), quote: true, depth: ctx.depth + 1 });
      case 'list':
        return this.list(node, ctx);
      case 'code':
        return [this.code(node.value, ctx)];
      case 'table':
        // Word footnotes hold paragraphs only.
        if (ctx.note) return [this.paragraph(ctx, this.runs(flatText(node), this.marks(ctx)))];
        // A small empty paragraph after the table keeps two tables in a row apart (Word would join them).
        return [this.table(node, ctx), new Paragraph({ spacing: { after: 0, line: 240 }, run: { size: 8 } })];
      case 'thematicBreak':
        return [new Paragraph({ border: { bottom: RULE }, spacing: { after: 240 }, ...(ctx.indent ? { indent: { left: ctx.indent } } : {}) })];
      case 'definition':
      case 'footnoteDefinition': // written as Word footnotes
        return [];
      default:
        return 'children' in node ? [this.paragraph(ctx, this.runs(flatText(node), this.marks(ctx)))] : [];
    }
  }

  /** The run formatting a container gives its text. */
  private marks(ctx: Context): Marks {
    const small = ctx.note ? 20 : this.inSection('abstract') && !this.student ? this.style.size - 2 : undefined;
    return { ...(ctx.quote ? { italics: true } : {}), ...(small ? { size: small } : {}) };
  }

  private inSection(section: 'abstract' | 'references'): boolean {
    return this.layout === 'academic' && this.section === section;
  }

  /**
   * A numbered reference-list entry ("[1] J. Smith, …", IEEE): the label, a
   * tab, then the text, so that with the hanging indent every entry's text
   * starts at the same place and the labels stand in a column.
   */
  private entry(children: PhrasingContent[], ctx: Context): ParagraphChild[] | undefined {
    const [first, ...rest] = children;
    if (ctx.note || !this.inSection('references') || first?.type !== 'text') return undefined;
    const label = /^\s*(\[\d{1,4}\])\s+/.exec(first.value);
    if (!label) return undefined;
    const marks = this.marks(ctx);
    const after = first.value.slice(label[0].length);
    return [...this.runs(label[1]!, marks), new TextRun({ children: [new Tab()] }), ...this.inline([...(after ? [{ ...first, value: after }] : []), ...rest], marks, 0)];
  }

  /**
   * A paragraph placed for its container: quotes get their indent and rule,
   * academic references a hanging indent, the abstract narrower margins, and
   * academic body text a first-line indent.
   */
  private paragraph(ctx: Context, children: ParagraphChild[], kind: 'text' | 'item' | 'other' = 'other', extra: IParagraphOptions = {}): Paragraph {
    const references = !ctx.note && this.inSection('references');
    const abstract = !ctx.note && this.inSection('abstract');
    let indent: IParagraphOptions['indent'];
    if (kind === 'item') indent = { left: ctx.indent, hanging: references ? HALF_INCH : 360 };
    else if (references) indent = { left: ctx.indent + HALF_INCH, hanging: HALF_INCH };
    // APA's abstract is one block paragraph, not indented; the general layout sets it narrower.
    else if (abstract && this.student) indent = ctx.indent ? { left: ctx.indent } : undefined;
    else if (abstract) indent = { left: ctx.indent + 720, right: 720 };
    else if (kind === 'text' && ctx.indent === 0 && !ctx.note && this.style.firstLine) indent = { firstLine: this.style.firstLine };
    else if (ctx.indent) indent = { left: ctx.indent };
    // Single-spaced entries a blank line apart (Chicago's bibliography).
    const singleEntry = references && this.student?.design.referenceSpacing === 'single';
    return new Paragraph({
      children,
      ...(indent ? { indent } : {}),
      ...(singleEntry ? { spacing: { line: 240, after: 240 } } : {}),
      ...(ctx.note ? { style: 'FootnoteText' } : {}),
      // Word's own list look: no space between the items of a tight list (paragraphs of one style), the usual space after it.
      ...(kind === 'item' && ctx.tight && !ctx.note ? { style: 'ListParagraph', contextualSpacing: true } : {}),
      ...(ctx.quote ? { border: { left: { style: BorderStyle.SINGLE, size: 12, color: 'A6A6A6', space: 8 } } } : {}),
      ...(ctx.note ? {} : this.pageBreak()),
      ...extra,
    });
  }

  private list(node: List, ctx: Context): Block[] {
    const inner: Context = { ...ctx, indent: Math.min(ctx.indent + STEP, MAX_INDENT), listLevel: ctx.listLevel + 1, depth: ctx.depth + 1 };
    const level = Math.min(ctx.listLevel, MAX_LIST_LEVEL);
    let numbering: Numbering = { reference: 'bullet', level };
    if (node.ordered) {
      // A new instance is a new Word list, counting from the start number again.
      const start = node.start ?? 1;
      this.orderedStarts.add(start);
      numbering = { reference: `ordered-${start}`, level, instance: ++this.lists };
    }
    return node.children.flatMap((item) => this.item(item, numbering, { ...inner, tight: !node.spread && !item.spread }));
  }

  /** A list item: its first paragraph carries the number (or checkbox), the rest is indented under it. */
  private item(item: ListItem, numbering: Numbering, ctx: Context): Block[] {
    if (ctx.depth >= MAX_DEPTH) return [this.paragraph(ctx, this.runs(flatText(item), this.marks(ctx)))];
    const [first, ...rest] = item.children;
    const lead = first?.type === 'paragraph' ? this.inline(first.children, this.marks(ctx), 0) : [];
    const after = first?.type === 'paragraph' ? rest : item.children;
    const head =
      item.checked == null
        ? this.paragraph(ctx, lead, 'item', { numbering })
        : this.paragraph(ctx, [...this.runs(`${CHECKBOX[item.checked ? 'checked' : 'unchecked']}\t`, this.marks(ctx)), ...lead], 'item');
    return [head, ...this.blocks(after, ctx)];
  }

  private code(value: string, ctx: Context): Paragraph {
    const runs = xmlSafe(value)
      .split(/\r\n|\r|\n/)
      .map((line, i) => new TextRun({ children: tabbed(line), font: MONO, size: 20, ...(i > 0 ? { break: 1 } : {}) }));
    const pad: IBorderOptions = { style: BorderStyle.SINGLE, size: 4, color: 'F2F2F2', space: 4 };
    return new Paragraph({
      children: runs,
      shading: shade('F2F2F2'),
      border: { top: pad, bottom: pad, left: pad, right: pad },
      spacing: { before: 120, after: 240, line: 240 },
      indent: { left: ctx.indent + 80, right: 80 },
    });
  }

  /** Equal columns across the text width; the header row is bold, shaded and repeats on each page. */
  private table(node: TableNode, ctx: Context): Table {
    const columns = node.children.reduce((most, row) => Math.max(most, row.children.length), 1);
    const available = TEXT_WIDTH - ctx.indent;
    const width = Math.floor(available / columns);
    const rows = node.children.map(
      (row, r) =>
        new TableRow({
          tableHeader: r === 0,
          children: Array.from({ length: columns }, (_, c) => {
            const cell = row.children[c];
            const marks = { ...this.marks(ctx), ...(r === 0 ? { bold: true } : {}) };
            return new TableCell({
              width: { size: width, type: WidthType.DXA },
              margins: { top: 60, bottom: 60, left: 100, right: 100 },
              ...(r === 0 ? { shading: shade('E7E6E6') } : {}),
              children: [
                new Paragraph({
                  alignment: ALIGN[node.align?.[c] ?? 'left'],
                  spacing: { before: 0, after: 0, line: 240 },
                  children: cell ? this.inline(cell.children, marks, 0) : [],
                }),
              ],
            });
          }),
        }),
    );
    return new Table({
      rows,
      columnWidths: Array.from({ length: columns }, () => width),
      width: ctx.indent ? { size: available, type: WidthType.DXA } : { size: 100, type: WidthType.PERCENTAGE },
      ...(ctx.indent ? { indent: { size: ctx.indent, type: WidthType.DXA } } : {}),
      borders: { top: CELL_BORDER, bottom: CELL_BORDER, left: CELL_BORDER, right: CELL_BORDER, insideHorizontal: CELL_BORDER, insideVertical: CELL_BORDER },
    });
  }

  private inline(nodes: PhrasingContent[], marks: Marks, depth: number): ParagraphChild[] {
    return nodes.flatMap((node) => this.phrase(node, marks, depth));
  }

  private phrase(node: PhrasingContent, marks: Marks, depth: number): ParagraphChild[] {
    if (depth >= MAX_DEPTH && 'children' in node) return this.runs(flatText(node), marks);
    switch (node.type) {
      case 'text':
        return this.runs(node.value, marks);
      case 'strong':
        return this.inline(node.children, { ...marks, bold: true }, depth + 1);
      case 'emphasis':
        return this.inline(node.children, { ...marks, italics: true }, depth + 1);
      case 'delete':
        return this.inline(node.children, { ...marks, strike: true }, depth + 1);
      case 'inlineCode':
        return this.runs(node.value, { ...marks, code: true });
      case 'break':
        return [new TextRun({ break: 1 })];
      case 'link':
        return this.link(node.url, node.children, marks, depth);
      case 'linkReference': {
        const url = this.links.get(node.identifier);
        return url === undefined ? this.inline(node.children, marks, depth + 1) : this.link(url, node.children, marks, depth);
      }
      case 'image':
      case 'imageReference':
        return node.alt ? this.runs(`[${node.alt}]`, marks) : [];
      case 'footnoteReference':
        return this.footnoteReference(node.identifier, node.label ?? node.identifier, marks);
      default:
        return [];
    }
  }

  /** Text as one run; line breaks inside a paragraph's text are spaces, as a word processor shows them. */
  private runs(text: string, marks: Marks): TextRun[] {
    const clean = xmlSafe(text).replace(/\r\n|\r|\n/g, ' ');
    if (!clean) return [];
    return [
      new TextRun({
        children: tabbed(clean),
        // `bold: false` undoes a heading style's bold (MLA's plain "Works Cited").
        ...(marks.bold !== undefined ? { bold: marks.bold } : {}),
        ...(marks.italics ? { italics: true } : {}),
        ...(marks.strike ? { strike: true } : {}),
        ...(marks.code ? { font: MONO } : {}),
        ...(marks.link ? { style: 'Hyperlink' } : {}),
        ...(marks.size ? { size: marks.size } : {}),
      }),
    ];
  }

  /** Text that keeps its line breaks (raw HTML blocks). */
  private lines(text: string, marks: Marks): ParagraphChild[] {
    return text.split(/\r\n|\r|\n/).flatMap((line, i) => [...(i > 0 ? [new TextRun({ break: 1 })] : []), ...this.runs(line, marks)]);
  }

  /** Only web and mail addresses become live links; anything else (javascript:, data:, relative paths) stays plain text. */
  private link(url: string, children: PhrasingContent[], marks: Marks, depth: number): ParagraphChild[] {
    const target = xmlSafe(url.trim());
    if (marks.link || !isSafeUrl(target)) return this.inline(children, marks, depth + 1);
    const content = this.inline(children, { ...marks, link: true }, depth + 1);
    // Word rejects relationship targets with spaces or quotes; percent-encode what a URI cannot hold.
    const link = target.replace(/[\s"<>\\^`{|}]/g, (c) => encodeURIComponent(c));
    return [new ExternalHyperlink({ link, children: content.length > 0 ? content : this.runs(target, { ...marks, link: true }) })];
  }

  /**
   * A real Word footnote for the first reference from the body; a repeated
   * reference shows the same number (Word numbers each footnote mark anew, so a
   * second mark for one note would count as a new note). Word has no notes
   * inside notes: a reference inside a note shows the number of a note the body
   * references, and otherwise stays as its Markdown text.
   */
  private footnoteReference(identifier: string, label: string, marks: Marks): ParagraphChild[] {
    if (!this.footnotes.has(identifier)) return this.runs(`[^${label}]`, marks);
    const known = this.noteNumbers.get(identifier);
    if (known !== undefined) return [new TextRun({ text: String(known), superScript: true, ...(marks.size ? { size: marks.size } : {}) })];
    if (this.writingNotes) return this.runs(`[^${label}]`, marks);
    const number = this.noteOrder.push(identifier);
    this.noteNumbers.set(identifier, number);
    return [new FootnoteReferenceRun(number)];
  }

  /** The footnotes the body referenced, numbered in order of first reference; a definition never referenced is dropped. */
  notes(): Record<string, { children: Paragraph[] }> {
    this.writingNotes = true;
    const notes: Record<string, { children: Paragraph[] }> = {};
    const ctx: Context = { indent: 0, quote: false, tight: false, note: true, listLevel: 0, depth: 1 };
    for (const [i, identifier] of this.noteOrder.entries()) {
      const note = this.footnotes.get(identifier) as FootnoteDefinition;
      notes[i + 1] = { children: this.blocks(note.children, ctx).filter((block): block is Paragraph => block instanceof Paragraph) };
    }
    return notes;
  }

  /** Bullets share one definition; each ordered list is its own instance of the definition for its start number. */
  numbering(): { reference: string; levels: ILevelsOptions[] }[] {
    const levels = (level: (i: number) => Omit<ILevelsOptions, 'level' | 'style' | 'alignment'>) =>
      Array.from({ length: MAX_LIST_LEVEL + 1 }, (_, i) => ({
        level: i,
        alignment: AlignmentType.LEFT,
        style: { paragraph: { indent: { left: STEP * (i + 1), hanging: 360 } } },
        ...level(i),
      }));
    return [
      { reference: 'bullet', levels: levels((i) => ({ format: LevelFormat.BULLET, text: BULLETS[i % BULLETS.length] as string })) },
      ...[...this.orderedStarts].map((start) => ({
        reference: `ordered-${start}`,
        levels: levels((i) => ({ format: LevelFormat.DECIMAL, text: `%${i + 1}.`, start })),
      })),
    ];
  }
}

/** A student paper's heading look at a level: its design's, levels deeper than it lists looking like the last one listed. */
function studentHeading(design: StudentPaperDesign, level: number): { alignment?: (typeof AlignmentType)['CENTER']; bold: boolean; italics: boolean } {
  const look = design.headings[Math.min(level, design.headings.length) - 1]!;
  return { ...(look.centred ? { alignment: AlignmentType.CENTER } : {}), bold: look.bold, italics: look.italic };
}

function markdownStyles(layout: Layout, lang: string | undefined, student?: StudentPaper, font?: string): IStylesOptions {
  const style = { ...(student ? STUDENT_PAPER : LAYOUTS[layout]), ...(font ? { font } : {}) };
  const heading = (level: number) => {
    const look = student ? studentHeading(student.design, level) : { bold: true, italics: false, ...(layout === 'academic' && level === 1 ? { alignment: AlignmentType.CENTER } : {}) };
    return {
      run: { font: fontFor(style.font), size: style.headingSizes[level - 1], bold: look.bold, italics: look.italics, color: '000000' },
      paragraph: {
        // Double spacing already sets a student paper's headings apart.
        spacing: student ? { before: 0, after: 0 } : { before: level <= 2 ? 360 : 240, after: 120 },
        keepNext: true,
        keepLines: true,
        outlineLevel: level - 1,
        ...(look.alignment ? { alignment: look.alignment } : {}),
      },
    };
  };
  // A language tag goes into an attribute; anything that is not one is left out.
  const language = lang && /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i.test(lang) ? { value: lang, eastAsia: /^(?:zh|ja|ko)\b/i.test(lang) ? lang : 'zh-CN' } : undefined;
  return {
    default: {
      document: {
        run: { font: fontFor(style.font), size: style.size, ...(language ? { language } : {}) },
        paragraph: { spacing: { after: style.after, line: style.line } },
      },
      heading1: heading(1),
      heading2: heading(2),
      heading3: heading(3),
      heading4: heading(4),
      heading5: heading(5),
      heading6: heading(6),
      hyperlink: { run: { color: '1155CC', underline: { type: UnderlineType.SINGLE } } },
      footnoteText: { run: { size: 20 }, paragraph: { spacing: { after: 60, line: 240 } } },
    },
  };
}

export const A4 = { size: { width: PAGE_WIDTH, height: PAGE_HEIGHT } };
const PAGE = { ...A4, margin: { top: MARGIN, right: MARGIN, bottom: MARGIN, left: MARGIN } };
/** A4's text height at one-inch margins, for placing a title page's lines. */
const TEXT_HEIGHT = PAGE_HEIGHT - 2 * MARGIN;

/** Index of a Markdown tree's first block with content of its own (not a link or footnote definition). */
function firstContent(tree: Root): number {
  return tree.children.findIndex((n) => n.type !== 'definition' && n.type !== 'footnoteDefinition');
}

/** A right-aligned running head: an optional text (MLA's surname) and the page number, a PAGE field. */
function pageHeader(prefix: string): { default: Header } {
  const children = prefix ? [`${xmlSafe(prefix)} `, PageNumber.CURRENT] : [PageNumber.CURRENT];
  return { default: new Header({ children: [new Paragraph({ alignment: AlignmentType.RIGHT, spacing: { line: 240 }, children: [new TextRun({ children })] })] }) };
}

const centred = (children: ParagraphChild[], extra: IParagraphOptions = {}) => new Paragraph({ alignment: AlignmentType.CENTER, children, ...extra });

/**
 * The pages of a student paper as its design sets them: its title page or
 * first-page heading (the lines with a value, none invented), then its text.
 * Without a title page the lines head page 1 flush left, the title centred
 * under them (MLA). A title page numbered 1 shares the text's header (APA's
 * number top right on every page); an unnumbered one is a section of its
 * own and the text counts from 1 (Chicago). An abstract may have a page to
 * itself, and the text may open with the title again (APA).
 */
function studentSections(writer: DocxWriter, paper: StudentPaper, title: ParagraphChild[], nodes: RootContent[], ctx: Context): ISectionOptions[] {
  const { design } = paper;
  const line = (text: string) => new TextRun(xmlSafe(text));
  const lines = design.lines.map((name) => paper[name]).filter(Boolean);
  const header = pageHeader(design.surnameInHeader ? paper.surname : '');
  if (!design.titlePage) {
    const heading = lines.map((text) => new Paragraph({ children: [line(text)] }));
    return [{ properties: { page: PAGE }, headers: header, children: [...heading, centred(title), ...writer.blocks(nodes, ctx)] }];
  }
  let titlePage: Paragraph[];
  if (design.titlePage.placement === 'upper') {
    // The title three or four lines down, a blank line, the student's lines.
    titlePage = [centred(title, { spacing: { before: 3 * DOUBLE } }), new Paragraph({}), ...lines.map((text) => centred([line(text)]))];
  } else {
    // The title a third down, the student's lines low on the page.
    const titleAt = Math.round(TEXT_HEIGHT / 3);
    const linesAt = TEXT_HEIGHT - Math.round(TEXT_HEIGHT * 0.12) - lines.length * DOUBLE;
    titlePage = [
      centred(title, { spacing: { before: titleAt } }),
      ...lines.map((text, i) => centred([line(text)], i === 0 ? { spacing: { before: Math.max(DOUBLE, linesAt - titleAt - DOUBLE) } } : {})),
    ];
  }
  // An unnumbered title page is a section of its own: the text starts a new page by itself.
  const ownSection = !design.titlePage.numbered;
  const first = nodes[0];
  const abstractEnd =
    design.abstractPage && first?.type === 'heading' && sectionKind(flatText(first)) === 'abstract' ? nodes.findIndex((n, i) => i > 0 && n.type === 'heading' && n.depth <= first.depth) : 0;
  const split = abstractEnd === -1 ? nodes.length : abstractEnd;
  // An abstract has the page after the title page to itself; the text opens on the next page, with the title again where the design says so.
  writer.breakBefore = split > 0 && !ownSection;
  const abstract = writer.blocks(nodes.slice(0, split), ctx);
  const newPage = split > 0 || !ownSection;
  writer.breakBefore = newPage && !design.titleOverText;
  const text = [...(design.titleOverText ? [centred(title, newPage ? { pageBreakBefore: true } : {})] : []), ...writer.blocks(nodes.slice(split), ctx)];
  if (!ownSection) return [{ properties: { page: PAGE }, headers: header, children: [...titlePage, ...abstract, ...text] }];
  return [
    { properties: { page: PAGE }, children: titlePage },
    { properties: { page: { ...PAGE, pageNumbers: { start: 1 } } }, headers: header, children: [...abstract, ...text] },
  ];
}

/** A cover letter's own opening (letter-docx.ts), set in place of the title heading, and its template's font. */
export interface Letterhead {
  blocks: (Paragraph | Table)[];
  font: string;
}

/**
 * A Word document (.docx) of a Markdown document with the given title, laid
 * out as an essay, academic paper or cover letter. A paper given its `data`
 * and author follows its citation style's page design, in `lang` (a
 * paper's: its owner's language, as its citations were formatted).
 */
export async function markdownToDocx(
  markdown: string,
  options: { title: string; layout: Layout; lang?: string; paper?: { data: Record<string, unknown>; author: string }; letterhead?: Letterhead },
): Promise<Buffer> {
  const title = xmlSafe(options.title).replace(/\s+/g, ' ').trim();
  const source = xmlSafe(markdown);
  const tree = parseMarkdown(source);
  const academic = options.layout === 'academic';
  const { lang } = options;
  const front = academic && options.paper ? paperFrontOf(options.paper.data, options.paper.author, lang ?? 'en') : undefined;
  const writer = new DocxWriter(tree, options.layout, front);
  const ctx: Context = { indent: 0, quote: false, tight: false, note: false, listLevel: 0, depth: 0 };
  let sections: ISectionOptions[];
  const student = studentPaperOf(front);
  if (student) {
    // The paper's own `# ` heading is its title; otherwise the document's title.
    const at = firstContent(tree);
    const opening = tree.children[at];
    const ownTitle = opening?.type === 'heading' && opening.depth === 1 ? opening : undefined;
    const bold = student.design.titleBold;
    const titleRuns = ownTitle ? writer.titleRuns(ownTitle.children, bold) : [new TextRun({ text: title, bold })];
    const nodes = tree.children.filter((n) => n !== ownTitle && n.type !== 'definition' && n.type !== 'footnoteDefinition');
    sections = studentSections(writer, student, titleRuns, nodes, ctx);
  } else {
    const opening = options.letterhead?.blocks ?? (title && !opensWithHeading(source) ? [writer.title(title)] : []);
    sections = [{ properties: { page: PAGE }, children: [...opening, ...writer.blocks(tree.children, ctx)] }];
  }
  const doc = new Document({
    title,
    creator: 'Inkwell',
    lastModifiedBy: 'Inkwell',
    styles: markdownStyles(options.layout, lang, student, options.letterhead?.font),
    footnotes: writer.notes(),
    numbering: { config: writer.numbering() },
    sections,
  });
  return Packer.toBuffer(doc);
}
