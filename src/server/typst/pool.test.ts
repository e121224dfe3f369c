import { afterAll, describe, expect, it } from 'vitest';
import { resumeTemplates, type ResumeData } from '../../shared/resume.ts';
import { pdfFacts } from '../testing/pdf.ts';
import { RenderBusyError, RenderError, RenderPool } from './pool.ts';
import { resumeTemplateInput } from './resume-input.ts';

const pool = new RenderPool(2);
afterAll(() => pool.close());

const resume: ResumeData = {
  personalInfo: { fullName: 'Amélie Laurent', email: 'amelie@example.com', phone: '+33 6 12 34 56 78', location: 'Lyon, France', website: 'https://amelie.example' },
  summary: 'Data analyst with four years of experience turning messy operational data into decisions.',
  experience: [
    { id: 'a', company: 'Banque Rhône', position: 'Senior Data Analyst', location: 'Lyon', startDate: '2023', current: true, description: '- Built the weekly risk dashboard\n- Cut report preparation from two days to two hours' },
    { id: 'b', company: 'Maison Verte', position: 'Data Analyst', startDate: '2021', endDate: '2023', description: 'Forecasting and pricing analysis.' },
    { id: 'hidden', company: '', position: '', description: 'An entry with no company or position is not shown' },
  ],
  education: [{ id: 'c', institution: 'Université Lumière Lyon 2', degree: 'MSc', fieldOfStudy: 'Statistics', startDate: '2019', endDate: '2021' }],
  skills: [
    { id: 'd', name: 'SQL', level: 5 },
    { id: 'e', name: 'Python', level: 4 },
    { id: 'f', name: '', level: 2 },
  ],
};

describe('resume templates through the render pool', () => {
  it.each(resumeTemplates)('%s: a one-page PDF with every visible part, in order, fonts embedded', async (template) => {
    const pdf = await pool.render({ template: `resume-${template}`, data: resumeTemplateInput(resume, 'Amélie Laurent — CV'), format: 'pdf' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, fonts, pages } = pdfFacts(pdf);
    expect(pages).toBe(1);
    const flat = text.replace(/\s+/g, ' ');
    const order = ['Amélie Laurent', 'amelie@example.com', 'Data analyst with four years', 'Senior Data Analyst', 'Banque Rhône', 'Built the weekly risk dashboard', 'Data Analyst', 'Maison Verte', 'MSc in Statistics', 'Université Lumière Lyon 2', 'SQL', 'Python'];
    // The modern template sets contact and skills in a sidebar: check the main column's order and the sidebar's own.
    const checked = template === 'modern' ? order.filter((s) => !['amelie@example.com', 'SQL', 'Python'].includes(s)) : order;
    let from = 0;
    for (const piece of checked) {
      const at = flat.indexOf(piece, from);
      expect(at, `"${piece}" after position ${from} in ${template}`).toBeGreaterThanOrEqual(0);
      from = at + piece.length;
    }
    for (const piece of ['amelie@example.com', 'SQL', 'Python', 'Expert', 'Master']) expect(flat).toContain(piece);
    expect(flat).not.toContain('An entry with no company');
    expect(fonts.length).toBeGreaterThan(0);
    for (const line of fonts) expect(line, line).toMatch(/\byes\s+yes\s+yes\b/); // embedded, subset, unicode map
  });

  it('renders user text as text, never as Typst markup', async () => {
    const data = resumeTemplateInput({ personalInfo: { fullName: '#set page(fill: red) *bold* $x^2$ <label> @ref' }, summary: '#import "/etc/passwd": * ]) #panic("no")' });
    const pdf = await pool.render({ template: 'resume-professional', data, format: 'pdf' });
    const flat = pdfFacts(pdf).text.replace(/\s+/g, ' ');
    expect(flat).toContain('#set page(fill: red) *bold* $x^2$ <label> @ref');
    expect(flat).toContain('#panic("no")');
  });

  it('gives SVG for the preview from the same template', async () => {
    const svg = await pool.render({ template: 'resume-modern', data: resumeTemplateInput(resume), format: 'svg' });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).not.toMatch(/<script/i);
  });

  it('fails one bad job with RenderError and keeps serving the next', async () => {
    await expect(pool.render({ template: 'resume-professional', data: { unexpected: true }, format: 'pdf' })).rejects.toBeInstanceOf(RenderError);
    await expect(pool.render({ template: 'no-such-template', data: {}, format: 'pdf' })).rejects.toBeInstanceOf(RenderError);
    const pdf = await pool.render({ template: 'resume-minimal', data: resumeTemplateInput(resume), format: 'pdf' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('replaces a worker that runs past its deadline, failing only that job', async () => {
    const slow = new RenderPool(1, 1);
    try {
      await expect(slow.render({ template: 'resume-creative', data: resumeTemplateInput(resume), format: 'pdf' })).rejects.toThrow(/longer than 1 ms/);
    } finally {
      await slow.close();
    }
  });

  it('runs jobs side by side and answers every one', async () => {
    const jobs = Array.from({ length: 8 }, (_, i) =>
      pool.render({ template: `resume-${resumeTemplates[i % 4]}`, data: resumeTemplateInput({ ...resume, summary: `Summary number ${i}` }), format: 'pdf' }),
    );
    const pdfs = await Promise.all(jobs);
    pdfs.forEach((pdf, i) => expect(pdfFacts(pdf).text).toContain(`Summary number ${i}`));
  });
});

describe('exports through the render pool', () => {
  const essay = { type: 'essay', title: 'Heat', content: '# Heat\n\nCities are **hot**.\n\n城市热岛效应。', data: {}, updatedAt: '2026-11-21T10:00:00.000Z' } as const;

  it('builds every format in the worker: text as text, PDF and DOCX as bytes', async () => {
    const pdf = await pool.export(essay, 'pdf', 'Ada');
    expect(Buffer.isBuffer(pdf) && pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfFacts(pdf as Buffer).text).toContain('城市热岛效应');
    const docx = await pool.export(essay, 'docx', 'Ada');
    expect(Buffer.isBuffer(docx) && docx.subarray(0, 2).toString()).toBe('PK');
    expect(await pool.export(essay, 'md', 'Ada')).toBe('# Heat\n\nCities are **hot**.\n\n城市热岛效应。\n');
    expect(await pool.export(essay, 'html', 'Ada')).toMatch(/<strong>hot<\/strong>/);
    expect(await pool.export(essay, 'rtf', 'Ada')).toMatch(/^\{\\rtf1/);
  });

  it('fails a document its exporter rejects with RenderError, and the next export still works', async () => {
    const broken = { type: 'resume', title: 'R', content: '', data: { template: 42 }, updatedAt: essay.updatedAt } as const;
    for (const format of ['pdf', 'docx', 'txt'] as const) await expect(pool.export(broken, format, 'Ada')).rejects.toBeInstanceOf(RenderError);
    expect(await pool.export(essay, 'txt', 'Ada')).toContain('Cities are hot.');
  });

  it('turns new work away with RenderBusyError once the queue is full, and serves what it queued', async () => {
    const small = new RenderPool(1, 20_000, 2);
    try {
      const queued = Array.from({ length: 3 }, () => small.export(essay, 'pdf', 'Ada'));
      await expect(small.export(essay, 'pdf', 'Ada')).rejects.toBeInstanceOf(RenderBusyError);
      for (const pdf of await Promise.all(queued)) expect((pdf as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await small.close();
    }
  });
});
