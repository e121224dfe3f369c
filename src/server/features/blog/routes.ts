import { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import { getPost, listPosts } from './service.ts';

export function blogRoutes(db: Database) {
  return new Hono()
    .get('/posts', async (c) => {
      c.header('cache-control', 'public, max-age=60');
      return c.json({ posts: await listPosts(db) });
    })
    .get('/posts/:id', async (c) => {
      c.header('cache-control', 'public, max-age=60');
      return c.json(await getPost(db, c.req.param('id')));
    });
}
