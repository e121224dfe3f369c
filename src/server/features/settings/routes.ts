import { privateNoStore } from '../../http/security.ts';
import { Hono } from 'hono';
import { settingsSchema } from '../../../shared/settings.ts';
import type { Auth } from '../../auth/auth.ts';
import { requireUser, type AuthVariables } from '../../auth/require-user.ts';
import type { Database } from '../../db/client.ts';
import { parseJson } from '../../http/validate.ts';
import { readSettings, saveSettings } from '../../preferences/settings-store.ts';

/** `/api/settings`: the signed-in user's preferences, one object validated by the shared schema. */
export function settingsRoutes(deps: { auth: Auth; db: Database }) {
  return new Hono<{ Variables: AuthVariables }>()
    .use(requireUser(deps.auth))
    .use(privateNoStore)
    .get('/', async (c) => c.json(await readSettings(deps.db, c.get('user').id)))
    .put('/', async (c) => c.json(await saveSettings(deps.db, c.get('user').id, await parseJson(c, settingsSchema))));
}
