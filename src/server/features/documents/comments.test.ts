import { describe, expect, it } from 'vitest';
import type { CommentThread, DocumentComments } from '../../../shared/comments.ts';
import { defaultSettings } from '../../../shared/settings.ts';
import type { ShareLink } from '../../../shared/sharing.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { appForFile } from '../../testing/app-for-file.ts';
import type { TestUser } from '../../testing/harness.ts';

const t = appForFile();

async function person(name: string): Promise<TestUser> {
  const user = await t.signUp();
  const res = await t.request('/api/me/profile', { method: 'PATCH', json: { fullName: name }, cookie: user.cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return user;
}

async function essay(owner: TestUser): Promise<string> {
  const res = await t.request('/api/documents', {
    method: 'POST',
    json: { type: 'essay', title: 'Group report', content: 'The river floods each spring. The river floods again in autumn.' },
    cookie: owner.cookie,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** A member of the document through a link of `role`. */
async function member(owner: TestUser, id: string, role: string, name: string): Promise<TestUser> {
  const res = await t.request(`/api/documents/${id}/shares`, { method: 'POST', json: { role, audience: 'signed-in' }, cookie: owner.cookie });
  expect(res.status, await res.clone().text()).toBe(201);
  const link = (await res.json()) as ShareLink;
  const user = await person(name);
  expect((await t.request(`/api/shares/${link.token}/open`, { method: 'POST', cookie: user.cookie })).status).toBe(200);
  return user;
}

const anchor = { exact: 'floods again', prefix: 'spring. The river ', suffix: ' in autumn.' };

async function call<T>(path: string, user: TestUser, init: { method?: string; json?: unknown } = {}, status = 200): Promise<T> {
  const res = await t.request(path, { ...init, cookie: user.cookie } as Parameters<typeof t.request>[1]);
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

describe('comments', () => {
  it('a commenter opens a thread, the owner replies and resolves it, a reply reopens it; every reader sees the same threads', async () => {
    const owner = await person('Olive Owner');
    const id = await essay(owner);
    const tutor = await member(owner, id, 'comment', 'Tom Tutor');

    const thread = await call<CommentThread>(`/api/documents/${id}/comments`, tutor, { method: 'POST', json: { anchor, body: 'Say which river.' } }, 201);
    expect(thread).toMatchObject({ anchor, resolved: null, comments: [{ author: { name: 'Tom Tutor' }, body: 'Say which river.', mentions: [], editedAt: null }] });

    const replied = await call<CommentThread>(`/api/documents/${id}/comments/${thread.id}/replies`, owner, { method: 'POST', json: { body: 'The Severn, fixed.' } }, 201);
    expect(replied.comments.map((c) => [c.author.name, c.body])).toEqual([
      ['Tom Tutor', 'Say which river.'],
      ['Olive Owner', 'The Severn, fixed.'],
    ]);
    const resolved = await call<CommentThread>(`/api/documents/${id}/comments/${thread.id}`, owner, { method: 'PATCH', json: { resolved: true } });
    expect(resolved.resolved).toMatchObject({ by: { name: 'Olive Owner' } });

    const seen = await call<DocumentComments>(`/api/documents/${id}/comments`, tutor);
    expect(seen.threads).toHaveLength(1);
    expect(seen.threads[0]!.resolved?.by.name).toBe('Olive Owner');
    expect(seen.me).toMatchObject({ owner: false });
    expect(seen.people.map((p) => p.name)).toEqual(['Olive Owner']);

    const reopened = await call<CommentThread>(`/api/documents/${id}/comments/${thread.id}/replies`, tutor, { method: 'POST', json: { body: 'Not quite: name it in the first sentence too.' } }, 201);
    expect(reopened.resolved).toBeNull();
    expect(reopened.comments).toHaveLength(3);
  });

  it('a viewer reads neither comments nor writes them; a stranger gets the same 404 as a missing document; bad input is refused by field', async () => {
    const owner = await person('Olive Owner');
    const id = await essay(owner);
    const thread = await call<CommentThread>(`/api/documents/${id}/comments`, owner, { method: 'POST', json: { anchor, body: 'Note to self.' } }, 201);
    const viewer = await member(owner, id, 'view', 'Vera Viewer');
    await expectApiError(await t.request(`/api/documents/${id}/comments`, { cookie: viewer.cookie }), 'forbidden');
    await expectApiError(await t.request(`/api/documents/${id}/comments`, { method: 'POST', json: { anchor, body: 'Hi' }, cookie: viewer.cookie }), 'forbidden');
    await expectApiError(await t.request(`/api/documents/${id}/comments/${thread.id}/replies`, { method: 'POST', json: { body: 'Hi' }, cookie: viewer.cookie }), 'forbidden');

    const stranger = await person('Sam Stranger');
    const missing = await t.request(`/api/documents/00000000-0000-4000-8000-000000000000/comments`, { cookie: stranger.cookie });
    const theirs = await t.request(`/api/documents/${id}/comments`, { cookie: stranger.cookie });
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual(await missing.json());
    await expectApiError(await t.request(`/api/documents/${id}/comments/${thread.id}`, { method: 'PATCH', json: { resolved: true }, cookie: stranger.cookie }), 'not_found');

    // A thread of another document, an unknown thread, an empty body, an anchor without words.
    const other = await essay(owner);
    await expectApiError(await t.request(`/api/documents/${other}/comments/${thread.id}/replies`, { method: 'POST', json: { body: 'x' }, cookie: owner.cookie }), 'not_found');
    await expectApiError(await t.request(`/api/documents/${id}/comments/not-a-uuid`, { method: 'PATCH', json: { resolved: true }, cookie: owner.cookie }), 'not_found');
    const empty = await t.request(`/api/documents/${id}/comments`, { method: 'POST', json: { anchor, body: '   ' }, cookie: owner.cookie });
    await expectApiError(empty, 'validation_failed', 'body');
    await expectApiError(await t.request(`/api/documents/${id}/comments`, { method: 'POST', json: { anchor: { exact: '' }, body: 'x' }, cookie: owner.cookie }), 'validation_failed', 'anchor.exact');
    await expectApiError(await t.request(`/api/documents/${id}/comments`, { method: 'POST', json: { anchor, body: 'x'.repeat(5001) }, cookie: owner.cookie }), 'validation_failed', 'body');
    // Nothing saved was lost.
    expect((await call<DocumentComments>(`/api/documents/${id}/comments`, owner)).threads.map((x) => x.comments[0]!.body)).toEqual(['Note to self.']);
  });

  it('only its author edits a comment; its author or the owner deletes it; the last comment takes its thread', async () => {
    const owner = await person('Olive Owner');
    const id = await essay(owner);
    const a = await member(owner, id, 'suggest', 'Ann Author');
    const b = await member(owner, id, 'edit', 'Ben Other');
    const thread = await call<CommentThread>(`/api/documents/${id}/comments`, a, { method: 'POST', json: { anchor, body: 'Frist point.' } }, 201);
    const [first] = thread.comments;
    await expectApiError(await t.request(`/api/documents/${id}/comments/${thread.id}/replies/${first!.id}`, { method: 'PATCH', json: { body: 'Hijacked.' }, cookie: b.cookie }), 'forbidden');
    await expectApiError(await t.request(`/api/documents/${id}/comments/${thread.id}/replies/${first!.id}`, { method: 'PATCH', json: { body: 'Hijacked.' }, cookie: owner.cookie }), 'forbidden');
    const edited = await call<CommentThread>(`/api/documents/${id}/comments/${thread.id}/replies/${first!.id}`, a, { method: 'PATCH', json: { body: 'First point.' } });
    expect(edited.comments[0]).toMatchObject({ body: 'First point.' });
    expect(edited.comments[0]!.editedAt).not.toBeNull();

    const withReply = await call<CommentThread>(`/api/documents/${id}/comments/${thread.id}/replies`, b, { method: 'POST', json: { body: 'Agreed.' } }, 201);
    const reply = withReply.comments[1]!;
    await expectApiError(await t.request(`/api/documents/${id}/comments/${thread.id}/replies/${reply.id}`, { method: 'DELETE', cookie: a.cookie }), 'forbidden');
    expect((await call<{ thread: CommentThread | null }>(`/api/documents/${id}/comments/${thread.id}/replies/${reply.id}`, owner, { method: 'DELETE' })).thread?.comments).toHaveLength(1);
    expect((await call<{ thread: CommentThread | null }>(`/api/documents/${id}/comments/${thread.id}/replies/${first!.id}`, a, { method: 'DELETE' })).thread).toBeNull();
    expect((await call<DocumentComments>(`/api/documents/${id}/comments`, owner)).threads).toEqual([]);
  });

  it('a mention reaches people who can read the comments, by mail only while their notifications are on; others named are not mentioned', async () => {
    const owner = await person('Olive Owner');
    const id = await essay(owner);
    const tutor = await member(owner, id, 'comment', 'Tom Tutor');
    const quiet = await member(owner, id, 'edit', 'Quinn Quiet');
    const viewer = await member(owner, id, 'view', 'Vera Viewer');
    const off = await t.request('/api/settings', { method: 'PUT', json: { ...defaultSettings, notifications: { ...defaultSettings.notifications, email: false } }, cookie: quiet.cookie });
    expect(off.status).toBe(200);
    const people = (await call<DocumentComments>(`/api/documents/${id}/comments`, tutor)).people;
    expect(people.map((p) => p.name).sort()).toEqual(['Olive Owner', 'Quinn Quiet']);
    const ids = Object.fromEntries(people.map((p) => [p.name, p.id]));
    const viewerId = (await (await t.request('/api/me', { cookie: viewer.cookie })).json()) as { id: string };

    const before = t.mailbox.sent.length;
    const thread = await call<CommentThread>(
      `/api/documents/${id}/comments`,
      tutor,
      { method: 'POST', json: { anchor, body: '@Olive Owner and @Quinn Quiet: check the dates. @Vera Viewer too.', mentions: [ids['Olive Owner'], ids['Quinn Quiet'], viewerId.id] } },
      201,
    );
    expect(thread.comments[0]!.mentions.map((p) => p.name).sort()).toEqual(['Olive Owner', 'Quinn Quiet']);
    const mails = t.mailbox.sent.slice(before);
    expect(mails.map((m) => m.to)).toEqual([owner.email]);
    expect(mails[0]!.subject).toBe('Tom Tutor mentioned you in “Group report”');
    expect(mails[0]!.text).toContain('check the dates');
    expect(mails[0]!.text).toContain('“floods again”');
    expect(mails[0]!.text).toContain(`/documents/${id}/edit?comment=${thread.id}`);

    // An id whose name is not in the text mentions no one.
    const silent = await call<CommentThread>(`/api/documents/${id}/comments/${thread.id}/replies`, tutor, { method: 'POST', json: { body: 'No names here.', mentions: [ids['Olive Owner']] } }, 201);
    expect(silent.comments[1]!.mentions).toEqual([]);
    expect(t.mailbox.sent.length).toBe(before + 1);
  });

  it('a revoked link takes the commenter out of the comments at once', async () => {
    const owner = await person('Olive Owner');
    const id = await essay(owner);
    const res = await t.request(`/api/documents/${id}/shares`, { method: 'POST', json: { role: 'comment', audience: 'signed-in' }, cookie: owner.cookie });
    const link = (await res.json()) as ShareLink;
    const tutor = await person('Tom Tutor');
    await t.request(`/api/shares/${link.token}/open`, { method: 'POST', cookie: tutor.cookie });
    expect((await t.request(`/api/documents/${id}/comments`, { cookie: tutor.cookie })).status).toBe(200);
    await t.request(`/api/documents/${id}/shares/${link.id}`, { method: 'DELETE', cookie: owner.cookie });
    await expectApiError(await t.request(`/api/documents/${id}/comments`, { cookie: tutor.cookie }), 'not_found');
    await expectApiError(await t.request(`/api/documents/${id}/comments`, { method: 'POST', json: { anchor, body: 'Still here?' }, cookie: tutor.cookie }), 'not_found');
  });
});
