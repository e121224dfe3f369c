import { createMiddleware } from 'hono/factory';
import type { Auth, SessionUser } from '../../auth/auth.ts';
import { sessionCacheFor } from '../../auth/session-cache.ts';
import { requestLanguage } from '../../i18n.ts';
import { dueTrialMail, sendDueTrialMail, type TrialMailDeps } from '../../preferences/plan.ts';

/**
 * The trial's "ends soon" and "has ended" mails, without a timer: after any
 * API request of a signed-in user (the router's requireUser put them in the
 * context), a due mail is claimed and sent. Deciding that it is due reads
 * only the session's user, so the ordinary request costs no query; the
 * claim itself makes sure it goes out once.
 */
export function trialMails(deps: TrialMailDeps & { auth: Auth; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const sessions = sessionCacheFor(deps.auth);
  return createMiddleware<{ Variables: { user?: SessionUser | null } }>(async (c, next) => {
    await next();
    const user = c.get('user');
    if (!user) return;
    const at = now();
    if (!dueTrialMail(user, at)) return;
    const outcome = await sendDueTrialMail(deps, user, at, requestLanguage(c.req.raw.headers)).catch((error: unknown) => {
      // A mail must never turn the request it rides on into a failure.
      deps.logger.warn({ err: { message: (error as Error).message }, userId: user.id }, 'checking the trial mails failed');
      return null;
    });
    // The cached session's user still says "not sent": forget it, so the next requests do not try again.
    if (outcome && outcome !== 'not-due') sessions.clear();
  });
}
