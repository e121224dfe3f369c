import { describe, expect, it } from 'vitest';
import type { DocumentRecord } from '../../../shared/documents.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { appForFile } from '../../testing/app-for-file.ts';
import type { TestUser } from '../../testing/harness.ts';

const t = appForFile();

async function essay(user: TestUser): Promise<DocumentRecord> {
  const res = await t.request('/api/documents', { method: 'POST', json: { type: 'essay', title: 'Sleep', content: 'Sleep helps memory.' }, cookie: user.cookie });
  expect(res.status).toBe(201);
  return (await res.json()) as DocumentRecord;
}

const patch = (user: TestUser, id: string, json: unknown) => t.request(`/api/documents/${id}`, { method: 'PATCH', json, cookie: user.cookie });
const read = async (user: TestUser, id: string) => (await (await t.request(`/api/documents/${id}`, { cookie: user.cookie })).json()) as DocumentRecord;

describe('a document’s language (its writing checks)', () => {
  it('starts as null (the interface language), is set and cleared through PATCH, and leaves the text alone', async () => {
    const user = await t.signUp();
    const doc = await essay(user);
    expect(doc.language).toBeNull();

    const set = await patch(user, doc.id, { language: 'de' });
    expect(set.status).toBe(200);
    expect(((await set.json()) as DocumentRecord).language).toBe('de');
    expect(await read(user, doc.id)).toMatchObject({ language: 'de', title: 'Sleep', content: 'Sleep helps memory.' });

    // An edit of the text keeps the language.
    expect((await patch(user, doc.id, { content: 'Sleep helps memory a lot.' })).status).toBe(200);
    expect((await read(user, doc.id)).language).toBe('de');

    expect((await patch(user, doc.id, { language: null })).status).toBe(200);
    expect((await read(user, doc.id)).language).toBeNull();
  });

  it('takes only an interface language', async () => {
    const user = await t.signUp();
    const doc = await essay(user);
    await expectApiError(await patch(user, doc.id, { language: 'it' }), 'validation_failed', 'language');
    await expectApiError(await patch(user, doc.id, { language: 'DE' }), 'validation_failed', 'language');
    expect((await read(user, doc.id)).language).toBeNull();
  });

  it('lets nobody else set it: another user’s document is 404', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const doc = await essay(owner);
    await expectApiError(await patch(other, doc.id, { language: 'fr' }), 'not_found');
    expect((await read(owner, doc.id)).language).toBeNull();
  });
});
