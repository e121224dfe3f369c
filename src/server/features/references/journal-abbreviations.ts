// Journal abbreviations ("Journal of Adolescent Health" → "J. Adolesc.
// Health") for the styles that print a journal's short form (IEEE): looked up
// in the list JabRef ships (data/README.md says which, and its licence). The
// list is read on the first look-up and kept; nothing is fetched.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { CslItem } from '../../../shared/references.ts';
import { projectRoot } from '../../paths.ts';

// From the project root, like the CSL styles: the same file serves the tests and the built app.
const dataFile = path.join(projectRoot, 'src', 'server', 'features', 'references', 'data', 'journal-abbreviations.tsv.gz');

/**
 * A title as the look-up compares it: case, accents and punctuation ignored,
 * "&" read as "and", a leading "The" dropped ("The Lancet" is listed as
 * "Lancet"). The data file is keyed by it (scripts/journal-abbreviations.mjs
 * imports it): change it, and run the script again.
 */
export function journalKey(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the /, '');
}

let abbreviations: Map<string, string> | undefined;

/** The list, as the script wrote it: `key<TAB>abbreviation` lines after `#` lines naming the source. */
function loadAbbreviations(): Map<string, string> {
  const table = new Map<string, string>();
  for (const line of gunzipSync(readFileSync(dataFile)).toString('utf8').split('\n')) {
    const tab = line.indexOf('\t');
    if (tab > 0 && !line.startsWith('#')) table.set(line.slice(0, tab), line.slice(tab + 1));
  }
  return table;
}

/** The journal's abbreviation when the list has one, matched ignoring case and punctuation; undefined otherwise. */
export function journalAbbreviation(title: string): string | undefined {
  const key = journalKey(title);
  if (!key) return undefined;
  abbreviations ??= loadAbbreviations();
  return abbreviations.get(key);
}

/** CSL types whose container is a journal, magazine, newspaper or proceedings: the ones a style may abbreviate. */
const journalLikeTypes: ReadonlySet<string> = new Set(['article-journal', 'article-magazine', 'article-newspaper', 'paper-conference', 'review', 'review-book']);

/**
 * The item with `container-title-short` filled from the list when it is
 * journal-like, has a container title the list knows and no short form yet.
 * A short form already given is never replaced; the item passed is not changed.
 */
export function withJournalAbbreviation(item: CslItem): CslItem {
  if (!journalLikeTypes.has(item.type) || item['container-title-short']?.trim()) return item;
  const journal = item['container-title']?.trim();
  const short = journal ? journalAbbreviation(journal) : undefined;
  return short ? { ...item, 'container-title-short': short } : item;
}
