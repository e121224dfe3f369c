import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { docx, pdf } from '../../../testing/attachment-files.ts';
import { expectApiError } from '../../../testing/api-error.ts';
import { appForFile } from '../../../testing/app-for-file.ts';
import type { ParsedResume } from './parse-resume.ts';

// POST /api/resume/import: a resume file read in a parse worker into resume
// data to check; nothing saved. Every file it cannot read is refused with a
// sentence saying what to do.

const t = appForFile();

const send = (cookie: string | undefined, body: Uint8Array, headers: Record<string, string> = {}) =>
  t.request('/api/resume/import', { method: 'POST', body: body as Uint8Array<ArrayBuffer>, cookie, headers: { 'content-type': 'application/octet-stream', ...headers } });

describe('POST /api/resume/import', () => {
  it('reads a PDF resume into fields, with the text as read, and saves nothing', async () => {
    const user = await t.signUp();
    const file = pdf([['Sam Carter', 'sam.carter@example.com  |  +1 555 010 7788  |  Denver, CO', 'Experience', 'Barista  Jan 2021 - Present', 'Blue Door Coffee', '- Trained 6 new baristas', 'Skills', 'Latte art, Inventory, Cash handling']]);
    const res = await send(user.cookie, file);
    expect(res.status, await res.clone().text()).toBe(200);
    const read = (await res.json()) as ParsedResume & { format: string; pages: number };
    expect(read).toMatchObject({ format: 'pdf', pages: 1 });
    expect(read.data.personalInfo).toMatchObject({ email: 'sam.carter@example.com', phone: '+1 555 010 7788', location: 'Denver, CO' });
    expect(read.data.experience?.[0]).toMatchObject({ startDate: '2021-01', current: true, description: '• Trained 6 new baristas' });
    expect(read.data.skills?.map((s) => s.name)).toEqual(['Latte art', 'Inventory', 'Cash handling']);
    expect(read.text).toContain('Blue Door Coffee');
    const documents = (await (await t.request('/api/documents', { cookie: user.cookie })).json()) as { documents: unknown[] };
    expect(documents.documents).toEqual([]);
  });

  it('reads a Word resume', async () => {
    const user = await t.signUp();
    const res = await send(user.cookie, docx(['Sam Carter', 'sam.carter@example.com', 'Skills', 'SQL, Python']));
    expect(res.status).toBe(200);
    const read = (await res.json()) as ParsedResume & { format: string };
    expect(read.format).toBe('docx');
    expect(read.data.personalInfo?.email).toBe('sam.carter@example.com');
    expect(read.data.skills?.map((s) => s.name)).toEqual(['SQL', 'Python']);
  });

  it('reads the text of a Word file with macros, never runs them, and says they were left out', async () => {
    const user = await t.signUp();
    const parts = unzipSync(docx(['Sam Carter', 'sam.carter@example.com', 'Skills', 'SQL, Python']));
    // A macro project as Word stores one (.docm): its bytes are never looked into.
    const withMacros = zipSync({ ...parts, 'word/vbaProject.bin': new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3, 4]) });
    const res = await send(user.cookie, withMacros);
    expect(res.status).toBe(200);
    const read = (await res.json()) as ParsedResume & { macros?: boolean };
    expect(read.macros).toBe(true);
    expect(read.data.personalInfo?.email).toBe('sam.carter@example.com');
    // A file without them says nothing of macros.
    const plain = (await (await send(user.cookie, docx(['Sam Carter', 'sam.carter@example.com']))).json()) as { macros?: boolean };
    expect(plain.macros).toBeUndefined();
  });

  it('says clearly why a scan, a locked PDF, an old .doc, a picture or a file too large cannot be read', async () => {
    const user = await t.signUp();
    const scanned = await expectApiError(await send(user.cookie, pdf([null])), 'file_unreadable');
    expect(scanned.error.message).toContain('a scan');
    const locked = await expectApiError(await send(user.cookie, pdf([['Secret.']], { encrypted: true })), 'file_unreadable');
    expect(locked.error.message).toContain('password');
    const old = await expectApiError(await send(user.cookie, new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])), 'unsupported_media_type');
    expect(old.error.message).toContain('.doc');
    await expectApiError(await send(user.cookie, new TextEncoder().encode('just text')), 'unsupported_media_type');
    const large = await expectApiError(await send(user.cookie, new Uint8Array(10 * 1024 * 1024 + 1)), 'payload_too_large');
    expect(large.error.message).toContain('10 MB');
    const french = await expectApiError(await send(user.cookie, pdf([null]), { 'accept-language': 'fr' }), 'file_unreadable');
    expect(french.error.message).toBeTruthy();
    await expectApiError(await send(undefined, pdf([['x']])), 'unauthorized');
  });
});
