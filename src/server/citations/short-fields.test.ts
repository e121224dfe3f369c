import { describe, expect, it } from 'vitest';
import type { CitationStyleId, CslItem } from '../../shared/references.ts';
import { formatPaper, shortTitleOf, type PaperReference } from './format.ts';

// The short forms a reference can carry, as the shipped styles print them:
// IEEE abbreviates the journal (`container-title-short`), Chicago's later
// notes shorten the title (`title-short`). Asserted on the formatted text, so
// the test holds whatever release of a style file ships.

const unescape = (md: string) => md.replace(/\\(.)/g, '$1');
const ref = (key: string, item: CslItem): PaperReference => ({ key, item });
const paper = (style: CitationStyleId, markdown: string, items: PaperReference[]) => formatPaper({ markdown, items, style, language: 'en' });

const longTitle = 'Screen Time, Sleep and Mood in Adolescents: A Longitudinal Study of Three Cohorts';
const article = (family: string, extra: Partial<CslItem>): CslItem => ({
  type: 'article-journal',
  title: longTitle,
  author: [{ family, given: 'Ada' }],
  'container-title': 'Journal of Adolescent Health',
  volume: '12',
  issue: '3',
  page: '45-67',
  issued: { 'date-parts': [[2021]] },
  ...extra,
});

describe('IEEE and the journal abbreviation', () => {
  it('prints the abbreviation where the reference has one, else the full journal name', () => {
    const items = [ref('lee2021', article('Lee', { 'container-title-short': 'J. Adolesc. Health' })), ref('okafor2021', article('Okafor', {}))];
    const entries = paper('ieee', 'See [@lee2021] and [@okafor2021].', items).bibliography.entries.map(unescape);
    expect(entries).toEqual([
      `[1] A. Lee, “${longTitle},” *J. Adolesc. Health*, vol. 12, no. 3, pp. 45–67, 2021.`,
      `[2] A. Okafor, “${longTitle},” *Journal of Adolescent Health*, vol. 12, no. 3, pp. 45–67, 2021.`,
    ]);
  });
});

describe('Chicago notes and the short title', () => {
  const notes = (markdown: string, items: PaperReference[]) =>
    paper('chicago-notes', markdown, items)
      .markdown.split('\n')
      .filter((line) => line.startsWith('[^cite-'));

  it('writes the full title in the first note and the short title in later ones', () => {
    const items = [
      ref('lee2021', article('Lee', { 'title-short': 'Screen Time' })),
      ref('diaz2020', { type: 'book', title: 'Rivers We Share: Water Law across Borders', 'title-short': 'Rivers We Share', author: [{ family: 'Diaz', given: 'Ana' }], publisher: 'Northfield Press', issued: { 'date-parts': [[2020]] } }),
    ];
    const lines = notes('One [@lee2021, p. 50]. Two [@diaz2020, p. 3]. Three [@lee2021, p. 52]. Four [@diaz2020, p. 9].', items);
    expect(lines[0]).toBe(`[^cite-1]: Ada Lee, “${longTitle},” *Journal of Adolescent Health* 12, no. 3 (2021): 50.`);
    expect(lines[1]).toBe('[^cite-2]: Ana Diaz, *Rivers We Share: Water Law across Borders* (Northfield Press, 2020), 3.');
    expect(lines[2]).toBe('[^cite-3]: Lee, “Screen Time,” 52.');
    expect(lines[3]).toBe('[^cite-4]: Diaz, *Rivers We Share*, 9.');
  });

  // citeproc would repeat the whole title, subtitle included: the formatter
  // makes a short title of up to four words from the main title instead.
  it('shortens the title to four words of the main title in later notes when the reference has no short title', () => {
    const lines = notes('One [@okafor2021, p. 50]. Two [@other, p. 1]. Three [@okafor2021, p. 52].', [
      ref('okafor2021', article('Okafor', {})),
      ref('other', { type: 'book', title: 'Another Book', author: [{ family: 'Ito', given: 'Ken' }], publisher: 'Northfield Press', issued: { 'date-parts': [[2019]] } }),
    ]);
    expect(lines[2]).toBe('[^cite-3]: Okafor, “Screen Time, Sleep,” 52.');
  });

  it('keeps the journal name whole: Chicago does not abbreviate it', () => {
    const lines = notes('One [@lee2021, p. 50].', [ref('lee2021', article('Lee', { 'container-title-short': 'J. Adolesc. Health' }))]);
    expect(lines[0]).toContain('*Journal of Adolescent Health* 12');
  });
});

describe('a short title made from the title', () => {
  it('takes the main title, at most four words, without a leading article or a trailing function word', () => {
    expect(shortTitleOf('Education at a Glance 2019: OECD Indicators')).toBe('Education at a Glance');
    expect(shortTitleOf('The Cambridge History of the English Language')).toBe('Cambridge History');
    expect(shortTitleOf('Swing Time')).toBeUndefined();
    expect(shortTitleOf('Rivers We Share: Water Law across Borders')).toBe('Rivers We Share');
    expect(shortTitleOf('Why Sleep Matters? Evidence from Twins')).toBe('Why Sleep Matters');
  });
});
