import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
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
  // The writing checks: Harper's WebAssembly (compiled while it streams in,
  // which browsers do only for this type) and the Hunspell dictionaries.
  '.wasm': 'application/wasm',
  '.aff': 'text/plain; charset=utf-8',
  '.dic': 'text/plain; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest', '.wasm', '.aff', '.dic']);

interface StaticFile {
  body: Buffer;
  gzip: Buffer | undefined;
  brotli: Buffer | undefined;
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
 * The built SPA, held in memory (it is small) with its build-time .br and .gz copies.
 * Hashed files under /assets/ are cached for a year; everything else is
 * revalidated. Any other GET that is not an API call gets index.html, and the
 * browser router takes over (unknown paths go to / there).
 */
export function createStaticSite(webDir: string) {
  const files = new Map<string, StaticFile>();
  if (existsSync(webDir)) {
    for (const rel of walk(webDir)) {
      const ext = path.extname(rel).toLowerCase();
      if (ext === '.gz' || ext === '.br') continue;
      const full = path.join(webDir, rel);
      const body = readFileSync(full);
      // Compressed at build time (scripts/precompress.mjs).
      const sibling = (suffix: string) => (compressible.has(ext) && existsSync(full + suffix) ? readFileSync(full + suffix) : undefined);
      files.set('/' + rel.split(path.sep).join('/'), {
        body,
        gzip: sibling('.gz'),
        brotli: sibling('.br'),
        type: contentTypes[ext] ?? 'application/octet-stream',
        etag: '"' + createHash('sha1').update(body).digest('base64url') + '"',
        immutable: rel.startsWith('assets' + path.sep),
      });
    }
  }
  // The SPA shell; prerendered pages replace index.html, so the shell is kept as spa.html.
  const shell = files.get('/spa.html') ?? files.get('/index.html');

  function send(c: Context, file: StaticFile): Response {
    const headers: Record<string, string> = {
      'content-type': file.type,
      etag: file.etag,
      'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    };
    if (c.req.header('if-none-match') === file.etag) return c.body(null, 304, headers);
    const accepts = c.req.header('accept-encoding') ?? '';
    if (file.brotli && /\bbr\b/.test(accepts)) {
      headers['content-encoding'] = 'br';
      return c.body(new Uint8Array(file.brotli), 200, headers);
    }
    if (file.gzip && /\bgzip\b/.test(accepts)) {
      headers['content-encoding'] = 'gzip';
      return c.body(new Uint8Array(file.gzip), 200, headers);
    }
    return c.body(new Uint8Array(file.body), 200, headers);
  }

  return {
    available: shell !== undefined,
    handle(c: Context): Response {
      const requestPath = c.req.path;
      // A page prerendered at build time, when the URL has no query string
      // (the HTML holds the page's default state, e.g. its first tab).
      if (!new URL(c.req.url).search) {
        const page = files.get(requestPath === '/' ? '/index.html' : requestPath.replace(/\/+$/, '') + '/index.html');
        if (page) return send(c, page);
      }
      const file = files.get(requestPath);
      if (file && !requestPath.endsWith('.html')) return send(c, file);
      // A missing file (a stale hashed asset after a deploy, a wrong image path)
      // is a real 404, not the SPA: only extension-less paths are app routes.
      if (requestPath.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(requestPath) || !shell) return c.text('Not found', 404);
      return send(c, shell);
    },
  };
}
