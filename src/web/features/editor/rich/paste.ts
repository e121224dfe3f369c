// What a paste from Word, Google Docs, LibreOffice or a web page becomes
// before the rich editor's schema reads it (Tiptap's transformPastedHTML).
// Office programs say much of their formatting with inline styles and
// classes the schema ignores (Google Docs' bold is a span with
// font-weight:700, Word's lists are paragraphs with mso-list styles), and
// bring markup a Markdown document cannot hold (fonts, images, forms). This
// turns the formatting the schema has into its elements and drops the rest,
// so the paste keeps its headings, emphasis, lists, tables, links and
// footnotes and nothing else. Runs in the browser (DOMParser: an inert
// document, no script runs and no image loads).
import { documentLimits } from '../../../../shared/documents.ts';
import { isSafeUrl } from '../../../../shared/markdown.ts';
import { dropConditionalContent, rename, styles, unwrap, wordFootnotes, wordLists } from './paste-word.ts';

/** The bounds of one paste. */
export const pasteLimit = {
  /** Clipboard HTML above this, once a string pass has dropped its `data:` images, is refused. */
  html: 20 * 1024 * 1024,
  /** A paste whose text is longer than a whole document may be is refused. */
  text: documentLimits.content,
} as const;

/** What the editor says about a paste: `tooLarge` refused (pasteProblem), images left out (`count`: CleanedPaste.droppedImages). */
export const pasteMessages = {
  tooLarge: 'editor.rich.pasteTooLarge',
  imagesDropped: 'editor.rich.pasteImagesDropped',
} as const;

export interface CleanedPaste {
  /** The HTML the editor's schema reads: only elements and attributes it has a meaning for. */
  html: string;
  /** How many images the paste held (every kind: `data:`, `file:` and web addresses); documents keep none, so the editor can say so. */
  droppedImages: number;
}

/** Unpaired UTF-16 surrogates, which no file or database can store as text. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Plain text as pasted, with any unpaired surrogate replaced by U+FFFD. */
export function cleanPastedText(text: string): string {
  return text.replace(loneSurrogate, '\uFFFD');
}

/** An `<img>` whose source is a `data:` address (a whole image inlined as base64). Linear: every part is a negated class up to the tag's end. */
const dataImage = /<img\b[^>]*?\ssrc\s*=\s*["']?\s*data:[^>]*>/gi;

/** The HTML without its `data:` images, by a string pass cheap enough for a clipboard of tens of megabytes, and how many it dropped. */
function dropDataImages(html: string): { html: string; dropped: number } {
  let dropped = 0;
  const reduced = html.replace(dataImage, () => {
    dropped++;
    return '';
  });
  return { html: reduced, dropped };
}

/**
 * Why a paste must be refused, before any of it is parsed: `tooLarge` when
 * its text is longer than a document may be, or when its HTML, without its
 * `data:` images, is still above `pasteLimit.html`.
 */
export function pasteProblem(html: string, text: string): 'tooLarge' | null {
  if (text.length > pasteLimit.text) return 'tooLarge';
  if (html.length > pasteLimit.html && dropDataImages(html).html.length > pasteLimit.html) return 'tooLarge';
  return null;
}

/** Elements whose content is not the document's text: code, page furniture, forms, media. */
const droppedElements = 'script, style, meta, link, title, base, noscript, template, nav, aside, footer, form, button, input, select, textarea, label, svg, math, iframe, frame, object, embed, video, audio, canvas, map, colgroup, col';

/** Office namespaces whose elements hold no text of the document (Office paragraph marks, Word settings, VML shapes, equations' markup). */
const droppedNamespaces = new Set(['o', 'w', 'v', 'm']);

/**
 * The paste as the editor's schema should read it (see the top of this
 * file), and how many images it left out. Also replaces unpaired surrogates
 * with U+FFFD. The editor calls it as `transformPastedHTML`.
 */
export function cleanPastedHtml(input: string): CleanedPaste {
  // Inlined images go first, by the string pass: a clipboard of tens of megabytes of them is never parsed.
  const reduced = dropDataImages(cleanPastedText(input));
  let droppedImages = reduced.dropped;
  const body = new DOMParser().parseFromString(reduced.html, 'text/html').body;

  for (const element of [...body.querySelectorAll(droppedElements)]) element.remove();
  wordFootnotes(body);
  wordLists(body);
  dropConditionalContent(body);
  for (const element of [...body.querySelectorAll('*')]) {
    const prefix = element.tagName.includes(':') ? element.tagName.split(':')[0]!.toLowerCase() : null;
    if (prefix === null) continue;
    // Other namespaces (Word's smart tags, `st1:place`) wrap real text.
    if (droppedNamespaces.has(prefix)) element.remove();
    else unwrap(element);
  }
  for (const image of [...body.querySelectorAll('img, picture')]) {
    if (image.tagName === 'IMG') droppedImages++;
    image.remove();
  }
  for (const element of [...body.querySelectorAll('[class]')]) classToHeading(element);
  for (const table of [...body.querySelectorAll('table')]) headerRow(table);
  for (const element of [...body.querySelectorAll('[style]')]) styleToElements(element);
  for (const heading of [...body.querySelectorAll('h1, h2, h3, h4, h5, h6, th')]) dropWholeBold(heading);
  for (const anchor of [...body.querySelectorAll('a')]) {
    const href = anchor.getAttribute('href')?.trim() ?? '';
    // Word's table-of-contents and bookmark anchors (`#_Toc…`), unsafe schemes and anchors without an address keep their text only.
    if (!href || !isSafeUrl(href)) unwrap(anchor);
  }
  nestListsInItems(body);
  dropStrayBreaks(body);
  for (const element of [...body.querySelectorAll('*')]) keepOnlyMeaningfulAttributes(element);
  return { html: body.innerHTML, droppedImages };
}

// ---------------------------------------------------------------------------
// Styles and classes

function wrapChildren(element: Element, tag: string) {
  const wrapper = element.ownerDocument.createElement(tag);
  wrapper.append(...element.childNodes);
  element.append(wrapper);
}

const boldWeight = (weight: string) => weight === 'bold' || weight === 'bolder' || (/^\d+$/.test(weight) && Number(weight) >= 600);

/**
 * The formatting an inline style says that the schema has, as elements:
 * bold, italic, strike. An explicitly normal-weight `<b>` is no bold
 * (Google Docs wraps its whole clipboard in `<b style="font-weight:normal">`).
 * Underline, colours, fonts and `vertical-align` have no Markdown: the text
 * stays as it is. A heading or header cell is not made bold by its style (it is already).
 */
function styleToElements(element: Element) {
  const style = styles(element);
  const weight = style.get('font-weight');
  const tag = element.tagName;
  if ((tag === 'B' || tag === 'STRONG') && weight && !boldWeight(weight)) {
    unwrap(element);
    return;
  }
  if (style.get('font-style') === 'italic' || style.get('font-style') === 'oblique') wrapChildren(element, 'em');
  const decoration = `${style.get('text-decoration') ?? ''} ${style.get('text-decoration-line') ?? ''}`;
  if (decoration.includes('line-through')) wrapChildren(element, 's');
  if (weight && boldWeight(weight) && !element.closest('h1, h2, h3, h4, h5, h6, th')) wrapChildren(element, 'strong');
}

/** A heading or header cell bold as a whole (Word's and Google Docs' bold header rows) is no bolder than its kind: the bold goes. */
function dropWholeBold(element: Element) {
  const walker = element.ownerDocument.createTreeWalker(element, 4 /* NodeFilter.SHOW_TEXT */);
  let anyText = false;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    anyText = true;
    const bold = node.parentElement?.closest('b, strong');
    if (!bold || !element.contains(bold)) return;
  }
  if (anyText) for (const bold of [...element.querySelectorAll('b, strong')]) unwrap(bold);
}

/** Word's and LibreOffice's paragraph styles that are headings: Title → h1, Heading n → hn. */
function classToHeading(element: Element) {
  if (element.tagName !== 'P' && element.tagName !== 'DIV') return;
  const name = element.getAttribute('class') ?? '';
  const level = /^MsoTitle$/i.test(name) ? 1 : Number(/^MsoHeading([1-6])$/i.exec(name)?.[1] ?? 0);
  if (level) rename(element, `h${level}`);
}

// ---------------------------------------------------------------------------
// Structure

/**
 * A Markdown table has exactly one header row, its first: the table's first
 * row becomes header cells and every other row plain cells, the form the
 * editor reads a Markdown table in.
 */
function headerRow(table: Element) {
  const rows = [...table.querySelectorAll('tr')].filter((row) => row.closest('table') === table);
  rows.forEach((row, index) => {
    for (const cell of [...row.children]) {
      if (cell.tagName !== 'TD' && cell.tagName !== 'TH') continue;
      const wanted = index === 0 ? 'th' : 'td';
      if (cell.tagName.toLowerCase() !== wanted) rename(cell, wanted);
    }
  });
}

/** A list written directly in a list (Google Docs nests this way) belongs to the item before it. */
function nestListsInItems(root: Element) {
  for (const list of [...root.querySelectorAll('ul > ul, ul > ol, ol > ul, ol > ol')]) {
    let previous = list.previousElementSibling;
    if (!previous || previous.tagName !== 'LI') {
      previous = list.ownerDocument.createElement('li');
      list.before(previous);
    }
    previous.append(list);
  }
}

const blockTags = new Set(['BODY', 'DIV', 'P', 'LI', 'TD', 'TH', 'BLOCKQUOTE', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'ARTICLE', 'SECTION', 'MAIN', 'HEADER', 'UL', 'OL', 'TABLE', 'TBODY', 'THEAD', 'TR']);

/** Line breaks between blocks (Google Docs after a table) or at a block's end (LibreOffice's empty paragraph) break no line of text. */
function dropStrayBreaks(root: Element) {
  for (const br of [...root.querySelectorAll('br')]) {
    const parent = br.parentElement;
    if (!parent) continue;
    let after = br.nextSibling;
    while (after && after.nodeType === 3 && !after.textContent?.trim()) after = after.nextSibling;
    const betweenBlocks = parent.tagName === 'BODY' || [br.previousElementSibling, br.nextElementSibling].some((sibling) => sibling && blockTags.has(sibling.tagName));
    if (betweenBlocks || (!after && blockTags.has(parent.tagName))) br.remove();
  }
}

/** The attributes the schema reads (see extensions.ts); the rest (style, class, id, lang, event handlers …) are dropped. */
function keepOnlyMeaningfulAttributes(element: Element) {
  const tag = element.tagName;
  const keep = new Set<string>(['data-pm-slice', 'data-citation', 'data-footnote', 'data-footnote-definition', 'data-markdown-block', 'data-markdown-inline', 'data-spread']);
  if (tag === 'A') ['href', 'title'].forEach((name) => keep.add(name));
  if (tag === 'OL') keep.add('start');
  if (tag === 'TD' || tag === 'TH') {
    ['colspan', 'rowspan'].forEach((name) => keep.add(name));
    // A column's alignment is Markdown's (`---:`): kept, from the style or the attribute.
    const align = styles(element).get('text-align') ?? element.getAttribute('align')?.toLowerCase();
    if (align === 'left' || align === 'right' || align === 'center') element.setAttribute('align', align);
    else element.removeAttribute('align');
    keep.add('align');
  }
  for (const { name } of [...element.attributes]) if (!keep.has(name.toLowerCase())) element.removeAttribute(name);
}
