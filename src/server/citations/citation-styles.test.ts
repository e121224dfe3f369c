import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { citationStyleIds, citationStyleProfiles, citationStyles, type CitationStyleId, type StudentPaperDesign } from '../../shared/citation-styles.ts';
import { languages } from '../../shared/languages.ts';
import type { CslItem } from '../../shared/references.ts';
import { projectRoot } from '../paths.ts';
import { pdfFacts } from '../testing/pdf.ts';
import { RenderPool } from '../typst/pool.ts';
import { formatPaper, withBibliography } from './format.ts';
import { bibliographyHeading } from './styles.ts';

// The style profiles (src/shared/citation-styles.ts) are the one place a
// citation style is described. What the compiler cannot check is checked
// here, for every style in the table: its CSL files, its strings in every
// locale, the layouts that read its design as data, and a paper printed in
// it. Adding a style without one of them fails here, naming what is missing.

const read = (...parts: string[]) => readFileSync(path.join(projectRoot, ...parts), 'utf8');
const cslDir = ['src', 'server', 'citations', 'csl'];
const forms = citationStyles.flatMap((style) => citationStyleProfiles[style].forms.map((form) => ({ style, ...form, id: form.id as CitationStyleId })));
const designs = citationStyles.flatMap((style) => {
  const design = citationStyleProfiles[style].studentPaper;
  return design ? [{ style, design }] : [];
});

describe('the CSL file of every style and form', () => {
  it.each(forms)('$id: $file ships, with its source, and cites as its profile says', ({ id, file, citations, form, style }) => {
    expect(existsSync(path.join(projectRoot, ...cslDir, file)), file).toBe(true);
    const xml = read(...cslDir, file);
    expect(xml).toContain(`citation-format="${citations}"`);
    expect(/<style\b[^>]*\bclass="note"/.test(xml), `${file}: class="note" exactly when the profile cites in notes`).toBe(citations === 'note');
    // The licence asks for the source of every file we ship: its row names the
    // npm package it was copied from and the `<updated>` the file itself says
    // (scripts/csl-styles.mjs writes both; a hand-edited file no longer agrees).
    const row = read(...cslDir, 'README.md')
      .split('\n')
      .find((line) => line.startsWith(`| \`${file}\` |`));
    expect(row, `README.md names ${file}`).toBeDefined();
    expect(row).toMatch(/\| npm `[@\w/.-]+@\d+\.\d+\.\d+`, /);
    expect(row).toContain(`| ${/<updated>([^<]*)<\/updated>/.exec(xml)?.[1] ?? 'not in the package'} |`);
    // A style with several forms names each (the editor's choice); a form's id is unique.
    if (citationStyleProfiles[style].forms.length > 1) expect(form, id).toBeTruthy();
    expect(citationStyleIds.filter((other) => other === id)).toHaveLength(1);
  });
});

describe('the strings of every style, in every interface language', () => {
  interface StyleMessages {
    academic: { styles: Record<string, { name?: unknown; use?: unknown }> };
    docs: { citations: { styles: Record<string, Record<string, unknown>> } };
    paper: { chicagoForms: Record<string, unknown> };
  }
  const locales = languages.map((language) => ({ language, messages: JSON.parse(read('src', 'web', 'locales', `${language}.json`)) as StyleMessages }));
  const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

  it.each(locales)('$language: the name and fields of use, the citation guide, the forms to choose from', ({ language, messages }) => {
    // Exactly the table's styles: none missing, none left over from a removed style.
    expect(Object.keys(messages.academic.styles).sort(), 'academic.styles').toEqual([...citationStyles].sort());
    expect(Object.keys(messages.docs.citations.styles).sort(), 'docs.citations.styles').toEqual([...citationStyles].sort());
    for (const style of citationStyles) {
      const { name, use } = messages.academic.styles[style]!;
      expect([name, use].every(isText), `academic.styles.${style}`).toBe(true);
      // The English interface names a style as the app does everywhere else (PDF subtitles, prompts).
      if (language === 'en') expect(name).toBe(citationStyleProfiles[style].name);
      const guide = messages.docs.citations.styles[style]!;
      for (const key of ['edition', 'usedIn', 'book', 'article', 'listName']) expect(isText(guide[key]), `docs.citations.styles.${style}.${key}`).toBe(true);
      expect(Array.isArray(guide.inText) && guide.inText.length > 0 && guide.inText.every(isText), `docs.citations.styles.${style}.inText`).toBe(true);
      const choices = citationStyleProfiles[style].forms;
      if (choices.length > 1) for (const { form } of choices) expect(isText(messages.paper.chicagoForms[form!]), `paper.chicagoForms.${form}`).toBe(true);
    }
  });
});

describe('the layouts read a student-paper design as data', () => {
  const typst = read('src', 'server', 'typst', 'templates', 'document-academic.typ');
  const docx = read('src', 'server', 'export', 'docx.ts');
  const fields = [...new Set(designs.flatMap(({ design }) => Object.keys(design)))] as (keyof StudentPaperDesign)[];
  const titlePageFields = [...new Set(designs.flatMap(({ design }) => (design.titlePage ? Object.keys(design.titlePage) : [])))];
  const lookFields = [...new Set(designs.flatMap(({ design }) => design.headings.flatMap((look) => Object.keys(look))))];

  it('the PDF template and the DOCX writer each read every field', () => {
    for (const field of fields) {
      expect(typst, `document-academic.typ reads design.${field}`).toMatch(new RegExp(`\\bdesign\\.${field}\\b`));
      expect(docx, `docx.ts reads design.${field}`).toMatch(new RegExp(`\\bdesign\\.${field}\\b`));
    }
    for (const field of titlePageFields) {
      expect(typst, `document-academic.typ reads titlePage.${field}`).toMatch(new RegExp(`title-page\\.${field}\\b`));
      expect(docx, `docx.ts reads titlePage.${field}`).toMatch(new RegExp(`titlePage\\.${field}\\b`));
    }
    for (const field of lookFields) {
      expect(typst, `document-academic.typ sets the heading look "${field}"`).toContain(`levels("${field}"`);
      expect(docx, `docx.ts sets the heading look ${field}`).toContain(`look.${field}`);
    }
  });

  it('and neither names a style: they branch on the design', () => {
    for (const style of citationStyles) {
      expect(typst, `document-academic.typ names "${style}"`).not.toContain(`"${style}"`);
      expect(docx, `docx.ts names '${style}'`).not.toContain(`'${style}'`);
    }
  });
});

describe('a paper in every style and form', () => {
  const pool = new RenderPool(2);
  afterAll(() => pool.close());

  const student = { author: 'Jane Q. Student', affiliation: 'Example University', course: 'PSY 101', instructor: 'Dr. Alan Turing', dueDate: '2026-11-24' };
  const items = [
    {
      key: 'smith2020',
      item: { id: 'smith2020', type: 'book', title: 'Reading in the digital age', author: [{ family: 'Smith', given: 'Jane' }], issued: { 'date-parts': [[2020]] }, publisher: 'Oxford University Press' } as CslItem,
    },
  ];
  const source = '# Reading on Screens\n\n## Introduction\n\nPeople read differently on screens [@smith2020, p. 12].\n\n### Earlier Work\n\nMore text.\n';

  it.each(forms)('$id: the citation and its list formatted, then printed as PDF and DOCX in the style’s design', async ({ id, style, form, citations }) => {
    const profile = citationStyleProfiles[style];
    const formatted = formatPaper({ markdown: source, items, style: id, language: 'en' });
    expect(formatted.unknownKeys).toEqual([]);
    expect(formatted.footnotes).toBe(citations === 'note' ? 1 : 0);
    const doc = {
      type: 'academic' as const,
      title: 'Reading on Screens',
      content: withBibliography(formatted),
      data: { academicType: 'research', citationStyle: style, ...(form ? { chicagoForm: form } : {}), paper: student },
      updatedAt: '2026-11-20T10:00:00.000Z',
    };
    const pdf = pdfFacts((await pool.export(doc, 'pdf', 'Account Name')) as Buffer);
    const pages = pdf.text.split('\f').map((page) => page.split('\n').map((line) => line.trim()).filter(Boolean));
    const [first] = pages;
    const heading = bibliographyHeading(id, 'en');
    expect(pages.flat()).toContain(heading);
    const design = profile.studentPaper;
    if (!design) {
      // The general academic layout: the title block names the style.
      expect(first).toContain(`Research paper · ${profile.name} style`);
    } else {
      // The title page (or first-page heading) holds the design's lines, in its order.
      const values = { author: student.author, affiliation: student.affiliation, course: student.course, instructor: student.instructor, date: 'November 24, 2026' };
      const lines = design.lines.map((line) => (line === 'date' && profile.dates === 'day-month-year' ? '24 November 2026' : values[line]));
      const number = design.surnameInHeader ? 'Student 1' : '1';
      const numbered = !design.titlePage || design.titlePage.numbered;
      const opening = design.titlePage ? ['Reading on Screens', ...lines] : [...lines, 'Reading on Screens'];
      expect(first!.slice(0, opening.length + (numbered ? 1 : 0))).toEqual([...(numbered ? [number] : []), ...opening]);
      // The reference list on a page of its own.
      expect(pages.find((page) => page.includes(heading))).not.toContain('Introduction');
    }
    // Word's file: the paper's text, its notes as Word footnotes.
    const docx = unzipSync(new Uint8Array((await pool.export(doc, 'docx', 'Account Name')) as Buffer));
    const body = strFromU8(docx['word/document.xml']!);
    expect(body).toContain(heading);
    expect(body.match(/<w:footnoteReference /g) ?? []).toHaveLength(citations === 'note' ? 1 : 0);
  });
});
