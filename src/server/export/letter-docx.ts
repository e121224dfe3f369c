import { AlignmentType, BorderStyle, Paragraph, Table, TableBorders, TableCell, TableLayoutType, TableRow, TextRun, WidthType, type IParagraphOptions, type IRunOptions } from 'docx';
import { TEXT_WIDTH, fontFor, markdownToDocx, shade, xmlSafe } from './docx.ts';
import type { LetterFront } from './letter-layout.ts';
import { RESUME_LOOKS, type ResumeLook } from './resume-docx.ts';

// A cover letter as a Word document in the look of the sender's resume
// template, as the resume's own DOCX (resume-docx.ts) wears it: the same
// font, name and colours. The PDF's letterhead (templates/document-letter.typ)
// is the model; Word has no gradients, so the creative band is one colour.

const text = (value: string, options: IRunOptions = {}) => new TextRun({ ...options, text: xmlSafe(value) });

/** Name size in half-points. */
const NAME = 44;
/** Word's light cut of Calibri (the minimal template's font): the minimal resume's light name. */
const LIGHT = 'Calibri Light';
/** Space in a shaded band around the name and contact line, in twips. */
const BAND_PAD = 300;

/** The modern and creative letterhead: name and contact line in white and tint on the accent, as their resumes' sidebar and band. */
function band(front: LetterFront, look: ResumeLook, separator: string): Table {
  const { name, contact } = front.sender;
  const lines = [
    ...(name ? [new Paragraph({ spacing: { after: 80 }, children: [text(name, { bold: true, size: NAME, color: 'FFFFFF' })] })] : []),
    ...(contact.length > 0 ? [new Paragraph({ spacing: { after: 0 }, children: [text(contact.join(separator), { size: 17, color: look.tint })] })] : []),
  ];
  return new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: [TEXT_WIDTH],
    layout: TableLayoutType.FIXED,
    borders: TableBorders.NONE,
    rows: [
      new TableRow({
        children: [new TableCell({ shading: shade(look.accent), margins: { top: BAND_PAD, bottom: BAND_PAD, left: BAND_PAD, right: BAND_PAD }, children: lines })],
      }),
    ],
  });
}

/**
 * The letterhead. Professional: the name centred over a contact line and an
 * accent rule. Minimal: a light name, a gray contact line, a thin rule.
 * Modern and creative: a band of the accent colour.
 */
function letterhead(front: LetterFront, look: ResumeLook): (Paragraph | Table)[] {
  const { name, contact } = front.sender;
  if (!name && contact.length === 0) return [];
  if (front.template === 'modern') return [band(front, look, '  |  ')];
  if (front.template === 'creative') return [band(front, look, '  •  ')];
  const minimal = front.template === 'minimal';
  const alignment = minimal ? AlignmentType.LEFT : AlignmentType.CENTER;
  const lines: IParagraphOptions[] = [
    ...(name
      ? [
          {
            alignment,
            spacing: { after: 60 },
            children: [
              minimal
                ? text(name, { font: fontFor(LIGHT), size: NAME, color: look.accent, characterSpacing: 10 })
                : text(name, { bold: true, size: NAME + 4, color: look.accent }),
            ],
          },
        ]
      : []),
    ...(contact.length > 0 ? [{ alignment, children: [text(contact.join(minimal ? '    ' : '  ·  '), { size: 18, color: look.muted })] }] : []),
  ];
  // The rule runs under the letterhead's last line.
  const rule = minimal ? { style: BorderStyle.SINGLE, size: 4, color: look.tint, space: 8 } : { style: BorderStyle.SINGLE, size: 12, color: look.accent, space: 6 };
  return lines.map((line, i) => new Paragraph(i === lines.length - 1 ? { ...line, border: { bottom: rule } } : line));
}

/** The subject line, set as the template sets its resume's section headings. */
function subjectLine(subject: string, template: LetterFront['template'], look: ResumeLook): Paragraph {
  const run: IRunOptions =
    template === 'professional' ? { bold: true } : template === 'minimal' ? { bold: true, color: look.muted } : { bold: true, color: look.accent };
  return new Paragraph({ spacing: { after: 240 }, children: [text(subject, run)] });
}

/**
 * A cover letter as a Word document: the letterhead of its template, the
 * date, the addressee, the subject line, then the letter in the template's
 * font.
 */
export async function letterToDocx(markdown: string, options: { title: string; lang?: string; front: LetterFront }): Promise<Buffer> {
  const { front } = options;
  const look = RESUME_LOOKS[front.template] ?? RESUME_LOOKS.professional;
  const head = letterhead(front, look);
  const blocks = [
    ...head,
    new Paragraph({ spacing: { before: head.length > 0 ? 480 : 0, after: 280 }, children: [text(front.date)] }),
    ...front.to.map((line, i) => new Paragraph({ spacing: { after: i === front.to.length - 1 ? 280 : 0 }, children: [text(line)] })),
    ...(front.subject ? [subjectLine(front.subject, front.template, look)] : []),
  ];
  return markdownToDocx(markdown, { title: options.title, layout: 'cover-letter', ...(options.lang ? { lang: options.lang } : {}), letterhead: { blocks, font: look.font } });
}
