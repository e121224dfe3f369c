import { describe, expect, it } from 'vitest';
import type { CslItem } from '../../../shared/references.ts';
import { journalAbbreviation, withJournalAbbreviation } from './journal-abbreviations.ts';

const article = (fields: Partial<CslItem>): CslItem => ({ type: 'article-journal', title: 'Screen time and sleep', ...fields });

describe('journalAbbreviation', () => {
  it('abbreviates a listed journal, whatever its case, punctuation, accents or leading "The"', () => {
    expect(journalAbbreviation('Journal of Adolescent Health')).toBe('J. Adolesc. Health');
    for (const spelling of ['journal of adolescent health', 'JOURNAL OF ADOLESCENT HEALTH.', '  Journal  of Adolescent-Health ', 'The Journal of Adolescent Health'])
      expect(journalAbbreviation(spelling), spelling).toBe('J. Adolesc. Health');
    expect(journalAbbreviation('Journal of Chemical & Engineering Data')).toBe('J. Chem. Eng. Data');
    expect(journalAbbreviation('Zeitschrift fur Meteorologie')).toBe('Z. Meteor.');
    expect(journalAbbreviation('New England Journal of Medicine')).toBe('N. Engl. J. Med.');
  });

  it("knows IEEE's own journals", () => {
    expect(journalAbbreviation('IEEE Transactions on Pattern Analysis and Machine Intelligence')).toBe('IEEE Trans. Pattern Anal. Mach. Intell.');
    expect(journalAbbreviation('Proceedings of the IEEE')).toBe('Proc. IEEE');
  });

  it('gives one answer for spellings of a journal that differ only by punctuation', () => {
    const withComma = journalAbbreviation('Angewandte Chemie, International Edition');
    expect(withComma).toMatch(/^Angew\. Chem\.,? Int\. Ed\.$/);
    expect(journalAbbreviation('Angewandte Chemie International Edition')).toBe(withComma);
  });

  it('answers nothing for a journal not listed, a title that is its own abbreviation, or no title', () => {
    expect(journalAbbreviation('Journal of Imaginary Results in Student Papers')).toBeUndefined();
    expect(journalAbbreviation('Nature')).toBeUndefined();
    expect(journalAbbreviation(' .,; ')).toBeUndefined();
    expect(journalAbbreviation('')).toBeUndefined();
  });
});

describe('withJournalAbbreviation', () => {
  it("fills a journal article's missing abbreviation, and a conference paper's, magazine's or newspaper's", () => {
    expect(withJournalAbbreviation(article({ 'container-title': 'Journal of Adolescent Health' }))['container-title-short']).toBe('J. Adolesc. Health');
    expect(withJournalAbbreviation(article({ 'container-title': 'Journal of Adolescent Health', 'container-title-short': '  ' }))['container-title-short']).toBe('J. Adolesc. Health');
    for (const type of ['paper-conference', 'article-magazine', 'article-newspaper'] as const)
      expect(withJournalAbbreviation(article({ type, 'container-title': 'Proceedings of the IEEE' }))['container-title-short'], type).toBe('Proc. IEEE');
  });

  it('never replaces an abbreviation given, and leaves the item passed as it was', () => {
    const given = article({ 'container-title': 'Journal of Adolescent Health', 'container-title-short': 'JAH' });
    expect(withJournalAbbreviation(given)['container-title-short']).toBe('JAH');
    const bare = article({ 'container-title': 'Journal of Adolescent Health' });
    const filled = withJournalAbbreviation(bare);
    expect(filled).toEqual({ ...bare, 'container-title-short': 'J. Adolesc. Health' });
    expect(bare).not.toHaveProperty('container-title-short');
  });

  it('leaves alone a book chapter, an unlisted journal and an article without a journal', () => {
    const chapter: CslItem = { type: 'chapter', title: 'A chapter', 'container-title': 'Journal of Adolescent Health' };
    expect(withJournalAbbreviation(chapter)).toEqual(chapter);
    const unlisted = article({ 'container-title': 'Journal of Imaginary Results in Student Papers' });
    expect(withJournalAbbreviation(unlisted)).toEqual(unlisted);
    expect(withJournalAbbreviation(article({}))).toEqual(article({}));
  });
});
