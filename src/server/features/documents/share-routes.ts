import { Hono } from 'hono';
import type { Auth } from '../../auth/auth.ts';
import { optionalUser, type OptionalUserVariables } from '../../auth/optional-user.ts';
import { requireUser, type AuthVariables } from '../../auth/require-user.ts';
import type { Database } from '../../db/client.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { privateNoStore } from '../../http/security.ts';
import { openShare, sharedWithMe, visitorOf } from './sharing.ts';

export const sharesPath = '/api/shares';

/** Opens of share links per client address: enough for a class opening its tutor's links, far too few to guess a token. */
const openRule = { name: 'share-open', max: 120, windowSeconds: 600 } as const;

/**
 * `/api/shares`: `POST /:token/open` opens a share link, for anyone (the
 * link's audience decides; a visitor without an account may only view), and
 * `GET /` lists what was shared with the signed-in user.
 */
export function shareRoutes(deps: { auth: Auth; db: Database; rateLimitEnabled: boolean; trustedProxies: string[] }) {
  const { db } = deps;
  // Middleware per route: a `use` here would reach the other route too.
  return new Hono<{ Variables: OptionalUserVariables & AuthVariables }>()
    .use(privateNoStore)
    .post('/:token/open', rateLimit({ db, enabled: deps.rateLimitEnabled, trustedProxies: deps.trustedProxies }, openRule), optionalUser(deps.auth), async (c) => {
      const user = c.get('user') as OptionalUserVariables['user'];
      return c.json(await openShare(db, c.req.param('token'), user ? visitorOf(user) : null));
    })
    .get('/', requireUser(deps.auth), async (c) => c.json({ documents: await sharedWithMe(db, visitorOf(c.get('user'))) }));
}
