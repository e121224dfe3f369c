import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { DocumentRecord } from '../../../shared/documents.ts';
import { resumeTemplates, type ResumeData } from '../../../shared/resume.ts';
import { appForFile, signedInUserForFile } from '../../testing/app-for-file.ts';
import { pdfFacts } from '../../testing/pdf.ts';

// Every section of a resume reaches its files: the PDF of each of the four
// templates and its DOCX print each section the user shows, in the user's
// order, under its heading (the custom one under its own title), and leave
// out the section the user hid. Exported through the route, read back as a
// reader gets the file: pdftotext, and the text of Word's document part.

const t = appForFile();
const user = signedInUserForFile(t);

// No entry's text holds a heading's words, so a heading is found only where it is printed.
const resume: ResumeData = {
  personalInfo: { fullName: 'Ada Lovelace', label: 'Analytical Engine Programmer', email: 'ada@example.org', location: 'London' },
  summary: 'Mathematician who wrote the first published algorithm for a machine.',
  experience: [{ id: 'e1', company: 'Analytical Society', position: 'Programmer', startDate: '1842-01', endDate: '1843-09', description: '• Wrote Note G for the Bernoulli numbers\nWorked with Charles Babbage.' }],
  education: [{ id: 'd1', institution: 'Private tutors', degree: 'Mathematics', fieldOfStudy: 'Logic', startDate: '1828', endDate: '1840' }],
  skills: [{ id: 's1', name: 'Algorithms', level: 5 }],
  projects: [{ id: 'p1', name: 'Flyology', roles: 'Designer', startDate: '1828', url: 'https://example.org/flyology', description: '• A steam-powered flying horse' }],
  certificates: [{ id: 'c1', name: 'Fellow of Calculation', issuer: 'London Mathematical Circle', date: '1840-05' }],
  languages: [{ id: 'l1', language: 'English', fluency: 'Native speaker' }, { id: 'l2', language: 'Italian' }],
  awards: [{ id: 'a1', title: 'Honorary Analyst', awarder: 'Babbage Circle', date: '1843' }],
  volunteer: [{ id: 'v1', organization: 'Ockham School', position: 'Teacher', startDate: '1836', endDate: '1840', description: 'Taught arithmetic to village children.' }],
  publications: [{ id: 'u1', name: 'Sketch of the Engine', publisher: 'Taylor’s Memoirs', releaseDate: '1843-08', summary: 'Translation with seven notes.' }],
  interests: [{ id: 'i1', name: 'Wildlife', keywords: 'Ferrets, Unicorns' }],
  references: [{ id: 'r1', name: 'Charles Dickens', reference: 'She is the Enchantress of Number.' }],
  custom: { title: 'Exhibitions', entries: [{ id: 'x1', title: 'Difference Engine demo', subtitle: 'Babbage’s salon', date: '1833-06', description: 'Saw the engine run.' }] },
  sectionOrder: ['custom', 'experience', 'projects', 'languages', 'summary', 'skills'],
  hiddenSections: ['awards'],
};

/** The headings in the user's order: the saved order, then the rest in the default order, Awards hidden. */
const headings = ['Exhibitions', 'Experience', 'Projects', 'Languages', 'Summary', 'Skills', 'Education', 'Certificates', 'Volunteer work', 'Publications', 'Interests', 'References'];
/** The short lists a side column holds (the modern PDF's band, every DOCX's narrow column), in the user's order. */
const side = ['Languages', 'Skills', 'Interests'];
const main = headings.filter((h) => !side.includes(h));

/** What each entry prints, dates in the resume's language. */
const entries = [
  'Analytical Engine Programmer',
  'Difference Engine demo', 'Babbage’s salon', 'Jun 1833', 'Saw the engine run.',
  'Programmer', 'Analytical Society', 'Jan 1842 – Sep 1843', 'Wrote Note G for the Bernoulli numbers', 'Worked with Charles Babbage.',
  'Flyology', 'Designer', 'https://example.org/flyology', 'A steam-powered flying horse',
  'English — Native speaker', 'Italian',
  'Mathematician who wrote the first published algorithm for a machine.',
  'Algorithms',
  'Mathematics in Logic', 'Private tutors', '1828 – 1840',
  'Fellow of Calculation', 'London Mathematical Circle', 'May 1840',
  'Teacher', 'Ockham School', '1836 – 1840', 'Taught arithmetic to village children.',
  'Sketch of the Engine', 'Taylor’s Memoirs', 'Aug 1843', 'Translation with seven notes.',
  'Wildlife: Ferrets, Unicorns',
  'Charles Dickens', 'She is the Enchantress of Number.',
];
const hidden = ['Awards', 'Honorary Analyst', 'Babbage Circle'];

async function exported(template: string, format: 'pdf' | 'docx'): Promise<Buffer> {
  const created = await t.request('/api/documents', { method: 'POST', json: { type: 'resume', title: 'CV', data: { ...resume, template } }, cookie: user.cookie });
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = (await created.json()) as DocumentRecord;
  const res = await t.request(`/api/documents/${id}/export?format=${format}`, { cookie: user.cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/**
 * Where each of `names` first occurs in `text`, or -1: case aside (some
 * templates set headings in capitals) and spaces aside (pdftotext reads
 * letter-spaced capitals as "L A N G U AG E S").
 */
const squeeze = (value: string) => value.toLowerCase().replace(/\s+/g, '');
const positions = (text: string, names: string[]) => names.map((name) => squeeze(text).indexOf(squeeze(name)));
const increasing = (numbers: number[]) => numbers.every((n, i) => n >= 0 && (i === 0 || n > numbers[i - 1]!));

const decode = (xml: string) => xml.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

/** The paragraphs of a DOCX's document part: their style id and their text. */
function docxParagraphs(docx: Buffer): { style: string; text: string }[] {
  const xml = strFromU8(unzipSync(new Uint8Array(docx))['word/document.xml']!);
  return [...xml.matchAll(/<w:p\b[^>]*>([\s\S]*?)<\/w:p>/g)].map(([, inner]) => ({
    style: /<w:pStyle w:val="([^"]+)"/.exec(inner!)?.[1] ?? '',
    text: decode([...inner!.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('')),
  }));
}

describe('every resume section in the exported files', () => {
  it.each(resumeTemplates)('%s: the PDF prints every shown section in the user’s order, the custom one under its title, the hidden one nowhere', { timeout: 60_000 }, async (template) => {
    const { text } = pdfFacts(await exported(template, 'pdf'));
    // Lines joined as a reader copies them; a word hyphenated at a line's end made whole again.
    const flat = text.replace(/\u00ad\s*/g, '').replace(/\s+/g, ' ');
    for (const piece of entries) expect(flat, piece).toContain(piece);
    for (const piece of hidden) expect(flat.toLowerCase()).not.toContain(piece.toLowerCase());
    if (template === 'modern') {
      // The sidebar and the main column are read apart: each keeps the user's order.
      expect(increasing(positions(flat, main)), `${main.join(', ')} in ${flat}`).toBe(true);
      expect(increasing(positions(flat, side)), `${side.join(', ')} in ${flat}`).toBe(true);
    } else {
      expect(increasing(positions(flat, headings)), `${headings.join(', ')} in ${flat}`).toBe(true);
    }
  });

  it.each(resumeTemplates)('%s: the DOCX has the name as Heading 1 and each section under a Heading 2, in the user’s order', { timeout: 60_000 }, async (template) => {
    const paragraphs = docxParagraphs(await exported(template, 'docx'));
    const all = paragraphs.map((p) => p.text).join('\n');
    for (const piece of entries) expect(all, piece).toContain(piece);
    for (const piece of hidden) expect(all).not.toContain(piece);
    expect(paragraphs.filter((p) => p.style === 'Heading1').map((p) => p.text)).toEqual(['Ada Lovelace']);
    const sectionHeadings = paragraphs.filter((p) => p.style === 'Heading2').map((p) => p.text);
    // Word's navigation pane lists these: the main column's, then (or before) the side column's, contact first.
    expect(sectionHeadings.filter((h) => main.includes(h))).toEqual(main);
    expect(sectionHeadings.filter((h) => h !== 'Contact' && !main.includes(h))).toEqual(side);
    expect(sectionHeadings).toContain('Contact');
    expect(sectionHeadings).toHaveLength(headings.length + 1);
  });
});
