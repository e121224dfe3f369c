import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createMiddleware } from 'hono/factory';

/** The scripts a prerendered page carries inline (scripts/prerender.mjs): the theme, set before the first paint, and the app's loader. */
const inlineScripts = ['theme-init.js', 'boot.js'];

/**
 * The CSP sources that allow exactly the inline scripts of the built site in
 * `webDir`, by the hashes of their text (none without a built site).
 */
export function inlineScriptHashes(webDir: string | undefined): string[] {
  if (!webDir) return [];
  return inlineScripts
    .map((name) => path.join(webDir, name))
    .filter((file) => existsSync(file))
    .map((file) => `'sha256-${createHash('sha256').update(readFileSync(file)).digest('base64')}'`);
}

/** The security headers every response carries, in the order they are set. */
export function securityHeaderList(options: { https: boolean; scriptHashes?: string[] }): Array<[string, string]> {
  const csp = [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets the browser compile WebAssembly (the editor's
    // writing checks run Harper, compiled to it, in a worker); it allows no
    // eval() or Function() of JavaScript, which 'unsafe-eval' would.
    ["script-src 'self' 'wasm-unsafe-eval'", ...(options.scriptHashes ?? [])].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ];
  return [
    ['content-security-policy', csp.join('; ')],
    ['cross-origin-opener-policy', 'same-origin'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['origin-agent-cluster', '?1'],
    ['permissions-policy', 'camera=(), microphone=(), geolocation=()'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ...(options.https ? [['strict-transport-security', 'max-age=31536000; includeSubDomains'] as [string, string]] : []),
    ['x-content-type-options', 'nosniff'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    ['x-frame-options', 'DENY'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-xss-protection', '0'],
  ];
}

/**
 * Security headers on every response. Scripts only from our origin, plus the
 * inline scripts whose hashes are given (no other inline script can run), and
 * WebAssembly compiled from our own files.
 * Inline styles stay allowed: the toast and dialog libraries inject style
 * elements, and prerendered pages carry their stylesheet inline. A route may
 * set a stricter header of its own, which is kept.
 *
 * The headers are prepared before the handler runs, so a response built
 * through the context (`c.json`, `c.body`) is created with them, and a
 * route's own header replaces ours. A handler that answers with a Response
 * of its own (better-auth) gets the ones it lacks afterwards. Setting them
 * all on every finished response instead, after asking whether each is
 * there, cost about 3% of a History request's instructions (callgrind).
 */
export function securityHeaders(options: { https: boolean; scriptHashes?: string[] }) {
  const list = securityHeaderList(options);
  return createMiddleware(async (c, next) => {
    for (const [name, value] of list) c.header(name, value);
    await next();
    const headers = c.res.headers;
    // Only this middleware sets this one: when it is there, so are the rest.
    if (headers.has('x-permitted-cross-domain-policies')) return;
    for (const [name, value] of list) if (!headers.has(name)) headers.set(name, value);
  });
}

/**
 * `cache-control: private, no-store` on a router's answers (private data: never
 * kept by a shared cache, revalidated by the browser). Set before the handler
 * runs so its response is built with the header: a header set on a finished
 * response makes Hono copy the body into a stream, which costs every request.
 */
export const privateNoStore = createMiddleware(async (c, next) => {
  c.header('cache-control', 'private, no-store');
  await next();
});
