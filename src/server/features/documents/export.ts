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
