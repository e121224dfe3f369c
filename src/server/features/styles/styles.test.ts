import { describe, expect, it, vi } from 'vitest';
import type { FormattedPaper } from '../../../shared/papers.ts';
import type { CslItem } from '../../../shared/references.ts';
import { defaultSettings } from '../../../shared/settings.ts';
import type { UserStyleList, UserStyleSummary } from '../../../shared/user-styles.ts';
import { userStyles } from '../../db/schema.ts';
import { parsePool } from '../../parsing/pool.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { appForFile } from '../../testing/app-for-file.ts';
import type { TestUser } from '../../testing/harness.ts';
import { pdfFacts } from '../../testing/pdf.ts';
import { dependentStyle, loopingStyle, plainStyle, unformattableStyle } from './style-fixtures.ts';

const t = appForFile();

const article: CslItem = {
  type: 'article-journal',
  title: 'The effects of sleep on memory',
  author: [
    { family: 'Smith', given: 'Jane' },
    { family: 'Lee', given: 'Min' },
  ],
  issued: { 'date-parts': [[2020, 3]] },
  'container-title': 'Journal of Sleep Research',
};
const text = 'Sleep consolidates memory [@smith2020].';

function upload(user: TestUser, body: string | Uint8Array, contentType = 'application/xml', headers: Record<string, string> = {}) {
  return t.request('/api/styles', { method: 'POST', body: body as BodyInit, headers: { 'content-type': contentType, ...headers }, cookie: user.cookie });
}

async function uploaded(user: TestUser, xml = plainStyle()): Promise<UserStyleSummary> {
  const res = await upload(user, xml);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as UserStyleSummary;
}

async function listed(user: TestUser): Promise<UserStyleSummary[]> {
  const res = await t.request('/api/styles', { cookie: user.cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as UserStyleList).styles;
}

async function withArticle(): Promise<TestUser> {
  const user = await t.signUp();
  const res = await t.request('/api/references', { method: 'POST', json: { item: article, key: 'smith2020' }, cookie: user.cookie });
  expect(res.status).toBe(201);
  return user;
}

async function formatted(user: TestUser, cslStyle: string): Promise<string> {
  const res = await t.request('/api/papers/format', { method: 'POST', json: { markdown: text, style: 'apa', cslStyle }, cookie: user.cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as FormattedPaper).markdown;
}

/** The refusal's message, after checking it is the API's error shape with the code's status. */
async function refusedWith(res: Response, code: 'validation_failed' | 'payload_too_large' | 'conflict' | 'unsupported_media_type'): Promise<string> {
  return (await expectApiError(res, code)).error.message;
}

describe('a user’s own CSL styles', () => {
  it('uploads a style, lists it, and formats the user’s papers and PDF exports with it', async () => {
    const user = await withArticle();
    const style = await uploaded(user);
    expect(style).toEqual({ id: expect.stringMatching(/^user:[0-9a-f-]{36}$/), title: 'Plain Author Year', format: 'author-date', createdAt: expect.any(String) });
    expect(await listed(user)).toEqual([style]);

    const paper = await formatted(user, style.id);
    expect(paper).toContain('Sleep consolidates memory (Smith & Lee 2020).');
    expect(paper).toContain('## References\n\nSmith & Lee. PLAIN: The effects of sleep on memory.');

    const created = await t.request('/api/documents', {
      method: 'POST',
      json: { type: 'academic', title: 'Sleep and memory', content: `## Introduction\n\n${text}\n`, data: { citationStyle: 'apa', cslStyle: style.id } },
      cookie: user.cookie,
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const pdf = await t.request(`/api/documents/${id}/export?format=pdf`, { cookie: user.cookie });
    expect(pdf.status).toBe(200);
    const facts = pdfFacts(Buffer.from(await pdf.arrayBuffer()));
    const pdfText = facts.text.replace(/\s+/g, ' ');
    expect(pdfText).toContain('(Smith & Lee 2020)');
    expect(pdfText).toContain('PLAIN: The effects of sleep on memory');
    // An author-date style's paper is laid out as the author-date student paper: a title page of its own, the text after it.
    const [titlePage] = facts.text.split('\f');
    expect(titlePage).toContain('Sleep and memory');
    expect(titlePage).not.toContain('Sleep consolidates memory');
  });

  it('refuses files that are not valid independent styles, each with its own message, and stores none of them', async () => {
    const user = await t.signUp();
    const kept = await uploaded(user);
    expect(await refusedWith(await upload(user, 'not <xml'), 'validation_failed')).toBe('The file is not XML: text before the first element at line 1, column 1.');
    const schema = await refusedWith(await upload(user, plainStyle().replace('class="in-text"', 'class="inline"')), 'validation_failed');
    expect(schema).toBe('The file is not a valid CSL style:\nLine 2, column 1: attribute class with invalid value "inline" (expected "in-text", "note").');
    expect(await refusedWith(await upload(user, loopingStyle()), 'validation_failed')).toBe('The macro "author" calls itself (author → author): citeproc would never finish.');
    expect(await refusedWith(await upload(user, loopingStyle('names-short')), 'validation_failed')).toBe(
      'The macro "author" calls itself (author → names-short → author): citeproc would never finish.',
    );
    expect(await refusedWith(await upload(user, dependentStyle('nature')), 'validation_failed')).toContain('This is a dependent style of "Nature"');
    expect(await refusedWith(await upload(user, new Uint8Array([0x3c, 0x61, 0xff, 0x3e])), 'validation_failed')).toBe('The file is not UTF-8 text. Save the style as UTF-8 and upload it again.');
    expect(await listed(user)).toEqual([kept]);
  });

  it('refuses a style the schema accepts but citeproc throws on, with citeproc’s message, and stores nothing', async () => {
    const user = await t.signUp();
    const kept = await uploaded(user);
    const body = await expectApiError(await upload(user, unformattableStyle()), 'validation_failed');
    expect(body.error).toEqual({
      code: 'validation_failed',
      message: 'citeproc could not format with this style: Incorrect locale information provided',
      reason: 'styles.refused.citeprocFailed',
    });
    expect(await listed(user)).toEqual([kept]);
  });

  it('words a refusal in the reader’s language, naming its sentence as `reason`', async () => {
    const large = plainStyle().replace('<info>', `<!--${'x'.repeat(512 * 1024)}--><info>`);
    const english = await t.signUp();
    expect((await expectApiError(await upload(english, 'not <xml'), 'validation_failed')).error).toEqual({
      code: 'validation_failed',
      message: 'The file is not XML: text before the first element at line 1, column 1.',
      reason: 'styles.refused.notXml',
    });

    // Before the user saves a language, the browser's Accept-Language decides.
    const user = await t.signUp();
    const german = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' };
    expect((await expectApiError(await upload(user, 'not <xml', 'application/xml', german), 'validation_failed')).error).toMatchObject({
      message: 'Die Datei ist kein XML: text before the first element in Zeile 1, Spalte 1.',
      reason: 'styles.refused.notXml',
    });
    // The language saved in Settings (the one the interface shows) wins over the browser's.
    expect((await t.request('/api/settings', { method: 'PUT', json: { ...defaultSettings, language: 'de' }, cookie: user.cookie })).status).toBe(200);
    const schema = await expectApiError(await upload(user, plainStyle().replace('class="in-text"', 'class="inline"'), 'application/xml', { 'accept-language': 'en' }), 'validation_failed');
    expect(schema.error).toMatchObject({
      message: 'Die Datei ist kein gültiger CSL-Stil:\nLine 2, column 1: attribute class with invalid value "inline" (expected "in-text", "note").',
      reason: 'styles.refused.schema',
    });
    expect((await expectApiError(await upload(user, unformattableStyle()), 'validation_failed')).error.message).toBe('citeproc konnte mit diesem Stil nicht formatieren: Incorrect locale information provided');
    expect(await refusedWith(await upload(user, dependentStyle('nature')), 'validation_failed')).toBe(
      'Dies ist ein abhängiger Stil von „Nature“, der seine Regeln enthält. Dieser Stil ist im Katalog: Wähle ihn unter „Weitere Stile“, statt diese Datei hochzuladen.',
    );
    // Refusals of other codes are worded too, without a reason (it names failed checks only).
    expect(await refusedWith(await upload(user, large), 'payload_too_large')).toBe('Eine Stildatei darf höchstens 512 KB groß sein.');
    expect(await refusedWith(await upload(user, plainStyle(), 'text/plain'), 'unsupported_media_type')).toBe('Sende die Stildatei unverändert, als application/xml.');
    expect(await listed(user)).toEqual([]);
  });

  it('refuses a style whose check ran out of time or took its worker down, and stores nothing', async () => {
    const user = await t.signUp();
    // What the pool answers when the job passes its time limit: the worker is ended and the job fails.
    const run = vi.spyOn(parsePool, 'run').mockRejectedValueOnce(new Error('The parse job took longer than 60000 ms.'));
    try {
      expect(await refusedWith(await upload(user, plainStyle()), 'validation_failed')).toBe('This style could not be checked: citeproc did not finish formatting two sample works with it in time.');
    } finally {
      run.mockRestore();
    }
    expect(await listed(user)).toEqual([]);
  });

  it('refuses a file over 512 KB, a body that is not XML, and a signed-out caller', async () => {
    const user = await t.signUp();
    const large = plainStyle().replace('<info>', `<!--${'x'.repeat(512 * 1024)}--><info>`);
    expect(await refusedWith(await upload(user, large), 'payload_too_large')).toBe('A style file may be at most 512 KB.');
    expect(await refusedWith(await upload(user, `${large}${'y'.repeat(100 * 1024)}`), 'payload_too_large')).toBe('A style file may be at most 512 KB.');
    await refusedWith(await upload(user, plainStyle(), 'text/plain'), 'unsupported_media_type');
    await expectApiError(await t.request('/api/styles', { method: 'POST', body: plainStyle(), headers: { 'content-type': 'application/xml' } }), 'unauthorized');
    expect(await listed(user)).toEqual([]);
  });

  it('keeps at most 20 styles a user: the 21st is refused until one is deleted', async () => {
    const user = await t.signUp();
    await t.database.db.insert(userStyles).values(Array.from({ length: 19 }, (_, i) => ({ userId: user.userId, title: `Style ${i + 1}`, xml: plainStyle(), format: 'author-date' })));
    const twentieth = await uploaded(user, plainStyle({ title: 'Style 20' }));
    expect(await refusedWith(await upload(user, plainStyle({ title: 'Style 21' })), 'conflict')).toBe(
      'You already have 20 styles, the most you can keep. Delete one you no longer use, then upload again.',
    );
    expect(await listed(user)).toHaveLength(20);
    expect((await t.request(`/api/styles/${twentieth.id}`, { method: 'DELETE', cookie: user.cookie })).status).toBe(204);
    expect((await uploaded(user, plainStyle({ title: 'Style 21' }))).title).toBe('Style 21');
  });

  it('is its owner’s only: another user cannot list, delete or format with it', async () => {
    const owner = await t.signUp();
    const style = await uploaded(owner);
    const other = await withArticle();
    expect(await listed(other)).toEqual([]);
    await expectApiError(await t.request(`/api/styles/${style.id}`, { method: 'DELETE', cookie: other.cookie }), 'not_found');
    // Another user's style reads as a missing one: the paper keeps its featured style (APA).
    expect(await formatted(other, style.id)).toContain('Sleep consolidates memory (Smith & Lee, 2020).');
    expect(await listed(owner)).toEqual([style]);
  });

  it('deletes a style; papers that followed it fall back to their featured style', async () => {
    const user = await withArticle();
    const style = await uploaded(user);
    expect(await formatted(user, style.id)).toContain('(Smith & Lee 2020)');
    expect((await t.request(`/api/styles/${style.id}`, { method: 'DELETE', cookie: user.cookie })).status).toBe(204);
    expect(await listed(user)).toEqual([]);
    expect(await formatted(user, style.id)).toContain('(Smith & Lee, 2020)');
    await expectApiError(await t.request(`/api/styles/${style.id}`, { method: 'DELETE', cookie: user.cookie }), 'not_found');
    await expectApiError(await t.request('/api/styles/not-a-style', { method: 'DELETE', cookie: user.cookie }), 'not_found');
  });
});
