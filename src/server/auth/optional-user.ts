import { createMiddleware } from 'hono/factory';
import type { Auth, SessionUser } from './auth.ts';
import { sessionCacheFor } from './session-cache.ts';

export interface OptionalUserVariables {
  user: SessionUser | null;
}

/** For endpoints open to everyone that still link a row to a signed-in sender. */
export function optionalUser(auth: Auth) {
  const sessions = sessionCacheFor(auth);
  return createMiddleware<{ Variables: OptionalUserVariables }>(async (c, next) => {
    c.set('user', await sessions.user(c.req.raw.headers));
    await next();
  });
}
