import { Hono } from 'hono';
import { chatHoursSettingSchema } from '../../../shared/chat.ts';
import type { Auth } from '../../auth/auth.ts';
import { hasAdminRights } from '../../auth/administrators.ts';
import { requireUser, type AuthVariables } from '../../auth/require-user.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { privateNoStore } from '../../http/security.ts';
import { sseResponse } from '../../http/sse.ts';
import { parseJson } from '../../http/validate.ts';
import type { LiveChat } from './live.ts';
import { readChatHours, saveChatHours } from './service.ts';

/** Writes an administrator's action to the audit log (admin/audit.ts, handed in by app.ts). */
export type RecordAudit = (actor: { id: string; email: string }, entry: { action: 'chat.hours'; details: Record<string, unknown> }) => Promise<void>;

/**
 * `/api/admin/chat`, for administrators as `/api/admin` is: the console's
 * stream (which keeps its administrator online and tells it of every chat
 * that moves) and the chat's opening hours.
 */
export function adminChatRoutes(deps: { auth: Auth; db: Database; live: LiveChat; audit: RecordAudit }) {
  const { db, live } = deps;
  return (
    new Hono<{ Variables: AuthVariables }>()
      .use(requireUser(deps.auth))
      .use(async (c, next) => {
        if (!hasAdminRights(c.get('user'))) throw new AppError('forbidden');
        live.seen(c.get('user').id);
        await next();
      })
      // Before the no-store header below: a stream keeps its own caching headers (http/sse.ts).
      .get('/stream', (c) => {
        const events = live.teamStream(c.get('user').id, c.req.raw.signal);
        if (!events) throw new AppError('service_unavailable');
        return sseResponse(events);
      })
      .use(privateNoStore)
      .get('/hours', async (c) => c.json({ hours: await readChatHours(db) }))
      .put('/hours', async (c) => {
        const { hours } = await parseJson(c, chatHoursSettingSchema);
        const before = await readChatHours(db);
        await saveChatHours(db, hours);
        await deps.audit(c.get('user'), { action: 'chat.hours', details: { from: before, to: hours } });
        return c.json({ hours });
      })
  );
}
