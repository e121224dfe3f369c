// Word's HTML, read for what it means before paste.ts drops its markup:
// its lists (paragraphs with `mso-list` styles and typed-out bullets), its
// footnotes and endnotes, and its downlevel conditionals. With the small
// DOM helpers paste.ts shares.

/** The element gone, its content in its place. */
export function unwrap(element: Element) {
  element.replaceWith(...element.childNodes);
}

/** The element as another tag, with its content and attributes. */
export function rename(element: Element, tag: string): Element {
  const made = element.ownerDocument.createElement(tag);
  made.append(...element.childNodes);
  for (const { name, value } of [...element.attributes]) made.setAttribute(name, value);
  element.replaceWith(made);
  return made;
}

/** An inline style as property → value, lower-cased (Office's own properties, `mso-…`, included; a browser's CSSStyleDeclaration drops them). */
export function styles(element: Element): Map<string, string> {
  const map = new Map<string, string>();
  for (const declaration of (element.getAttribute('style') ?? '').split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    map.set(declaration.slice(0, colon).trim().toLowerCase(), declaration.slice(colon + 1).trim().toLowerCase());
  }
  return map;
}

function comments(root: Node): Comment[] {
  const walker = root.ownerDocument!.createTreeWalker(root, 128 /* NodeFilter.SHOW_COMMENT */);
  const found: Comment[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node as Comment);
  return found;
}

/**
 * Word's downlevel conditionals (`<![if !supportLists]>…<![endif]>`) reach
 * the parser as two comments around the content they guard: the bullet
 * typed out, a footnote's separator line. This removes what each such
 * pair guards, then every comment (Word's `<!--[if gte mso 9]>` blocks are
 * whole comments).
 */
export function dropConditionalContent(root: Element) {
  for (const comment of comments(root)) {
    if (!comment.isConnected) continue;
    if (/^\[if !support(Lists|Footnotes|Annotations|LineBreakNewLine)\]$/i.test(comment.data.trim())) {
      let next = comment.nextSibling;
      while (next && !(next.nodeType === 8 && /^\[endif\]$/i.test((next as Comment).data.trim()))) {
        const after = next.nextSibling;
        next.remove();
        next = after;
      }
    }
  }
  for (const comment of comments(root)) comment.remove();
  for (const span of [...root.querySelectorAll('span[style]')]) if (styles(span).get('mso-list') === 'ignore') span.remove();
}

// ---------------------------------------------------------------------------
// Word's footnotes and endnotes

/** A Word note anchor's address: `#_ftn2` (footnote 2), `#_edn1` (endnote 1), `#_ftnref2` (back from footnote 2). */
const noteAnchor = /^#_(ftn|edn)(ref)?(\d+)$/i;

const noteLabel = (kind: string, number: string) => (kind.toLowerCase() === 'edn' ? `e${number}` : number);

/**
 * Word's notes become the schema's footnotes (Markdown `[^1]`, `[^1]: …`):
 * each mark in the text (`<a href="#_ftn1">[1]</a>`) a footnote reference,
 * each note at the end (`<div style="mso-element:footnote" id=ftn1>`) a
 * footnote definition holding its paragraphs. Endnotes are labelled `e1`,
 * `e2` … so they never share a label with a footnote.
 */
export function wordFootnotes(root: Element) {
  const doc = root.ownerDocument;
  for (const anchor of [...root.querySelectorAll('a[href]')]) {
    const match = noteAnchor.exec(anchor.getAttribute('href') ?? '');
    if (!match) continue;
    if (match[2]) {
      // The note's own number, linking back to the text: the definition says which note it is.
      anchor.remove();
      continue;
    }
    const mark = doc.createElement('sup');
    const label = noteLabel(match[1]!, match[3]!);
    mark.setAttribute('data-footnote', label);
    mark.textContent = label;
    anchor.replaceWith(mark);
  }
  for (const note of [...root.querySelectorAll('div[style]')]) {
    const element = styles(note).get('mso-element');
    if (element === 'footnote-list' || element === 'endnote-list') {
      unwrap(note);
      continue;
    }
    if (element !== 'footnote' && element !== 'endnote') continue;
    const number = /(\d+)$/.exec(note.id)?.[1];
    if (!number) continue;
    const definition = rename(note, 'div');
    definition.setAttribute('data-footnote-definition', noteLabel(element === 'endnote' ? 'edn' : 'ftn', number));
  }
}

// ---------------------------------------------------------------------------
// Word's lists

interface WordListItem {
  paragraph: Element;
  list: string;
  level: number;
  ordered: boolean;
  start: number;
}

/** A typed-out number or letter (`1.`, `a)`, `iv.`, `(3)`): an ordered list's; anything else (`·`, `o`, `§`) is a bullet. */
const orderedMarker = /^\(?(\d+|[a-z]|[ivxlcdm]+)[.)]$/i;

/** The bullet Word typed out before a list paragraph's text: the content of its `!supportLists` conditional, or of its `mso-list:Ignore` span. */
function wordBullet(paragraph: Element): string {
  let text = '';
  let inside = false;
  for (const node of paragraph.childNodes) {
    if (node.nodeType === 8) {
      const data = (node as Comment).data.trim();
      if (/^\[if !supportLists\]$/i.test(data)) inside = true;
      else if (/^\[endif\]$/i.test(data) && inside) break;
    } else if (inside) text += node.textContent ?? '';
  }
  if (!inside) {
    const ignored = [...paragraph.querySelectorAll('span[style]')].find((span) => styles(span).get('mso-list') === 'ignore');
    text = ignored?.textContent ?? '';
  }
  return text.replace(/[\s\u00a0]+/g, ' ').trim();
}

function wordListItem(element: Element): WordListItem | null {
  // A numbered heading (Word's `1. Introduction`) stays a heading; its typed number goes with the other bullets.
  if (element.tagName !== 'P') return null;
  const match = /^(l\d+)\s+level(\d+)/.exec(styles(element).get('mso-list') ?? '');
  if (!match) return null;
  const bullet = wordBullet(element);
  const ordered = orderedMarker.exec(bullet);
  const start = ordered && /^\d+$/.test(ordered[1]!) ? Number(ordered[1]) : 1;
  return { paragraph: element, list: match[1]!, level: Number(match[2]), ordered: ordered !== null, start };
}

/**
 * Word writes a list as a run of paragraphs, each with its list and level
 * in an `mso-list: l0 level2 lfo1` style and its bullet typed out before
 * the text. Each run becomes nested `<ul>`/`<ol>` elements, by level.
 */
export function wordLists(root: Element) {
  const doc = root.ownerDocument;
  for (const first of [...root.querySelectorAll('[style*="mso-list"]')]) {
    if (!first.isConnected) continue;
    const firstItem = wordListItem(first);
    if (!firstItem) continue;
    const run: WordListItem[] = [firstItem];
    for (let next = first.nextSibling; next; next = next.nextSibling) {
      if (next.nodeType === 3 && !next.textContent?.trim()) continue;
      if (next.nodeType === 8) continue;
      const item = next.nodeType === 1 ? wordListItem(next as Element) : null;
      if (!item) break;
      run.push(item);
    }
    const anchor = doc.createElement('div');
    first.before(anchor);
    const open: Array<{ level: number; list: string; ordered: boolean; element: Element }> = [];
    for (const item of run) {
      while (open.length && open.at(-1)!.level > item.level) open.pop();
      const top = open.at(-1);
      if (top && top.level === item.level && (top.ordered !== item.ordered || (item.level === 1 && top.list !== item.list))) open.pop();
      if (!open.length || open.at(-1)!.level < item.level) {
        const list = doc.createElement(item.ordered ? 'ol' : 'ul');
        if (item.ordered && item.start !== 1) list.setAttribute('start', String(item.start));
        const parentItem = open.at(-1)?.element.lastElementChild;
        (parentItem ?? anchor).append(list);
        open.push({ level: item.level, list: item.list, ordered: item.ordered, element: list });
      }
      const li = doc.createElement('li');
      const paragraph = doc.createElement('p');
      dropListBullet(item.paragraph);
      paragraph.append(...item.paragraph.childNodes);
      li.append(paragraph);
      open.at(-1)!.element.append(li);
      item.paragraph.remove();
    }
    unwrap(anchor);
  }
}

function dropListBullet(paragraph: Element) {
  let inside = false;
  for (const node of [...paragraph.childNodes]) {
    const data = node.nodeType === 8 ? (node as Comment).data.trim() : null;
    if (data !== null && /^\[if !supportLists\]$/i.test(data)) inside = true;
    else if (data !== null && /^\[endif\]$/i.test(data) && inside) {
      inside = false;
      node.remove();
      continue;
    }
    if (inside) node.remove();
  }
  for (const span of [...paragraph.querySelectorAll('span[style]')]) if (styles(span).get('mso-list') === 'ignore') span.remove();
}
