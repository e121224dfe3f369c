import { createMiddleware } from 'hono/factory';
import { errorResponse } from './errors.ts';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `application/json`, with or without parameters (`; charset=utf-8`). */
function isJson(contentType: string): boolean {
  return /^application\/json\s*(;|$)/i.test(contentType.trim());
}

/** A request to `/api/v1` with a bearer key: the one kind the Origin rule does not apply to. */
function isKeyRequest(path: string, headers: Headers): boolean {
  return (path === '/api/v1' || path.startsWith('/api/v1/')) && /^Bearer\s+\S/i.test(headers.get('authorization') ?? '');
}

function hasBody(headers: Headers): boolean {
  const length = headers.get('content-length');
  return (length !== null && length !== '0') || headers.has('transfer-encoding');
}

/**
 * The cross-site request guard of every state-changing `/api` request
 * (docs/threat-model.md). A browser names the page that sent a request in
 * `Origin` (every POST, PUT, PATCH and DELETE in today's browsers) or at least
 * in `Sec-Fetch-Site`; a page of another origin — including another port of
 * the same host, which SameSite cookies do not stop — is refused with 403
 * `forbidden_origin`. Bodies must be declared JSON: an HTML form can only
 * send text/plain, urlencoded or multipart, so a JSON-only API cannot be
 * driven by a form even where Origin is missing. Routes in `rawBodyPaths`
 * (the avatar upload; a pattern for a path with an id in it) check their
 * body's type themselves.
 */
export function crossSiteGuard(options: { trustedOrigins: string[]; rawBodyPaths: Array<string | RegExp> }) {
  const trusted = new Set(options.trustedOrigins);
  const rawBodyPatterns = options.rawBodyPaths.filter((path) => path instanceof RegExp);
  const rawBody = new Set(options.rawBodyPaths.filter((path) => typeof path === 'string'));
  const isRawBody = (path: string) => rawBody.has(path) || rawBodyPatterns.some((pattern) => pattern.test(path));
  return createMiddleware(async (c, next) => {
    if (!stateChanging.has(c.req.method)) return next();
    const headers = c.req.raw.headers;
    const origin = headers.get('origin');
    const allowed = origin !== null ? trusted.has(origin) : headers.get('sec-fetch-site') === 'same-origin';
    // The public API authenticates by an Authorization header a cross-site page
    // cannot send, and never by a cookie: its callers (curl, scripts) send no Origin.
    if (!allowed && !isKeyRequest(c.req.path, headers)) return errorResponse(c, 'forbidden_origin');
    const declared = headers.get('content-type');
    if (!isRawBody(c.req.path) && (declared !== null ? !isJson(declared) : hasBody(headers))) {
      return errorResponse(c, 'unsupported_media_type');
    }
    return next();
  });
}
