import { afterAll, describe, expect, it } from 'vitest';
import { documentLimits, type DocumentRecord } from '../../../shared/documents.ts';
import { resumeToMarkdown, resumeToPlainText, type ResumeData } from '../../../shared/resume.ts';
import { fileNameFor } from '../../../shared/file-name.ts';
import { markdownOf } from '../../export/export-document.ts';
import { attachmentHeader } from '../../http/attachment.ts';
import { renderExport } from '../../export/service.ts';
import { previewOf } from './service.ts';
import { RenderPool } from '../../typst/pool.ts';

/** True when a name holds a character some common file system refuses (Windows is the strictest): reserved marks or control characters. */
function hasUnsafeFileNameCharacter(name: string): boolean {
  return [...name].some((c) => '/\\:*?"<>|'.includes(c) || c.charCodeAt(0) < 0x20);
}

/** True when a string has no lone UTF-16 surrogate (it encodes to UTF-8 without loss). */
function isWellFormed(text: string): boolean {
  return !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}

function record(overrides: Partial<DocumentRecord>): DocumentRecord {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    type: 'essay',
    title: 'Untitled',
    preview: '',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    content: '',
    data: {},
    language: null,
    ...overrides,
  };
}

const resume: ResumeData = {
  personalInfo: { fullName: 'Jane Doe', email: 'jane@example.com', phone: '+1 555 0100' },
  summary: 'Analyst who turns data into decisions.',
  experience: [{ id: 'e1', company: 'Globex', position: 'Data Analyst', startDate: '2021', current: true, description: 'Built dashboards.' }],
  education: [{ id: 'ed1', institution: 'State University', degree: 'BSc', fieldOfStudy: 'Statistics', startDate: '2016', endDate: '2020' }],
  skills: [
    { id: 's1', name: 'SQL', level: 4 },
    { id: 's2', name: 'Python' },
  ],
};

describe('fileNameFor', () => {
  it('keeps letters of any script, digits, spaces, dots, underscores and hyphens', () => {
    expect(fileNameFor('Essay 2 final_v1.2 - draft', 'txt')).toBe('Essay 2 final_v1.2 - draft.txt');
    expect(fileNameFor('Über naïve café', 'md')).toBe('Über naïve café.md');
    expect(fileNameFor('气候变化与城市', 'txt')).toBe('气候变化与城市.txt');
    expect(fileNameFor('Изменение климата', 'txt')).toBe('Изменение климата.txt');
  });

  it('turns path separators and reserved characters into a single hyphen', () => {
    const name = fileNameFor('Climate / Cities: draft?', 'txt');
    expect(name).toBe('Climate - Cities- draft.txt');
    expect(hasUnsafeFileNameCharacter(name)).toBe(false);
    expect(fileNameFor('a/b\\c:d*e?f"g<h>i|j', 'txt')).toBe('a-b-c-d-e-f-g-h-i-j.txt');
    expect(fileNameFor('../../etc/passwd', 'txt')).toBe('etc-passwd.txt');
    expect(fileNameFor('Q&A: why?!', 'md')).toBe('Q-A- why.md');
  });

  it('collapses runs of spaces and hyphens; tabs and line breaks become a hyphen', () => {
    expect(fileNameFor('  spaced     out  ', 'txt')).toBe('spaced out.txt');
    expect(fileNameFor('a--b---c', 'txt')).toBe('a-b-c.txt');
    expect(fileNameFor('line\r\nbreak\tend', 'txt')).toBe('line-break-end.txt');
  });

  it('never starts or ends the name with a dot, hyphen or space (no hidden files)', () => {
    expect(fileNameFor('.hidden', 'txt')).toBe('hidden.txt');
    expect(fileNameFor(' -- notes -- ', 'txt')).toBe('notes.txt');
    expect(fileNameFor('Chapter one...', 'md')).toBe('Chapter one.md');
  });

  it('composes accents (NFC), so a decomposed é stays a letter', () => {
    expect(fileNameFor('Cafe\u0301', 'md')).toBe('Caf\u00e9.md');
  });

  it('caps the name at 100 characters before the extension', () => {
    const name = fileNameFor('x'.repeat(documentLimits.title), 'txt');
    expect(name).toBe('x'.repeat(100) + '.txt');
  });

  it('falls back to "document" when nothing usable is left', () => {
    expect(fileNameFor('', 'txt')).toBe('document.txt');
    expect(fileNameFor('???', 'md')).toBe('document.md');
    expect(fileNameFor('...', 'txt')).toBe('document.txt');
    expect(fileNameFor('😀🎉', 'txt')).toBe('document.txt');
  });

  // BUG (export.ts fileNameFor): `.slice(0, 100)` counts UTF-16 code units and
  // can cut a character outside the BMP in half; attachmentHeader then throws
  // URIError on the lone surrogate and the export answers 500.
  it('never cuts a character outside the BMP in half at the 100-character cap', () => {
    const name = fileNameFor('a' + '𝔸'.repeat(99), 'txt');
    expect(isWellFormed(name)).toBe(true);
    expect(() => attachmentHeader(name)).not.toThrow();
  });
});

describe('attachmentHeader', () => {
  /** The name a browser that reads RFC 6266 filename* takes. */
  function utf8Name(header: string): string | undefined {
    const encoded = header.match(/filename\*=UTF-8''([^;\s]+)/)?.[1];
    return encoded === undefined ? undefined : decodeURIComponent(encoded);
  }

  it('names an ASCII file the same way in both parameters', () => {
    expect(attachmentHeader('notes.txt')).toBe(`attachment; filename="notes.txt"; filename*=UTF-8''notes.txt`);
  });

  it('percent-encodes spaces in filename* and keeps them in the quoted name', () => {
    const header = attachmentHeader('Climate - Cities- draft.txt');
    expect(header).toBe(`attachment; filename="Climate - Cities- draft.txt"; filename*=UTF-8''Climate%20-%20Cities-%20draft.txt`);
    expect(utf8Name(header)).toBe('Climate - Cities- draft.txt');
  });

  it('gives an ASCII fallback without accents and the exact UTF-8 name in filename*', () => {
    const header = attachmentHeader('Über naïve café.md');
    expect(header).toContain('filename="Uber naive cafe.md"');
    expect(utf8Name(header)).toBe('Über naïve café.md');
  });

  it('keeps the UTF-8 name of a title in Chinese', () => {
    expect(utf8Name(attachmentHeader('气候变化与城市.txt'))).toBe('气候变化与城市.txt');
  });

  it('drops quotes, backslashes and control characters from the quoted name (no header injection)', () => {
    const header = attachmentHeader('say "hi"\\ now\r\nSet-Cookie: a=b.txt');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toMatch(/^attachment; filename="say hi nowSet-Cookie: a=b\.txt"; filename\*=UTF-8''[^"\s]+$/);
    expect(utf8Name(header)).toBe('say "hi"\\ now\r\nSet-Cookie: a=b.txt');
  });

  // BUG (export.ts attachmentHeader): the `|| 'document'` fallback never fires,
  // because the extension survives: a title in Chinese, Greek, Arabic… gets the
  // ASCII name ".txt" (a nameless dot-file for clients without filename*).
  it('gives a name with a base for clients that only read filename=, when the title has no ASCII letter', () => {
    expect(attachmentHeader('气候变化与城市.txt')).toContain('filename="document.txt"');
  });
});

describe('markdownOf', () => {
  it('puts the title on top as a heading when the content has none', () => {
    expect(markdownOf({ title: 'Climate and Cities', content: 'First paragraph.' })).toBe('# Climate and Cities\n\nFirst paragraph.');
  });

  it('keeps content that already opens with a heading as it is (no second title)', () => {
    expect(markdownOf({ title: 'Ignored', content: '# My Title\n\nBody.' })).toBe('# My Title\n\nBody.');
    expect(markdownOf({ title: 'Ignored', content: '\n\n# My Title\n\nBody.' })).toBe('\n\n# My Title\n\nBody.');
  });

  it('adds the title above a second-level heading or a #hashtag, which are not a title', () => {
    expect(markdownOf({ title: 'T', content: '## Section\n\nBody.' })).toBe('# T\n\n## Section\n\nBody.');
    expect(markdownOf({ title: 'T', content: '#climate matters' })).toBe('# T\n\n#climate matters');
  });

  it('gives an empty document its title alone', () => {
    expect(markdownOf({ title: 'Empty', content: '' })).toBe('# Empty\n\n');
  });
});

describe('renderExport', () => {
  // Every format is built in a render worker.
  const textOnly = { pool: new RenderPool(1), author: 'Jane Doe' };
  afterAll(() => textOnly.pool.close());
  const essay = record({
    title: 'Climate / Cities: draft?',
    content: 'Cities heat up.\n\n## Causes\n\n- Asphalt\n- Fewer trees\n\nSee [the report](https://example.org/r).',
  });

  it('renders an essay as a text file: title underlined, sections, bullets, link addresses', async () => {
    expect((await renderExport(essay, 'txt', textOnly))).toEqual({
      body:
        'CLIMATE / CITIES: DRAFT?\n========================\n\nCities heat up.\n\nCauses\n------\n\n• Asphalt\n• Fewer trees\n\n' +
        'See the report (https://example.org/r).\n',
      contentType: 'text/plain; charset=utf-8',
      fileName: 'Climate - Cities- draft.txt',
    });
  });

  it('renders an essay as Markdown with the title heading and one final newline', async () => {
    expect((await renderExport(essay, 'md', textOnly))).toEqual({
      body: `# Climate / Cities: draft?\n\n${essay.content}\n`,
      contentType: 'text/markdown; charset=utf-8',
      fileName: 'Climate - Cities- draft.md',
    });
    const ending = record({ title: 'T', content: '# Own heading\n\nBody.\n' });
    expect((await renderExport(ending, 'md', textOnly)).body).toBe('# Own heading\n\nBody.\n');
  });

  it('renders an empty essay as its title alone', async () => {
    expect((await renderExport(record({ title: 'Empty' }), 'txt', textOnly)).body).toBe('EMPTY\n=====\n');
    expect((await renderExport(record({ title: 'Empty' }), 'md', textOnly)).body).toBe('# Empty\n\n');
  });

  it('renders academic papers and cover letters as text documents too', async () => {
    const letter = record({ type: 'cover-letter', title: 'Application', content: 'Dear hiring manager,\n\nI apply.', data: { company: 'Initech' } });
    expect((await renderExport(letter, 'txt', textOnly)).body).toBe('APPLICATION\n===========\n\nDear hiring manager,\n\nI apply.\n');
    const paper = record({ type: 'academic', title: 'Heat', content: 'Abstract.', data: { citationStyle: 'apa' } });
    expect((await renderExport(paper, 'md', textOnly)).body).toBe('# Heat\n\nAbstract.\n');
  });

  it('renders a resume from its data, named after the document title', async () => {
    const doc = record({ type: 'resume', title: 'Resume — Globex', data: resume });
    const txt = (await renderExport(doc, 'txt', textOnly));
    expect(txt).toEqual({ body: resumeToPlainText(resume), contentType: 'text/plain; charset=utf-8', fileName: 'Resume - Globex.txt' });
    expect(txt.body).toContain('JANE DOE\njane@example.com | +1 555 0100\n\nSUMMARY\n-------\nAnalyst who turns data into decisions.');
    const md = (await renderExport(doc, 'md', textOnly));
    expect(md).toEqual({ body: resumeToMarkdown(resume), contentType: 'text/markdown; charset=utf-8', fileName: 'Resume - Globex.md' });
    expect(md.body).toContain('# Jane Doe\n\njane@example.com · +1 555 0100\n\n## Summary');
  });

  it('ignores the content of a resume (its data is the resume)', async () => {
    const doc = record({ type: 'resume', title: 'CV', content: 'stray text', data: { summary: 'Only this.' } });
    expect((await renderExport(doc, 'txt', textOnly)).body).not.toContain('stray text');
    expect((await renderExport(doc, 'txt', textOnly)).body).toContain('Only this.');
  });
});

describe('previewOf', () => {
  it('shows the start of the text without Markdown syntax, after the title heading', () => {
    expect(previewOf('essay', '# Climate and Cities\n\nCities are **hot** and _dense_.\n\n- one\n- two', {})).toBe('Cities are hot and dense. one two');
  });

  it('keeps a heading below the first level and text before any heading', () => {
    expect(previewOf('academic', '## Abstract\n\nWe measure heat.', {})).toBe('Abstract We measure heat.');
    expect(previewOf('cover-letter', 'Dear Ms Smith,\n\n# Not a title', {})).toBe('Dear Ms Smith, Not a title');
  });

  it('leaves out link addresses and keeps raw HTML as the text it is', () => {
    expect(previewOf('essay', 'Hello <b>bold</b> [site](https://example.com).\n\nList<T>', {})).toBe('Hello <b>bold</b> site. List<T>');
  });

  it('reads only the opening of a long body, so a huge nested list is no slower than a short one', () => {
    const hostile = `Opening words.\n\n${Array.from({ length: 40_000 }, (_, i) => `- - item ${i}`).join('\n')}`;
    expect(previewOf('essay', hostile, {})).toMatch(/^Opening words\. item 0 item 1 item 2 /);
  });

  it('answers an empty preview for an empty text', () => {
    expect(previewOf('essay', '', {})).toBe('');
    expect(previewOf('essay', '# Only a title\n', {})).toBe('');
  });

  it('clips a long text to 240 characters ending in an ellipsis', () => {
    const preview = previewOf('essay', 'word '.repeat(100), {});
    expect(preview).toHaveLength(documentLimits.preview);
    expect(preview).toBe('word '.repeat(48).trimEnd() + '…');
    // A cut right after a space does not leave the space before the ellipsis.
    expect(previewOf('essay', 'x'.repeat(238) + ' ' + 'y'.repeat(10), {})).toBe('x'.repeat(238) + '…');
    const exact = 'x'.repeat(documentLimits.preview);
    expect(previewOf('essay', exact, {})).toBe(exact);
    expect(previewOf('essay', exact + 'y', {})).toBe('x'.repeat(documentLimits.preview - 1) + '…');
  });

  // BUG (service.ts clip): slice() counts UTF-16 code units, so an emoji at the
  // cut is split; the lone surrogate is stored as U+FFFD ('�') in History.
  it('never cuts an emoji in half when clipping', () => {
    const preview = previewOf('essay', 'a'.repeat(238) + '😀😀', {});
    expect(isWellFormed(preview)).toBe(true);
  });

  it("shows a resume's summary first", () => {
    expect(previewOf('resume', '', resume)).toBe('Analyst who turns data into decisions.');
    expect(previewOf('resume', '', { summary: '  spaced\n\nout  ' })).toBe('spaced out');
  });

  it('shows the latest role and the skills of a resume without a summary', () => {
    const { summary: _none, ...withoutSummary } = resume;
    expect(previewOf('resume', '', withoutSummary)).toBe('Data Analyst at Globex — SQL, Python');
    expect(previewOf('resume', '', { summary: '   ', experience: [{ id: 'a', company: 'Initech' }] })).toBe('Initech');
    expect(previewOf('resume', '', { experience: [{ id: 'a', position: 'Intern' }] })).toBe('Intern');
    expect(previewOf('resume', '', { skills: [{ id: 's', name: 'Go' }, { id: 't', name: ' ' }, { id: 'u', name: 'Rust' }] })).toBe('Go, Rust');
  });

  it('skips empty experience entries to find the role', () => {
    const data = { experience: [{ id: 'a', company: ' ', position: '' }, { id: 'b', company: 'Umbrella', position: 'Chemist' }] };
    expect(previewOf('resume', '', data)).toBe('Chemist at Umbrella');
  });

  it('answers an empty preview for an empty or invalid resume', () => {
    expect(previewOf('resume', 'content is not used', {})).toBe('');
    expect(previewOf('resume', '', { skills: [{ id: 's', name: 'SQL', level: 9 }] })).toBe('');
  });

  it('clips a long resume summary', () => {
    const preview = previewOf('resume', '', { summary: 'z'.repeat(1000) });
    expect(preview).toBe('z'.repeat(documentLimits.preview - 1) + '…');
  });
});
