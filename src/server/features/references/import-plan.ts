// Keying an import's entries and writing its answer: plain data in and out,
// so the parse worker can do it for a preview and the event loop for an
// import it adds (inside the library's lock).
import type { ImportedEntry, ReferenceFormat, ReferenceKind } from '../../../shared/references.ts';
import type { ReadEntry } from './formats.ts';
import { freeSuffix, usableKey } from './keys.ts';

/** An entry read, with what keying it and finding its duplicates takes, and its item as JSON text (the answer is built from it as it is). */
export type PreparedEntry =
  | { index: number; ok: true; sourceKey?: string; keyBase: string; identities: string[]; kind: ReferenceKind; itemJson: string; warnings?: string[] }
  | Extract<ReadEntry, { ok: false }>;

/** What the library already holds: every key, and each source's identities (DOI; title, year and first author) with the key holding it. */
export interface LibraryIndex {
  keys: string[];
  sources: Array<[identity: string, key: string]>;
}

/** An entry planned: its key, and the library's key it duplicates, if any. */
export type Planned = Extract<PreparedEntry, { ok: true }> & { key: string; duplicateOf?: string };

/**
 * Gives each entry read its key (the file's own when a paper can cite it and
 * it is free, else one made like smith2020a) and flags the ones the library
 * (or an earlier entry of the same import) already holds.
 */
export function plan(read: PreparedEntry[], library: LibraryIndex): Array<Planned | Extract<PreparedEntry, { ok: false }>> {
  return read.map(planner(library));
}

/** The same one entry at a time, in order: an import on the event loop plans a thousand, then lets other requests in. */
export function planner(library: LibraryIndex): (entry: PreparedEntry) => Planned | Extract<PreparedEntry, { ok: false }> {
  const keys = new Set(library.keys);
  const sources = new Map(library.sources);
  // Keys only get taken while planning: a base's first free suffix never moves back.
  const nextSuffix = new Map<string, number>();
  const generated = (base: string) => {
    const { key, n } = freeSuffix(base, keys, nextSuffix.get(base) ?? 0);
    nextSuffix.set(base, n);
    return key;
  };
  return (entry) => {
    if (!entry.ok) return entry;
    const key = usableKey(entry.sourceKey) && !keys.has(entry.sourceKey) ? entry.sourceKey : generated(entry.keyBase);
    const duplicateOf = entry.identities.map((identity) => sources.get(identity)).find((k) => k !== undefined);
    if (!duplicateOf) {
      keys.add(key);
      for (const identity of entry.identities) sources.set(identity, key);
    }
    return { ...entry, key, ...(duplicateOf ? { duplicateOf } : {}) };
  };
}

/**
 * The answer's JSON text (an ImportResult), built around each item's JSON as
 * the worker wrote it, and the references added as `addedJson` wrote them:
 * the event loop never turns 20,000 items back into objects and then into
 * text again.
 */
export function resultJson(format: ReferenceFormat, entries: ReturnType<typeof plan>, added: string[]): string {
  return [...resultParts(format, entries, added)].join('');
}

/**
 * The same answer in pieces, one per entry and per reference added, each
 * made when it is asked for: written a few at a time, the event loop never
 * builds or encodes megabytes at once.
 */
export function* resultParts(format: ReferenceFormat, entries: ReturnType<typeof plan>, added: string[]): Generator<string> {
  yield `{"format":${JSON.stringify(format)},"entries":[`;
  for (let i = 0; i < entries.length; i++) yield (i === 0 ? '' : ',') + entryJson(entries[i]!);
  yield '],"added":[';
  for (let i = 0; i < added.length; i++) yield (i === 0 ? '' : ',') + added[i]!;
  yield ']}';
}

function entryJson(entry: ReturnType<typeof plan>[number]): string {
  if (!entry.ok) return JSON.stringify({ index: entry.index, ok: false, label: entry.label, error: entry.error } satisfies ImportedEntry);
  const duplicate = entry.duplicateOf ? `,"duplicateOf":${JSON.stringify(entry.duplicateOf)}` : '';
  const warnings = entry.warnings?.length ? `,"warnings":${JSON.stringify(entry.warnings)}` : '';
  return `{"index":${entry.index},"ok":true,"key":${JSON.stringify(entry.key)},"kind":${JSON.stringify(entry.kind)},"item":${entry.itemJson}${duplicate}${warnings}}`;
}

/** A reference added by an import, as the answer's JSON text, around its item's JSON as the worker wrote it. */
export function addedJson(entry: Planned, row: { id: string; createdAt: string; updatedAt: string }): string {
  return `{"id":${JSON.stringify(row.id)},"key":${JSON.stringify(entry.key)},"kind":${JSON.stringify(entry.kind)},"item":${entry.itemJson},"createdAt":${JSON.stringify(row.createdAt)},"updatedAt":${JSON.stringify(row.updatedAt)}}`;
}

