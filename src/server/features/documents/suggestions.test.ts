import { describe, expect, it } from 'vitest';
import type { DocumentVersionList } from '../../../shared/document-versions.ts';
import type { DocumentRecord } from '../../../shared/documents.ts';
import type { ShareLink } from '../../../shared/sharing.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { appForFile } from '../../testing/app-for-file.ts';
import type { TestUser } from '../../testing/harness.ts';

// Accepting suggestions keeps the text they replace as a version that says
// who accepted which, by whom: only someone who may edit asks for it.

const t = appForFile();

async function person(name: string): Promise<TestUser & { id: string }> {
  const user = await t.signUp();
  expect((await t.request('/api/me/profile', { method: 'PATCH', json: { fullName: name }, cookie: user.cookie })).status).toBe(200);
  return { ...user, id: user.userId };
}

async function member(owner: TestUser, id: string, role: string, name: string) {
  const link = (await (await t.request(`/api/documents/${id}/shares`, { method: 'POST', json: { role, audience: 'signed-in' }, cookie: owner.cookie })).json()) as ShareLink;
  const user = await person(name);
  expect((await t.request(`/api/shares/${link.token}/open`, { method: 'POST', cookie: user.cookie })).status).toBe(200);
  return user;
}

const review = (id: string, user: TestUser, json: unknown) => t.request(`/api/documents/${id}/versions/review`, { method: 'POST', json, cookie: user.cookie });

describe('POST /api/documents/:id/versions/review', () => {
  it('keeps the text before acceptance as a version naming who accepted which suggestion of whom; a suggester edits live and cannot save or accept', async () => {
    const owner = await person('Olive Owner');
    const res = await t.request('/api/documents', { method: 'POST', json: { type: 'essay', title: 'Report', content: 'The river floods.' }, cookie: owner.cookie });
    const doc = (await res.json()) as DocumentRecord;
    const suggester = await member(owner, doc.id, 'suggest', 'Sam Suggester');
    const editor = await member(owner, doc.id, 'edit', 'Eve Editor');
    // A suggester edits live: their record says so, and they cannot save by PATCH.
    const seen = (await (await t.request(`/api/documents/${doc.id}`, { cookie: suggester.cookie })).json()) as DocumentRecord;
    expect(seen).toMatchObject({ access: { role: 'suggest' }, collaborative: true });
    expect(((await (await t.request(`/api/documents/${doc.id}`, { cookie: owner.cookie })).json()) as DocumentRecord).collaborative).toBe(true);
    await expectApiError(await t.request(`/api/documents/${doc.id}`, { method: 'PATCH', json: { content: 'Changed.' }, cookie: suggester.cookie }), 'forbidden');

    const accepted = [
      { authorId: suggester.id, inserted: 'often ', deleted: '' },
      { authorId: suggester.id, inserted: 'river', deleted: 'stream' },
    ];
    await expectApiError(await review(doc.id, suggester, { accepted }), 'forbidden');
    const kept = await review(doc.id, editor, { accepted });
    expect(kept.status, await kept.clone().text()).toBe(201);

    const list = (await (await t.request(`/api/documents/${doc.id}/versions`, { cookie: owner.cookie })).json()) as DocumentVersionList;
    expect(list.versions).toHaveLength(1);
    expect(list.versions[0]).toMatchObject({
      title: 'Report',
      review: { by: 'Eve Editor', accepted: [{ author: 'Sam Suggester', inserted: 'often ', deleted: '' }, { author: 'Sam Suggester', inserted: 'river', deleted: 'stream' }] },
    });
    const version = await (await t.request(`/api/documents/${doc.id}/versions/${list.versions[0]!.id}`, { cookie: owner.cookie })).json();
    expect(version).toMatchObject({ content: 'The river floods.', review: { by: 'Eve Editor' } });
  });

  it('answers a stranger like a missing document, and refuses an empty or oversized list', async () => {
    const owner = await person('Olive Owner');
    const doc = (await (await t.request('/api/documents', { method: 'POST', json: { type: 'essay', title: 'Report', content: 'Text.' }, cookie: owner.cookie })).json()) as DocumentRecord;
    const stranger = await person('Sam Stranger');
    await expectApiError(await review(doc.id, stranger, { accepted: [{ authorId: 'x', inserted: 'a', deleted: '' }] }), 'not_found');
    await expectApiError(await review(doc.id, owner, { accepted: [] }), 'validation_failed', 'accepted');
    await expectApiError(await review(doc.id, owner, { accepted: Array.from({ length: 501 }, () => ({ authorId: 'x', inserted: 'a', deleted: '' })) }), 'validation_failed', 'accepted');
    // A long text is kept clipped, not refused.
    expect((await review(doc.id, owner, { accepted: [{ authorId: owner.id, inserted: 'a'.repeat(5000), deleted: '' }] })).status).toBe(201);
    const list = (await (await t.request(`/api/documents/${doc.id}/versions`, { cookie: owner.cookie })).json()) as DocumentVersionList;
    expect(list.versions[0]!.review!.accepted[0]!.inserted).toHaveLength(1001);
  });
});
