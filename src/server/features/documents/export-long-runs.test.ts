import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DocumentRecord } from '../../../shared/documents.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { appForFile, signedInUserForFile } from '../../testing/app-for-file.ts';
import { pdfFacts } from '../../testing/pdf.ts';

// A run of characters with no space in it (a token, a hash, a long URL) is
// wrapped in every PDF layout, so all of it is on the page: before, it ran
// off the right edge and a 50,000-character token kept 109 characters
// (templates/long-runs.typ). Read back the way a reader
// copies it out of the file: pdftotext, line breaks removed.

const t = appForFile();
const user = signedInUserForFile(t);

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Random letters and digits: no break opportunity anywhere, and no stretch of
 * it a word hyphenation knows. It ends with a letter, so none of its lines
 * reads as a page number.
 */
function token(length: number): string {
  return Array.from(randomBytes(length - 1), (byte) => alphabet[byte % alphabet.length]).join('') + 'Z';
}

type DocumentInput = Pick<DocumentRecord, 'type' | 'title'> & { content?: string; data?: Record<string, unknown> };

/** A saved document's export, through the route. */
async function exportOf(json: DocumentInput, format: 'pdf' | 'docx'): Promise<Response> {
  const created = await t.request('/api/documents', { method: 'POST', json, cookie: user.cookie });
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = (await created.json()) as DocumentRecord;
  return t.request(`/api/documents/${id}/export?format=${format}`, { cookie: user.cookie });
}

/** A saved document's PDF: its text as pdftotext reads it, and its page count. */
async function pdfOf(json: DocumentInput): Promise<{ text: string; pages: number }> {
  const res = await exportOf(json, 'pdf');
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return pdfFacts(Buffer.from(await res.arrayBuffer()));
}

/**
 * The PDF's text with the line breaks the layout made taken out, and what
 * reading order puts between a run's lines: page numbers, where a run
 * crosses a page, and the `beside` texts (a running head, a table's
 * repeated header row, the cell or label next to the run's first line: a
 * random run all but never contains one of them). Nothing else
 * is removed: the run must come back exactly as written, so a zero-width
 * space or soft hyphen inside it (a copied token or URL would not work)
 * fails the comparison. An ordinary word around it may be hyphenated at a
 * line end, as justified text is.
 */
function joined(text: string, beside: readonly string[]): string {
  let lines = text.split(/[\n\f]/).filter((line) => !/^\s*\d{1,4}\s*$/.test(line)).join('\n');
  for (const part of beside) lines = lines.replaceAll(part, '');
  return lines.replace(/\s+/g, '');
}

function expectWhole(text: string, runs: Record<string, string>, beside: readonly string[] = []): void {
  const flat = joined(text, beside);
  for (const [where, run] of Object.entries(runs)) expect(flat.includes(run), `the run in ${where} is cut or has an invisible break inside`).toBe(true);
}

describe('long unbreakable runs in PDFs: every character is on the page', () => {
  it('a 50,000-character token in an essay code block, exported through the API', { timeout: 60_000 }, async () => {
    const run = token(50_000);
    const { text, pages } = await pdfOf({ type: 'essay', title: 'Token dump', content: `Before the code.\n\n\`\`\`\n${run}\n\`\`\`\n\nAfter the code.\n` });
    expectWhole(text, { 'the code block': run });
    // About a hundred characters a line: the run fills pages instead of one cut line.
    expect(pages).toBeGreaterThan(5);
    expect(text).toContain('After the code.');
  });

  it('in a paragraph, inline code, a heading, a table cell, a block quote, a list item and a link', { timeout: 60_000 }, async () => {
    const runs = {
      paragraph: token(3_000),
      'inline code': token(1_500),
      heading: token(400),
      'table cell': token(1_500),
      'block quote': token(1_500),
      'list item': token(1_500),
      'numbered item': token(1_500),
      link: `https://example.org/${token(600)}`,
      'code line with spaces': token(800),
    };
    const content = [
      `An ordinary sentence, then ${runs.paragraph} and more words after it.`,
      `Inline code: \`${runs['inline code']}\` ends here.`,
      `## ${runs.heading}`,
      `| Key (name) | Value (text) |\n|---|---|\n| Run no. 7 | ${runs['table cell']} |`,
      `> ${runs['block quote']}`,
      `- first\n- ${runs['list item']}\n- last`,
      `1. ${runs['numbered item']}`,
      `A link: <${runs.link}>.`,
      `\`\`\`\nconst value = "${runs['code line with spaces']}";\n\`\`\``,
    ].join('\n\n');
    const { text } = await pdfOf({ type: 'essay', title: 'Runs everywhere', content });
    expectWhole(text, runs, ['Key (name)', 'Value (text)', 'Run no. 7']);
  });

  it.each(['apa', 'mla', 'chicago', 'harvard', 'ieee'] as const)('in an academic paper, %s layout', { timeout: 60_000 }, async (citationStyle) => {
    const runs = { paragraph: token(4_000), code: token(4_000), 'table cell': token(800) };
    const content = `# Hash study\n\n## Method\n\nThe digest was ${runs.paragraph}, as printed.\n\n\`\`\`\n${runs.code}\n\`\`\`\n\n| Run no. | Digest (hex) |\n|---|---|\n| 1 | ${runs['table cell']} |\n`;
    const { text } = await pdfOf({ type: 'academic', title: 'Hash study', content, data: { academicType: 'research', citationStyle } });
    // The running head is the title; the table's header row comes again on the page its row continues on.
    expectWhole(text, runs, ['Hash study', 'Run no.', 'Digest (hex)']);
  });

  it('in a cover letter and in a business document (an essay from a business template)', { timeout: 60_000 }, async () => {
    const letter = token(3_000);
    expectWhole((await pdfOf({ type: 'cover-letter', title: 'Application', content: `Dear Ms. Reyes,\n\nMy portfolio: ${letter}\n\nSincerely,\\\nAda`, data: { company: 'Initech', position: 'Analyst' } })).text, { letter });
    const proposal = token(3_000);
    expectWhole((await pdfOf({ type: 'essay', title: 'Project proposal', content: `# Project proposal\n\n## Budget\n\n| Item no. | Reference (code) |\n|---|---|\n| Servers | ${proposal} |\n` })).text, { proposal }, ['Item no.', 'Reference (code)']);
  });

  it.each(['professional', 'modern', 'creative', 'minimal'] as const)("in a resume's summary, bullets and sidebar, %s template", { timeout: 60_000 }, async (template) => {
    const runs = { summary: token(4_000), bullet: token(2_000), skill: token(150) };
    const data = {
      template,
      personalInfo: { fullName: 'Ada Lovelace', email: 'ada@example.org' },
      summary: runs.summary,
      experience: [{ id: 'e1', company: 'Initech', position: 'Analyst', startDate: '2021', current: true, description: `• ${runs.bullet}\n• Built dashboards.` }],
      skills: [{ id: 's1', name: runs.skill, level: 4 }],
    };
    const { text } = await pdfOf({ type: 'resume', title: 'Resume', data });
    // The skill's level is written beside its name (or after it).
    expectWhole(text, runs, ['Expert', '(Expert)']);
  });

  it('long words are not runs: they break only where hyphenation allows, with a hyphen', { timeout: 60_000 }, async () => {
    const words = ['counterrevolutionaries', 'incomprehensibilities', 'internationalization', 'Geschwindigkeitsbegrenzungen'];
    const paragraph = Array.from({ length: 120 }, (_, i) => words[i % words.length]).join(' ');
    const { text } = await pdfOf({ type: 'essay', title: 'Long words', content: `${paragraph}

The end.` });
    const body = text.slice(text.indexOf('counterrevolutionaries'), text.indexOf('The end.'));
    const lines = body.split(/[\n\f]/).map((line) => line.trim()).filter((line) => line !== '' && !/^\d+$/.test(line));
    expect(lines.length).toBeGreaterThan(5);
    // Each line ends at a whole word, or with a hyphen (soft, from hyphenation, or the word's own).
    const ends = lines.map((line) => line.split(/\s+/).at(-1)!);
    for (const end of ends) expect(/\u00ad$/.test(end) || words.some((word) => word.endsWith(end)), `a line ends inside a word: "${end}"`).toBe(true);
    expect(ends.some((end) => end.endsWith('\u00ad'))).toBe(true);
  });

  it('a run far beyond any real document (350,000 characters) is refused before layout with a clear message; its DOCX still works', { timeout: 60_000 }, async () => {
    // Every character of a run is a box of its own: about 12 s of Typst here, beyond the layout budget.
    const doc: DocumentInput = { type: 'essay', title: 'Huge token', content: `\`\`\`\n${token(350_000)}\n\`\`\`\n` };
    const res = await exportOf(doc, 'pdf');
    await expectApiError(res.clone(), 'render_failed');
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/too long or complex to lay out as a PDF/);
    expect((await exportOf(doc, 'docx')).status).toBe(200);
  });

});
