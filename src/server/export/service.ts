import { fileNameFor } from '../../shared/file-name.ts';
import { defaultLanguage } from '../../shared/languages.ts';
import { documentTypeRule, type DocumentTypeRule } from '../../shared/document-types.ts';
import { exportFormatNames, exportFormatsByPlan, type ExportFormat, type Plan } from '../../shared/plans.ts';
import { paperFormattingOf, paperToFormat } from '../citations/user-paper.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { restartingMessage, restartRetryAfterSeconds } from '../http/shutdown.ts';
import { perUserSlots } from '../http/slots.ts';
import { storedLanguage } from '../preferences/settings-store.ts';
import type { CountUsage } from '../preferences/usage.ts';
import { RenderBusyError, RenderError, RenderStoppedError, type RenderPool } from '../typst/pool.ts';
import type { ExportableDocument } from './export-document.ts';
import { withUploadedStyle } from './paper-layout.ts';

/**
 * The one way a document becomes a file, whoever asks: the Download of a
 * stored document, the Download of an unsaved draft, and the public API's
 * export. It checks the plan's formats, builds the file in one render job
 * (a paper's citations formatted in the same job), answers every failure of
 * that job alike, names the file and counts the export. It knows nothing of
 * HTTP; the routes read the request and send the file.
 */

const contentTypes: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  html: 'text/html; charset=utf-8',
  rtf: 'application/rtf',
};

export interface ExportFile {
  body: string | Uint8Array<ArrayBuffer>;
  contentType: string;
  fileName: string;
}

/** Who exports: whose library a paper cites, whose plan decides the formats, and the name a paper's title block and a letter's sender print. */
export interface Exporter {
  id: string;
  name: string;
  plan: Plan;
  /** A shared document's owner, whose reference library a paper prints from (absent: the exporter's own). */
  ownerId?: string;
}

export interface ExportDeps {
  db: Database;
  renderPool: RenderPool;
  countUsage?: CountUsage | undefined;
}

// Exports share the render workers: one user's files wait behind each other, not everyone's.
const exports = perUserSlots(3, 'You already have {max} downloads being prepared. Wait for one to finish.');

/** Free: PDF, DOCX, TXT and Markdown; Pro adds HTML and RTF. Any other → 403 plan_required, before any work is done. */
export function requireExportFormat(plan: Plan, format: ExportFormat): void {
  if (!exportFormatsByPlan[plan].includes(format)) throw new AppError('plan_required');
}

/** A format outside the document type's own list (document-types.ts) → 400 validation_failed naming it, before any work is done. */
export function requireTypeFormat(rule: Pick<DocumentTypeRule, 'exports'> | null, format: ExportFormat): void {
  if (!rule?.exports.includes(format)) throw new AppError('validation_failed', `This kind of document cannot be downloaded as ${exportFormatNames[format]}.`, 'format');
}

/** One document as a file for its owner: the plan's and the type's checks, one render job in one of the user's export slots, then the usage count. */
export async function exportFile(deps: ExportDeps, exporter: Exporter, doc: ExportableDocument, format: ExportFormat): Promise<ExportFile> {
  requireExportFormat(exporter.plan, format);
  requireTypeFormat(documentTypeRule(doc.type), format);
  const printed = await printable(deps.db, exporter.ownerId ?? exporter.id, doc);
  const release = exports.take(exporter.id);
  let file: ExportFile;
  try {
    file = await renderExport(printed, format, { pool: deps.renderPool, author: exporter.name });
  } finally {
    release();
  }
  await deps.countUsage?.(exporter.id, `export.${format}`);
  return file;
}

/**
 * A document as its files print it: an academic paper carries what its
 * citations are formatted with (the owner's library entries and citations,
 * and uploaded style, in the owner's interface language), so that the render job formats them
 * and builds the file in one go; any other document goes as it is.
 */
async function printable(db: Database, userId: string, doc: ExportableDocument): Promise<ExportableDocument> {
  if (doc.type !== 'academic') return doc;
  const language = (await storedLanguage(db, userId)) ?? defaultLanguage;
  const { markdown: _text, ...cite } = await paperToFormat(db, userId, doc.content, paperFormattingOf(doc.data, language));
  // The layouts name an uploaded style and lay out its notes from the paper's data: the one the owner has, read here.
  return { ...doc, data: withUploadedStyle(doc.data, cite.userStyle), language, cite };
}

export interface ExportContext {
  pool: RenderPool;
  /** The exporting user's name: the author in a paper's title block, the sender of a letter. */
  author: string;
}

/** One document in one format, built in a render worker (the event loop only waits), named after its title. */
export async function renderExport(doc: ExportableDocument, format: ExportFormat, ctx: ExportContext): Promise<ExportFile> {
  const output = await renderedOrFailed(ctx.pool.export(doc, format, ctx.author));
  return { body: typeof output === 'string' ? output : new Uint8Array(output), contentType: contentTypes[format], fileName: fileNameFor(doc.title, format) };
}

/**
 * A render whose failures answer as the API does, for every export format
 * and the resume preview alike: a document that cannot be rendered (its job
 * threw, its worker died or ran out of time) is `render_failed`, with a
 * sentence of its own for one too long to lay out; a pool with a full queue,
 * or one closed because the server stops, is `service_unavailable` with a
 * moment to wait.
 */
export async function renderedOrFailed<T>(render: Promise<T>): Promise<T> {
  try {
    return await render;
  } catch (error) {
    if (error instanceof RenderError) {
      throw error.reason === 'too_complex'
        ? new AppError('render_failed', 'This document is too long or complex to lay out as a PDF. Download it as DOCX or another format, or split it into shorter documents.')
        : new AppError('render_failed');
    }
    if (error instanceof RenderStoppedError) {
      // The server stopped before this render came back: never a reset, a 503 to try again.
      const stopping = new AppError('service_unavailable', restartingMessage);
      stopping.retryAt = new Date(Date.now() + restartRetryAfterSeconds * 1000).toISOString();
      throw stopping;
    }
    if (error instanceof RenderBusyError) {
      const busy = new AppError('service_unavailable', 'Many documents are being rendered right now. Please try again in a few seconds.');
      busy.retryAt = new Date(Date.now() + 5_000).toISOString();
      throw busy;
    }
    throw error;
  }
}
