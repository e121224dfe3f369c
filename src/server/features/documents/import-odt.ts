// An OpenDocument text's content.xml as Markdown's syntax tree (mdast):
// headings, paragraphs, nested lists, tables, links, bold and italic spans
// (from the automatic styles), footnotes. Pictures, text boxes and comments
// are left out and counted, so the import can say so. Pure: plain data in,
// plain data out (it runs in a parse worker).
import type { BlockContent, FootnoteDefinition, List, ListItem, PhrasingContent, Root, RootContent, Table, TableCell, TableRow } from 'mdast';
import { childElements, parseXml, type XmlElement, type XmlNode } from '../../parsing/xml.ts';

export interface OdtCounts {
  images: number;
  textBoxes: number;
  comments: number;
  embedded: number;
  trackedChanges: boolean;
}

interface TextStyle {
  bold?: boolean;
  italic?: boolean;
  parent?: string;
}

interface Styles {
  text: Map<string, TextStyle>;
  /** Paragraph styles' parents (an automatic style derives from "Title", "Heading 1", …). */
  paragraphParent: Map<string, string>;
  /** List styles: the levels (1-based) that are numbered. */
  numbered: Map<string, Set<number>>;
}

function readStyles(root: XmlElement): Styles {
  const styles: Styles = { text: new Map(), paragraphParent: new Map(), numbered: new Map() };
  const automatic = childElements(root).filter((child) => child.name === 'office:automatic-styles' || child.name === 'office:styles');
  for (const group of automatic) {
    for (const style of childElements(group)) {
      const name = style.attrs['style:name'];
      if (!name) continue;
      if (style.name === 'style:style') {
        const properties = childElements(style).find((child) => child.name === 'style:text-properties');
        const parent = style.attrs['style:parent-style-name'];
        styles.text.set(name, {
          ...(properties?.attrs['fo:font-weight'] === 'bold' ? { bold: true } : {}),
          ...(properties?.attrs['fo:font-style'] === 'italic' ? { italic: true } : {}),
          ...(parent ? { parent } : {}),
        });
        if (parent && style.attrs['style:family'] === 'paragraph') styles.paragraphParent.set(name, parent);
      } else if (style.name === 'text:list-style') {
        const levels = new Set<number>();
        for (const level of childElements(style)) if (level.name === 'text:list-level-style-number') levels.add(Number(level.attrs['text:level'] ?? 1));
        styles.numbered.set(name, levels);
      }
    }
  }
  return styles;
}

/** A paragraph style's own name, or the first named style it derives from (at most a few steps). */
function paragraphKind(styles: Styles, name: string | undefined): 'title' | 'quote' | undefined {
  let current = name;
  for (let step = 0; current && step < 8; step++) {
    const plain = current.replace(/_20_/g, ' ');
    if (plain === 'Title') return 'title';
    if (plain === 'Quotations' || plain === 'Quote') return 'quote';
    current = styles.paragraphParent.get(current);
  }
  return undefined;
}

function textStyle(styles: Styles, name: string | undefined): { bold: boolean; italic: boolean } {
  let bold = false;
  let italic = false;
  let current = name;
  for (let step = 0; current && step < 8; step++) {
    const style = styles.text.get(current);
    if (!style) break;
    bold ||= Boolean(style.bold);
    italic ||= Boolean(style.italic);
    current = style.parent;
  }
  return { bold, italic };
}

/** Links kept as links: the web's and mail's; anything else (a file path, script) stays as its text. */
const safeLink = /^(https?:|mailto:|#)/i;

class OdtReader {
  readonly counts: OdtCounts = { images: 0, textBoxes: 0, comments: 0, embedded: 0, trackedChanges: false };
  readonly footnotes: FootnoteDefinition[] = [];

  constructor(private readonly styles: Styles) {}

  /** A frame (a picture, a text box, an embedded object): left out and counted. */
  private frame(element: XmlElement): void {
    const inner = childElements(element);
    if (inner.some((child) => child.name === 'draw:text-box')) this.counts.textBoxes++;
    else if (inner.some((child) => child.name === 'draw:image')) this.counts.images++;
    else this.counts.embedded++;
  }

  phrasing(nodes: XmlNode[]): PhrasingContent[] {
    const out: PhrasingContent[] = [];
    for (const node of nodes) {
      if (typeof node === 'string') {
        out.push({ type: 'text', value: node.replace(/[\t\n\r ]+/g, ' ') });
        continue;
      }
      switch (node.name) {
        case 'text:s':
          out.push({ type: 'text', value: ' '.repeat(Math.min(100, Math.max(1, Number(node.attrs['text:c'] ?? 1) || 1))) });
          break;
        case 'text:tab':
          out.push({ type: 'text', value: ' ' });
          break;
        case 'text:line-break':
          out.push({ type: 'break' });
          break;
        case 'text:span': {
          const inner = this.phrasing(node.children);
          const { bold, italic } = textStyle(this.styles, node.attrs['text:style-name']);
          let wrapped: PhrasingContent[] = inner;
          if (italic && inner.length) wrapped = [{ type: 'emphasis', children: wrapped }];
          if (bold && inner.length) wrapped = [{ type: 'strong', children: wrapped }];
          out.push(...wrapped);
          break;
        }
        case 'text:a': {
          const href = node.attrs['xlink:href'] ?? '';
          const inner = this.phrasing(node.children);
          if (safeLink.test(href)) out.push({ type: 'link', url: href, children: inner });
          else out.push(...inner);
          break;
        }
        case 'text:note': {
          const body = childElements(node).find((child) => child.name === 'text:note-body');
          const label = String(this.footnotes.length + 1);
          this.footnotes.push({ type: 'footnoteDefinition', identifier: label, label, children: body ? this.blocks(body.children) : [] });
          out.push({ type: 'footnoteReference', identifier: label, label });
          break;
        }
        case 'draw:frame':
        case 'draw:a':
          if (node.name === 'draw:frame') this.frame(node);
          else for (const child of childElements(node)) if (child.name === 'draw:frame') this.frame(child);
          break;
        case 'office:annotation':
          this.counts.comments++;
          break;
        case 'text:change':
        case 'text:change-start':
          this.counts.trackedChanges = true;
          break;
        case 'office:annotation-end':
        case 'text:bookmark':
        case 'text:bookmark-start':
        case 'text:bookmark-end':
        case 'text:reference-mark':
        case 'text:reference-mark-start':
        case 'text:reference-mark-end':
        case 'text:soft-page-break':
        case 'text:change-end':
        case 'text:note-citation':
          break;
        default:
          out.push(...this.phrasing(node.children));
      }
    }
    return mergeText(out);
  }

  private list(element: XmlElement, styleName: string | undefined, level: number): List {
    const style = element.attrs['text:style-name'] ?? styleName;
    const items: ListItem[] = [];
    for (const child of childElements(element)) {
      if (child.name !== 'text:list-item' && child.name !== 'text:list-header') continue;
      const children: BlockContent[] = [];
      for (const part of childElements(child)) {
        if (part.name === 'text:list') children.push(this.list(part, style, level + 1));
        else children.push(...this.blocks([part]));
      }
      items.push({ type: 'listItem', spread: false, children: children.length ? children : [{ type: 'paragraph', children: [] }] });
    }
    const ordered = Boolean(style && this.styles.numbered.get(style)?.has(Math.min(level, 10)));
    return { type: 'list', ordered, spread: false, ...(ordered ? { start: 1 } : {}), children: items };
  }

  private table(element: XmlElement): Table {
    const rows: XmlElement[] = [];
    const collect = (parent: XmlElement) => {
      for (const child of childElements(parent)) {
        if (child.name === 'table:table-row') rows.push(child);
        else if (child.name === 'table:table-header-rows' || child.name === 'table:table-rows' || child.name === 'table:table-row-group') collect(child);
      }
    };
    collect(element);
    const cellsOf = (row: XmlElement): TableCell[] =>
      childElements(row)
        .filter((cell) => cell.name === 'table:table-cell' || cell.name === 'table:covered-table-cell')
        .flatMap((cell) => {
          // A cell holds one line: its paragraphs joined by a space.
          const parts = childElements(cell).map((part) => trimPhrasing(this.phrasing(part.children)));
          const children: PhrasingContent[] = [];
          for (const part of parts.filter((p) => p.length)) {
            if (children.length) children.push({ type: 'text', value: ' ' });
            children.push(...part);
          }
          const repeat = Math.min(50, Math.max(1, Number(cell.attrs['table:number-columns-repeated'] ?? 1) || 1));
          return Array.from({ length: repeat }, (_, i): TableCell => ({ type: 'tableCell', children: i === 0 ? mergeText(children) : [] }));
        });
    const tableRows: TableRow[] = rows.map((row) => ({ type: 'tableRow', children: cellsOf(row) }));
    // Trailing empty cells repeated to the page's edge are not columns.
    const width = Math.max(1, ...tableRows.map((row) => row.children.reduce((last, cell, i) => (cell.children.length ? i + 1 : last), 0)));
    for (const row of tableRows) {
      row.children = row.children.slice(0, width);
      while (row.children.length < width) row.children.push({ type: 'tableCell', children: [] });
    }
    return { type: 'table', align: Array.from({ length: width }, () => null), children: tableRows.length ? tableRows : [{ type: 'tableRow', children: [{ type: 'tableCell', children: [] }] }] };
  }

  blocks(nodes: XmlNode[]): BlockContent[] {
    const out: BlockContent[] = [];
    for (const node of nodes) {
      if (typeof node === 'string') continue;
      switch (node.name) {
        case 'text:h': {
          const children = trimPhrasing(this.phrasing(node.children));
          if (!children.length) break;
          const depth = Math.min(6, Math.max(1, Number(node.attrs['text:outline-level'] ?? 1) || 1)) as 1 | 2 | 3 | 4 | 5 | 6;
          out.push({ type: 'heading', depth, children });
          break;
        }
        case 'text:p': {
          const children = trimPhrasing(this.phrasing(node.children));
          if (!children.length) break;
          const kind = paragraphKind(this.styles, node.attrs['text:style-name']);
          if (kind === 'title') out.push({ type: 'heading', depth: 1, children });
          else if (kind === 'quote') out.push({ type: 'blockquote', children: [{ type: 'paragraph', children }] });
          else out.push({ type: 'paragraph', children });
          break;
        }
        case 'text:list':
          out.push(this.list(node, undefined, 1));
          break;
        case 'table:table':
          out.push(this.table(node));
          break;
        case 'draw:frame':
          this.frame(node);
          break;
        case 'office:annotation':
          this.counts.comments++;
          break;
        case 'text:tracked-changes':
          // Deleted text lives here: leaving it out accepts the changes.
          this.counts.trackedChanges = true;
          break;
        case 'text:sequence-decls':
        case 'text:variable-decls':
        case 'text:user-field-decls':
        case 'office:forms':
        case 'text:soft-page-break':
        case 'text:index-title-template':
        case 'text:table-of-content-source':
        case 'text:alphabetical-index-source':
        case 'text:illustration-index-source':
        case 'text:bibliography-source':
          break;
        default:
          // Sections, indexes' bodies and the like hold blocks of their own.
          out.push(...this.blocks(node.children));
      }
    }
    return out;
  }
}

function mergeText(nodes: PhrasingContent[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const node of nodes) {
    const last = out[out.length - 1];
    if (node.type === 'text' && last?.type === 'text') last.value += node.value;
    else out.push(node);
  }
  return out;
}

/** A paragraph's content without the spaces at its ends. */
function trimPhrasing(nodes: PhrasingContent[]): PhrasingContent[] {
  const out = [...nodes];
  const first = out[0];
  if (first?.type === 'text') out[0] = { type: 'text', value: first.value.replace(/^\s+/, '') };
  const lastIndex = out.length - 1;
  const last = out[lastIndex];
  if (last?.type === 'text') out[lastIndex] = { type: 'text', value: last.value.replace(/\s+$/, '') };
  return out.filter((node) => node.type !== 'text' || node.value !== '');
}

/** The body of an OpenDocument text (content.xml) as mdast, with what was left out. Throws XmlError on XML it refuses. */
export function odtToMdast(contentXml: string): { root: Root; counts: OdtCounts } {
  const document = parseXml(contentXml);
  const reader = new OdtReader(readStyles(document));
  const body = childElements(document).find((child) => child.name === 'office:body');
  const text = body && childElements(body).find((child) => child.name === 'office:text');
  const children: RootContent[] = text ? reader.blocks(text.children) : [];
  children.push(...reader.footnotes);
  return { root: { type: 'root', children }, counts: reader.counts };
}

const headerOrFooter = new Set(['style:header', 'style:footer', 'style:header-left', 'style:footer-left', 'style:header-first', 'style:footer-first']);

function hasText(node: XmlNode): boolean {
  return typeof node === 'string' ? node.trim() !== '' : node.children.some(hasText);
}

/** Whether the styles (styles.xml) give the pages a header or footer with text, which the import leaves out. Throws XmlError on XML it refuses. */
export function odtHasHeaderOrFooter(stylesXml: string): boolean {
  const find = (element: XmlElement): boolean => childElements(element).some((child) => (headerOrFooter.has(child.name) ? hasText(child) : find(child)));
  return find(parseXml(stylesXml));
}
