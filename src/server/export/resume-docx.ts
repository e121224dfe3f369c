import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  Tab,
  Table,
  TableBorders,
  TableCell,
  TableLayoutType,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
  type IRunOptions,
  type IStylesOptions,
} from 'docx';
import type { ResumeTemplate } from '../../shared/resume.ts';
import type { DescriptionLine, ResumeTemplateInput, ResumeTemplateSection } from '../typst/resume-input.ts';
import { A4, PAGE_WIDTH, fontFor, shade, xmlSafe } from './docx.ts';

// A resume as a Word document: a two-column layout per template, mirroring
// the Typst templates (typst/templates/resume-*.typ). The name is a Heading 1
// and each section's heading a Heading 2, coloured by the style definitions,
// so Word's navigation pane lists the sections and a user restyles them all
// at once.

/** A template's look in Word; the cover letter's DOCX (letter-docx.ts) wears the same. */
export interface ResumeLook {
  /** Name and section headings (hex, no #). */
  accent: string;
  /** The template's pale shade of its accent: text on the accent, light tags, thin rules. */
  tint: string;
  /** Dates and level names. */
  muted: string;
  /** The company or institution line under an entry's heading. */
  place: string;
  font: string;
  /** Which side the contact-and-skills column is on, and its shading. */
  side: 'left' | 'right';
  sideFill?: string;
  sideText: string;
  sideHeading: string;
  /** A rule under each section heading. */
  rule?: string;
  marker: string;
  skills: 'tab' | 'tags' | 'inline';
}

// Each mirrors its Typst template (templates/resume-*.typ) as far as a Word table allows.
export const RESUME_LOOKS: Record<ResumeTemplate, ResumeLook> = {
  professional: { accent: '1D4ED8', tint: 'DBEAFE', muted: '5A5A5A', place: '5A5A5A', font: 'Calibri', side: 'right', sideText: '3C3C3C', sideHeading: '1D4ED8', rule: '1D4ED8', marker: '•', skills: 'tab' },
  modern: { accent: '0F766E', tint: 'CCFBF1', muted: '3F3F46', place: '0F766E', font: 'Arial', side: 'left', sideFill: '0F766E', sideText: 'FFFFFF', sideHeading: 'CCFBF1', marker: '•', skills: 'tab' },
  creative: { accent: '7C3AED', tint: 'EDE9FE', muted: '4C1D95', place: '4C1D95', font: 'Arial', side: 'right', sideText: '4C1D95', sideHeading: '7C3AED', rule: 'EDE9FE', marker: '•', skills: 'tags' },
  minimal: { accent: '374151', tint: 'D1D5DB', muted: '6B7280', place: '6B7280', font: 'Calibri', side: 'left', sideText: '374151', sideHeading: '6B7280', marker: '–', skills: 'inline' },
};

const RESUME_MARGIN = 720;
const RESUME_WIDTH = PAGE_WIDTH - 2 * RESUME_MARGIN;
const SIDE_WIDTH = 3300;
const MAIN_WIDTH = RESUME_WIDTH - SIDE_WIDTH;
const CELL_PAD = 280;

const text = (value: string, options: IRunOptions = {}) => new TextRun({ ...options, text: xmlSafe(value).replace(/\s+/g, ' ') });

/** The character style that gives a side-column heading its colour (on the modern template's teal, a pale one). */
const SIDE_HEADING = 'ResumeSideHeading';

function sectionHeading(label: string, side: boolean, first: boolean): Paragraph {
  return new Paragraph({
    heading: HeadingLevel.HEADING_2,
    ...(first ? { spacing: { before: 0 } } : {}),
    children: [new TextRun({ text: xmlSafe(label).replace(/\s+/g, ' '), ...(side ? { style: SIDE_HEADING } : {}) })],
  });
}

/** The name and the section headings as Word styles in the template's look. */
function resumeStyles(look: ResumeLook): IStylesOptions {
  const rule = look.rule ? { border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: look.rule, space: 2 } } } : {};
  return {
    default: {
      document: { run: { font: fontFor(look.font), size: 20, color: '1F2937', language: { value: 'en', eastAsia: 'zh-CN' } }, paragraph: { spacing: { after: 0, line: 264 } } },
      heading1: { run: { font: fontFor(look.font), size: 48, bold: true, color: look.accent }, paragraph: { spacing: { before: 0, after: 200 }, keepNext: true, outlineLevel: 0 } },
      heading2: {
        run: { font: fontFor(look.font), size: 21, bold: true, allCaps: true, color: look.accent, characterSpacing: 20 },
        paragraph: { spacing: { before: 280, after: 100 }, keepNext: true, keepLines: true, outlineLevel: 1, ...rule },
      },
    },
    characterStyles: [{ id: SIDE_HEADING, name: 'Resume Side Heading', basedOn: 'DefaultParagraphFont', run: { color: look.sideHeading } }],
  };
}

function description(lines: DescriptionLine[]): Paragraph[] {
  return lines.map((line) =>
    line.bullet
      ? new Paragraph({ numbering: { reference: 'resume-bullet', level: 0 }, spacing: { after: 40 }, children: [text(line.text)] })
      : new Paragraph({ spacing: { after: 60 }, children: [text(line.text)] }),
  );
}

/** Heading (bold) with the dates against the right edge of the column, then the place, then the description. */
function entry(heading: string, sub: string, dates: string, lines: DescriptionLine[], look: ResumeLook, width: number): Paragraph[] {
  return [
    new Paragraph({
      keepNext: true,
      spacing: { before: 160, after: 20 },
      tabStops: [{ type: TabStopType.RIGHT, position: width }],
      children: [text(heading, { bold: true, size: 22 }), ...(dates ? [new TextRun({ children: [new Tab()] }), text(dates, { color: look.muted, size: 18 })] : [])],
    }),
    ...(sub ? [new Paragraph({ keepNext: lines.length > 0, spacing: { after: 60 }, children: [text(sub, { italics: true, color: look.place, size: 19 })] })] : []),
    ...description(lines),
  ];
}

const joinPresent = (parts: string[], separator: string) => parts.filter(Boolean).join(separator);

/** The paragraphs of one section's content; the core four from their own fields, the others from their entries. */
function sectionBody(section: ResumeTemplateSection, input: ResumeTemplateInput, look: ResumeLook, width: number): Paragraph[] {
  switch (section.key) {
    case 'summary':
      return input.summary
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => new Paragraph({ alignment: AlignmentType.JUSTIFIED, spacing: { after: 80 }, children: [text(line)] }));
    // As in the templates: the position is the heading, else the company.
    case 'experience':
      return input.experience.flatMap((e) => entry(e.position || e.company, joinPresent([e.position ? e.company : '', e.location], ' · '), e.dates, e.description, look, width));
    case 'education':
      return input.education.flatMap((e) => entry(e.degree ? joinPresent([e.degree, e.field], ' in ') : e.institution, e.degree ? e.institution : '', e.dates, e.description, look, width));
    case 'skills':
      return input.skills.map((s) => skillLine(s, look, width));
  }
  if (section.style === 'inline') return section.entries.map((e) => inlineLine(e.text, look));
  return section.entries.flatMap((e) => entry(e.title, joinPresent([e.subtitle, e.url], ' · '), e.dates, e.lines, look, width));
}

/** The sections of one column, in the user's order, each under its Heading 2. */
function sectionsOf(input: ResumeTemplateInput, look: ResumeLook, width: number, side: boolean, startsColumn: boolean): Paragraph[] {
  return input.sections
    .filter((section) => section.side === side)
    .flatMap((section, i) => [sectionHeading(section.heading, side, startsColumn && i === 0), ...sectionBody(section, input, look, width)]);
}

function mainColumn(input: ResumeTemplateInput, look: ResumeLook, width: number): Paragraph[] {
  // The templates with a rule draw it under the header's last line: the name, or the headline under it.
  const ruled = look.rule ? { border: { bottom: { style: BorderStyle.SINGLE, size: 12, color: look.accent, space: 4 } } } : {};
  const header: Paragraph[] = [];
  if (input.name) {
    header.push(new Paragraph({ heading: HeadingLevel.HEADING_1, ...(input.label ? { spacing: { after: 40 } } : ruled), children: [text(input.name)] }));
  }
  if (input.label) header.push(new Paragraph({ spacing: { after: 200 }, ...ruled, children: [text(input.label, { color: look.place, size: 24 })] }));
  return [...header, ...sectionsOf(input, look, width, false, header.length === 0)];
}

/** A line of a short list (a language, an interest) in the side column: a tag in the creative template, else plain. */
function inlineLine(value: string, look: ResumeLook): Paragraph {
  const run = look.skills === 'tags' ? text(` ${value} `, { shading: shade(look.tint), color: look.muted, size: 18 }) : text(value, { color: look.sideText, size: 18 });
  return new Paragraph({ spacing: { after: 60 }, children: [run] });
}

function skillLine(skill: ResumeTemplateInput['skills'][number], look: ResumeLook, width: number): Paragraph {
  if (look.skills === 'tags') {
    // Creative shows skills as tags, the strong ones (Expert, Master) filled with the accent.
    const strong = skill.level >= 4;
    const tag = { shading: shade(strong ? look.accent : look.tint), color: strong ? 'FFFFFF' : look.muted, size: 18 };
    return new Paragraph({ spacing: { after: 80 }, children: [text(` ${skill.name} · ${skill.levelName} `, { ...tag, bold: true })] });
  }
  if (look.skills === 'inline') {
    return new Paragraph({ spacing: { after: 60 }, children: [text(skill.name, { color: look.sideText }), text(` (${skill.levelName})`, { color: look.muted, size: 17 })] });
  }
  return new Paragraph({
    spacing: { after: 60 },
    tabStops: [{ type: TabStopType.RIGHT, position: width }],
    children: [
      text(skill.name, { bold: true, color: look.sideText, size: 19 }),
      new TextRun({ children: [new Tab()] }),
      text(skill.levelName, { color: look.sideFill ? look.sideHeading : look.muted, size: 16 }),
    ],
  });
}

function sideColumn(input: ResumeTemplateInput, look: ResumeLook, width: number): Paragraph[] {
  const out: Paragraph[] = [];
  if (input.contact.length > 0) {
    out.push(sectionHeading(input.labels.contact, true, true));
    out.push(...input.contact.map((c) => new Paragraph({ spacing: { after: 60 }, children: [text(c.text, { color: look.sideText, size: 18 })] })));
  }
  return [...out, ...sectionsOf(input, look, width, true, out.length === 0)];
}

/**
 * A resume as a Word document: a borderless two-column table, the main
 * column (name, headline and the sections with entries) beside a narrower
 * one with contact and the short lists (resume-input.ts `sideSectionKeys`),
 * each column in the user's order, in the colours and arrangement of its
 * template.
 */
export async function resumeToDocx(input: ResumeTemplateInput, template: ResumeTemplate): Promise<Buffer> {
  const look = RESUME_LOOKS[template] ?? RESUME_LOOKS.professional;
  const sideLeft = look.side === 'left';
  // Padding inside a shaded sidebar; otherwise only a gutter between the columns.
  const sideMargins = look.sideFill
    ? { top: CELL_PAD, bottom: CELL_PAD, left: CELL_PAD, right: CELL_PAD }
    : { top: 0, bottom: 0, left: sideLeft ? 0 : CELL_PAD, right: sideLeft ? CELL_PAD : 0 };
  const mainMargins = { top: look.sideFill ? CELL_PAD : 0, bottom: 0, left: sideLeft ? 400 : 0, right: sideLeft ? 0 : 400 };
  const side = new TableCell({
    width: { size: SIDE_WIDTH, type: WidthType.DXA },
    margins: sideMargins,
    ...(look.sideFill ? { shading: shade(look.sideFill) } : {}),
    ...(look.side === 'right' && !look.sideFill ? { borders: { left: { style: BorderStyle.SINGLE, size: 4, color: 'D1D5DB', space: 0 } } } : {}),
    children: sideColumn(input, look, SIDE_WIDTH - sideMargins.left - sideMargins.right),
  });
  const main = new TableCell({
    width: { size: MAIN_WIDTH, type: WidthType.DXA },
    margins: mainMargins,
    children: mainColumn(input, look, MAIN_WIDTH - mainMargins.left - mainMargins.right),
  });
  const layout = new Table({
    width: { size: RESUME_WIDTH, type: WidthType.DXA },
    columnWidths: sideLeft ? [SIDE_WIDTH, MAIN_WIDTH] : [MAIN_WIDTH, SIDE_WIDTH],
    layout: TableLayoutType.FIXED,
    borders: TableBorders.NONE,
    rows: [new TableRow({ children: sideLeft ? [side, main] : [main, side] })],
  });
  const doc = new Document({
    title: xmlSafe(input.title),
    creator: xmlSafe(input.name) || 'Inkwell',
    lastModifiedBy: 'Inkwell',
    styles: resumeStyles(look),
    numbering: {
      config: [
        {
          reference: 'resume-bullet',
          levels: [{ level: 0, format: LevelFormat.BULLET, text: look.marker, alignment: AlignmentType.LEFT, style: { run: { color: look.accent }, paragraph: { indent: { left: 300, hanging: 220 } } } }],
        },
      ],
    },
    sections: [
      {
        properties: { page: { ...A4, margin: { top: RESUME_MARGIN, right: RESUME_MARGIN, bottom: RESUME_MARGIN, left: RESUME_MARGIN } } },
        // Word ends a document with a paragraph; a tiny one keeps it from spilling onto a page of its own.
        children: [layout, new Paragraph({ spacing: { after: 0, line: 240 }, children: [new TextRun({ text: '', size: 2 })] })],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
