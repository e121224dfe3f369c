import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { blogPreviewLength, type BlogPost, type BlogPostSummary } from '../../../shared/blog.ts';
import { blogPosts, shippedBlogPosts } from '../../db/schema.ts';
import { projectRoot } from '../../paths.ts';
import { expectApiError } from '../../testing/api-error.ts';
import { appForFile } from '../../testing/app-for-file.ts';
import { seedPosts } from './seed-posts.ts';
import { seedBlog } from './service.ts';

// Every test starts from an empty blog that was never shipped a post, and seeds or inserts what it needs.
const t = appForFile({}, { emptiedBeforeEach: [blogPosts, shippedBlogPosts] });

const summaryKeys = ['author', 'createdAt', 'id', 'imageUrl', 'language', 'preview', 'title'];
const postKeys = ['author', 'createdAt', 'html', 'id', 'imageUrl', 'language', 'title'];

async function listPosts(query = ''): Promise<BlogPostSummary[]> {
  const res = await t.request(`/api/blog/posts${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await res.json()) as { posts: BlogPostSummary[] };
  expect(Object.keys(body)).toEqual(['posts']);
  return body.posts;
}

async function getPost(id: string): Promise<BlogPost> {
  const res = await t.request(`/api/blog/posts/${id}`);
  expect(res.status, await res.clone().text()).toBe(200);
  const post = (await res.json()) as BlogPost;
  expect(Object.keys(post).sort()).toEqual(postKeys);
  return post;
}

let nextDay = 1;
/** Inserts one post of our own; each call is a day newer than the last. */
async function insertPost(content: string, fields: Partial<typeof blogPosts.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(blogPosts)
    .values({
      title: 'A test post',
      author: 'Test Author',
      imageUrl: '/blog/test.svg',
      createdAt: new Date(Date.UTC(2025, 0, nextDay++)),
      content,
      ...fields,
    })
    .returning();
  return row!;
}

const blogRowCount = async () => (await t.database.db.select({ id: blogPosts.id }).from(blogPosts)).length;

/** Markdown syntax that must never show in a plain-text preview. */
const markdownSyntax = [/(^|\s)#{1,6}\s/, /\*\*/, /__/, /`/, /\]\(/, /!\[/, /(^|\s)[-*+]\s/, /(^|\s)>\s/, /\|/, /<\/?[a-z][^>]*>/i];

describe('GET /api/blog/posts', () => {
  it('answers {posts: []} for an empty blog', async () => {
    expect(await listPosts()).toEqual([]);
  });

  it('lists the seeded posts newest first with their summary fields', async () => {
    expect(await seedBlog(t.database.db)).toBe(seedPosts.length);
    const posts = await listPosts();

    const newestFirst = [...seedPosts].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    expect(posts.map((p) => p.id)).toEqual(newestFirst.map((p) => p.id));
    for (const [i, post] of posts.entries()) {
      const seed = newestFirst[i]!;
      expect(Object.keys(post).sort()).toEqual(summaryKeys);
      expect(post).toMatchObject({ id: seed.id, title: seed.title, language: seed.language, author: seed.author, imageUrl: seed.imageUrl, createdAt: seed.createdAt });
    }
  });

  it('gives each seeded post a plain-text preview of at most 150 characters plus an ellipsis', async () => {
    await seedBlog(t.database.db);
    for (const post of await listPosts()) {
      expect(post.preview.length, post.preview).toBeGreaterThan(0);
      expect(post.preview.length, post.preview).toBeLessThanOrEqual(blogPreviewLength + 1);
      expect(post.preview, post.title).toMatch(/…$/);
      for (const syntax of markdownSyntax) expect(post.preview, `${post.title}: ${syntax}`).not.toMatch(syntax);
    }
  });

  it('orders our own posts newest first, whatever order they were written in', async () => {
    const older = await insertPost('Older.', { createdAt: new Date('2025-03-01T10:00:00Z') });
    const newest = await insertPost('Newest.', { createdAt: new Date('2025-03-02T10:00:00Z') });
    const oldest = await insertPost('Oldest.', { createdAt: new Date('2024-12-31T23:59:59Z') });
    expect((await listPosts()).map((p) => p.id)).toEqual([newest.id, older.id, oldest.id]);
  });

  it('answers a post without an image with imageUrl null', async () => {
    const post = await insertPost('No picture.', { imageUrl: null });
    expect(await listPosts()).toEqual([
      { id: post.id, title: post.title, language: 'en', preview: 'No picture.', author: post.author, imageUrl: null, createdAt: post.createdAt.toISOString() },
    ]);
  });

  it('says which language each post is written in: the shipped French and Chinese posts, English for the rest and for a post of our own', async () => {
    await seedBlog(t.database.db);
    const own = await insertPost('Our own post.');
    const languages = Object.fromEntries((await listPosts()).map((p) => [p.title, p.language]));
    expect(languages).toMatchObject({
      'Réussir l’introduction d’une dissertation\u00a0: accroche, problématique, annonce du plan': 'fr',
      '写好一页中文简历：五个常被忽略的细节': 'zh',
      'The Revision Checklist: Turning a First Draft Into a Final Essay': 'en',
      [own.title]: 'en',
    });
    expect(new Set(Object.values(languages))).toEqual(new Set(['en', 'fr', 'zh']));
  });

  it('with ?lang, lists the posts written in that language first, then the others, each group newest first', async () => {
    await seedBlog(t.database.db);
    const newestFirst = [...seedPosts].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    for (const lang of ['fr', 'zh', 'en', 'de'] as const) {
      const expected = [...newestFirst.filter((p) => p.language === lang), ...newestFirst.filter((p) => p.language !== lang)];
      expect((await listPosts(`?lang=${lang}`)).map((p) => p.id), lang).toEqual(expected.map((p) => p.id));
    }
    // The newest post is French: without ?lang it leads; in English it comes after every English post.
    expect((await listPosts())[0]!.language).toBe('fr');
    const inEnglish = await listPosts('?lang=en');
    expect(inEnglish.map((p) => p.language)).toEqual([...seedPosts.filter((p) => p.language === 'en').map(() => 'en'), 'fr', 'zh']);
  });

  it('answers 400 validation_failed for a language it does not know', async () => {
    for (const lang of ['xx', 'EN', 'fr-CA', '']) {
      const res = await t.request(`/api/blog/posts?lang=${encodeURIComponent(lang)}`);
      expect(res.status, lang).toBe(400);
      await expectApiError(res, 'validation_failed', 'lang');
    }
  });

  it('may be cached briefly by browsers and proxies', async () => {
    const res = await t.request('/api/blog/posts');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
  });
});

describe('blog previews', () => {
  async function previewOf(content: string): Promise<string> {
    const { id } = await insertPost(content);
    const post = (await listPosts()).find((p) => p.id === id);
    return post!.preview;
  }

  it('is the text without Markdown syntax', async () => {
    const preview = await previewOf('## Getting started\n\nSome **bold**, _emphasised_ and `coded` words with a [link](https://example.com/).');
    expect(preview).toBe('Getting started Some bold, emphasised and coded words with a link.');
  });

  it('keeps a short text whole, without an ellipsis', async () => {
    const exact = 'x'.repeat(blogPreviewLength);
    expect(await previewOf(exact)).toBe(exact);
  });

  it('cuts a longer text at 150 characters and adds an ellipsis', async () => {
    const text = 'abcdefghij'.repeat(20);
    expect(await previewOf(text)).toBe(text.slice(0, blogPreviewLength) + '…');
    expect(await previewOf('y'.repeat(blogPreviewLength + 1))).toBe('y'.repeat(blogPreviewLength) + '…');
  });

  it('does not end in a space before the ellipsis', async () => {
    // 149 characters, then a space at position 150: the cut falls right after a word.
    const preview = await previewOf(`${'w'.repeat(blogPreviewLength - 1)} ${'z'.repeat(40)}`);
    expect(preview).toBe('w'.repeat(blogPreviewLength - 1) + '…');
  });

  it('keeps the words of list items apart', async () => {
    const preview = await previewOf('A working thesis has three jobs:\n\n- Take a position\n- Narrow the scope\n- Hint at the reasons');
    expect(preview).toBe('A working thesis has three jobs: Take a position Narrow the scope Hint at the reasons');
  });

  it('shows raw HTML as the text it is, as the post itself does', async () => {
    const preview = await previewOf('The text a reader sees.\n\n<div>shown <b>markup</b></div>');
    expect(preview).toBe('The text a reader sees. <div>shown <b>markup</b></div>');
  });
});

describe('GET /api/blog/posts/:id', () => {
  it('answers one seeded post with its rendered HTML', async () => {
    await seedBlog(t.database.db);
    const seed = seedPosts[0]!;
    const post = await getPost(seed.id);
    expect(post).toMatchObject({ id: seed.id, title: seed.title, language: 'en', author: seed.author, imageUrl: seed.imageUrl, createdAt: seed.createdAt });
    expect(post.html).toContain('<h2>What a thesis statement actually does</h2>');
    expect(post.html).toContain('<strong>Take a position</strong>');
    expect(post.html).toContain('<blockquote>');
    expect(post.html).toMatch(/^<p>A strong argumentative essay is not a pile of good points\./);
  });

  it('answers a post written in French with its language', async () => {
    await seedBlog(t.database.db);
    const seed = seedPosts.find((p) => p.language === 'fr')!;
    const post = await getPost(seed.id);
    expect(post).toMatchObject({ id: seed.id, title: seed.title, language: 'fr' });
    expect(post.html).toContain('<h2>3. La problématique\u00a0: la question que le sujet pose vraiment</h2>');
  });

  it('renders every seeded post to HTML without Markdown left over', async () => {
    await seedBlog(t.database.db);
    for (const seed of seedPosts) {
      const { html } = await getPost(seed.id);
      expect(html, seed.title).toContain('<h2>');
      expect(html, seed.title).not.toMatch(/(^|\n)#{1,6} /);
      expect(html, seed.title).not.toContain('**');
    }
  });

  it('renders the seeded comparison table as a table', async () => {
    await seedBlog(t.database.db);
    const withTable = seedPosts.find((p) => p.content.includes('| --- |'));
    expect(withTable).toBeDefined();
    const { html } = await getPost(withTable!.id);
    expect(html).toContain('<table>');
    expect(html).toContain('<th>Style</th>');
    expect(html).toContain('<td><strong>APA</strong></td>');
  });

  it('finds a post by its id in capitals too', async () => {
    const { id } = await insertPost('Case.');
    expect((await getPost(id.toUpperCase())).id).toBe(id);
  });

  it('answers 404 not_found for an id that does not exist', async () => {
    await seedBlog(t.database.db);
    await expectApiError(await t.request('/api/blog/posts/00000000-0000-4000-8000-000000000000'), 'not_found');
  });

  it.each([
    'abc',
    "1' or 1=1",
    "' OR '1'='1",
    '1; drop table blog_posts; --',
    '3f8a2c1e-7b4d-4e9a-9c2f-1a6d8e0b5c7',
    '3f8a2c1e-7b4d-4e9a-9c2f-1a6d8e0b5c733',
    'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
    '3f8a2c1e7b4d4e9a9c2f1a6d8e0b5c73 ',
    '%00',
    '1',
  ])('answers 404 not_found (not 500) for the malformed id %j', async (id) => {
    await seedBlog(t.database.db);
    await expectApiError(await t.request(`/api/blog/posts/${encodeURIComponent(id)}`), 'not_found');
    expect(await blogRowCount()).toBe(seedPosts.length);
  });
});

describe('post HTML is sanitised', () => {
  it('shows a script and an onerror handler as inert text and drops a javascript: link', async () => {
    const { id } = await insertPost('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1)) and the text around it');
    const { html } = await getPost(id);
    expect(html).toBe('<p>&#x3C;script>alert(1)&#x3C;/script></p>\n<p>&#x3C;img src=x onerror=alert(1)></p>\n<p><a>x</a> and the text around it</p>');
  });

  const hostile = [
    '# Heading survives',
    '',
    'A paragraph survives.',
    '',
    '<script>alert(1)</script>',
    '',
    '<img src=x onerror=alert(1)>',
    '',
    'Inline <span onmouseover="alert(1)">hover</span> and <a href="javascript:alert(1)">raw link</a>.',
    '',
    '[x](javascript:alert(1)) [caps](JAVASCRIPT:alert(1)) [entity](&#106;avascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '',
    '![pic](javascript:alert(1)) <javascript:alert(1)> [ref][r]',
    '',
    '[r]: javascript:alert(1)',
    '',
    '<iframe src="https://evil.example/"></iframe>',
    '',
    '<svg onload=alert(1)><circle r="1"/></svg>',
    '',
    '<style>body{display:none}</style>',
    '',
    '- list item one',
    '- list item two',
    '',
    '| Col A | Col B |',
    '| ----- | ----- |',
    '| cell 1 | cell 2 |',
    '',
    '[safe link](https://example.com/page) and [plain http](http://example.org/)',
  ].join('\n');

  let html: string;
  beforeEach(async () => {
    const { id } = await insertPost(hostile);
    html = (await getPost(id)).html;
  });

  // Raw HTML is shown as text: its '<' is escaped, so no element of it exists.
  it.each(['<script', '<iframe', '<style', '<svg', '<img src="x"', '<span', '<a href="javascript'])('has no %s element', (needle) => {
    expect(html.toLowerCase()).not.toContain(needle);
  });

  it('has no link or image address with a javascript:, data: or vbscript: scheme', () => {
    // Inside a tag (raw HTML shown as text has no tag: its '<' is escaped).
    expect(html).not.toMatch(/<[^<>]*\s(href|src|action|formaction|xlink:href)\s*=\s*["']?\s*(javascript|data|vbscript):/i);
    // An autolink's text may still read "javascript:…", but only as inert text.
    expect(html).toContain('<a>javascript:alert(1)</a>');
  });

  it('has no event-handler attribute of any kind', () => {
    expect(html).not.toMatch(/<[^>]+\son\w+\s*=/i);
  });

  it('keeps headings, paragraphs, lists and tables', () => {
    for (const kept of ['<h1>Heading survives</h1>', '<p>A paragraph survives.</p>', '<li>list item one</li>', '<li>list item two</li>', '<th>Col A</th>', '<td>cell 2</td>']) {
      expect(html).toContain(kept);
    }
  });

  it('keeps http(s) links with their href and the text of unsafe links without one', () => {
    expect(html).toContain('<a href="https://example.com/page">safe link</a>');
    expect(html).toContain('<a href="http://example.org/">plain http</a>');
    expect(html).toMatch(/<a>x<\/a>/);
    expect(html).toMatch(/<a>caps<\/a>/);
  });
});

describe('seedBlog', () => {
  const titles = async () => (await listPosts()).map((p) => p.title).sort();
  const shippedTitles = () => seedPosts.map((p) => p.title).sort();
  const [first, second] = [seedPosts[0]!, seedPosts[1]!];

  it('fills an empty blog with the shipped posts', async () => {
    expect(await seedBlog(t.database.db)).toBe(seedPosts.length);
    const rows = await t.database.db.select().from(blogPosts);
    expect(rows.map((r) => r.id).sort()).toEqual(seedPosts.map((p) => p.id).sort());
    for (const seed of seedPosts) {
      const row = rows.find((r) => r.id === seed.id)!;
      expect(row).toEqual({ ...seed, published: true, createdAt: new Date(seed.createdAt), updatedAt: new Date(seed.createdAt) });
    }
  });

  it('gives shipped posts seeded before posts had a language (all English then) their own language back', async () => {
    await t.database.db.insert(blogPosts).values(seedPosts.map(({ language: _language, ...p }) => ({ ...p, createdAt: new Date(p.createdAt) })));
    expect(new Set((await listPosts()).map((p) => p.language))).toEqual(new Set(['en']));
    expect(await seedBlog(t.database.db)).toBe(0);
    const languages = Object.fromEntries((await listPosts()).map((p) => [p.id, p.language]));
    expect(languages).toEqual(Object.fromEntries(seedPosts.map((p) => [p.id, p.language])));
  });

  it('run twice, still holds the seed posts once', async () => {
    expect(await seedBlog(t.database.db)).toBe(seedPosts.length);
    expect(await seedBlog(t.database.db)).toBe(0);
    expect(await blogRowCount()).toBe(seedPosts.length);
    expect(await listPosts()).toHaveLength(seedPosts.length);
  });

  it('adds nothing to a blog that already has a post', async () => {
    const own = await insertPost('Our own post.');
    expect(await seedBlog(t.database.db)).toBe(0);
    expect((await listPosts()).map((p) => p.id)).toEqual([own.id]);
  });

  it('a shipped post an administrator deleted stays deleted; one they edited keeps the edit', async () => {
    await seedBlog(t.database.db);
    await t.database.db.delete(blogPosts).where(eq(blogPosts.id, first.id));
    await t.database.db.update(blogPosts).set({ title: 'Our own title' }).where(eq(blogPosts.id, second.id));
    expect(await seedBlog(t.database.db)).toBe(0);
    const listed = await listPosts();
    expect(listed.map((p) => p.id)).not.toContain(first.id);
    expect(listed.find((p) => p.id === second.id)?.title).toBe('Our own title');
  });

  it('a post a later release ships reaches a blog that already has posts, its own and ours', async () => {
    await seedBlog(t.database.db);
    const own = await insertPost('Written by the administrator.');
    // As if this data folder had been created by a release that did not ship the first post yet.
    await t.database.db.delete(blogPosts).where(eq(blogPosts.id, first.id));
    await t.database.db.delete(shippedBlogPosts).where(eq(shippedBlogPosts.postId, first.id));
    expect(await seedBlog(t.database.db)).toBe(1);
    expect(await titles()).toEqual([...shippedTitles(), own.title].sort());
    expect(await getPost(first.id)).toMatchObject({ title: first.title, language: first.language, createdAt: first.createdAt });
  });

  it('a blog seeded before shipments were recorded gets the posts it lacks and its posts’ languages back, once', async () => {
    // Every shipped post but the first, French and Chinese stored as English (before posts had a language), nothing recorded.
    await t.database.db.insert(blogPosts).values(seedPosts.slice(1).map((p) => ({ ...p, language: 'en', createdAt: new Date(p.createdAt), updatedAt: new Date(p.createdAt) })));
    expect(await seedBlog(t.database.db)).toBe(1);
    const languages = Object.fromEntries((await listPosts()).map((p) => [p.id, p.language]));
    expect(languages).toEqual(Object.fromEntries(seedPosts.map((p) => [p.id, p.language])));
    // From now on the administrator's choice holds: a language set back to English stays English.
    const french = seedPosts.find((p) => p.language === 'fr')!;
    await t.database.db.update(blogPosts).set({ language: 'en' }).where(eq(blogPosts.id, french.id));
    expect(await seedBlog(t.database.db)).toBe(0);
    expect((await getPost(french.id)).language).toBe('en');
  });

  it('run by two app processes starting at once, seeds once and fails neither', async () => {
    // Open pooled connections first (PostgreSQL), so both seeds really run side by side.
    await Promise.all(Array.from({ length: 4 }, () => t.database.db.execute(sql`select 1`)));
    const results = await Promise.allSettled([seedBlog(t.database.db), seedBlog(t.database.db)]);
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [String((r.reason as Error).cause ?? r.reason)] : []));
    expect(failures).toEqual([]);
    const inserted = results.map((r) => (r.status === 'fulfilled' ? r.value : NaN));
    expect(inserted).toContain(seedPosts.length);
    expect(await blogRowCount()).toBe(seedPosts.length);
  });

  it.each(seedPosts.map((p) => [p.imageUrl, p] as const))('ships the cover image %s in public/', (imageUrl) => {
    expect(imageUrl).toMatch(/^\/blog\/[\w-]+\.svg$/);
    const file = path.join(projectRoot, 'public', imageUrl);
    expect(statSync(file, { throwIfNoEntry: false })?.isFile(), file).toBe(true);
    expect(readFileSync(file, 'utf8')).toMatch(/<svg[\s>]/);
  });
});
