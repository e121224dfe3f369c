import { Hono } from 'hono';
import { z } from 'zod';
import { languages } from '../../../shared/languages.ts';
import type { Database } from '../../db/client.ts';
import { parseQuery } from '../../http/validate.ts';
import { getPost, listPosts } from './service.ts';

/** `?lang=fr`: the reader's interface language, whose posts come first. */
const listQuerySchema = z.object({ lang: z.enum(languages).optional() });

export function blogRoutes(db: Database) {
  return new Hono()
    .get('/posts', async (c) => {
      const { lang } = parseQuery(c, listQuerySchema);
      c.header('cache-control', 'public, max-age=60');
      return c.json({ posts: await listPosts(db, lang) });
    })
    .get('/posts/:id', async (c) => {
      c.header('cache-control', 'public, max-age=60');
      return c.json(await getPost(db, c.req.param('id')));
    });
}
