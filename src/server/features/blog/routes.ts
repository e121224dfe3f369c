import { Hono } from 'hono';
import { z } from 'zod';
import { languages } from '../../../shared/languages.ts';
import type { Database } from '../../db/client.ts';
import { parseQuery } from '../../http/validate.ts';
import { AppError } from '../../http/errors.ts';
import { getPost, listPosts, readBlogImage } from './service.ts';

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
    })
    // A picture uploaded in the admin console. Each upload has its own id and never
    // changes, so browsers and proxies may keep it for good.
    .get('/images/:id', async (c) => {
      const image = await readBlogImage(db, c.req.param('id'));
      if (!image) throw new AppError('not_found');
      const etag = `"${image.etag}"`;
      const headers = {
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        etag,
      };
      if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
      return c.body(image.bytes as Uint8Array<ArrayBuffer>, 200, { ...headers, 'content-type': image.contentType });
    });
}
