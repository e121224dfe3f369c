import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { attachmentLimits, type AttachmentAnswer, type AttachmentStorage } from '../../../shared/reference-attachments.ts';
import type { Reference, ReferenceList } from '../../../shared/references.ts';
import { referenceAttachments, referencePassages, users } from '../../db/schema.ts';
import { parsePool } from '../../parsing/pool.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { docx, pdf, zip } from '../../testing/attachment-files.ts';
import { appForFile } from '../../testing/app-for-file.ts';
import type { TestUser } from '../../testing/harness.ts';
import { attachedTexts, retrievePassages } from './passages.ts';

const t = appForFile();
beforeAll(async () => {
  // Under tsx the parse worker compiles pdf.js on its first PDF (seconds; the built app loads it in
  // well under one): done here, so no test's own time limit pays for it.
  await parsePool.run('readAttachment', { bytes: pdf([['Warm-up.']]) });
});

type User = Pick<TestUser, 'cookie' | 'userId'>;

function call(user: User | undefined, path: string, init: { method?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {}) {
  return t.request(`/api/references${path}`, { ...init, cookie: user?.cookie });
}

async function ok<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

async function reference(user: User, key: string, title = 'A study'): Promise<Reference> {
  return ok<Reference>(await call(user, '', { method: 'POST', json: { key, item: { type: 'article-journal', title, author: [{ family: 'Smith' }] } } }), 201);
}

function upload(user: User, id: string, bytes: Uint8Array, headers: Record<string, string> = {}) {
  return call(user, `/${id}/attachment`, { method: 'PUT', body: bytes as Uint8Array<ArrayBuffer>, headers: { 'content-type': 'application/octet-stream', ...headers } });
}

/** Sentences of one topic, enough words for a passage or two. */
const about = (topic: string, n = 6) => Array.from({ length: n }, (_, i) => `Sentence ${i + 1} is about ${topic}, and it says a little more about ${topic} here.`);

const studyPdf = () =>
  pdf([
    about('sleep and memory consolidation in students'),
    about('ocean tides and the pull of the moon'),
    ['This page ends the study with a short note on method.', ...about('questionnaires and sampling', 4)],
  ]);

const passageRows = async (referenceId: string) => Number((await t.database.db.select({ n: count() }).from(referencePassages).where(eq(referencePassages.referenceId, referenceId)))[0]!.n);

describe('attaching a full text to a reference', () => {
  it('reads a PDF page by page: the answer, the passages with their pages, and the download', async () => {
    const user = await t.signUp();
    const ref = await reference(user, 'smith2020');
    const file = studyPdf();
    const { attachment } = await ok<AttachmentAnswer>(await upload(user, ref.id, file, { 'x-file-name': encodeURIComponent('Smith (2020) – study.pdf') }));
    expect(attachment).toEqual({
      name: 'Smith (2020) – study.pdf',
      mediaType: 'application/pdf',
      size: file.byteLength,
      pages: 3,
      passages: expect.any(Number),
      textStatus: 'text',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(attachment!.passages).toBeGreaterThanOrEqual(3);
    expect(await ok<AttachmentAnswer>(await call(user, `/${ref.id}/attachment`))).toEqual({ attachment });

    const rows = await t.database.db.select().from(referencePassages).where(eq(referencePassages.referenceId, ref.id)).orderBy(referencePassages.ordinal);
    expect(rows.map((r) => r.ordinal)).toEqual(rows.map((_, i) => i));
    for (const row of rows) {
      const words = row.text.split(/\s+/).length;
      expect(words).toBeLessThanOrEqual(120);
      // Each page's text is in passages of that page, and only there.
      if (row.text.includes('tides')) expect(row.page).toBe(2);
      if (row.text.includes('sleep')) expect(row.page).toBe(1);
      if (row.text.includes('method')) expect(row.page).toBe(3);
    }
    expect(rows.filter((r) => r.page === 2).map((r) => r.text).join(' ')).toContain('Sentence 6 is about ocean tides and the pull of the moon');

    const download = await call(user, `/${ref.id}/attachment/file`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename=".+"; filename\*=UTF-8''Smith%20%282020%29%20%E2%80%93%20study\.pdf$/);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(file);

    expect(await ok<AttachmentStorage>(await call(user, '/storage'))).toEqual({ used: file.byteLength, limit: attachmentLimits.storageBytes, files: 1 });
    // The library's list names each reference's attachment.
    const bare = await reference(user, 'jones2019', 'Another study');
    const { references } = await ok<ReferenceList>(await call(user, ''));
    expect(references.find((r) => r.id === ref.id)!.attachment).toEqual({ name: 'Smith (2020) – study.pdf', textStatus: 'text' });
    expect(references.find((r) => r.id === bare.id)!.attachment).toBeNull();
  });

  it('finds the passages that answer a query, best first, among the cited keys only', async () => {
    const user = await t.signUp();
    const a = await reference(user, 'smith2020');
    const b = await reference(user, 'jones2019', 'Another study');
    await ok(await upload(user, a.id, studyPdf()));
    await ok(await call(user, `/${b.id}/attachment/text`, { method: 'PUT', json: { text: about('lunar cycles and the moon', 8).join(' ') } }));
    const db = t.database.db;

    const best = await retrievePassages(db, user.userId, { keys: ['smith2020'], query: 'Why do the tides follow the Moon?', limit: 5 });
    expect(best[0]).toMatchObject({ key: 'smith2020', page: 2, text: expect.stringContaining('tides') });
    expect(best[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(best.every((p) => p.key === 'smith2020')).toBe(true);
    for (let i = 1; i < best.length; i++) expect(best[i]!.rank).toBeLessThanOrEqual(best[i - 1]!.rank);

    // ANY word matches: "moon" alone finds both references' passages; pasted text has no page.
    const both = await retrievePassages(db, user.userId, { keys: ['jones2019', 'smith2020'], query: 'moon', limit: 50 });
    expect(new Set(both.map((p) => p.key))).toEqual(new Set(['smith2020', 'jones2019']));
    expect(both.find((p) => p.key === 'jones2019')!.page).toBeNull();
    expect(await retrievePassages(db, user.userId, { keys: ['smith2020'], query: 'questionnaires', limit: 1 })).toEqual([expect.objectContaining({ page: 3 })]);

    // Nothing to look for, or nowhere to look.
    expect(await retrievePassages(db, user.userId, { keys: [], query: 'tides', limit: 5 })).toEqual([]);
    expect(await retrievePassages(db, user.userId, { keys: ['smith2020'], query: 'the of and is', limit: 5 })).toEqual([]);
    expect(await retrievePassages(db, user.userId, { keys: ['smith2020'], query: "'); drop table users; -- & | ! :*", limit: 5 })).toEqual([]);
    expect(await retrievePassages(db, user.userId, { keys: ['smith2020'], query: "tides' | !moon", limit: 5 })).not.toEqual([]);
    // Another user's keys are not theirs, even with the same key.
    const other = await t.signUp();
    await reference(other, 'smith2020');
    expect(await retrievePassages(db, other.userId, { keys: ['smith2020'], query: 'tides', limit: 5 })).toEqual([]);

    const texts = await attachedTexts(db, user.userId, ['smith2020', 'jones2019', 'nokey']);
    expect([...texts.keys()].sort()).toEqual(['jones2019', 'smith2020']);
    expect(texts.get('smith2020')).toMatch(/^Sentence 1 is about sleep[\s\S]*tides[\s\S]*method/);
    expect((await attachedTexts(db, other.userId, ['smith2020'])).size).toBe(0);
  });

  it('reads Word documents, HTML pages and plain text, by their bytes whatever their name', async () => {
    const user = await t.signUp();
    const ref = await reference(user, 'smith2020');
    const word = await ok<AttachmentAnswer>(await upload(user, ref.id, docx(about('Word paragraphs')), { 'x-file-name': encodeURIComponent('../../Études\u0000 de cas.pdf') }));
    expect(word.attachment).toMatchObject({ name: 'Études de cas.pdf', mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', pages: null, textStatus: 'text' });
    expect((await attachedTexts(t.database.db, user.userId, ['smith2020'])).get('smith2020')).toContain('Sentence 6 is about Word paragraphs');
    // The download keeps the given name and adds the real type's extension.
    expect((await call(user, `/${ref.id}/attachment/file`)).headers.get('content-disposition')).toContain("filename*=UTF-8''%C3%89tudes%20de%20cas.pdf.docx");

    const html = `<!doctype html><html><head><title>Skip</title><style>p{color:red}</style></head><body><script>alert("no")</script><h1>Caf&eacute; &amp; tea</h1><p>${about('coffee houses').join(' ')}</p><p>The end &#8212; really.</p></body></html>`;
    const page = await ok<AttachmentAnswer>(await upload(user, ref.id, new TextEncoder().encode(html), { 'content-type': 'text/plain' }));
    expect(page.attachment).toMatchObject({ name: 'Attachment.html', mediaType: 'text/html', textStatus: 'text' });
    const text = (await attachedTexts(t.database.db, user.userId, ['smith2020'])).get('smith2020')!;
    expect(text).toContain('Café & tea');
    expect(text).toContain('The end — really.');
    for (const hidden of ['alert', 'color', 'Skip', '<']) expect(text).not.toContain(hidden);
    // Served as a download of its own type, never as a page of this site.
    const served = await call(user, `/${ref.id}/attachment/file`);
    expect(served.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="Attachment\.html"/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await served.text()).toBe(html);

    const plain = await ok<AttachmentAnswer>(await upload(user, ref.id, new TextEncoder().encode('Plain words about rivers.\n\nAnd a second paragraph.'), { 'x-file-name': 'notes.txt' }));
    expect(plain.attachment).toMatchObject({ name: 'notes.txt', mediaType: 'text/plain', passages: 1, textStatus: 'text' });
    // Each upload replaced the one before.
    expect(await ok<AttachmentStorage>(await call(user, '/storage'))).toMatchObject({ files: 1 });
  });

  it('keeps pasted text as a text file, even when it looks like HTML', async () => {
    const user = await t.signUp();
    const ref = await reference(user, 'smith2020');
    const text = '<p>Quoted markup</p> stays as typed.';
    const { attachment } = await ok<AttachmentAnswer>(await call(user, `/${ref.id}/attachment/text`, { method: 'PUT', json: { text } }));
    expect(attachment).toMatchObject({ name: 'Pasted text', mediaType: 'text/plain', size: text.length, pages: null, passages: 1, textStatus: 'text' });
    expect((await attachedTexts(t.database.db, user.userId, ['smith2020'])).get('smith2020')).toBe(text);
    expect((await call(user, `/${ref.id}/attachment/file`)).headers.get('content-disposition')).toMatch(/^attachment; filename="Pasted text\.txt"/);
    await expectApiError(await call(user, `/${ref.id}/attachment/text`, { method: 'PUT', json: { text: '' } }), 'validation_failed', 'text');
    await expectApiError(await call(user, `/${ref.id}/attachment/text`, { method: 'PUT', json: { text: 'x'.repeat(attachmentLimits.pastedText + 1) } }), 'validation_failed', 'text');
  });

  it('keeps a scanned PDF with no text layer, and says it has no text', async () => {
    const user = await t.signUp();
    const ref = await reference(user, 'scan2021');
    const { attachment } = await ok<AttachmentAnswer>(await upload(user, ref.id, pdf([null, null])));
    expect(attachment).toMatchObject({ mediaType: 'application/pdf', pages: 2, passages: 0, textStatus: 'no_text' });
    expect(await passageRows(ref.id)).toBe(0);
    expect((await attachedTexts(t.database.db, user.userId, ['scan2021'])).size).toBe(0);
    expect((await call(user, `/${ref.id}/attachment/file`)).status).toBe(200);
  });
});

describe('files it refuses, each with its own message', () => {
  let user: User;
  let id: string;
  beforeAll(async () => {
    user = await t.signUp();
    id = (await reference(user, 'refused2020')).id;
  });
  const refused = async (bytes: Uint8Array, code: Parameters<typeof expectApiError>[1], words: RegExp, language = 'en') => {
    const body = await expectApiError(await upload(user, id, bytes, { 'accept-language': language }), code);
    expect(body.error.message).toMatch(words);
  };

  it('a password-protected PDF', () => refused(pdf([['Secret text.']], { encrypted: true }), 'file_unreadable', /password/));
  it('a damaged PDF', () => refused(new TextEncoder().encode('%PDF-1.7\nthis is not a PDF at all\n'), 'file_unreadable', /PDF could not be read/));
  it('a ZIP file named .docx', () => refused(zip({ 'notes.txt': 'Hello' }), 'unsupported_media_type', /ZIP file is not a Word document/));
  it('an empty file', () => refused(new Uint8Array(), 'validation_failed', /empty \(0 bytes\)/));
  it('a picture, or any other binary file', () => refused(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'unsupported_media_type', /not a PDF, a Word document/));
  it("in the reader's language", () => refused(pdf([['Secret']], { encrypted: true }), 'file_unreadable', /mot de passe/, 'fr'));

  it('a file over 20 MB, before reading it whole (413)', async () => {
    const body = await expectApiError(await upload(user, id, new Uint8Array(attachmentLimits.fileBytes + 1), { 'content-length': String(attachmentLimits.fileBytes + 1) }), 'payload_too_large');
    expect(body.error.message).toMatch(/larger than 20 MB/);
    // A body sent without its length is cut off at the limit as it streams in.
    const stream = new ReadableStream({
      pull(controller) {
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    const res = await t.request(`/api/references/${id}/attachment`, { method: 'PUT', body: stream, cookie: user.cookie, duplex: 'half' } as RequestInit & { cookie: string });
    await expectApiError(res, 'payload_too_large');
  });

  it('keeps nothing of a refused file', async () => {
    expect(await ok<AttachmentAnswer>(await call(user, `/${id}/attachment`))).toEqual({ attachment: null });
    expect(await ok<AttachmentStorage>(await call(user, '/storage'))).toEqual({ used: 0, limit: attachmentLimits.storageBytes, files: 0 });
  });
});

describe('whose attachment, how much room, and removing it', () => {
  it("answers another user's reference exactly like a missing one", async () => {
    const [owner, other] = [await t.signUp(), await t.signUp()];
    const ref = await reference(owner, 'smith2020');
    await ok(await upload(owner, ref.id, studyPdf()));
    for (const id of [ref.id, randomUUID(), 'not-a-uuid']) {
      await expectApiError(await call(other, `/${id}/attachment`), 'not_found');
      await expectApiError(await call(other, `/${id}/attachment/file`), 'not_found');
      await expectApiError(await upload(other, id, new TextEncoder().encode('Mine now.')), 'not_found');
      await expectApiError(await call(other, `/${id}/attachment/text`, { method: 'PUT', json: { text: 'Mine now.' } }), 'not_found');
      await expectApiError(await call(other, `/${id}/attachment`, { method: 'DELETE' }), 'not_found');
    }
    expect((await ok<AttachmentAnswer>(await call(owner, `/${ref.id}/attachment`))).attachment).toMatchObject({ pages: 3 });
    await expectApiError(await call(undefined, `/${ref.id}/attachment`), 'unauthorized');
  });

  it('refuses a file that would take the user past their storage (409 storage_full), counting a replaced file out', async () => {
    const user = await t.signUp();
    const [big, small] = [await reference(user, 'big2020'), await reference(user, 'small2020')];
    // A stored file's size is what counts: a row standing for 250 MB less 100 bytes.
    await t.database.db.insert(referenceAttachments).values({ referenceId: big.id, userId: user.userId, name: 'big.pdf', mediaType: 'application/pdf', size: attachmentLimits.storageBytes - 100, bytes: new Uint8Array([1]), pages: 1, textStatus: 'no_text' });
    const body = await expectApiError(await upload(user, small.id, new TextEncoder().encode('x'.repeat(101))), 'storage_full');
    expect(body.error.message).toMatch(/up to 250 MB/);
    await expectApiError(await call(user, `/${small.id}/attachment/text`, { method: 'PUT', json: { text: 'y'.repeat(200) } }), 'storage_full');
    expect(await ok<AttachmentStorage>(await call(user, '/storage'))).toEqual({ used: attachmentLimits.storageBytes - 100, limit: attachmentLimits.storageBytes, files: 1 });
    // 100 bytes fit; replacing the big file with a small one frees its room.
    await ok(await upload(user, small.id, new TextEncoder().encode('z'.repeat(100))));
    await ok(await upload(user, big.id, new TextEncoder().encode('Now small.')));
    expect(await ok<AttachmentStorage>(await call(user, '/storage'))).toEqual({ used: 110, limit: attachmentLimits.storageBytes, files: 2 });
  });

  it('removes the file and its passages; deleting the reference or the account removes them too', async () => {
    const user = await t.signUp();
    const [a, b] = [await reference(user, 'a2020'), await reference(user, 'b2020')];
    await ok(await upload(user, a.id, studyPdf()));
    await ok(await upload(user, b.id, studyPdf()));
    expect(await passageRows(a.id)).toBeGreaterThan(0);

    expect((await call(user, `/${a.id}/attachment`, { method: 'DELETE' })).status).toBe(204);
    expect(await ok<AttachmentAnswer>(await call(user, `/${a.id}/attachment`))).toEqual({ attachment: null });
    expect(await passageRows(a.id)).toBe(0);
    await expectApiError(await call(user, `/${a.id}/attachment/file`), 'not_found');
    expect((await call(user, `/${a.id}/attachment`, { method: 'DELETE' })).status).toBe(204);

    expect((await call(user, `/${b.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await t.database.db.select().from(referenceAttachments).where(eq(referenceAttachments.referenceId, b.id))).toEqual([]);
    expect(await passageRows(b.id)).toBe(0);

    const leaving = await t.signUp();
    const c = await reference(leaving, 'c2020');
    await ok(await upload(leaving, c.id, studyPdf()));
    await t.database.db.delete(users).where(eq(users.id, leaving.userId));
    expect(await t.database.db.select().from(referenceAttachments).where(eq(referenceAttachments.userId, leaving.userId))).toEqual([]);
    expect(await t.database.db.select().from(referencePassages).where(eq(referencePassages.userId, leaving.userId))).toEqual([]);
  });

  it('reads one file per user at a time (429 with Retry-After), off the event loop: health answers meanwhile', async () => {
    const user = await t.signUp();
    const [a, b] = [await reference(user, 'long2020'), await reference(user, 'other2020')];
    const long = pdf(Array.from({ length: 300 }, (_, p) => about(`page ${p + 1} of a long book on glaciers`, 5)));
    let done = false;
    const reading = upload(user, a.id, long).then((res) => {
      done = true;
      return res;
    });
    // Wait until the first upload holds the slot (it has read its body and is in the worker).
    let second: Response | undefined;
    for (let i = 0; i < 50 && !done; i++) {
      second = await call(user, `/${b.id}/attachment/text`, { method: 'PUT', json: { text: 'Short.' } });
      if (second.status === 429) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(done, 'the long PDF was read before the test could check').toBe(false);
    const busy = await expectApiError(second!, 'rate_limited', undefined, expect.any(String) as unknown as string);
    expect(busy.error.message).toMatch(/already attaching/);
    expect(Number(second!.headers.get('retry-after'))).toBeGreaterThan(0);
    const started = performance.now();
    const health = await t.request('/api/health');
    expect(health.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(500);
    expect(done, 'health answered only after the PDF was read').toBe(false);
    const { attachment } = await ok<AttachmentAnswer>(await reading);
    expect(attachment).toMatchObject({ pages: 300, textStatus: 'text' });
    expect((await retrievePassages(t.database.db, user.userId, { keys: ['long2020'], query: 'page 217', limit: 3 }))[0]).toMatchObject({ page: 217 });
  });
});
