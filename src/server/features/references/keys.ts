// Citation keys a reference is given, and what makes two references the same source.
import { citationKeyPattern, normaliseDoi, referenceLimits, type CslItem, type CslName } from '../../../shared/references.ts';

/** Letters outside Unicode's decompositions, spelled in ASCII as people type them. */
const spelledOut: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** Lower-case ASCII letters and digits only: 'Müller-Lüdenscheidt' → 'mullerludenscheidt'. */
function asciiFold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøłđðþı]/g, (c) => spelledOut[c] ?? '')
    .replace(/[^a-z0-9]/g, '');
}

function firstName(item: Pick<CslItem, 'author' | 'editor'>): CslName | undefined {
  return item.author?.[0] ?? item.editor?.[0];
}

/**
 * The start of a generated key: the first author's (or editor's) family
 * name, or an organisation's first word, then the year ('nd' without one):
 * smith2020, whond.
 */
export function keyBase(item: CslItem): string {
  const name = firstName(item);
  const word = name?.family ?? name?.literal?.trim().split(/\s+/)[0] ?? item.title?.trim().split(/\s+/)[0] ?? '';
  const year = item.issued?.['date-parts']?.[0]?.[0];
  const yearText = year !== undefined && /^-?\d{1,4}$/.test(String(year)) ? String(year).replace('-', '') : 'nd';
  // Names in scripts without Latin letters fold to nothing: 'ref' keeps the key readable.
  return (asciiFold(word).slice(0, 40) || 'ref') + yearText;
}

/** a, b, … z, aa, ab …: the suffix of the n-th key after the base (n ≥ 1). */
function suffix(n: number): string {
  let text = '';
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26)) text = String.fromCharCode(97 + ((rest - 1) % 26)) + text;
  return text;
}

/** The first of base, base+'a', base+'b' … that no reference of the user has. */
export function freeKey(base: string, taken: ReadonlySet<string>): string {
  return freeSuffix(base, taken, 0).key;
}

/** The same from the n-th suffix on, with the n it found: an import keying thousands of smith2020s goes on from the last. */
export function freeSuffix(base: string, taken: ReadonlySet<string>, from: number): { key: string; n: number } {
  for (let n = from; ; n++) {
    const key = n === 0 ? base : base + suffix(n);
    if (!taken.has(key)) return { key, n };
  }
}

/** A key from a file (BibTeX key, RIS ID, CSL id) that a paper can cite as it is. */
export function usableKey(key: string | undefined): key is string {
  return key !== undefined && key.length <= referenceLimits.key && citationKeyPattern.test(key);
}

const foldedWords = (text: string | undefined) => (text ?? '').split(/\s+/).map(asciiFold).join('');

/**
 * What makes two references the same source: the same DOI, or the same
 * title, year and first author (letters and digits only, accents and case ignored).
 */
export function identitiesOf(item: Pick<CslItem, 'DOI' | 'title' | 'issued' | 'author' | 'editor'>): string[] {
  const identities: string[] = [];
  if (item.DOI?.trim()) identities.push(`doi:${normaliseDoi(item.DOI).toLowerCase()}`);
  const title = foldedWords(item.title);
  const name = firstName(item);
  if (title) identities.push(`work:${title}|${String(item.issued?.['date-parts']?.[0]?.[0] ?? '')}|${foldedWords(name?.family ?? name?.literal)}`);
  return identities;
}
