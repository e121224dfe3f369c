import { Hono, type Context } from 'hono';
import { applicationsPerPlan, createApplicationSchema, listApplicationsQuerySchema, updateApplicationSchema } from '../../../shared/applications.ts';
import type { Auth } from '../../auth/auth.ts';
import { requireUser, type AuthVariables } from '../../auth/require-user.ts';
import type { Database } from '../../db/client.ts';
import { privateNoStore } from '../../http/security.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import { effectivePlan } from '../../preferences/plan.ts';
import { createApplication, deleteApplication, getApplication, listApplications, updateApplication } from './service.ts';

/** `/api/applications`: the signed-in user's job applications, and nobody else's. */
export function applicationRoutes(deps: { auth: Auth; db: Database; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  /** The user's cap: their effective plan's, at this request (a trial ends at its boundary). */
  const capOf = (c: Context<{ Variables: AuthVariables }>) => applicationsPerPlan[effectivePlan(c.get('user'), now())];
  return new Hono<{ Variables: AuthVariables }>()
    .use(requireUser(deps.auth))
    .use(privateNoStore)
    .get('/', async (c) => c.json(await listApplications(db, c.get('user').id, parseQuery(c, listApplicationsQuerySchema), capOf(c))))
    .post('/', async (c) => c.json(await createApplication(db, c.get('user').id, await parseJson(c, createApplicationSchema), capOf(c)), 201))
    .get('/:id', async (c) => c.json(await getApplication(db, c.get('user').id, c.req.param('id'))))
    .patch('/:id', async (c) => c.json(await updateApplication(db, c.get('user').id, c.req.param('id'), await parseJson(c, updateApplicationSchema), now().toISOString().slice(0, 10))))
    .delete('/:id', async (c) => {
      await deleteApplication(db, c.get('user').id, c.req.param('id'));
      return c.body(null, 204);
    });
}
