import type { AvailableExportFormat, DocumentRecord } from '../../../shared/documents.ts';
import { fileNameFor } from '../../../shared/file-name.ts';
import { markdownToText } from '../../../shared/markdown.ts';
import { resumeDataSchema, resumeToMarkdown, resumeToPlainText } from '../../../shared/resume.ts';


const contentTypes: Record<Exclude<AvailableExportFormat, 'pdf'>, string> = {
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
};

/** The Markdown of a text document, with the title as its heading unless it already opens with one. */
export function markdownOf(doc: Pick<DocumentRecord, 'title' | 'content'>): string {
  return /^(?:[ \t]*\n)*[ ]{0,3}#[ \t]/.test(doc.content) ? doc.content : `# ${doc.title}\n\n${doc.content}`;
}

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

export function renderExport(doc: DocumentRecord, format: Exclude<AvailableExportFormat, 'pdf'>): { body: string; contentType: string; fileName: string } {
  let body: string;
  if (doc.type === 'resume') {
    const data = resumeDataSchema.parse(doc.data);
    body = format === 'txt' ? resumeToPlainText(data) : resumeToMarkdown(data);
  } else {
    const markdown = markdownOf(doc);
    body = format === 'txt' ? markdownToText(markdown) : markdown.endsWith('\n') ? markdown : markdown + '\n';
  }
  return { body, contentType: contentTypes[format], fileName: fileNameFor(doc.title, format) };
}
