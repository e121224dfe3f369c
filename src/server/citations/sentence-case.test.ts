import { describe, expect, it } from 'vitest';
import type { CslItem } from '../../shared/references.ts';
import { formatPaper } from './format.ts';
import { sentenceCase } from './sentence-case.ts';

describe('sentence case', () => {
  it('lowers common words and keeps the first word, the first after a colon, acronyms and proper nouns', () => {
    expect(sentenceCase('Education at a Glance 2019: OECD Indicators')).toBe('Education at a glance 2019: OECD indicators');
    expect(sentenceCase('The Effects of Homework on English Learners in Paris')).toBe('The effects of homework on English learners in Paris');
    expect(sentenceCase('A Study of Well-Being Among University Students: Evidence From Twelve Countries')).toBe('A study of well-being among university students: Evidence from twelve countries');
    expect(sentenceCase('Machine Learning in Python: Experiences From Developing the Scikit-Learn Project')).toBe('Machine learning in Python: Experiences from developing the Scikit-learn project');
    expect(sentenceCase('Why We Sleep? Unlocking the Power of Dreams')).toBe('Why we sleep? Unlocking the power of dreams');
  });

  it('keeps what BibTeX braces protect and names it does not know', () => {
    expect(sentenceCase('Plan Length Bounds for <span class="nocase">ICAPS</span> Benchmarks by Torralba')).toBe('Plan length bounds for <span class="nocase">ICAPS</span> benchmarks by Torralba');
  });

  it('leaves a title that is not in title case as it was typed', () => {
    expect(sentenceCase('Sleep and memory consolidation in adolescents from Boston')).toBe('Sleep and memory consolidation in adolescents from Boston');
    expect(sentenceCase('Swing')).toBe('Swing');
  });
});

describe('APA 7 titles', () => {
  const book = (language?: string): CslItem => ({ type: 'book', title: 'Education at a Glance 2019: OECD Indicators', author: [{ literal: 'OECD' }], publisher: 'OECD Publishing', issued: { 'date-parts': [[2019]] }, ...(language ? { language } : {}) });
  const entry = (item: CslItem, language: 'en' | 'fr' = 'en') => formatPaper({ markdown: '[@oecd]', items: [{ key: 'oecd', item }], style: 'apa', language, includeUncited: false }).bibliography.entries[0];

  it('are written in sentence case, as the Publication Manual asks (7th ed., 9.19)', () => {
    expect(entry(book())).toBe('OECD. (2019). *Education at a glance 2019: OECD indicators*. OECD Publishing.');
  });

  it('are left alone when the source is not in English', () => {
    expect(entry(book('de'))).toContain('*Education at a Glance 2019: OECD Indicators*');
    expect(entry(book(), 'fr')).toContain('*Education at a Glance 2019: OECD Indicators*');
    expect(entry(book('en-GB'), 'fr')).toContain('*Education at a glance 2019: OECD indicators*');
  });

  it('are not changed in the other styles', () => {
    const mla = formatPaper({ markdown: '[@oecd]', items: [{ key: 'oecd', item: book() }], style: 'mla', language: 'en', includeUncited: false }).bibliography.entries[0];
    expect(mla).toContain('*Education at a Glance 2019: OECD Indicators*');
  });
});
