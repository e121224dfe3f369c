import { desc, eq } from 'drizzle-orm';
import type { AdminBlogPost, BlogImageUpload, BlogPostInput } from '../../../shared/admin-content.ts';
import type { Language } from '../../../shared/languages.ts';
import type { Database } from '../../db/client.ts';
import { blogImages, blogPosts } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { checkPicture } from '../../images/picture.ts';

/**
 * The admin console's side of the blog: every post, drafts
 * included, with its Markdown. The public blog (features/blog) shows only
 * the published ones and renders them with the shared sanitiser.
 */

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type PostRow = typeof blogPosts.$inferSelect;

function postOf(row: PostRow): AdminBlogPost {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    language: row.language as Language,
    published: row.published,
    author: row.author,
    imageUrl: row.imageUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listAllPosts(db: Database): Promise<AdminBlogPost[]> {
  const rows = await db.select().from(blogPosts).orderBy(desc(blogPosts.createdAt));
  return rows.map(postOf);
}

export async function createPost(db: Database, input: BlogPostInput, author: string): Promise<AdminBlogPost> {
  const [row] = await db
    .insert(blogPosts)
    .values({ title: input.title, content: input.content, language: input.language, published: input.published, imageUrl: input.imageUrl ?? null, author })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return postOf(row);
}

/** Replaces a post's fields (the author and creation date stay); 404 for an unknown id. */
export async function updatePost(db: Database, id: string, input: BlogPostInput): Promise<{ post: AdminBlogPost; wasPublished: boolean }> {
  if (!uuidPattern.test(id)) throw new AppError('not_found');
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ published: blogPosts.published }).from(blogPosts).where(eq(blogPosts.id, id)).for('update');
    if (!before) throw new AppError('not_found');
    const [row] = await tx
      .update(blogPosts)
      .set({ title: input.title, content: input.content, language: input.language, published: input.published, imageUrl: input.imageUrl ?? null, updatedAt: new Date() })
      .where(eq(blogPosts.id, id))
      .returning();
    return { post: postOf(row!), wasPublished: before.published };
  });
}

export async function deletePost(db: Database, id: string): Promise<{ title: string }> {
  if (!uuidPattern.test(id)) throw new AppError('not_found');
  const [row] = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ title: blogPosts.title });
  if (!row) throw new AppError('not_found');
  return row;
}

/** Stores a blog picture after the same checks as an avatar (images/picture.ts). */
export async function saveBlogImage(db: Database, bytes: Uint8Array, imagePath: (id: string) => string): Promise<BlogImageUpload> {
  const facts = checkPicture(bytes, 'image');
  const [row] = await db.insert(blogImages).values({ contentType: facts.type, bytes, etag: facts.etag }).returning({ id: blogImages.id });
  if (!row) throw new Error('insert returned no row');
  return { id: row.id, url: imagePath(row.id), contentType: facts.type, width: facts.width, height: facts.height };
}
