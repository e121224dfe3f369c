// A resume file read as lines, the unit the resume parser works on
// (parse-resume.ts): a PDF's text runs grouped by baseline with pdf.js, or a
// Word file's paragraphs through mammoth. A line keeps its cells (text
// runs set apart by a wide gap, or by a tab in Word: a date pushed to the
// right margin, a skill and its level, a heading in a side column), whether
// it looks like a heading (a Word heading, or larger or bold type alone on
// its line) and whether it is a bullet.
import type { Element, ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { inflateChecked, oleSignature, startsWith, zipBombClaim, zipEntries, zipSignature, ZipReadError } from '../../../parsing/zip.ts';

export interface ResumeLine {
  cells: string[];
  /** The cells joined by a space. */
  text: string;
  heading: boolean;
  /** Every run of the line is set in a bold face (PDF), or the paragraph is strong (Word). */
  bold: boolean;
  bullet: boolean;
  /** The left edge in points (PDF), or 0; a wrapped line of a bullet starts right of its marker. */
  x: number;
  /** The right edge of its last run in points (PDF), or 0: a line that stops short of its column's edge ends a paragraph. */
  right: number;
  /** Font size in points (PDF), or 0. */
  size: number;
  /** The page, from 1. */
  page: number;
}

/** Why a file gives no lines: locked, damaged, a picture of text (a scan), an old .doc, a ZIP bomb, or not a resume file at all. */
export type ResumeFileProblem = 'pdf_encrypted' | 'pdf_unreadable' | 'no_text' | 'docx_unreadable' | 'old_word' | 'zip_bomb' | 'not_resume_file' | 'empty';

/**
 * `macros`: a Word file that carries a macro project (a .docm, or a .docx
 * with `vbaProject.bin`): its text is read as any other's, its macros never
 * run, and the user is told they were left out.
 */
export type ReadLines = { ok: true; lines: ResumeLine[]; pages: number; format: 'pdf' | 'docx'; macros?: true } | { ok: false; problem: ResumeFileProblem };

const pdfSignature = [0x25, 0x50, 0x44, 0x46]; // %PDF

/** A resume file's lines, the reader chosen from its bytes (never its name): PDF or Word (.docx). */
export async function readResumeFile(bytes: Uint8Array): Promise<ReadLines> {
  if (bytes.length === 0) return { ok: false, problem: 'empty' };
  if (startsWith(bytes, pdfSignature)) return pdfLines(bytes);
  // An OLE file is a Word 97–2003 .doc (or an encrypted .docx, which Word wraps the same way).
  if (startsWith(bytes, oleSignature)) return { ok: false, problem: 'old_word' };
  if (startsWith(bytes, zipSignature)) return docxLines(bytes);
  return { ok: false, problem: 'not_resume_file' };
}

const bulletMark = /^\s*[•▪◦●■□‣∙·\-–—*]\s+/u;

function line(cells: string[], fields: Partial<ResumeLine> = {}): ResumeLine {
  // A soft hyphen inside a run is dropped; one ending the line stays, so the next line joins the word again.
  const clean = cells.map((cell) => cell.replace(/\u00ad(?!\s*$)/g, '').replace(/\s+/g, ' ').trim()).filter(Boolean);
  const bullet = fields.bullet ?? bulletMark.test(clean[0] ?? '');
  if (bullet && clean[0]) clean[0] = clean[0].replace(bulletMark, '');
  return { cells: clean, text: clean.join(' '), heading: false, bold: false, x: 0, right: 0, size: 0, page: 1, ...fields, bullet };
}

/** Pages read at most: a resume longer than this is not a resume. */
const maxPages = 10;

interface Run {
  text: string;
  x: number;
  right: number;
  y: number;
  size: number;
  bold: boolean;
}

/** A PDF's lines with pdf.js (no worker of its own, no fonts loaded, no eval). */
async function pdfLines(bytes: Uint8Array): Promise<ReadLines> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let document;
  try {
    document = await pdfjs.getDocument({ data: bytes, disableFontFace: true, useSystemFonts: false, isEvalSupported: false, useWorkerFetch: false, stopAtErrors: false, verbosity: 0 }).promise;
  } catch (error) {
    return { ok: false, problem: (error as Error)?.name === 'PasswordException' ? 'pdf_encrypted' : 'pdf_unreadable' };
  }
  try {
    const lines: ResumeLine[] = [];
    const pages = Math.min(document.numPages, maxPages);
    for (let number = 1; number <= pages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const styles = content.styles as Record<string, { fontFamily?: string }>;
      const runs: Run[] = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const [a, b, , , e, f] = item.transform as number[];
        if (!item.str.trim()) {
          // A glyph pdf.js gives no text for, drawn at the end of a line: the hyphen of a word broken there.
          const last = runs.at(-1);
          if (item.str === '' && item.width > 0 && last && Math.abs(last.y - (f ?? 0)) < 1 && (e ?? 0) >= last.right - 1) last.text += '\u00ad';
          continue;
        }
        const size = Math.hypot(a ?? 0, b ?? 0);
        const font = `${item.fontName} ${styles[item.fontName]?.fontFamily ?? ''}`;
        runs.push({ text: item.str, x: e ?? 0, right: (e ?? 0) + item.width, y: f ?? 0, size, bold: /bold|black|heavy|semibold/i.test(font) });
      }
      page.cleanup();
      lines.push(...linesOfRuns(runs, number));
    }
    if (!lines.some((l) => /\p{L}{2}/u.test(l.text))) return { ok: false, problem: 'no_text' };
    return { ok: true, lines, pages: document.numPages, format: 'pdf' };
  } catch {
    return { ok: false, problem: 'pdf_unreadable' };
  } finally {
    await document.destroy();
  }
}

/**
 * Runs as lines, in the file's own order: consecutive runs on one baseline
 * (within a third of the type size) are one line, with a new cell where the
 * gap is wide. A two-column page keeps its columns apart, as long as the file
 * writes one column before the other (Typst, Word and LibreOffice do).
 */
function linesOfRuns(runs: Run[], page: number): ResumeLine[] {
  const rows: Run[][] = [];
  for (const run of runs) {
    const row = rows.at(-1);
    const last = row?.at(-1);
    if (row && last && Math.abs(last.y - run.y) <= Math.max(last.size, run.size) / 3 && run.x >= last.x) row.push(run);
    else rows.push([run]);
  }
  for (const row of rows) {
    // A hyphen written as a run of its own at the end of a line, touching the word before it, is the hyphen of a word
    // broken there (Typst writes it so; a compound's own hyphen stays inside its run): kept as a soft hyphen, to join.
    const [word, mark] = row.slice(-2);
    if (row.length >= 2 && word && mark && /^[-‐]$/.test(mark.text) && Math.abs(mark.x - word.right) < 0.5 && /\p{L}$/u.test(word.text)) {
      row.pop();
      word.text += '\u00ad';
      word.right = mark.right;
    }
  }
  return rows.map((row) => {
    const cells: string[] = [];
    let current = '';
    let last: Run | undefined;
    for (const run of row) {
      const gap = last ? run.x - last.right : 0;
      if (last && gap > Math.max(run.size, last.size) * 1.2) {
        cells.push(current);
        current = run.text;
      } else current += (last && gap > run.size * 0.15 && !current.endsWith(' ') && !run.text.startsWith(' ') ? ' ' : '') + run.text;
      last = run;
    }
    cells.push(current);
    return line(cells, { x: row[0]!.x, right: row.at(-1)!.right, size: Math.max(...row.map((r) => r.size)), bold: row.every((r) => r.bold), page });
  });
}

/** A Word file's paragraphs through mammoth (its images never read), each a line; its headings marked. */
async function docxLines(bytes: Uint8Array): Promise<ReadLines> {
  // The ZIP's own claims first, then its main part inflated under the shared cap: a bomb stops before mammoth reads it.
  const entries = zipEntries(bytes);
  if (!entries || !entries.some((entry) => entry.name === 'word/document.xml')) return { ok: false, problem: entries ? 'not_resume_file' : 'docx_unreadable' };
  if (zipBombClaim(entries)) return { ok: false, problem: 'zip_bomb' };
  try {
    inflateChecked(bytes, entries, new Set(['word/document.xml']));
  } catch (error) {
    return { ok: false, problem: error instanceof ZipReadError && error.reason === 'too_large' ? 'zip_bomb' : 'docx_unreadable' };
  }
  const { default: mammoth } = await import('mammoth');
  let html: string;
  try {
    const result = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) }, { externalFileAccess: false, convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })) });
    html = result.value;
  } catch {
    return { ok: false, problem: 'docx_unreadable' };
  }
  const lines: ResumeLine[] = [];
  walk(fromHtml(html, { fragment: true }), lines);
  if (!lines.some((l) => /\p{L}{2}/u.test(l.text))) return { ok: false, problem: 'no_text' };
  const macros = entries.some((entry) => /(^|\/)vbaProject\.bin$/i.test(entry.name));
  return { ok: true, lines, pages: 1, format: 'docx', ...(macros ? { macros: true as const } : {}) };
}

const blocks = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li']);

function textOf(node: ElementContent | Element): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  if (node.tagName === 'br') return '\n';
  return node.children.map(textOf).join('');
}

function walk(node: Root | Element, lines: ResumeLine[]): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (blocks.has(child.tagName)) {
      const level = /^h(\d)$/.exec(child.tagName)?.[1];
      // A list item may hold a nested list: its own text first, the nested items after.
      const own = child.children.filter((c) => !(c.type === 'element' && (c.tagName === 'ul' || c.tagName === 'ol')));
      for (const part of own.map(textOf).join('').split('\n')) {
        if (!part.trim()) continue;
        lines.push(line(part.split('\t'), { heading: Boolean(level), bullet: child.tagName === 'li' || bulletMark.test(part), size: level ? 20 - Number(level) * 2 : 0 }));
      }
      for (const nested of child.children) if (nested.type === 'element' && (nested.tagName === 'ul' || nested.tagName === 'ol')) walk(nested, lines);
    } else walk(child, lines);
  }
}
