import { strFromU8, unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { expectInOrder } from '../testing/in-order.ts';
import { pdfFacts } from '../testing/pdf.ts';
import { RenderPool } from '../typst/pool.ts';
import { documentTree } from './document-tree.ts';
import type { ExportableDocument } from './export-document.ts';
import { paperDate, paperFrontOf, sectionKind, surnameOf } from './paper-layout.ts';

// An academic paper exported the way a teacher checks it: what each page of
// the PDF says (poppler's text, one form feed per page) and what Word reads
// from the DOCX (paragraph properties, header fields, footnotes).

const pool = new RenderPool(2);
afterAll(() => pool.close());

const sentence = 'Reading on a screen changes how people attend to a text, how far they scroll back and how much they remember a week later.';
const paragraph = Array.from({ length: 5 }, () => sentence).join(' ');
const student = {
  author: 'Jane Q. Student',
  affiliation: 'Department of Psychology, Example University',
  course: 'PSY 101: Introduction to Psychology',
  instructor: 'Dr. Alan Turing',
  dueDate: '2026-11-24',
};

/** A paper as the server prints it: citations already formatted, the reference list appended as the last `##` section. */
function paper(style: string, markdown: string, extra: Record<string, unknown> = {}): ExportableDocument {
  return {
    type: 'academic',
    title: 'Reading on Screens',
    content: markdown,
    data: { academicType: 'research', citationStyle: style, paper: student, ...extra },
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
}

const body = (citation: string) =>
  `# Reading on Screens\n\n## Introduction\n\n${paragraph} People read differently on screens ${citation}.\n\n${paragraph}\n\n### Earlier Work\n\n${paragraph}\n\n## Method\n\n${paragraph}\n\n${paragraph}\n`;

const apa = paper(
  'apa',
  `${body('(Smith, 2020, p. 12)')}\n## References\n\nLee, M., & Park, S. (2019). Attention and screens in the long run of a rather long title that wraps onto a second line. *Journal of Reading*, *12*(3), 45–67.\n\nSmith, J. (2020). *Reading in the digital age*. Oxford University Press.\n`,
);
// One paragraph shorter: page 2 would have room for the list, so only the layout's page break puts it on page 3.
const mla = paper(
  'mla',
  `${body('(Smith 12)').replace(/\n\n[^\n]+\n$/, '\n')}\n## Works Cited\n\nLee, Min, and Soo Park. “Attention and Screens.” *Journal of Reading*, vol. 12, no. 3, 2019, pp. 45–67.\n\nSmith, Jane. *Reading in the Digital Age*. Oxford UP, 2020.\n`,
);
const chicagoNotes = paper(
  'chicago',
  `# Reading on Screens\n\n## Introduction\n\n${paragraph} People read differently on screens.[^cite-1]\n\n${paragraph}\n\n${paragraph}\n\n${paragraph}\n\n${paragraph}\n\n## Method\n\n${paragraph} A second source agrees.[^cite-2]\n\n${paragraph}\n\n[^cite-1]: Jane Smith, *Reading in the Digital Age* (Oxford: Oxford University Press, 2020), 12.\n\n[^cite-2]: Min Lee and Soo Park, “Attention and Screens,” *Journal of Reading* 12, no. 3 (2019): 45–67.\n\n## Bibliography\n\nLee, Min, and Soo Park. “Attention and Screens.” *Journal of Reading* 12, no. 3 (2019): 45–67.\n\nSmith, Jane. *Reading in the Digital Age*. Oxford: Oxford University Press, 2020.\n`,
  { chicagoForm: 'notes' },
);
const ieee = paper(
  'ieee',
  `${body('[1, p. 12]')}\n## References\n\n\\[1\\] J. Smith, *Reading in the Digital Age*. Oxford: Oxford University Press, 2020.\n\n\\[2\\] M. Lee and S. Park, “Attention and screens in the long run of a rather long title that wraps onto a second line,” *Journal of Reading*, vol. 12, no. 3, pp. 45–67, 2019.\n\n\\[10\\] A. Tenth, “A tenth entry,” 2021.\n`,
);

/** The PDF's pages as poppler reads them, each with its lines (blank ones dropped). */
async function pdfPages(doc: ExportableDocument, author = 'Account Name') {
  const pdf = (await pool.export(doc, 'pdf', author)) as Buffer;
  const facts = pdfFacts(pdf);
  const pages = facts.text
    .split('\f')
    .slice(0, facts.pages)
    .map((page) =>
      page
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    );
  return { ...facts, pages };
}

const indexOfLine = (lines: string[], text: string) => lines.findIndex((line) => line.includes(text));

/** A DOCX's parts as text, and its body paragraphs with their text and properties. */
async function docx(doc: ExportableDocument, author = 'Account Name') {
  const files = unzipSync(new Uint8Array((await pool.export(doc, 'docx', author)) as Buffer));
  const part = (name: string) => (files[name] ? strFromU8(files[name]) : '');
  const text = (xml: string) =>
    [...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\/>/g)]
      .map(([whole, t]) => (whole === '<w:tab/>' ? '\t' : (t ?? '')))
      .join('')
      .replace(/&amp;/g, '&');
  const document = part('word/document.xml');
  const paragraphs = [...document.matchAll(/<w:p\b(?:\/>|[\s\S]*?<\/w:p>)/g)].map(([xml]) => ({ xml, text: text(xml), props: /<w:pPr>([\s\S]*?)<\/w:pPr>/.exec(xml)?.[1] ?? '' }));
  const find = (start: string) => {
    const found = paragraphs.find((p) => p.text.startsWith(start));
    if (!found) throw new Error(`No paragraph "${start}" in ${JSON.stringify(paragraphs.map((p) => p.text.slice(0, 40)))}`);
    return found;
  };
  const headers = Object.keys(files)
    .filter((name) => /^word\/header\d*\.xml$/.test(name))
    .map(part);
  return { part, document, paragraphs, find, headers, text, styles: part('word/styles.xml'), footnotes: part('word/footnotes.xml') };
}

describe('the front matter of a paper', () => {
  it('takes the paper’s own author, else the account name, and leaves out the lines it has no value for', () => {
    const front = paperFrontOf({ citationStyle: 'mla', paper: { author: '  ', course: 'ENG 102' } }, 'Maria García López', 'en');
    expect(front).toMatchObject({ style: 'mla', author: 'Maria García López', surname: 'López', course: 'ENG 102', instructor: '', affiliation: '', date: '', numbered: false });
    expect(paperFrontOf({}, 'Ann Lee', 'en')).toMatchObject({ style: 'apa', author: 'Ann Lee', numbered: false });
    expect(paperFrontOf({ citationStyle: 'harvard' }, 'A', 'en').numbered).toBe(true);
    expect(paperFrontOf({ citationStyle: 'chicago', chicagoForm: 'author-date' }, 'A', 'en').notes).toBe(false);
    expect(paperFrontOf({ citationStyle: 'chicago' }, 'A', 'en').notes).toBe(true);
  });

  it('writes the due date as the style and the language write it', () => {
    expect(paperDate('2026-11-24', 'apa', 'en')).toBe('November 24, 2026');
    expect(paperDate('2026-11-24', 'chicago', 'en')).toBe('November 24, 2026');
    expect(paperDate('2026-11-24', 'mla', 'en')).toBe('24 November 2026');
    expect(paperDate('2026-11-24', 'apa', 'de')).toBe('24. November 2026');
    expect(paperDate('2026-11-24', 'mla', 'fr')).toBe('24 novembre 2026');
    // Not a date of the calendar, or not ISO: printed as the student wrote it.
    expect(paperDate('2026-02-30', 'apa', 'en')).toBe('2026-02-30');
    expect(paperDate('end of term', 'apa', 'en')).toBe('end of term');
  });

  it('finds the surname for MLA’s running head', () => {
    expect(surnameOf('Jane Q. Smith')).toBe('Smith');
    expect(surnameOf('Smith, Jane')).toBe('Smith');
    expect(surnameOf('Martin Luther King Jr.')).toBe('King');
    expect(surnameOf('王小明')).toBe('王小明');
  });

  it.each([
    'References',
    'Works Cited',
    'Bibliography',
    'Références',
    'Ouvrages cités',
    'Bibliographie',
    'Referencias',
    'Obras citadas',
    'Bibliografía',
    'Literaturverzeichnis',
    'Zitierte Werke',
    'Bibliografie',
    '参考文献',
    '引用文献',
    '参考书目',
  ])('recognises %s as the reference list, in the tree the PDF is laid out from', (heading) => {
    expect(sectionKind(heading)).toBe('refs');
    const tree = documentTree(`## Body\n\nText.\n\n## ${heading}\n\nAuthor (2020).`, 'T', 'academic');
    expect(tree.body.map((b) => b.k)).toEqual(['h', 'p', 'refs']);
  });

  it('numbers the sections only for Harvard and IEEE, keeping a student’s own numbers otherwise', () => {
    const markdown = '## 1. Introduction\n\nText.\n\n## Method\n\nText.';
    expect(documentTree(markdown, 'T', 'academic', { numbered: false }).body[0]).toMatchObject({ k: 'h', num: false, c: ['1. Introduction'] });
    expect(documentTree(markdown, 'T', 'academic').body[0]).toMatchObject({ k: 'h', num: true, c: ['Introduction'] });
  });

  it('sets IEEE’s numbered entries apart from their labels, all as wide as the widest', () => {
    const tree = documentTree(ieee.content, ieee.title, 'academic');
    const refs = tree.body.find((b) => b.k === 'refs');
    expect(refs?.k === 'refs' && refs.c.map((b) => (b.k === 'entry' ? [b.lab, b.w] : b.k))).toEqual([
      ['[1]', 2.1],
      ['[2]', 2.1],
      ['[10]', 2.1],
    ]);
  });
});

describe('APA 7 student paper', () => {
  it('PDF: a title page numbered 1, the text from page 2 under the title again, the references on a page of their own', async () => {
    const { pages, fonts } = await pdfPages(apa);
    const [titlePage, firstText] = pages;
    expect(titlePage).toEqual(['1', 'Reading on Screens', student.author, student.affiliation, student.course, student.instructor, 'November 24, 2026']);
    expect(firstText!.slice(0, 3)).toEqual(['2', 'Reading on Screens', 'Introduction']);
    // No section numbers.
    expect(pages.flat().some((line) => /^\d+(?:\.\d+)*\s+(?:Introduction|Method|Earlier Work)$/.test(line))).toBe(false);
    const refsPage = pages.find((page) => page.includes('References'))!;
    expect(refsPage.slice(0, 3)).toEqual([String(pages.length), 'References', 'Lee, M., & Park, S. (2019). Attention and screens in the long run of a rather long title that']);
    // Every page carries its number, top right (first in reading order).
    pages.forEach((page, i) => expect(page[0]).toBe(String(i + 1)));
    expect(fonts.every((line) => line.startsWith('LibertinusSerif') || /^[A-Z]{6}\+LibertinusSerif/.test(line)), fonts.join('\n')).toBe(true);
  });

  it('PDF: an abstract has page 2 to itself; a paper without metadata prints the account name and nothing invented', async () => {
    const withAbstract = paper('apa', `# Reading on Screens\n\n## Abstract\n\nWe summarise.\n\n## Introduction\n\n${paragraph}\n`, { paper: undefined });
    const { pages } = await pdfPages(withAbstract, 'Account Name');
    expect(pages[0]).toEqual(['1', 'Reading on Screens', 'Account Name']);
    expect(pages[1]).toEqual(['2', 'Abstract', 'We summarise.']);
    expect(pages[2]!.slice(0, 3)).toEqual(['3', 'Reading on Screens', 'Introduction']);
  });

  it('PDF: a German paper (its owner writes in German, so its citations were formatted in German) dates its title page in German', async () => {
    const german = { ...paper('apa', `# Lesen am Bildschirm\n\n## Einleitung\n\nText.\n\n## Literaturverzeichnis\n\nSmith, J. (2020). *Lesen*. Verlag.\n`), language: 'de' };
    const { pages } = await pdfPages(german);
    expect(pages[0]).toContain('24. November 2026');
  });

  it('DOCX: double spacing, the title page, a PAGE field top right, the references on a new page with half-inch hanging indents', async () => {
    const file = await docx(apa);
    expect(/<w:docDefaults>[\s\S]*?<w:spacing w:after="0" w:line="480"\/>/.test(file.styles)).toBe(true);
    expect(/<w:docDefaults>[\s\S]*?w:ascii="Times New Roman"[\s\S]*?<w:sz w:val="24"\/>/.test(file.styles)).toBe(true);
    expect(file.paragraphs.map((p) => p.text).slice(0, 8)).toEqual(['Reading on Screens', '', student.author, student.affiliation, student.course, student.instructor, 'November 24, 2026', 'Reading on Screens']);
    const [title, , author] = file.paragraphs;
    expect(title!.props).toContain('<w:jc w:val="center"/>');
    expect(title!.xml).toContain('<w:b/>');
    expect(author!.props).toContain('<w:jc w:val="center"/>');
    expect(file.paragraphs[7]!.props).toContain('<w:pageBreakBefore/>');
    expect(file.find('Introduction').props).toContain('Heading1');
    expect(file.find('Earlier Work').props).toContain('Heading2');
    const refsHeading = file.find('References');
    expect(refsHeading.props).toContain('<w:pageBreakBefore/>');
    expect(file.find('Smith, J. (2020).').props).toContain('<w:ind w:left="720" w:hanging="720"/>');
    expect(file.find('Lee, M., & Park, S. (2019).').props).toContain('<w:ind w:left="720" w:hanging="720"/>');
    expect(file.find(sentence).props).toContain('<w:ind w:firstLine="720"/>');
    // Level 1 bold and centred, level 2 bold flush left.
    const style = (id: string) => new RegExp(`<w:style [^>]*w:styleId="${id}"[\\s\\S]*?</w:style>`).exec(file.styles)?.[0] ?? '';
    expect(style('Heading1')).toContain('<w:jc w:val="center"/>');
    expect(style('Heading1')).toContain('<w:b/>');
    expect(style('Heading2')).not.toContain('<w:jc');
    // One header on every page, a right-aligned PAGE field.
    expect(file.headers).toHaveLength(1);
    expect(file.headers[0]).toMatch(/<w:jc w:val="right"\/>/);
    expect(file.headers[0]).toMatch(/<w:instrText[^>]*>\s*PAGE\s*<\/w:instrText>/);
    expect(file.document.match(/<w:sectPr>/g)).toHaveLength(1);
  });
});

describe('MLA 9', () => {
  it('PDF: the heading lines and the title on page 1, "Surname n" on every page, Works Cited on a page of its own', async () => {
    const { pages } = await pdfPages(mla);
    expect(pages[0]!.slice(0, 7)).toEqual(['Student 1', student.author, student.instructor, student.course, '24 November 2026', 'Reading on Screens', 'Introduction']);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, i) => expect(page[0]).toBe(`Student ${i + 1}`));
    const last = pages.at(-1)!;
    expect(last.slice(0, 2)).toEqual([`Student ${pages.length}`, 'Works Cited']);
    expect(pages.slice(0, -1).flat()).not.toContain('Works Cited');
    expect(last.join('\n')).not.toContain(sentence.slice(0, 30));
  });

  it('DOCX: the heading flush left, the title centred and not bold, "Surname" and a PAGE field in the header, Works Cited centred on a new page', async () => {
    const file = await docx(mla);
    expect(file.paragraphs.map((p) => p.text).slice(0, 5)).toEqual([student.author, student.instructor, student.course, '24 November 2026', 'Reading on Screens']);
    for (const line of file.paragraphs.slice(0, 4)) expect(line.props).not.toMatch(/<w:jc|<w:ind/);
    const title = file.paragraphs[4]!;
    expect(title.props).toContain('<w:jc w:val="center"/>');
    expect(title.xml).not.toContain('<w:b/>');
    const worksCited = file.find('Works Cited');
    expect(worksCited.props).toContain('<w:pageBreakBefore/>');
    expect(worksCited.props).toContain('<w:jc w:val="center"/>');
    expect(worksCited.xml).toContain('<w:b w:val="false"/>');
    expect(file.find('Smith, Jane.').props).toContain('<w:ind w:left="720" w:hanging="720"/>');
    expect(/<w:docDefaults>[\s\S]*?w:line="480"/.test(file.styles)).toBe(true);
    expect(file.headers).toHaveLength(1);
    expect(file.text(file.headers[0]!)).toBe('Student ');
    expect(file.headers[0]).toMatch(/<w:instrText[^>]*>\s*PAGE\s*<\/w:instrText>/);
  });
});

describe('Chicago, notes and bibliography', () => {
  it('PDF: an unnumbered title page, the text numbered from 1, each note at the foot of the page that cites it', async () => {
    const { pages } = await pdfPages(chicagoNotes);
    expect(pages[0]).toEqual(['Reading on Screens', student.author, student.course, student.instructor, 'November 24, 2026']);
    expect(pages[1]![0]).toBe('1');
    const notes = ['Jane Smith, Reading in the Digital Age', 'Min Lee and Soo Park, “Attention and Screens,”'];
    const citing = ['People read differently on screens.', 'A second source agrees.'];
    notes.forEach((note, i) => {
      const page = pages.findIndex((lines) => indexOfLine(lines, citing[i]!) >= 0);
      expect(page, citing[i]).toBeGreaterThan(0);
      const lines = pages[page]!;
      // The note is on the same page, below the text that cites it and below the page's last line of text.
      const at = indexOfLine(lines, note);
      expect(at, `${note} on page ${page + 1}:\n${lines.join('\n')}`).toBeGreaterThan(indexOfLine(lines, citing[i]!));
      expect(lines.slice(at).some((line) => line.includes(sentence.slice(0, 25)))).toBe(false);
    });
    const last = pages.at(-1)!;
    expect(last.slice(0, 2)).toEqual([String(pages.length - 1), 'Bibliography']);
  });

  it('DOCX: the notes are Word footnotes, the text section numbered from 1, the bibliography on a new page', async () => {
    const file = await docx(chicagoNotes);
    expect(file.document.match(/<w:footnoteReference w:id="\d+"\/>/g)).toHaveLength(2);
    expectInOrder(file.text(file.footnotes), ['Jane Smith, Reading in the Digital Age', 'Min Lee and Soo Park, “Attention and Screens,”']);
    expect(file.text(file.document)).not.toContain('[^cite');
    // Two sections: the title page without a header, the text with its own numbering from 1.
    const sections = [...file.document.matchAll(/<w:sectPr>[\s\S]*?<\/w:sectPr>/g)].map(([xml]) => xml);
    expect(sections).toHaveLength(2);
    expect(sections[0]).not.toContain('headerReference');
    expect(sections[1]).toContain('headerReference');
    expect(sections[1]).toContain('<w:pgNumType w:start="1"/>');
    expect(file.find('Bibliography').props).toContain('<w:pageBreakBefore/>');
    expect(file.find('Smith, Jane.').props).toContain('w:hanging="720"');
  });
});

describe('IEEE', () => {
  it('PDF and DOCX: the numbered sections stay, the entries hang at their labels', async () => {
    const { text } = await pdfPages(ieee);
    expect(text).toMatch(/^1\s+Introduction\s*$/m);
    expect(text).toMatch(/^\[1\]\s+J\. Smith/m);
    const file = await docx(ieee);
    const entry = file.find('[2]');
    expect(entry.text).toMatch(/^\[2\]\tM\. Lee and S\. Park/);
    expect(entry.props).toContain('<w:ind w:left="720" w:hanging="720"/>');
    expect(file.headers).toHaveLength(0);
  });
});

describe('a paper in a catalogue style', () => {
  // The citations are the style's own; the page design is the featured style's of its class.
  it('PDF: an author-date style (ASA) gets the author-date title page, its own name as the subtitle, no section numbers', async () => {
    const { pages, text } = await pdfPages({ ...apa, data: { ...apa.data, cslStyle: 'csl:american-sociological-association' } });
    expect(pages[0]!.slice(0, 3)).toEqual(['1', 'Reading on Screens', student.author]);
    expect(pages[1]![0]).toBe('2');
    expect(text).not.toMatch(/^1\s+Introduction\s*$/m);
    expect(text).toContain('Introduction');
  });

  it('PDF: a note style (MHRA) gets the notes paper’s unnumbered title page, a numeric style (Vancouver) the numbered sections', async () => {
    const notes = await pdfPages({ ...chicagoNotes, data: { ...chicagoNotes.data, cslStyle: 'csl:modern-humanities-research-association' } });
    expect(notes.pages[0]).toEqual(['Reading on Screens', student.author, student.course, student.instructor, 'November 24, 2026']);
    expect(notes.pages[1]![0]).toBe('1');
    const numeric = await pdfPages({ ...apa, data: { ...apa.data, cslStyle: 'csl:vancouver' } });
    expect(numeric.text).toMatch(/^1\s+Introduction\s*$/m);
  });

  it('DOCX: the note style’s notes are Word footnotes on the notes paper’s sections; the numeric style has no running head', async () => {
    const notes = await docx({ ...chicagoNotes, data: { ...chicagoNotes.data, cslStyle: 'csl:modern-humanities-research-association' } });
    expect(notes.document.match(/<w:footnoteReference w:id="\d+"\/>/g)).toHaveLength(2);
    expect([...notes.document.matchAll(/<w:sectPr>[\s\S]*?<\/w:sectPr>/g)]).toHaveLength(2);
    const authorDate = await docx({ ...apa, data: { ...apa.data, cslStyle: 'csl:american-sociological-association' } });
    expect(authorDate.headers.join('')).toContain('PAGE');
    expect(authorDate.find('References').props).toContain('<w:pageBreakBefore/>');
    const numeric = await docx({ ...apa, data: { ...apa.data, cslStyle: 'csl:vancouver' } });
    expect(numeric.headers).toHaveLength(0);
  });
});
