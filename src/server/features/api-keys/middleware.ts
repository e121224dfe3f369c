import { createMiddleware } from 'hono/factory';
import type { ApiKeyScope } from '../../../shared/api-keys.ts';
import type { SessionUser } from '../../auth/auth.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { hit, type RateLimitRule } from '../../http/rate-limit.ts';
import { authenticateApiKey, type KeyHolder } from './service.ts';

export interface ApiKeyVariables {
  /** The key's owner, shaped as a session's user, so the services History and the generators use serve the API unchanged. */
  user: SessionUser;
  apiKey: KeyHolder;
}

/** Requests per key and minute on /api/v1 (429 with Retry-After past it). */
export const apiKeyRateLimit: RateLimitRule = { name: 'api-key', max: 120, windowSeconds: 60 };

/**
 * What every 401 of `/api/v1` says in `WWW-Authenticate` (RFC 6750 §3): the
 * scheme to use; a key that was sent but is not valid adds
 * `error="invalid_token"`, so a client knows to get a new key rather than
 * to send one.
 */
const bearerChallenge = 'Bearer realm="Inkwell API"';

/**
 * `/api/v1` authenticates by API key only (`Authorization: Bearer ink_…`),
 * never by a cookie: a browser page cannot add that header to a cross-site
 * request, so the API has no cookie-based CSRF path, and a key never reaches
 * the session-based routes (auth, admin, the browser's own API).
 */
export function apiKeyAuth(deps: { db: Database; rateLimitEnabled: boolean; now?: () => Date; rule?: RateLimitRule }) {
  const rule = deps.rule ?? apiKeyRateLimit;
  return createMiddleware<{ Variables: ApiKeyVariables }>(async (c, next) => {
    const header = c.req.header('authorization');
    const presented = header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
    if (!presented) {
      c.header('www-authenticate', bearerChallenge);
      throw new AppError('unauthorized', 'Send an API key as "Authorization: Bearer <key>". Create one in Settings › API keys.');
    }
    const now = deps.now?.() ?? new Date();
    const holder = await authenticateApiKey(deps.db, presented, now);
    if (!holder) {
      c.header('www-authenticate', `${bearerChallenge}, error="invalid_token"`);
      throw new AppError('unauthorized', 'This API key is not valid: it was revoked, has expired or was mistyped.');
    }
    if (deps.rateLimitEnabled) {
      const { allowed, retryAfterSeconds } = await hit(deps.db, `${rule.name}:${holder.keyId}`, rule);
      if (!allowed) {
        c.header('retry-after', String(retryAfterSeconds));
        throw new AppError('rate_limited', `This API key made more than ${rule.max} requests in ${rule.windowSeconds} s. Wait ${retryAfterSeconds} s.`);
      }
    }
    const { owner, ...key } = holder;
    if (owner.banned) throw new AppError('account_suspended');
    const { totpLastStep: _step, ...user } = owner;
    c.set('user', user as unknown as SessionUser);
    c.set('apiKey', key);
    await next();
  });
}

/** 403 unless the request's key holds `scope`. */
export function requireScope(scope: ApiKeyScope) {
  return createMiddleware<{ Variables: ApiKeyVariables }>(async (c, next) => {
    if (!c.get('apiKey').scopes.includes(scope)) throw new AppError('forbidden', `This API key does not have the "${scope}" scope.`);
    await next();
  });
}
