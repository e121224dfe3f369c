import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { editVersionEveryMinutes, versionsKept, type DocumentVersion, type DocumentVersionList } from '../../../shared/document-versions.ts';
import type { DocumentPage, DocumentRecord } from '../../../shared/documents.ts';
import { countWords } from '../../../shared/generation.ts';
import { documentVersions } from '../../db/schema.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { appForFile } from '../../testing/app-for-file.ts';
import type { TestUser } from '../../testing/harness.ts';
import { streamedEvents, streamedText } from '../../testing/generation-stream.ts';

// Regenerate replaces its draft and keeps the earlier text as a
// version; the editor lists versions and restores one.

const t = appForFile();

const essay = { topic: 'Should cities plant more trees?', type: 'argumentative', tone: 'academic', length: 'short', academicLevel: 'undergraduate' };
const letter = { company: 'Harbor Bank', role: 'Analyst', contact: { fullName: 'Sam Lee' }, tone: 'formal', length: 'short' };

/** Streams a draft to its end: its text and the document it was saved as. */
async function draft(user: TestUser, path: 'essay' | 'cover-letter', json: Record<string, unknown>): Promise<{ text: string; documentId: string }> {
  const events = await streamedEvents(await t.request(`/api/generate/${path}`, { method: 'POST', json, cookie: user.cookie }));
  const done = events.at(-1);
  expect(done?.type).toBe('done');
  return { text: streamedText(events), documentId: (done as { documentId: string }).documentId };
}

async function documentOf(user: TestUser, id: string): Promise<DocumentRecord> {
  const res = await t.request(`/api/documents/${id}`, { cookie: user.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as DocumentRecord;
}

async function history(user: TestUser): Promise<DocumentPage> {
  return (await (await t.request('/api/documents', { cookie: user.cookie })).json()) as DocumentPage;
}

async function versionsOf(user: TestUser, id: string): Promise<DocumentVersionList> {
  const res = await t.request(`/api/documents/${id}/versions`, { cookie: user.cookie });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  return (await res.json()) as DocumentVersionList;
}

const restore = (user: TestUser, id: string, versionId: string) => t.request(`/api/documents/${id}/versions/${versionId}/restore`, { method: 'POST', cookie: user.cookie });

/** Restores the newest version `times` times: each restore keeps one more version. */
async function restoreTimes(user: TestUser, id: string, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    const [newest] = (await versionsOf(user, id)).versions;
    expect((await restore(user, id, newest!.id)).status).toBe(200);
  }
}

/** Versions stored for the document, whatever the plan lists. */
async function storedVersions(id: string): Promise<number> {
  return (await t.database.db.select({ id: documentVersions.id }).from(documentVersions).where(eq(documentVersions.documentId, id))).length;
}

const versionOf = (user: TestUser | undefined, id: string, versionId: string) => t.request(`/api/documents/${id}/versions/${versionId}`, user ? { cookie: user.cookie } : {});

async function quotaUsed(user: TestUser): Promise<number> {
  return ((await (await t.request('/api/generate', { cookie: user.cookie })).json()) as { quota: { used: number } }).quota.used;
}

/** Two users, each with an essay regenerated once: its id and its one version. */
async function twoOwnersWithAVersion() {
  const owner = await t.signUp();
  const other = await t.signUp();
  const mine = await draft(owner, 'essay', { ...essay, seed: 1 });
  await draft(owner, 'essay', { ...essay, seed: 2, documentId: mine.documentId });
  const [version] = (await versionsOf(owner, mine.documentId)).versions;
  const theirs = await draft(other, 'essay', { ...essay, seed: 1 });
  await draft(other, 'essay', { ...essay, seed: 2, documentId: theirs.documentId });
  const [theirVersion] = (await versionsOf(other, theirs.documentId)).versions;
  return { owner, other, mine, version, theirs, theirVersion };
}

describe('Regenerate with the documentId of the draft', () => {
  it('replaces the essay in place, keeps each earlier text as a version (newest first), and still counts every generation', async () => {
    const user = await t.signUp();
    const first = await draft(user, 'essay', { ...essay, seed: 1 });
    // Offline, a draft follows its inputs: each regeneration here asks for another length.
    const second = await draft(user, 'essay', { ...essay, length: 'medium', seed: 2, documentId: first.documentId });
    const third = await draft(user, 'essay', { ...essay, length: 'long', seed: 3, documentId: first.documentId });
    expect(second.text).not.toBe(first.text);
    expect(third.text).not.toBe(second.text);
    expect([second.documentId, third.documentId]).toEqual([first.documentId, first.documentId]);

    const { documents } = await history(user);
    expect(documents.map((d) => d.id)).toEqual([first.documentId]);
    const doc = await documentOf(user, first.documentId);
    expect(doc.content).toBe(third.text);
    // The settings of the draft on screen, never the id it replaced.
    expect(doc.data).toMatchObject({ request: { seed: 3 } });
    expect(doc.data.request).not.toHaveProperty('documentId');

    const { versions } = await versionsOf(user, first.documentId);
    expect(versions).toHaveLength(2);
    expect(versions.map((v) => v.words)).toEqual([countWords(second.text), countWords(first.text)]);
    expect(Date.parse(versions[0]!.createdAt)).toBeGreaterThan(Date.parse(versions[1]!.createdAt));
    for (const version of versions) {
      expect(Object.keys(version).sort()).toEqual(['createdAt', 'id', 'review', 'title', 'words']);
      expect(version.title.toLowerCase()).toContain('trees');
    }
    expect(await quotaUsed(user)).toBe(3);
  });

  it('replaces a cover letter in place too', async () => {
    const user = await t.signUp();
    const first = await draft(user, 'cover-letter', { ...letter, seed: 1 });
    const second = await draft(user, 'cover-letter', { ...letter, seed: 2, documentId: first.documentId });
    expect(second.documentId).toBe(first.documentId);
    expect((await history(user)).documents).toHaveLength(1);
    expect((await documentOf(user, first.documentId)).content).toBe(second.text);
    const { versions } = await versionsOf(user, first.documentId);
    expect(versions.map((v) => [v.title, v.words])).toEqual([['Cover letter — Analyst, Harbor Bank', countWords(first.text)]]);
  });

  it("answers 404 before any text for another user's document, a missing one and one of another type, and charges nothing", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const { documentId } = await draft(owner, 'essay', essay);
    const resume = await t.request('/api/documents', { method: 'POST', json: { type: 'resume', title: 'CV', data: {} }, cookie: other.cookie });
    const resumeId = ((await resume.json()) as DocumentRecord).id;
    const { documentId: otherLetter } = await draft(other, 'cover-letter', letter);

    await expectApiError(await t.request('/api/generate/essay', { method: 'POST', json: { ...essay, documentId }, cookie: other.cookie }), 'not_found');
    await expectApiError(await t.request('/api/generate/essay', { method: 'POST', json: { ...essay, documentId: crypto.randomUUID() }, cookie: other.cookie }), 'not_found');
    await expectApiError(await t.request('/api/generate/essay', { method: 'POST', json: { ...essay, documentId: resumeId }, cookie: other.cookie }), 'not_found');
    await expectApiError(await t.request('/api/generate/essay', { method: 'POST', json: { ...essay, documentId: otherLetter }, cookie: other.cookie }), 'not_found');
    await expectApiError(await t.request('/api/generate/cover-letter', { method: 'POST', json: { ...letter, documentId }, cookie: other.cookie }), 'not_found');
    await expectApiError(await t.request('/api/generate/essay', { method: 'POST', json: { ...essay, documentId: 'not-an-id' }, cookie: other.cookie }), 'validation_failed', 'documentId');

    expect(await quotaUsed(other)).toBe(1);
    const untouched = await documentOf(owner, documentId);
    expect((await versionsOf(owner, untouched.id)).versions).toEqual([]);
  });

  it('saves a new document when the one it regenerates was deleted while the draft was written', async () => {
    const user = await t.signUp();
    const { documentId } = await draft(user, 'essay', essay);
    // The answer starts with the first words; the draft is kept when the stream ends.
    const res = await t.request('/api/generate/essay', { method: 'POST', json: { ...essay, seed: 9, documentId }, cookie: user.cookie });
    expect(res.status).toBe(200);
    expect((await t.request(`/api/documents/${documentId}`, { method: 'DELETE', cookie: user.cookie })).status).toBe(204);
    const events = await streamedEvents(res);
    const done = events.at(-1) as { type: string; documentId: string };
    expect(done.type).toBe('done');
    expect(done.documentId).not.toBe(documentId);
    expect((await history(user)).documents.map((d) => d.id)).toEqual([done.documentId]);
    expect((await documentOf(user, done.documentId)).content).toBe(streamedText(events));
  });
});

describe('GET /api/documents/:id/versions and POST …/versions/:versionId/restore', () => {
  it('restores an earlier text, keeping the text it replaces as the newest version', async () => {
    const user = await t.signUp();
    const first = await draft(user, 'essay', { ...essay, seed: 1 });
    const second = await draft(user, 'essay', { ...essay, seed: 2, documentId: first.documentId });
    const [earlier] = (await versionsOf(user, first.documentId)).versions;

    const res = await restore(user, first.documentId, earlier!.id);
    expect(res.status).toBe(200);
    const restored = (await res.json()) as DocumentRecord;
    expect(restored).toMatchObject({ id: first.documentId, content: first.text, title: earlier!.title });
    expect((await documentOf(user, first.documentId)).content).toBe(first.text);
    expect((await history(user)).documents[0]!.preview.length).toBeGreaterThan(0);

    const { versions } = await versionsOf(user, first.documentId);
    expect(versions.map((v) => v.words)).toEqual([countWords(second.text), countWords(first.text)]);
    // Undo the restore the same way: the newest version is the text it replaced.
    await restore(user, first.documentId, versions[0]!.id);
    expect((await documentOf(user, first.documentId)).content).toBe(second.text);
  });

  it('lists no versions for a document that was never replaced', async () => {
    const user = await t.signUp();
    const created = await t.request('/api/documents', { method: 'POST', json: { type: 'essay', title: 'Mine', content: 'Text.' }, cookie: user.cookie });
    expect((await versionsOf(user, ((await created.json()) as DocumentRecord).id)).versions).toEqual([]);
  });

  it("answers 404 for another user's document or version, a version of another document, and missing or malformed ids", async () => {
    const { owner, other, mine, version, theirs, theirVersion } = await twoOwnersWithAVersion();
    const before = await documentOf(owner, mine.documentId);

    await expectApiError(await t.request(`/api/documents/${mine.documentId}/versions`, { cookie: other.cookie }), 'not_found');
    await expectApiError(await t.request(`/api/documents/${crypto.randomUUID()}/versions`, { cookie: owner.cookie }), 'not_found');
    await expectApiError(await t.request('/api/documents/not-an-id/versions', { cookie: owner.cookie }), 'not_found');
    await expectApiError(await t.request(`/api/documents/${mine.documentId}/versions`), 'unauthorized');
    await expectApiError(await restore(other, mine.documentId, version!.id), 'not_found');
    // The other user's own document with the owner's version: still not theirs.
    await expectApiError(await restore(other, theirs.documentId, version!.id), 'not_found');
    await expectApiError(await restore(owner, mine.documentId, theirVersion!.id), 'not_found');
    await expectApiError(await restore(owner, mine.documentId, crypto.randomUUID()), 'not_found');
    await expectApiError(await restore(owner, mine.documentId, 'not-an-id'), 'not_found');

    expect(await documentOf(owner, mine.documentId)).toEqual(before);
    expect((await versionsOf(owner, mine.documentId)).versions).toHaveLength(1);
    expect((await versionsOf(other, theirs.documentId)).versions).toHaveLength(1);
  });

  it(`keeps the last ${versionsKept.free} versions of a document on Free, letting the oldest go first`, async () => {
    const user = await t.signUp();
    const first = await draft(user, 'essay', { ...essay, seed: 1 });
    await draft(user, 'essay', { ...essay, seed: 2, documentId: first.documentId });
    const [oldest] = (await versionsOf(user, first.documentId)).versions;
    // Each restore keeps one more version.
    await restoreTimes(user, first.documentId, versionsKept.free);
    const { versions, kept } = await versionsOf(user, first.documentId);
    expect(kept).toBe(versionsKept.free);
    expect(versions).toHaveLength(versionsKept.free);
    expect(versions.map((v) => v.id)).not.toContain(oldest!.id);
    expect(new Set(versions.map((v) => v.id)).size).toBe(versionsKept.free);
    expect(await storedVersions(first.documentId)).toBe(versionsKept.free);
  });

  it(`keeps up to ${versionsKept.pro} on Pro; back on Free, the versions stay until the next one is added, which prunes to ${versionsKept.free}`, async () => {
    expect(versionsKept.pro).toBeGreaterThan(versionsKept.free);
    const user = await t.signUp();
    await t.setPlan(user.userId, 'pro');
    const first = await draft(user, 'essay', { ...essay, seed: 1 });
    await draft(user, 'essay', { ...essay, seed: 2, documentId: first.documentId });
    const more = versionsKept.free + 4;
    await restoreTimes(user, first.documentId, more);
    const onPro = await versionsOf(user, first.documentId);
    expect(onPro.kept).toBe(versionsKept.pro);
    expect(onPro.versions).toHaveLength(more + 1);
    expect(await storedVersions(first.documentId)).toBe(more + 1);

    await t.setPlan(user.userId, 'free');
    // Nothing is deleted by the move: the list shows the plan's count, newest first.
    const onFree = await versionsOf(user, first.documentId);
    expect(onFree.kept).toBe(versionsKept.free);
    expect(onFree.versions.map((v) => v.id)).toEqual(onPro.versions.slice(0, versionsKept.free).map((v) => v.id));
    expect(await storedVersions(first.documentId)).toBe(more + 1);
    // The oldest version is still there to read.
    expect((await t.request(`/api/documents/${first.documentId}/versions/${onPro.versions.at(-1)!.id}`, { cookie: user.cookie })).status).toBe(200);

    // The next version prunes to the free plan's count.
    await restoreTimes(user, first.documentId, 1);
    expect(await storedVersions(first.documentId)).toBe(versionsKept.free);
    const pruned = await versionsOf(user, first.documentId);
    expect(pruned.versions.slice(1).map((v) => v.id)).toEqual(onPro.versions.slice(0, versionsKept.free - 1).map((v) => v.id));
  });

  it('goes with its document (no row is left behind)', async () => {
    const user = await t.signUp();
    const first = await draft(user, 'essay', { ...essay, seed: 1 });
    await draft(user, 'essay', { ...essay, seed: 2, documentId: first.documentId });
    const [version] = (await versionsOf(user, first.documentId)).versions;
    expect((await t.request(`/api/documents/${first.documentId}`, { method: 'DELETE', cookie: user.cookie })).status).toBe(204);
    await expectApiError(await t.request(`/api/documents/${first.documentId}/versions`, { cookie: user.cookie }), 'not_found');
    await expectApiError(await restore(user, first.documentId, version!.id), 'not_found');
    expect(await t.database.db.select().from(documentVersions).where(eq(documentVersions.documentId, first.documentId))).toEqual([]);
  });
});

describe('GET /api/documents/:id/versions/:versionId', () => {
  it('answers one version with its text, as the list names it', async () => {
    const user = await t.signUp();
    const first = await draft(user, 'essay', { ...essay, seed: 1 });
    await draft(user, 'essay', { ...essay, seed: 2, documentId: first.documentId });
    const [summary] = (await versionsOf(user, first.documentId)).versions;
    const res = await versionOf(user, first.documentId, summary!.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const version = (await res.json()) as DocumentVersion;
    expect(version).toEqual({ ...summary, content: first.text });
    expect(Object.keys(version).sort()).toEqual(['content', 'createdAt', 'id', 'review', 'title', 'words']);
  });

  it("answers 404 for another user's document or version, a version of another document, and missing or malformed ids", async () => {
    const { owner, other, mine, version, theirs, theirVersion } = await twoOwnersWithAVersion();
    const another = await draft(owner, 'essay', { ...essay, seed: 3 });

    // Another user's version answers exactly as a missing one.
    const foreign = await versionOf(other, mine.documentId, version!.id);
    const missing = await versionOf(other, mine.documentId, crypto.randomUUID());
    expect([foreign.status, await foreign.json()]).toEqual([missing.status, await missing.json()]);
    await expectApiError(await versionOf(owner, mine.documentId, crypto.randomUUID()), 'not_found');
    await expectApiError(await versionOf(other, theirs.documentId, version!.id), 'not_found');
    await expectApiError(await versionOf(owner, mine.documentId, theirVersion!.id), 'not_found');
    await expectApiError(await versionOf(owner, another.documentId, version!.id), 'not_found');
    await expectApiError(await versionOf(owner, mine.documentId, 'not-an-id'), 'not_found');
    await expectApiError(await versionOf(owner, 'not-an-id', version!.id), 'not_found');
    await expectApiError(await versionOf(undefined, mine.documentId, version!.id), 'unauthorized');
  });
});

describe('a version of every stretch of editing', () => {
  const patch = (user: TestUser, id: string, content: string) => t.request(`/api/documents/${id}`, { method: 'PATCH', json: { content }, cookie: user.cookie });
  const close = (user: TestUser, id: string) => t.request(`/api/documents/${id}/versions`, { method: 'POST', cookie: user.cookie });
  /** Moves the document's versions back in time, as if they were kept that many minutes ago. */
  const age = (id: string, minutes: number) =>
    t.database.db
      .update(documentVersions)
      .set({ createdAt: sql`${documentVersions.createdAt} - make_interval(mins => ${minutes})` })
      .where(eq(documentVersions.documentId, id));


  it(`keeps the text an edit replaces, at most once every ${editVersionEveryMinutes} minutes, and the text left when the editor closes`, async () => {
    const user = await t.signUp();
    const created = await t.request('/api/documents', { method: 'POST', json: { type: 'essay', title: 'Trees', content: 'First words.' }, cookie: user.cookie });
    const { id } = (await created.json()) as DocumentRecord;
    // Opened and closed without an edit: nothing to keep.
    expect(await (await close(user, id)).json()).toEqual({ kept: false });

    expect((await patch(user, id, 'First words. More.')).status).toBe(200);
    expect((await patch(user, id, 'First words. More. Even more.')).status).toBe(200);
    // One version for the stretch: the text before it began.
    expect((await versionsOf(user, id)).versions.map((v) => v.words)).toEqual([countWords('First words.')]);

    await age(id, editVersionEveryMinutes + 1);
    expect((await patch(user, id, 'A new start.')).status).toBe(200);
    expect((await versionsOf(user, id)).versions.map((v) => v.words)).toEqual([countWords('First words. More. Even more.'), countWords('First words.')]);
    // A save that changes nothing keeps nothing.
    await age(id, editVersionEveryMinutes + 1);
    expect((await patch(user, id, 'A new start.')).status).toBe(200);
    expect((await versionsOf(user, id)).versions).toHaveLength(2);

    // Closing the editor keeps what it leaves, once.
    expect(await (await close(user, id)).json()).toEqual({ kept: true });
    expect(await (await close(user, id)).json()).toEqual({ kept: false });
    const { versions } = await versionsOf(user, id);
    expect(versions.map((v) => v.words)).toEqual([countWords('A new start.'), countWords('First words. More. Even more.'), countWords('First words.')]);
  });

  it("answers another user's document as a missing one", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const created = await t.request('/api/documents', { method: 'POST', json: { type: 'essay', title: 'Mine', content: 'Mine.' }, cookie: owner.cookie });
    const { id } = (await created.json()) as DocumentRecord;
    await expectApiError(await close(other, id), 'not_found');
    await expectApiError(await close(owner, '00000000-0000-4000-8000-000000000000'), 'not_found');
  });
});
