// A file imported as a new document's Markdown (in a parse worker: a 20 MB
// Word file is seconds of work). The type comes from the bytes, never the
// name: a ZIP holding word/document.xml is a Word document, one holding
// content.xml and OpenDocument text's mimetype is an ODT; an OLE compound
// file is an encrypted Office file or an old .doc, refused, as is a PDF;
// other bytes must be UTF-8 text: HTML when it looks like markup, else
// Markdown, kept as it is. A ZIP's directory is checked before anything is inflated, and then
// inflated under a cap (parsing/zip.ts). Word and HTML go through HTML's
// syntax tree (hast) to Markdown's (mdast); ODT is read straight to mdast;
// both are written in the rich editor's Markdown normal form. What the file
// held that the document does not (pictures, comments, …) comes back as
// notes. Nothing here touches the database or HTTP.
import type { Element, ElementContent, Nodes as HastNodes, Root as HastRoot } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toMdast, type Handle } from 'hast-util-to-mdast';
import type { FootnoteDefinition, Root, RootContent } from 'mdast';
import { toMarkdown } from 'mdast-util-to-markdown';
import { markdownWriteOptions } from '../../../shared/markdown-normal-form.ts';
import type { DocumentImportNote, DocumentImportProblem } from '../../../shared/document-import.ts';
import { documentLimits } from '../../../shared/documents.ts';
import { looksLikeHtml } from '../../parsing/file-type.ts';
import { XmlError } from '../../parsing/xml.ts';
import { inflateChecked, oleSignature, startsWith, zipBombClaim, zipEntries, zipSignature, ZipReadError, type ZipEntry } from '../../parsing/zip.ts';
import { odtHasHeaderOrFooter, odtToMdast } from './import-odt.ts';

type ImportedFormat = 'docx' | 'odt' | 'html' | 'markdown';

export type DocumentImportRead =
  | { ok: true; format: ImportedFormat; markdown: string; title: string | null; notes: DocumentImportNote[] }
  | { ok: false; problem: DocumentImportProblem };

const odtMimetype = 'application/vnd.oasis.opendocument.text';
const pdfSignature = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** Word's styles as HTML: the title a heading, quotes as quotations; pictures are not read at all (the element alone is counted and dropped). */
const styleMap = [
  "p[style-name='Title'] => h1:fresh",
  "p[style-name='Subtitle'] => h2:fresh",
  "p[style-name='Heading 1'] => h1:fresh",
  "p[style-name='Heading 2'] => h2:fresh",
  "p[style-name='Heading 3'] => h3:fresh",
  "p[style-name='Heading 4'] => h4:fresh",
  "p[style-name='Heading 5'] => h5:fresh",
  "p[style-name='Heading 6'] => h6:fresh",
  "p[style-name='Quote'] => blockquote > p:fresh",
  "p[style-name='Intense Quote'] => blockquote > p:fresh",
  "p[style-name='Quotations'] => blockquote > p:fresh",
];

class Notes {
  private readonly counts = new Map<DocumentImportNote['key'], number | undefined>();
  add(key: DocumentImportNote['key'], count?: number): void {
    if (count === 0) return;
    if (count === undefined) this.counts.set(key, this.counts.get(key));
    else this.counts.set(key, (this.counts.get(key) ?? 0) + count);
  }
  list(): DocumentImportNote[] {
    return [...this.counts].map(([key, count]) => (count === undefined ? { key } : { key, count }));
  }
}

// ---------------------------------------------------------------------------
// HTML (and Word through mammoth's HTML) → mdast

/** Elements that are not text: left out without a note. */
const dropped = new Set(['script', 'style', 'noscript', 'template', 'head', 'meta', 'link', 'title', 'base']);
/** Embedded content: left out, counted. */
const embedded = new Set(['iframe', 'object', 'embed', 'video', 'audio', 'canvas', 'svg', 'math', 'form']);

const element = (node: HastNodes | ElementContent): node is Element => node.type === 'element';
/** Links kept as links: the web's, mail's and a place in the text (footnotes). */
const safeHref = /^(https?:|mailto:|#)/i;
const hrefOf = (node: Element) => (typeof node.properties['href'] === 'string' ? node.properties['href'] : '');

/**
 * A footnote's reference as Word's HTML writes it (mammoth): a `sup` holding
 * only a link to `#footnote-N` (or `#endnote-N`); its target the id.
 */
function footnoteTarget(node: Element): string | undefined {
  if (node.tagName !== 'sup') return undefined;
  const inner = node.children.filter((child) => !(child.type === 'text' && !child.value.trim()));
  const link = inner[0];
  if (inner.length !== 1 || !link || !element(link) || link.tagName !== 'a') return undefined;
  const match = /^#((?:foot|end)note-[\w-]+)$/.exec(hrefOf(link));
  return match?.[1];
}

interface Cleaned {
  /** Footnotes' bodies by their element's id. */
  definitions: Map<string, ElementContent[]>;
}

/** Drops scripts, styles, pictures and embedded content (counting what a reader would miss) and takes the footnotes' list out of the flow. */
function cleanHast(root: HastRoot, notes: Notes): Cleaned {
  const definitions = new Map<string, ElementContent[]>();
  let images = 0;
  let embeds = 0;
  const isFootnoteList = (node: Element) =>
    (node.tagName === 'ol' || node.tagName === 'ul') &&
    node.children.some(element) &&
    node.children.every((child) => (element(child) ? child.tagName === 'li' && /^(foot|end)note-[\w-]+$/.test(String(child.properties['id'] ?? '')) : !child.value?.toString().trim()));
  const removeBackLinks = (nodes: ElementContent[]): ElementContent[] =>
    nodes
      .filter((node) => !(element(node) && node.tagName === 'a' && /^#(foot|end)note-ref-/.test(hrefOf(node))))
      .map((node) => (element(node) ? { ...node, children: removeBackLinks(node.children) } : node));
  const walk = (parent: { children: Array<ElementContent | HastRoot['children'][number]> }, depth: number): void => {
    const kept: typeof parent.children = [];
    for (const child of parent.children) {
      if (child.type === 'comment' || child.type === 'doctype') continue;
      if (!element(child as ElementContent)) {
        kept.push(child);
        continue;
      }
      const node = child as Element;
      if (dropped.has(node.tagName)) continue;
      if (node.tagName === 'img' || node.tagName === 'picture') {
        images++;
        continue;
      }
      if (embedded.has(node.tagName)) {
        embeds++;
        continue;
      }
      if (isFootnoteList(node)) {
        for (const item of node.children) if (element(item)) definitions.set(String(item.properties['id']), removeBackLinks(item.children));
        continue;
      }
      // Past this depth the rest is kept as its text: the Markdown writer recurses too.
      if (depth > 100) {
        kept.push({ type: 'text', value: textOf(node) });
        continue;
      }
      walk(node, depth + 1);
      if (node.tagName === 'table') headerRow(node);
      // A link to anything but the web, mail or a place in the text (javascript:, file:) keeps only its text.
      if (node.tagName === 'a' && !safeHref.test(hrefOf(node))) kept.push(...node.children);
      else kept.push(node);
    }
    parent.children = kept;
  };
  walk(root, 0);
  for (const nodes of definitions.values()) walk({ children: nodes }, 1);
  notes.add('imagesDropped', images);
  notes.add('embeddedDropped', embeds);
  return { definitions };
}

/** A table's first row as its header (Word's tables have none of their own): Markdown's tables always open with one. */
function headerRow(table: Element): void {
  const rows = table.children.filter(element).flatMap((child) => (child.tagName === 'tr' ? [child] : ['thead', 'tbody'].includes(child.tagName) ? child.children.filter(element).filter((row) => row.tagName === 'tr') : []));
  const first = rows[0];
  if (!first || first.children.some((cell) => element(cell) && cell.tagName === 'th')) return;
  for (const cell of first.children) if (element(cell) && cell.tagName === 'td') cell.tagName = 'th';
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

function hastToMdast(root: HastRoot, notes: Notes): Root {
  const { definitions } = cleanHast(root, notes);
  /** Footnotes in the order they are first cited: 1, 2, 3, … */
  const labels = new Map<string, string>();
  const sup: Handle = (state, node) => {
    const target = footnoteTarget(node);
    if (target && definitions.has(target)) {
      let label = labels.get(target);
      if (!label) {
        label = String(labels.size + 1);
        labels.set(target, label);
      }
      return { type: 'footnoteReference', identifier: label, label };
    }
    return state.all(node) as never;
  };
  const mdast = toMdast(root, { handlers: { sup } }) as Root;
  const footnotes: FootnoteDefinition[] = [];
  for (const [target, label] of labels) {
    const body = toMdast({ type: 'root', children: definitions.get(target) ?? [] }, { document: true }) as Root;
    footnotes.push({ type: 'footnoteDefinition', identifier: label, label, children: body.children.filter((child) => child.type !== 'definition') as FootnoteDefinition['children'] });
  }
  mdast.children.push(...(footnotes as RootContent[]));
  return mdast;
}

// ---------------------------------------------------------------------------
// Text clean-up

/** Unpaired surrogates cannot be stored; control characters (NUL included) other than tabs and line breaks are never text. */
function cleanMarkdown(text: string): string {
  return text
    .replace(/^\ufeff/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ''); // eslint-disable-line no-control-regex
}

function writeMarkdown(root: Root): string {
  if (root.children.length === 0) return '';
  return toMarkdown(root, markdownWriteOptions);
}

/** The first heading's text (ATX, as every path writes them), as a title. */
function firstHeading(markdown: string): string | null {
  const match = /^ {0,3}#{1,6}[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/m.exec(markdown);
  if (!match) return null;
  const title = match[1]!
    .replace(/\\([\\`*_{}[\]()#+\-.!|~<>])/g, '$1')
    .replace(/[*_`~]+/g, '')
    .replace(/\[\^[^\]]*\]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim();
  return title ? title.slice(0, documentLimits.title) : null;
}

// ---------------------------------------------------------------------------
// Formats

type Converted = { format: ImportedFormat; markdown: string } | { problem: DocumentImportProblem };

async function readDocx(bytes: Uint8Array, entries: readonly ZipEntry[], notes: Notes): Promise<Converted> {
  const names = new Set(entries.map((entry) => entry.name));
  let documentXml: string;
  try {
    documentXml = new TextDecoder().decode(inflateChecked(bytes, entries, new Set(['word/document.xml'])).get('word/document.xml'));
  } catch (error) {
    return { problem: error instanceof ZipReadError && error.reason === 'too_large' ? 'import_zip_bomb' : 'import_unreadable' };
  }
  if (names.has('word/vbaProject.bin')) notes.add('macrosIgnored');
  if (names.has('word/comments.xml') && /<w:commentReference\b/.test(documentXml)) notes.add('commentsDropped');
  if ([...names].some((name) => /^word\/(header|footer)\d*\.xml$/.test(name)) && /<w:(headerReference|footerReference)\b/.test(documentXml)) notes.add('headersFootersDropped');
  if (/<w:(ins|del)\b/.test(documentXml)) notes.add('trackedChangesAccepted');
  let html: string;
  try {
    // Loaded on the first Word document, not with every parse worker.
    const { default: mammoth } = await import('mammoth');
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      { styleMap, externalFileAccess: false, convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })) },
    );
    html = result.value;
    const said = result.messages.map((message) => message.message).join('\n');
    if (/comment/i.test(said)) notes.add('commentsDropped');
    if (/text ?box/i.test(said)) notes.add('textBoxesDropped');
  } catch {
    return { problem: 'import_unreadable' };
  }
  return { format: 'docx', markdown: writeMarkdown(hastToMdast(fromHtml(html, { fragment: true }), notes)) };
}

function readOdt(bytes: Uint8Array, entries: readonly ZipEntry[], notes: Notes): Converted {
  let files: Map<string, Uint8Array>;
  try {
    files = inflateChecked(bytes, entries, new Set(['mimetype', 'content.xml', 'styles.xml']));
  } catch (error) {
    return { problem: error instanceof ZipReadError && error.reason === 'too_large' ? 'import_zip_bomb' : 'import_unreadable' };
  }
  const decoder = new TextDecoder();
  if (decoder.decode(files.get('mimetype')).trim() !== odtMimetype) return { problem: 'import_zip_unknown' };
  if (entries.some((entry) => /^Basic\/|^Scripts\//.test(entry.name))) notes.add('macrosIgnored');
  try {
    const { root, counts } = odtToMdast(decoder.decode(files.get('content.xml')));
    notes.add('imagesDropped', counts.images);
    if (counts.textBoxes) notes.add('textBoxesDropped');
    if (counts.comments) notes.add('commentsDropped');
    notes.add('embeddedDropped', counts.embedded);
    if (counts.trackedChanges) notes.add('trackedChangesAccepted');
    const styles = files.get('styles.xml');
    if (styles && odtHasHeaderOrFooter(decoder.decode(styles))) notes.add('headersFootersDropped');
    return { format: 'odt', markdown: writeMarkdown(root) };
  } catch (error) {
    if (error instanceof XmlError) return { problem: 'import_unreadable' };
    throw error;
  }
}

async function readZip(bytes: Uint8Array, notes: Notes): Promise<Converted> {
  const entries = zipEntries(bytes);
  if (!entries) return { problem: 'import_unreadable' };
  if (zipBombClaim(entries)) return { problem: 'import_zip_bomb' };
  const names = new Set(entries.map((entry) => entry.name));
  if (names.has('word/document.xml')) return readDocx(bytes, entries, notes);
  if (names.has('content.xml') && names.has('mimetype')) return readOdt(bytes, entries, notes);
  return { problem: 'import_zip_unknown' };
}

function readText(bytes: Uint8Array, notes: Notes): Converted {
  let text: string;
  try {
    // A byte-order mark is dropped; bytes that are not UTF-8 are refused, never guessed at.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { problem: 'import_not_text' };
  }
  if (text.includes('\u0000')) return { problem: 'import_not_text' };
  if (looksLikeHtml(text)) return { format: 'html', markdown: writeMarkdown(hastToMdast(fromHtml(text), notes)) };
  return { format: 'markdown', markdown: text };
}

/** A file's bytes as a new document's Markdown, its title when it has a heading, and what was left out (see the file's head comment). */
export async function importDocument(bytes: Uint8Array): Promise<DocumentImportRead> {
  if (bytes.length === 0) return { ok: false, problem: 'import_empty' };
  if (startsWith(bytes, oleSignature)) return { ok: false, problem: 'import_encrypted' };
  // A PDF may be all ASCII, which would read as text: it is a page layout, not a document's text.
  if (startsWith(bytes, pdfSignature)) return { ok: false, problem: 'import_not_text' };
  const notes = new Notes();
  const converted = startsWith(bytes, zipSignature) ? await readZip(bytes, notes) : readText(bytes, notes);
  if ('problem' in converted) return { ok: false, problem: converted.problem };
  const markdown = cleanMarkdown(converted.markdown).replace(/\s+$/, '') + '\n';
  if (!markdown.trim()) return { ok: false, problem: 'import_empty' };
  if (markdown.length > documentLimits.content) return { ok: false, problem: 'import_too_long' };
  return { ok: true, format: converted.format, markdown, title: firstHeading(markdown), notes: notes.list() };
}
