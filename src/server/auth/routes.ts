import { Hono } from 'hono';
import type { ErrorCode } from '../../shared/errors.ts';
import { clientIp, clientIpHeader } from '../http/client-ip.ts';
import { codeForStatus, errorBody } from '../http/errors.ts';
import type { Auth } from './auth.ts';
import { sessionCacheFor } from './session-cache.ts';

const codeMap: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalid_credentials',
  INVALID_PASSWORD: 'invalid_credentials',
  USER_ALREADY_EXISTS: 'email_taken',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email_taken',
  PASSWORD_TOO_SHORT: 'password_too_short',
  PASSWORD_TOO_LONG: 'password_too_long',
  INVALID_TOKEN: 'invalid_token',
  TOKEN_EXPIRED: 'invalid_token',
  EMAIL_NOT_VERIFIED: 'email_not_verified',
};

/**
 * Better-auth answers errors as `{code, message}` in its own codes; the API
 * promises one shape, so failures are rewritten to `{error:{code,message}}`
 * with codes from our catalogue. Successes and redirects pass through.
 */
async function normalizeAuthError(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  let upstream: { code?: unknown; message?: unknown } = {};
  try {
    upstream = (await response.clone().json()) as typeof upstream;
  } catch {
    // not JSON: keep the status-derived code
  }
  const message = typeof upstream.message === 'string' && upstream.message ? upstream.message : undefined;
  const code =
    (typeof upstream.code === 'string' && codeMap[upstream.code]) ||
    (response.status === 400 && message && /invalid json/i.test(message) ? 'invalid_json' : codeForStatus(response.status));
  // better-auth names an invalid field as "[body.email] …"; keep it as our `field`.
  const field = message?.match(/\[body\.([\w.]+)\]/)?.[1];
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(errorBody(code, message, field)), { status: response.status, headers });
}

export function authRoutes(auth: Auth, trustedProxies: string[]) {
  return new Hono().on(['GET', 'POST'], '/*', async (c) => {
    // better-auth keys rate limits on the client IP. It must not trust a header a
    // client can send (one bucket per forged X-Forwarded-For), nor see every client
    // as one address: give it the socket peer (or the hop our trusted proxy names).
    const headers = new Headers(c.req.raw.headers);
    headers.set(clientIpHeader, clientIp(c, trustedProxies));
    const request = new Request(c.req.raw, { headers });
    const response = await auth.handler(request);
    // A change to sessions or users (sign-out, revocations, password, profile): no cached session may outlive it.
    if (c.req.method === 'POST' && response.status < 400 && !/\/(sign-in|sign-up)\//.test(c.req.path)) sessionCacheFor(auth).clear();
    return normalizeAuthError(response);
  });
}
