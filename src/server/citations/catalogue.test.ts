import { describe, expect, it } from 'vitest';
import type { CslItem } from '../../shared/references.ts';
import { catalogueStyles, searchCatalogue } from './catalogue.ts';
import { formatPaper } from './format.ts';

const lee: CslItem = { type: 'article-journal', title: 'Screen time and sleep', author: [{ family: 'Lee', given: 'Ann' }], 'container-title': 'Journal of Adolescent Health', 'container-title-short': 'J. Adolesc. Health', volume: '66', issue: '3', page: '12-34', issued: { 'date-parts': [[2020]] } };
const smith: CslItem = { type: 'book', title: 'Why We Sleep', author: [{ family: 'Smith', given: 'Bo' }], publisher: 'Acme', issued: { 'date-parts': [[2017]] } };
const items = [
  { key: 'lee2020', item: lee },
  { key: 'smith2017', item: smith },
];

describe('the style catalogue', () => {
  it('holds the independent CSL styles, each with its title, citation format and fields', () => {
    const styles = catalogueStyles();
    expect(styles.size).toBeGreaterThan(2500);
    expect(styles.get('csl:vancouver')).toMatchObject({ title: expect.stringMatching(/Vancouver/), format: 'numeric', fields: expect.arrayContaining(['medicine']) });
    expect(styles.get('csl:nature')).toMatchObject({ title: 'Nature', format: 'numeric' });
  });

  it('finds styles by words of their title in any order, by field and by format, a page at a time', () => {
    const found = searchCatalogue({ search: 'american sociological', limit: 5, offset: 0 });
    expect(found.styles[0]!.title).toMatch(/^American Sociological Association/);
    expect(searchCatalogue({ search: 'sociological american', limit: 5, offset: 0 }).styles[0]!.ref).toBe(found.styles[0]!.ref);
    const notes = searchCatalogue({ format: 'note', limit: 3, offset: 0 });
    expect(notes.total).toBeGreaterThan(300);
    expect(notes.styles.every((s) => s.format === 'note')).toBe(true);
    const history = searchCatalogue({ field: 'history', limit: 100, offset: 0 });
    expect(history.styles.every((s) => s.fields.includes('history'))).toBe(true);
    expect(searchCatalogue({ search: 'zzzz qqqq', limit: 5, offset: 0 })).toEqual({ styles: [], total: 0 });
    const next = searchCatalogue({ search: 'journal', limit: 5, offset: 5 });
    expect(next.styles.map((s) => s.ref)).not.toContain(searchCatalogue({ search: 'journal', limit: 5, offset: 0 }).styles[0]!.ref);
  });
});

describe('a paper in a catalogue style', () => {
  it('is formatted by that style: numbers for Vancouver, in the order cited', () => {
    const paper = formatPaper({ markdown: 'First [@smith2017], then [@lee2020].', items, style: 'csl:vancouver', language: 'en', includeUncited: false });
    expect(paper.markdown).toBe('First (1), then (2).');
    expect(paper.bibliography.heading).toBe('References');
    expect(paper.bibliography.entries[1]!.replace(/\\(.)/g, '$1')).toBe('2. Lee A. Screen time and sleep. J Adolesc Health. 2020;66(3):12–34.');
  });

  it('puts a note style’s citations in footnotes, under a bibliography', () => {
    const paper = formatPaper({ markdown: 'A claim [@smith2017, p. 4].', items, style: 'csl:chicago-note-bibliography-16th-edition', language: 'en', includeUncited: false });
    expect(paper.markdown).toMatch(/^A claim\.?\[\^cite-1\]/);
    expect(paper.markdown).toContain('[^cite-1]: Smith, *Why We Sleep*, 4.');
    expect(paper.bibliography.heading).toBe('Bibliography');
  });

  it('writes a British style’s quotation marks in an English paper', () => {
    const british = [...catalogueStyles().values()].find((s) => s.locale === 'en-GB' && s.format === 'author-date' && s.ref === 'csl:harvard-cite-them-right');
    expect(british).toBeDefined();
    const paper = formatPaper({ markdown: '[@lee2020]', items, style: british!.ref, language: 'en', includeUncited: false });
    expect(paper.bibliography.entries[0]).toContain('‘Screen time and sleep’');
  });
});
