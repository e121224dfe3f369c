import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceLimits, type ImportResult, type ReferenceList } from '../../../shared/references.ts';
import { userReferences } from '../../db/schema.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';

// A library the size real users have: a 20,000-entry file sent as it is,
// read with progress, added in one transaction, then listed page by page.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const surnames = ['Smith', 'García', 'Müller', 'Dubois', 'Wang', 'Okafor', 'Kowalski', 'Nguyen', 'Rossi', 'Haddad'];

/** `count` BibTeX entries, keyed `${prefix}${i}`, each a different article (no two are duplicates). */
function bibtex(count: number, prefix = 'k'): string {
  let text = '';
  for (let i = 0; i < count; i++) {
    text += `@article{${prefix}${i},\n  author = {${surnames[i % 10]}, A. and ${surnames[(i + 3) % 10]}, B.},\n  title = {Study ${prefix} ${i} of sleep},\n  journal = {Journal ${i % 7}},\n  volume = {${1 + (i % 40)}},\n  year = {${1990 + (i % 35)}}\n}\n`;
  }
  return text;
}

type Line = { progress?: { phase: string; done: number; total: number }; result?: ImportResult; error?: { code: string; message: string } };

/** A file sent as it is (text/plain), with the query's format and dryRun. */
function sendFile(user: TestUser, body: string | Uint8Array<ArrayBuffer>, query: string, headers: Record<string, string> = {}) {
  return t.request(`/api/references/import?${query}`, { method: 'POST', body, cookie: user.cookie, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });
}

/** The NDJSON answer's lines, each parsed. */
async function lines(res: Response): Promise<Line[]> {
  expect(res.status, await res.clone().text().then((text) => text.slice(0, 300))).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
  const text = await res.text();
  expect(text.endsWith('\n')).toBe(true);
  return text
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Line);
}

const list = async (user: TestUser, query: string) => {
  const res = await t.request(`/api/references?${query}`, { cookie: user.cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ReferenceList;
};

describe('an import of 20,000 references', () => {
  it('previews and adds them with progress, one import at a time, then refuses more past the plan’s cap as the stream’s last line', { timeout: 60_000 }, async () => {
    const user = await t.signUp();
    const file = bibtex(20_000);
    expect(Buffer.byteLength(file)).toBeGreaterThan(referenceLimits.importText);

    // The preview, streamed: reading progress towards 20,000, then the result; nothing is added.
    // The answer starts with the first progress, while the file is still read: a second import of the user's must wait.
    const streaming = await sendFile(user, file, 'format=bibtex', { accept: 'application/x-ndjson' });
    const second = await sendFile(user, bibtex(1), '');
    expect(second.status).toBe(429);
    expect(((await second.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    expect(second.headers.get('retry-after')).toMatch(/^\d+$/);
    const preview = await lines(streaming);
    const final = preview.at(-1)!;
    expect(final.result?.entries).toHaveLength(20_000);
    expect(final.result?.added).toEqual([]);
    const progress = preview.slice(0, -1);
    expect(progress.length).toBeGreaterThan(0);
    for (const line of progress) expect(line.progress).toMatchObject({ phase: 'reading', total: 20_000 });
    expect(preview.filter((line) => line.result)).toHaveLength(1);
    expect((await list(user, '')).total).toBe(0);

    // For real, as a plain answer: every entry is added, in the file's order.
    const res = await sendFile(user, file, 'dryRun=false');
    expect(res.status).toBe(200);
    const added = (await res.json()) as ImportResult;
    expect(added.format).toBe('bibtex');
    expect(added.added).toHaveLength(20_000);
    expect(added.added[0]).toMatchObject({ key: 'k0', kind: 'article-journal', item: { title: 'Study k 0 of sleep' } });
    expect(added.added.at(-1)!.key).toBe('k19999');
    expect((await list(user, 'limit=1')).total).toBe(20_000);

    // The free plan's library is full: a further file is read (progress), then refused on the last line, naming the cap.
    const more = await lines(await sendFile(user, bibtex(5_000, 'more'), 'dryRun=false', { accept: 'application/x-ndjson' }));
    expect(more.at(-1)).toEqual({ error: { code: 'library_full', message: 'Your reference library holds at most 20,000 references; it is full. Delete references you no longer need first.' } });
    expect(more.slice(0, -1).length).toBeGreaterThan(0);
    for (const line of more.slice(0, -1)) expect(line.progress?.phase).toBe('reading');
    expect((await list(user, 'limit=1')).total).toBe(20_000);
  });
});

describe('an import sent as a file', () => {
  it('recognises the format, previews by default, and shows the adding phase when it adds', async () => {
    const user = await t.signUp();
    const ris = 'TY  - JOUR\nAU  - Doe, Jane\nTI  - On Things\nPY  - 2019\nID  - doe19\nER  - \n';
    const preview = (await (await sendFile(user, ris, '')).json()) as ImportResult;
    expect(preview).toMatchObject({ format: 'ris', entries: [{ ok: true, key: 'doe19' }], added: [] });
    const res = await t.request('/api/references/import?dryRun=false', { method: 'POST', body: bibtex(3), cookie: user.cookie, headers: { 'content-type': 'application/x-bibtex' } });
    expect(((await res.json()) as ImportResult).added.map((r) => r.key)).toEqual(['k0', 'k1', 'k2']);
    // A quick import streams its result line (and whatever progress was heard before it).
    const streamed = await lines(await sendFile(user, bibtex(2, 'q'), 'dryRun=false', { accept: 'application/x-ndjson' }));
    expect(streamed.at(-1)!.result?.added.map((r) => r.key)).toEqual(['q0', 'q1']);
    for (const line of streamed.slice(0, -1)) expect(['reading', 'adding']).toContain(line.progress?.phase);
  });

  it('refuses before streaming what is not an import: 400 with its reason, 413 over 40 MB, 415 for another type', async () => {
    const user = await t.signUp();
    const ndjson = { accept: 'application/x-ndjson' };
    await expectApiError(await sendFile(user, 'just some words', '', ndjson), 'validation_failed', 'text');
    await expectApiError(await sendFile(user, '', ''), 'validation_failed', 'text');
    await expectApiError(await sendFile(user, new Uint8Array([0x40, 0x62, 0xff, 0xfe]), ''), 'validation_failed', 'text');
    await expectApiError(await sendFile(user, '@book{a, title={A}}', 'format=word'), 'validation_failed', 'format');
    await expectApiError(await sendFile(user, '@book{a, title={A}}', 'dryRun=maybe'), 'validation_failed', 'dryRun');
    const tooMany = await expectApiError(await sendFile(user, bibtex(referenceLimits.importEntries + 1), '', ndjson), 'validation_failed', 'text');
    expect(tooMany.error.message).toBe('text: an import holds at most 20,000 entries and this one has 20,001. Split the file.');

    const big = new Uint8Array(41 * 1024 * 1024).fill(0x20);
    const tooLarge = await expectApiError(await sendFile(user, big, '', { 'content-length': String(big.byteLength) }), 'payload_too_large');
    expect(tooLarge.error.message).toBe('An import file may be at most 40 MB. Split the file.');
    await expectApiError(await t.request('/api/references/import', { method: 'POST', body: '@book{a, title={A}}', cookie: user.cookie, headers: { 'content-type': 'application/octet-stream' } }), 'unsupported_media_type');
    expect((await list(user, '')).total).toBe(0);
  });
});

describe('the list', () => {
  it('pages the library with a total, answers the keys asked for, and only ever the user’s own', async () => {
    const [user, other] = [await t.signUp(), await t.signUp()];
    const rows = (userId: string, n: number, prefix: string) =>
      Array.from({ length: n }, (_, i) => ({ userId, key: `${prefix}${String(i).padStart(3, '0')}`, item: { type: 'book', title: `Title ${String(i).padStart(3, '0')}`, author: [{ family: 'Same' }] } }));
    await t.database.db.insert(userReferences).values(rows(user.userId, 250, 'mine'));
    await t.database.db.insert(userReferences).values(rows(other.userId, 5, 'theirs'));
    await t.database.db.insert(userReferences).values({ userId: other.userId, key: 'mine000', item: { type: 'book', title: 'Not yours' } });

    const first = await list(user, '');
    expect(first.total).toBe(250);
    expect(first.references).toHaveLength(referenceLimits.listPageDefault);
    expect(first.references[0]!.key).toBe('mine000');
    const page = await list(user, 'limit=50&offset=200');
    expect(page.total).toBe(250);
    expect(page.references.map((r) => r.key)).toEqual(Array.from({ length: 50 }, (_, i) => `mine${200 + i}`));
    expect(await list(user, 'offset=300')).toEqual({ references: [], total: 250 });

    const searched = await list(user, 'search=title%2024&limit=5');
    expect(searched.total).toBe(10); // 240–249
    expect(searched.references).toHaveLength(5);

    // Keys: exactly those the user has, whatever another user holds; unknown ones are simply absent.
    const keyed = await list(user, 'keys=mine010,theirs001,nobody,mine000');
    expect(keyed.references.map((r) => [r.key, r.item.title])).toEqual([
      ['mine000', 'Title 000'],
      ['mine010', 'Title 010'],
    ]);
    expect(keyed.total).toBe(2);
    expect(await list(other, 'keys=mine010')).toEqual({ references: [], total: 0 });
    expect(await list(user, 'keys=')).toEqual({ references: [], total: 0 });
    expect((await list(user, 'keys=mine001,mine002&search=title%20002')).references.map((r) => r.key)).toEqual(['mine002']);

    for (const bad of ['limit=0', 'limit=501', 'limit=x', 'offset=-1', `keys=${Array.from({ length: 501 }, (_, i) => `k${i}`).join(',')}`]) {
      await expectApiError(await t.request(`/api/references?${bad}`, { cookie: user.cookie }), 'validation_failed', bad.split('=')[0]);
    }
  });
});
