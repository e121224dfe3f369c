import { createMiddleware } from 'hono/factory';
import { AppError } from '../http/errors.ts';
import type { Auth, SessionUser } from './auth.ts';
import { sessionCacheFor } from './session-cache.ts';

export interface AuthVariables {
  user: SessionUser;
}

/** 401 `unauthorized` without a valid session; otherwise `c.get('user')` is the session's user. */
export function requireUser(auth: Auth) {
  const sessions = sessionCacheFor(auth);
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const user = await sessions.user(c.req.raw.headers);
    if (!user) throw new AppError('unauthorized');
    c.set('user', user);
    await next();
  });
}
