import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResumeData } from '../../../shared/resume.ts';
import { defaultLanguage, initI18n } from '../../lib/i18n.ts';
import en from '../../locales/en.json';
import { ResumeView } from './resume-view.tsx';

let html = '';
beforeAll(async () => {
  await initI18n(defaultLanguage, en);
  html = renderToString(<ResumeView data={resume} headingLevel={2} />);
});

const resume: ResumeData = {
  personalInfo: { fullName: 'Ada Lovelace', label: 'Analytical Engine Programmer', email: 'ada@example.org' },
  summary: 'Mathematician and writer.',
  experience: [{ id: 'e1', company: 'Analytical Society', position: 'Programmer', startDate: '1842-01', endDate: '1843-09' }],
  skills: [{ id: 's1', name: 'Algorithms', level: 5 }],
  projects: [{ id: 'p1', name: 'Flyology', roles: 'Designer', startDate: '1828', url: 'https://example.org/flyology', description: '• A steam-powered flying horse\nOn paper only.' }],
  languages: [{ id: 'l1', language: 'English', fluency: 'Native speaker' }, { id: 'l2', language: 'Italian' }],
  interests: [{ id: 'i1', name: 'Wildlife', keywords: 'Ferrets, Unicorns' }],
  awards: [{ id: 'a1', title: 'Honorary Analyst', awarder: 'Babbage Circle' }],
  custom: { title: 'Exhibitions', entries: [{ id: 'x1', title: 'Difference Engine demo', date: '1833-06' }] },
  sectionOrder: ['custom', 'languages', 'experience', 'summary'],
  hiddenSections: ['awards'],
};

/** What a reader gets: the text of each heading and list item, tags removed. */
const texts = (html: string, tag: string) => [...html.matchAll(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]!.replace(/<[^>]+>/g, '').replace(/<!-- -->/g, ''));

describe('ResumeView', () => {
  it('shows every section the user shows, in their order, the custom one under its own title', () => {
    expect(texts(html, 'h2')).toEqual(['Ada Lovelace']);
    // The saved order first, then the rest in the default order.
    expect(texts(html, 'h3')).toEqual(['Exhibitions', 'Languages', 'Experience', 'Summary', 'Skills', 'Projects', 'Interests']);
  });

  it('leaves out the hidden section', () => {
    expect(html).not.toContain('Awards');
    expect(html).not.toContain('Honorary Analyst');
  });

  it('puts the headline under the name and short lists as one line an entry', () => {
    expect(html).toContain('Analytical Engine Programmer');
    const items = texts(html, 'li');
    expect(items).toEqual(expect.arrayContaining(['English — Native speaker', 'Italian', 'Wildlife: Ferrets, Unicorns']));
    // A description's bullets are a list, its other lines paragraphs.
    expect(html).toContain('<li>A steam-powered flying horse</li>');
    expect(html).toContain('<p>On paper only.</p>');
  });

  it('prints an entry with its dates, web address and description', () => {
    expect(html).toContain('Flyology · Designer');
    expect(html).toContain('1828 · https://example.org/flyology');
    expect(html).toContain('Difference Engine demo');
    expect(html).toContain('Jun 1833');
  });
});
