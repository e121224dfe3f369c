// A paper's formatting request: the editor sends its Markdown and
// style; the server answers the paper with every citation and the reference
// list formatted by citeproc from the user's library.
import { citationStyles } from './academic.ts';
import { parseCitations } from './citations.ts';
import { documentLimits } from './documents.ts';
import { languages } from './languages.ts';
import type { CitationStyle } from './academic.ts';
import { chicagoForms, type ChicagoForm } from './references.ts';
import { catalogueFields, catalogueFormats, catalogueStyleIdSchema, ownStyleChoiceSchema, type CatalogueFormat, type CatalogueStyleId, type OwnStyleChoice } from './citation-styles.ts';
import { z } from './zod.ts';

export const formatPaperSchema = z.object({
  markdown: z
    .string()
    .max(documentLimits.content, { message: 'validation.tooLong' })
    .refine((v) => !v.includes('\u0000'), { message: 'validation.invalidCharacters' }),
  style: z.enum(citationStyles, { message: 'validation.invalidChoice' }),
  chicagoForm: z.enum(chicagoForms, { message: 'validation.invalidChoice' }).optional(),
  /** A style of the catalogue (`csl:nature`), or one the user uploaded (`user:<uuid>`), the paper follows instead of `style`. */
  cslStyle: ownStyleChoiceSchema.optional(),
  includeUncited: z.boolean().optional(),
  /** The interface language: CSL terms ("p." / "S.", "and" / "und") follow it. */
  language: z.enum(languages, { message: 'validation.invalidChoice' }).optional(),
});

/** `GET /api/papers/styles`: a page of the style catalogue, found by words of its title, its field or its citation format. */
export const styleSearchQuerySchema = z.object({
  search: z.string().trim().max(200, { message: 'validation.tooLong' }).optional(),
  /** One style by its id (answers it alone, or nothing). */
  id: catalogueStyleIdSchema.optional(),
  field: z.enum(catalogueFields, { message: 'validation.invalidChoice' }).optional(),
  format: z.enum(catalogueFormats, { message: 'validation.invalidChoice' }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});

/** A style of the catalogue, as the picker lists it. */
export interface CatalogueStyleSummary {
  id: CatalogueStyleId;
  title: string;
  format: CatalogueFormat;
  fields: string[];
}

export interface StyleSearchResult {
  styles: CatalogueStyleSummary[];
  total: number;
}

export interface FormattedPaper {
  /** The paper with its citations formatted and its reference list (and notes) appended, as Markdown. */
  markdown: string;
  /** Keys cited in the text that are not in the library: shown as typed, and listed here. */
  unknownKeys: string[];
  /** How many works the reference list holds. */
  listed: number;
  /** Each citation as it prints, in the order of the text. */
  printed: PrintedCitation[];
}

/** One citation as it prints (Markdown): what stands in the sentence and, in a note style, its note. */
export interface PrintedCitation {
  text: string;
  note?: string;
  /** None of its sources is in the library: it prints as its keys with a question mark. */
  unknown?: true;
}

/** Pandoc's locator labels, as the citation picker offers them. */
export const locatorLabels = { page: 'p.', chapter: 'chap.', section: 'sec.', paragraph: 'para.', figure: 'fig.' } as const;
export type LocatorLabel = keyof typeof locatorLabels;

/** How a citation reads: (Smith, 2020) · (2020) with the author named in the sentence · Smith (2020). */
export const citationForms = ['parenthetical', 'suppress-author', 'narrative'] as const;
export type CitationForm = (typeof citationForms)[number];

/**
 * The Pandoc Markdown of one citation: `[see @a; @b, p. 12]`, `[-@a]` or
 * `@a [p. 12]` (narrative, one source). The locator goes with the last
 * source, the prefix ("see", "cf.") before the first; a narrative citation
 * has no prefix (its words are the sentence's).
 */
export function citationMarkdown(keys: readonly string[], form: CitationForm, locator?: { label: LocatorLabel; value: string }, prefix = ''): string {
  const where = locator?.value.trim() ? `${locatorLabels[locator.label]} ${locator.value.trim().replace(/[\][;]/g, '')}` : '';
  if (form === 'narrative' && keys.length === 1) return where ? `@${keys[0]} [${where}]` : `@${keys[0]}`;
  const dash = form === 'suppress-author' ? '-' : '';
  const before = prefix.trim().replace(/[\][;@]/g, '');
  const parts = keys.map((key, index) => `${index === 0 && before ? `${before} ` : ''}${dash}@${key}${index === keys.length - 1 && where ? `, ${where}` : ''}`);
  return `[${parts.join('; ')}]`;
}

/** What the citation picker shows of a citation it changes. */
export interface CitationChoice {
  keys: string[];
  form: CitationForm;
  locator: { label: LocatorLabel; value: string };
  prefix: string;
}

const pickerLabels = Object.keys(locatorLabels) as LocatorLabel[];

/**
 * A citation's Markdown as the picker's choices, or undefined when the
 * picker cannot show all of it (a locator or suffix on a source but the
 * last, a prefix but the first, a locator label it does not offer, sources
 * with and without the author): such a citation is changed in the Markdown
 * view, so nothing of it is lost.
 */
export function citationChoice(markdown: string): CitationChoice | undefined {
  const [citation, ...more] = parseCitations(markdown);
  if (!citation || more.length || citation.start !== 0 || citation.end !== markdown.length) return undefined;
  const { sources } = citation;
  const last = sources[sources.length - 1];
  if (!last) return undefined;
  const simple = sources.every((s, i) => !s.suffix && (i === 0 || !s.prefix) && (s === last || s.locator === undefined) && s.suppressAuthor === sources[0]?.suppressAuthor);
  const label = last.label ?? 'page';
  if (!simple || !pickerLabels.includes(label as LocatorLabel)) return undefined;
  const form: CitationForm = citation.mode === 'narrative' ? 'narrative' : sources[0]?.suppressAuthor ? 'suppress-author' : 'parenthetical';
  return { keys: sources.map((s) => s.key), form, locator: { label: label as LocatorLabel, value: last.locator ?? '' }, prefix: sources[0]?.prefix ?? '' };
}

/** The paper settings kept in an academic document's `data` (src/shared/documents.ts). */
export interface PaperSettings {
  citationStyle?: CitationStyle;
  chicagoForm?: ChicagoForm;
  /** null: dropped (the paper follows its featured style again). */
  cslStyle?: OwnStyleChoice | null;
  includeUncited?: boolean;
  paper?: { author?: string; affiliation?: string; course?: string; instructor?: string; dueDate?: string };
}
