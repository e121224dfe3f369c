import { Hono } from 'hono';
import type { Auth } from '../../auth/auth.ts';
import { requireUser, type AuthVariables } from '../../auth/require-user.ts';
import type { Database } from '../../db/client.ts';
import { getAccount } from './service.ts';

export function accountRoutes(deps: { auth: Auth; db: Database }) {
  return new Hono<{ Variables: AuthVariables }>()
    .use(requireUser(deps.auth))
    .get('/', async (c) => c.json(await getAccount(deps.db, c.get('user'))));
}
