import { createMiddleware } from 'hono/factory';
import type { Auth, SessionUser } from './auth.ts';

export interface OptionalUserVariables {
  user: SessionUser | null;
}

/** For endpoints open to everyone that still link a row to a signed-in sender. */
export function optionalUser(auth: Auth) {
  return createMiddleware<{ Variables: OptionalUserVariables }>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    c.set('user', session?.user ?? null);
    await next();
  });
}
