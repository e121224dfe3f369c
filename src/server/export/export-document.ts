import type { DocumentRecord } from '../../shared/documents.ts';
import { escapeMarkdown } from '../../shared/markdown-escape.ts';
import { markdownToText, opensWithHeading } from '../../shared/markdown.ts';
import type { ExportFormat } from '../../shared/plans.ts';
import { resumeDataSchema, resumeToMarkdown, resumeToPlainText } from '../../shared/resume.ts';
import { resumeTemplateInput, templateOf } from '../typst/resume-input.ts';
import { formatPaper, withBibliography, type FormatPaperInput } from '../citations/format.ts';
import { documentTemplateInput, documentTemplateOf } from './document-pdf.ts';
import { layoutCost } from './document-tree.ts';
import { markdownToDocx } from './docx.ts';
import { letterToDocx } from './letter-docx.ts';
import { letterFrontOf } from './letter-layout.ts';
import { resumeToDocx } from './resume-docx.ts';
import { markdownToHtmlDocument } from './html.ts';
import { markdownToRtf } from './rtf.ts';

/**
 * The export engine's one entry point. It runs inside a render worker
 * (`typst/render-worker.mjs`), never on the event loop: parsing a long
 * document and building its file can take far longer than a request may
 * hold the loop.
 */

/** What an export reads: a stored document, or one the user has not saved (the Essay Generator's draft). */
export type ExportableDocument = Pick<DocumentRecord, 'type' | 'title' | 'content' | 'data' | 'updatedAt'> & {
  /**
   * The language dates, hyphenation and quotes follow: a paper's is the one it was formatted in (its owner's
   * interface language); another document's is its own (`DocumentRecord.language`), null or none for English.
   */
  language?: string | null;
  /**
   * A paper's citations to format before its file is built, in the same job:
   * its library entries, style and language, and the citations as the parse
   * worker read them. The file prints the formatted text and reference list.
   */
  cite?: Omit<FormatPaperInput, 'markdown'>;
};

/** Compiles a Typst template (in `typst/templates`) with its `/data.json` to PDF: the worker's own compiler. */
type CompilePdf = (template: string, data: unknown) => Uint8Array;

/** The Markdown of a text document, with the title as its heading unless it already opens with one. */
export function markdownOf(doc: Pick<DocumentRecord, 'title' | 'content'>): string {
  return opensWithHeading(doc.content) ? doc.content : `# ${escapeMarkdown(doc.title)}\n\n${doc.content}`;
}

/** Estimated Typst time (ms, one core) beyond which a PDF is refused: ~6× the longest real document, half the pool's deadline. */
export const LAYOUT_BUDGET_MS = 10_000;

/** A document too long or too complex to lay out as a PDF in reasonable time (other formats still work). */
class TooComplexError extends Error {
  override name = 'TooComplexError';
  readonly reason = 'too_complex';
}

const withNewline = (text: string) => (text.endsWith('\n') ? text : text + '\n');

/**
 * One document in one format. Every format reads the same model: the
 * Markdown (a resume's Markdown is derived from its data) or, where the
 * format has a real layout of its own (PDF, DOCX), the resume's data itself.
 * A paper's citations are formatted here first, so that a paper costs one
 * job in one worker like any other document.
 */
export async function exportDocument(given: ExportableDocument, format: ExportFormat, author: string, compilePdf: CompilePdf): Promise<string | Uint8Array> {
  const doc = given.cite ? { ...given, content: withBibliography(formatPaper({ ...given.cite, markdown: given.content })) } : given;
  if (doc.type === 'resume') {
    const data = resumeDataSchema.parse(doc.data);
    switch (format) {
      case 'pdf':
        return compilePdf(`resume-${templateOf(data)}`, resumeTemplateInput(data, doc.title));
      case 'docx':
        return new Uint8Array(await resumeToDocx(resumeTemplateInput(data, doc.title), templateOf(data)));
      case 'txt':
        return resumeToPlainText(data);
      case 'md':
        return resumeToMarkdown(data);
      case 'html':
        return markdownToHtmlDocument(resumeToMarkdown(data), { title: doc.title });
      case 'rtf':
        return markdownToRtf(resumeToMarkdown(data), { title: doc.title });
    }
  }
  const type = doc.type;
  switch (format) {
    case 'pdf': {
      const input = documentTemplateInput({ ...doc, type }, author, doc.language ?? undefined);
      const cost = layoutCost(input);
      if (cost > LAYOUT_BUDGET_MS) throw new TooComplexError(`layout estimated at ${Math.round(cost)} ms`);
      return compilePdf(documentTemplateOf(type), input);
    }
    case 'docx': {
      const lang = doc.language ? { lang: doc.language } : {};
      if (type === 'cover-letter') return new Uint8Array(await letterToDocx(doc.content, { title: doc.title, ...lang, front: letterFrontOf(doc, author, doc.language ?? undefined) }));
      return new Uint8Array(await markdownToDocx(doc.content, { title: doc.title, layout: type, ...lang, ...(type === 'academic' ? { paper: { data: doc.data, author } } : {}) }));
    }
    case 'txt':
      return markdownToText(markdownOf(doc));
    case 'md':
      return withNewline(markdownOf(doc));
    case 'html':
      return markdownToHtmlDocument(doc.content, { title: doc.title });
    case 'rtf':
      return markdownToRtf(doc.content, { title: doc.title });
  }
}
