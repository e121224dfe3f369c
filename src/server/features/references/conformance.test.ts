import { describe, expect, it } from 'vitest';
import type { CslItem } from '../../../shared/references.ts';
import {
  accentedGivenInitial,
  accentedGivenKept,
  bibtexSourceEntries,
  canonicalJson,
  compareRoundTrip,
  fieldDifferences,
  hasStarredCommand,
  latexLeft,
  pageRangeLost,
  splitNames,
  tally,
  top,
} from './conformance.ts';

const article = (fields: Partial<CslItem> = {}): CslItem => ({
  type: 'article-journal',
  title: 'A Title',
  author: [{ family: 'Müller', given: 'Jörg' }],
  issued: { 'date-parts': [[2020, 5]] },
  page: '45-67',
  ...fields,
});

describe('comparing two readings of a reference', () => {
  it('holds values equal whatever the order of their keys, and names every field that differs or is on one side only', () => {
    expect(canonicalJson({ b: 1, a: { d: 2, c: 3 } })).toBe(canonicalJson({ a: { c: 3, d: 2 }, b: 1 }));
    expect(fieldDifferences(article(), { ...article(), id: 'other', 'citation-key': 'other' })).toEqual([]);
    const after = { ...article({ issued: { 'date-parts': [['2020', 5]] }, author: [{ family: 'Muller', given: 'Jörg' }], volume: '3' }) } as Record<string, unknown>;
    delete after.page;
    expect(fieldDifferences(article(), after)).toEqual(['author', 'issued', 'page', 'volume']);
  });

  it('counts a page range lost when an end is missing or changed, not when only the dash differs', () => {
    expect(pageRangeLost('45-67', '45–67')).toBe(false);
    expect(pageRangeLost('S1--S9', 'S1-S9')).toBe(false);
    expect(pageRangeLost('45-67', '45')).toBe(true);
    expect(pageRangeLost('45-67', undefined)).toBe(true);
    expect(pageRangeLost('45-67', '45-76')).toBe(true);
    expect(pageRangeLost('45', undefined)).toBe(false);
  });

  it('reports a round trip: differing items, fields by name, titles, page ranges, keys, and entries not read again', () => {
    const report = compareRoundTrip([
      { before: { key: 'same2020', item: article() }, after: { key: 'same2020', item: article() } },
      { before: { key: 'title2020', item: article() }, after: { key: 'title2020', item: article({ title: 'A Tit le' }) } },
      { before: { key: 'pages2020', item: article() }, after: { key: 'pages2020b', item: article({ page: '45' }) } },
      { before: { key: 'gone2020', item: article() }, after: undefined },
    ]);
    expect(report).toMatchObject({ entries: 4, notReadAgain: 1, itemsDiffering: 3, titlesChanged: 2, pageRanges: 4, pageRangesLost: 2, keysChanged: 2 });
    expect(Object.fromEntries(report.fields)).toEqual({ title: 2, page: 2, author: 1, issued: 1, type: 1 });
    expect(report.examples.map((e) => e.key)).toEqual(['title2020', 'pages2020', 'gone2020']);
    expect(report.keyExamples).toEqual([
      { before: 'pages2020', after: 'pages2020b' },
      { before: 'gone2020', after: undefined },
    ]);
  });

  it('tallies messages and lists the most frequent first', () => {
    expect(top(tally(['b', 'a', 'b', 'c', 'a', 'b']), 2)).toEqual([
      ['b', 3],
      ['a', 2],
    ]);
  });
});

describe("an entry's own BibTeX text", () => {
  const text = [
    '@String{aij = "Artificial Intelligence"}',
    '@comment{not an entry}',
    '@Article{torralba-aij2017,',
    '  author =  "{\\\'A}lvaro Torralba and Smith, John and {Barnes and Noble}",',
    '  title =   {A {Study} of {\\"O}zg{\\"u}r\'s Work},',
    '  journal = aij # " Journal",',
    '  year =    2017,',
    '  crossref = {parent}',
    '}',
    '@InProceedings(parent, booktitle = {Proc.}, year = "2016")',
  ].join('\n');

  it('reads entries with their keys and fields, skipping macros and comments', () => {
    expect(bibtexSourceEntries(text)).toEqual([
      {
        type: 'article',
        key: 'torralba-aij2017',
        fields: { author: '{\\\'A}lvaro Torralba and Smith, John and {Barnes and Noble}', title: 'A {Study} of {\\"O}zg{\\"u}r\'s Work', journal: 'aij Journal', year: '2017', crossref: 'parent' },
      },
      { type: 'inproceedings', key: 'parent', fields: { booktitle: 'Proc.', year: '2016' } },
    ]);
  });

  it('splits names at "and" outside braces', () => {
    expect(splitNames('{\\\'A}lvaro Torralba and Smith, John\n   AND {Barnes and Noble}')).toEqual(["{\\'A}lvaro Torralba", 'Smith, John', '{Barnes and Noble}']);
  });

  it('finds a given name that starts with a LaTeX accent, in every way it is written', () => {
    for (const name of ["{\\'A}lvaro Torralba", "\\'{A}lvaro Torralba", "{\\'{A}}lvaro Torralba", "\\'Alvaro Torralba", "Torralba, {\\'A}lvaro", 'von Last, Jr, {\\"O}zge', '{\\v S}tefan Edelkamp'])
      expect(accentedGivenInitial(name), name).toBe(name.includes('"O') ? 'O' : name.includes('v S') ? 'S' : 'A');
    expect(accentedGivenInitial('{\\L}ukasz Kaiser')).toBe('L');
    // The accent on the family name, a lower-case word (a particle) or a plain name: not one.
    expect(accentedGivenInitial('{\\"O}fele, Karl')).toBeUndefined();
    expect(accentedGivenInitial("{\\'e}mile")).toBeUndefined();
    expect(accentedGivenInitial("{\\'e}cole Torralba")).toBeUndefined();
    expect(accentedGivenInitial('Alvaro Torralba')).toBeUndefined();
  });

  it('holds a given name kept only when it starts with the accented capital', () => {
    expect(accentedGivenKept({ family: 'Torralba', given: 'Álvaro' }, 'A')).toBe(true);
    expect(accentedGivenKept({ family: 'Kaiser', given: 'Łukasz' }, 'L')).toBe(true);
    expect(accentedGivenKept({ family: 'Torralba', given: 'Alvaro' }, 'A')).toBe(false);
    expect(accentedGivenKept({ family: 'Torralba', 'non-dropping-particle': 'Álvaro' }, 'A')).toBe(false);
    expect(accentedGivenKept({ family: 'Torralba', given: 'álvaro' }, 'A')).toBe(false);
    expect(accentedGivenKept({ family: 'Torralba', given: 'Ölvaro' }, 'A')).toBe(false);
    expect(accentedGivenKept(undefined, 'A')).toBe(false);
  });

  it('finds starred commands in the source and LaTeX left in an item read', () => {
    expect(hasStarredCommand('alphabetized under \\enquote*{E}')).toBe(true);
    expect(hasStarredCommand('a star * here')).toBe(false);
    expect(latexLeft(article({ note: 'under “E”' }))).toBe(false);
    expect(latexLeft(article({ note: 'under *{E}' }))).toBe(true);
    expect(latexLeft(article({ author: [{ family: 'Ba\\"ez' }] }))).toBe(true);
  });
});
