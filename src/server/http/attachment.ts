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
