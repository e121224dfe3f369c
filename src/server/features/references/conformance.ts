// What the conformance script (scripts/conformance.ts) counts when it reads
// real BibTeX, RIS and CSL-JSON files: how two readings of the same items
// differ, and what an entry's own BibTeX text says it should have become.
// The BibTeX text is read here without Citation.js, so a loss in the import
// cannot hide behind the same loss in the check.
import type { CslItem, CslName } from '../../../shared/references.ts';

/** How often each value occurs. */
export function tally(values: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

/** The n most frequent values, most frequent first (ties by value, so a run prints the same order). */
export function top(counts: Map<string, number>, n: number): Array<[string, number]> {
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, n);
}

/** JSON with every object's keys sorted: two values are JSON-equal when these strings are. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/** Fields that are a file's bookkeeping, not the reference: the key is compared on its own. */
const bookkeeping = new Set(['id', 'citation-key', 'citation-label', '_graph']);

/** The CSL variables whose values are not JSON-equal (a field present on one side only counts), in name order. */
export function fieldDifferences(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...fields].filter((f) => !bookkeeping.has(f) && canonicalJson(before[f]) !== canonicalJson(after[f])).sort();
}

/** The first and last page of a range ("45-67", "45–67", "S1--S9"), or undefined when the text is no range. */
function pageRange(page: string | undefined): [string, string] | undefined {
  const match = page ? /^\s*([A-Za-z]*\d+[A-Za-z]*)\s*(?:-+|–|—)\s*([A-Za-z]*\d+[A-Za-z]*)\s*$/.exec(page) : null;
  return match ? [match[1]!, match[2]!] : undefined;
}

/** A page range that comes back without one of its ends (or not as a range at all). */
export function pageRangeLost(before: string | undefined, after: string | undefined): boolean {
  const range = pageRange(before);
  if (!range) return false;
  const back = pageRange(after);
  return !back || back[0] !== range[0] || back[1] !== range[1];
}

/** A reference before the round trip, and what came back: undefined when the written entry was not read again. */
export interface RoundTripPair {
  before: { key: string; item: CslItem };
  after: { key: string; item: CslItem } | undefined;
}

export interface RoundTripReport {
  entries: number;
  /** Written, and not read again. */
  notReadAgain: number;
  itemsDiffering: number;
  /** Differences by CSL variable. */
  fields: Map<string, number>;
  titlesChanged: number;
  /** References whose page field is a range, and those that came back without it. */
  pageRanges: number;
  pageRangesLost: number;
  keysChanged: number;
  /** A few references that came back different, with the fields that differ, and a few keys that changed. */
  examples: Array<{ key: string; fields: string[] }>;
  keyExamples: Array<{ before: string; after: string | undefined }>;
}

/** Compares each reference with what came back from writing it and reading it again. An entry not read again counts as differing in every field it had. */
export function compareRoundTrip(pairs: RoundTripPair[], exampleCount = 3): RoundTripReport {
  const report: RoundTripReport = { entries: pairs.length, notReadAgain: 0, itemsDiffering: 0, fields: new Map(), titlesChanged: 0, pageRanges: 0, pageRangesLost: 0, keysChanged: 0, examples: [], keyExamples: [] };
  for (const { before, after } of pairs) {
    if (!after) report.notReadAgain++;
    const differing = fieldDifferences(before.item, after?.item ?? {});
    if (differing.length) {
      report.itemsDiffering++;
      if (report.examples.length < exampleCount) report.examples.push({ key: before.key, fields: differing });
    }
    for (const field of differing) report.fields.set(field, (report.fields.get(field) ?? 0) + 1);
    if (before.item.title !== after?.item.title) report.titlesChanged++;
    if (pageRange(before.item.page)) report.pageRanges++;
    if (pageRangeLost(before.item.page, after?.item.page)) report.pageRangesLost++;
    if (before.key !== after?.key) {
      report.keysChanged++;
      if (report.keyExamples.length < exampleCount) report.keyExamples.push({ before: before.key, after: after?.key });
    }
  }
  return report;
}

// ---- an entry's own BibTeX text ----

export interface BibtexSourceEntry {
  /** Lower case: article, inproceedings … */
  type: string;
  key: string;
  /** Each field's value as written (braces and quotes of the outer level removed, `#` parts and macro names kept as text), by lower-case name. */
  fields: Record<string, string>;
}

/** The end (exclusive) of a balanced `{…}` group starting at `from`, or of a `"…"` value. */
function valueEnd(text: string, from: number): number {
  const quoted = text[from] === '"';
  let depth = 0;
  for (let i = quoted ? from + 1 : from; i < text.length; i++) {
    // BibTeX counts every brace, escaped or not, and a quoted value ends at a quote outside braces.
    const c = text[i];
    if (c === '{') depth++;
    else if (c === '}') {
      depth--;
      if (!quoted && depth === 0) return i + 1;
      if (depth < 0) return i;
    } else if (quoted && c === '"' && depth === 0) return i + 1;
  }
  return text.length;
}

/** The fields of one entry's body (after its key). */
function fieldsOf(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const name = /\s*,?\s*([A-Za-z][\w:.+-]*)\s*=\s*/y;
  let at = 0;
  while (at < body.length) {
    name.lastIndex = at;
    const match = name.exec(body);
    if (!match) break;
    at = name.lastIndex;
    const parts: string[] = [];
    for (;;) {
      const c = body[at];
      if (c === '{' || c === '"') {
        const end = valueEnd(body, at);
        parts.push(body.slice(at + 1, end - 1));
        at = end;
      } else {
        const bare = /[^\s,#}]+/y;
        bare.lastIndex = at;
        const word = bare.exec(body);
        if (!word) break;
        parts.push(word[0]);
        at = bare.lastIndex;
      }
      const hash = /\s*#\s*/y;
      hash.lastIndex = at;
      if (!hash.exec(body)) break;
      at = hash.lastIndex;
    }
    fields[match[1]!.toLowerCase()] = parts.join('');
  }
  return fields;
}

/** The entries of a BibTeX file with their keys and fields; `@string`, `@comment` and `@preamble` are not entries. */
export function bibtexSourceEntries(text: string): BibtexSourceEntry[] {
  const entries: BibtexSourceEntry[] = [];
  for (const match of text.matchAll(/^[ \t]*@([A-Za-z]+)[ \t]*([{(])/gm)) {
    const type = match[1]!.toLowerCase();
    if (type === 'string' || type === 'comment' || type === 'preamble') continue;
    const open = match.index + match[0].length;
    // An entry in parentheses ends at its `)`; braces inside are balanced either way.
    const end = match[2] === '{' ? valueEnd(text, open - 1) - 1 : text.indexOf('\n)', open) + 1 || text.length;
    const body = text.slice(open, end);
    const comma = body.indexOf(',');
    entries.push({ type, key: (comma === -1 ? body : body.slice(0, comma)).trim(), fields: comma === -1 ? {} : fieldsOf(body.slice(comma + 1)) });
  }
  return entries;
}

/** The names of a BibTeX name field: split at `and` outside braces. */
export function splitNames(field: string): string[] {
  const names: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < field.length; i++) {
    const c = field[i];
    if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (depth === 0 && /\s/.test(c!)) {
      const and = /^\s+and\s+/i.exec(field.slice(i));
      if (and) {
        names.push(field.slice(start, i));
        i += and[0].length - 1;
        start = i + 1;
      }
    }
  }
  names.push(field.slice(start));
  return names.map((n) => n.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** Splits at commas (or, with `space`, at white space) outside braces. */
function splitTop(text: string, space: boolean): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (depth === 0 && (space ? /\s/.test(c) : c === ',')) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/**
 * A LaTeX accent or special letter at the start of a word, braced or not:
 * {\'A}lvaro, \'{A}lvaro, \'Alvaro, {\"O}zg{\"u}r, \v{S}tefan, {\v S}tefan, {\L}ukasz.
 * The group is the letter it sits on (or the special letter's name).
 */
const accentStart = /^\{?\s*\\(?:(?:['"`^~=.]|[uvHckrdbt](?=[\s{]))\s*\{?\s*([A-Za-z])|(AA|AE|OE|O|L|SS)(?![A-Za-z]))/;

/**
 * The given name of a BibTeX name when it starts with a LaTeX accent or special
 * letter: the letter it starts with, in upper case ('Á' of {\'A}lvaro → 'A';
 * 'Ł' of {\L}ukasz → 'L'). Undefined for any other name.
 */
export function accentedGivenInitial(name: string): string | undefined {
  const parts = splitTop(name, false);
  // "Family, Given" and "von Family, Jr, Given" say where the given name is; "Given Family" puts it first.
  const given = parts.length === 1 ? (splitTop(name, true).length > 1 ? splitTop(name, true)[0] : undefined) : parts[parts.length - 1];
  const match = given ? accentStart.exec(given) : null;
  if (!match) return undefined;
  const letter = match[1] ?? match[2]!;
  return letter === letter.toUpperCase() ? letter[0] : undefined;
}

/** Letters without a Unicode decomposition, by the ASCII letter they are written on. */
const specialBase: Record<string, string> = { Ł: 'L', Ø: 'O', Æ: 'A', Œ: 'O', ẞ: 'S', Đ: 'D' };

/** Whether a name was read with a given name starting with this (upper-case) letter, accented, and not with its given name taken for a particle. */
export function accentedGivenKept(name: CslName | undefined, initial: string): boolean {
  const first = name?.given?.trim()[0];
  if (!first || first.toUpperCase() !== first || first.toLowerCase() === first) return false;
  const base = specialBase[first] ?? first.normalize('NFD')[0];
  return base === initial && base !== first;
}

/** A starred LaTeX command (`\enquote*{…}`, `\section*`) anywhere in the text. */
export function hasStarredCommand(text: string): boolean {
  return /\\[A-Za-z]+\*/.test(text);
}

/** Whether any text of a value (nested in objects and arrays) still holds a LaTeX command, a star's `*{` or a lone backslash. */
export function latexLeft(value: unknown): boolean {
  if (typeof value === 'string') return /\\|\*\{/.test(value);
  if (Array.isArray(value)) return value.some(latexLeft);
  return value !== null && typeof value === 'object' && Object.values(value).some(latexLeft);
}
