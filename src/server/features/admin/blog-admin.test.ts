import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminBlogPost, BlogImageUpload } from '../../../shared/admin-content.ts';
import type { BlogPost, BlogPostSummary } from '../../../shared/blog.ts';
import { auditLog, blogImages, blogPosts } from '../../db/schema.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { appForFile, verifiedUserForFile } from '../../testing/app-for-file.ts';
import type { TestUser } from '../../testing/harness.ts';
import { gif, png } from '../../testing/images.ts';

const t = appForFile({ ADMIN_EMAILS: 'boss@example.com' }, { emptiedBeforeEach: [blogPosts] });
const boss = verifiedUserForFile(t, 'boss@example.com');

const admin = (method: string, path: string, json?: unknown, user: TestUser | null = boss) =>
  t.request(`/api/admin${path}`, { method, ...(json !== undefined ? { json } : {}), cookie: user?.cookie });

const draft = { title: 'Five habits of good essays', content: '## Plan first\n\nThen **write**.', language: 'en', published: false };

async function create(fields: Record<string, unknown> = {}): Promise<AdminBlogPost> {
  const res = await admin('POST', '/blog', { ...draft, ...fields });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as AdminBlogPost;
}

async function publicList(): Promise<BlogPostSummary[]> {
  const res = await t.request('/api/blog/posts');
  expect(res.status).toBe(200);
  return ((await res.json()) as { posts: BlogPostSummary[] }).posts;
}

const auditActions = async (targetId: string) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.createdAt)).map((r) => [r.action, r.actorEmail]);

function upload(bytes: Uint8Array | string, user: TestUser | null = boss, contentType = 'application/octet-stream') {
  return t.request('/api/admin/blog/images', { method: 'POST', body: bytes as string | Uint8Array<ArrayBuffer>, headers: { 'content-type': contentType }, cookie: user?.cookie });
}

describe('writing a post in the console', () => {
  it('a draft is listed in the console but not on the public blog, and its page answers 404', async () => {
    const post = await create();
    expect(post).toMatchObject({ title: draft.title, content: draft.content, language: 'en', published: false, imageUrl: null });
    const list = (await (await admin('GET', '/blog')).json()) as { posts: AdminBlogPost[] };
    expect(list.posts.map((p) => [p.id, p.published])).toEqual([[post.id, false]]);
    expect(await publicList()).toEqual([]);
    await expectApiError(await t.request(`/api/blog/posts/${post.id}`), 'not_found');
  });

  it('published, it appears on the public blog in its language, rendered by the public sanitiser', async () => {
    const post = await create({ language: 'fr', title: 'Bien écrire' });
    const res = await admin('PUT', `/blog/${post.id}`, { ...draft, language: 'fr', title: 'Bien écrire', published: true });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await publicList()).toMatchObject([{ id: post.id, title: 'Bien écrire', language: 'fr', preview: 'Plan first Then write.' }]);
    const page = (await (await t.request(`/api/blog/posts/${post.id}`)).json()) as BlogPost;
    expect(page.html).toBe('<h2>Plan first</h2>\n<p>Then <strong>write</strong>.</p>');
    expect(await auditActions(post.id)).toEqual([
      ['blog.create', 'boss@example.com'],
      ['blog.publish', 'boss@example.com'],
    ]);
  });

  it('edits replace title, content and image; unpublishing hides the post again', async () => {
    const post = await create({ published: true });
    const res = await admin('PUT', `/blog/${post.id}`, { ...draft, title: 'Renamed', content: 'New text.', published: true, imageUrl: '/blog/test.svg' });
    const edited = (await res.json()) as AdminBlogPost;
    expect(edited).toMatchObject({ id: post.id, title: 'Renamed', content: 'New text.', imageUrl: '/blog/test.svg', createdAt: post.createdAt });
    expect(Date.parse(edited.updatedAt)).toBeGreaterThanOrEqual(Date.parse(post.updatedAt));
    expect((await publicList()).map((p) => p.title)).toEqual(['Renamed']);

    expect((await admin('PUT', `/blog/${post.id}`, { ...draft, title: 'Renamed', published: false })).status).toBe(200);
    expect(await publicList()).toEqual([]);
    expect(await auditActions(post.id)).toEqual([
      ['blog.create', 'boss@example.com'],
      ['blog.update', 'boss@example.com'],
      ['blog.unpublish', 'boss@example.com'],
    ]);
  });

  it('a script in the Markdown never reaches the public page', async () => {
    const post = await create({ published: true, content: 'Hi <script>alert(1)</script> <img src=x onerror="alert(2)"> [x](javascript:alert(3))' });
    const page = (await (await t.request(`/api/blog/posts/${post.id}`)).json()) as BlogPost;
    // Raw HTML shows as the inert text it is; the javascript: link loses its address.
    expect(page.html).toBe('<p>Hi &#x3C;script>alert(1)&#x3C;/script> &#x3C;img src=x onerror="alert(2)"> <a>x</a></p>');
    expect(page.html).not.toMatch(/<script|<img|javascript:/i);
  });

  it('delete removes the post (404 afterwards) and is logged', async () => {
    const post = await create({ published: true });
    expect((await admin('DELETE', `/blog/${post.id}`)).status).toBe(204);
    expect(await publicList()).toEqual([]);
    await expectApiError(await admin('DELETE', `/blog/${post.id}`), 'not_found');
    await expectApiError(await admin('PUT', `/blog/${post.id}`, draft), 'not_found');
    expect(await auditActions(post.id)).toEqual([
      ['blog.create', 'boss@example.com'],
      ['blog.delete', 'boss@example.com'],
    ]);
  });

  it.each([
    ['no title', { ...draft, title: '  ' }, 'title'],
    ['a title of 201 characters', { ...draft, title: 't'.repeat(201) }, 'title'],
    ['no content', { ...draft, content: '' }, 'content'],
    ['a language we do not have', { ...draft, language: 'it' }, 'language'],
    ['published missing', { title: 'x', content: 'y', language: 'en' }, 'published'],
    ['an image from another site', { ...draft, imageUrl: 'https://evil.example/x.png' }, 'imageUrl'],
    ['a javascript: image', { ...draft, imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
    ['an unknown field', { ...draft, author: 'Someone else' }, undefined],
  ])('%s → 400 validation_failed, nothing stored', async (_case, json, field) => {
    await expectApiError(await admin('POST', '/blog', json), 'validation_failed', field);
    expect(await t.database.db.select().from(blogPosts)).toEqual([]);
  });
});

describe('blog pictures', () => {
  it('a PNG is stored and served back publicly with the same bytes, its type, an ETag and a long cache', async () => {
    const bytes = png(64, 32);
    const res = await upload(bytes);
    expect(res.status, await res.clone().text()).toBe(201);
    const image = (await res.json()) as BlogImageUpload;
    expect(image).toMatchObject({ contentType: 'image/png', width: 64, height: 32, url: `/api/blog/images/${image.id}` });

    const served = await t.request(image.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = served.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    // A browser that has it already gets a 304 without the bytes.
    const again = await t.request(image.url, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);

    // It can be a post's picture, shown on the public blog.
    const post = await create({ published: true, imageUrl: image.url });
    expect((await publicList()).find((p) => p.id === post.id)?.imageUrl).toBe(image.url);
    expect(await auditActions(image.id)).toEqual([['blog.image_upload', 'boss@example.com']]);
  });

  it('a GIF is taken as well (the type comes from the bytes, not the header)', async () => {
    const res = await upload(gif(3, 3), boss, 'image/png');
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ contentType: 'image/gif' });
  });

  it('refuses what is not a picture (415), a picture over 2 MB (413), one too large in pixels or empty (400); nothing stored', async () => {
    const before = (await t.database.db.select({ id: blogImages.id }).from(blogImages)).length;
    await expectApiError(await upload('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', boss, 'image/svg+xml'), 'unsupported_media_type');
    await expectApiError(await upload('just text'), 'unsupported_media_type');
    const huge = new Uint8Array(2 * 1024 * 1024 + 1);
    huge.set(png(10, 10));
    await expectApiError(await upload(huge), 'payload_too_large');
    await expectApiError(await upload(png(5000, 10)), 'validation_failed', 'image');
    await expectApiError(await upload(new Uint8Array(0)), 'validation_failed', 'image');
    expect((await t.database.db.select({ id: blogImages.id }).from(blogImages)).length).toBe(before);
  });

  it('an unknown or malformed picture id answers 404', async () => {
    await expectApiError(await t.request('/api/blog/images/00000000-0000-4000-8000-000000000000'), 'not_found');
    await expectApiError(await t.request('/api/blog/images/nope'), 'not_found');
  });
});

describe('the blog console for anyone else', () => {
  it('a user gets 403 and a signed-out client 401 on every blog route; nothing changes', async () => {
    const post = await create({ published: true });
    const user = await t.signUp();
    const routes: [string, string, unknown][] = [
      ['GET', '/blog', undefined],
      ['POST', '/blog', draft],
      ['PUT', `/blog/${post.id}`, { ...draft, title: 'Hijacked', published: true }],
      ['DELETE', `/blog/${post.id}`, undefined],
    ];
    for (const [method, path, json] of routes) {
      await expectApiError(await admin(method, path, json, user), 'forbidden');
      await expectApiError(await admin(method, path, json, null), 'unauthorized');
    }
    await expectApiError(await upload(png(), user), 'forbidden');
    await expectApiError(await upload(png(), null), 'unauthorized');
    expect((await publicList()).map((p) => p.title)).toEqual([draft.title]);
  });
});
