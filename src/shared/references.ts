// A user's reference library: the kinds a student cites, the
// fields each kind's form edits, and the CSL-JSON item every reference is
// stored as (the format citeproc formats and Citation.js reads and writes).
import { z } from './zod.ts';
import { planRules, type Plan } from './plans.ts';
import type { AttachmentTextStatus } from './reference-attachments.ts';

/** The kinds the Add reference form offers, each with its CSL type. */
export const referenceKinds = ['article-journal', 'book', 'chapter', 'edited-book', 'webpage', 'report', 'thesis', 'paper-conference', 'article-newspaper', 'article-magazine'] as const;
export type ReferenceKind = (typeof referenceKinds)[number];

/** CSL item types we read and write. An edited book is a CSL `book` with editors and no authors. */
export const cslTypes = ['entry', 'article-journal', 'book', 'chapter', 'webpage', 'report', 'thesis', 'paper-conference', 'article-newspaper', 'article-magazine', 'article', 'manuscript', 'document', 'post-weblog', 'dataset', 'entry-encyclopedia', 'entry-dictionary', 'legal_case', 'legislation', 'patent', 'motion_picture', 'broadcast', 'interview', 'personal_communication', 'software', 'standard', 'speech', 'review', 'review-book', 'map', 'graphic', 'song', 'musical_score', 'pamphlet', 'post', 'figure', 'bill', 'treaty', 'classic', 'collection', 'event', 'hearing', 'performance', 'periodical', 'regulation'] as const;
export type CslType = (typeof cslTypes)[number];

/**
 * Text fields a form may edit (CSL variable names). The short forms are what
 * a style prints where it asks for `form="short"`: `title-short` in Chicago's
 * later notes ("Smith, *Short Title*, 12"), `container-title-short` where
 * IEEE abbreviates the journal ("J. Adolesc. Health").
 */
export const referenceTextFields = ['title', 'title-short', 'container-title', 'container-title-short', 'collection-title', 'volume', 'issue', 'page', 'publisher', 'publisher-place', 'DOI', 'URL', 'edition', 'genre', 'number', 'event-title', 'ISBN', 'ISSN', 'abstract', 'note'] as const;
export type ReferenceTextField = (typeof referenceTextFields)[number];

/**
 * Which fields each kind's form shows, in order (authors/editors, dates and
 * title are on every form). Every kind's list opens with `title-short`, which
 * the form shows right under the title; the journal abbreviation follows the
 * journal (or proceedings, magazine, newspaper) it abbreviates.
 */
export const referenceKindFields: Record<ReferenceKind, readonly ReferenceTextField[]> = {
  'article-journal': ['title-short', 'container-title', 'container-title-short', 'volume', 'issue', 'page', 'DOI', 'URL'],
  book: ['title-short', 'edition', 'publisher', 'publisher-place', 'ISBN', 'DOI', 'URL'],
  chapter: ['title-short', 'container-title', 'edition', 'page', 'publisher', 'publisher-place', 'DOI', 'URL'],
  'edited-book': ['title-short', 'edition', 'publisher', 'publisher-place', 'ISBN', 'DOI', 'URL'],
  webpage: ['title-short', 'container-title', 'URL'],
  report: ['title-short', 'number', 'publisher', 'publisher-place', 'DOI', 'URL'],
  thesis: ['title-short', 'genre', 'publisher', 'publisher-place', 'URL'],
  'paper-conference': ['title-short', 'container-title', 'container-title-short', 'event-title', 'page', 'publisher', 'publisher-place', 'DOI', 'URL'],
  'article-newspaper': ['title-short', 'container-title', 'container-title-short', 'page', 'URL'],
  'article-magazine': ['title-short', 'container-title', 'container-title-short', 'volume', 'issue', 'page', 'URL'],
};

/** References one library may hold, by the user's effective plan (the plan table's numbers). */
const libraryCaps = { free: planRules.free.referenceLibrary, pro: planRules.pro.referenceLibrary } as const satisfies Record<Plan, number>;

export const referenceLimits = {
  key: 100,
  text: 2_000,
  names: 100,
  /** References one library may hold, by the user's effective plan. */
  libraryCaps,
  /** The most any library holds (the largest plan's cap): the bound of every query that reads a whole library. */
  library: Math.max(...Object.values(libraryCaps)),
  /** Characters of an import sent in the JSON form (`{text}`). */
  importText: 2_000_000,
  /** Bytes of an import file sent as it is (the request's body is the file's text). */
  importBytes: 40 * 1024 * 1024,
  /** Entries of one import. */
  importEntries: 20_000,
  search: 200,
  /** The library's list: references per page (at most, and when the request names none), and keys one request may ask for. */
  listPage: 500,
  listPageDefault: 100,
  listKeys: 500,
} as const;

/**
 * A citation key, as written in a paper's Markdown (`[@smith2020, p. 12]`):
 * Pandoc's rule, kept to ASCII — a letter, digit or underscore, then letters,
 * digits and `_ : . # $ % & - + ? < > ~ /`, not ending in punctuation.
 */
export const citationKeyPattern = /^[A-Za-z0-9_](?:[A-Za-z0-9_:.#$%&\-+?<>~/]*[A-Za-z0-9_])?$/;

const noNul = (v: string) => !v.includes('\u0000');
const text = (max: number = referenceLimits.text) => z.string().max(max, { message: 'validation.tooLong' }).refine(noNul, { message: 'validation.invalidCharacters' });

/** A person (family and given names, or a given name alone) or an organisation (`literal`). */
const cslNameSchema = z
  .looseObject({
    family: text(500).optional(),
    given: text(500).optional(),
    literal: text(500).optional(),
    'non-dropping-particle': text(100).optional(),
    'dropping-particle': text(100).optional(),
    suffix: text(100).optional(),
  })
  // A mononym (Banksy) is a given name alone, as CSL writes it.
  .refine((n) => Boolean(n.family?.trim() || n.literal?.trim() || n.given?.trim()), { message: 'references.nameRequired' });
export type CslName = z.infer<typeof cslNameSchema>;

/** A CSL date: `date-parts` ([[year, month?, day?]]), or free text (`literal`, e.g. "n.d." or "in press"). */
const cslDateSchema = z.looseObject({
  'date-parts': z
    .array(z.array(z.union([z.number().int().min(-9999).max(9999), z.string().regex(/^-?\d{1,4}$/)])).min(1).max(3))
    .min(1)
    .max(2)
    .optional(),
  literal: text(200).optional(),
  circa: z.union([z.boolean(), z.number(), z.string().max(10)]).optional(),
});
export type CslDate = z.infer<typeof cslDateSchema>;

/**
 * A name in one form wherever it comes from: "van der Hoek" (the form, RIS,
 * Zotero, a braced BibTeX name) and "van der" + "Hoek" (BibTeX) are the same
 * name to citeproc. The library keeps the particle apart, so every format's
 * export reads back to the same item. A particle starts with a lowercase
 * letter, as the form, RIS and Zotero read one: a capitalised word BibTeX
 * took for one (`{D}oppelkopf Verband`, read by BibTeX's own rule) is part of
 * the family name.
 */
export function withParticle<Name extends CslName>(name: Name): Name {
  const particle = name['non-dropping-particle'];
  if (typeof name.family === 'string' && typeof particle === 'string' && /^\p{Lu}/u.test(particle.trim())) {
    const { 'non-dropping-particle': _particle, ...rest } = name;
    return { ...rest, family: `${particle.trim()} ${name.family}` } as Name;
  }
  if (typeof name.family !== 'string' || name['non-dropping-particle'] || name['dropping-particle']) return name;
  const split = /^((?:\p{Ll}[\p{L}'’]*\s+)+)(\p{Lu}.*)$/u.exec(name.family);
  return split ? { ...name, family: split[2], 'non-dropping-particle': split[1]!.trim() } : name;
}

const names = z.array(cslNameSchema).max(referenceLimits.names, { message: 'validation.tooLong' });

/**
 * A CSL-JSON item as the library stores it. Unknown CSL variables are kept
 * (Citation.js may add them). CSL requires no title (a letter, an interview,
 * a legal case may have none): the Add reference form asks for one, an
 * import takes an item without.
 */
export const cslItemSchema = z.looseObject({
  type: z.enum(cslTypes, { message: 'validation.invalidChoice' }),
  title: text().optional(),
  author: names.optional(),
  editor: names.optional(),
  translator: names.optional(),
  'container-author': names.optional(),
  issued: cslDateSchema.optional(),
  accessed: cslDateSchema.optional(),
  ...Object.fromEntries(referenceTextFields.filter((f) => f !== 'title').map((f) => [f, text().optional()])),
});
export type CslItem = z.infer<typeof cslItemSchema> & Partial<Record<ReferenceTextField, string>>;

/** A reference as the API answers it. */
export interface Reference {
  id: string;
  /** The citation key (`[@key]` in a paper). */
  key: string;
  kind: ReferenceKind;
  item: CslItem;
  createdAt: string;
  updatedAt: string;
}

export const createReferenceSchema = z.object({
  /** Optional: made from the first author and year (smith2020, smith2020a …) when missing. */
  key: z.string().trim().max(referenceLimits.key, { message: 'validation.tooLong' }).regex(citationKeyPattern, { message: 'references.invalidKey' }).optional(),
  item: cslItemSchema,
});
export type CreateReferenceInput = z.input<typeof createReferenceSchema>;

export const updateReferenceSchema = z.object({ item: cslItemSchema }).strict();

export const referenceFormats = ['bibtex', 'ris', 'csl-json'] as const;
export type ReferenceFormat = (typeof referenceFormats)[number];

export const importReferencesSchema = z.object({
  text: z.string().min(1, { message: 'validation.required' }).max(referenceLimits.importText, { message: 'validation.tooLong' }).refine(noNul, { message: 'validation.invalidCharacters' }),
  /** Omitted: recognised from the text. */
  format: z.enum(referenceFormats, { message: 'validation.invalidChoice' }).optional(),
  /** true: only read and answer the preview; false: add what could be read. */
  dryRun: z.boolean().default(true),
});

/** One entry of an import: read (with the key it will get) or not, with why. */
export type ImportedEntry =
  | {
      index: number;
      ok: true;
      key: string;
      kind: ReferenceKind;
      item: CslItem;
      duplicateOf?: string;
      /** What reading the file could not resolve for this entry, as English sentences (a crossref parent missing from the file). */
      warnings?: string[];
    }
  | { index: number; ok: false; label: string; error: string };

/** The kind a CSL item is shown as in the form. */
export function kindOf(item: Pick<CslItem, 'type' | 'author' | 'editor'>): ReferenceKind {
  if (item.type === 'book' && !item.author?.length && item.editor?.length) return 'edited-book';
  return (referenceKinds as readonly string[]).includes(item.type) ? (item.type as ReferenceKind) : 'report';
}

/** The CSL type a form kind is stored as. */
export function cslTypeOf(kind: ReferenceKind): CslType {
  return kind === 'edited-book' ? 'book' : kind;
}

// The renderings a paper can be formatted in (the five styles, Chicago in both
// its forms) are part of each style's profile: citation-styles.ts.
export { chicagoForms, styleIdOf, type ChicagoForm, type CitationStyleId } from './citation-styles.ts';

// ---- the library's API (server side) ----

/**
 * `GET /api/references?search=&keys=a,b&limit=100&offset=0`: one page of the
 * library by first author then title, of the references matching the search
 * and having one of the keys (an unknown key is simply absent).
 */
export const listReferencesQuerySchema = z.object({
  search: z.string().trim().max(referenceLimits.search, { message: 'validation.tooLong' }).optional(),
  keys: z
    .string()
    .max((referenceLimits.key + 1) * referenceLimits.listKeys, { message: 'validation.tooLong' })
    .transform((keys) => [...new Set(keys.split(',').map((k) => k.trim()).filter(Boolean))])
    .refine((keys) => keys.length <= referenceLimits.listKeys, { message: 'validation.tooLong' })
    .optional(),
  limit: z.coerce.number().int().min(1).max(referenceLimits.listPage).default(referenceLimits.listPageDefault),
  offset: z.coerce.number().int().min(0).max(referenceLimits.library).default(0),
});

/** A reference as the library lists it: with its attached full text's name and whether it has text, when it has one. */
export interface ReferenceListItem extends Reference {
  attachment: { name: string; textStatus: AttachmentTextStatus } | null;
}

export interface ReferenceList {
  references: ReferenceListItem[];
  /** How many references match (the search, the keys), whatever the page. */
  total: number;
}

/** A document that cites a reference (`GET /api/references/:id`). */
export interface CitingDocument {
  id: string;
  title: string;
}

export interface ReferenceDetail extends Reference {
  citedBy: CitingDocument[];
}

/** `GET /api/references/export?format=&keys=a,b`: the whole library, or the references with these keys. */
export const exportReferencesQuerySchema = z.object({
  format: z.enum(referenceFormats, { message: 'validation.invalidChoice' }),
  keys: z
    .string()
    .max((referenceLimits.key + 1) * referenceLimits.library, { message: 'validation.tooLong' })
    .transform((keys) => [...new Set(keys.split(',').map((k) => k.trim()).filter(Boolean))])
    .optional(),
});

/** What `POST /api/references/import` answers: every entry, and with `dryRun: false` the references added. */
export interface ImportResult {
  format: ReferenceFormat;
  entries: ImportedEntry[];
  added: Reference[];
}

/** A DOI as typed or pasted: `10.1000/xyz`, `doi:10.1000/xyz` or `https://doi.org/10.1000/xyz`. */
const doiPattern = /^10\.\d{4,9}\/\S{1,400}$/;

export function normaliseDoi(text: string): string {
  return text
    .trim()
    .replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i, '')
    .trim();
}

export const doiLookupSchema = z.object({
  doi: z
    .string()
    .max(500, { message: 'validation.tooLong' })
    .transform(normaliseDoi)
    .refine((doi) => doiPattern.test(doi), { message: 'references.invalidDoi' }),
});

/** A DOI's metadata as a form prefill (not saved). */
export interface DoiLookupResult {
  kind: ReferenceKind;
  item: CslItem;
}
