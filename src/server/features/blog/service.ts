import { and, desc, eq, inArray } from 'drizzle-orm';
import { blogPreviewLength, type BlogPost, type BlogPostSummary } from '../../../shared/blog.ts';
import type { Language } from '../../../shared/languages.ts';
import type { Database } from '../../db/client.ts';
import { blogImages, blogPosts, shippedBlogPosts } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { parsePool, parsedOffLoop } from '../../parsing/pool.ts';
import { seedPosts } from './seed-posts.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A post's plain text clipped for the list. */
const clipPreview = (text: string) => (text.length > blogPreviewLength ? text.slice(0, blogPreviewLength).trimEnd() + '…' : text);

/**
 * The published posts, newest first (drafts written in the
 * admin console stay hidden). For a reader of `readerLanguage`, the posts
 * written in it come first (newest first), then the others.
 */
export async function listPosts(db: Database, readerLanguage?: Language): Promise<BlogPostSummary[]> {
  const rows = await db.select().from(blogPosts).where(eq(blogPosts.published, true)).orderBy(desc(blogPosts.createdAt));
  // A post of 100,000 characters is most of a second of Markdown parsing: in a parse worker, not on the event loop.
  const texts = await parsedOffLoop(parsePool.run('blogPlainTexts', { markdowns: rows.map((row) => row.content) }));
  const posts = rows.map((row, i) => ({
    id: row.id,
    title: row.title,
    language: row.language as Language,
    preview: clipPreview(texts[i]!),
    author: row.author,
    imageUrl: row.imageUrl,
    createdAt: row.createdAt.toISOString(),
  }));
  if (!readerLanguage) return posts;
  return [...posts.filter((post) => post.language === readerLanguage), ...posts.filter((post) => post.language !== readerLanguage)];
}

export async function getPost(db: Database, id: string): Promise<BlogPost> {
  // A malformed id is simply not found (and never reaches the uuid cast).
  if (!uuidPattern.test(id)) throw new AppError('not_found');
  // A draft is not found either: nobody outside the console may read it yet.
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), eq(blogPosts.published, true)))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return {
    id: row.id,
    title: row.title,
    language: row.language as Language,
    author: row.author,
    imageUrl: row.imageUrl,
    createdAt: row.createdAt.toISOString(),
    html: await parsedOffLoop(parsePool.run('blogHtml', { markdown: row.content })),
  };
}

/**
 * Ships the product's own posts (seed-posts.ts) that this blog has not
 * received yet: all of them into a new data folder, and a post added by a
 * later release into an existing one. A shipped post is never shipped
 * twice, so one an administrator deleted stays deleted.
 *
 * A blog from before shipments were recorded: if it holds some shipped
 * posts, it gets the ones it lacks once (a shipped post deleted back then
 * comes back that one time), and its French and Chinese posts, stored as
 * English before posts had a language column, get their language back. If
 * it holds posts but none of the shipped ones, its administrator removed
 * them: it gets none.
 */
export async function seedBlog(db: Database): Promise<number> {
  const shipped = new Set((await db.select({ id: shippedBlogPosts.postId }).from(shippedBlogPosts)).map((r) => r.id));
  const unshipped = seedPosts.filter((p) => !shipped.has(p.id));
  if (unshipped.length === 0) return 0;
  const removedByAdministrator = shipped.size === 0 && (await holdsPostsButNoneShipped(db));
  const due = removedByAdministrator ? [] : unshipped;
  return db.transaction(async (tx) => {
    for (const post of due.filter((p) => p.language !== 'en')) {
      await tx
        .update(blogPosts)
        .set({ language: post.language })
        .where(and(eq(blogPosts.id, post.id), eq(blogPosts.language, 'en')));
    }
    // Fixed ids: a second process seeding at the same moment inserts nothing.
    const inserted = due.length
      ? await tx
          .insert(blogPosts)
          .values(due.map((p) => ({ ...p, createdAt: new Date(p.createdAt), updatedAt: new Date(p.createdAt) })))
          .onConflictDoNothing()
          .returning({ id: blogPosts.id })
      : [];
    await tx
      .insert(shippedBlogPosts)
      .values(unshipped.map((p) => ({ postId: p.id })))
      .onConflictDoNothing();
    return inserted.length;
  });
}

async function holdsPostsButNoneShipped(db: Database): Promise<boolean> {
  const [any] = await db.select({ id: blogPosts.id }).from(blogPosts).limit(1);
  if (!any) return false;
  const [shipped] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(inArray(blogPosts.id, seedPosts.map((p) => p.id)))
    .limit(1);
  return !shipped;
}

/** An uploaded blog picture, public like the posts that show it; null for an unknown id. */
export async function readBlogImage(db: Database, id: string): Promise<{ contentType: string; bytes: Uint8Array; etag: string } | null> {
  if (!uuidPattern.test(id)) return null;
  const [row] = await db.select({ contentType: blogImages.contentType, bytes: blogImages.bytes, etag: blogImages.etag }).from(blogImages).where(eq(blogImages.id, id));
  return row ?? null;
}
