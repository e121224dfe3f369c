import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

/** The scripts a prerendered page carries inline (scripts/prerender.mjs): the theme, set before the first paint, and the app's loader. */
export const inlineScripts = ['theme-init.js', 'boot.js'];

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

/**
 * Security headers on every response. Scripts only from our origin, plus the
 * inline scripts whose hashes are given (no other inline script can run).
 * Inline styles stay allowed: the toast and dialog libraries inject style
 * elements, and prerendered pages carry their stylesheet inline. A route may
 * set a stricter header of its own, which is kept.
 */
export function securityHeaders(options: { https: boolean; scriptHashes?: string[] }) {
  return secureHeaders({
    // A response that sets its own header keeps it (an HTML export's sandbox policy).
    overwrite: false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...(options.scriptHashes ?? [])],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(options.https ? { upgradeInsecureRequests: [] } : {}),
    },
    strictTransportSecurity: options.https ? 'max-age=31536000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
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
