// A user's reference library: the kinds a student cites, the
// fields each kind's form edits, and the CSL-JSON item every reference is
// stored as (the format citeproc formats and Citation.js reads and writes).
import { z } from './zod.ts';
import type { AttachmentTextStatus } from './reference-attachments.ts';

/** The kinds the Add reference form offers, each with its CSL type. */
export const referenceKinds = ['article-journal', 'book', 'chapter', 'edited-book', 'webpage', 'report', 'thesis', 'paper-conference', 'article-newspaper', 'article-magazine'] as const;
export type ReferenceKind = (typeof referenceKinds)[number];

/** CSL item types we read and write. An edited book is a CSL `book` with editors and no authors. */
export const cslTypes = ['article-journal', 'book', 'chapter', 'webpage', 'report', 'thesis', 'paper-conference', 'article-newspaper', 'article-magazine', 'article', 'manuscript', 'document', 'post-weblog', 'dataset', 'entry-encyclopedia', 'entry-dictionary', 'legal_case', 'legislation', 'patent', 'motion_picture', 'broadcast', 'interview', 'personal_communication', 'software', 'standard', 'speech', 'review', 'review-book', 'map', 'graphic', 'song', 'musical_score', 'pamphlet', 'post', 'figure', 'bill', 'treaty', 'classic', 'collection', 'event', 'hearing', 'performance', 'periodical', 'regulation'] as const;
export type CslType = (typeof cslTypes)[number];

/** Text fields a form may edit (CSL variable names). */
export const referenceTextFields = ['title', 'container-title', 'collection-title', 'volume', 'issue', 'page', 'publisher', 'publisher-place', 'DOI', 'URL', 'edition', 'genre', 'number', 'event-title', 'ISBN', 'ISSN', 'abstract', 'note'] as const;
export type ReferenceTextField = (typeof referenceTextFields)[number];

/** Which fields each kind's form shows, in order (authors/editors, dates and title are on every form). */
export const referenceKindFields: Record<ReferenceKind, readonly ReferenceTextField[]> = {
  'article-journal': ['container-title', 'volume', 'issue', 'page', 'DOI', 'URL'],
  book: ['edition', 'publisher', 'publisher-place', 'ISBN', 'DOI', 'URL'],
  chapter: ['container-title', 'edition', 'page', 'publisher', 'publisher-place', 'DOI', 'URL'],
  'edited-book': ['edition', 'publisher', 'publisher-place', 'ISBN', 'DOI', 'URL'],
  webpage: ['container-title', 'URL'],
  report: ['number', 'publisher', 'publisher-place', 'DOI', 'URL'],
  thesis: ['genre', 'publisher', 'publisher-place', 'URL'],
  'paper-conference': ['container-title', 'event-title', 'page', 'publisher', 'publisher-place', 'DOI', 'URL'],
  'article-newspaper': ['container-title', 'page', 'URL'],
  'article-magazine': ['container-title', 'volume', 'issue', 'page', 'URL'],
};

export const referenceLimits = {
  key: 100,
  text: 2_000,
  names: 100,
  /** References in one library. */
  library: 5_000,
  /** Characters of one import (BibTeX, RIS or CSL-JSON). */
  importText: 2_000_000,
  /** Entries of one import. */
  importEntries: 1_000,
  search: 200,
} as const;

/**
 * A citation key, as written in a paper's Markdown (`[@smith2020, p. 12]`):
 * Pandoc's rule, kept to ASCII — a letter, digit or underscore, then letters,
 * digits and `_ : . # $ % & - + ? < > ~ /`, not ending in punctuation.
 */
export const citationKeyPattern = /^[A-Za-z0-9_](?:[A-Za-z0-9_:.#$%&\-+?<>~/]*[A-Za-z0-9_])?$/;

const noNul = (v: string) => !v.includes('\u0000');
const text = (max: number = referenceLimits.text) => z.string().max(max, { message: 'validation.tooLong' }).refine(noNul, { message: 'validation.invalidCharacters' });

/** A person (family and given names) or an organisation (`literal`). */
const cslNameSchema = z
  .looseObject({
    family: text(500).optional(),
    given: text(500).optional(),
    literal: text(500).optional(),
    'non-dropping-particle': text(100).optional(),
    'dropping-particle': text(100).optional(),
    suffix: text(100).optional(),
  })
  .refine((n) => Boolean(n.family?.trim() || n.literal?.trim()), { message: 'references.nameRequired' });
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

const names = z.array(cslNameSchema).max(referenceLimits.names, { message: 'validation.tooLong' });

/** A CSL-JSON item as the library stores it. Unknown CSL variables are kept (Citation.js may add them). */
export const cslItemSchema = z.looseObject({
  type: z.enum(cslTypes, { message: 'validation.invalidChoice' }),
  title: text(),
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
export type ImportedEntry = { index: number; ok: true; key: string; kind: ReferenceKind; item: CslItem; duplicateOf?: string } | { index: number; ok: false; label: string; error: string };

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

/** `GET /api/references?search=`: the whole library (at most `referenceLimits.library`), by first author then title. */
export const listReferencesQuerySchema = z.object({
  search: z.string().trim().max(referenceLimits.search, { message: 'validation.tooLong' }).optional(),
});

/** A reference as the library lists it: with its attached full text's name and whether it has text, when it has one. */
interface ReferenceListItem extends Reference {
  attachment: { name: string; textStatus: AttachmentTextStatus } | null;
}

export interface ReferenceList {
  references: ReferenceListItem[];
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
