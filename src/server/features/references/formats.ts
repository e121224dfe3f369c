// Reading and writing BibTeX, RIS and CSL-JSON with Citation.js. Only the
// three formats' own parsers are called, each with `forceType`: Citation.js
// would otherwise guess the input's type, and a text it takes for a URL or a
// DOI it fetches (synchronously, from the server).
import { plugins } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-csl';
import { withJournalAbbreviation } from './journal-abbreviations.ts';
import { clipLabel, lineCounter } from './entry-place.ts';
import { readRisRecord, writeRis } from './ris.ts';
import { bracedFamily, entriesOf, unicodeProtector, withXdata, type LatexTables } from './bibtex.ts';
import { cslItemSchema, cslTypes, normaliseDoi, referenceLimits, withParticle, type CslItem, type CslName, type ReferenceFormat } from '../../../shared/references.ts';
import type { z } from '../../../shared/zod.ts';

/** The largest item (as JSON) a reference may hold: a long abstract fits; a whole file pasted into a field does not. */
export const maxItemChars = 64_000;

/** One entry of an import text, read or not (keys and duplicates are the service's business). */
export type ReadEntry = { index: number; ok: true; item: CslItem; label: string; sourceKey?: string; warnings?: string[] } | { index: number; ok: false; label: string; error: string };

interface Chunk {
  label: string;
  /** What the format's parser gets. */
  input: unknown;
  /** Where the entry starts in the text (1-based), for a message. */
  line?: number;
  /** Characters of the entry's own text (BibTeX and RIS), without the macros handed to it. */
  size?: number;
  /** BibTeX: the entry's key (its input holds other entries too: its crossref parents and xdata entries). */
  key?: string;
  /** BibTeX: the keys of the xdata entries whose fields the entry takes. */
  xdata?: string[];
  /** What reading the file could not resolve for this entry. */
  warnings?: string[];
}

/**
 * An entry's text beyond which it cannot make an item of maxItemChars: refused
 * before Citation.js reads it (one 2 MB entry was seconds of parsing, only to
 * be refused for its size afterwards).
 */
const maxEntryChars = 4 * maxItemChars;
const tooLarge = `The entry is larger than ${maxItemChars / 1000} KB.`;

/** A RIS record's first line (after a byte order mark, with one space or two, as tools write it). */
const risStart = /^\uFEFF?[ \t]*TY {1,2}- /m;

/** The format of an import text, recognised from its first characters: undefined when it is none of the three. */
export function detectFormat(text: string): ReferenceFormat | undefined {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('[') || start.startsWith('{')) return 'csl-json';
  if (risStart.test(text)) return 'ris';
  if (/^[ \t]*@[A-Za-z]+[ \t]*[{(]/m.test(text)) return 'bibtex';
  return undefined;
}

// ---- splitting a text into entries (only so far as to say which entry failed) ----

/** BibTeX entries, each with the macros, crossref parents and xdata entries it needs from the file. */
function bibtexChunks(text: string): Chunk[] {
  return entriesOf(text, knownBibtexTypes).map((entry) => ({
    label: entry.label,
    input: entry.input,
    line: entry.line,
    size: entry.size,
    ...(entry.key ? { key: entry.key } : {}),
    ...(entry.xdata.length ? { xdata: entry.xdata } : {}),
    ...(entry.warnings.length ? { warnings: entry.warnings } : {}),
  }));
}

/** RIS records, each from its `TY  -` line to the next. */
function risChunks(text: string): Chunk[] {
  const starts = [...text.matchAll(new RegExp(risStart.source, 'gm'))];
  const lineAt = lineCounter(text);
  return starts.map((match, i) => {
    const body = text.slice(match.index, starts[i + 1]?.index ?? text.length);
    const title = /^(?:TI|T1|CT|BT) {2}- *(.+)$/m.exec(body)?.[1]?.trim();
    const id = /^ID {2}- *(.+)$/m.exec(body)?.[1]?.trim();
    return { label: clipLabel(title || id || body.split('\n')[0]!.trim()), input: body, line: lineAt(match.index), size: body.length };
  });
}

function cslChunks(text: string): Chunk[] | ReadEntry {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { index: 0, ok: false, label: 'CSL-JSON', error: `The text is not valid JSON: ${(error as Error).message}.` };
  }
  return (Array.isArray(data) ? data : [data]).map((item, i) => {
    const record = item && typeof item === 'object' && !Array.isArray(item) ? (item as Record<string, unknown>) : undefined;
    const name = record && (typeof record.id === 'string' || typeof record.id === 'number' ? String(record.id) : typeof record.title === 'string' ? record.title : '');
    return { label: clipLabel(name || `Entry ${i + 1}`), input: record };
  });
}

// ---- reading one entry ----

const bibtexConfig = plugins.config.get('@bibtex') as {
  constants: LatexTables;
  types: Record<'biblatex' | 'bibtex', { source: Record<string, string> }>;
  format: { checkLabel: boolean; useIdAsLabel: boolean };
};
/** The entry types Citation.js maps to a CSL type (BibTeX's and biblatex's). */
const knownBibtexTypes = new Set([...Object.keys(bibtexConfig.types.biblatex.source), ...Object.keys(bibtexConfig.types.bibtex.source)]);
// A reference's key is written as it is: Citation.js would otherwise replace
// any key holding `:`, `/` or `-` (DBLP's, Google Scholar's) with one made
// from the author, year and title, and two references could get the same one.
bibtexConfig.format.checkLabel = false;
bibtexConfig.format.useIdAsLabel = true;
const unicodeMarks = unicodeProtector(bibtexConfig.constants);

const parserOf: Record<Exclude<ReferenceFormat, 'ris'>, string> = { bibtex: '@biblatex/text', 'csl-json': '@csl/list+object' };
const formatName: Record<ReferenceFormat, string> = { bibtex: 'BibTeX', ris: 'RIS', 'csl-json': 'CSL-JSON' };

/** A parser's error, as one sentence: its first line, without the position inside our piece of the text. */
function parserMessage(error: unknown): string {
  const first = (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim();
  return first.replace(/\s*at line \d+ col \d+:?$/, '').replace(/[.:]$/, '');
}

/**
 * Undoes what Citation.js does to our own exports, so a library exported and
 * imported again keeps its fields (see references.test.ts, "round trip").
 */
function repairBibtex(item: Record<string, unknown>): void {
  // biblatex lists (`location = {Berlin and New York}`) come back as arrays, where CSL has one text.
  for (const [field, value] of Object.entries(item)) {
    if (Array.isArray(value) && value.every((v) => typeof v === 'string') && !nameVariables.has(field) && field !== 'keyword') item[field] = value.join('; ');
  }
  // An organisation is written `{World Health Organization}`: it comes back as a family name.
  for (const role of ['author', 'editor'] as const) {
    const names = item[role];
    if (!Array.isArray(names)) continue;
    item[role] = names.map((n: Record<string, unknown>) => (typeof n.family === 'string' && !n.given && /\s/.test(n.family) && !n['non-dropping-particle'] ? { literal: n.family } : n));
  }
  // Plain BibTeX has no access date: Citation.js writes it as a note too (besides biblatex's urldate).
  const accessed = typeof item.note === 'string' ? /^\[Online; accessed (\d{4})-(\d{2})-(\d{2})\]$/.exec(item.note.trim()) : null;
  if (accessed) {
    item.accessed ??= { 'date-parts': [accessed.slice(1, 4).map(Number)] };
    delete item.note;
  }
  // biblatex tells a newspaper or magazine article from a journal's by its entry subtype (Citation.js reads it as the genre).
  if (item.type === 'article-journal' && (item.genre === 'newspaper' || item.genre === 'magazine')) {
    item.type = `article-${item.genre}`;
    delete item.genre;
  }
  // @misc with a URL is how BibTeX writes a web page.
  if (item.type === 'document' && typeof item.URL === 'string') item.type = 'webpage';
  // biblatex's localisation keys, as the words a style prints.
  const genres: Record<string, string | undefined> = { phdthesis: 'PhD thesis', mastersthesis: "Master's thesis", mathesis: "Master's thesis", candthesis: 'Candidate thesis', resreport: 'Research report', techreport: undefined };
  if (typeof item.genre === 'string' && item.genre in genres) {
    const genre = genres[item.genre];
    if (genre) item.genre = genre;
    else delete item.genre;
  }
}

/** CSL's name variables: lists of names, never texts. */
const nameVariables = new Set(['author', 'editor', 'translator', 'container-author', 'collection-editor', 'composer', 'director', 'interviewer', 'illustrator', 'original-author', 'recipient', 'reviewed-author', 'reporter']);

/** Fields that may be dropped from an imported entry when they are invalid (too long …): anything but what makes the reference. */
const essential = new Set(['type', 'author', 'editor']);

const nameRole: Record<string, string> = { author: 'Author', editor: 'Editor', translator: 'Translator', 'container-author': 'Container author' };

/** A schema issue as an English sentence for the import preview. */
function describeIssue(issue: z.core.$ZodIssue, item: Record<string, unknown>): string {
  const [field, position] = issue.path;
  if (field === 'type') return `The entry's type (${String(item.type ?? 'none')}) is not one the library keeps.`;
  if (typeof field === 'string' && field in nameRole && typeof position === 'number') return `${nameRole[field]} ${position + 1} has neither a family name nor an organisation name.`;
  const where = issue.path.join('.') || 'The entry';
  if (issue.message === 'validation.tooLong') return `${where} is too long.`;
  if (issue.message === 'validation.invalidCharacters') return `${where} contains characters that cannot be saved.`;
  return `${where} is not valid.`;
}

/** An item as the library keeps it: checked by cslItemSchema, optional fields that fail dropped, no Citation.js bookkeeping. */
function checked(raw: Record<string, unknown>): { item: CslItem; warnings: string[] } | { error: string } {
  const item: Record<string, unknown> = { ...raw };
  const warnings: string[] = [];
  for (const field of ['_graph', 'id', 'citation-key', 'citation-label']) delete item[field];
  // Spaces around a value are a file's layout, not the source's; a DOI is kept as the DOI itself, not as a link to it.
  for (const [field, value] of Object.entries(item)) if (typeof value === 'string') item[field] = value.trim();
  if (typeof item.DOI === 'string') item.DOI = normaliseDoi(item.DOI);
  for (const role of Object.keys(nameRole)) if (Array.isArray(item[role])) item[role] = (item[role] as unknown[]).map((name) => (name && typeof name === 'object' ? withParticle(name as CslName) : name));
  if (typeof item.title === 'string' && !item.title) delete item.title;
  // CSL requires a type and nothing else (a letter, an interview may have no title): an entry of another tool is kept as it is.
  if (item.type === undefined || item.type === '') {
    item.type = 'document';
    warnings.push('The entry has no type: it is read as a document.');
  } else if (typeof item.type === 'string' && !(cslTypes as readonly string[]).includes(item.type)) {
    warnings.push(`The entry's type (${item.type}) is not one Inkwell knows: it is read as a document.`);
    item.type = 'document';
  }
  // A physics paper may list thousands of authors: the first hundred are all any style prints, and the preview says how many were left out.
  for (const role of Object.keys(nameRole)) {
    const names = item[role];
    if (Array.isArray(names) && names.length > referenceLimits.names) {
      warnings.push(`The entry has ${names.length.toLocaleString('en')} ${role === 'container-author' ? 'container authors' : `${role}s`}: the first ${referenceLimits.names} are kept.`);
      item[role] = names.slice(0, referenceLimits.names);
    }
  }
  if (!['title', 'author', 'editor', 'container-title'].some((field) => item[field] !== undefined)) warnings.push('The entry has no title and no author: a citation of it will show little.');
  let result = cslItemSchema.safeParse(item);
  if (!result.success) {
    const droppable = result.error.issues.filter((issue) => !essential.has(String(issue.path[0])));
    if (droppable.length === result.error.issues.length) {
      for (const field of new Set(droppable.map((issue) => String(issue.path[0])))) {
        const why = droppable.find((issue) => String(issue.path[0]) === field)!.message;
        warnings.push(`The field ${field} was left out: ${why === 'validation.tooLong' ? 'it is too long' : why === 'validation.invalidCharacters' ? 'it contains characters that cannot be saved' : 'it is not valid'}.`);
        delete item[field];
      }
      result = cslItemSchema.safeParse(item);
    }
  }
  if (!result.success) return { error: describeIssue(result.error.issues[0]!, item) };
  if (JSON.stringify(result.data).length > maxItemChars) return { error: tooLarge };
  return { item: result.data as CslItem, warnings };
}

function sourceKeyOf(parsed: Record<string, unknown>): string | undefined {
  // BibTeX's key, RIS's ID, or CSL-JSON's citation-key or id.
  const key = parsed['citation-key'] ?? parsed.id;
  return typeof key === 'string' || typeof key === 'number' ? String(key).trim() || undefined : undefined;
}

function readChunk(chunk: Chunk, index: number, format: ReferenceFormat): ReadEntry {
  const where = chunk.line ? ` (line ${chunk.line})` : '';
  if (chunk.input === undefined) return { index, ok: false, label: chunk.label, error: 'This entry is not a CSL-JSON object.' };
  if ((chunk.size ?? 0) > maxEntryChars) return { index, ok: false, label: chunk.label, error: tooLarge };
  let parsed: Array<Record<string, unknown>>;
  try {
    parsed = format === 'ris' ? [readRisRecord(chunk.input as string)] : plugins.input.chain(format === 'csl-json' ? [chunk.input] : chunk.input, { forceType: parserOf[format], generateGraphs: false });
  } catch (error) {
    return { index, ok: false, label: chunk.label, error: `This ${formatName[format]} entry${where} could not be read: ${parserMessage(error)}.` };
  }
  // A BibTeX entry's input holds its parents and xdata entries before it: its own item has its key.
  const first = chunk.key ? (parsed.find((p) => p.id === chunk.key) ?? parsed.at(-1)) : parsed[0];
  if (first && chunk.xdata) withXdata(first, parsed.filter((p) => chunk.xdata!.includes(String(p.id))));
  if (!first) return { index, ok: false, label: chunk.label, error: `No ${formatName[format]} entry could be read here${where}.` };
  if (format === 'bibtex') repairBibtex(first);
  const result = checked(first);
  if ('error' in result) return { index, ok: false, label: chunk.label, error: result.error };
  const warnings = [...(chunk.warnings ?? []), ...result.warnings];
  return { index, ok: true, item: withJournalAbbreviation(result.item), label: chunk.label, sourceKey: sourceKeyOf(first), ...(warnings.length ? { warnings } : {}) };
}

/**
 * Every entry of an import text, each read on its own so one that cannot be
 * read does not sink the rest. Throws nothing: an entry that fails says why.
 * `onEntry` hears how many are read, after each.
 */
export function readEntries(text: string, format: ReferenceFormat, maxEntries: number, onEntry?: (done: number, total: number) => void): ReadEntry[] | { tooMany: number } {
  const chunks = format === 'bibtex' ? bibtexChunks(text) : format === 'ris' ? risChunks(text) : cslChunks(text);
  if (!Array.isArray(chunks)) return [chunks];
  if (chunks.length > maxEntries) return { tooMany: chunks.length };
  onEntry?.(0, chunks.length);
  return chunks.map((chunk, index) => {
    const entry = readChunk(chunk, index, format);
    onEntry?.(index + 1, chunks.length);
    return entry;
  });
}

// ---- writing ----

export interface ReferenceFile {
  body: string;
  contentType: string;
  fileName: string;
}

const files: Record<ReferenceFormat, { contentType: string; fileName: string }> = {
  bibtex: { contentType: 'application/x-bibtex; charset=utf-8', fileName: 'references.bib' },
  ris: { contentType: 'application/x-research-info-systems; charset=utf-8', fileName: 'references.ris' },
  'csl-json': { contentType: 'application/vnd.citationstyles.csl+json; charset=utf-8', fileName: 'references.json' },
};

/** Marks newspaper and magazine articles (`@article` in biblatex) with their entry subtype, which Citation.js does not write. */
function withEntrySubtypes(body: string, items: CslItem[]): string {
  const entries = body.split(/(?=^@)/m).filter((e) => e.trim());
  if (entries.length !== items.length) return body;
  return entries
    .map((entry, i) => {
      const type = items[i]!.type;
      if (type !== 'article-newspaper' && type !== 'article-magazine') return entry;
      return entry.replace(/^(@\w+\{[^\n]*\n)/, `$1\tentrysubtype = {${type.slice('article-'.length)}},\n`);
    })
    .join('');
}

/** A family name BibTeX would read back in parts: one with a space or a lower-case first letter, and no particle of its own. */
const splitsInBibtex = (name: Record<string, unknown>) =>
  typeof name.family === 'string' && (name.given || name.suffix) && !name['non-dropping-particle'] && !name['dropping-particle'] && /\s|^\p{Ll}/u.test(name.family.trim());

/** An item's values marked for Citation.js's BibTeX writer (see unicodeProtector), with the family names it would split braced. */
function forBibtexWriter(value: unknown, inName = false): unknown {
  if (typeof value === 'string') return unicodeMarks.protect(value);
  if (Array.isArray(value)) return value.map((v) => forBibtexWriter(v, inName));
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const out = Object.fromEntries(Object.entries(record).map(([field, v]) => [field, field === 'id' || field === 'citation-key' ? v : forBibtexWriter(v, nameVariables.has(field))]));
    if (inName && splitsInBibtex(record)) out.family = bracedFamily(out.family as string);
    return out;
  }
  return value;
}

/** The references as a file in one of the three formats; each item's id is its key. */
export function writeReferences(references: Array<{ key: string; item: CslItem }>, format: ReferenceFormat): ReferenceFile {
  const data = references.map(({ key, item }) => ({
    ...item,
    id: key,
    'citation-key': key,
  }));
  let body: string;
  if (format === 'csl-json') {
    body = String(plugins.output.format('data', data.map(({ 'citation-key': _key, ...item }) => item)));
  } else if (format === 'ris') {
    body = writeRis(references);
  } else {
    // biblatex's fields (it is still a .bib file every reference manager reads): event titles,
    // web site names and access dates have fields of their own there, unlike in BibTeX.
    const written = String(plugins.output.format('biblatex', data.map((item) => forBibtexWriter(item) as typeof item)));
    body = withEntrySubtypes(unicodeMarks.restore(written), references.map((r) => r.item));
  }
  return { body, ...files[format] };
}
