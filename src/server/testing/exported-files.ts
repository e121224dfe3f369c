import { strFromU8, unzipSync } from 'fflate';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

/**
 * What a reader of a downloaded DOCX, HTML or RTF file sees — its text in
 * reading order — read the way a word processor or browser would, so tests
 * can assert on the words rather than on the markup.
 */

const xmlEntities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return xmlEntities[name] ?? whole;
  });
}

/** The text of WordprocessingML: runs in order, a newline after each paragraph, tabs and breaks as written. */
function wordText(xml: string): string {
  let out = '';
  for (const [, tag, close, text] of xml.matchAll(/<(\/?w:(?:p|t|tab|br|cr))\b[^>]*?(\/?)>(?:([^<]*)<\/w:t>)?/g)) {
    if (tag === 'w:t' && close !== '/') out += unescapeXml(text ?? '');
    else if (tag === '/w:p') out += '\n';
    else if (tag === 'w:tab') out += '\t';
    else if (tag === 'w:br' || tag === 'w:cr') out += '\n';
  }
  return out;
}

/** A DOCX file: the body's text, the footnotes' text, and the targets of its external links. */
export function docxFacts(docx: Uint8Array): { text: string; footnotes: string; linkTargets: string[] } {
  const files = unzipSync(docx);
  const read = (name: string) => (files[name] ? strFromU8(files[name]) : '');
  const relationships = read('word/_rels/document.xml.rels');
  const linkTargets = [...relationships.matchAll(/<Relationship\b[^>]*>/g)]
    .filter(([r]) => /Type="[^"]*\/hyperlink"/.test(r))
    .map(([r]) => unescapeXml(/Target="([^"]*)"/.exec(r)?.[1] ?? ''));
  return { text: wordText(read('word/document.xml')), footnotes: wordText(read('word/footnotes.xml')), linkTargets };
}

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const blockTags = new Set(['p', 'div', 'main', 'section', 'li', 'ul', 'ol', 'blockquote', 'pre', 'table', 'tr', 'td', 'th', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'br']);

/** An HTML file as a browser parses it: the text of <body>, and every element with its attributes (the <head> too). */
export function htmlFacts(html: string): { text: string; elements: { tag: string; attrs: { name: string; value: string }[] }[] } {
  const elements: Element[] = [];
  let text = '';
  let inBody = false;
  const walk = (node: Node) => {
    if (node.nodeName === '#text') {
      if (inBody) text += (node as DefaultTreeAdapterMap['textNode']).value;
      return;
    }
    const element = 'tagName' in node ? node : undefined;
    if (element) elements.push(element);
    const wasInBody = inBody;
    if (element?.tagName === 'body') inBody = true;
    if (element && blockTags.has(element.tagName)) text += '\n';
    if ('childNodes' in node) node.childNodes.forEach(walk);
    if (element?.tagName === 'template') (element as DefaultTreeAdapterMap['template']).content.childNodes.forEach(walk);
    if (element && blockTags.has(element.tagName)) text += '\n';
    inBody = wasInBody;
  };
  walk(parse(html));
  return { text, elements: elements.map((e) => ({ tag: e.tagName, attrs: e.attrs.map(({ name, value }) => ({ name, value })) })) };
}

// Windows-1252's printable characters in 0x80–0x9f (where it differs from Latin-1).
const cp1252: Record<number, string> = {
  0x80: '€', 0x82: '‚', 0x83: 'ƒ', 0x84: '„', 0x85: '…', 0x86: '†', 0x87: '‡', 0x88: 'ˆ', 0x89: '‰', 0x8a: 'Š', 0x8b: '‹', 0x8c: 'Œ', 0x8e: 'Ž',
  0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—', 0x98: '˜', 0x99: '™', 0x9a: 'š', 0x9b: '›', 0x9c: 'œ', 0x9e: 'ž', 0x9f: 'Ÿ',
};

/** Destinations whose content a word processor does not show. */
const hiddenDestinations = new Set(['fonttbl', 'colortbl', 'stylesheet', 'info', 'fldinst', 'pict', 'header', 'footer', 'listtable', 'listoverridetable']);
const controlSymbols: Record<string, string> = { par: '\n', line: '\n', row: '\n', cell: '\t', tab: '\t', bullet: '•', emdash: '—', endash: '–', lquote: '‘', rquote: '’', ldblquote: '“', rdblquote: '”' };

/**
 * The text an RTF reader shows: groups and escapes honoured, `\uN` with its
 * one fallback character skipped (`\uc1`), `\'hh` as Windows-1252, hidden
 * destinations and `{\*…}` groups skipped, a field's visible result kept.
 */
export function rtfText(rtf: string): string {
  let out = '';
  const skipStack: boolean[] = [];
  let skip = false;
  const controlWord = /\\([a-z]+)(-?\d+)? ?/y;
  const emit = (s: string) => {
    if (!skip) out += s;
  };
  let i = 0;
  while (i < rtf.length) {
    const c = rtf[i]!;
    if (c === '{') {
      skipStack.push(skip);
      i++;
    } else if (c === '}') {
      skip = skipStack.pop() ?? false;
      i++;
    } else if (c === '\r' || c === '\n') {
      i++;
    } else if (c !== '\\') {
      emit(c);
      i++;
    } else {
      const next = rtf[i + 1];
      if (next === '\\' || next === '{' || next === '}') {
        emit(next);
        i += 2;
      } else if (next === '*') {
        skip = true;
        i += 2;
      } else if (next === "'") {
        const byte = parseInt(rtf.slice(i + 2, i + 4), 16);
        emit(cp1252[byte] ?? String.fromCharCode(byte));
        i += 4;
      } else if (next === '~') {
        emit('\u00a0');
        i += 2;
      } else if (next === '-' || next === '_') {
        i += 2;
      } else {
        controlWord.lastIndex = i;
        const match = controlWord.exec(rtf);
        if (!match) throw new Error(`not RTF at ${i}: ${rtf.slice(i, i + 12)}`);
        i = controlWord.lastIndex;
        const [, word = '', parameter] = match;
        if (hiddenDestinations.has(word)) skip = true;
        if (word === 'u') {
          const n = Number(parameter);
          emit(String.fromCharCode(n < 0 ? n + 65536 : n));
          // The fallback for readers without Unicode: one character, or one \'hh.
          i += rtf[i] === '\\' && rtf[i + 1] === "'" ? 4 : 1;
        } else if (word in controlSymbols) {
          emit(controlSymbols[word]!);
        }
      }
    }
  }
  return out;
}
