import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { ApiKeyScope } from '../../../shared/api-keys.ts';
import type { z } from '../../../shared/zod.ts';
import { errorResponse } from '../../http/errors.ts';
import { assertStorable, parseJsonText } from '../../http/validate.ts';
import { requireScope } from '../api-keys/middleware.ts';
import { apiErrorSchema } from './schemas.ts';

/*
 * What every keyed operation of /api/v1 shares: its scope check, its input
 * checks and the error answers its OpenAPI description lists.
 */

export const json = 'application/json';

export const errorContent = { [json]: { schema: apiErrorSchema } };
const retryAfter = { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' as const, minimum: 1 } } };

/** Every keyed operation: the key is read and counted in the database before anything else. */
const errorResponses = {
  400: {
    description: 'The request is invalid: `invalid_json`, or `validation_failed` naming the first invalid `field`; `message` says what is wrong in the language of the key owner (Settings) or of `Accept-Language`.',
    content: errorContent,
  },
  401: {
    description: '`unauthorized`: no API key, or one that was revoked, has expired or was mistyped.',
    headers: {
      'WWW-Authenticate': {
        description: 'The bearer challenge (RFC 6750): `Bearer realm="Inkwell API"`, with `error="invalid_token"` when the key sent is not valid.',
        required: true,
        schema: { type: 'string' as const },
      },
    },
    content: errorContent,
  },
  403: {
    description:
      "`forbidden`: the key lacks the route's scope; `plan_required`: the account's plan does not include it; `account_suspended`: the key owner's account is suspended; `forbidden_origin`: a POST, PATCH or DELETE sent without a bearer key by a page of another site.",
    content: errorContent,
  },
  404: { description: '`not_found`: no such document among the key owner’s (another account’s id answers the same).', content: errorContent },
  429: {
    description: '`rate_limited`: too many requests with this key (see `Retry-After`); `quota_exceeded`: the plan’s generations for today are used (`retryAt`).',
    headers: retryAfter,
    content: errorContent,
  },
  503: { description: '`service_unavailable`: the database did not answer, or the server is shutting down; try again after `Retry-After`.', headers: retryAfter, content: errorContent },
} as const;

/** Operations that take a body (every POST, PATCH and DELETE under /api is size-checked and must be JSON). */
const bodyErrorResponses = {
  413: { description: '`payload_too_large`: the body is larger than the operation takes (1 MB unless it says less).', content: errorContent },
  415: { description: '`unsupported_media_type`: a body not sent as `Content-Type: application/json`.', content: errorContent },
} as const;


/** A JSON body read as the browser's routes read one: invalid JSON → 400 invalid_json, a NUL or lone surrogate anywhere → 400 validation_failed. */
const storableInput = (readsBody: boolean) =>
  createMiddleware(async (c, next) => {
    assertStorable(c.req.query());
    if (readsBody && /^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) parseJsonText(await c.req.text());
    await next();
  });

const tooLarge = (maxSize: number) => bodyLimit({ maxSize, onError: (c) => errorResponse(c, 'payload_too_large') });

/**
 * A keyed route of the API: its scope in the description and in `x-scopes`,
 * checked before its input (403 before 400), and every error response.
 */
export function keyed<R extends RouteConfig>(scope: ApiKeyScope | null, config: R & { operationId: string; maxBody?: number }) {
  const { maxBody, ...route } = config;
  const middleware: MiddlewareHandler[] = [...(scope ? [requireScope(scope) as MiddlewareHandler] : []), ...(maxBody ? [tooLarge(maxBody)] : []), storableInput(route.request?.body !== undefined)];
  return createRoute({
    ...route,
    description: `${route.description ?? ''}\n\n${scope ? `Scope: \`${scope}\`.` : 'Any valid key.'}`.trim(),
    security: [{ apiKey: [] }],
    'x-scopes': scope ? [scope] : [],
    middleware,
    // The route's own description of a common answer (its 404, its 400) wins.
    responses: { ...errorResponses, ...(route.method === 'get' ? {} : bodyErrorResponses), ...route.responses },
  } as unknown as R);
}

export const jsonBody = <T extends z.ZodType>(schema: T, example?: unknown) => ({ required: true, content: { [json]: { schema, ...(example !== undefined ? { example } : {}) } } });
