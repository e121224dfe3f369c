import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { userModelInputSchema, userModelListSchema } from '../../../shared/user-model.ts';
import type { Auth } from '../../auth/auth.ts';
import { requireUser, type AuthVariables } from '../../auth/require-user.ts';
import { errorResponse } from '../../http/errors.ts';
import { privateNoStore } from '../../http/security.ts';
import { parseJson } from '../../http/validate.ts';
import type { UserModels } from './user-models.ts';

/**
 * `/api/me/model`: the signed-in user's own model (Settings › AI). The key
 * comes in once and never goes out again: answers carry its last four
 * characters only.
 */
export function userModelRoutes(deps: { auth: Auth; userModels: UserModels; operatorModel: boolean }) {
  const { userModels } = deps;
  // Three short fields: a few KB is plenty.
  const small = bodyLimit({ maxSize: 8 * 1024, onError: (c) => errorResponse(c, 'payload_too_large') });
  return new Hono<{ Variables: AuthVariables }>()
    .use(requireUser(deps.auth))
    .use(privateNoStore)
    .get('/', async (c) => c.json(await userModels.state(c.get('user').id, deps.operatorModel)))
    .put('/', small, async (c) => {
      const input = await parseJson(c, userModelInputSchema);
      return c.json(await userModels.save(c.get('user').id, input));
    })
    .delete('/', async (c) => {
      await userModels.remove(c.get('user').id);
      return c.body(null, 204);
    })
    .post('/test', small, async (c) => {
      const input = await parseJson(c, userModelInputSchema);
      return c.json(await userModels.test(c.get('user').id, input));
    })
    .post('/models', small, async (c) => {
      const input = await parseJson(c, userModelListSchema);
      return c.json(await userModels.models(c.get('user').id, input));
    });
}
