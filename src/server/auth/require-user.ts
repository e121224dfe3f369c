import { createMiddleware } from 'hono/factory';
import { AppError } from '../http/errors.ts';
import type { Auth, SessionUser } from './auth.ts';

export interface AuthVariables {
  user: SessionUser;
}

/** 401 `unauthorized` without a valid session; otherwise `c.get('user')` is the session's user. */
export function requireUser(auth: Auth) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new AppError('unauthorized');
    c.set('user', session.user);
    await next();
  });
}
