// The offline citation check of a paper or essay (the editor's "Check
// citations"): keys cited that the library lacks, chosen sources never
// cited, sentences that state a figure or quote someone without a citation,
// and DOIs that cannot be DOIs. Pure and linear in the text's length, so the
// browser runs it on every press of the button; whether a quotation is in
// its source's attached text is the server's answer (shared/quote-check.ts).
//
// What counts as the citation of a sentence (the rule the writer sees):
// - a Pandoc citation anywhere in the sentence (`[@key]`, `[-@key]`, `@key`);
// - a bracketed citation right after the sentence's closing punctuation
//   ("… rose by 42%. [@smith2020]"), which styles with notes often want;
// - a footnote on the sentence (`[^1]`, in it or right after its
//   punctuation) whose note cites a source. A note without a citation is a
//   remark, not a source, and does not count;
// - an inline note `^[… @key …]` is a citation in the sentence.
// A hand-written "(Smith, 2020)" is not a citation here: the paper's
// reference list is made from Pandoc citations only.
//
// A claim that needs one: a figure — a percentage, an amount of money, a
// number with a unit ("7 hours", "3 million", "280 mg") or any number of
// two digits or more — but not a year (1000–2100), a decade or an ordinal
// ("1990s", "21st"), a date or a time, a number after a locator ("p. 45",
// "Table 2", "Section 12"), a number in a name ("COVID-19", "3D", "5G"), a
// version or section number ("2.3.1") or list numbering; or a quotation of
// four words or more in "…", “…”, «…» or „…“, which belongs to the
// sentence it begins in and is never split into sentences.
//
// Not read as claims: headings, code, tables, footnote texts, the reference
// list section (from a "References", "Bibliography", "Works Cited" …
// heading to the next heading of its level), HTML comments, and bracketed
// writer's notes ("[add a specific example]", "[citation needed]").
import { codeMask, parseCitations, type Citation } from './citations.ts';
import { z } from './zod.ts';

type CitationFindingKind = 'unknown-key' | 'uncited-source' | 'uncited-claim' | 'malformed-doi' | 'quote-not-found';

/**
 * A finding with its place: `markdown.slice(start, end)` is the cited key
 * (`@key`), the sentence with no citation, the DOI as written, or the
 * quotation with its marks. `key` names the source; `text` is what was
 * found (the key, the figure or quotation that needs a source, the DOI).
 */
interface PlacedFinding {
  kind: Exclude<CitationFindingKind, 'uncited-source'>;
  start: number;
  end: number;
  key?: string;
  text?: string;
  /** An uncited claim: a figure (number, percentage) or a quotation. */
  claim?: 'figure' | 'quotation';
}

/** A chosen source the text never cites: it has no place. */
interface UncitedSourceFinding {
  kind: 'uncited-source';
  key: string;
  start?: undefined;
  end?: undefined;
}

export type CitationFinding = PlacedFinding | UncitedSourceFinding;

export interface CitationCheckInput {
  markdown: string;
  /** The citation keys of the user's library. */
  libraryKeys: ReadonlySet<string>;
  /** The sources chosen for the document (its request's and its outline's), in order. */
  chosenKeys: readonly string[];
}

/** A quotation and the key cited in its sentence; `markdown.slice(start, end)` is the quotation with its marks, `text` its inside. */
export interface QuotedPassage {
  key: string;
  text: string;
  start: number;
  end: number;
}

// The sources a document's data names: the generator's request and, per section, the outline's.
// Each is read on its own, so a part the check cannot read does not hide the other.
const requestSources = z.looseObject({ request: z.looseObject({ sources: z.array(z.string()) }) });
const outlineSources = z.looseObject({ outline: z.looseObject({ sections: z.array(z.looseObject({ sources: z.array(z.string()).optional() })) }) });

/** The citation keys chosen for a document (`data.request.sources`, then `data.outline.sections[].sources`), each once. */
export function chosenSourceKeys(data: unknown): string[] {
  const request = requestSources.safeParse(data);
  const outline = outlineSources.safeParse(data);
  return [...new Set([...(request.success ? request.data.request.sources : []), ...(outline.success ? outline.data.outline.sections.flatMap((s) => s.sources ?? []) : [])])];
}

// ---- reading the text ----

interface Sentence {
  start: number;
  end: number;
}

interface Quote {
  start: number;
  end: number;
  /** The quotation's inside, as written. */
  inner: string;
  words: number;
}

/** Where a citation (or a footnote that cites) stands, and its keys. */
interface CiteMark {
  at: number;
  keys: string[];
}

interface Reading {
  citations: Citation[];
  sentences: Sentence[];
  /** Quotations of four or more words, in order. */
  quotes: Quote[];
  /** Citations and citing footnote references, by position. */
  marks: CiteMark[];
  /** `markdown` with everything that is not prose blanked (same length and offsets). */
  plain: string;
  /** DOIs as written, well-formed or not (blank in `plain`: a DOI's digits are no figure). */
  dois: DoiCandidate[];
}

const referenceHeadings = new Set([
  'references', 'reference list', 'bibliography', 'works cited', 'literature cited', 'sources', 'cited works', 'literature',
  'références', 'références bibliographiques', 'bibliographie', 'sources citées',
  'referencias', 'bibliografía', 'obras citadas', 'referencias bibliográficas',
  'literaturverzeichnis', 'literatur', 'quellen', 'quellenverzeichnis', 'bibliografie',
  '参考文献', '引用文献', '参考资料',
]);

const ATX = /^ {0,3}(#{1,6})(?:[ \t]|$)/;
const SETEXT_UNDERLINE = /^ {0,3}(?:=+|-+)[ \t]*$/;
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const TABLE_DELIMITER = /^ {0,3}\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)+\|?[ \t]*$|^ {0,3}\|[ \t]*:?-+:?[ \t]*\|?[ \t]*$/;
const BLOCKQUOTE = /^(?: {0,3}>[ \t]?)+/;
const LIST_MARKER = /^[ \t]*(?:[-+*]|\d{1,9}[.)])(?:[ \t]+(?:\[[ xX]\][ \t]+)?|$)/;
const FOOTNOTE_DEFINITION = /^ {0,3}\[\^([^\]\s]+)\]:/;
const FOOTNOTE_REFERENCE = /\[\^([^\]\s]+)\](?!:)/g;
const FOOTNOTE_AT = /\[\^[^\]\s]+\](?!:)/y;

function headingText(line: string): string {
  return line
    .replace(ATX, '')
    .replace(/[ \t]+#+[ \t]*$/, '')
    .replace(/[*_`]/g, '')
    .replace(/^\d+(?:\.\d+)*\.?\s+/, '')
    .replace(/[:：.]\s*$/, '')
    .trim()
    .toLowerCase();
}

/**
 * The line pass: which ranges are no prose (headings, tables, front matter,
 * footnote texts, the reference list), where list items and block quotes
 * put their markers, and each footnote's text.
 */
function readBlocks(markdown: string, hide: (from: number, to: number) => void) {
  const lines = markdown.split('\n');
  const starts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    starts.push(offset);
    offset += line.length + 1;
  }
  const footnotes = new Map<string, { start: number; end: number }>();
  /** Line starts where a new unit (a list item) begins although the previous line is prose, to where its text begins. */
  const unitStarts = new Map<number, number>();
  let referenceLevel = 0;
  let inFootnote: { id: string; start: number } | undefined;
  let previousBlank = true;
  let first = 0;
  // YAML front matter: the title block Pandoc reads, not text.
  if (lines[0]?.trim() === '---') {
    const close = lines.findIndex((l, i) => i > 0 && (l.trim() === '---' || l.trim() === '...'));
    if (close > 0) {
      hide(0, starts[close]! + lines[close]!.length);
      first = close + 1;
    }
  }
  const endFootnote = (at: number) => {
    if (inFootnote) footnotes.set(inFootnote.id, { start: inFootnote.start, end: at });
    inFootnote = undefined;
  };
  for (let i = first; i < lines.length; i++) {
    const raw = lines[i]!;
    const start = starts[i]!;
    const end = start + raw.length;
    const blank = raw.trim() === '';
    const quoteMarker = BLOCKQUOTE.exec(raw)?.[0] ?? '';
    const line = raw.slice(quoteMarker.length);
    const next = lines[i + 1] ?? '';

    if (inFootnote && !blank && !(previousBlank ? /^(?: {4}|\t)/.test(raw) : !FOOTNOTE_DEFINITION.test(raw) && !ATX.test(raw))) endFootnote(start);
    const atx = ATX.exec(line);
    const setext = !atx && !blank && previousBlank && SETEXT_UNDERLINE.test(next) && !THEMATIC_BREAK.test(line) && !LIST_MARKER.test(line);
    if (atx || setext) {
      endFootnote(start);
      const level = atx ? atx[1]!.length : next.trim().startsWith('=') ? 1 : 2;
      if (referenceLevel && level <= referenceLevel) referenceLevel = 0;
      if (!referenceLevel && referenceHeadings.has(headingText(line))) referenceLevel = level;
      hide(start, end);
      if (setext) {
        hide(end, end + 1 + next.length);
        i++;
      }
      previousBlank = false;
      continue;
    }
    if (referenceLevel) {
      hide(start, end);
      previousBlank = blank;
      continue;
    }
    const definition = FOOTNOTE_DEFINITION.exec(raw);
    if (definition) {
      endFootnote(start);
      inFootnote = { id: definition[1]!, start };
    }
    const table = /^ {0,3}\|/.test(line) || TABLE_DELIMITER.test(line) || (line.includes('|') && TABLE_DELIMITER.test(next));
    if (inFootnote || table || THEMATIC_BREAK.test(line)) {
      hide(start, end);
    } else if (!blank) {
      if (quoteMarker) hide(start, start + quoteMarker.length);
      const marker = LIST_MARKER.exec(line)?.[0];
      if (marker) {
        hide(start + quoteMarker.length, start + quoteMarker.length + marker.length);
        unitStarts.set(start, start + quoteMarker.length + marker.length);
      }
    }
    previousBlank = blank;
  }
  endFootnote(markdown.length);
  return { footnotes, unitStarts };
}

const closers = new Set([')', ']', '"', '”', '’', "'", '»', '*', '_', '」', '』', '）']);
const latinEnders = new Set(['.', '!', '?', '…']);
const cjkEnders = new Set(['。', '！', '？']);
// Words a full stop follows inside a sentence ("Dr. Lee", "Fig. 3", "et al. (2020)").
const abbreviations = new Set([
  'al', 'approx', 'ca', 'cf', 'ch', 'chap', 'co', 'corp', 'dept', 'dr', 'ed', 'eds', 'eq', 'eqs', 'esp', 'etc', 'fig', 'figs', 'ibid', 'inc', 'jr', 'ltd', 'mr', 'mrs', 'ms', 'no', 'nos', 'nr', 'para', 'pp', 'prof', 'resp', 'sec', 'sr', 'st', 'trans', 'univ', 'viz', 'vol', 'vols', 'vs',
  'vgl', 'bzw', 'usw', 'ggf', 'evtl', 'bsp', 'mme', 'mlle', 'sra', 'sr', 'dra', 'pág', 'págs', 'cap', 'núm',
]);

function isSpace(c: string | undefined): boolean {
  return c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\u00a0';
}

/** Whether the full stop at `i` ends an abbreviation or an initial rather than the sentence. */
function abbreviationBefore(plain: string, i: number): boolean {
  let j = i;
  while (j > 0 && /\p{L}/u.test(plain[j - 1]!)) j--;
  const word = plain.slice(j, i);
  // "J. Smith", "e.g.", "p. 4" — but not the C of "0 °C."
  // A lower-case letter after a number is a unit that can end a sentence ("slept 5 h.").
  if (word.length === 1) return j === 0 || (/[\s(.[]/.test(plain[j - 1]!) && !(/[a-z]/.test(word) && /\d\s*$/.test(plain.slice(Math.max(0, j - 3), j))));
  return abbreviations.has(word.toLowerCase());
}

const QUOTE = /“([^”]{1,2000}?)”|„([^“”]{1,2000}?)[“”]|«([^»]{1,2000}?)»|"([^"]{1,2000}?)"/g;
const WORD = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

function wordCount(text: string): number {
  WORD.lastIndex = 0;
  let n = 0;
  while (WORD.exec(text)) n++;
  return n;
}

/** Splits a unit of prose (a paragraph, a list item) into sentences; quotations are never split. */
function splitSentences(markdown: string, plain: string, from: number, to: number, quotes: Quote[], citationAt: Map<number, Citation>, footnoteAt: Map<number, number>, out: Sentence[]) {
  let q = quotes.findIndex((x) => x.end > from);
  if (q < 0) q = quotes.length;
  let start = from;
  const push = (end: number) => {
    let s = start;
    let e = end;
    // Block quote marks are blank in the prose; a date, a note or a citation that opens the sentence stays in it.
    while (s < e && isSpace(plain[s]) && !/[\p{L}\p{N}[@]/u.test(markdown[s]!)) s++;
    while (e > s && isSpace(markdown[e - 1])) e--;
    if (s < e) out.push({ start: s, end: e });
    start = end;
  };
  const enders = /[.!?…。！？]/g;
  for (let i = from; i < to; i++) {
    enders.lastIndex = i;
    const next = enders.exec(plain);
    if (!next || next.index >= to) break;
    i = next.index;
    while (q < quotes.length && quotes[q]!.end <= i) q++;
    const quote = quotes[q];
    if (quote && quote.start <= i && i < quote.end) {
      i = quote.end - 1;
      continue;
    }
    const c = plain[i]!;
    const cjk = cjkEnders.has(c);
    let j = i;
    while (j + 1 < to && (latinEnders.has(plain[j + 1]!) || cjkEnders.has(plain[j + 1]!))) j++;
    let k = j + 1;
    while (k < to && closers.has(plain[k]!)) k++;
    if (!cjk && k < to && !isSpace(plain[k])) {
      i = j;
      continue;
    }
    if (c === '.' && j === i && abbreviationBefore(plain, i)) continue;
    // "et al. found", "approx. 12": a sentence does not go on in lower case.
    let n = k;
    while (n < to && isSpace(markdown[n])) n++;
    if (c === '.' && n < to && /[a-z]/.test(markdown[n]!)) {
      i = j;
      continue;
    }
    // A bracketed citation or a footnote right after the punctuation belongs to this sentence.
    let end = k;
    for (;;) {
      let m = end;
      while (m < markdown.length && (markdown[m] === ' ' || markdown[m] === '\t')) m++;
      if (markdown[m] === '\n' && markdown[m + 1] !== '\n') {
        m++;
        while (m < markdown.length && (markdown[m] === ' ' || markdown[m] === '\t')) m++;
      }
      const cited = citationAt.get(m);
      FOOTNOTE_AT.lastIndex = m;
      // A footnote that cites nothing still belongs to the sentence it is on (it does not make it cited).
      const attached = cited?.mode === 'parenthetical' ? cited.end : (footnoteAt.get(m) ?? (FOOTNOTE_AT.test(markdown) ? FOOTNOTE_AT.lastIndex : undefined));
      if (attached === undefined) break;
      end = attached;
      while (end < markdown.length && /[.;,。]/.test(markdown[end]!)) end++;
    }
    push(end);
    i = end - 1;
  }
  if (start < to) push(to);
}

/** Index of the first citation starting at or after `at` (citations are in order). */
function firstCitationFrom(citations: Citation[], at: number): number {
  let lo = 0;
  let hi = citations.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (citations[mid]!.start < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function read(markdown: string): Reading {
  const citations = parseCitations(markdown);
  const code = codeMask(markdown);
  const hidden = code.slice();
  const hide = (from: number, to: number) => hidden.fill(1, Math.max(0, from), Math.min(markdown.length, to));
  const { footnotes, unitStarts } = readBlocks(markdown, hide);
  for (const c of citations) hide(c.start, c.end);
  const citationAt = new Map(citations.map((c) => [c.start, c]));

  // Footnote references: a note that cites makes its reference a citation of the sentence.
  const footnoteAt = new Map<number, number>();
  const marks: CiteMark[] = citations.map((c) => ({ at: c.start, keys: c.sources.map((s) => s.key) }));
  for (const m of markdown.matchAll(FOOTNOTE_REFERENCE)) {
    if (code[m.index]) continue;
    hide(m.index, m.index + m[0].length);
    const note = footnotes.get(m[1]!);
    if (!note) continue;
    const keys: string[] = [];
    for (let i = firstCitationFrom(citations, note.start); i < citations.length && citations[i]!.end <= note.end; i++) keys.push(...citations[i]!.sources.map((s) => s.key));
    if (keys.length === 0) continue;
    footnoteAt.set(m.index, m.index + m[0].length);
    marks.push({ at: m.index, keys });
  }
  marks.sort((a, b) => a.at - b.at);

  for (const m of markdown.matchAll(/<!--[\s\S]*?-->/g)) hide(m.index, m.index + m[0].length);
  const dois = doiCandidates(markdown, code);
  for (const doi of dois) hide(doi.start, doi.end);
  // Writer's notes and other bracketed text that is no citation, link or footnote ("[add an example]").
  for (const m of markdown.matchAll(/\[([^[\]\n]{1,300})\](?![([:])/g)) {
    if (code[m.index] || hidden[m.index] || m[1]!.startsWith('^') || /^[ xX]$/.test(m[1]!)) continue;
    hide(m.index, m.index + m[0].length);
  }

  // Dates go too: no figures, and "am 12. März" ends no sentence.
  for (const pattern of DATES) for (const m of markdown.matchAll(pattern)) hide(m.index, m.index + m[0].length);

  // The prose with everything else blanked: offsets stay those of the Markdown.
  const codes = new Uint16Array(markdown.length);
  for (let i = 0; i < markdown.length; i++) {
    const c = markdown.charCodeAt(i);
    codes[i] = hidden[i] && c !== 10 ? 32 : c;
  }
  const plain = new TextDecoder('utf-16le').decode(codes);

  // Units: runs of lines with prose; a list item starts its own.
  const sentences: Sentence[] = [];
  const quotes: Quote[] = [];
  let unitStart = -1;
  let offset = 0;
  const lines = plain.split('\n');
  const closeUnit = (to: number) => {
    if (unitStart < 0) return;
    const unitQuotes: Quote[] = [];
    const text = plain.slice(unitStart, to);
    for (const m of text.matchAll(QUOTE)) {
      const start = unitStart + m.index;
      const end = start + m[0].length;
      const inner = markdown.slice(start + 1, end - 1);
      unitQuotes.push({ start, end, inner, words: wordCount(inner) });
    }
    splitSentences(markdown, plain, unitStart, to, unitQuotes, citationAt, footnoteAt, sentences);
    quotes.push(...unitQuotes.filter((x) => x.words >= 4));
    unitStart = -1;
  };
  for (const line of lines) {
    const blank = line.trim() === '';
    if (blank || unitStarts.has(offset)) closeUnit(offset > 0 ? offset - 1 : 0);
    if (!blank && unitStart < 0) unitStart = unitStarts.get(offset) ?? offset;
    offset += line.length + 1;
  }
  closeUnit(markdown.length);
  return { citations, sentences, quotes, marks, plain, dois };
}

// ---- figures ----

const monthsEn = 'January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec';
const monthsOther = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|Januar|Jänner|Februar|März|Juni|Juli|Oktober|Dezember';
// Dates and times are no figures: "12 March 2020", "March 12, 2020", "2020-03-12", "12/03/2020", "10:30".
// Spaces inside a date stay on one line (a date never joins two paragraphs).
const DATES = [
  new RegExp(String.raw`\b\d{1,2}(?:st|nd|rd|th|er|\.)?[ \t\u00a0]+(?:${monthsEn})\b(?:\.?,?[ \t\u00a0]+\d{4})?|\b(?:${monthsEn})\b\.?[ \t\u00a0]+\d{1,2}(?:st|nd|rd|th)?\b(?:,?[ \t\u00a0]+\d{4})?|\b(?:${monthsEn})\b\.?[ \t\u00a0]+\d{4}`, 'g'),
  new RegExp(String.raw`\b\d{1,2}(?:er|\.)?[ \t\u00a0]+(?:de[ \t\u00a0]+)?(?:${monthsOther})(?:[ \t\u00a0]+(?:de[ \t\u00a0]+)?\d{4})?|(?:${monthsOther})[ \t\u00a0]+(?:de[ \t\u00a0]+)?\d{4}`, 'gi'),
  /\b\d{4}-\d{1,2}-\d{1,2}\b|\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b|\b\d{1,2}:\d{2}(?::\d{2})?\b/g,
];
const NUMBER = /(?<![\p{L}\p{N}_])([$€£¥]\s?)?(\d+(?:[.,\u202f]\d+)*|[.,]\d+)/gu;
const PERCENT = /^\s?(?:%|％|‰|per\s?cent\b|percent\b|pour\s?cent\b|por\s?ciento\b|prozent\b|个?百分点)/iu;
const unitWords =
  'km|kilomet(?:er|re)s?|m|met(?:er|re)s?|cm|mm|nm|µm|μm|kg|kilo(?:gram)?s?|g|grams?|mg|µg|μg|t|tonnes?|tons?|lbs?|pounds|oz|ounces|l|litres?|liters?|ml|ha|hectares?|acres?|miles?|mi|ft|feet|mph|km/h|kph|' +
  'kWh|MWh|GWh|TWh|W|watts?|kW|MW|GW|V|volts?|Hz|kHz|MHz|GHz|KB|MB|GB|TB|bytes|ms|milliseconds?|s|sec|seconds?|min|minutes?|h|hrs?|hours?|°C|°F|degrees?|kelvin|' +
  'million|millions|billion|billions|trillion|trillions|thousand|thousands|bn|mn|Mio\\.?|Mrd\\.?|milliards?|millones|mil|Millionen|Milliarden|Tausend|mille|milliers?|x|×|万|亿|百万';
const UNIT_AFTER_SPACE = new RegExp(String.raw`^[\s\u00a0](?:${unitWords})(?![\p{L}\p{N}])`, 'iu');
// Written on the number, a unit is read as cased: "10km" and "3x" are figures, "5G" and "4K" names.
const UNIT_ATTACHED = new RegExp(String.raw`^(?:${unitWords}|°|²|³)(?![\p{L}\p{N}])`, 'u');
const locatorWords =
  'pp|pages?|ch|chap|chapters?|sec|sections?|§+|figs?|figures?|tables?|tbl|vols?|volumes?|no|nos|numbers?|issues?|eqs?|equations?|lines?|ll|paras?|paragraphs?|appendix|app|parts?|pt|' +
  'steps?|phases?|waves?|grades?|levels?|articles?|art|clauses?|verses?|acts?|scenes?|stages?|rounds?|weeks?|days?|units?|modules?|lessons?|versions?|footnotes?|notes?|items?|questions?|' +
  'hypothes[ie]s|studies|study|experiments?|sessions?|groups?|rules?|tiers?|class|rooms?|seite|kapitel|abschnitt|abb|tab|tabelle|chapitre|partie|página|pág|capítulo|cap|sección|tabla|figura|第';
// A number after one of these is a place or a name, not a figure: "p. 45", "Table 2", "Section 12", "Study 3".
// One letter counts only with its full stop ("S. 12", "n. 4"), so "Smith's 42 cases" stays a figure.
const LOCATOR_BEFORE = new RegExp(String.raw`(?:^|[^\p{L}])(?:(?:${locatorWords})\.?|[psnvql]\.)\s*$`, 'iu');

/** The first figure of a sentence (as blanked prose, dates blanked too): its place and text, or undefined. */
function firstFigure(text: string): { index: number; text: string } | undefined {
  let previousSkipped = false;
  let previousEnd = -1;
  for (const m of text.matchAll(NUMBER)) {
    const start = m.index;
    const end = start + m[0].length;
    const digits = m[2]!;
    const after = text.slice(end, end + 24);
    const before = text.slice(Math.max(0, start - 24), start);
    const percent = PERCENT.exec(after);
    if (m[1] || percent) return { index: start, text: m[0] + (percent?.[0] ?? '') };
    const unit = UNIT_ATTACHED.exec(after) ?? UNIT_AFTER_SPACE.exec(after);
    // "COVID-19", "H2O": a number inside a name.
    const inName = /\p{L}-$/u.test(before) || /[#№]$/.test(before);
    // "2010–2020", "pp. 33–35", "2020/21": the second of a range is what the first was.
    const range = previousEnd >= 0 && /^\s*[-–—/]\s*$/.test(text.slice(previousEnd, start));
    let skip: boolean;
    if (inName) skip = true;
    else if (range && previousSkipped) skip = true;
    else if (unit && unit[0] !== 's' && !LOCATOR_BEFORE.test(before)) return { index: start, text: (m[0] + after.slice(0, unit[0].length)).trimEnd() };
    else if (/^[A-Za-z]/.test(after)) skip = true; // "3D", "4G", "21st", "1990s" (an "s" on the number is a decade, not seconds)
    else if (/^[年月日号世纪]/.test(after)) skip = true;
    else if (LOCATOR_BEFORE.test(before)) skip = true;
    else if (/^\d{4}$/.test(digits) && Number(digits) >= 1000 && Number(digits) <= 2100) skip = true; // a year
    else if ((digits.match(/\./g)?.length ?? 0) >= 2 && !digits.includes(',')) skip = true; // "2.3.1", a version or section
    else if (/\(\s*$/.test(before) && /^\s*\)/.test(after)) skip = true; // "(12)", an equation's or item's number
    else skip = (digits.match(/\d/g)?.length ?? 0) < 2;
    if (!skip) return { index: start, text: m[0] };
    previousSkipped = skip;
    previousEnd = end;
  }
  return undefined;
}

// ---- DOIs ----

const DOI = /^10\.\d{4,9}(?:\.\d+)*\/\S+$/;
// "DOI: https://doi.org/…" is one DOI with two prefixes.
const DOI_PREFIX = /(?:\bdoi:[ \t]*|\bhttps?:\/\/(?:dx\.)?doi\.org\/[ \t]*)+/gi;
const BARE_DOI = /(?<![\p{L}\p{N}_./:-])10\.(\d+(?:\.\d+)*)([ \t]*)\/([ \t]*)(\S*)/gu;

/** A DOI candidate's end: trailing punctuation and an unbalanced closing bracket are the sentence's. */
function trimDoi(text: string): string {
  let t = text;
  for (;;) {
    const before = t;
    t = t.replace(/[.,;:!?"'”’*_>]+$/, '');
    for (const [open, close] of [['(', ')'], ['[', ']'], ['{', '}']] as const) {
      if (t.endsWith(close) && t.split(close).length > t.split(open).length) t = t.slice(0, -1);
    }
    if (t === before) return t;
  }
}

/** Whether `at` is inside code (a fence, indented code, a code span), not merely inside a URL. */
function inCode(markdown: string, code: Uint8Array, at: number): boolean {
  if (!code[at]) return false;
  let r = at;
  while (r > 0 && code[r - 1]) r--;
  const lineStart = markdown.lastIndexOf('\n', r - 1) + 1;
  return markdown[r] === '`' || markdown[r] === '~' || (r === lineStart && /^(?: {4}|\t| {0,3}(?:`{3}|~{3}))/.test(markdown.slice(r, r + 7)));
}

interface DoiCandidate {
  start: number;
  end: number;
  /** The DOI as written, without its prefix when it is a bare `10.…` one. */
  text: string;
  valid: boolean;
}

/** Every DOI the text writes (`doi:…`, `https://doi.org/…`, a bare `10.NNNN/…`), outside code. */
function doiCandidates(markdown: string, code: Uint8Array): DoiCandidate[] {
  const found: DoiCandidate[] = [];
  for (const m of markdown.matchAll(DOI_PREFIX)) {
    if (inCode(markdown, code, m.index)) continue;
    const from = m.index + m[0].length;
    let candidate = /^\S*/.exec(markdown.slice(from, from + 500))![0];
    // "doi:10.1038 /abc", "https://doi.org/10.1038/ abc": a space inside, the rest still belongs to it.
    const rest = /^[ \t]+(\S+)/.exec(markdown.slice(from + candidate.length, from + candidate.length + 500));
    if (rest && ((!candidate.includes('/') && rest[1]!.startsWith('/')) || candidate.endsWith('/'))) candidate += rest[0];
    const doi = trimDoi(candidate);
    found.push({ start: m.index, end: from + doi.length, text: markdown.slice(m.index, from + doi.length), valid: DOI.test(doi) });
  }
  const prefixed = found.length;
  for (const m of markdown.matchAll(BARE_DOI)) {
    if (code[m.index] || found.slice(0, prefixed).some((d) => m.index >= d.start && m.index < d.end)) continue;
    const registrant = m[1]!;
    // "10.5/20" is a score, not a DOI: a bare candidate needs a registrant of four digits or a suffix with a letter.
    if (registrant.replace(/\./g, '').length < 4 && !/\p{L}/u.test(m[4]!)) continue;
    if ((m[2] || m[3]) && !m[4]) continue;
    const doi = trimDoi(m[0]);
    found.push({ start: m.index, end: m.index + doi.length, text: doi, valid: DOI.test(doi) });
  }
  return found.sort((a, b) => a.start - b.start);
}

// ---- the checks ----

/** Where each source of a citation is written in it (`@key` or `@{key}`). */
function keyPlaces(markdown: string, citation: Citation): { key: string; start: number; end: number }[] {
  const places: { key: string; start: number; end: number }[] = [];
  const text = markdown.slice(citation.start, citation.end);
  let cursor = 0;
  for (const { key } of citation.sources) {
    for (const written of [`@{${key}}`, `@${key}`]) {
      const at = text.indexOf(written, cursor);
      if (at >= 0) {
        places.push({ key, start: citation.start + at, end: citation.start + at + written.length });
        cursor = at + written.length;
        break;
      }
    }
  }
  return places;
}

/** Index of the first mark at or after `at`. */
function firstMarkFrom(marks: CiteMark[], at: number): number {
  let lo = 0;
  let hi = marks.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (marks[mid]!.at < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Every problem the text shows, placed ones in order of their place, then
 * the chosen sources never cited (in the order chosen).
 */
export function checkCitations(input: CitationCheckInput): CitationFinding[] {
  const { markdown, libraryKeys, chosenKeys } = input;
  const reading = read(markdown);
  const placed: PlacedFinding[] = [];

  for (const citation of reading.citations) {
    for (const place of keyPlaces(markdown, citation)) {
      if (!libraryKeys.has(place.key)) placed.push({ kind: 'unknown-key', start: place.start, end: place.end, key: place.key, text: place.key });
    }
  }

  let q = 0;
  for (const sentence of reading.sentences) {
    const m = firstMarkFrom(reading.marks, sentence.start);
    if (m < reading.marks.length && reading.marks[m]!.at < sentence.end) continue;
    while (q < reading.quotes.length && reading.quotes[q]!.start < sentence.start) q++;
    const quote = reading.quotes[q];
    if (quote && quote.start < sentence.end) {
      placed.push({ kind: 'uncited-claim', claim: 'quotation', start: sentence.start, end: sentence.end, text: markdown.slice(quote.start, quote.end) });
      continue;
    }
    const figure = firstFigure(reading.plain.slice(sentence.start, sentence.end));
    if (figure) placed.push({ kind: 'uncited-claim', claim: 'figure', start: sentence.start, end: sentence.end, text: figure.text });
  }

  for (const doi of reading.dois) if (!doi.valid) placed.push({ kind: 'malformed-doi', start: doi.start, end: doi.end, text: doi.text });
  placed.sort((a, b) => a.start - b.start || a.end - b.end);

  const cited = new Set(reading.citations.flatMap((c) => c.sources.map((s) => s.key)));
  const uncited: UncitedSourceFinding[] = [...new Set(chosenKeys)].filter((key) => !cited.has(key)).map((key) => ({ kind: 'uncited-source', key }));
  return [...placed, ...uncited];
}

/**
 * Each quotation of four or more words whose sentence cites a source, with
 * that source: the first citation after the quotation in its sentence
 * ("“…” [@smith2020, p. 4]"), else the last one before it ("@smith2020
 * writes that “…”"). A cluster of several sources answers its first.
 */
export function quotedPassages(markdown: string): QuotedPassage[] {
  const reading = read(markdown);
  const passages: QuotedPassage[] = [];
  let q = 0;
  for (const sentence of reading.sentences) {
    while (q < reading.quotes.length && reading.quotes[q]!.start < sentence.start) q++;
    for (; q < reading.quotes.length && reading.quotes[q]!.start < sentence.end; q++) {
      const quote = reading.quotes[q]!;
      const first = firstMarkFrom(reading.marks, sentence.start);
      let after: CiteMark | undefined;
      let before: CiteMark | undefined;
      for (let i = first; i < reading.marks.length && reading.marks[i]!.at < sentence.end; i++) {
        const mark = reading.marks[i]!;
        if (mark.at >= quote.end) {
          after = mark;
          break;
        }
        if (mark.at < quote.start) before = mark;
      }
      const key = (after ?? before)?.keys[0];
      if (key) passages.push({ key, text: quote.inner.replace(/\s+/g, ' ').trim(), start: quote.start, end: quote.end });
    }
  }
  return passages;
}
