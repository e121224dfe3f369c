// How the reference library's imports and exports fare on real files: the
// interchange test data (see its SOURCES.md) read, keyed, written and read
// again, with what was lost counted as "n of N". The data is only read, never
// copied. Without it the script says so and exits 0.
//
//   node --import tsx scripts/conformance.ts [folder]     (or INTEROP_DIR=folder)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  accentedGivenInitial,
  accentedGivenKept,
  bibtexSourceEntries,
  compareRoundTrip,
  hasStarredCommand,
  latexLeft,
  splitNames,
  tally,
  top,
  type BibtexSourceEntry,
  type RoundTripPair,
} from '../src/server/features/references/conformance.ts';
import { readEntries, writeReferences, type ReadEntry } from '../src/server/features/references/formats.ts';
import { plan } from '../src/server/features/references/import-plan.ts';
import { identitiesOf, keyBase } from '../src/server/features/references/keys.ts';
import { kindOf, type CslItem, type CslName, type ReferenceFormat } from '../src/shared/references.ts';

const folder = path.resolve(process.argv[2] ?? process.env.INTEROP_DIR ?? '/work/shared/testdata/interop');

// ---- the library's own functions, called in one place ----

/** Every entry of a text, as an import reads it (no limit on the number of entries: the files are larger than one import). */
function read(text: string, format: ReferenceFormat): ReadEntry[] {
  const entries = readEntries(text, format, Number.MAX_SAFE_INTEGER);
  if (!Array.isArray(entries)) throw new Error(`${entries.tooMany} entries: more than readEntries takes`);
  return entries;
}

const readBibtex = (text: string) => read(text, 'bibtex');

function write(references: Array<{ key: string; item: CslItem }>, format: ReferenceFormat): string {
  return writeReferences(references, format).body;
}

type Imported = { index: number; ok: true; key: string; sourceKey?: string; duplicateOf?: string; item: CslItem } | { index: number; ok: false; error: string };

/** The entries read, keyed as an import into an empty library keys them (as the parse worker prepares them). */
function imported(entries: ReadEntry[]): Imported[] {
  const planned = plan(
    entries.map((entry) => {
      if (!entry.ok) return entry;
      const { item } = entry;
      return { index: entry.index, ok: true, ...(entry.sourceKey ? { sourceKey: entry.sourceKey } : {}), keyBase: keyBase(item), identities: identitiesOf(item), kind: kindOf(item), itemJson: JSON.stringify(item) };
    }),
    { keys: [], sources: [] },
  );
  return planned.map((e) =>
    e.ok ? { index: e.index, ok: true, key: e.key, ...(e.sourceKey ? { sourceKey: e.sourceKey } : {}), ...(e.duplicateOf ? { duplicateOf: e.duplicateOf } : {}), item: JSON.parse(e.itemJson) as CslItem } : { index: e.index, ok: false, error: e.error },
  );
}

/** What an import adds to an empty library: the entries read that are not duplicates of an earlier one. */
function library(entries: Imported[]): Array<{ key: string; item: CslItem }> {
  return entries.flatMap((e) => (e.ok && !e.duplicateOf ? [{ key: e.key, item: e.item }] : []));
}

// ---- printing ----

const of = (label: string, n: number, total: number) => console.log(`  ${label}: ${n} of ${total}`);
const message = (error: string) => error.replace(/ \(line \d+\)/, '');

function printRefusals(entries: Imported[] | ReadEntry[]): void {
  const refused = entries.flatMap((e) => (e.ok ? [] : [message(e.error)]));
  of('read', entries.length - refused.length, entries.length);
  of('refused', refused.length, entries.length);
  for (const [text, count] of top(tally(refused), 5)) console.log(`    ${count} × ${text}`);
}

async function timed(name: string, part: () => void | Promise<void>): Promise<void> {
  const start = performance.now();
  console.log(`\n== ${name}`);
  await part();
  console.log(`  (${((performance.now() - start) / 1000).toFixed(2)} s)`);
}

// ---- round trips ----

/** Writes the references in a format and reads them back as an import would; pairs each with what came back. */
function roundTrip(references: Array<{ key: string; item: CslItem }>, format: ReferenceFormat): RoundTripPair[] {
  const back = imported(read(write(references, format), format));
  if (back.length === references.length) return references.map((before, i) => ({ before, after: okEntry(back[i]) }));
  // Entries were split or merged on the way: pair them by key instead (a changed key then counts as not read again).
  console.log(`  ! ${back.length} entries read back from ${references.length} written; paired by key`);
  const byKey = new Map(back.flatMap((e) => (e.ok ? [[e.key, e] as const] : [])));
  return references.map((before) => ({ before, after: okEntry(byKey.get(before.key)) }));
}

const okEntry = (e: Imported | undefined) => (e?.ok ? { key: e.key, item: e.item } : undefined);

function printRoundTrip(label: string, pairs: RoundTripPair[]): void {
  const report = compareRoundTrip(pairs);
  console.log(` ${label}`);
  of('read again', report.entries - report.notReadAgain, report.entries);
  of('items with any difference', report.itemsDiffering, report.entries);
  of('keys changed', report.keysChanged, report.entries);
  of('titles changed', report.titlesChanged, report.entries);
  of('page ranges lost', report.pageRangesLost, report.pageRanges);
  const fields = top(report.fields, 10);
  console.log(`  field differences (${[...report.fields.values()].reduce((a, b) => a + b, 0)} in all): ${fields.map(([f, n]) => `${f} ${n}`).join(', ') || 'none'}`);
  for (const example of report.examples) console.log(`    e.g. ${example.key}: ${example.fields.join(', ')}`);
  for (const example of report.keyExamples) console.log(`    e.g. key ${example.before} → ${example.after ?? '(not read again)'}`);
}

// ---- BibTeX: what the source says each entry should become ----

const nameRoles = ['author', 'editor', 'translator'] as const;

/** Pairs each entry read with its source entry (by position; by key when the counts differ). */
function withSources(entries: Imported[], sources: BibtexSourceEntry[]): Array<[Imported, BibtexSourceEntry | undefined]> {
  if (entries.length === sources.length) return entries.map((e, i) => [e, sources[i]]);
  console.log(`  ! ${entries.length} entries read, ${sources.length} in the source; paired by key`);
  const byKey = new Map(sources.map((s) => [s.key, s]));
  return entries.map((e) => [e, e.ok && e.sourceKey ? byKey.get(e.sourceKey) : undefined]);
}

function yearOf(item: CslItem | undefined): number | undefined {
  const year = item?.issued?.['date-parts']?.[0]?.[0];
  return year === undefined ? undefined : Number(year);
}

function bibtexFigures(name: string, text: string): Imported[] {
  const read = readBibtex(text);
  const entries = imported(read);
  const sources = bibtexSourceEntries(text);
  const pairs = withSources(entries, sources);
  console.log(` ${name}`);
  // An entry the import does not list at all is lost without a message.
  const listed = new Set(entries.flatMap((e) => (e.ok && e.sourceKey ? [e.sourceKey] : [])));
  const unlisted = sources.filter((s) => !listed.has(s.key));
  of('entries of the source listed by the import (read or refused)', entries.length, sources.length);
  if (unlisted.length) console.log(`    not read: ${unlisted.slice(0, 5).map((s) => `@${s.type}{${s.key}}`).join(', ')}${unlisted.length > 5 ? ' …' : ''}`);
  printRefusals(entries);
  const warnings = read.flatMap((e) => (e as { warnings?: string[] }).warnings ?? []);
  if (warnings.length) console.log(`  warnings: ${warnings.length}; ${top(tally(warnings.map(message)), 5).map(([w, n]) => `${n} × ${w}`).join('; ')}`);
  const ok = pairs.filter((p): p is [Extract<Imported, { ok: true }>, BibtexSourceEntry | undefined] => p[0].ok);
  of('keys kept on import (import key = file key)', ok.filter(([e, s]) => s && e.key === s.key).length, ok.length);

  // Given names that start with a LaTeX accent ({\'A}lvaro): read as given names, not as particles.
  let entriesWith = 0;
  let entriesKept = 0;
  let namesWith = 0;
  let namesKept = 0;
  const lost: string[] = [];
  for (const [entry, source] of pairs) {
    if (!source) continue;
    let has = false;
    let all = true;
    for (const role of nameRoles) {
      const field = source.fields[role];
      if (!field) continue;
      splitNames(field).forEach((sourceName, i) => {
        const initial = accentedGivenInitial(sourceName);
        if (!initial) return;
        has = true;
        namesWith++;
        const read: CslName | undefined = entry.ok ? entry.item[role]?.[i] : undefined;
        if (accentedGivenKept(read, initial)) namesKept++;
        else {
          all = false;
          if (lost.length < 5) lost.push(`${sourceName} → ${JSON.stringify(read ?? null)}`);
        }
      });
    }
    if (has) entriesWith++;
    if (has && all) entriesKept++;
  }
  of('entries whose accented given names were read as given names', entriesKept, entriesWith);
  of('  names', namesKept, namesWith);
  for (const example of lost) console.log(`    e.g. ${example}`);

  // crossref: the parent's title (biblatex) or booktitle (BibTeX) and year filled in where the child has none.
  const bySourceKey = new Map(pairs.flatMap(([e, s]) => (s ? [[s.key.toLowerCase(), e] as const] : [])));
  const children = pairs.filter(([, s]) => s?.fields.crossref);
  const filled = children.filter(([entry, source]) => {
    if (!entry.ok) return false;
    const parentEntry = bySourceKey.get(source!.fields.crossref!.trim().toLowerCase());
    const parent = parentEntry?.ok ? parentEntry.item : undefined;
    const container = entry.item['container-title'];
    const ownContainer = source!.fields.booktitle !== undefined;
    const ownYear = source!.fields.year !== undefined || source!.fields.date !== undefined;
    const containerFilled = ownContainer ? Boolean(container) : Boolean(container) && (container === parent?.title || container === parent?.['container-title']);
    const yearFilled = ownYear ? yearOf(entry.item) !== undefined : yearOf(entry.item) !== undefined && yearOf(entry.item) === yearOf(parent);
    return containerFilled && yearFilled;
  });
  of('crossref entries with container title and year from the parent', filled.length, children.length);

  const starred = pairs.filter(([, s]) => s && Object.values(s.fields).some(hasStarredCommand));
  of('entries with a starred command read, with no LaTeX left in the item', starred.filter(([e]) => e.ok && !latexLeft(e.item)).length, starred.length);
  const leftovers = ok.filter(([e]) => latexLeft(e.item));
  of('entries read with LaTeX left in a field', leftovers.length, ok.length);
  for (const [e] of leftovers.slice(0, 3)) console.log(`    e.g. ${e.key}: ${JSON.stringify(e.item).match(/.{0,40}(\\\\|\*\{).{0,30}/)?.[0] ?? ''}`);
  return entries;
}

// ---- the parts ----

function file(...parts: string[]): string {
  return readFileSync(path.join(folder, ...parts), 'utf8');
}

async function main(): Promise<void> {
  if (!existsSync(folder)) {
    console.log(`No interchange test data at ${folder}: nothing to measure.`);
    return;
  }
  console.log(`Interchange test data: ${folder}`);
  const aibasel = ['abbrv', 'crossref', 'literatur'].map((n) => file('bibtex', `aibasel-${n}.bib`)).join('\n');
  let aibaselLibrary: Array<{ key: string; item: CslItem }> = [];

  await timed('BibTeX: biblatex-examples.bib', () => {
    const entries = bibtexFigures('read', file('bibtex', 'biblatex-examples.bib'));
    printRoundTrip('round trip through bibtex', roundTrip(library(entries), 'bibtex'));
  });

  await timed('BibTeX: aibasel (abbrv + crossref + literatur, as one file)', () => {
    const entries = bibtexFigures('read', aibasel);
    aibaselLibrary = library(entries);
    console.log(`  imported into an empty library (duplicates left out): ${aibaselLibrary.length}`);
  });

  await timed('Library round trip: aibasel imported, exported in each format, imported again', () => {
    for (const format of ['bibtex', 'ris', 'csl-json'] as const) printRoundTrip(`through ${format}`, roundTrip(aibaselLibrary, format));
  });

  await timed('RIS: ris/*.ris', () => {
    const names = readdirSync(path.join(folder, 'ris')).filter((n) => n.endsWith('.ris')).sort();
    const pairs: RoundTripPair[] = [];
    const refusals: Imported[] = [];
    for (const name of names) {
      const text = file('ris', name);
      const entries = imported(read(text, 'ris'));
      const ok = entries.filter((e) => e.ok);
      const records = text.match(/^\uFEFF?[ \t]*TY {1,2}- /gm)?.length ?? 0;
      const filePairs = roundTrip(library(entries), 'ris');
      pairs.push(...filePairs);
      refusals.push(...entries);
      const differing = compareRoundTrip(filePairs).itemsDiffering;
      console.log(
        `  ${name}: records ${records}, read ${ok.length} of ${records}, with a year ${ok.filter((e) => yearOf(e.item) !== undefined).length} of ${ok.length}, with a title ${ok.filter((e) => e.item.title?.trim()).length} of ${ok.length}; round trip: ${differing} of ${filePairs.length} differ`,
      );
    }
    console.log(' all files');
    printRefusals(refusals);
    printRoundTrip('round trip through ris (each file on its own)', pairs);
  });

  await timed('CSL-JSON: csl-test-suite-items.json', () => {
    const entries = imported(read(file('csl-json', 'csl-test-suite-items.json'), 'csl-json'));
    printRefusals(entries);
    printRoundTrip('round trip through csl-json', roundTrip(library(entries), 'csl-json'));
  });
}

await main();
