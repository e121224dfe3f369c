import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentLimits, type DocumentPage, type DocumentRecord, type DocumentType } from '../../../shared/documents.ts';
import type { ExportFormat, Plan } from '../../../shared/plans.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { docxFacts, htmlFacts, rtfText } from '../../testing/exported-files.ts';
import { appForFile } from '../../testing/app-for-file.ts';
import type { TestUser } from '../../testing/harness.ts';
import { pdfFacts } from '../../testing/pdf.ts';

// Every document type in every export format, read back the way the person
// who downloads it would: the text a PDF viewer, Word, a browser or an RTF
// reader shows, the file's name and type, and what the server refuses.

const t = appForFile();

type User = Pick<TestUser, 'cookie' | 'userId'>;

type DocumentInput = { type: DocumentType; title: string; content?: string; data?: Record<string, unknown> };

const formats = ['pdf', 'docx', 'txt', 'md', 'html', 'rtf'] as const satisfies readonly ExportFormat[];
const freeFormats: ExportFormat[] = ['pdf', 'docx', 'txt', 'md'];
const proFormats: ExportFormat[] = ['html', 'rtf'];

const contentTypes: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  html: 'text/html; charset=utf-8',
  rtf: 'application/rtf',
};

/** A signed-in user on the given plan (set in the database, as billing will; the session cache would otherwise keep the old plan). */
async function newUser(plan: Plan = 'free'): Promise<User> {
  const { cookie, userId } = await t.signUp();
  if (plan !== 'free') {
    await t.setPlan(userId, plan);
  }
  return { cookie, userId };
}

async function create(user: User, json: DocumentInput): Promise<DocumentRecord> {
  const res = await t.request('/api/documents', { method: 'POST', json, cookie: user.cookie });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as DocumentRecord;
}

function exportOf(user: User | undefined, id: string, format: string): Promise<Response> {
  return t.request(`/api/documents/${id}/export?format=${encodeURIComponent(format)}`, { cookie: user?.cookie });
}

function exportDraft(user: User | undefined, format: string, json: unknown): Promise<Response> {
  return t.request(`/api/documents/export?format=${encodeURIComponent(format)}`, { method: 'POST', json, cookie: user?.cookie });
}

/** A response read once: its status, headers and bytes. */
interface Download {
  status: number;
  headers: Headers;
  contentType: string | null;
  disposition: string | null;
  bytes: Buffer;
}

async function download(res: Promise<Response>): Promise<Download> {
  const r = await res;
  return { status: r.status, headers: r.headers, contentType: r.headers.get('content-type'), disposition: r.headers.get('content-disposition'), bytes: Buffer.from(await r.arrayBuffer()) };
}

/** The name a browser saves the file under: the UTF-8 `filename*`. */
function savedName(disposition: string | null): string {
  expect(disposition).toMatch(/^attachment; /);
  const encoded = /filename\*=UTF-8''([^;\s]+)/.exec(disposition ?? '')?.[1];
  expect(encoded, disposition ?? '').toBeDefined();
  return decodeURIComponent(encoded!);
}

/** The text a reader of the file sees (a DOCX's footnotes follow its body, as they do at the end of a short document's page). */
function visibleText(format: ExportFormat, bytes: Buffer): string {
  switch (format) {
    case 'pdf':
      return pdfFacts(bytes).text;
    case 'docx': {
      const docx = docxFacts(bytes);
      return `${docx.text}\n${docx.footnotes}`;
    }
    case 'html':
      return htmlFacts(bytes.toString('utf8')).text;
    case 'rtf':
      return rtfText(bytes.toString('latin1'));
    case 'txt':
      return bytes.toString('utf8');
    case 'md':
      // What a Markdown reader shows: backslash escapes gone.
      return bytes.toString('utf8').replace(/\\([!-/:-@[-`{-~])/g, '$1');
  }
}

const isCjk = (c: string) => /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u.test(c);

/**
 * A pattern for a piece of text as extraction may return it: any run of
 * whitespace for a space, line breaks allowed between CJK characters (which
 * have no spaces to break at), letter case ignored (text files capitalise
 * headings), compatibility forms folded (PDF ligatures).
 */
function textPattern(part: string): RegExp {
  const chars = [...part.normalize('NFKC').replace(/\s+/g, ' ')];
  let source = '';
  chars.forEach((c, i) => {
    if (c === ' ') source += '\\s+';
    else {
      if (i > 0 && (isCjk(c) || isCjk(chars[i - 1]!))) source += '\\s*';
      source += c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    }
  });
  return new RegExp(source, 'giu');
}

/** PDF text joins words a line break hyphenated; everything is compared in NFKC. */
const readable = (text: string) => text.normalize('NFKC').replace(/\u00ad\s*/g, '').replace(/(\p{L})-\n(\p{Ll})/gu, '$1$2');

/** Asserts that each part occurs in the text after the one before it. */
function expectInOrder(text: string, parts: string[]): void {
  const haystack = readable(text);
  let from = 0;
  for (const part of parts) {
    const pattern = textPattern(part);
    pattern.lastIndex = from;
    const match = pattern.exec(haystack);
    expect(match, `"${part}" after position ${from} in:\n${haystack}`).not.toBeNull();
    from = match!.index + match![0].length;
  }
}

function expectContains(text: string, parts: string[]): void {
  for (const part of parts) expect(textPattern(part).test(readable(text)), `"${part}" in:\n${text}`).toBe(true);
}

/** pdffonts' `emb` column (the fifth from the end: type names hold spaces, font names do not). */
function expectEveryFontEmbedded(fonts: string[]): void {
  expect(fonts.length).toBeGreaterThan(0);
  for (const line of fonts) expect(line.trim().split(/\s+/).at(-5), line).toBe('yes');
}

const specials = 'Fish & chips < tacos > soup, "double" and \'single\' © 2026 — “curly quotes”.';
const chinese = '城市热岛效应正在加剧。';

/** The shared middle of the three text documents: emphasis, a link, both kinds of list (nested), a quote, a table, a footnote. */
const body = `Cities *trap* heat while **asphalt** stores it, as the [EPA report](https://example.org/heat) explains.[^1]

- Dark roofs
- Fewer trees
  - Lost canopy
- Waste heat

1. Measure surfaces
2. Plant trees
   1. Street trees first
3. Paint roofs white

> Shade is a public good.

| City | Rise |
| --- | ---: |
| Phoenix | 4 degrees |
| Berlin | 2 degrees |`;

const bodyParts = [
  'Cities',
  'trap',
  'heat while',
  'asphalt',
  'stores it, as the',
  'EPA report',
  'explains.',
  'Dark roofs',
  'Fewer trees',
  'Lost canopy',
  'Waste heat',
  'Measure surfaces',
  'Plant trees',
  'Street trees first',
  'Paint roofs white',
  'Shade is a public good.',
  'City',
  'Rise',
  'Phoenix',
  '4 degrees',
  'Berlin',
  '2 degrees',
];

const essay: DocumentInput = {
  type: 'essay',
  title: 'Urban Heat & Shade: Notes',
  content: `## Causes\n\n${body}\n\n## Symbols\n\n${specials}\n\n${chinese}\n\n[^1]: Satellite data from 2024.\n`,
};

const academic: DocumentInput = {
  type: 'academic',
  title: 'Urban Heat Islands (2026)',
  content: `# Urban Heat Islands in Small Cities

## Abstract

We measure how *surface* materials and **tree cover** shape summer temperatures.

## Introduction

${body}

## Method

### Results

${specials}

${chinese}

## References

Oke, T. R. (1982). The energetic basis of the urban heat island. *Quarterly Journal of the Royal Meteorological Society*, 108, 1–24.

Stewart, I. D. (2011). A systematic review of urban heat island literature. *International Journal of Climatology*, 31, 200–217.

[^1]: Satellite data from 2024.
`,
  // Harvard keeps the general academic layout (numbered sections, a title block); the APA, MLA and Chicago page designs: export/paper-layout.test.ts.
  data: { academicType: 'research', citationStyle: 'harvard' },
};

const coverLetter: DocumentInput = {
  type: 'cover-letter',
  title: 'Application — Data Analyst',
  content: `Dear Ms. Reyes,

I am applying for the *Data Analyst* role at **Initech**, as listed on [your careers page](https://example.org/jobs).

## What I bring

${body}

${specials}

${chinese}

Sincerely,\\
Wang Xiaoming

[^1]: Satellite data from 2024.
`,
  data: { recipient: 'Ms. Dana Reyes', company: 'Initech GmbH', position: 'Data Analyst' },
};

const resume: DocumentInput = {
  type: 'resume',
  title: '王小明 — Résumé',
  data: {
    template: 'professional',
    personalInfo: {
      fullName: '王小明 Wang Xiaoming',
      email: 'wang@example.com',
      phone: '+49 30 1234567',
      location: 'Berlin',
      linkedin: 'linkedin.com/in/wangxm',
      website: 'https://wang.example.org',
    },
    summary: `${chinese} Data analyst who maps urban heat & shade.`,
    experience: [
      { id: 'e1', company: 'Initech GmbH', position: 'Senior Analyst', location: 'Berlin', startDate: '2021', current: true, description: 'Built heat maps for 12 cities.' },
      { id: 'e2', company: 'Globex', position: 'Junior Analyst', startDate: '2018', endDate: '2021', description: 'Cleaned sensor data.' },
    ],
    education: [{ id: 'ed1', institution: 'Tsinghua University', degree: 'MSc', fieldOfStudy: 'Urban Planning', startDate: '2016', endDate: '2018' }],
    skills: [
      { id: 's1', name: 'SQL', level: 5 },
      { id: 's2', name: 'Python', level: 4 },
      { id: 's3', name: 'GIS' },
    ],
  },
};

interface Expected {
  input: DocumentInput;
  fileBase: string;
  /** The text in reading order in every format. */
  inOrder: (format: ExportFormat) => string[];
  /** Text that must be there, wherever the layout puts it (a resume's sidebar, its date column). */
  anywhere: string[];
}

const footnote = 'Satellite data from 2024.';

const expectations: Record<DocumentType, Expected> = {
  essay: {
    input: essay,
    fileBase: 'Urban Heat - Shade- Notes',
    inOrder: () => ['Urban Heat & Shade: Notes', 'Causes', ...bodyParts, 'Symbols', specials, chinese, footnote],
    anywhere: [],
  },
  academic: {
    input: academic,
    fileBase: 'Urban Heat Islands -2026',
    inOrder: () => [
      'Urban Heat Islands in Small Cities',
      'Abstract',
      'We measure how',
      'surface',
      'tree cover',
      'Introduction',
      ...bodyParts,
      'Method',
      'Results',
      specials,
      chinese,
      'References',
      'Oke, T. R. (1982). The energetic basis of the urban heat island.',
      'Stewart, I. D. (2011). A systematic review of urban heat island literature.',
      footnote,
    ],
    anywhere: [],
  },
  'cover-letter': {
    input: coverLetter,
    fileBase: 'Application - Data Analyst',
    // The PDF and DOCX are a business letter: the addressee block, then the subject line from the role (the History title is not printed).
    inOrder: (format) => [
      ...(format === 'pdf' || format === 'docx' ? ['Ms. Dana Reyes', 'Initech GmbH', 'Re: Application for Data Analyst'] : ['Application — Data Analyst']),
      'Dear Ms. Reyes,',
      'Data Analyst',
      'Initech',
      'your careers page',
      'What I bring',
      ...bodyParts,
      specials,
      chinese,
      'Sincerely,',
      'Wang Xiaoming',
      footnote,
    ],
    anywhere: [],
  },
  resume: {
    input: resume,
    fileBase: '王小明 - Résumé',
    inOrder: () => [
      '王小明 Wang Xiaoming',
      'Summary',
      chinese,
      'Data analyst who maps urban heat & shade.',
      'Experience',
      'Senior Analyst',
      'Initech GmbH',
      'Built heat maps for 12 cities.',
      'Junior Analyst',
      'Globex',
      'Cleaned sensor data.',
      'Education',
      'Urban Planning',
      'Tsinghua University',
      'Skills',
    ],
    anywhere: ['wang@example.com', '+49 30 1234567', 'linkedin.com/in/wangxm', '2021 – Present', '2016 – 2018', 'SQL', 'Python', 'GIS'],
  },
};

const types = Object.keys(expectations) as DocumentType[];

/** Renders a small essay as PDF: the render pool still works. */
async function expectPoolStillRenders(user: User): Promise<void> {
  const file = await download(exportDraft(user, 'pdf', { type: 'essay', title: 'Still here', content: 'The pool renders the next document.' }));
  expect(file.status).toBe(200);
  expectInOrder(pdfFacts(file.bytes).text, ['Still here', 'The pool renders the next document.']);
}

describe('every document type in every format (Pro)', () => {
  const files = new Map<string, Download>();
  beforeAll(async () => {
    const user = await newUser('pro');
    for (const type of types) {
      const doc = await create(user, expectations[type].input);
      for (const format of formats) files.set(`${type}.${format}`, await download(exportOf(user, doc.id, format)));
    }
  });

  const cases = types.flatMap((type) => formats.map((format) => [type, format] as const));

  it.each(cases)('%s as %s: 200, its type, a file named from the title, and all its text in order', (type, format) => {
    const file = files.get(`${type}.${format}`)!;
    const expected = expectations[type];
    expect(file.status, file.bytes.toString('utf8', 0, 500)).toBe(200);
    expect(file.contentType).toBe(contentTypes[format]);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(savedName(file.disposition)).toBe(`${expected.fileBase}.${format}`);
    const text = visibleText(format, file.bytes);
    expectInOrder(text, expected.inOrder(format));
    expectContains(text, expected.anywhere);
  });

  it.each(types)('%s as PDF: a PDF with every font embedded and the Chinese set in Noto Sans SC', (type) => {
    const file = files.get(`${type}.pdf`)!;
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { fonts, text } = pdfFacts(file.bytes);
    expectEveryFontEmbedded(fonts);
    expect(fonts.some((line) => line.includes('NotoSansSC')), fonts.join('\n')).toBe(true);
    expectContains(text, [chinese]);
  });

  // The app's own security headers keep a route's stricter policy (security.ts).
  it('serves every HTML export with a sandboxing Content-Security-Policy, and has one inside the file', () => {
    for (const type of types) {
      const file = files.get(`${type}.html`)!;
      const csp = file.headers.get('content-security-policy') ?? '';
      expect(csp.split(';').map((d) => d.trim()), type).toContain('sandbox');
      expect(csp, type).toMatch(/default-src 'none'/);
      const meta = htmlFacts(file.bytes.toString('utf8')).elements.find((e) => e.tag === 'meta' && e.attrs.some((a) => a.name === 'http-equiv' && /content-security-policy/i.test(a.value)));
      expect(meta?.attrs.find((a) => a.name === 'content')?.value, type).toMatch(/default-src 'none'/);
    }
  });

  it('numbers the sections of an academic PDF, but not its Abstract and References', () => {
    const { text } = pdfFacts(files.get('academic.pdf')!.bytes);
    expect(text).toMatch(/^1\s+Introduction\s*$/m);
    expect(text).toMatch(/^2\s+Method\s*$/m);
    expect(text).toMatch(/^2\.1\s+Results\s*$/m);
    for (const heading of ['Abstract', 'References']) {
      expect(text).toMatch(new RegExp(`^${heading}\\s*$`, 'm'));
      expect(text).not.toMatch(new RegExp(`^[^\\n]*\\d[^\\n]*${heading}`, 'm'));
    }
  });

  it('shows the paper type and citation style under the title of an academic PDF', () => {
    expectInOrder(pdfFacts(files.get('academic.pdf')!.bytes).text, ['Urban Heat Islands in Small Cities', 'Research paper · Harvard style', 'Abstract']);
  });
});

describe('what the user typed as plain text stays as typed', () => {
  let user: User;
  let essayDoc: DocumentRecord;
  let resumeDoc: DocumentRecord;
  beforeAll(async () => {
    user = await newUser('pro');
    essayDoc = await create(user, { type: 'essay', title: 'Generics: List<T> and Map<K, V>', content: 'Type parameters in practice.' });
    resumeDoc = await create(user, {
      type: 'resume',
      title: 'Ada',
      data: { personalInfo: { fullName: 'Ada Lovelace' }, summary: 'Engineer for List<T> APIs and Vue <template> tags.', skills: [{ name: 'C++ <T>' }] },
    });
  });

  // The title is escaped before it joins the Markdown (export-document.ts markdownOf).
  it.each(formats)('a title in angle brackets, as %s', async (format) => {
    const file = await download(exportOf(user, essayDoc.id, format));
    expect(file.status).toBe(200);
    expectInOrder(visibleText(format, file.bytes), ['Generics: List<T> and Map<K, V>', 'Type parameters in practice.']);
  });

  // A resume's Markdown escapes every field (resumeToMarkdown), for HTML and RTF too.
  it.each(formats)("a resume's fields in angle brackets, as %s", async (format) => {
    const file = await download(exportOf(user, resumeDoc.id, format));
    expect(file.status).toBe(200);
    expectInOrder(visibleText(format, file.bytes), ['Ada Lovelace', 'Engineer for List<T> APIs and Vue <template> tags.', 'C++ <T>']);
  });
});

describe('hostile content renders as text or fails cleanly', () => {
  let user: User;
  beforeAll(async () => {
    user = await newUser('pro');
  });

  const typstAttempts = [
    '#set page(fill: red)',
    '#import "/etc/passwd": *',
    '#read("/etc/passwd")',
    '#include "/etc/passwd"',
    '$ x^2 $',
    '<label>',
    '@ref',
    '#{ while true {} }',
    'C:\\Users\\typst\\path',
    'a ] closing [ opening bracket',
  ];

  it.each(['essay', 'academic', 'cover-letter'] as const)('Typst markup in a %s is printed, never run', async (type) => {
    const content = `## Abstract\n\n${typstAttempts.map((line) => `${line} and more.`).join('\n\n')}\n\n## References\n\nSmith #read("/etc/passwd").\n`;
    const doc = await create(user, { type, title: 'Report #set text(fill: red)', content, data: type === 'cover-letter' ? { recipient: '#read("/etc/passwd")', company: 'Initech $ y $ GmbH', position: '#set text(fill: red)' } : {} });
    const file = await download(exportOf(user, doc.id, 'pdf'));
    expect(file.status, file.bytes.toString('utf8', 0, 300)).toBe(200);
    const { text } = pdfFacts(file.bytes);
    expectInOrder(text, [type === 'cover-letter' ? 'Re: Application for #set text(fill: red)' : 'Report #set text(fill: red)', ...typstAttempts, 'Smith #read("/etc/passwd").']);
    if (type === 'cover-letter') expectInOrder(text, ['#read("/etc/passwd")', 'Initech $ y $ GmbH']);
    expect(text).not.toContain('root:');
  });

  it('HTML and script links never become live in any format; the PDF and DOCX show the text', async () => {
    const content = [
      'Before the tags.',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      'A [click me](javascript:alert(1)) link, a [shouting one](JaVaScRiPt:alert(2)), a [spaced one]( javascript:alert(3)) and a [safe one](https://example.org/safe).',
      '<a href="javascript:alert(4)" onclick="alert(5)">raw anchor</a>',
      'A [reference link][r].',
      '[r]: javascript:alert(6)',
    ].join('\n\n');
    const doc = await create(user, { type: 'essay', title: 'Tags', content });

    const html = await download(exportOf(user, doc.id, 'html'));
    expect(html.status).toBe(200);
    const page = htmlFacts(html.bytes.toString('utf8'));
    expect(page.elements.filter((e) => e.tag === 'script')).toEqual([]);
    expect(page.elements.flatMap((e) => e.attrs.filter((a) => /^on/i.test(a.name)))).toEqual([]);
    const urls = page.elements.flatMap((e) => e.attrs.filter((a) => ['href', 'src', 'action', 'formaction'].includes(a.name)).map((a) => a.value));
    expect(urls.filter((u) => /^\s*javascript:/i.test(u))).toEqual([]);
    expect(urls).toContain('https://example.org/safe');
    expectInOrder(page.text, ['Before the tags.', 'click me', 'shouting one', 'spaced one', 'safe one', 'raw anchor', 'reference link']);

    const pdf = await download(exportOf(user, doc.id, 'pdf'));
    expect(pdf.status).toBe(200);
    expectInOrder(pdfFacts(pdf.bytes).text, ['Before the tags.', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'click me', 'safe one', 'raw anchor', 'reference link']);
    // A link annotation keeps its URI as plain bytes: none may point at script.
    expect(pdf.bytes.toString('latin1')).not.toMatch(/javascript:/i);
    expect(pdf.bytes.toString('latin1')).toContain('https://example.org/safe');

    const docx = await download(exportOf(user, doc.id, 'docx'));
    expect(docx.status).toBe(200);
    const word = docxFacts(docx.bytes);
    expect(word.linkTargets).toEqual(['https://example.org/safe']);
    expectInOrder(word.text, ['Before the tags.', '<script>alert(1)</script>', 'click me', 'safe one', 'raw anchor', 'reference link']);

    const rtf = await download(exportOf(user, doc.id, 'rtf'));
    expect(rtf.status).toBe(200);
    const source = rtf.bytes.toString('latin1');
    expect(source).not.toMatch(/HYPERLINK\s+"?\s*javascript:/i);
    expect(source).toContain('HYPERLINK "https://example.org/safe"');
    expectInOrder(rtfText(source), ['Before the tags.', 'click me', 'safe one', 'raw anchor', 'reference link']);
  });

  it('exports a document at the size limit as a long PDF, or refuses it cleanly', { timeout: 120_000 }, async () => {
    const words = ['heat', 'shade', 'asphalt', 'canopy', 'river', 'street', 'roof', 'garden', 'summer', 'night', 'wind', 'stone', 'glass', 'park', 'tree', 'city', 'block', 'market', 'square', 'tower'];
    const blocks: string[] = [];
    let length = 0;
    for (let i = 0; length < documentLimits.content - 10_000; i++) {
      const lines: string[] = [];
      if (i % 8 === 0) lines.push(`## Section ${i / 8 + 1}`);
      let paragraph = `Paragraph ${i + 1} says *${words[i % 20]}* and **${words[(i * 7) % 20]}**:`;
      for (let k = i; paragraph.length < 560; k++) paragraph += ` ${words[(k * k + 3 * k + i) % 20]}`;
      lines.push(`${paragraph}.`);
      if (i % 24 === 5) lines.push('- first point\n- second point\n- third point');
      const block = lines.join('\n\n');
      blocks.push(block);
      length += block.length + 2;
    }
    blocks.push('The closing paragraph of the long report.');
    const content = blocks.join('\n\n');
    expect(content.length).toBeGreaterThan(380_000);
    expect(content.length).toBeLessThanOrEqual(documentLimits.content);
    const doc = await create(user, { type: 'essay', title: 'Long report', content });

    const res = await exportOf(user, doc.id, 'pdf');
    expect(res.status, await res.clone().text()).toBe(200);
    const { pages, text } = pdfFacts(Buffer.from(await res.arrayBuffer()));
    expect(pages).toBeGreaterThan(50);
    expectInOrder(text, ['Long report', 'Paragraph 1 says', 'Section 2', 'The closing paragraph of the long report.']);
    await expectPoolStillRenders(user);
  });

  it('refuses a PDF whose layout would take too long, before laying it out and with a clear message; DOCX still works', { timeout: 90_000 }, async () => {
    // One paragraph of 40,000 code spans: line breaking across it grows with the square of its pieces
    // (estimated at about twice the layout budget). Its DOCX takes about 6 s here: 60,000 spans took
    // 8.5 s, close enough to a render worker's 20 s limit to fail when the machine is loaded.
    const content = Array.from({ length: 40_000 }, (_, i) => `\`w${i % 97}\``).join(' ');
    const doc = await create(user, { type: 'essay', title: 'One endless paragraph', content });
    const res = await exportOf(user, doc.id, 'pdf');
    await expectApiError(res.clone(), 'render_failed');
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/too long or complex to lay out as a PDF/);
    const docx = await download(exportOf(user, doc.id, 'docx'));
    expect(docx.status).toBe(200);
    expect(docxFacts(docx.bytes).text).toContain('w96');
    await expectPoolStillRenders(user);
  });

  describe('nesting far deeper than any real document', () => {
    const listInnermost = 'innermost list text';
    const quoteInnermost = 'innermost quote text';
    const deep = new Map<string, DocumentRecord>();
    beforeAll(async () => {
      const list = Array.from({ length: 200 }, (_, i) => `${' '.repeat(2 * i)}- level ${i + 1}${i === 199 ? ` ${listInnermost}` : ''}`).join('\n');
      deep.set('lists', await create(user, { type: 'essay', title: 'Deep lists', content: list }));
      deep.set('quotes', await create(user, { type: 'essay', title: 'Deep quotes', content: `${'>'.repeat(500)} ${quoteInnermost}` }));
    });

    const cases = (['lists', 'quotes'] as const).flatMap((kind) => formats.map((format) => [kind, format] as const));
    it.each(cases)('%s nested hundreds deep, as %s: the innermost text is there', async (kind, format) => {
      const file = await download(exportOf(user, deep.get(kind)!.id, format));
      expect(file.status, file.bytes.toString('utf8', 0, 300)).toBe(200);
      expectContains(visibleText(format, file.bytes), [kind === 'lists' ? `level 200 ${listInnermost}` : quoteInnermost]);
    });
  });

  it('renders a footnote deep inside nested lists and emphasis, the note itself nested deeply too', async () => {
    // Typst stops at a call depth of 80: a note sits at its reference's depth,
    // so its own nesting counts from near the limits (document-tree.ts).
    // A job that does fail, and the pool serving the next one, are in typst/pool.test.ts.
    const wrap = (depth: number, text: string) => {
      let out = text;
      for (let i = 0; i < depth; i++) out = [`*a ${out} a*`, `**b ${out} b**`, `~~c ${out} c~~`][i % 3]!;
      return out;
    };
    const lines = Array.from({ length: 12 }, (_, i) => `${' '.repeat(2 * i)}- level ${i + 1}`);
    lines.push(`${' '.repeat(24)}- ${wrap(9, 'deep[^n]')}`, '', '[^n]: note', '    - note level 1', '      - note level 2', `        - ${wrap(9, 'innermost note')}`);
    const doc = await create(user, { type: 'essay', title: 'Deep notes', content: lines.join('\n') });
    const res = await exportOf(user, doc.id, 'pdf');
    expect(res.status).toBe(200);
    const { text } = pdfFacts(Buffer.from(await res.arrayBuffer()));
    for (const part of ['level 1', 'level 12', 'deep', 'innermost note']) expect(text).toContain(part);
    await expectPoolStillRenders(user);
  });
});

describe('plan gating', () => {
  let user: User;
  let doc: DocumentRecord;
  beforeAll(async () => {
    user = await newUser('free');
    doc = await create(user, essay);
  });

  it.each(freeFormats)('a free user downloads %s, saved or not', async (format) => {
    for (const res of [await exportOf(user, doc.id, format), await exportDraft(user, format, essay)]) {
      expect(res.status, await res.clone().text()).toBe(200);
      expect(res.headers.get('content-type')).toBe(contentTypes[format]);
    }
  });

  it.each(proFormats)('a free user asking for %s → 403 plan_required, saved or not', async (format) => {
    await expectApiError(await exportOf(user, doc.id, format), 'plan_required');
    await expectApiError(await exportDraft(user, format, essay), 'plan_required');
  });
});

describe("another user's document", () => {
  let intruder: User;
  let doc: DocumentRecord;
  beforeAll(async () => {
    const owner = await newUser('pro');
    intruder = await newUser('pro');
    doc = await create(owner, essay);
  });

  it.each(formats)('as %s → 404 not_found, exactly as for an id that does not exist', async (format) => {
    const body = await expectApiError(await exportOf(intruder, doc.id, format), 'not_found');
    expect(body).toEqual(await expectApiError(await exportOf(intruder, randomUUID(), format), 'not_found'));
  });
});

describe('POST /api/documents/export (an unsaved document)', () => {
  let user: User;
  beforeAll(async () => {
    user = await newUser('pro');
  });

  it.each(formats)('renders an unsaved essay as %s like a saved one', async (format) => {
    const file = await download(exportDraft(user, format, essay));
    expect(file.status, file.bytes.toString('utf8', 0, 300)).toBe(200);
    expect(file.contentType).toBe(contentTypes[format]);
    expect(savedName(file.disposition)).toBe(`${expectations.essay.fileBase}.${format}`);
    expectInOrder(visibleText(format, file.bytes), expectations.essay.inOrder(format));
  });

  it('renders an unsaved resume as PDF from its data', async () => {
    const file = await download(exportDraft(user, 'pdf', resume));
    expect(file.status).toBe(200);
    expectInOrder(pdfFacts(file.bytes).text, expectations.resume.inOrder('pdf'));
  });

  it('answers 400 validation_failed naming the invalid field', async () => {
    await expectApiError(await exportDraft(user, 'pdf', { type: 'poem', title: 'Ode' }), 'validation_failed', 'type');
    await expectApiError(await exportDraft(user, 'pdf', { type: 'essay', title: '   ', content: 'x' }), 'validation_failed', 'title');
    await expectApiError(await exportDraft(user, 'docx', { type: 'essay', title: 'Big', content: 'x'.repeat(documentLimits.content + 1) }), 'validation_failed', 'content');
    await expectApiError(await exportDraft(user, 'pdf', { type: 'resume', title: 'R', data: { skills: [{ name: 'x', level: 9 }] } }), 'validation_failed', 'data.skills.0.level');
  });

  it.each(['exe', 'PDF', ''])('an unknown format %j → 400 validation_failed naming format', async (format) => {
    await expectApiError(await exportDraft(user, format, essay), 'validation_failed', 'format');
  });

  it('prepares at most three files at once for one user; the fourth answers 429 rate_limited, others are unaffected', async () => {
    const long = { ...essay, content: Array.from({ length: 60 }, (_, i) => `## Part ${i}\n\n${essay.content}`).join('\n\n') };
    const responses = await Promise.all(Array.from({ length: 4 }, () => exportDraft(user, 'pdf', long)));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429]);
    await expectApiError(responses.find((r) => r.status === 429)!, 'rate_limited');
    // Another user is not held back, and the same user can download again once the three are done.
    const other = await newUser('pro');
    expect((await exportDraft(other, 'pdf', essay)).status).toBe(200);
    expect((await exportDraft(user, 'pdf', essay)).status).toBe(200);
  });

  it('refuses a signed-out client', async () => {
    await expectApiError(await exportDraft(undefined, 'pdf', essay), 'unauthorized');
  });

  it('stores nothing', async () => {
    const res = await t.request('/api/documents', { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(((await res.json()) as DocumentPage).documents).toEqual([]);
  });
});
