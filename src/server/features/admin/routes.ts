import { privateNoStore } from '../../http/security.ts';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { adminPlanByEmailSchema } from '../../../shared/admin.ts';
import { z } from '../../../shared/zod.ts';
import { hasAdminRights } from '../../auth/administrators.ts';
import { requireUser, type AuthVariables } from '../../auth/require-user.ts';
import { sessionCacheFor } from '../../auth/session-cache.ts';
import { planChangedMail, productUpdateMail } from '../../emails.ts';
import { AppError } from '../../http/errors.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import { usageSince } from '../../preferences/usage.ts';
import { recordAudit } from './audit.ts';
import { adminContentRoutes } from './content-routes.ts';
import type { AdminDeps } from './deps.ts';
import { setPlan, updateRecipients } from './service.ts';
import { adminUserRoutes } from './users-routes.ts';

const announcementSchema = z.strictObject({
  subject: z.string().trim().min(1, { message: 'validation.required' }).max(150, { message: 'validation.tooLong' }),
  text: z.string().trim().min(1, { message: 'validation.required' }).max(20_000, { message: 'validation.tooLong' }),
});

const usageQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(366).default(30) });

/**
 * `/api/admin`: for the accounts ADMIN_EMAILS names, once their address is
 * verified (auth/administrators.ts); everyone else gets 403
 * (401 signed out). The console's users and audit log (users-routes.ts) and
 * its inbox, blog and usage (content-routes.ts) are mounted here, behind the
 * same checks.
 */
export function adminRoutes(deps: AdminDeps) {
  const { db } = deps;
  const requireAdmin = createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    if (!hasAdminRights(c.get('user'))) throw new AppError('forbidden');
    await next();
  });
  return new Hono<{ Variables: AuthVariables }>()
    .use(requireUser(deps.auth))
    .use(requireAdmin)
    .use(async (c, next) => {
      // Any console request keeps its administrator online for the support chat.
      deps.chat.seen(c.get('user').id);
      await next();
    })
    .use(privateNoStore)
    // Until a payment provider is configured, this is how an account becomes Pro.
    .put('/plan', async (c) => {
      const { email, plan } = await parseJson(c, adminPlanByEmailSchema);
      const change = await setPlan(db, { email }, plan, deps.now?.() ?? new Date());
      sessionCacheFor(deps.auth).clear();
      await recordAudit(db, c.get('user'), { action: 'user.plan', targetId: change.userId, targetLabel: change.email, details: { to: plan } });
      deps.logger.info({ userId: change.userId, plan, by: c.get('user').id }, 'plan set by an administrator');
      let mailed = false;
      if (change.changed && change.notifyEmail) {
        // The plan is changed either way: a mail server that fails must not turn that into an error.
        mailed = await deps.mailer.send(planChangedMail(change.language, change.email, plan, deps.publicUrl)).then(
          () => true,
          (error: unknown) => {
            deps.logger.warn({ err: { message: (error as Error).message }, userId: change.userId }, 'could not send the plan-changed mail');
            return false;
          },
        );
      }
      return c.json({ email: change.email, plan, mailed });
    })
    .get('/usage', async (c) => {
      const { days } = parseQuery(c, usageQuerySchema);
      return c.json({ days, counters: await usageSince(db, days) });
    })
    // Product update emails: only to users who left "Product updates" on.
    .post('/announcements', async (c) => {
      const { subject, text } = await parseJson(c, announcementSchema);
      const recipients = await updateRecipients(db);
      let sent = 0;
      for (const recipient of recipients) {
        try {
          await deps.mailer.send(productUpdateMail(recipient.language, recipient.email, subject, text, deps.publicUrl));
          sent += 1;
        } catch (error) {
          deps.logger.warn({ err: { message: (error as Error).message } }, 'a product update mail failed');
        }
      }
      deps.logger.info({ sent, of: recipients.length }, 'product update sent');
      await recordAudit(db, c.get('user'), { action: 'announcement.send', targetLabel: subject, details: { sent } });
      return c.json({ sent });
    })
    .route('/', adminUserRoutes(deps))
    .route('/', adminContentRoutes(deps));
}
