// Files a reference's attachment is tested and measured with, written here
// byte by byte (nothing downloaded): PDFs with a text layer per page, a
// "scanned" PDF with only a picture, a password-protected PDF, Word documents
// and other ZIP files.
import { strToU8, zipSync } from 'fflate';

const latin1 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

/**
 * A PDF whose pages each hold these lines of text (Helvetica, one of the
 * 14 fonts every reader knows, so no font is embedded); a page given as
 * null holds only a small grey picture and no text, as a scan does.
 * `encrypted`: protected by a user password (RC4, as old Acrobat wrote),
 * which no reader can open without it.
 */
export function pdf(pages: ReadonlyArray<readonly string[] | null>, options: { encrypted?: boolean } = {}): Uint8Array {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const pagesId = add('');
  const kids: number[] = [];
  for (const lines of pages) {
    const escape = (line: string) => line.replace(/[\\()]/g, (c) => `\\${c}`);
    const content =
      lines === null
        ? 'q 200 0 0 200 100 400 cm BI /W 2 /H 2 /BPC 8 /CS /G ID \x80\x40\x40\x80 EI Q'
        : `BT /F1 11 Tf 72 740 Td 14 TL ${lines.map((line) => `(${escape(line)}) '`).join(' ')} ET`;
    const stream = add(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    kids.push(add(`<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${stream} 0 R >>`));
  }
  objects[pagesId - 1] = `<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const catalog = add(`<< /Type /Catalog /Pages ${pagesId} 0 R >>`);
  let trailerExtra = '';
  if (options.encrypted) {
    // O and U values no empty password matches: a reader must ask for the password.
    const encrypt = add(`<< /Filter /Standard /V 1 /R 2 /Length 40 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -4 >>`);
    trailerExtra = ` /Encrypt ${encrypt} 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>]`;
  }
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R${trailerExtra} >>\nstartxref\n${xref}\n%%EOF\n`;
  return latin1(out);
}

/** A ZIP file holding these files. */
export function zip(files: Record<string, string>): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
}

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot' }[c]};`);

/** A Word document (.docx) of these paragraphs: the least a reader needs (content types, the package's relation, the body). */
export function docx(paragraphs: readonly string[]): Uint8Array {
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs
      .map((paragraph) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(paragraph)}</w:t></w:r></w:p>`)
      .join('')}</w:body></w:document>`,
  });
}
