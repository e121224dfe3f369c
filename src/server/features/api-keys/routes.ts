import { Hono } from 'hono';
import { createApiKeySchema } from '../../../shared/api-keys.ts';
import type { Auth } from '../../auth/auth.ts';
import { requireUser, type AuthVariables } from '../../auth/require-user.ts';
import type { Database } from '../../db/client.ts';
import { privateNoStore } from '../../http/security.ts';
import { parseJson } from '../../http/validate.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './service.ts';

/**
 * `/api/me/api-keys`: the signed-in user's keys (Settings › API keys). Only
 * the browser session manages keys; a key cannot create or see keys.
 */
export function apiKeyRoutes(deps: { auth: Auth; db: Database; now?: () => Date }) {
  const { db } = deps;
  return new Hono<{ Variables: AuthVariables }>()
    .use(requireUser(deps.auth))
    .use(privateNoStore)
    .get('/', async (c) => c.json({ keys: await listApiKeys(db, c.get('user').id) }))
    .post('/', async (c) => {
      const input = await parseJson(c, createApiKeySchema);
      return c.json(await createApiKey(db, c.get('user').id, input, deps.now?.() ?? new Date()), 201);
    })
    .delete('/:id', async (c) => {
      await revokeApiKey(db, c.get('user').id, c.req.param('id'));
      return c.body(null, 204);
    });
}
