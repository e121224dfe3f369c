import { describe, expect, it } from 'vitest';
import { outlinePathFor } from '../../lib/document-links.ts';
import { reopensInGenerator, savedEssayOf } from './saved-essay.ts';

const outline = {
  title: 'Later school start times',
  thesis: 'Schools should start later.',
  sections: [{ id: 's1', role: 'introduction', heading: 'Introduction', purpose: '', questions: ['Why?'], notes: ['Teens sleep late'], sources: [] }],
};

describe('reopening a drafted essay or paper', () => {
  it('restores the options it was written with and its outline', () => {
    const saved = savedEssayOf({
      type: 'essay',
      title: 'Why schools should start later',
      data: { request: { topic: 'School start times', type: 'persuasive', tone: 'formal', length: 'short', academicLevel: 'highschool', seed: 4 }, outline },
    });
    expect(saved).toEqual({
      form: { topic: 'School start times', type: 'persuasive', tone: 'formal', length: 'short', academicLevel: 'highschool' },
      sources: [],
      outline,
      academic: null,
    });
  });

  it('restores a paper’s type, style and sources', () => {
    const saved = savedEssayOf({
      type: 'academic',
      title: 'Enzymes',
      data: { request: { topic: 'Enzymes and heat', sources: ['smith2020', 7] }, academicType: 'lab', citationStyle: 'ieee', outline },
    });
    expect(saved.academic).toEqual({ paperType: 'lab', citationStyle: 'ieee' });
    expect(saved.sources).toEqual(['smith2020']);
    expect(saved.outline?.sections[0]?.notes).toEqual(['Teens sleep late']);
  });

  it('falls back to the title and the defaults for what is missing or malformed, and to no outline', () => {
    const saved = savedEssayOf({ type: 'essay', title: 'An old draft', data: { request: { type: 'poem', length: 'huge' }, outline: { sections: [] } } });
    expect(saved.form).toEqual({ topic: 'An old draft', type: 'argumentative', tone: 'academic', length: 'medium', academicLevel: 'undergraduate' });
    expect(saved.outline).toBeNull();
    expect(savedEssayOf({ type: 'essay', title: 'x', data: {} }).outline).toBeNull();
  });

  it('is for essays and papers only', () => {
    expect(reopensInGenerator({ type: 'essay' })).toBe(true);
    expect(reopensInGenerator({ type: 'academic' })).toBe(true);
    expect(reopensInGenerator({ type: 'cover-letter' })).toBe(false);
    expect(reopensInGenerator({ type: 'resume' })).toBe(false);
  });
});

describe('the editor’s Edit outline link', () => {
  it('leads an essay with an outline to the Essay Generator, a paper in academic mode with its type and style', () => {
    expect(outlinePathFor({ id: 'd1', type: 'essay', data: { outline } })).toBe('/essay-generator?document=d1');
    const paper = new URL(outlinePathFor({ id: 'd2', type: 'academic', data: { outline, academicType: 'thesis', citationStyle: 'mla' } })!, 'http://x');
    expect(Object.fromEntries(paper.searchParams)).toEqual({ mode: 'academic', type: 'thesis', style: 'mla', return: '/academic-papers?type=thesis&style=mla', document: 'd2' });
  });

  it('is not offered without an outline, or for other documents', () => {
    expect(outlinePathFor({ id: 'd1', type: 'essay', data: {} })).toBeNull();
    expect(outlinePathFor({ id: 'd1', type: 'cover-letter', data: { outline } })).toBeNull();
  });
});
