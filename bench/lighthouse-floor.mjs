// The floor of the Lighthouse benchmark: the same prerendered HTML of each
// public page, served with no script at all. What the app scores above this
// is the cost of its JavaScript; what the floor scores is the HTML, the inline
// stylesheet and the network alone. A tiny static server on 127.0.0.1 serves
// dist/web like the app does (brotli, the same cache headers), except that
// every <script> element and every preload of the app's code is cut out of
// the HTML.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const webDir = path.resolve(import.meta.dirname, '..', 'dist/web');

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** A prerendered page without its scripts: no inline or external <script>, no modulepreload, no preloaded messages. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, '')
    .replace(/<link\b[^>]*rel="(modulepreload|preload)"[^>]*>\s*/gi, '');
}

/** Starts the floor's server on a free port of 127.0.0.1; `stop()` closes it. */
export async function startFloorServer() {
  const pages = new Map();
  const page = (requestPath) => {
    const file = path.join(webDir, requestPath === '/' ? 'index.html' : path.join(requestPath.replace(/\/+$/, ''), 'index.html'));
    if (!file.startsWith(webDir) || !existsSync(file)) return undefined;
    if (!pages.has(file)) {
      const html = withoutScripts(readFileSync(file, 'utf8'));
      if (/<script\b/i.test(html)) throw new Error(`${requestPath}: a script survived the floor's stripping`);
      // Compressed as the build compresses the app's pages (scripts/precompress.mjs).
      const brotli = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } });
      pages.set(file, { body: Buffer.from(html), brotli, type: types['.html'], cache: 'no-cache' });
    }
    return pages.get(file);
  };
  const asset = (requestPath) => {
    const file = path.join(webDir, requestPath);
    if (!file.startsWith(webDir + path.sep) || !existsSync(file) || statSync(file).isDirectory() || file.endsWith('.html')) return undefined;
    const ext = path.extname(file);
    return {
      body: readFileSync(file),
      brotli: existsSync(file + '.br') ? readFileSync(file + '.br') : undefined,
      type: types[ext] ?? 'application/octet-stream',
      cache: requestPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
  };
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://floor');
    const file = page(pathname) ?? asset(pathname);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const headers = { 'content-type': file.type, 'cache-control': file.cache, vary: 'accept-encoding' };
    if (file.brotli && /\bbr\b/.test(req.headers['accept-encoding'] ?? '')) {
      res.writeHead(200, { ...headers, 'content-encoding': 'br' }).end(file.brotli);
    } else {
      res.writeHead(200, headers).end(file.body);
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    baseURL: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
