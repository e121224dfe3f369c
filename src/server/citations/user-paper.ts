import { paperStyleOf, type CitationStyle } from '../../shared/academic.ts';
import type { Language } from '../../shared/languages.ts';
import type { FormattedPaper } from '../../shared/papers.ts';
import { chicagoForms, styleIdOf, type ChicagoForm } from '../../shared/references.ts';
import { isCatalogueStyleId, isUserStyleId, type FormatStyleId, type OwnStyleChoice } from '../../shared/citation-styles.ts';
import { catalogueStyle } from './catalogue.ts';
import type { RenderPool } from '../typst/pool.ts';
import { withBibliography, type FormatPaperInput } from './format.ts';
import { libraryEntries } from './library.ts';
import type { Database } from '../db/client.ts';
import { parsePool, parsedOffLoop } from '../parsing/pool.ts';
import { userStyleSource } from '../features/styles/service.ts';
import type { UserStyleSource } from './styles.ts';

export interface PaperFormatting {
  style: CitationStyle;
  chicagoForm?: ChicagoForm | undefined;
  /** A style of the catalogue, or one the owner uploaded, the paper follows instead of `style` (which keeps the paper's layout: the general one). */
  cslStyle?: OwnStyleChoice | undefined;
  includeUncited?: boolean | undefined;
  language: Language;
}

/**
 * The style a paper is formatted in: its catalogue style when the catalogue
 * holds it, its uploaded style when the owner has it (another user's id reads
 * as a missing one), else its featured style's form.
 */
async function formatStyleOf(db: Database, userId: string, options: Pick<PaperFormatting, 'style' | 'chicagoForm' | 'cslStyle'>): Promise<{ style: FormatStyleId; userStyle?: UserStyleSource }> {
  const chosen = options.cslStyle;
  if (isCatalogueStyleId(chosen) && catalogueStyle(chosen)) return { style: chosen };
  const userStyle = isUserStyleId(chosen) ? await userStyleSource(db, userId, chosen) : undefined;
  if (userStyle) return { style: userStyle.id, userStyle };
  return { style: styleIdOf(options.style, options.chicagoForm) };
}

/**
 * What citeproc reads to print a paper: the entries of the owner's library
 * it cites (only the owner's: another user's keys read as unknown), or every
 * entry when the list includes uncited works, and the citations themselves.
 * Reading the citations of a long paper is a fifth of a second: a parse
 * worker reads them once, and the render worker formats what it read
 * without reading the text again.
 */
export async function paperToFormat(db: Database, userId: string, markdown: string, options: PaperFormatting): Promise<FormatPaperInput> {
  const includeUncited = options.includeUncited ?? false;
  const citations = includeUncited ? undefined : await parsedOffLoop(parsePool.run('citations', { markdown }));
  const cited = citations && [...new Set(citations.flatMap((citation) => citation.sources.map((source) => source.key)))];
  const [items, style] = await Promise.all([libraryEntries(db, userId, cited), formatStyleOf(db, userId, options)]);
  return { markdown, items, ...style, language: options.language, includeUncited, ...(citations ? { citations } : {}) };
}

/**
 * A paper as it prints: every citation and the reference list formatted by
 * citeproc from the owner's library. The editor's preview; an export formats
 * its paper in the same render job as its file (export/service.ts).
 */
export async function formatUserPaper(db: Database, pool: RenderPool, userId: string, markdown: string, options: PaperFormatting): Promise<FormattedPaper> {
  // citeproc is synchronous and takes up to a second for hundreds of references: a render worker runs it.
  const paper = await pool.formatPaper(await paperToFormat(db, userId, markdown, options));
  return { markdown: withBibliography(paper), unknownKeys: paper.unknownKeys, listed: paper.bibliography.entries.length, printed: paper.printed };
}

/** An academic document's formatting settings from its `data` (defaults: APA, Chicago's notes form). */
export function paperFormattingOf(data: Record<string, unknown>, language: Language): PaperFormatting {
  const style = paperStyleOf(data);
  const chicagoForm = (chicagoForms as readonly unknown[]).includes(data.chicagoForm) ? (data.chicagoForm as ChicagoForm) : undefined;
  // An uploaded style is looked up when the paper is formatted (its owner's only); a catalogue style must be in the catalogue.
  const cslStyle = (isCatalogueStyleId(data.cslStyle) && catalogueStyle(data.cslStyle)) || isUserStyleId(data.cslStyle) ? data.cslStyle : undefined;
  return { style, chicagoForm, cslStyle, includeUncited: data.includeUncited === true, language };
}
