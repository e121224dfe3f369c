import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  referenceKinds,
  referenceLimits,
  type CslItem,
  type ImportResult,
  type Reference,
  type ReferenceDetail,
  type ReferenceKind,
  type ReferenceList,
} from '../../../shared/references.ts';
import { userReferences } from '../../db/schema.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { fullItem, referenceFieldValues } from '../../testing/reference-items.ts';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';

// ---- a local DOI resolver (and one that never answers) ----

const crossref = {
  type: 'article-journal',
  title: 'Deep learning',
  author: [
    { family: 'LeCun', given: 'Yann', sequence: 'first', affiliation: [] },
    { family: 'Bengio', given: 'Yoshua', sequence: 'additional', affiliation: [] },
  ],
  'container-title': 'Nature',
  volume: '521',
  issue: '7553',
  page: '436-444',
  DOI: '10.1038/nature14539',
  issued: { 'date-parts': [[2015, 5, 27]] },
  reference: [{ key: 'ref1', unstructured: 'x'.repeat(1000) }],
};
let resolverHits = 0;
function resolver(req: IncomingMessage, res: ServerResponse) {
  resolverHits++;
  if (req.url === '/10.1038/nature14539' && req.headers.accept === 'application/vnd.citationstyles.csl+json') {
    res.writeHead(200, { 'content-type': 'application/vnd.citationstyles.csl+json' }).end(JSON.stringify(crossref));
  } else if (req.url === '/10.5555/redirected') {
    res.writeHead(302, { location: 'http://127.0.0.1:1/plain-http' }).end();
  } else if (req.url === '/10.5555/huge') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ...crossref, abstract: 'x'.repeat(300 * 1024) }));
  } else if (req.url === '/10.5555/slow') {
    // Never answers: the look-up's own timeout ends it.
  } else {
    res.writeHead(404).end('DOI Not Found');
  }
}

let server: Server;
let resolverUrl: string;
let t: TestApp;
let offline: TestApp;

beforeAll(async () => {
  server = createServer(resolver);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  resolverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  t = await createTestApp({}, { doiLookup: { resolver: resolverUrl, timeoutMs: 500 } });
  // Port 1 on loopback: nothing listens, the connection is refused at once.
  offline = await createTestApp({}, { doiLookup: { resolver: 'http://127.0.0.1:1/' } });
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t?.close();
  await offline?.close();
});

type User = Pick<TestUser, 'cookie' | 'userId'>;
const newUser = (app: TestApp = t): Promise<User> => app.signUp();

function call(user: User | undefined, path: string, init: { method?: string; json?: unknown } = {}, app: TestApp = t) {
  return app.request(`/api/references${path}`, { ...init, cookie: user?.cookie });
}

async function ok<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

const book = (over: Partial<CslItem> = {}): CslItem => ({ type: 'book', title: 'The Book', author: [{ family: 'Smith', given: 'Jane' }], issued: { 'date-parts': [[2020]] }, ...over });
const create = async (user: User, item: CslItem, key?: string) => ok<Reference>(await call(user, '', { method: 'POST', json: { item, ...(key ? { key } : {}) } }), 201);
const list = async (user: User, search?: string) => (await ok<ReferenceList>(await call(user, search === undefined ? '' : `?search=${encodeURIComponent(search)}`))).references;
const importText = async (user: User, text: string, more: Record<string, unknown> = {}) => ok<ImportResult>(await call(user, '/import', { method: 'POST', json: { text, ...more } }));
const exported = (user: User, query: string) => call(user, `/export?${query}`);

describe('the reference library: create, read, update, delete', () => {
  it('creates a reference with a key made from the first author and year, and reads it back', async () => {
    const user = await newUser();
    const ref = await create(user, book());
    expect(ref).toMatchObject({ key: 'smith2020', kind: 'book', item: book() });
    expect(ref.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const read = await ok<ReferenceDetail>(await call(user, `/${ref.id}`));
    expect(read).toEqual({ ...ref, citedBy: [] });
    const rows = await t.database.db.select().from(userReferences).where(eq(userReferences.id, ref.id));
    expect(rows[0]).toMatchObject({ userId: user.userId, key: 'smith2020', item: book() });
  });

  it('adds a, b, c … on collisions, folds accents, and writes nd without a year', async () => {
    const user = await newUser();
    const keys = [];
    for (let i = 0; i < 3; i++) keys.push((await create(user, book({ title: `Book ${i}` }))).key);
    expect(keys).toEqual(['smith2020', 'smith2020a', 'smith2020b']);
    expect((await create(user, book({ author: [{ family: 'Müller-Lüdenscheidt', given: 'Jörg' }] }))).key).toBe('mullerludenscheidt2020');
    expect((await create(user, book({ author: [{ literal: 'World Health Organization' }], issued: undefined }))).key).toBe('worldnd');
    expect((await create(user, book({ author: undefined, editor: [{ family: 'Øster' }] }))).key).toBe('oster2020');
    expect((await create(user, book({ author: [{ family: '王' }] }))).key).toBe('ref2020');
  });

  it('keeps a key the user gives, and refuses one already in use (409 conflict on the key)', async () => {
    const user = await newUser();
    expect((await create(user, book(), 'my:key')).key).toBe('my:key');
    const res = await call(user, '', { method: 'POST', json: { key: 'my:key', item: book() } });
    await expectApiError(res, 'conflict', 'key');
    await expectApiError(await call(user, '', { method: 'POST', json: { key: 'bad key!', item: book() } }), 'validation_failed', 'key');
    // Another user may use the same key.
    expect((await create(await newUser(), book(), 'my:key')).key).toBe('my:key');
  });

  it('updates the item but never the key, and deletes', async () => {
    const user = await newUser();
    const ref = await create(user, book());
    const updated = await ok<Reference>(await call(user, `/${ref.id}`, { method: 'PATCH', json: { item: book({ title: 'Renamed', author: [{ family: 'Jones' }] }) } }));
    expect(updated).toMatchObject({ key: 'smith2020', item: { title: 'Renamed' } });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(ref.updatedAt));
    await expectApiError(await call(user, `/${ref.id}`, { method: 'PATCH', json: { key: 'other', item: book() } }), 'validation_failed');
    expect((await call(user, `/${ref.id}`, { method: 'DELETE' })).status).toBe(204);
    await expectApiError(await call(user, `/${ref.id}`), 'not_found');
    await expectApiError(await call(user, `/${ref.id}`, { method: 'DELETE' }), 'not_found');
  });

  it("answers another user's reference exactly like a missing one", async () => {
    const [a, b] = [await newUser(), await newUser()];
    const ref = await create(a, book());
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const id of [ref.id, missing, 'not-a-uuid']) {
      const answers = [await call(b, `/${id}`), await call(b, `/${id}`, { method: 'PATCH', json: { item: book({ title: 'Mine now' }) } }), await call(b, `/${id}`, { method: 'DELETE' })];
      for (const res of answers) expect(await expectApiError(res, 'not_found')).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
    }
    expect(await list(b)).toEqual([]);
    expect((await ok<ReferenceDetail>(await call(a, `/${ref.id}`))).item.title).toBe('The Book');
    await expectApiError(await exported(b, `format=bibtex&keys=smith2020`), 'not_found');
  });

  it('needs a session', async () => {
    await expectApiError(await call(undefined, ''), 'unauthorized');
    await expectApiError(await call(undefined, '/import', { method: 'POST', json: { text: '@book{a, title={x}}' } }), 'unauthorized');
  });

  it('lists by first author, and searches by word prefixes of title, names, year and key', async () => {
    const user = await newUser();
    await create(user, book({ title: 'Zebras of Kenya', author: [{ family: 'Adams' }], issued: { 'date-parts': [[1999]] } }));
    await create(user, book({ title: 'Climate Cities', author: [{ family: 'Young', given: 'Mara' }], 'container-title': 'Urban Review' }));
    await create(user, book({ title: 'Alphabet', author: undefined, editor: [{ family: 'Müller' }] }));
    expect((await list(user)).map((r) => r.item.title)).toEqual(['Zebras of Kenya', 'Alphabet', 'Climate Cities']);
    expect((await list(user, 'clim')).map((r) => r.key)).toEqual(['young2020']);
    expect((await list(user, 'URBAN rev')).map((r) => r.key)).toEqual(['young2020']);
    expect((await list(user, 'mar')).map((r) => r.key)).toEqual(['young2020']);
    expect((await list(user, 'müller')).map((r) => r.key)).toEqual(['muller2020']);
    expect((await list(user, '1999')).map((r) => r.key)).toEqual(['adams1999']);
    expect((await list(user, 'adams19')).map((r) => r.key)).toEqual(['adams1999']);
    expect(await list(user, 'nothing')).toEqual([]);
    expect(await list(user, "'&:*")).toHaveLength(3);
    await expectApiError(await call(user, `?search=${'x'.repeat(referenceLimits.search + 1)}`), 'validation_failed', 'search');
  });

  it("tells which of the user's papers cite a reference", async () => {
    const user = await newUser();
    const ref = await create(user, book());
    await create(user, book({ title: 'Other' }));
    const paper = async (title: string, content: string, type = 'academic') =>
      ok<{ id: string }>(await t.request('/api/documents', { method: 'POST', json: { type, title, content }, cookie: user.cookie }), 201);
    const citing = await paper('Cites it', 'As shown [@smith2020, p. 12].');
    await paper('Cites the other', 'See @smith2020a.');
    await paper('An email', 'Write to jane@smith2020.org.');
    await paper('An essay', 'Essays are not papers: @smith2020.', 'essay');
    const narrative = await paper('Narrative', '@smith2020 says so.');
    await ok(await t.request('/api/documents', { method: 'POST', json: { type: 'academic', title: 'Not mine', content: '[@smith2020]' }, cookie: (await newUser()).cookie }), 201);
    const detail = await ok<ReferenceDetail>(await call(user, `/${ref.id}`));
    expect(detail.citedBy.map((d) => d.title).sort()).toEqual(['Cites it', 'Narrative']);
    expect(detail.citedBy.map((d) => d.id).sort()).toEqual([citing.id, narrative.id].sort());
  });

  it('refuses a reference past the plan’s library cap (409 library_full, naming it), import included; Pro holds more', async () => {
    const user = await newUser();
    const { free, pro } = referenceLimits.libraryCaps;
    // The library one short of the free plan's cap, written by the database itself (one statement, not 20,000 rows sent).
    await t.database.db.execute(
      sql`insert into user_references (user_id, key, item) select ${user.userId}, 'k' || n, jsonb_build_object('type', 'book', 'title', 'Filler ' || n) from generate_series(1, ${free - 1}) as n`,
    );
    await create(user, book({ title: 'The last one' }));
    const full = await expectApiError(await call(user, '', { method: 'POST', json: { item: book({ title: 'One too many' }) } }), 'library_full');
    expect(full.error.message).toBe(`Your reference library holds at most ${free.toLocaleString('en')} references; it is full. Delete references you no longer need first.`);
    const res = await call(user, '/import', { method: 'POST', json: { text: '@book{new1, title={New}, year={2001}}', dryRun: false } });
    await expectApiError(res, 'library_full');
    expect(await list(user, 'new')).toEqual([]);

    await t.setPlan(user.userId, 'pro');
    expect((await create(user, book({ title: 'Room on Pro' }))).item.title).toBe('Room on Pro');
    const imported = await importText(user, '@book{new1, title={New}, year={2001}}', { dryRun: false });
    expect(imported.added.map((r) => r.key)).toEqual(['new1']);
    expect(pro).toBeGreaterThan(free + 2);
  });
});

// ---- import ----

const threeEntries = `Some text before the first entry is ignored.
@string{pub = "Acme Press"}
@book{knuth1984,
  author = {Knuth, Donald E.},
  title = {The {TeX}book},
  publisher = pub,
  year = {1984}
}

@article{broken,
  author = {Nobody},
  title = {Unclosed brace
  year = 2001,

@article{lamport94,
  author = {Lamport, Leslie},
  title = {LaTeX: A Document Preparation System},
  journal = {Addison-Wesley},
  year = {1994},
  doi = {10.5555/lamport}
}
`;

describe('import', () => {
  it('previews entry by entry: two good BibTeX entries and one broken one with its label and why', async () => {
    const user = await newUser();
    const result = await importText(user, threeEntries);
    expect(result.format).toBe('bibtex');
    expect(result.added).toEqual([]);
    expect(result.entries).toHaveLength(3);
    const [first, second, third] = result.entries;
    expect(first).toMatchObject({ index: 0, ok: true, key: 'knuth1984', kind: 'book', item: { title: 'The TeXbook', publisher: 'Acme Press', author: [{ family: 'Knuth', given: 'Donald E.' }] } });
    expect(second).toMatchObject({ index: 1, ok: false, label: '@article{broken' });
    expect(second!.ok === false && second!.error).toMatch(/^This BibTeX entry \(line 10\) could not be read: .+\.$/);
    expect(third).toMatchObject({ index: 2, ok: true, key: 'lamport94', kind: 'article-journal' });
    expect(await list(user)).toEqual([]);
  });

  it('adds the entries that were read with dryRun false, and flags duplicates instead of adding them again', async () => {
    const user = await newUser();
    const added = await importText(user, threeEntries, { dryRun: false });
    expect(added.added.map((r) => r.key)).toEqual(['knuth1984', 'lamport94']);
    expect((await list(user)).map((r) => r.key)).toEqual(['knuth1984', 'lamport94']);

    // The same file again: both are duplicates (by DOI; by title, year and author), and nothing is added.
    const again = await importText(user, threeEntries.replace('{lamport94,', '{other,'), { dryRun: false });
    expect(again.entries.filter((e) => e.ok).map((e) => e.ok && e.duplicateOf)).toEqual(['knuth1984', 'lamport94']);
    expect(again.added).toEqual([]);
    expect(await list(user)).toHaveLength(2);
  });

  it('keeps a file key only when a paper can cite it and it is free; otherwise makes one', async () => {
    const user = await newUser();
    await create(user, book({ title: 'Taken' }), 'taken');
    const result = await importText(user, `@book{taken, title={A}, author={Smith, J}, year={2020}}\n@book{${'k'.repeat(101)}, title={B}, author={Smith, J}, year={2020}}\n@book{dup, title={C}, author={Smith, J}, year={2020}}\n@book{dup, title={D}, author={Smith, J}, year={2020}}`);
    expect(result.entries.map((e) => e.ok && e.key)).toEqual(['smith2020', 'smith2020a', 'dup', 'smith2020b']);
  });

  it('reads RIS and CSL-JSON, recognising the format, and says what is wrong with an entry', async () => {
    const user = await newUser();
    const ris = 'TY  - JOUR\nAU  - Doe, Jane\nTI  - On Things\nT2  - Journal\nPY  - 2019\nID  - doe19\nER  - \n\nTY  - JOUR\nAU  - Nobody\nER  - \n\nTY  - JOUR\nER  - \n';
    const fromRis = await importText(user, ris);
    expect(fromRis.format).toBe('ris');
    expect(fromRis.entries[0]).toMatchObject({ ok: true, key: 'doe19', item: { type: 'article-journal', title: 'On Things', 'container-title': 'Journal' } });
    // CSL requires no title: an entry without one is kept, an entry with nothing in it is kept with a warning.
    expect(fromRis.entries[1]).toMatchObject({ ok: true, item: { type: 'article-journal', author: [{ literal: 'Nobody' }] } });
    expect(fromRis.entries[2]).toMatchObject({ ok: true, warnings: ['The entry has no title and no author: a citation of it will show little.'] });

    const csl = JSON.stringify([{ id: 'x1', type: 'book', title: 'Good', author: [{ family: 'A' }] }, { id: 'x2', type: 'book', title: 'Bad names', author: [{ suffix: 'Jr.' }] }, 42, { id: 'x4', type: 'spaceship', title: 'Odd' }]);
    const fromCsl = await importText(user, csl);
    expect(fromCsl.format).toBe('csl-json');
    expect(fromCsl.entries.map((e) => (e.ok ? `${e.key} ${e.item.type}${e.warnings ? `: ${e.warnings.join(' ')}` : ''}` : `${e.label}: ${e.error}`))).toEqual([
      'x1 book',
      'x2: Author 1 has neither a family name nor an organisation name.',
      'Entry 3: This entry is not a CSL-JSON object.',
      "x4 document: The entry's type (spaceship) is not one Inkwell knows: it is read as a document.",
    ]);
    expect((await importText(user, '[{"id": ')).entries).toEqual([{ index: 0, ok: false, label: 'CSL-JSON', error: expect.stringMatching(/^The text is not valid JSON: /) }]);
    await expectApiError(await call(user, '/import', { method: 'POST', json: { text: 'just some words' } }), 'validation_failed', 'text');
  });

  it('refuses a body it cannot take with the message every route gives, in the reader\'s language, and adds nothing', async () => {
    const user = await newUser();
    const raw = (body: string, language = 'en') => t.request('/api/references/import', { method: 'POST', body, cookie: user.cookie, headers: { 'content-type': 'application/json', 'accept-language': language } });
    await expectApiError(await raw('{"text": '), 'invalid_json');
    await expectApiError(await raw(''), 'invalid_json');
    const missing = await expectApiError(await raw('{"dryRun": false}'), 'validation_failed', 'text');
    const french = await expectApiError(await raw('{"dryRun": false}', 'fr'), 'validation_failed', 'text');
    expect(french.error.message).not.toBe(missing.error.message);
    expect((await expectApiError(await raw('{"text": "", "dryRun": false}'), 'validation_failed', 'text')).error.reason).toBe('validation.required');
    await expectApiError(await raw(JSON.stringify({ text: '@book{a, title={A\u0000}}', dryRun: false })), 'validation_failed', 'text');
    await expectApiError(await raw(JSON.stringify({ text: '@book{a, title={A}}', format: 'word', dryRun: false })), 'validation_failed', 'format');
    expect(await list(user)).toEqual([]);
  });

  it('keeps an imported entry whose optional field is invalid, without that field', async () => {
    const user = await newUser();
    const result = await importText(user, JSON.stringify([{ id: 'long', type: 'book', title: 'Long abstract', abstract: 'x'.repeat(referenceLimits.text + 1) }]));
    expect(result.entries[0]).toMatchObject({ ok: true, key: 'long' });
    const [entry] = result.entries;
    expect(entry!.ok && 'abstract' in entry!.item).toBe(false);
  });

  it('never fetches: a URL or a DOI as the text is not looked up, whatever the format', async () => {
    const user = await newUser();
    const before = resolverHits;
    for (const text of [`${resolverUrl}10.1038/nature14539`, '10.1038/nature14539', `@misc{u, url = {${resolverUrl}x}, title = {${resolverUrl}}}`, JSON.stringify(`${resolverUrl}x`)]) {
      for (const format of [undefined, 'bibtex', 'ris', 'csl-json']) {
        const res = await call(user, '/import', { method: 'POST', json: { text, ...(format ? { format } : {}) } });
        expect(res.status).toBeLessThan(500);
      }
    }
    expect(resolverHits).toBe(before);
  });

  it('takes a text larger than the 1 MB JSON limit, up to its own', async () => {
    const user = await newUser();
    const entry = (i: number) => `@book{b${i}, title = {Book number ${i} ${'x'.repeat(1500)}}, author = {Writer, A}, year = {2001}}\n`;
    const text = Array.from({ length: 900 }, (_, i) => entry(i)).join('');
    expect(text.length).toBeGreaterThan(1024 * 1024);
    const result = await importText(user, text);
    expect(result.entries.filter((e) => e.ok)).toHaveLength(900);
    const tooMany = Array.from({ length: referenceLimits.importEntries + 1 }, (_, i) => `@book{c${i}, title={T}}`).join('\n');
    await expectApiError(await call(user, '/import', { method: 'POST', json: { text: tooMany } }), 'validation_failed', 'text');
  });
});

// ---- export and the round trip ----

/**
 * One item of a kind with every field its form edits but the two short
 * titles, its URL without a query, and no abstract, note or ISSN.
 */
const roundTripValues = { ...Object.fromEntries(Object.entries(referenceFieldValues).filter(([field]) => !field.endsWith('-short'))), URL: 'https://example.org/x' };
const roundTripItem = (kind: ReferenceKind): CslItem => fullItem(kind, { values: roundTripValues, freeText: false });

/**
 * What each format cannot carry (Citation.js 0.8 writers and readers), by
 * kind: the round trip test holds everything else to be exactly equal.
 */
const lost: Record<'bibtex' | 'ris', Partial<Record<ReferenceKind | '*', string[]>>> = {
  // Written as biblatex (eventtitle, urldate, a web page's site, entrysubtype for news and magazines): nothing is lost.
  bibtex: {},
  // Editors (ED), a web page's site and a conference's name (T2) are added in RIS's own tags and read back.
  ris: {},
};

describe('export', () => {
  it('writes the library, or the given keys, as BibTeX, RIS and CSL-JSON files', async () => {
    const user = await newUser();
    await create(user, book());
    await create(user, book({ type: 'article-journal', title: 'An Article', author: [{ family: 'Jones', given: 'Al' }], 'container-title': 'J' }));
    const bib = await exported(user, 'format=bibtex');
    expect(bib.headers.get('content-type')).toBe('application/x-bibtex; charset=utf-8');
    expect(bib.headers.get('content-disposition')).toContain('filename="references.bib"');
    const bibText = await bib.text();
    expect(bibText).toMatch(/@article\{jones2020,/);
    expect(bibText).toMatch(/@book\{smith2020,/);
    const ris = await exported(user, 'format=ris&keys=smith2020');
    expect(ris.headers.get('content-type')).toBe('application/x-research-info-systems; charset=utf-8');
    expect(ris.headers.get('content-disposition')).toContain('filename="references.ris"');
    const risText = await ris.text();
    expect(risText).toMatch(/^TY {2}- BOOK$/m);
    expect(risText).not.toContain('An Article');
    const csl = await exported(user, 'format=csl-json&keys=smith2020,jones2020');
    expect(csl.headers.get('content-type')).toBe('application/vnd.citationstyles.csl+json; charset=utf-8');
    expect(csl.headers.get('content-disposition')).toContain('filename="references.json"');
    expect(JSON.parse(await csl.text())).toEqual([
      { ...book({ type: 'article-journal', title: 'An Article', author: [{ family: 'Jones', given: 'Al' }], 'container-title': 'J' }), id: 'jones2020' },
      { ...book(), id: 'smith2020' },
    ]);
    const missing = await exported(user, 'format=bibtex&keys=smith2020,nobody1999');
    expect((await expectApiError(missing, 'not_found')).error.message).toContain('nobody1999');
    await expectApiError(await exported(user, 'format=docx'), 'validation_failed', 'format');
  });

  describe.each(['csl-json', 'bibtex', 'ris'] as const)('round trip through %s', (format) => {
    // One library holding one reference of each kind, and another account that previews its imports (nothing is saved).
    let owner: User;
    let reader: User;
    beforeAll(async () => {
      [owner, reader] = [await newUser(), await newUser()];
      for (const [index, kind] of referenceKinds.entries()) await create(owner, roundTripItem(kind), `rt${index}`);
    });

    it.each([...referenceKinds])('%s: export then import gives back the same fields', async (kind) => {
      const key = `rt${referenceKinds.indexOf(kind)}`;
      const original = roundTripItem(kind);
      const text = await (await exported(owner, `format=${format}&keys=${key}`)).text();
      const result = await importText(reader, text);
      expect(result.entries).toHaveLength(1);
      const entry = result.entries[0]!;
      expect(entry.ok, JSON.stringify(entry)).toBe(true);
      if (!entry.ok) return;
      expect(entry.key).toBe(key);
      const dropped = format === 'csl-json' ? [] : (lost[format][kind] ?? []);
      const expected: Record<string, unknown> = { ...original };
      const actual: Record<string, unknown> = { ...entry.item };
      for (const field of dropped) {
        delete expected[field];
        delete actual[field];
      }
      // Fields the form edits, plus names, dates and title: exactly as they were.
      expect(actual).toEqual(expected);
      if (format === 'csl-json' || !dropped.includes('type')) expect(entry.kind).toBe(kind);
    });
  });
});

// ---- DOI look-up ----

describe('DOI look-up', () => {
  it('answers the DOI’s metadata as a form prefill, without saving it', async () => {
    const user = await newUser();
    for (const doi of ['10.1038/nature14539', 'https://doi.org/10.1038/nature14539', 'doi:10.1038/nature14539']) {
      const body = await ok<{ kind: string; item: CslItem }>(await call(user, '/doi', { method: 'POST', json: { doi } }));
      expect(body).toEqual({
        kind: 'article-journal',
        item: {
          type: 'article-journal',
          title: 'Deep learning',
          author: [
            { family: 'LeCun', given: 'Yann' },
            { family: 'Bengio', given: 'Yoshua' },
          ],
          issued: { 'date-parts': [[2015, 5, 27]] },
          'container-title': 'Nature',
          volume: '521',
          issue: '7553',
          page: '436-444',
          DOI: '10.1038/nature14539',
        },
      });
    }
    expect(await list(user)).toEqual([]);
  });

  it('answers 404 for an unknown DOI, 400 for something that is not a DOI, and 502 for an answer it will not read', async () => {
    const user = await newUser();
    await expectApiError(await call(user, '/doi', { method: 'POST', json: { doi: '10.5555/unknown' } }), 'not_found');
    await expectApiError(await call(user, '/doi', { method: 'POST', json: { doi: 'not a doi' } }), 'validation_failed', 'doi');
    await expectApiError(await call(user, '/doi', { method: 'POST', json: { doi: '10.5555/redirected' } }), 'lookup_failed');
    await expectApiError(await call(user, '/doi', { method: 'POST', json: { doi: '10.5555/huge' } }), 'lookup_failed');
  });

  it('answers 503 lookup_unavailable when the resolver is too slow or refuses the connection', async () => {
    const user = await newUser();
    const slow = await expectApiError(await call(user, '/doi', { method: 'POST', json: { doi: '10.5555/slow' } }), 'lookup_unavailable');
    expect(slow.error.message).toBe("DOI look-up needs a network connection, which this server does not have. Type the reference's details instead.");
    const refused = await call(await newUser(offline), '/doi', { method: 'POST', json: { doi: '10.1038/nature14539' } }, offline);
    await expectApiError(refused, 'lookup_unavailable');
  });
});
