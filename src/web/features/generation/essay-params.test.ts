import { describe, expect, it } from 'vitest';
import { maxSeed } from '../../../shared/generation.ts';
import { academicModeOf, essayTemplates, newSeed, templateOf } from './essay-params.ts';

const params = (query: string) => new URLSearchParams(query);

describe('academic mode from the address', () => {
  it('is off unless mode=academic', () => {
    expect(academicModeOf(params('type=lab&style=ieee'))).toBeNull();
  });

  it('reads the paper type, citation style and return path the Academic Papers page sends', () => {
    const back = '/academic-papers?type=lab&style=ieee';
    expect(academicModeOf(params(new URLSearchParams({ mode: 'academic', type: 'lab', style: 'ieee', return: back }).toString()))).toEqual({
      paperType: 'lab',
      citationStyle: 'ieee',
      returnTo: back,
    });
  });

  it('falls back to research, APA and /academic-papers for anything unknown or off-site', () => {
    for (const target of ['https://evil.example/', '//evil.example', '/\\evil', '/settings', '']) {
      expect(academicModeOf(params(new URLSearchParams({ mode: 'academic', type: 'poem', style: 'vancouver', return: target }).toString()))).toEqual({
        paperType: 'research',
        citationStyle: 'apa',
        returnTo: '/academic-papers',
      });
    }
  });
});

describe('templates that open the Essay Generator', () => {
  it('knows the cover-letter and business templates of the catalogue, and nothing else', () => {
    const linked = ['graduate-cover-letter', 'internship-cover-letter', 'career-change-cover-letter', 'project-proposal', 'meeting-report'];
    expect(Object.keys(essayTemplates).sort()).toEqual(linked.sort());
    for (const id of linked) expect(templateOf(params(`template=${id}`))).toBe(id);
    expect(templateOf(params('template=professional'))).toBeNull();
    expect(templateOf(params(''))).toBeNull();
  });
});

describe('Regenerate seeds', () => {
  it('are whole numbers the server accepts, and differ', () => {
    const seeds = Array.from({ length: 50 }, newSeed);
    for (const seed of seeds) {
      expect(Number.isInteger(seed)).toBe(true);
      expect(seed).toBeGreaterThanOrEqual(0);
      expect(seed).toBeLessThanOrEqual(maxSeed);
    }
    expect(new Set(seeds).size).toBeGreaterThan(45);
  });
});
