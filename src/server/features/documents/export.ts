import { fileNameFor } from '../../../shared/file-name.ts';
import type { ExportFormat } from '../../../shared/plans.ts';
import type { ExportableDocument } from '../../export/export-document.ts';
import type { RenderPool } from '../../typst/pool.ts';
import { renderedOrFailed } from '../../typst/render-resume.ts';

export const contentTypes: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  html: 'text/html; charset=utf-8',
  rtf: 'application/rtf',
};

/**
 * A Content-Disposition header every browser reads: an ASCII `filename` for
 * old clients (accents dropped; 'document' when nothing ASCII is left) and
 * the exact UTF-8 name in `filename*`.
 */
export function attachmentHeader(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const [base, extension] = dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ''];
  const asciiBase = base
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '')
    .replace(/^[\s.-]+|[\s.-]+$/g, '');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiBase || 'document'}${extension}"; filename*=UTF-8''${encoded}`;
}

export interface ExportContext {
  pool: RenderPool;
  /** The signed-in user's name: the author in a paper's title block, the sender of a letter. */
  author: string;
}

export interface ExportFile {
  body: string | Uint8Array<ArrayBuffer>;
  contentType: string;
  fileName: string;
}

/** One document in one format, built in a render worker (the event loop only waits). */
export async function renderExport(doc: ExportableDocument, format: ExportFormat, ctx: ExportContext): Promise<ExportFile> {
  const output = await renderedOrFailed(ctx.pool.export(doc, format, ctx.author));
  return { body: typeof output === 'string' ? output : new Uint8Array(output), contentType: contentTypes[format], fileName: fileNameFor(doc.title, format) };
}
