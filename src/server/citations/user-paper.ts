import { paperStyleOf, type CitationStyle } from '../../shared/academic.ts';
import { defaultLanguage, type Language } from '../../shared/languages.ts';
import type { FormattedPaper } from '../../shared/papers.ts';
import { chicagoForms, styleIdOf, type ChicagoForm } from '../../shared/references.ts';
import type { RenderPool } from '../typst/pool.ts';
import { withBibliography } from './format.ts';
import { libraryEntries } from './library.ts';
import type { Database } from '../db/client.ts';
import { parsePool, parsedOffLoop } from '../parsing/pool.ts';
import { storedLanguage } from '../preferences/settings-store.ts';

export interface PaperFormatting {
  style: CitationStyle;
  chicagoForm?: ChicagoForm | undefined;
  includeUncited?: boolean | undefined;
  language: Language;
}

/**
 * A paper as it prints: every citation and the reference list formatted by
 * citeproc from the owner's library (only the owner's: another user's keys
 * read as unknown). Used by the editor's preview and by every export.
 */
export async function formatUserPaper(db: Database, pool: RenderPool, userId: string, markdown: string, options: PaperFormatting): Promise<FormattedPaper> {
  const includeUncited = options.includeUncited ?? false;
  // The cited references, or every one when the list includes uncited works.
  // Reading the citations of a long paper is a fifth of a second: a parse worker does it.
  const cited = includeUncited ? undefined : ((await parsedOffLoop(parsePool.run('citedKeys', { markdowns: [markdown] })))[0] ?? []);
  const items = await libraryEntries(db, userId, cited);
  // citeproc is synchronous and takes up to a second for hundreds of references: a render worker runs it.
  const paper = await pool.formatPaper({ markdown, items, style: styleIdOf(options.style, options.chicagoForm), language: options.language, includeUncited });
  return { markdown: withBibliography(paper), unknownKeys: paper.unknownKeys, listed: paper.bibliography.entries.length };
}

/** An academic document's formatting settings from its `data` (defaults: APA, Chicago's notes form). */
export function paperFormattingOf(data: Record<string, unknown>, language: Language): PaperFormatting {
  const style = paperStyleOf(data);
  const chicagoForm = (chicagoForms as readonly unknown[]).includes(data.chicagoForm) ? (data.chicagoForm as ChicagoForm) : undefined;
  return { style, chicagoForm, includeUncited: data.includeUncited === true, language };
}

/**
 * A document as its files print it: an academic paper with its citations and
 * reference list formatted from the owner's library, in the owner's
 * interface language; any other document as it is.
 */
export async function printable<T extends { type: string; content: string; data: Record<string, unknown> }>(db: Database, pool: RenderPool, userId: string, doc: T): Promise<T & { language?: Language }> {
  if (doc.type !== 'academic') return doc;
  const language = (await storedLanguage(db, userId)) ?? defaultLanguage;
  const paper = await formatUserPaper(db, pool, userId, doc.content, paperFormattingOf(doc.data, language));
  return { ...doc, content: paper.markdown, language };
}
