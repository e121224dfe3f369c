import { desc, eq, sql } from 'drizzle-orm';
import { blogPreviewLength, type BlogPost, type BlogPostSummary } from '../../../shared/blog.ts';
import type { Language } from '../../../shared/languages.ts';
import type { Database } from '../../db/client.ts';
import { blogPosts } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { markdownToPlainText, markdownToSafeHtml } from '../../../shared/markdown.ts';
import { seedPosts } from './seed-posts.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function previewOf(markdown: string): string {
  const text = markdownToPlainText(markdown);
  return text.length > blogPreviewLength ? text.slice(0, blogPreviewLength).trimEnd() + '…' : text;
}

const languageById = new Map(seedPosts.map((post) => [post.id, post.language]));

/** The language a post is written in: a shipped post's own, English for any other (seed-posts.ts). */
export function languageOf(postId: string): Language {
  return languageById.get(postId.toLowerCase()) ?? 'en';
}

/**
 * Spec section 7: all posts, newest first. For a reader of `readerLanguage`,
 * the posts written in it come first (newest first), then the others.
 */
export async function listPosts(db: Database, readerLanguage?: Language): Promise<BlogPostSummary[]> {
  const rows = await db.select().from(blogPosts).orderBy(desc(blogPosts.createdAt));
  const posts = rows.map((row) => ({
    id: row.id,
    title: row.title,
    language: languageOf(row.id),
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
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  if (!row) throw new AppError('not_found');
  return {
    id: row.id,
    title: row.title,
    language: languageOf(row.id),
    author: row.author,
    imageUrl: row.imageUrl,
    createdAt: row.createdAt.toISOString(),
    html: markdownToSafeHtml(row.content),
  };
}

/** Ships the product's own posts into an empty blog (never over existing posts). */
export async function seedBlog(db: Database): Promise<number> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(blogPosts);
  if (count > 0) return 0;
  // Fixed ids: a second process seeding at the same moment inserts nothing.
  const inserted = await db
    .insert(blogPosts)
    .values(seedPosts.map(({ language: _language, ...p }) => ({ ...p, createdAt: new Date(p.createdAt) })))
    .onConflictDoNothing()
    .returning({ id: blogPosts.id });
  return inserted.length;
}
