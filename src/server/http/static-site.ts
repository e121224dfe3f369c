import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);

interface StaticFile {
  body: Buffer;
  gzip: Buffer | undefined;
  type: string;
  etag: string;
  immutable: boolean;
}

function walk(dir: string, base = dir, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) walk(full, base, out);
    else out.push(path.relative(base, full));
  }
  return out;
}

/**
 * The built SPA, held in memory (it is small) with gzip computed once.
 * Hashed files under /assets/ are cached for a year; everything else is
 * revalidated. Any other GET that is not an API call gets index.html, and the
 * browser router takes over (unknown paths go to / there).
 */
export function createStaticSite(webDir: string) {
  const files = new Map<string, StaticFile>();
  if (existsSync(webDir)) {
    for (const rel of walk(webDir)) {
      const ext = path.extname(rel).toLowerCase();
      const body = readFileSync(path.join(webDir, rel));
      files.set('/' + rel.split(path.sep).join('/'), {
        body,
        gzip: compressible.has(ext) && body.length > 512 ? gzipSync(body, { level: 9 }) : undefined,
        type: contentTypes[ext] ?? 'application/octet-stream',
        etag: '"' + createHash('sha1').update(body).digest('base64url') + '"',
        immutable: rel.startsWith('assets' + path.sep),
      });
    }
  }
  const index = files.get('/index.html');

  function send(c: Context, file: StaticFile): Response {
    const headers: Record<string, string> = {
      'content-type': file.type,
      etag: file.etag,
      'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    };
    if (c.req.header('if-none-match') === file.etag) return c.body(null, 304, headers);
    const acceptsGzip = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
    if (file.gzip && acceptsGzip) {
      headers['content-encoding'] = 'gzip';
      return c.body(new Uint8Array(file.gzip), 200, headers);
    }
    return c.body(new Uint8Array(file.body), 200, headers);
  }

  return {
    available: index !== undefined,
    handle(c: Context): Response {
      const file = files.get(c.req.path);
      if (file) return send(c, file);
      // A missing hashed asset is a real 404 (a stale tab after a deploy), not the SPA.
      if (c.req.path.startsWith('/assets/') || !index) return c.text('Not found', 404);
      return send(c, index);
    },
  };
}
