// No single request may stall the server. Each operation
// that parses or serialises a large input is started through the HTTP API;
// while it runs, the event loop keeps turning and another request is
// answered first. Before the parse pool, a 2 MB BibTeX import held the loop
// for seconds (it turned a handful of times during the whole request).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceLimits, type ImportResult } from '../../shared/references.ts';
import { blogPosts, documents, userReferences } from '../db/schema.ts';
import { expectApiError } from '../testing/api-error.ts';
import { createTestApp, type TestApp, type TestUser } from '../testing/harness.ts';
import { importBodyBytes } from '../features/references/routes.ts';

let t: TestApp;
/** Another user, whose requests must not wait for anyone's import. */
let bystander: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  bystander = await t.signUp();
});
afterAll(async () => {
  await t?.close();
});

/** Requests another user's page needs while the big one runs: many, where a stalled loop answers one or two. */
const keptAnswering = 5;

const abstract = (i: number, length: number) => `Entry ${i} studies ${'the effect of careful parsing on busy servers '.repeat(Math.ceil(length / 46)).slice(0, length)}`;

/** A BibTeX file of `entries` entries and about `chars` characters. */
function bibtex(entries: number, chars: number): string {
  const per = Math.floor(chars / entries) - 120;
  return Array.from({ length: entries }, (_, i) => `@article{ref${i},\n  author = {Writer, Ann and Other, Bob},\n  title = {Study ${i}},\n  journal = {J},\n  year = {2001},\n  abstract = {${abstract(i, per)}}\n}\n`).join('');
}

function ris(entries: number, chars: number): string {
  const per = Math.floor(chars / entries) - 80;
  return Array.from({ length: entries }, (_, i) => `TY  - JOUR\nAU  - Writer, Ann\nTI  - Study ${i}\nPY  - 2001\nAB  - ${abstract(i, per)}\nER  - \n`).join('');
}

function cslJson(entries: number, chars: number): string {
  const per = Math.floor(chars / entries) - 120;
  return JSON.stringify(Array.from({ length: entries }, (_, i) => ({ id: `c${i}`, type: 'article-journal', title: `Study ${i}`, author: [{ family: 'Writer', given: 'Ann' }], issued: { 'date-parts': [[2001]] }, abstract: abstract(i, per) })));
}

const importRequest = (user: Pick<TestUser, 'cookie'>, text: string, dryRun = true) => t.request('/api/references/import', { method: 'POST', cookie: user.cookie, json: { text, dryRun } });

/** An import's body as a stream: `read` resolves once the server has taken its last byte. */
function streamedJson(value: unknown) {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let offset = 0;
  let taken!: () => void;
  const read = new Promise<void>((resolve) => (taken = resolve));
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) {
        controller.close();
        taken();
        return;
      }
      controller.enqueue(bytes.subarray(offset, (offset += 64 * 1024)));
    },
  });
  return { body, read };
}

function streamedImport(user: Pick<TestUser, 'cookie'>, text: string) {
  const { body, read } = streamedJson({ text, dryRun: true });
  const init = { method: 'POST', cookie: user.cookie, body, duplex: 'half', headers: { 'content-type': 'application/json' } };
  return { response: t.request('/api/references/import', init as Parameters<TestApp['request']>[1]), read };
}

/**
 * While `big` runs, another user asks for their library again and again,
 * one request after the other: on a free event loop these small requests
 * keep being answered; synchronous work on the loop holds them all until it
 * is done (a stall as long as the work). Only answers after `from` count
 * (an upload's bytes arriving is no parse yet).
 */
async function whileRunning(big: Promise<Response>, from: Promise<void> = Promise.resolve()) {
  let running = true;
  let counting = false;
  const done = big.finally(() => {
    running = false;
  });
  void from.then(() => (counting = true));
  let answered = 0;
  // Enough answers prove the point; more would only take the CPU from the work.
  while (running && answered < keptAnswering) {
    const small = await t.request('/api/references', { cookie: bystander.cookie });
    expect(small.status).toBe(200);
    await small.arrayBuffer();
    if (running && counting) answered++;
  }
  return { res: await done, answered };
}

/** Imports `text` through the API: all 1,000 entries are read, and other requests are answered meanwhile. */
async function expectImportLeavesLoopFree(user: TestUser, text: string): Promise<void> {
  const { response, read } = streamedImport(user, text);
  const { res, answered } = await whileRunning(response, read);
  expect(res.status).toBe(200);
  expect(((await res.json()) as ImportResult).entries.filter((e) => e.ok)).toHaveLength(1000);
  expect(answered).toBeGreaterThanOrEqual(keptAnswering);
}

describe('the event loop stays free while a large input is parsed', () => {
  it('a 2 MB BibTeX import', async () => {
    const text = bibtex(1000, 1_950_000);
    expect(text.length).toBeGreaterThan(1_900_000);
    expect(text.length).toBeLessThanOrEqual(referenceLimits.importText);
    await expectImportLeavesLoopFree(await t.signUp(), text);
  }, 120_000);

  it('a RIS and a CSL-JSON import of 1,000 entries', async () => {
    const user = await t.signUp();
    for (const text of [ris(1000, 1_000_000), cslJson(1000, 1_000_000)]) await expectImportLeavesLoopFree(user, text);
  }, 120_000);

  // 10,000 references: an export of 5,000 could end before five other answers on a quick run, proving nothing either way.
  it('a library of 10,000 references exported as BibTeX, RIS and CSL-JSON', async () => {
    const user = await t.signUp();
    await t.database.db.insert(userReferences).values(
      Array.from({ length: 10_000 }, (_, i) => ({ userId: user.userId, key: `ref${i}`, item: { type: 'article-journal', title: `Study ${i}`, author: [{ family: 'Writer', given: 'Ann' }], issued: { 'date-parts': [[2001]] }, abstract: abstract(i, 300) } })),
    );
    for (const [format, entry] of [['bibtex', '@article{ref9999,'], ['ris', 'TI  - Study 9999'], ['csl-json', '"id": "ref9999"']] as const) {
      const { res, answered } = await whileRunning(t.request(`/api/references/export?format=${format}`, { cookie: user.cookie }));
      const body = await res.text();
      expect(res.status, body.slice(0, 300)).toBe(200);
      expect(body.includes(entry)).toBe(true);
      expect(answered, format).toBeGreaterThanOrEqual(keptAnswering);
    }
  }, 120_000);

  it('a reference with the long papers that cite it', async () => {
    const user = await t.signUp();
    const [reference] = await t.database.db.insert(userReferences).values({ userId: user.userId, key: 'smith2020', item: { type: 'book', title: 'Sleep' } }).returning({ id: userReferences.id });
    let content = '';
    while (content.length < 390_000) content += 'Sleep affects recall [@smith2020, p. 12]. Studies agree [@a; @b]. As @jones2019 says, it is so.\n\n';
    await t.database.db.insert(documents).values(Array.from({ length: 6 }, (_, i) => ({ userId: user.userId, type: 'academic', title: `Paper ${i}`, content })));
    const { res, answered } = await whileRunning(t.request(`/api/references/${reference!.id}`, { cookie: user.cookie }));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { citedBy: unknown[] }).citedBy).toHaveLength(6);
    expect(answered).toBeGreaterThanOrEqual(keptAnswering);
  }, 120_000);

  it('a long blog post, read and listed by anyone', async () => {
    let content = '';
    for (let i = 0; content.length < 99_000; i++) content += `## Part ${i}\n\nA **point** with a [link](https://example.org/${i}) and _emphasis_, made at some length.\n\n`;
    const [post] = await t.database.db.insert(blogPosts).values({ title: 'A long post', content, author: 'Inkwell' }).returning({ id: blogPosts.id });
    for (const path of [`/api/blog/posts/${post!.id}`, '/api/blog/posts']) {
      const { res, answered } = await whileRunning(t.request(path));
      expect(res.status).toBe(200);
      const body = await res.text();
      // (Not toContain: a failure would print the whole post.)
      expect(body.includes(path === '/api/blog/posts' ? 'Part 0' : '<h2>Part 900</h2>')).toBe(true);
    expect(answered).toBeGreaterThanOrEqual(keptAnswering);
    }
  }, 120_000);
});

describe('imports are bounded before they are parsed', () => {
  it('lets each user run one import at a time: a second at once answers 429 with Retry-After', async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    const text = bibtex(300, 300_000);
    const [first, second, others] = await Promise.all([importRequest(user, text), importRequest(user, text), importRequest(other, text)]);
    const [refused] = [first, second].filter((res) => res.status === 429);
    expect([first.status, second.status].sort()).toEqual([200, 429]);
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await expectApiError(refused!, 'rate_limited', undefined, expect.any(String) as unknown as string)).error.message).toMatch(/import running/);
    expect(others.status).toBe(200);
    // The slot is given back: the next import goes through.
    expect((await importRequest(user, '@book{a, title={Again}}')).status).toBe(200);
  }, 120_000);

  it('refuses a body over the import limit by its size, before reading it as JSON', async () => {
    const user = await t.signUp();
    const body = '{' + 'x'.repeat(importBodyBytes);
    const res = await t.request('/api/references/import', { method: 'POST', cookie: user.cookie, body, headers: { 'content-type': 'application/json' } });
    await expectApiError(res, 'payload_too_large');
  });

  it('refuses one entry far larger than a reference may be without handing it to the parser', async () => {
    const user = await t.signUp();
    // Unbalanced braces: the parser would fail on it (after seconds); its size alone refuses it first.
    const huge = `@article{huge, title = {${'{'.repeat(10)}${'word '.repeat(60_000)}}\n@book{small, title = {Small}}\n`;
    const res = await importRequest(user, huge);
    expect(res.status).toBe(200);
    const { entries } = (await res.json()) as ImportResult;
    expect(entries[0]).toMatchObject({ ok: false, error: 'The entry is larger than 64 KB.' });
    expect(entries[1]).toMatchObject({ ok: true, key: 'small' });
  });
});
