import { Hono } from 'hono';
import { clientIp, clientIpHeader } from '../http/client-ip.ts';
import { z } from 'zod';
import { errorCatalogue, type ErrorCode } from '../../shared/errors.ts';
import { changeEmailSchema } from '../../shared/account-security.ts';
import { loginSchema } from '../../shared/auth.ts';
import { profileLimits } from '../../shared/settings.ts';
import { AppError, codeForStatus, errorBody } from '../http/errors.ts';
import { parseJsonText, validated } from '../http/validate.ts';
import { databaseUnavailableMessage } from '../db/unavailable.ts';
import { effectivePlan, trialStatus, type PlanHolder } from '../preferences/plan.ts';
import type { Auth } from './auth.ts';
import { sessionCacheFor } from './session-cache.ts';

const codeMap: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalid_credentials',
  // A password confirming a change (change-password) is wrong: the session is fine, so not a 401.
  INVALID_PASSWORD: 'wrong_password',
  USER_ALREADY_EXISTS: 'email_taken',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email_taken',
  PASSWORD_TOO_SHORT: 'password_too_short',
  PASSWORD_TOO_LONG: 'password_too_long',
  INVALID_TOKEN: 'invalid_token',
  TOKEN_EXPIRED: 'invalid_token',
  EMAIL_NOT_VERIFIED: 'email_not_verified',
  // The two-factor plugin; TOTP_CODE_USED is ours (two-factor-hooks.ts: a replayed code).
  INVALID_CODE: 'two_factor_invalid_code',
  TOTP_CODE_USED: 'two_factor_code_used',
  INVALID_BACKUP_CODE: 'two_factor_invalid_backup_code',
  INVALID_TWO_FACTOR_COOKIE: 'two_factor_expired',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'two_factor_too_many_attempts',
  ACCOUNT_TEMPORARILY_LOCKED: 'two_factor_locked',
  TWO_FACTOR_NOT_ENABLED: 'two_factor_not_enabled',
  TOTP_NOT_ENABLED: 'two_factor_not_enabled',
  BACKUP_CODES_NOT_ENABLED: 'two_factor_not_enabled',
  TOTP_ALREADY_ENABLED: 'two_factor_already_enabled',
  // The admin plugin refuses a banned account at sign-in; the ban's reason stays with the administrators.
  BANNED_USER: 'account_suspended',
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
  // A code from our catalogue answers with the catalogue's status (better-auth says 400 for a wrong current password, 401 for a bad link).
  const status = typeof upstream.code === 'string' && codeMap[upstream.code] ? errorCatalogue[code].status : response.status;
  return new Response(JSON.stringify(errorBody(code, message, field)), { status, headers });
}

/** Drops every `token` field (a session's bearer secret) from a JSON answer: objects, arrays of them, and a nested `session`. */
function withoutTokens(value: unknown, depth = 0): unknown {
  if (depth > 3 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => withoutTokens(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, item]) => [key, withoutTokens(item, depth + 1)]),
  );
}

/**
 * The session token lives in an httpOnly cookie so that page JavaScript can
 * never read it; better-auth also puts it in the JSON of sign-in,
 * get-session and list-sessions, which would hand it to any script on the
 * page. Successful JSON answers leave here without it.
 */
async function withoutSessionTokens(response: Response): Promise<Response> {
  if (response.status >= 300 || !/^application\/json/.test(response.headers.get('content-type') ?? '')) return response;
  const text = await response.text();
  if (!text.includes('"token"')) return new Response(text, response);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(withoutTokens(JSON.parse(text))), { status: response.status, headers });
}

/**
 * What the browser reads of the session (GET /api/auth/get-session): the
 * user's `plan` is the plan that applies now, Pro during the trial, and
 * `trial` says where the trial stands, both decided here by the plan module
 * and never by the browser's clock. The trial's raw columns (its mails'
 * bookkeeping included) stay on the server.
 */
async function withPlan(response: Response, now: Date): Promise<Response> {
  if (response.status !== 200 || !/^application\/json/.test(response.headers.get('content-type') ?? '')) return response;
  const body = (await response.json()) as { user?: PlanHolder & Record<string, unknown> } | null;
  const user = body?.user;
  if (user) {
    const { trialStartedAt: _started, trialEndsAt: _ends, trialReminderSentAt: _reminded, trialEndedSentAt: _ended, ...rest } = user;
    body.user = { ...rest, plan: effectivePlan(user, now), trial: trialStatus(user, now) };
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

/**
 * Fields better-auth writes to the database without checking their type or
 * length (a null name broke a NOT NULL column with a 500; an object was stored
 * as "[object Object]"): checked here, with our limits, before it sees them.
 */
const nameField = z.string().trim().max(profileLimits.fullName, { message: 'validation.tooLong' });
/**
 * The address and the password's type are checked here too, so that a bad one
 * is refused with our sentence in the reader's language rather than
 * better-auth's English ("[body.email] Invalid email address"); the
 * password's length stays better-auth's check (its own code, password_too_short).
 */
const emailField = loginSchema.shape.email;
const authBodySchemas: Record<string, z.ZodType> = {
  '/api/auth/sign-up/email': z.looseObject({ name: nameField, email: emailField, password: z.string() }),
  '/api/auth/sign-in/email': z.looseObject({ email: emailField, password: z.string() }),
  '/api/auth/request-password-reset': z.looseObject({ email: emailField }),
  '/api/auth/update-user': z.strictObject({ name: nameField.optional(), image: z.string().max(2048).nullable().optional() }),
  '/api/auth/change-email': changeEmailSchema,
};


/** Drops the session a response would start: its row goes, and no cookie is set. */
async function withoutNewSession(auth: Auth, response: Response): Promise<Response> {
  const cookies = response.headers.getSetCookie();
  if (cookies.length === 0) return response;
  const signed = cookies.map((cookie) => /session_token=([^;]*)/.exec(cookie)?.[1]).find(Boolean);
  if (signed) {
    const token = decodeURIComponent(signed).split('.')[0]!;
    if (token) await (await auth.$context).internalAdapter.deleteSession(token);
  }
  const headers = new Headers(response.headers);
  headers.delete('set-cookie');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export function authRoutes(auth: Auth, trustedProxies: string[], databaseAnswers: () => Promise<boolean>, now: () => Date = () => new Date()) {
  return new Hono().on(['GET', 'POST'], '/*', async (c) => {
    // better-auth keys rate limits on the client IP. It must not trust a header a
    // client can send (one bucket per forged X-Forwarded-For), nor see every client
    // as one address: give it the socket peer (or the hop our trusted proxy names).
    const headers = new Headers(c.req.raw.headers);
    headers.set(clientIpHeader, clientIp(c, trustedProxies));
    // Bodies get the checks every other JSON route gets (nesting, NUL, lone surrogates) before better-auth parses them.
    let body: string | undefined;
    if (c.req.method === 'POST') {
      body = await c.req.text();
      if (body.trim() !== '') {
        const parsed = parseJsonText(body);
        const schema = authBodySchemas[c.req.path];
        if (schema) validated(schema, parsed);
      }
    }
    const request = new Request(c.req.raw.url, { method: c.req.method, headers, body, signal: c.req.raw.signal });
    // An email link is proof of a mailbox, not a sign-in: better-auth 1.7.7 signs a
    // signed-out visitor in when they follow a change-email link, which would skip the
    // password and two-factor sign-in. Such a link changes the address and signs nobody in.
    const linkWithoutSession = c.req.method === 'GET' && c.req.path === '/api/auth/verify-email' && !(await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null));
    let response = await auth.handler(request);
    if (linkWithoutSession) response = await withoutNewSession(auth, response);
    // better-auth answers a failed database call with its own 500 and keeps the cause: a database that does not answer is a 503.
    if (response.status >= 500 && !(await databaseAnswers())) {
      throw new AppError('service_unavailable', databaseUnavailableMessage);
    }
    // A change to sessions or users (sign-out, revocations, password, profile): no cached session may outlive it.
    // A followed verification link (GET) changes the user too: a confirmed email change sets the new address.
    const changesState = c.req.method === 'POST' ? !/\/(sign-in|sign-up)\//.test(c.req.path) : c.req.path === '/api/auth/verify-email';
    if (changesState && response.status < 400) sessionCacheFor(auth).clear();
    const answer = await withoutSessionTokens(await normalizeAuthError(response));
    return c.req.method === 'GET' && c.req.path === '/api/auth/get-session' ? withPlan(answer, now()) : answer;
  });
}
