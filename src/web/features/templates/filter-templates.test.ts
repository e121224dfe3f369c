import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { catalogue, templateCategories } from './catalogue.ts';
import { filterTemplates, parseCategory, type SearchableTemplate } from './filter-templates.ts';

const templates: (SearchableTemplate & { id: string })[] = [
  { id: 'professional', category: 'resume', title: 'Professional Resume', description: 'A classic single-column layout.' },
  { id: 'modern', category: 'resume', title: 'Modern Resume', description: 'A teal sidebar for skills and contact details.' },
  { id: 'graduate', category: 'cover-letter', title: 'Graduate Cover Letter', description: 'For a first job after university.' },
  { id: 'proposal', category: 'business', title: 'Project Proposal', description: 'Scope, timeline and budget.' },
  { id: 'lab', category: 'academic', title: 'Lab Report', description: 'Method, results and discussion, with a results TABLE.' },
];

const ids = (list: { id: string }[]) => list.map((t) => t.id);

describe('filterTemplates', () => {
  it('returns every template for an empty query and all categories', () => {
    expect(ids(filterTemplates(templates, { query: '', category: 'all' }))).toEqual(['professional', 'modern', 'graduate', 'proposal', 'lab']);
    expect(ids(filterTemplates(templates, { query: '   ', category: 'all' }))).toHaveLength(5);
  });

  it('matches the title whatever the case', () => {
    expect(ids(filterTemplates(templates, { query: 'rESUME', category: 'all' }))).toEqual(['professional', 'modern']);
  });

  it('matches the description whatever the case, ignoring surrounding spaces', () => {
    expect(ids(filterTemplates(templates, { query: '  teal SIDEBAR ', category: 'all' }))).toEqual(['modern']);
    expect(ids(filterTemplates(templates, { query: 'results table', category: 'all' }))).toEqual(['lab']);
  });

  it('keeps only the chosen category', () => {
    expect(ids(filterTemplates(templates, { query: '', category: 'cover-letter' }))).toEqual(['graduate']);
  });

  it('combines the query with the category', () => {
    // "for" is in a resume description and in the cover letter's: the category narrows it.
    expect(ids(filterTemplates(templates, { query: 'for', category: 'all' }))).toEqual(['modern', 'graduate']);
    expect(ids(filterTemplates(templates, { query: 'for', category: 'resume' }))).toEqual(['modern']);
    expect(filterTemplates(templates, { query: 'proposal', category: 'resume' })).toEqual([]);
  });

  it('returns an empty list when nothing matches', () => {
    expect(filterTemplates(templates, { query: 'zzzz', category: 'all' })).toEqual([]);
  });

  it('folds case by the language of the texts', () => {
    const turkish: SearchableTemplate[] = [{ category: 'resume', title: 'İş başvurusu', description: '' }];
    expect(filterTemplates(turkish, { query: 'iş', category: 'all' }, 'tr')).toHaveLength(1);
  });
});

describe('parseCategory', () => {
  it('accepts the four categories and falls back to all', () => {
    for (const category of templateCategories) expect(parseCategory(category)).toBe(category);
    expect(parseCategory(null)).toBe('all');
    expect(parseCategory('')).toBe('all');
    expect(parseCategory('recipes')).toBe('all');
  });
});

describe('catalogue', () => {
  it('holds twelve templates, at least two per category, with unique ids', () => {
    expect(catalogue).toHaveLength(12);
    expect(new Set(catalogue.map((t) => t.id)).size).toBe(12);
    for (const category of templateCategories) expect(catalogue.filter((t) => t.category === category).length).toBeGreaterThanOrEqual(2);
  });

  it('opens each template in the tool that writes it, with its settings chosen', () => {
    const to = Object.fromEntries(catalogue.map((t) => [t.id, t.to]));
    expect(to.professional).toBe('/resume-builder?template=professional');
    expect(to.minimal).toBe('/resume-builder?template=minimal');
    expect(to['research-paper-apa']).toBe('/academic-papers?type=research');
    expect(to['lab-report']).toBe('/academic-papers?type=lab');
    expect(to['thesis-outline']).toBe('/academic-papers?type=thesis');
    // A cover letter opens in the resume layout that suits it; a business document as a new document in the editor.
    expect(to['graduate-cover-letter']).toBe('/cover-letter?template=graduate-cover-letter&layout=professional');
    expect(to['internship-cover-letter']).toBe('/cover-letter?template=internship-cover-letter&layout=modern');
    expect(to['career-change-cover-letter']).toBe('/cover-letter?template=career-change-cover-letter&layout=creative');
    expect(to['project-proposal']).toBe('/documents/new?template=project-proposal');
    expect(to['meeting-report']).toBe('/documents/new?template=meeting-report');
    expect(catalogue.filter((t) => t.to.startsWith('/essay-generator'))).toEqual([]);
  });
});

describe('catalogue assets', () => {
  const publicDir = path.resolve(import.meta.dirname, '../../../../public');
  const items: Record<string, { title?: string; description?: string }> = en.templates.items;

  it('gives every template an English title and description', () => {
    for (const { id } of catalogue) {
      expect(items[id]?.title, id).toBeTruthy();
      expect(items[id]?.description, id).toBeTruthy();
    }
  });

  it('ships a small thumbnail for every template', () => {
    for (const { image } of catalogue) {
      const file = path.join(publicDir, image);
      expect(existsSync(file), image).toBe(true);
      expect(statSync(file).size, image).toBeLessThan(4096);
    }
  });
});
