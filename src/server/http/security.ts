import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

/**
 * Security headers on every response. Scripts only from our origin (no inline
 * script: the theme is set by /theme-init.js). Inline styles stay allowed
 * because the toast and dialog libraries inject style elements. A route may
 * set a stricter header of its own, which is kept.
 */
export function securityHeaders(options: { https: boolean }) {
  return secureHeaders({
    // A response that sets its own header keeps it (an HTML export's sandbox policy).
    overwrite: false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
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
