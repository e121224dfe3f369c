import { Hono } from 'hono';
import type { ErrorCode } from '../../shared/errors.ts';
import { errorBody } from '../http/errors.ts';
import type { Auth } from './auth.ts';

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

function codeForStatus(status: number): ErrorCode {
  if (status === 429) return 'rate_limited';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 413) return 'payload_too_large';
  if (status >= 500) return 'internal';
  return 'validation_failed';
}

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
  const code = (typeof upstream.code === 'string' && codeMap[upstream.code]) || codeForStatus(response.status);
  const message = typeof upstream.message === 'string' && upstream.message ? upstream.message : undefined;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(errorBody(code, message)), { status: response.status, headers });
}

export function authRoutes(auth: Auth) {
  return new Hono().on(['GET', 'POST'], '/*', async (c) => normalizeAuthError(await auth.handler(c.req.raw)));
}
