import type { AvailableExportFormat, DocumentRecord } from '../../../shared/documents.ts';
import { markdownToText } from '../../../shared/markdown.ts';
import { resumeDataSchema, resumeToMarkdown, resumeToPlainText } from '../../../shared/resume.ts';


const contentTypes: Record<AvailableExportFormat, string> = {
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
};

/** The Markdown of a text document, with the title as its heading unless it already opens with one. */
export function markdownOf(doc: Pick<DocumentRecord, 'title' | 'content'>): string {
  return /^\s*#\s/.test(doc.content) ? doc.content : `# ${doc.title}\n\n${doc.content}`;
}

/** Windows, macOS and Linux all accept it; Unicode letters stay, anything else becomes '-'. */
export function fileNameFor(title: string, extension: string): string {
  const base = title
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '-')
    .replace(/\s+/g, ' ')
    .replace(/-{2,}/g, '-')
    .replace(/^[\s.-]+|[\s.-]+$/g, '')
    .slice(0, 100)
    .trim();
  return `${base || 'document'}.${extension}`;
}

/** A Content-Disposition header that every browser reads, with the UTF-8 name where it differs from the ASCII one. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '') || 'document';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function renderExport(doc: DocumentRecord, format: AvailableExportFormat): { body: string; contentType: string; fileName: string } {
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
