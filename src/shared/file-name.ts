/** Names Windows reserves for devices, whatever the extension. */
const reservedNames = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;

/** Windows, macOS and Linux all accept it; Unicode letters stay, anything else becomes '-'; at most 100 characters (never half of one). */
export function fileNameFor(title: string, extension: string): string {
  const cleaned = title
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '-')
    .replace(/\s+/g, ' ')
    .replace(/-{2,}/g, '-')
    .replace(/^[\s.-]+|[\s.-]+$/g, '');
  let base = Array.from(cleaned).slice(0, 100).join('').replace(/[\s.-]+$/, '');
  if (reservedNames.test(base)) base = `${base}-document`;
  return `${base || 'document'}.${extension}`;
}
