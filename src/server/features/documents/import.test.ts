import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { DocumentImportAnswer } from '../../../shared/document-import.ts';
import { documentLimits, type DocumentRecord } from '../../../shared/documents.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { appForFile } from '../../testing/app-for-file.ts';
import { importDocument, type DocumentImportRead } from './import.ts';

// sample.docx and sample.odt are LibreOffice's conversions of sample.fodt
// (`soffice --headless --convert-to docx sample.fodt`, and `--convert-to odt`).
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./import-fixtures/${name}`, import.meta.url)));

/** The fixtures' text: a title, headings, bold and italic, a link, a footnote, a nested list, a numbered list, a table and a picture. */
const expectedMarkdown = `# Field Notes

# Introduction

Some **bold** and *italic* words, a [link](https://example.org/) and a note.[^1]

## Lists

- First point
  - Nested point
- Second point

1. Step one
2. Step two

## Table

| Name  | Value |
| ----- | ----- |
| Alpha | 1     |

A picture:

The end.

[^1]: The footnote text.
`;

function ok(read: DocumentImportRead) {
  if (!read.ok) throw new Error(`refused: ${read.problem}`);
  return read;
}

interface RawEntry {
  name: string;
  data: Uint8Array;
  /** What the central directory claims the entry unpacks to (default: the truth). */
  claim?: number;
}

/** A ZIP written by hand, so that its central directory can claim what it likes. */
function handMadeZip(entries: RawEntry[]): Uint8Array {
  // The same data is deflated once, however many entries hold it.
  const packedOf = new Map<Uint8Array, Uint8Array>();
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = strToU8(entry.name);
    const packed = packedOf.get(entry.data) ?? new Uint8Array(deflateRawSync(entry.data, { level: 1 }));
    packedOf.set(entry.data, packed);
    const local = new Uint8Array(30 + name.length + packed.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(4, 20, true);
    lv.setUint16(8, 8, true);
    lv.setUint32(18, packed.length, true);
    lv.setUint32(22, entry.claim ?? entry.data.length, true);
    lv.setUint16(26, name.length, true);
    local.set(name, 30);
    local.set(packed, 30 + name.length);
    const central = new Uint8Array(46 + name.length);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, 20, true);
    cv.setUint16(6, 20, true);
    cv.setUint16(10, 8, true);
    cv.setUint32(20, packed.length, true);
    cv.setUint32(24, entry.claim ?? entry.data.length, true);
    cv.setUint16(28, name.length, true);
    cv.setUint32(42, offset, true);
    central.set(name, 46);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const centralSize = centrals.reduce((sum, c) => sum + c.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, entries.length, true);
  ev.setUint16(10, entries.length, true);
  ev.setUint32(12, centralSize, true);
  ev.setUint32(16, offset, true);
  const out = new Uint8Array(offset + centralSize + 22);
  let at = 0;
  for (const part of [...locals, ...centrals, end]) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

describe('importDocument', () => {
  it('reads a Word document: headings, emphasis, link, footnote, nested and numbered lists, a table; the picture is dropped and counted', async () => {
    const read = ok(await importDocument(fixture('sample.docx')));
    expect(read.format).toBe('docx');
    expect(read.markdown).toBe(expectedMarkdown);
    expect(read.title).toBe('Field Notes');
    expect(read.notes).toEqual([{ key: 'imagesDropped', count: 1 }]);
  });

  it('reads an OpenDocument text the same way', async () => {
    const read = ok(await importDocument(fixture('sample.odt')));
    expect(read.format).toBe('odt');
    expect(read.markdown).toBe(expectedMarkdown);
    expect(read.notes).toEqual([{ key: 'imagesDropped', count: 1 }]);
  });

  it('reads a Word document with macros for its text only, and says the macros were ignored', async () => {
    const files = unzipSync(fixture('sample.docx'));
    files['word/vbaProject.bin'] = strToU8('Attribute VB_Name = "Module1"\nSub AutoOpen()\nEnd Sub');
    const read = ok(await importDocument(zipSync(files)));
    expect(read.markdown).toBe(expectedMarkdown);
    expect(read.notes).toContainEqual({ key: 'macrosIgnored' });
  });

  it('refuses an encrypted Office file or an old .doc (an OLE compound file)', async () => {
    const bytes = new Uint8Array(4096);
    bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(await importDocument(bytes)).toEqual({ ok: false, problem: 'import_encrypted' });
  });

  it('refuses a ZIP whose directory claims more than 100 MB, before inflating anything', async () => {
    const bomb = handMadeZip([
      { name: 'word/document.xml', data: strToU8('<w:document/>'), claim: 60 * 1024 * 1024 },
      { name: 'word/other.xml', data: strToU8('<x/>'), claim: 60 * 1024 * 1024 },
    ]);
    expect(await importDocument(bomb)).toEqual({ ok: false, problem: 'import_zip_bomb' });
  });

  it('refuses an entry over 1 MB that claims more than 200 times its packed size', async () => {
    const zeros = new Uint8Array(8 * 1024 * 1024);
    const bomb = handMadeZip([{ name: 'word/document.xml', data: zeros }]);
    expect(bomb.length).toBeLessThan(100_000);
    expect(await importDocument(bomb)).toEqual({ ok: false, problem: 'import_zip_bomb' });
  });

  it('refuses more than 5,000 entries', async () => {
    const entries: RawEntry[] = [{ name: 'word/document.xml', data: strToU8('<w:document/>') }];
    for (let i = 0; i < 5_000; i++) entries.push({ name: `x/${i}`, data: new Uint8Array() });
    expect(await importDocument(handMadeZip(entries))).toEqual({ ok: false, problem: 'import_zip_bomb' });
  });

  it('stops inflating at the cap when the directory lies about sizes', async () => {
    // Five entries of 25 MB of zeros, each claiming 100 KB: 500 KB claimed, 125 MB real.
    const zeros = new Uint8Array(25 * 1024 * 1024);
    const entries: RawEntry[] = [{ name: 'word/document.xml', data: strToU8('<w:document/>') }];
    for (let i = 0; i < 5; i++) entries.push({ name: `word/media/${i}.bin`, data: zeros, claim: 100 * 1024 });
    expect(await importDocument(handMadeZip(entries))).toEqual({ ok: false, problem: 'import_zip_bomb' });
  });

  it('refuses a ZIP that is neither Word nor OpenDocument text, and a damaged one', async () => {
    expect(await importDocument(zipSync({ 'readme.txt': strToU8('hello') }))).toEqual({ ok: false, problem: 'import_zip_unknown' });
    expect(await importDocument(zipSync({ mimetype: strToU8('application/vnd.oasis.opendocument.spreadsheet'), 'content.xml': strToU8('<a/>') }))).toEqual({ ok: false, problem: 'import_zip_unknown' });
    expect(await importDocument(fixture('sample.docx').slice(0, 2000))).toEqual({ ok: false, problem: 'import_unreadable' });
  });

  it('refuses an OpenDocument text whose XML declares a DOCTYPE (no entity is expanded)', async () => {
    const content = '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaaaaaaaa">]><office:document-content><office:body><office:text><text:p>&a;</text:p></office:text></office:body></office:document-content>';
    const odt = zipSync({ mimetype: strToU8('application/vnd.oasis.opendocument.text'), 'content.xml': strToU8(content) });
    expect(await importDocument(odt)).toEqual({ ok: false, problem: 'import_unreadable' });
  });

  it('says when an OpenDocument text had comments, text boxes, tracked changes and a page header, and leaves them out', async () => {
    const ns = 'xmlns:office="o" xmlns:text="t" xmlns:style="s" xmlns:draw="d" xmlns:fo="f" xmlns:dc="dc"';
    const content = `<?xml version="1.0"?><office:document-content ${ns}><office:automatic-styles><style:style style:name="T9" style:family="text"><style:text-properties fo:font-weight="bold" fo:font-style="italic"/></style:style></office:automatic-styles><office:body><office:text>
<text:tracked-changes><text:changed-region text:id="c1"><text:deletion><text:p>Gone &amp; forgotten</text:p></text:deletion></text:changed-region></text:tracked-changes>
<text:p>Kept <text:span text:style-name="T9">both</text:span> &lt;here&gt;<text:change text:change-id="c1"/>.<office:annotation><dc:creator>Ann</dc:creator><text:p>A remark</text:p></office:annotation></text:p>
<text:p><draw:frame><draw:text-box><text:p>Boxed</text:p></draw:text-box></draw:frame></text:p>
</office:text></office:body></office:document-content>`;
    const styles = `<?xml version="1.0"?><office:document-styles ${ns}><office:master-styles><style:master-page style:name="Standard"><style:header><text:p>Page header</text:p></style:header></style:master-page></office:master-styles></office:document-styles>`;
    const odt = zipSync({ mimetype: strToU8('application/vnd.oasis.opendocument.text'), 'content.xml': strToU8(content), 'styles.xml': strToU8(styles) });
    const read = ok(await importDocument(odt));
    expect(read.markdown).toBe('Kept **_both_** \\<here>.\n');
    expect(read.notes.map((note) => note.key).sort()).toEqual(['commentsDropped', 'headersFootersDropped', 'textBoxesDropped', 'trackedChangesAccepted']);
  });

  it('reads HTML without its scripts and styles, and counts its pictures', async () => {
    const html = '<!doctype html><html><head><title>x</title><style>p{}</style></head><body><h2>Notes</h2><script>alert(1)</script><p>One <b>two</b> <img src="a.png"> <a href="javascript:alert(1)">three</a></p><ul><li>a<ul><li>b</li></ul></li></ul></body></html>';
    const read = ok(await importDocument(strToU8(html)));
    expect(read.format).toBe('html');
    expect(read.markdown).toBe('## Notes\n\nOne **two** three\n\n- a\n  - b\n');
    expect(read.title).toBe('Notes');
    expect(read.notes).toEqual([{ key: 'imagesDropped', count: 1 }]);
  });

  it('keeps Markdown as it is, with line endings and the byte-order mark normalised', async () => {
    const read = ok(await importDocument(strToU8('\ufeff# Plan\r\n\r\n* item _one_\r\n')));
    expect(read.format).toBe('markdown');
    expect(read.markdown).toBe('# Plan\n\n* item _one_\n');
    expect(read.notes).toEqual([]);
  });

  it('refuses text with NUL, bytes that are not UTF-8, an empty file and text over the document limit', async () => {
    expect(await importDocument(strToU8('a\u0000b'))).toEqual({ ok: false, problem: 'import_not_text' });
    expect(await importDocument(new Uint8Array([0x61, 0xff, 0xfe, 0x62]))).toEqual({ ok: false, problem: 'import_not_text' });
    expect(await importDocument(strToU8('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'))).toEqual({ ok: false, problem: 'import_not_text' });
    expect(await importDocument(new Uint8Array())).toEqual({ ok: false, problem: 'import_empty' });
    expect(await importDocument(strToU8(' \n\n '))).toEqual({ ok: false, problem: 'import_empty' });
    expect(await importDocument(strToU8('a'.repeat(documentLimits.content + 1)))).toEqual({ ok: false, problem: 'import_too_long' });
  });
});

describe('POST /api/documents/import', () => {
  const t = appForFile();

  const send = (cookie: string | undefined, body: Uint8Array, query: string) =>
    t.request(`/api/documents/import?${query}`, { method: 'POST', body: body as Uint8Array<ArrayBuffer>, headers: { 'content-type': 'application/octet-stream' }, ...(cookie ? { cookie } : {}) });

  it('creates the document from a Word file, with its notes; another user cannot see it', async () => {
    const owner = await t.signUp();
    const res = await send(owner.cookie, fixture('sample.docx'), 'type=essay&title=My%20notes');
    expect(res.status).toBe(201);
    const created = (await res.json()) as DocumentImportAnswer;
    expect(created).toMatchObject({ type: 'essay', title: 'My notes', content: expectedMarkdown, notes: [{ key: 'imagesDropped', count: 1 }] });

    const mine = await t.request(`/api/documents/${created.id}`, { cookie: owner.cookie });
    expect(((await mine.json()) as DocumentRecord).content).toBe(expectedMarkdown);
    const stranger = await t.signUp();
    await expectApiError(await t.request(`/api/documents/${created.id}`, { cookie: stranger.cookie }), 'not_found');
  });

  it('takes the first heading as the title when none is sent', async () => {
    const { cookie } = await t.signUp();
    const res = await send(cookie, fixture('sample.odt'), 'type=academic');
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ type: 'academic', title: 'Field Notes' });
  });

  it('refuses a resume (its editor is not the text editor), an unknown type and an encrypted file', async () => {
    const { cookie } = await t.signUp();
    await expectApiError(await send(cookie, strToU8('# A'), 'type=resume'), 'validation_failed');
    await expectApiError(await send(cookie, strToU8('# A'), 'type=novel'), 'validation_failed', 'type');
    const ole = new Uint8Array(512);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const refused = await expectApiError(await send(cookie, ole, 'type=essay'), 'file_unreadable');
    expect(refused.error.message).toMatch(/encrypted|\.doc/);
  });

  it('answers 401 without a session and 413 past 20 MB', async () => {
    await expectApiError(await send(undefined, strToU8('# A'), 'type=essay'), 'unauthorized');
    const { cookie } = await t.signUp();
    await expectApiError(await send(cookie, new Uint8Array(20 * 1024 * 1024 + 1), 'type=essay'), 'payload_too_large');
  });
});
