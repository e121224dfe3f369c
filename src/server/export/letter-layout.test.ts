import { strFromU8, unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { resumeTemplates, type ResumeTemplate } from '../../shared/resume.ts';
import { expectInOrder } from '../testing/in-order.ts';
import { pdfFacts } from '../testing/pdf.ts';
import { RenderPool } from '../typst/pool.ts';
import type { ExportableDocument } from './export-document.ts';
import { letterFrontOf } from './letter-layout.ts';

// A cover letter exported as the recruiter receives it: the PDF's text and
// fonts (poppler) and the DOCX's text and fonts, in the look of each resume
// template.

const pool = new RenderPool(2);
afterAll(() => pool.close());

const sender = {
  fullName: 'Amélie Laurent',
  email: 'amelie@example.com',
  phone: '+33 6 12 34 56 78',
  location: 'Lyon, France',
  linkedin: 'linkedin.com/in/amelie',
  website: 'https://amelie.example',
};
const contact = [sender.email, sender.phone, sender.location, sender.linkedin, sender.website];

function letter(data: Record<string, unknown>, content = 'Dear Ms Rivera,\n\nI am writing to apply for the analyst role.\n\nKind regards,\n\nAmélie Laurent\n'): ExportableDocument {
  return { type: 'cover-letter', title: 'Cover letter — Data Analyst, Initech', content, data, updatedAt: '2026-11-20T10:00:00.000Z' };
}

const application = (template: ResumeTemplate) => letter({ template, sender, recipient: 'Ms Dana Rivera', company: 'Initech GmbH', position: 'Data Analyst' });

/** The PDF's text with runs of white space as one space, its font names and pages. */
async function pdf(doc: ExportableDocument, author = 'Account Name') {
  const facts = pdfFacts((await pool.export(doc, 'pdf', author)) as Buffer);
  return { ...facts, text: facts.text.replace(/\s+/g, ' ') };
}

/** The DOCX's body text (paragraphs on lines) and its default font. */
async function docx(doc: ExportableDocument, author = 'Account Name') {
  const files = unzipSync(new Uint8Array((await pool.export(doc, 'docx', author)) as Buffer));
  const part = (name: string) => strFromU8(files[name] as Uint8Array);
  const text = [...part('word/document.xml').matchAll(/<w:p\b(?:\/>|[\s\S]*?<\/w:p>)/g)]
    .map(([p]) => [...p.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map(([, t]) => t).join(''))
    .join('\n')
    .replace(/&amp;/g, '&');
  const defaults = /<w:docDefaults>[\s\S]*?<w:rFonts [^>]*w:ascii="([^"]+)"/.exec(part('word/styles.xml'));
  return { text, font: defaults?.[1] };
}

describe('the front matter of a cover letter', () => {
  it('takes the sender’s name and filled contact details, in the resume’s order, white space collapsed', () => {
    const front = letterFrontOf(letter({ sender: { website: ' https://a.example ', phone: '+1  555\n0100', fullName: '  Ann   Lee ', email: '', linkedin: 'in/ann' } }), 'Account Name');
    expect(front.sender).toEqual({ name: 'Ann Lee', contact: ['+1 555 0100', 'in/ann', 'https://a.example'] });
  });

  it('falls back to the account’s name, the professional template and no subject when the letter holds none', () => {
    const front = letterFrontOf(letter({}), 'Account Name');
    expect(front).toMatchObject({ template: 'professional', sender: { name: 'Account Name', contact: [] }, to: [], subject: '' });
    expect(letterFrontOf(letter({ template: 'baroque' }), 'A').template).toBe('professional');
    expect(letterFrontOf(letter({ template: 'minimal' }), 'A').template).toBe('minimal');
  });

  it('addresses the hiring manager and the company, and writes the subject from the position unless the letter has its own heading', () => {
    const front = letterFrontOf(letter({ recipient: ' Ms  Dana Rivera', company: 'Initech GmbH', position: ' Data Analyst ' }), 'A', 'en-GB');
    expect(front).toMatchObject({ to: ['Ms Dana Rivera', 'Initech GmbH'], subject: 'Re: Application for Data Analyst', date: '20 November 2026' });
    expect(letterFrontOf(letter({ company: 'Initech' }), 'A').to).toEqual(['Initech']);
    expect(letterFrontOf(letter({ position: 'Data Analyst' }, '# Application\n\nDear Sir,'), 'A').subject).toBe('');
  });
});

const pdfFonts: Record<ResumeTemplate, RegExp[]> = {
  professional: [/LibertinusSerif-Bold/, /SourceSans3-Regular/],
  modern: [/Inter-Bold/, /Inter-Regular/],
  creative: [/Inter-Bold/, /Inter-Regular/],
  minimal: [/SourceSans3-Light/, /SourceSans3-Regular/],
};
const docxFonts: Record<ResumeTemplate, string> = { professional: 'Calibri', modern: 'Arial', creative: 'Arial', minimal: 'Calibri' };

describe.each(resumeTemplates)('a cover letter in the %s template', (template) => {
  it('prints the letterhead, date, addressee and subject, then the letter, on one page of the template’s fonts (PDF)', async () => {
    const { text, fonts, pages } = await pdf(application(template));
    expect(pages).toBe(1);
    expectInOrder(text, ['Amélie Laurent', ...contact, 'November 20, 2026', 'Ms Dana Rivera', 'Initech GmbH', 'Re: Application for Data Analyst', 'Dear Ms Rivera,', 'I am writing to apply', 'Kind regards,', 'Amélie Laurent']);
    // The document's title is a label in History, not part of the letter.
    expect(text).not.toContain('Cover letter —');
    for (const font of pdfFonts[template]) expect(fonts.join('\n')).toMatch(font);
    for (const line of fonts) expect(line, line).toMatch(/\byes\s+yes\s+yes\b/);
  });

  it('writes the same letterhead, addressee and subject in the template’s font (DOCX)', async () => {
    const { text, font } = await docx(application(template));
    expectInOrder(text, ['Amélie Laurent', contact.join(template === 'minimal' ? '    ' : template === 'professional' ? '  ·  ' : template === 'modern' ? '  |  ' : '  •  '), 'November 20, 2026', 'Ms Dana Rivera', 'Initech GmbH', 'Re: Application for Data Analyst', 'Dear Ms Rivera,', 'Kind regards,']);
    expect(text).not.toContain('Cover letter —');
    expect(font).toBe(docxFonts[template]);
  });
});

describe('cover letters with little or hostile data', () => {
  it('signs with the account’s name when the letter names no sender, and shows no empty letterhead', async () => {
    const { text } = await pdf(letter({ template: 'creative', company: 'Initech' }));
    expectInOrder(text, ['Account Name', 'November 20, 2026', 'Initech', 'Dear Ms Rivera,']);
    const bare = await pdf(letter({ template: 'minimal' }), '');
    expect(bare.text.trim().startsWith('November 20, 2026')).toBe(true);
    const word = await docx(letter({ template: 'modern' }), '');
    expect(word.text.split('\n')[0]).toBe('November 20, 2026');
  });

  it('keeps the letter’s own heading as its subject', async () => {
    const { text } = await pdf(letter({ position: 'Data Analyst' }, '# Application for the analyst role\n\nDear Ms Rivera,\n\nText.'));
    expectInOrder(text, ['November 20, 2026', 'Application for the analyst role', 'Dear Ms Rivera,']);
    expect(text).not.toContain('Re: Application for Data Analyst');
  });

  it.each(resumeTemplates)('prints Typst markup in the sender’s details as text (%s)', async (template) => {
    const hostile = { fullName: '#set page(fill: red) *bold* $x$', email: '#read("/etc/passwd")', website: 'a ] closing [ bracket' };
    const { text } = await pdf(letter({ template, sender: hostile, company: '#include "/etc/passwd"' }));
    expectInOrder(text, ['#set page(fill: red) *bold* $x$', '#read("/etc/passwd")', 'a ] closing [ bracket', '#include "/etc/passwd"']);
    expect(text).not.toContain('root:');
  });
});
