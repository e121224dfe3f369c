import { catalogueFormats, citationStyleProfiles, cslFormOf, isCatalogueStyleId, isUserStyleId, layoutStyleOfFormat, paperStyleOf, type CatalogueFormat, type CitationStyle, type StudentPaperDesign } from '../../shared/citation-styles.ts';
import { catalogueStyle } from '../citations/catalogue.ts';
import { bibliographyHeadings } from '../citations/styles.ts';

/**
 * What the PDF and DOCX layouts of an academic paper need to know beyond its
 * text: the citation style's page design, the lines of its title page or
 * first-page heading, and which headings open its abstract and reference
 * list. One definition, so both formats print the same paper.
 */

export interface PaperFront {
  /** The featured style whose page design the paper follows (APA when none is set, as the spec's default; for a catalogue or uploaded style, the featured style of its class). */
  style: CitationStyle;
  /** Citations as footnotes (Chicago in its notes-and-bibliography form). */
  notes: boolean;
  /** Whether the layout numbers the sections: the general academic layout does (Harvard, IEEE), a student paper does not. */
  numbered: boolean;
  /** The style's student-paper design, which the PDF and DOCX layouts follow; `null`: the general academic layout. */
  design: StudentPaperDesign | null;
  author: string;
  affiliation: string;
  course: string;
  instructor: string;
  /** The due date as the style writes it ("November 24, 2026"; MLA "24 November 2026"); empty when none. */
  date: string;
  /** MLA's running head: the author's surname. */
  surname: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');

/** Headings authors write for the same sections themselves. */
const otherReferenceHeadings = new Set(['reference list', 'sources', 'works consulted', 'quellen', 'quellenverzeichnis']);
const abstractHeadings = new Set(['abstract', 'résumé', 'resumen', 'zusammenfassung', 'kurzfassung', '摘要']);

const headingKey = (heading: string) => heading.trim().toLowerCase().replace(/\s+/g, ' ').replace(/[:.：]$/, '').trim();
/** The reference-list headings the citation formatter writes, in every style and language. */
const formatterHeadings = new Set(bibliographyHeadings.map(headingKey));

/** Whether a heading opens the paper's abstract or its reference list (in any of the interface languages). */
export function sectionKind(heading: string): 'abstract' | 'refs' | null {
  const key = headingKey(heading);
  if (abstractHeadings.has(key)) return 'abstract';
  if (formatterHeadings.has(key) || otherReferenceHeadings.has(key)) return 'refs';
  return null;
}

/** "2026-11-24" as the style writes a date in the paper's language; any other text as written. */
export function paperDate(value: string, style: CitationStyle, lang: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.toISOString().slice(0, 10) !== value) return value;
  // Day month year in English (MLA): British English's long date is exactly that ("24 November 2026").
  const locale = citationStyleProfiles[style].dates === 'day-month-year' && /^en\b/i.test(lang) ? 'en-GB' : lang;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  }
}

/** "Jane Q. Smith" → "Smith", "Smith, Jane" → "Smith", "Martin Luther King Jr." → "King"; a name without spaces stays whole. */
export function surnameOf(name: string): string {
  if (name.includes(',')) return text(name.split(',')[0]);
  const words = name.split(/\s+/).filter(Boolean);
  while (words.length > 1 && /^(?:jr|sr|ii|iii|iv)\.?$/i.test(words.at(-1)!)) words.pop();
  return words.at(-1) ?? '';
}

/** Student papers (APA, MLA, Chicago) carry no section numbers; the general academic layout (Harvard, IEEE) numbers them. */
export const numbersSections = (style: CitationStyle) => citationStyleProfiles[style].studentPaper === null;

/** A style a paper follows instead of its featured style, as its layout needs it: its title (the PDF's subtitle) and its class, which sets the page design and whether citations are notes. */
export interface PaperOwnStyle {
  title: string;
  format: CatalogueFormat;
}

/**
 * Where an export puts what it read of the paper's uploaded style for the
 * layouts: a render worker has no database. Set by the export from the
 * owner's styles; a value stored in the paper's data is never trusted.
 */
const uploadedStyleKey = 'uploadedStyle';

/** The paper's data as the layouts read it: with the uploaded style the export found for its `user:` style, or without any. */
export function withUploadedStyle(data: Record<string, unknown>, style: { title: string; format: CatalogueFormat } | undefined): Record<string, unknown> {
  const { [uploadedStyleKey]: _stored, ...rest } = data;
  return style && isUserStyleId(rest.cslStyle) ? { ...rest, [uploadedStyleKey]: { title: style.title, format: style.format } } : rest;
}

/**
 * The style a paper follows instead of its featured style (`data.cslStyle`):
 * a catalogue style the catalogue holds, or an uploaded style the export
 * found (withUploadedStyle); undefined when the paper follows its featured style.
 */
export function paperCatalogueStyle(data: Record<string, unknown>): PaperOwnStyle | undefined {
  if (isCatalogueStyleId(data.cslStyle)) {
    const style = catalogueStyle(data.cslStyle);
    return style && { title: style.title, format: style.format };
  }
  const uploaded = data[uploadedStyleKey] as { title?: unknown; format?: unknown } | undefined;
  if (!isUserStyleId(data.cslStyle) || typeof uploaded?.title !== 'string' || !(catalogueFormats as readonly unknown[]).includes(uploaded.format)) return undefined;
  return { title: uploaded.title, format: uploaded.format as CatalogueFormat };
}

/**
 * A paper's front matter from its `data.paper`; the account name stands in
 * for an empty author. A paper in a catalogue or uploaded style is laid out
 * as the featured style of its class (layoutStyleOfFormat), its citations in
 * notes when the style's are.
 */
export function paperFrontOf(data: Record<string, unknown>, accountName: string, lang: string): PaperFront {
  const catalogued = paperCatalogueStyle(data);
  const style = catalogued ? layoutStyleOfFormat[catalogued.format] : paperStyleOf(data);
  const paper = data.paper && typeof data.paper === 'object' ? (data.paper as Record<string, unknown>) : {};
  const author = text(paper.author) || text(accountName);
  const due = text(paper.dueDate);
  return {
    style,
    notes: catalogued ? catalogued.format === 'note' : cslFormOf(style, data.chicagoForm).citations === 'note',
    numbered: numbersSections(style),
    design: citationStyleProfiles[style].studentPaper,
    author,
    affiliation: text(paper.affiliation),
    course: text(paper.course),
    instructor: text(paper.instructor),
    date: due ? paperDate(due, style, lang) : '',
    surname: surnameOf(author),
  };
}
