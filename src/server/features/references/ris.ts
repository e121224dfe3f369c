// Reading and writing RIS ourselves, without Citation.js: its writer wrapped
// every value at 70 characters (titles, URLs and DOIs cut mid-word), cut IDs
// to 20 characters and dropped end pages and notes; its reader lost the year
// of Web of Science, Ovid, CINAHL and Covidence exports and every title of
// Cochrane's. The reader takes what real tools write (their quirks are named
// where they are handled); the writer writes what the reader, Zotero and
// EndNote read back.
import { cslTypes, normaliseDoi, withParticle, type CslDate, type CslItem, type CslName, type CslType } from '../../../shared/references.ts';

// ---- types ----

/** The RIS type each CSL type is written as: the RIS specification's, as Zotero and EndNote read them. */
const risTypes: Partial<Record<CslType, string>> = {
  'article-journal': 'JOUR',
  book: 'BOOK',
  chapter: 'CHAP',
  webpage: 'ELEC',
  report: 'RPRT',
  thesis: 'THES',
  'paper-conference': 'CPAPER',
  'article-newspaper': 'NEWS',
  'article-magazine': 'MGZN',
  manuscript: 'MANSCPT',
  document: 'GEN',
  'post-weblog': 'BLOG',
  dataset: 'DATA',
  'entry-encyclopedia': 'ENCYC',
  'entry-dictionary': 'DICT',
  legal_case: 'CASE',
  legislation: 'STAT',
  patent: 'PAT',
  motion_picture: 'MPCT',
  personal_communication: 'PCOMM',
  software: 'COMP',
  standard: 'STAND',
  speech: 'SLIDE',
  map: 'MAP',
  graphic: 'ART',
  song: 'SOUND',
  musical_score: 'MUSIC',
  pamphlet: 'PAMP',
  figure: 'FIGURE',
  bill: 'BILL',
  classic: 'ANCIENT',
  hearing: 'HEAR',
  periodical: 'JFULL',
  regulation: 'LEGAL',
};

/**
 * The other RIS types real files hold, by the CSL type they are read as. A CSL
 * type with no RIS type of its own (article, interview, review …) is written
 * as GEN with the CSL type as its "Type of Work" (M3): EndNote shows it there,
 * Zotero files it as a document, and our reader gives the type back.
 */
const cslTypeOfRis: Record<string, CslType> = {
  ...Object.fromEntries(Object.entries(risTypes).map(([csl, ris]) => [ris, csl as CslType])),
  ABST: 'article-journal',
  EJOUR: 'article-journal',
  INPR: 'article-journal',
  WEB: 'webpage',
  CONF: 'paper-conference',
  EBOOK: 'book',
  EDBOOK: 'book',
  CLSWK: 'book',
  SER: 'book',
  ECHAP: 'chapter',
  GOVDOC: 'report',
  UNPB: 'manuscript',
  UNPD: 'manuscript',
  ICOMM: 'personal_communication',
  VIDEO: 'motion_picture',
  ADVS: 'motion_picture',
  MULTI: 'motion_picture',
  CHART: 'graphic',
  UNBILL: 'bill',
  CTLG: 'document',
  AGGR: 'document',
  DBASE: 'document',
  EQUA: 'document',
  GRANT: 'document',
  GRNT: 'document',
};

/** Articles in periodicals: databases write their own document type ("Article", "Erratum") in M3, and their ISSN in SN. */
const periodicalArticles = new Set<string>(['article-journal', 'article-magazine', 'article-newspaper', 'periodical']);

// ---- values shared by the reader and the writer ----

/** A tag line: two characters, one or two spaces, a hyphen and the value (Cochrane writes two spaces after the hyphen). */
const tagLine = /^([A-Z][A-Z0-9]) {1,2}-(?: +(.*?))?\s*$/;
/** Rayyan writes some tags on the line of the one before, after a run of spaces. */
const inlineTag = / {4,}(?=[A-Z][A-Z0-9] {2}- )/;

type Identifier = 'ISBN' | 'ISSN' | 'number';

/** One SN value is an ISBN, an ISSN or (for reports and patents, as Zotero writes them) the item's number. */
function identifierKind(value: string, type: string): Identifier {
  const label = /\((ISBN|ISSN)\)$/i.exec(value)?.[1]?.toUpperCase();
  if (label) return label as Identifier;
  const digits = value.replace(/[\s-]/g, '');
  if (/^\d{7}[\dX]$/i.test(digits)) return 'ISSN';
  if (/^(?:\d{9}[\dX]|\d{13})$/i.test(digits)) return 'ISBN';
  if (type === 'report' || type === 'patent') return 'number';
  return periodicalArticles.has(type) ? 'ISSN' : 'ISBN';
}

const identifierPieces = (value: string) =>
  value
    .split(/[;\n]|,\s*/)
    .map((piece) => piece.trim())
    .filter(Boolean);

// ---- reading ----

interface Field {
  tag: string;
  value: string;
}

/** The record's tags in order, continuation lines joined to the value before them; nothing after ER. */
function fieldsOf(text: string): Field[] {
  const fields: Field[] = [];
  let started = false;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    for (const line of raw.split(inlineTag)) {
      const match = tagLine.exec(started ? line : line.replace(/^\uFEFF/, '').trimStart());
      if (!started) {
        // Ovid numbers its records ("6. ") and Cochrane heads them ("Record #3 of 18") before TY.
        if (match?.[1] !== 'TY') continue;
        started = true;
      }
      if (match?.[1] === 'ER') return fields;
      if (match) fields.push({ tag: match[1]!, value: match[2] ?? '' });
      // A line without a tag continues the value before it (abstracts in paragraphs, EndNote's second ISSN, WoS's notes).
      else fields.at(-1)!.value += `\n${line.trim()}`;
    }
  }
  if (!started) throw new Error('The record does not start with a TY line.');
  return fields;
}

const monthNames = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

interface DateParts {
  year?: number;
  month?: number;
  day?: number;
}

/**
 * A date as tools write it: `2024`, `2024///`, `2021//`, `2024/04/03/`,
 * `2023/06//`, `2024-02-01`, `2016-12//`, or Web of Science's `SEP 22` and
 * `DEC` (month and day, the year being in PY).
 */
function dateOf(text: string): DateParts {
  const numeric = /^(-?\d{1,4})(?:$|[/-](\d{1,2})?(?:[/-](\d{1,2})?)?)/.exec(text);
  let year: number | undefined;
  let month: number | undefined;
  let day: number | undefined;
  // A year of four digits, or one before the common era as the writer puts it (`-44///`); `12/2020` is no year 12.
  if (numeric && (numeric[1]!.length === 4 || numeric[1]!.startsWith('-'))) {
    [year, month, day] = numeric.slice(1).map((part) => (part ? Number(part) : undefined));
  } else {
    const named = new RegExp(`\\b(${monthNames.join('|')})[a-z]*\\.?(?:\\s+(\\d{1,2})\\b)?`, 'i').exec(text);
    year = Number(/\b(\d{4})\b/.exec(text)?.[1]) || undefined;
    if (named) {
      month = monthNames.indexOf(named[1]!.toLowerCase()) + 1;
      day = named[2] ? Number(named[2]) : undefined;
    }
  }
  if (!month || month > 12) return year ? { year } : {};
  return { ...(year ? { year } : {}), month, ...(day && day <= 31 ? { day } : {}) };
}

const dateValue = (parts: DateParts): CslDate => ({ 'date-parts': [[parts.year!, ...(parts.month ? [parts.month, ...(parts.day ? [parts.day] : [])] : [])]] });

/**
 * The publication date from every tag that holds one: the year from PY or Y1
 * (else DA), month and day from the first of them that agrees with that year.
 * Y2 is the access date (Zotero's, the RIS specification's), except in a
 * record without DA whose Y2 falls in the publication year: Ovid and Citavi
 * write the full publication date there.
 */
function datesOf(first: (tag: string) => string | undefined): { issued?: CslDate; accessed?: CslDate } {
  const texts = ['PY', 'Y1', 'DA'].map(first);
  const dates = texts.map((text) => (text ? dateOf(text) : {}));
  const year = dates.find((d) => d.year)?.year;
  const y2Text = first('Y2');
  const y2 = y2Text ? dateOf(y2Text) : undefined;
  const y2IsPublication = Boolean(year && y2?.year === year && !first('DA'));
  if (y2IsPublication) dates.push(y2!);
  const result: { issued?: CslDate; accessed?: CslDate } = {};
  if (year) {
    const precise = dates.find((d) => d.month && (!d.year || d.year === year));
    result.issued = dateValue({ year, ...(precise ? { month: precise.month, day: precise.day } : {}) });
  } else {
    // "in press", "n.d.": kept as the text it is.
    const literal = texts.find((text) => text && !/\d/.test(text));
    if (literal) result.issued = { literal };
  }
  if (y2?.year && !y2IsPublication) result.accessed = dateValue(y2);
  return result;
}

/** "Family, Given, Suffix" or an organisation; EPPI-Reviewer's "Brownstein C D" (family, then initials) too. */
function nameOf(text: string): CslName | undefined {
  const parts = text.replace(/\s+/g, ' ').split(',').map((part) => part.trim());
  // More parts than a name has: a list of names on one line (PsycInfo's A2 holds its cited authors), not one name.
  if (parts.length > 3) return undefined;
  const [family, given, suffix] = parts;
  if (!family) return undefined;
  if (parts.length === 1) {
    // A family name in capitals ("JUNCHANG LÜ", as CINAHL writes some) is no family name and initials.
    const initials = /^(\p{Lu}\p{Ll}[\p{L}'’-]*) ((?:\p{Lu}\.? ?){1,3})$/u.exec(family);
    return initials ? { family: initials[1]!, given: initials[2]!.trim() } : { literal: family };
  }
  // Citavi writes a missing given name as "null".
  const known = (part: string | undefined) => (part && part !== 'null' ? part : undefined);
  // "van der Hoek, W.": lower-case words before the family name are its particle, as BibTeX and citeproc read them.
  return withParticle({ family, ...(known(given) ? { given } : {}), ...(known(suffix) ? { suffix } : {}) });
}

/**
 * One RIS record (from its `TY  -` line to its `ER  -` line) as a CSL-JSON
 * item, with `id` from ID when it has one. Invents nothing: a record without
 * a title gives an item without one. Throws when there is no record to read.
 */
export function readRisRecord(text: string): Record<string, unknown> {
  const fields = fieldsOf(text);
  const values = (...tags: string[]) =>
    fields
      .filter((f) => tags.includes(f.tag))
      .map((f) => f.value.trim())
      .filter(Boolean);
  const first = (...tags: string[]) => tags.map((tag) => values(tag)[0]).find(Boolean);
  const firstLine = (...tags: string[]) => first(...tags)?.split('\n')[0];

  const risType = first('TY')?.toUpperCase() ?? '';
  let type: string = cslTypeOfRis[risType] ?? 'document';
  const kinds = values('M3');
  const keptType = risType === 'GEN' ? kinds.find((kind) => (cslTypes as readonly string[]).includes(kind)) : undefined;
  if (keptType) type = keptType;
  const item: Record<string, unknown> = { type };
  const set = (field: string, value: unknown) => {
    if (value !== undefined && value !== '' && !(Array.isArray(value) && !value.length)) item[field] = value;
  };

  set('id', first('ID'));
  set('title', first('TI', 'T1', 'CT') ?? (type === 'book' ? first('BT') : undefined));
  // EPPI-Reviewer's short title is its author and year ("Brownstein (2024)"), not a title.
  const short = first('ST');
  if (short && !/^[^()]+ \(\d{4}[a-z]?\)$/.test(short)) set('title-short', short);

  const names = (...tags: string[]) => values(...tags).map(nameOf).filter((n): n is CslName => Boolean(n));
  const authors = names('AU', 'A1');
  const editors = names('A2', 'ED');
  // An edited book (EDBOOK) names its editors in AU.
  if (risType === 'EDBOOK' && !editors.length) set('editor', authors);
  else {
    set('author', authors);
    set('editor', editors);
  }
  set('collection-editor', names('A3'));
  set('translator', names('A4'));
  if (type === 'chapter') set('container-author', names('C2'));

  // The journal, book, site or proceedings: T2 in the specification, JF/JO in older files, JA alone in Cochrane's.
  const container = type === 'paper-conference' ? first('C3', 'BT', 'JF', 'JO') : first('T2', 'JF', 'JO', ...(type === 'book' ? [] : ['BT']), 'JA');
  set('container-title', container);
  if (type === 'paper-conference') set('event-title', first('T2'));
  // Its abbreviation: J2 (Zotero), JA (RefWorks), JI (Web of Science), JO (Embase); whichever is not the name itself.
  set(
    'container-title-short',
    ['J2', 'JA', 'JI', 'JO'].map((tag) => first(tag)).find((value) => value && value !== container),
  );
  set('collection-title', first('T3'));

  const { issued, accessed } = datesOf((tag) => first(tag));
  set('issued', issued);
  set('accessed', accessed);

  set('volume', first('VL'));
  set('issue', first('IS'));
  const start = first('SP');
  const end = first('EP');
  set('page', start && end && !/[-–]/.test(start) ? `${start}-${end}` : (start ?? end));
  // RIS's section: a book's chapter.
  set('chapter-number', first('SE'));
  set('edition', first('ET'));
  set('publisher', first('PB', 'PU'));
  // Rayyan writes the first author's address in CY: a place has at most two commas ("Cambridge, MA, USA").
  set('publisher-place', [first('CY'), first('PP')].find((place) => place && place.split(',').length <= 3));

  const identifiers: Record<Identifier, string[]> = { ISBN: [], ISSN: [], number: [] };
  for (const value of values('SN')) {
    for (const piece of identifierPieces(value)) identifiers[identifierKind(piece, type)].push(piece.replace(/\s*\((?:ISBN|ISSN)\)$/i, ''));
  }
  set('ISBN', identifiers.ISBN.join(', '));
  set('ISSN', identifiers.ISSN.join(', '));
  // An article's number is C7 (Web of Science, Scopus); databases write affiliations and cited references in its M1.
  set('number', identifiers.number.join(', ') || (periodicalArticles.has(type) ? first('C7') : first('M1', 'C7')));
  const doiLike = (value: string | undefined) => (value && /^10\.\d{4,9}\/\S+$/.test(normaliseDoi(value)) ? normaliseDoi(value) : undefined);
  // Ovid writes the DOI as a URL, CINAHL in L3, old EndNote in M3.
  set('DOI', doiLike(first('DO')) ?? [...values('M3'), ...values('L3')].map(doiLike).find(Boolean));
  if (!periodicalArticles.has(type)) set('genre', kinds.filter((kind) => kind !== keptType && !doiLike(kind))[0]);
  // RefWorks and EPPI-Reviewer put several URLs on one line.
  set('URL', first('UR')?.split(/\s+/)[0]);

  // CINAHL adds a second AB with the copyright notice: the first is the abstract.
  set('abstract', first('AB', 'N2'));
  set('note', values('N1').join('\n'));
  set('keyword', values('KW').flatMap((value) => value.split('\n')).map((k) => k.trim()).filter(Boolean).join(', '));
  set('language', firstLine('LA'));
  set('source', firstLine('DB'));
  return item;
}

// ---- writing ----

/** A name as RIS writes it; a family name alone keeps its comma, so it is not read back as an organisation. */
function nameText(name: CslName): string {
  const one = (value: string | undefined) => value?.replace(/\s+/g, ' ').trim() ?? '';
  if (name.literal?.trim()) return one(name.literal);
  const family = one([name['non-dropping-particle'], name.family].filter(Boolean).join(' '));
  const given = one([name.given, name['dropping-particle']].filter(Boolean).join(' '));
  if (name.suffix?.trim()) return `${family}, ${given}, ${one(name.suffix)}`;
  return given ? `${family}, ${given}` : `${family},`;
}

const pad = (value: unknown, width: number) => String(value).padStart(width, '0');

/** A date as DA and Y2 write it, `YYYY/MM/DD/` with empty parts (`2020///`, `2020/05//`). */
function risDate(date: CslDate | undefined): { year?: string; full?: string } {
  const parts = date?.['date-parts']?.[0];
  if (parts?.length) {
    const [year, month, day] = parts.map((part) => Number(part));
    return { year: String(year), full: `${year! < 0 ? year : pad(year, 4)}/${month ? pad(month, 2) : ''}/${month && day ? pad(day, 2) : ''}/` };
  }
  return date?.literal?.trim() ? { year: date.literal.trim() } : {};
}

/** A journal, book or proceedings title and the conference's name, in the tags the reader takes them from. */
function containerLines(item: CslItem): Array<[string, unknown]> {
  if (item.type === 'paper-conference') {
    return [
      ['T2', item['event-title']],
      ['C3', item['container-title']],
    ];
  }
  return [['T2', item['container-title']]];
}

/** SN lines: each identifier as it is, labelled where the reader would take it for another kind (Scopus labels them so). */
function identifierLines(item: CslItem): Array<[string, unknown]> {
  const lines: Array<[string, unknown]> = [];
  for (const kind of ['ISBN', 'ISSN'] as const) {
    const value = item[kind]?.trim();
    if (!value) continue;
    const pieces = identifierPieces(value);
    lines.push(['SN', pieces.every((piece) => identifierKind(piece, item.type) === kind) ? value : pieces.map((piece) => `${piece} (${kind})`).join('; ')]);
  }
  return lines;
}

/**
 * The references as an RIS file: one record per reference, its ID the key as
 * it is, every value on its own line however long. A value of several lines
 * (an abstract, a note) goes on as continuation lines, which Zotero and
 * EndNote read as part of it; a continuation line that would look like a tag
 * is indented by a space, which the reader drops.
 */
export function writeRis(references: Array<{ key: string; item: CslItem }>): string {
  return references
    .map(({ key, item }) => {
      const lines: string[] = [];
      const put = (tag: string, value: unknown) => {
        const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
        if (!text) return;
        const [head, ...rest] = text.split(/\r\n|\r|\n/);
        // Spaces before a tag would split the line as Rayyan's are split: three are kept.
        const safe = (line: string) => line.replace(inlineTag, '   ');
        lines.push(`${tag}  - ${safe(head!.trim())}`, ...rest.map((line) => (tagLine.test(line.trimStart()) ? ` ${safe(line)}` : safe(line))));
      };
      const names = (tag: string, list: unknown) => {
        if (Array.isArray(list)) for (const name of list as CslName[]) put(tag, nameText(name));
      };
      const extra = item as Record<string, unknown>;
      const risType = risTypes[item.type] ?? 'GEN';
      put('TY', risType);
      put('ID', key);
      put('TI', item.title);
      put('ST', item['title-short']);
      names('AU', item.author);
      names('A2', item.editor);
      names('A3', extra['collection-editor']);
      names('A4', item.translator);
      // Zotero's tag for a chapter's book author.
      if (item.type === 'chapter') names('C2', item['container-author']);
      for (const [tag, value] of containerLines(item)) put(tag, value);
      put('J2', item['container-title-short']);
      put('T3', item['collection-title']);
      const issued = risDate(item.issued);
      put('PY', issued.year);
      put('DA', issued.full);
      put('Y2', risDate(item.accessed).full);
      put('VL', item.volume);
      put('IS', item.issue);
      const range = item.page?.trim().match(/^([^\s-]+)-([^\s-]+)$/);
      put('SP', range ? range[1] : item.page);
      put('EP', range?.[2]);
      put('SE', item['chapter-number']);
      put('ET', item.edition);
      put('PB', item.publisher);
      put('CY', item['publisher-place']);
      // A report's or patent's number goes in SN as Zotero writes it (unless it would be read back as an ISBN or
      // ISSN), an article's in C7 (the specification's article number), any other's in M1.
      const number = item.number?.trim();
      put(periodicalArticles.has(item.type) ? 'C7' : number && identifierKind(number, item.type) === 'number' ? 'SN' : 'M1', number);
      if (risType === 'GEN' && item.type !== 'document') put('M3', item.type);
      put('M3', item.genre);
      for (const [tag, value] of identifierLines(item)) put(tag, value);
      put('DO', item.DOI);
      put('UR', item.URL);
      put('AB', item.abstract);
      put('N1', item.note);
      if (typeof extra.keyword === 'string') for (const keyword of extra.keyword.split(', ')) put('KW', keyword);
      put('LA', extra.language);
      put('DB', extra.source);
      return `${lines.join('\n')}\nER  - \n`;
    })
    .join('\n');
}
