import { describe, expect, it } from 'vitest';
import { sectionFor } from './section-for.ts';

describe('where a missing requirement is added', () => {
  it('sends a spoken language to Languages and a qualification to Education', () => {
    expect(sectionFor('Spanish', 'en', 'language')).toBe('languages');
    expect(sectionFor('Degree in a numerate subject', 'en', 'qualification')).toBe('education');
    expect(sectionFor('Führerschein Klasse B', 'de', 'qualification')).toBe('education');
  });

  it('sends a skill or tool to Skills, whatever its length', () => {
    expect(sectionFor('Azure Data Factory', 'en', 'tool')).toBe('skills');
    expect(sectionFor('Kubernetes', 'en', 'skill')).toBe('skills');
  });

  it('without a kind, sends a short name to Skills and a phrase to the summary', () => {
    expect(sectionFor('unit tests', 'en')).toBe('skills');
    expect(sectionFor('3+ years of experience with design systems', 'en', 'experience')).toBe('summary');
    expect(sectionFor('数据分析', 'zh')).toBe('skills');
    expect(sectionFor('社会住房管理经验', 'zh')).toBe('summary');
  });
});
