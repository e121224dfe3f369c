import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What poppler reads from a PDF: its text in reading order, its font lines (pdffonts) and its page count. */
export function pdfFacts(pdf: Buffer): { text: string; fonts: string[]; pages: number } {
  const dir = mkdtempSync(path.join(tmpdir(), 'inkwell-pdf-'));
  const file = path.join(dir, 'document.pdf');
  try {
    writeFileSync(file, pdf);
    // poppler warns about Typst's tagged-PDF structure on stderr; the text is unaffected.
    const run = (tool: string, args: string[]) => execFileSync(tool, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return {
      text: run('pdftotext', [file, '-']),
      fonts: run('pdffonts', [file]).split('\n').slice(2).filter(Boolean),
      pages: Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [file]))?.[1]),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
