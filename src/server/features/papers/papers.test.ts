import { describe, expect, it } from 'vitest';
import type { FormattedPaper } from '../../../shared/papers.ts';
import type { CslItem, Reference } from '../../../shared/references.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { pdfFacts } from '../../testing/pdf.ts';
import { appForFile } from '../../testing/app-for-file.ts';
import type { TestApp } from '../../testing/harness.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;

const article: CslItem = {
  type: 'article-journal',
  title: 'The effects of sleep on memory',
  author: [
    { family: 'Smith', given: 'Jane A.' },
    { family: 'Lee', given: 'Min' },
  ],
  issued: { 'date-parts': [[2020, 3]] },
  'container-title': 'Journal of Sleep Research',
  volume: '29',
  issue: '2',
  page: '101-115',
};
const book: CslItem = {
  type: 'book',
  title: 'Why we sleep',
  author: [{ family: 'Walker', given: 'Matthew' }],
  issued: { 'date-parts': [[2017]] },
  publisher: 'Scribner',
  'publisher-place': 'New York',
};

const t = appForFile();

async function addReference(user: User, item: CslItem, key: string): Promise<Reference> {
  const res = await t.request('/api/references', { method: 'POST', json: { item, key }, cookie: user.cookie });
  expect(res.status).toBe(201);
  return (await res.json()) as Reference;
}

async function format(user: User, body: Record<string, unknown>): Promise<FormattedPaper> {
  const res = await t.request('/api/papers/format', { method: 'POST', json: body, cookie: user.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as FormattedPaper;
}

describe('POST /api/papers/format', () => {
  const text = 'Sleep consolidates memory [@smith2020, p. 104]. @walker2017 agrees.';

  it('formats the citations and the reference list from the user’s library; switching the style re-formats both', async () => {
    const user = await t.signUp();
    await addReference(user, article, 'smith2020');
    await addReference(user, book, 'walker2017');

    const apa = await format(user, { markdown: text, style: 'apa' });
    expect(apa.markdown).toContain('Sleep consolidates memory (Smith & Lee, 2020, p. 104).');
    expect(apa.markdown).toContain('Walker (2017) agrees.');
    expect(apa.markdown).toContain('## References');
    expect(apa.markdown).toContain('*Journal of Sleep Research*, *29*(2), 101–115.');
    expect(apa.listed).toBe(2);
    expect(apa.unknownKeys).toEqual([]);

    const ieee = await format(user, { markdown: text, style: 'ieee' });
    expect(ieee.markdown).toContain('Sleep consolidates memory \\[1, p. 104\\].');
    expect(ieee.markdown).toMatch(/\\\[1\\\] J\. A\. Smith and M\. Lee, “The effects of sleep on memory,”/);

    const mla = await format(user, { markdown: text, style: 'mla' });
    expect(mla.markdown).toContain('(Smith and Lee 104)');
    expect(mla.markdown).toContain('## Works Cited');
  });

  it('Chicago notes put each citation in a footnote; German terms follow the interface language', async () => {
    const user = await t.signUp();
    await addReference(user, article, 'smith2020');
    const notes = await format(user, { markdown: 'First [@smith2020, p. 104]. Again [@smith2020, p. 105].', style: 'chicago', chicagoForm: 'notes' });
    expect(notes.markdown).toMatch(/First\.?\[\^cite-1\]/);
    expect(notes.markdown).toMatch(/\[\^cite-1\]: Jane A\. Smith and Min Lee, “The Effects of Sleep on Memory,”/);
    expect(notes.markdown).toContain('## Bibliography');

    const german = await format(user, { markdown: 'Text [@smith2020, p. 104].', style: 'apa', language: 'de' });
    expect(german.markdown).toContain('(Smith & Lee, 2020, S. 104)');
  });

  it('only the owner’s library counts: another user’s key reads as unknown, and nothing of theirs is listed', async () => {
    const [owner, other] = [await t.signUp(), await t.signUp()];
    await addReference(owner, article, 'smith2020');
    const paper = await format(other, { markdown: 'Claim [@smith2020].', style: 'apa', includeUncited: true });
    expect(paper.unknownKeys).toEqual(['smith2020']);
    expect(paper.listed).toBe(0);
    expect(paper.markdown).not.toContain('Journal of Sleep Research');
  });

  it('lists uncited works only when asked', async () => {
    const user = await t.signUp();
    await addReference(user, article, 'smith2020');
    await addReference(user, book, 'walker2017');
    expect((await format(user, { markdown: 'Claim [@smith2020].', style: 'apa' })).listed).toBe(1);
    const all = await format(user, { markdown: 'Claim [@smith2020].', style: 'apa', includeUncited: true });
    expect(all.listed).toBe(2);
    expect(all.markdown).toContain('*Why we sleep*');
  });

  it('refuses a signed-out caller and a bad style with the error shape', async () => {
    await expectApiError(await t.request('/api/papers/format', { method: 'POST', json: { markdown: 'x', style: 'apa' } }), 'unauthorized');
    const user = await t.signUp();
    await expectApiError(await t.request('/api/papers/format', { method: 'POST', json: { markdown: 'x', style: 'vancouver' }, cookie: user.cookie }), 'validation_failed', 'style');
  });
});

describe('exports of an academic paper', () => {
  it('print the formatted citations and reference list in the paper’s style (Markdown and PDF)', async () => {
    const user = await t.signUp();
    await addReference(user, article, 'smith2020');
    const created = await t.request('/api/documents', {
      method: 'POST',
      json: { type: 'academic', title: 'Sleep and memory', content: '## Introduction\n\nSleep consolidates memory [@smith2020, p. 104].\n', data: { citationStyle: 'ieee' } },
      cookie: user.cookie,
    });
    const { id } = (await created.json()) as { id: string };
    const md = await (await t.request(`/api/documents/${id}/export?format=md`, { cookie: user.cookie })).text();
    expect(md).toContain('Sleep consolidates memory \\[1, p. 104\\].');
    expect(md).toContain('## References');
    expect(md).not.toContain('@smith2020');

    const pdf = await t.request(`/api/documents/${id}/export?format=pdf`, { cookie: user.cookie });
    expect(pdf.status).toBe(200);
    const pdfText = pdfFacts(Buffer.from(await pdf.arrayBuffer())).text.replace(/\s+/g, ' ');
    expect(pdfText).toContain('[1, p. 104]');
    expect(pdfText).toMatch(/J\. A\. Smith and M\. Lee/);
  });
});
