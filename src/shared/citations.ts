// Pandoc citation syntax in a paper's Markdown (decision 0019):
// `[see @smith2020, pp. 33-35; also @lee2019, chap. 1]`, `[-@smith2020]`,
// narrative `@smith2020` and `@smith2020 [p. 33]`. Shared with the browser
// (the editor's picker) so both sides agree on what a citation is; the
// server formats what this finds (src/server/citations/format.ts).
import { citationKeyPattern } from './references.ts';

/** CSL locator labels (the `label` of a CSL citation item). */
type LocatorLabel = 'act' | 'appendix' | 'book' | 'canon' | 'chapter' | 'column' | 'equation' | 'figure' | 'folio' | 'issue' | 'line' | 'note' | 'opus' | 'page' | 'paragraph' | 'part' | 'rule' | 'scene' | 'section' | 'sub-verbo' | 'supplement' | 'table' | 'timestamp' | 'verse' | 'volume';

/** One source inside a citation. `prefix` and `suffix` are the author's text (Markdown), trimmed. */
export interface CitedSource {
  key: string;
  prefix: string;
  suffix: string;
  locator?: string;
  label?: LocatorLabel;
  /** `-@key`: the author is named in the sentence, print only the date (or number). */
  suppressAuthor: boolean;
}

/**
 * A citation and where it stands in the Markdown (`markdown.slice(start, end)`
 * is its whole text). `narrative` is `@key` written in the sentence (one
 * source); `parenthetical` is a bracketed cluster of one or more sources.
 */
export interface Citation {
  mode: 'parenthetical' | 'narrative';
  start: number;
  end: number;
  sources: CitedSource[];
}

// The words Pandoc recognises before a locator (its English list), each to
// its CSL label. Matched case-insensitively, longest first.
const labelWords: Record<string, LocatorLabel> = {
  act: 'act', acts: 'act',
  app: 'appendix', 'app.': 'appendix', appendix: 'appendix', appendices: 'appendix',
  book: 'book', bk: 'book', 'bk.': 'book', 'bks.': 'book', books: 'book',
  canon: 'canon', canons: 'canon',
  chapter: 'chapter', chapters: 'chapter', 'chap.': 'chapter', 'chaps.': 'chapter', 'ch.': 'chapter', 'chs.': 'chapter',
  column: 'column', columns: 'column', 'col.': 'column', 'cols.': 'column',
  equation: 'equation', equations: 'equation', 'eq.': 'equation', 'eqs.': 'equation',
  figure: 'figure', figures: 'figure', 'fig.': 'figure', 'figs.': 'figure',
  folio: 'folio', folios: 'folio', 'fol.': 'folio', 'fols.': 'folio',
  number: 'issue', numbers: 'issue', 'no.': 'issue', 'nos.': 'issue', issue: 'issue', issues: 'issue',
  line: 'line', lines: 'line', 'l.': 'line', 'll.': 'line',
  note: 'note', notes: 'note', 'n.': 'note', 'nn.': 'note',
  opus: 'opus', opera: 'opus', 'op.': 'opus', 'opp.': 'opus',
  page: 'page', pages: 'page', 'p.': 'page', 'pp.': 'page',
  paragraph: 'paragraph', paragraphs: 'paragraph', 'para.': 'paragraph', 'paras.': 'paragraph', '¶': 'paragraph', '¶¶': 'paragraph',
  part: 'part', parts: 'part', 'pt.': 'part', 'pts.': 'part',
  rule: 'rule', rules: 'rule',
  scene: 'scene', scenes: 'scene', 'sc.': 'scene',
  section: 'section', sections: 'section', 'sec.': 'section', 'secs.': 'section', '§': 'section', '§§': 'section',
  'sub verbo': 'sub-verbo', 'sub verbis': 'sub-verbo', 's.v.': 'sub-verbo', 's.vv.': 'sub-verbo',
  supplement: 'supplement', 'suppl.': 'supplement',
  table: 'table', tables: 'table', 'tbl.': 'table',
  timestamp: 'timestamp',
  verse: 'verse', verses: 'verse', 'v.': 'verse', 'vv.': 'verse',
  volume: 'volume', volumes: 'volume', 'vol.': 'volume', 'vols.': 'volume',
};
const labelAlternatives = Object.keys(labelWords)
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/[.\s]/g, (c) => (c === '.' ? '\\.' : '\\s+')))
  .join('|');
// A label ends at a space, a digit or the end ("p.33", "p. 33", "§ 4", "pages 3").
const LABEL = new RegExp(`^(${labelAlternatives})(?=[\\s\\d]|$)\\s*`, 'i');
// One locator value: a number, a roman numeral or a letter-number mix
// ("33", "4.2", "iv", "A4", "12a", "(xv)"), optionally a range of two.
const LOCATOR_PART = String.raw`[A-Za-z]{0,2}[0-9]+(?:[.:][0-9]+)*[A-Za-z]*|\([0-9]+\)|\(?[ivxlcdmIVXLCDM]+\)?`;
const LOCATOR_VALUE = new RegExp(String.raw`^(?:${LOCATOR_PART})(?:\s*[-–—]+\s*(?:${LOCATOR_PART}))?(?:\s*[,&]\s*(?:${LOCATOR_PART})(?:\s*[-–—]+\s*(?:${LOCATOR_PART}))?)*(?![\p{L}\p{N}])`, 'u');

/** A key as written after `@` (Pandoc): then trailing punctuation is not part of it. */
const KEY_RUN = /[A-Za-z0-9_][A-Za-z0-9_:.#$%&\-+?<>~/]*/y;

function readKey(text: string, at: number): { key: string; end: number } | undefined {
  if (text[at] === '{') {
    const close = text.indexOf('}', at + 1);
    if (close < 0) return undefined;
    const key = text.slice(at + 1, close);
    return citationKeyPattern.test(key) ? { key, end: close + 1 } : undefined;
  }
  KEY_RUN.lastIndex = at;
  const run = KEY_RUN.exec(text)?.[0];
  if (!run) return undefined;
  const key = run.replace(/[^A-Za-z0-9_]+$/, '');
  return citationKeyPattern.test(key) ? { key, end: at + key.length } : undefined;
}

/** "pp. 33-35 and passim" → locator "33-35", label page, suffix "and passim". */
/** The CSL label of a matched label word. */
function labelOf(word: string | undefined): LocatorLabel | undefined {
  return word === undefined ? undefined : labelWords[word.toLowerCase().replace(/\s+/g, ' ')];
}

function readLocator(text: string): { locator?: string; label?: LocatorLabel; rest: string } {
  let body = text;
  let label: LocatorLabel | undefined;
  // Pandoc's explicit form: `{pp. iv, vi-xi}` is the whole locator.
  if (body.startsWith('{')) {
    const close = body.indexOf('}');
    if (close > 0) {
      const inner = body.slice(1, close);
      const labelled = LABEL.exec(inner);
      const locator = (labelled ? inner.slice(labelled[0].length) : inner).trim();
      if (locator) return { locator, label: labelOf(labelled?.[1]) ?? 'page', rest: body.slice(close + 1) };
    }
    return { rest: text };
  }
  const labelled = LABEL.exec(body);
  if (labelled) {
    label = labelOf(labelled[1]);
    body = body.slice(labelled[0].length);
  }
  const value = LOCATOR_VALUE.exec(body);
  // Without a label only a number is a locator (a page, Pandoc's default).
  if (!value || (!label && !/\d/.test(value[0]))) return { rest: text };
  return { locator: value[0].trim(), label: label ?? 'page', rest: body.slice(value[0].length) };
}

/**
 * One source of a cluster: `see -@key, p. 3 and elsewhere`. Undefined when the
 * piece holds no key, or text the syntax does not allow.
 */
function readSource(piece: string): CitedSource | undefined {
  const at = /(?:^|[\s([{])(-?)@/.exec(piece);
  if (!at) return undefined;
  const atIndex = at.index + at[0].length - 1;
  const read = readKey(piece, atIndex + 1);
  if (!read) return undefined;
  const dash = at[1] ?? '';
  const prefix = piece.slice(0, atIndex - dash.length).trim();
  let rest = piece.slice(read.end);
  let locator: string | undefined;
  let label: LocatorLabel | undefined;
  const comma = /^\s*,\s*/.exec(rest);
  if (comma) {
    const found = readLocator(rest.slice(comma[0].length));
    if (found.locator !== undefined) {
      ({ locator, label } = found);
      rest = found.rest;
    }
  }
  if (rest && !/^[\s,.;:]/.test(rest)) return undefined;
  return { key: read.key, prefix, suffix: rest.trim(), suppressAuthor: dash === '-', ...(locator !== undefined ? { locator, label } : {}) };
}

/** Splits a cluster's inside at `;` outside nested brackets and braces. */
function splitSources(inside: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < inside.length; i++) {
    const c = inside[i];
    if (c === '\\') i++;
    else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') depth--;
    else if (c === ';' && depth === 0) {
      pieces.push(inside.slice(from, i));
      from = i + 1;
    }
  }
  pieces.push(inside.slice(from));
  return pieces;
}

/** The index of the `]` closing the `[` at `open`, within the same paragraph; -1 when none. */
function closingBracket(text: string, open: number, code: Uint8Array): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (code[i]) return -1;
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '[') depth++;
    else if (c === ']' && --depth === 0) return i;
    else if (c === '\n' && /^\n[ \t]*(?:\n|$)/.test(text.slice(i, i + 200))) return -1;
  }
  return -1;
}

const FENCE = /^( {0,3})(`{3,}|~{3,})/;
const LIST_ITEM = /^ {0,3}(?:[-+*]|\d{1,9}[.)])(?:[ \t]|$)/;

/**
 * Marks the characters no citation can stand in: fenced and indented code,
 * code spans, autolinks (`<https://…>`), bare URLs and link destinations
 * (`](…)`), so `@` in `https://x.org/@jane` or in code is left alone.
 * Indented code is approximated: a line indented four or more columns after
 * a blank line, outside a list (where indentation continues the item).
 */
export function codeMask(text: string): Uint8Array {
  const mask = new Uint8Array(text.length);
  const markRange = (from: number, to: number) => mask.fill(1, from, to);
  let offset = 0;
  let fence: { char: string; length: number } | undefined;
  let previousBlank = true;
  let inIndentedCode = false;
  let inList = false;
  for (const line of text.split('\n')) {
    const end = offset + line.length;
    const blank = line.trim() === '';
    if (fence) {
      markRange(offset, end);
      const close = FENCE.exec(line);
      const run = close?.[2] ?? '';
      if (close && run[0] === fence.char && run.length >= fence.length && line.slice(close[0].length).trim() === '') fence = undefined;
    } else {
      const open = FENCE.exec(line);
      const indented = /^(?: {4}|\t| {0,3}\t)/.test(line) && !blank;
      const run = open?.[2] ?? '';
      // A backtick fence's info string holds no backtick (else it is a code span).
      if (open && !(run[0] === '`' && line.slice(open[0].length).includes('`'))) {
        fence = { char: run[0] ?? '`', length: run.length };
        markRange(offset, end);
      } else if (indented && !inList && (previousBlank || inIndentedCode)) {
        inIndentedCode = true;
        markRange(offset, end);
      } else if (!blank) {
        inIndentedCode = false;
        if (LIST_ITEM.test(line)) inList = true;
        else if (!/^[ \t]/.test(line) && previousBlank) inList = false;
      }
    }
    previousBlank = blank;
    offset = end + 1;
  }
  // Code spans: a run of n backticks up to the next run of exactly n.
  const ticks = /`+/g;
  for (let m = ticks.exec(text); m; m = ticks.exec(text)) {
    if (mask[m.index] || (m.index > 0 && text[m.index - 1] === '\\')) continue;
    const closing = new RegExp(`(?<!\`)${m[0]}(?!\`)`, 'g');
    closing.lastIndex = m.index + m[0].length;
    const close = closing.exec(text);
    if (!close) continue;
    markRange(m.index, close.index + close[0].length);
    ticks.lastIndex = close.index + close[0].length;
  }
  for (const pattern of [/<[a-zA-Z][a-zA-Z0-9+.-]{1,31}:[^\s<>]*>/g, /<[^\s<>@]+@[^\s<>]+>/g, /\b(?:https?|ftp):\/\/[^\s<>]+|\bwww\.[^\s<>]+/g, /\]\([^)\s]*/g]) {
    for (const m of text.matchAll(pattern)) markRange(m.index, m.index + m[0].length);
  }
  return mask;
}

/** Every citation in the Markdown, in order of appearance. */
export function parseCitations(markdown: string): Citation[] {
  const code = codeMask(markdown);
  const citations: Citation[] = [];
  const text = markdown;
  for (let i = 0; i < text.length; i++) {
    if (code[i]) continue;
    const c = text[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '[' && text[i + 1] !== '^') {
      const close = closingBracket(text, i, code);
      if (close < 0) continue;
      // `[@key](url)` and `[@key][ref]` are links, `[@key]: url` a definition.
      const after = text[close + 1];
      const inside = text.slice(i + 1, close);
      if (after !== '(' && after !== '[' && after !== ':' && inside.includes('@')) {
        const sources = splitSources(inside).map(readSource);
        if (sources.length && sources.every((s): s is CitedSource => s !== undefined)) {
          citations.push({ mode: 'parenthetical', start: i, end: close + 1, sources });
          i = close;
          continue;
        }
      }
      // A link definition's label is no text; a link's text may hold a narrative `@key`.
      if (after === ':') i = close;
      continue;
    }
    if (c === '@' && !(i > 0 && /[\p{L}\p{N}_]/u.test(text[i - 1] ?? ''))) {
      const read = readKey(text, i + 1);
      if (!read) continue;
      const source: CitedSource = { key: read.key, prefix: '', suffix: '', suppressAuthor: false };
      let end = read.end;
      // `@key [p. 33]`: a bracket right after, holding no key, is its locator and suffix.
      const gap = /^[ \t]?\[/.exec(text.slice(end, end + 2));
      if (gap) {
        const open = end + gap[0].length - 1;
        const close = closingBracket(text, open, code);
        const inside = close > 0 ? text.slice(open + 1, close) : '';
        if (close > 0 && !/(?:^|[^\p{L}\p{N}_\\])@/u.test(inside) && text[close + 1] !== '(' && text[close + 1] !== ':') {
          const found = readLocator(inside.trim());
          if (found.locator !== undefined) Object.assign(source, { locator: found.locator, label: found.label });
          source.suffix = found.rest.trim().replace(/^,\s*/, '');
          end = close + 1;
        }
      }
      citations.push({ mode: 'narrative', start: i, end, sources: [source] });
      i = end - 1;
    }
  }
  return citations;
}

/** The keys a paper cites, each once, in order of first use. */
export function citedKeys(markdown: string): string[] {
  return [...new Set(parseCitations(markdown).flatMap((c) => c.sources.map((s) => s.key)))];
}
