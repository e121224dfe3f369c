import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseCitations } from '../../shared/citations.ts';
import { exportFormats } from '../../shared/plans.ts';
import type { CslItem } from '../../shared/references.ts';
import { parsePool } from '../parsing/pool.ts';
import { createTestApp, type TestApp } from '../testing/harness.ts';
import { pdfFacts } from '../testing/pdf.ts';
import { RenderPool } from '../typst/pool.ts';
import type { ExportableDocument } from './export-document.ts';
import { renderExport, requireTypeFormat } from './service.ts';

const book: CslItem = { type: 'book', title: 'Why we sleep', author: [{ family: 'Walker', given: 'Matthew' }], issued: { 'date-parts': [[2017]] }, publisher: 'Scribner' };
const paperText = '## Introduction\n\nSleep consolidates memory [@walker2017, p. 4].\n';
const paper = { type: 'academic', title: 'Sleep and memory', content: paperText, data: { citationStyle: 'apa' } } as const;

// A pool of this file's own, so that its job count is this file's alone.
const pool = new RenderPool(1);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { renderPool: pool });
});
afterAll(async () => {
  await pool.close();
  await t.close();
});

/** What one export cost: jobs in the render pool, and the jobs the parse pool was given, by name. */
async function costOf(exported: () => Promise<Response>) {
  const parses = vi.spyOn(parsePool, 'run');
  const before = pool.jobs;
  try {
    const res = await exported();
    expect(res.status).toBe(200);
    return { res, renderJobs: pool.jobs - before, parseJobs: parses.mock.calls.map(([name]) => name) };
  } finally {
    parses.mockRestore();
  }
}

describe("a paper's export", () => {
  it('is one render job, its citations read once by a parse worker, whether stored or unsaved', async () => {
    const user = await t.signUp();
    expect((await t.request('/api/references', { method: 'POST', json: { item: book, key: 'walker2017' }, cookie: user.cookie })).status).toBe(201);
    const created = await t.request('/api/documents', { method: 'POST', json: paper, cookie: user.cookie });
    const { id } = (await created.json()) as { id: string };

    const stored = await costOf(() => t.request(`/api/documents/${id}/export?format=pdf`, { cookie: user.cookie }));
    expect(stored).toMatchObject({ renderJobs: 1, parseJobs: ['citations'] });
    expect(pdfFacts(Buffer.from(await stored.res.arrayBuffer())).text.replace(/\s+/g, ' ')).toContain('(Walker, 2017, p. 4)');

    const unsaved = await costOf(() => t.request('/api/documents/export?format=md', { method: 'POST', json: paper, cookie: user.cookie }));
    expect(unsaved).toMatchObject({ renderJobs: 1, parseJobs: ['citations'] });
    const md = await unsaved.res.text();
    expect(md).toContain('Sleep consolidates memory (Walker, 2017, p. 4).');
    expect(md).toContain('## References');
  });

  it('formats the citations the parse worker read, without reading the text for them again', async () => {
    const cite = { items: [{ key: 'walker2017', item: book }], style: 'apa', language: 'en' } as const;
    const doc: ExportableDocument = { ...paper, updatedAt: '2026-12-04T10:00:00.000Z' };
    const read = await renderExport({ ...doc, cite: { ...cite, citations: parseCitations(paperText) } }, 'md', { pool, author: 'Ada' });
    expect(read.body).toContain('(Walker, 2017, p. 4)');
    // Told that the text cites nothing, the worker takes that as read: the citation stays as written and no list is added.
    const none = await renderExport({ ...doc, cite: { ...cite, citations: [] } }, 'md', { pool, author: 'Ada' });
    expect(none.body).toContain('[@walker2017, p. 4]');
    expect(none.body).not.toContain('## References');
  });
});

describe('every failed export answers alike', () => {
  const brokenResume: ExportableDocument = { type: 'resume', title: 'CV', content: '', data: { skills: [{ id: 's', name: 'SQL', level: 9 }] }, updatedAt: '2026-12-04T10:00:00.000Z' };

  it.each(exportFormats)('a file that cannot be built (%s) is 422 render_failed', async (format) => {
    await expect(renderExport(brokenResume, format, { pool, author: 'Ada' })).rejects.toMatchObject({ code: 'render_failed', status: 422 });
  });

  it("a paper whose citations cannot be formatted is 422 render_failed, like any other file it is part of", async () => {
    const doc: ExportableDocument = { ...paper, updatedAt: '2026-12-04T10:00:00.000Z', cite: { items: [{ key: 'walker2017', item: book }], style: 'no-such-style' as 'apa', language: 'en' } };
    await expect(renderExport(doc, 'docx', { pool, author: 'Ada' })).rejects.toMatchObject({ code: 'render_failed', status: 422 });
  });

  it.each(exportFormats)('a stopped render pool (%s) is 503 service_unavailable with a time to try again', async (format) => {
    const stopped = new RenderPool(1);
    await stopped.close();
    const failure = await renderExport({ ...paper, updatedAt: '2026-12-04T10:00:00.000Z' }, format, { pool: stopped, author: 'Ada' }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'service_unavailable', status: 503 });
    expect(Date.parse((failure as { retryAt: string }).retryAt)).toBeGreaterThan(Date.now());
  });
});

describe("a document type's formats", () => {
  it('a format outside the type\'s list is refused as a 400 naming the format; one inside it passes', () => {
    const pdfOnly = { exports: ['pdf'] as const };
    expect(() => requireTypeFormat(pdfOnly, 'pdf')).not.toThrow();
    expect(() => requireTypeFormat(pdfOnly, 'docx')).toThrow(expect.objectContaining({ code: 'validation_failed', status: 400, field: 'format', message: 'This kind of document cannot be downloaded as DOCX.' }));
    // A type the table does not know downloads in nothing.
    expect(() => requireTypeFormat(null, 'txt')).toThrow(expect.objectContaining({ code: 'validation_failed' }));
  });

  it('a format a stored type lists still downloads through the route', async () => {
    const user = await t.signUp();
    const created = await t.request('/api/documents', { method: 'POST', json: { type: 'cover-letter', title: 'Letter', content: 'Dear team,\n\nHello.' }, cookie: user.cookie });
    const { id } = (await created.json()) as { id: string };
    expect((await t.request(`/api/documents/${id}/export?format=txt`, { cookie: user.cookie })).status).toBe(200);
  });
});
