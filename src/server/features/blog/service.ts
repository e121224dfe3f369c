import { and, desc, eq, sql } from 'drizzle-orm';
import { blogPreviewLength, type BlogPost, type BlogPostSummary } from '../../../shared/blog.ts';
import type { Language } from '../../../shared/languages.ts';
import type { Database } from '../../db/client.ts';
import { blogImages, blogPosts } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { markdownToPlainText, markdownToSafeHtml } from '../../../shared/markdown.ts';
import { seedPosts } from './seed-posts.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function previewOf(markdown: string): string {
  const text = markdownToPlainText(markdown);
  return text.length > blogPreviewLength ? text.slice(0, blogPreviewLength).trimEnd() + '…' : text;
}

/**
 * Spec section 7: the published posts, newest first (drafts written in the
 * admin console stay hidden). For a reader of `readerLanguage`, the posts
 * written in it come first (newest first), then the others.
 */
export async function listPosts(db: Database, readerLanguage?: Language): Promise<BlogPostSummary[]> {
  const rows = await db.select().from(blogPosts).where(eq(blogPosts.published, true)).orderBy(desc(blogPosts.createdAt));
  const posts = rows.map((row) => ({
    id: row.id,
    title: row.title,
    language: row.language as Language,
    preview: previewOf(row.content),
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
    html: markdownToSafeHtml(row.content),
  };
}

/**
 * Ships the product's own posts into an empty blog (never over existing
 * posts). A blog seeded before posts had a language column holds the shipped
 * French and Chinese posts as English (the column's default): they get their
 * language back once.
 */
export async function seedBlog(db: Database): Promise<number> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(blogPosts);
  if (count > 0) {
    for (const post of seedPosts.filter((p) => p.language !== 'en')) {
      await db
        .update(blogPosts)
        .set({ language: post.language })
        .where(and(eq(blogPosts.id, post.id), eq(blogPosts.language, 'en')));
    }
    return 0;
  }
  // Fixed ids: a second process seeding at the same moment inserts nothing.
  const inserted = await db
    .insert(blogPosts)
    .values(seedPosts.map((p) => ({ ...p, createdAt: new Date(p.createdAt), updatedAt: new Date(p.createdAt) })))
    .onConflictDoNothing()
    .returning({ id: blogPosts.id });
  return inserted.length;
}

/** An uploaded blog picture, public like the posts that show it; null for an unknown id. */
export async function readBlogImage(db: Database, id: string): Promise<{ contentType: string; bytes: Uint8Array; etag: string } | null> {
  if (!uuidPattern.test(id)) return null;
  const [row] = await db.select({ contentType: blogImages.contentType, bytes: blogImages.bytes, etag: blogImages.etag }).from(blogImages).where(eq(blogImages.id, id));
  return row ?? null;
}
