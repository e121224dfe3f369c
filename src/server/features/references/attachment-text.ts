// Reading an attached file's text (in a parse worker: a 300-page PDF is
// seconds of pdf.js). The type comes from the bytes, never the name: a PDF by
// its `%PDF-` signature, a Word document as a ZIP holding word/document.xml,
// HTML or plain text as UTF-8 without NUL. Nothing here touches the database
// or HTTP; a file it cannot read answers a `problem` the event loop words.
import type { AttachmentMediaType } from '../../../shared/reference-attachments.ts';
import { looksLikeHtml } from '../../parsing/file-type.ts';
import { startsWith, zipEntryNames, zipSignature } from '../../parsing/zip.ts';
import { maxPassages, splitPassages, type PageText, type PassageText } from './passage-split.ts';

/**
 * Characters of text kept from one attachment: a 1,500-page book is about
 * 3,000,000. Beyond this the rest of the file is not read (its file is still
 * kept whole); with `maxPassages` it bounds the passages table per file.
 */
const maxTextChars = 5_000_000;

export type AttachmentProblem = 'empty' | 'unknown_type' | 'zip_not_docx' | 'docx_unreadable' | 'pdf_unreadable' | 'pdf_encrypted';

export type AttachmentRead =
  | { ok: true; mediaType: AttachmentMediaType; pages: number | null; passages: PassageText[]; truncated: boolean }
  | { ok: false; problem: AttachmentProblem };

const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const pdfSignature = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

type Detected = { type: AttachmentMediaType; text?: string } | { problem: AttachmentProblem };

/** What the bytes are (see the file's head comment). */
function detectAttachment(bytes: Uint8Array): Detected {
  if (bytes.length === 0) return { problem: 'empty' };
  if (startsWith(bytes, pdfSignature)) return { type: 'application/pdf' };
  if (startsWith(bytes, zipSignature)) {
    const names = zipEntryNames(bytes);
    if (!names) return { problem: 'docx_unreadable' };
    return names.includes('word/document.xml') ? { type: docxType } : { problem: 'zip_not_docx' };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { problem: 'unknown_type' };
  }
  if (text.includes('\u0000')) return { problem: 'unknown_type' };
  return { type: looksLikeHtml(text) ? 'text/html' : 'text/plain', text };
}

const namedEntities: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', shy: '', ndash: '–', mdash: '—', hellip: '…',
  lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', laquo: '«', raquo: '»', bull: '•', middot: '·', copy: '©', reg: '®',
  trade: '™', deg: '°', sect: '§', para: '¶', euro: '€', pound: '£', times: '×', divide: '÷', minus: '−', thinsp: '\u2009',
  ensp: '\u2002', emsp: '\u2003', eacute: 'é', egrave: 'è', agrave: 'à', ccedil: 'ç', uuml: 'ü', ouml: 'ö', auml: 'ä', szlig: 'ß',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z][a-z0-9]{1,31});/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      // NUL, surrogates and values past Unicode stand for the replacement character, as in a browser.
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
    }
    return namedEntities[name] ?? namedEntities[name.toLowerCase()] ?? whole;
  });
}

/** Block elements end a paragraph; scripts, styles and templates are not text at all. */
function htmlText(html: string): string {
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?(-->|$)/g, ' ')
      .replace(/<(script|style|noscript|template|svg|head)\b[\s\S]*?(<\/\1\s*>|$)/gi, ' ')
      .replace(/<(br|hr)\b[^<>]*>/gi, '\n')
      .replace(/<\/?(p|div|section|article|header|footer|aside|main|nav|h[1-6]|li|ul|ol|dl|dt|dd|tr|table|blockquote|pre|figure|figcaption)\b[^<>]*>/gi, '\n\n')
      .replace(/<[^<>]*>/g, ' '),
  );
}

/** Control characters other than line breaks and tabs are never text a passage should hold. */
const cleanText = (text: string) => text.replace(/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g, ''); // eslint-disable-line no-control-regex

function capped(pages: PageText[]): { pages: PageText[]; truncated: boolean } {
  let left = maxTextChars;
  const kept: PageText[] = [];
  for (const page of pages) {
    if (left <= 0) return { pages: kept, truncated: true };
    kept.push(page.text.length > left ? { page: page.page, text: page.text.slice(0, left) } : page);
    left -= page.text.length;
  }
  return { pages: kept, truncated: left < 0 };
}

/** A PDF's text page by page with pdf.js (no worker of its own, no fonts loaded, no eval). */
async function pdfPages(bytes: Uint8Array): Promise<{ pages: PageText[]; count: number; truncated: boolean } | { problem: AttachmentProblem }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let document;
  try {
    document = await pdfjs.getDocument({ data: bytes, disableFontFace: true, useSystemFonts: false, isEvalSupported: false, useWorkerFetch: false, stopAtErrors: false, verbosity: 0 }).promise;
  } catch (error) {
    return { problem: (error as Error)?.name === 'PasswordException' ? 'pdf_encrypted' : 'pdf_unreadable' };
  }
  try {
    const pages: PageText[] = [];
    let chars = 0;
    for (let number = 1; number <= document.numPages; number++) {
      // Past the text cap the rest of the pages are not read at all.
      if (chars > maxTextChars) return { pages, count: document.numPages, truncated: true };
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
      page.cleanup();
      pages.push({ page: number, text: cleanText(text) });
      chars += text.length;
    }
    return { pages, count: document.numPages, truncated: false };
  } catch {
    return { problem: 'pdf_unreadable' };
  } finally {
    await document.destroy();
  }
}

/**
 * An attachment's text as passages: a file's bytes, or text the user pasted
 * (plain text, whatever it looks like).
 */
export async function readAttachment(input: { bytes: Uint8Array } | { text: string }): Promise<AttachmentRead> {
  const detected: Detected = 'text' in input ? { type: 'text/plain', text: input.text } : detectAttachment(input.bytes);
  const bytes = 'bytes' in input ? input.bytes : new Uint8Array();
  if ('problem' in detected) return { ok: false, problem: detected.problem };
  const { type } = detected;
  let pages: PageText[];
  let pageCount: number | null = null;
  let truncated = false;
  if (type === 'application/pdf') {
    const read = await pdfPages(bytes);
    if ('problem' in read) return { ok: false, problem: read.problem };
    ({ pages, truncated } = read);
    pageCount = read.count;
  } else if (type === docxType) {
    let text: string;
    try {
      // Loaded on the first Word document, not with every parse worker.
      const { default: mammoth } = await import('mammoth');
      text = (await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) })).value;
    } catch {
      return { ok: false, problem: 'docx_unreadable' };
    }
    pages = [{ page: null, text: cleanText(text) }];
  } else {
    const text = detected.text ?? '';
    pages = [{ page: null, text: cleanText(type === 'text/html' ? htmlText(text) : text) }];
  }
  const kept = capped(pages);
  const passages = splitPassages(kept.pages);
  return { ok: true, mediaType: type, pages: pageCount, passages, truncated: truncated || kept.truncated || passages.length >= maxPassages };
}
