import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DocumentRecord } from '../../../shared/documents.ts';
import { shareLimits, type DocumentSharing, type OpenedShare, type ShareLink, type SharedWithMe } from '../../../shared/sharing.ts';
import { documentShares } from '../../db/schema.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { appForFile } from '../../testing/app-for-file.ts';
import type { TestUser } from '../../testing/harness.ts';

const t = appForFile();

async function essay(owner: TestUser, content = 'First paragraph of the group report.'): Promise<string> {
  const res = await t.request('/api/documents', { method: 'POST', json: { type: 'essay', title: 'Group report', content }, cookie: owner.cookie });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function share(owner: TestUser, id: string, json: Record<string, unknown>): Promise<ShareLink> {
  const res = await t.request(`/api/documents/${id}/shares`, { method: 'POST', json, cookie: owner.cookie });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as ShareLink;
}

const open = (token: string, user?: TestUser) => t.request(`/api/shares/${token}/open`, { method: 'POST', ...(user ? { cookie: user.cookie } : {}) });
const read = (id: string, user: TestUser) => t.request(`/api/documents/${id}`, { cookie: user.cookie });
const save = (id: string, user: TestUser, content: string) => t.request(`/api/documents/${id}`, { method: 'PATCH', json: { content }, cookie: user.cookie });

async function opened(token: string, user?: TestUser): Promise<OpenedShare> {
  const res = await open(token, user);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as OpenedShare;
}

async function sharing(owner: TestUser, id: string): Promise<DocumentSharing> {
  const res = await t.request(`/api/documents/${id}/shares`, { cookie: owner.cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as DocumentSharing;
}

async function sharedWith(user: TestUser): Promise<SharedWithMe[]> {
  const res = await t.request('/api/shares', { cookie: user.cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { documents: SharedWithMe[] }).documents;
}

describe('share links', () => {
  it('a view link for anyone opens without an account, read only; a signed-in reader joins, reads and downloads, and can never write', async () => {
    const owner = await t.signUp();
    const id = await essay(owner);
    const link = await share(owner, id, { role: 'view', audience: 'anyone' });
    expect(link).toMatchObject({ role: 'view', audience: 'anyone', emails: [], expiresAt: null });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const anonymous = await opened(link.token);
    expect(anonymous).toMatchObject({ documentId: id, role: 'view', linkRole: 'view', document: { type: 'essay', title: 'Group report', content: 'First paragraph of the group report.' } });

    const reader = await t.signUp();
    expect((await opened(link.token, reader)).role).toBe('view');
    const doc = (await (await read(id, reader)).json()) as DocumentRecord;
    expect(doc).toMatchObject({ id, content: 'First paragraph of the group report.', access: { role: 'view' } });
    const pdf = await t.request(`/api/documents/${id}/export?format=txt`, { cookie: reader.cookie });
    expect(pdf.status).toBe(200);
    expect(await pdf.text()).toContain('First paragraph of the group report.');

    await expectApiError(await save(id, reader, 'Vandalised.'), 'forbidden');
    await expectApiError(await t.request(`/api/documents/${id}`, { method: 'DELETE', cookie: reader.cookie }), 'not_found');
    await expectApiError(await t.request(`/api/documents/${id}/shares`, { cookie: reader.cookie }), 'not_found');
    await expectApiError(await t.request(`/api/documents/${id}/shares`, { method: 'POST', json: { role: 'edit', audience: 'anyone' }, cookie: reader.cookie }), 'not_found');
    expect(((await (await read(id, owner)).json()) as DocumentRecord).content).toBe('First paragraph of the group report.');
    // The owner's own record carries no access note.
    expect(((await (await read(id, owner)).json()) as DocumentRecord).access).toBeUndefined();
  });

  it('an edit link lets a signed-in member save; an anonymous holder of the same link only views', async () => {
    const owner = await t.signUp();
    const id = await essay(owner);
    const link = await share(owner, id, { role: 'edit', audience: 'anyone' });
    expect((await opened(link.token)).role).toBe('view');
    const editor = await t.signUp();
    expect((await opened(link.token, editor)).role).toBe('edit');
    const res = await save(id, editor, 'First paragraph of the group report.\n\nSecond paragraph, by a teammate.');
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as DocumentRecord).access).toMatchObject({ role: 'edit' });
    expect(((await (await read(id, owner)).json()) as DocumentRecord).content).toContain('Second paragraph, by a teammate.');
    // The closing version of an editor's session is kept in the owner's document.
    expect((await t.request(`/api/documents/${id}/versions`, { method: 'POST', cookie: editor.cookie })).status).toBe(200);
  });

  it('a link for signed-in users asks a visitor to sign in; a link for named addresses admits only those, once verified', async () => {
    const owner = await t.signUp();
    const id = await essay(owner);
    const signedIn = await share(owner, id, { role: 'comment', audience: 'signed-in' });
    await expectApiError(await open(signedIn.token), 'share_sign_in');

    const tutor = await t.signUpVerified(`tutor-${Date.now()}@example.com`);
    const unverified = await t.signUp(`late-${Date.now()}@example.com`);
    const stranger = await t.signUpVerified();
    const named = await share(owner, id, { role: 'suggest', audience: 'emails', emails: [tutor.email.toUpperCase(), unverified.email] });
    expect(named.emails).toEqual([tutor.email, unverified.email]);
    await expectApiError(await open(named.token), 'share_sign_in');
    await expectApiError(await open(named.token, stranger), 'share_not_invited');
    await expectApiError(await open(named.token, unverified), 'email_not_verified');
    expect((await opened(named.token, tutor)).role).toBe('suggest');
    expect((await read(id, tutor)).status).toBe(200);
    // Neither refused visitor became a member.
    await expectApiError(await read(id, stranger), 'not_found');
    expect((await sharing(owner, id)).members.map((m) => m.email)).toEqual([tutor.email]);
  });

  it('revoking a link stops it at once, for the link and for everyone who came in through it', async () => {
    const owner = await t.signUp();
    const id = await essay(owner);
    const link = await share(owner, id, { role: 'edit', audience: 'signed-in' });
    const member = await t.signUp();
    await opened(link.token, member);
    expect((await read(id, member)).status).toBe(200);
    expect((await sharedWith(member)).map((d) => d.id)).toEqual([id]);

    const res = await t.request(`/api/documents/${id}/shares/${link.id}`, { method: 'DELETE', cookie: owner.cookie });
    expect(res.status).toBe(204);
    await expectApiError(await read(id, member), 'not_found');
    await expectApiError(await save(id, member, 'Too late.'), 'not_found');
    await expectApiError(await open(link.token, member), 'not_found');
    expect(await sharedWith(member)).toEqual([]);
    expect(await sharing(owner, id)).toEqual({ links: [], members: [] });
  });

  it('an expired link says so, and its members lose access', async () => {
    const owner = await t.signUp();
    const id = await essay(owner);
    const link = await share(owner, id, { role: 'view', audience: 'anyone', expiresInDays: 7 });
    expect(Date.parse(link.expiresAt!) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const member = await t.signUp();
    await opened(link.token, member);
    await t.database.db.update(documentShares).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(documentShares.id, link.id));
    await expectApiError(await open(link.token), 'share_expired');
    await expectApiError(await open(link.token, member), 'share_expired');
    await expectApiError(await read(id, member), 'not_found');
    expect(await sharedWith(member)).toEqual([]);
  });

  it('the owner sees who has access and removes a person through every current link; a new link may let them in again', async () => {
    const owner = await t.signUp();
    const id = await essay(owner);
    const first = await share(owner, id, { role: 'view', audience: 'signed-in' });
    const second = await share(owner, id, { role: 'edit', audience: 'signed-in' });
    const member = await t.signUp();
    await opened(first.token, member);
    await opened(second.token, member);
    const { members, links } = await sharing(owner, id);
    expect(links.map((l) => l.id)).toEqual([second.id, first.id]);
    expect(members).toEqual([expect.objectContaining({ userId: member.userId, email: member.email, role: 'edit' })]);
    expect((await sharedWith(member))[0]).toMatchObject({ id, role: 'edit', token: second.token, title: 'Group report' });

    expect((await t.request(`/api/documents/${id}/members/${member.userId}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(204);
    await expectApiError(await read(id, member), 'not_found');
    await expectApiError(await open(first.token, member), 'share_removed');
    await expectApiError(await open(second.token, member), 'share_removed');
    expect((await sharing(owner, id)).members).toEqual([]);
    await expectApiError(await t.request(`/api/documents/${id}/members/${member.userId}`, { method: 'DELETE', cookie: owner.cookie }), 'not_found');

    const third = await share(owner, id, { role: 'comment', audience: 'signed-in' });
    expect((await opened(third.token, member)).role).toBe('comment');
  });

  it('a guessed token, a malformed one and another account’s document all answer like a missing one', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const id = await essay(owner);
    await expectApiError(await open('A'.repeat(32)), 'not_found');
    await expectApiError(await open('not-a-token'), 'not_found');
    await expectApiError(await open(`${'A'.repeat(31)}%2F`), 'not_found');
    for (const path of [`/api/documents/${id}/shares`, '/api/documents/00000000-0000-4000-8000-000000000000/shares', '/api/documents/nope/shares']) {
      await expectApiError(await t.request(path, { cookie: other.cookie }), 'not_found');
    }
    const link = await share(owner, id, { role: 'view', audience: 'anyone' });
    await expectApiError(await t.request(`/api/documents/${id}/shares/${link.id}`, { method: 'DELETE', cookie: other.cookie }), 'not_found');
    await expectApiError(await t.request(`/api/documents/${id}/shares/nope`, { method: 'DELETE', cookie: owner.cookie }), 'not_found');
    expect((await opened(link.token)).documentId).toBe(id);
    // Reading a document by id needs a membership, not only a link that exists.
    await expectApiError(await read(id, other), 'not_found');
    await expectApiError(await t.request('/api/shares'), 'unauthorized');
  });

  it('checks what a link is made of, and keeps at most the limit of links per document', async () => {
    const owner = await t.signUp();
    const id = await essay(owner);
    const post = (json: unknown) => t.request(`/api/documents/${id}/shares`, { method: 'POST', json, cookie: owner.cookie });
    await expectApiError(await post({ role: 'admin', audience: 'anyone' }), 'validation_failed', 'role');
    await expectApiError(await post({ role: 'view', audience: 'emails' }), 'validation_failed', 'emails');
    await expectApiError(await post({ role: 'view', audience: 'emails', emails: ['not an address'] }), 'validation_failed', 'emails.0');
    await expectApiError(await post({ role: 'view', audience: 'anyone', expiresInDays: 400 }), 'validation_failed', 'expiresInDays');
    await expectApiError(await post({ role: 'view', audience: 'anyone', token: 'A'.repeat(32) }), 'validation_failed');
    for (let i = 0; i < shareLimits.links; i++) await share(owner, id, { role: 'view', audience: 'anyone' });
    await expectApiError(await post({ role: 'view', audience: 'anyone' }), 'share_links_full');
    // Deleting the document takes its links with it.
    const tokens = (await sharing(owner, id)).links.map((l) => l.token);
    expect((await t.request(`/api/documents/${id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(204);
    await expectApiError(await open(tokens[0]!), 'not_found');
  });
});
