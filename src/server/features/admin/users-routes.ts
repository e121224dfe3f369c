import { Hono, type Context } from 'hono';
import { adminAuditQuerySchema, adminBanSchema, adminInviteSchema, adminSetPlanSchema, adminUserQuerySchema, type AdminAuditPage } from '../../../shared/admin.ts';
import type { AuthVariables } from '../../auth/require-user.ts';
import { sessionCacheFor } from '../../auth/session-cache.ts';
import { accountDeletedMail, inviteMail, planChangedMail } from '../../emails.ts';
import { AppError } from '../../http/errors.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import { requestLanguage } from '../../i18n.ts';
import { storedLanguage } from '../../preferences/settings-store.ts';
import type { Mail } from '../../mail.ts';
import { listAudit, recordAudit } from './audit.ts';
import type { AdminDeps } from './deps.ts';
import { setPlan } from './service.ts';
import { banUser, endSessions, findUser, inviteLinkMs, passwordLink, searchUsers, unbanUser, userDetail } from './users-service.ts';

type AdminContext = Context<{ Variables: AuthVariables }>;

/**
 * The console's users and audit log, mounted by adminRoutes behind
 * requireUser and the admin check. Every action writes an audit row (who,
 * what, to whom; details without secrets) once it has happened.
 */
export function adminUserRoutes(deps: AdminDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const sessions = sessionCacheFor(deps.auth);
  const actorOf = (c: AdminContext) => ({ id: c.get('user').id, email: c.get('user').email });

  /** A mail that fails is logged, not an error: the action itself has happened. */
  const trySend = (mail: Mail, userId: string, what: string) =>
    deps.mailer.send(mail).then(
      () => true,
      (error: unknown) => {
        deps.logger.warn({ err: { message: (error as Error).message }, userId }, `could not send the ${what} mail`);
        return false;
      },
    );

  /** Banning or deleting yourself would lock the console's only door from inside. */
  const notSelf = (c: AdminContext, targetId: string, message: string) => {
    if (targetId === c.get('user').id) throw new AppError('forbidden', message);
  };

  return new Hono<{ Variables: AuthVariables }>()
    .get('/users', async (c) => c.json(await searchUsers(db, parseQuery(c, adminUserQuerySchema), now())))
    .post('/users/invite', async (c) => {
      const { email, name } = await parseJson(c, adminInviteSchema);
      const context = await deps.auth.$context;
      if (await context.internalAdapter.findUserByEmail(email)) throw new AppError('email_taken');
      // Verified from the start: the link arrives at that address. No password until the invitee picks one.
      const user = await context.internalAdapter.createUser({ email: email.toLowerCase(), name: name ?? '', emailVerified: true }, { method: 'admin' });
      const link = await passwordLink(db, user.id, deps.publicUrl, inviteLinkMs, now());
      const mailed = await trySend(inviteMail(requestLanguage(c.req.raw.headers), user.email, link), user.id, 'invitation');
      await recordAudit(db, actorOf(c), { action: 'user.invite', targetId: user.id, targetLabel: user.email });
      return c.json({ id: user.id, email: user.email, mailed }, 201);
    })
    .get('/users/:id', async (c) => c.json(await userDetail(db, c.req.param('id'), now())))
    .put('/users/:id/plan', async (c) => {
      const { plan } = await parseJson(c, adminSetPlanSchema);
      const before = await findUser(db, c.req.param('id'));
      const change = await setPlan(db, { id: before.id }, plan, now());
      sessions.clear();
      let mailed = false;
      if (change.changed && change.notifyEmail) mailed = await trySend(planChangedMail(change.language, change.email, plan, deps.publicUrl), change.userId, 'plan-changed');
      await recordAudit(db, actorOf(c), { action: 'user.plan', targetId: before.id, targetLabel: before.email, details: { from: before.plan, to: plan } });
      return c.json({ plan, mailed });
    })
    .post('/users/:id/ban', async (c) => {
      const { reason } = await parseJson(c, adminBanSchema);
      const user = await findUser(db, c.req.param('id'));
      notSelf(c, user.id, 'You cannot ban your own account.');
      const ended = await banUser(db, user.id, reason, now());
      sessions.clear();
      await recordAudit(db, actorOf(c), { action: 'user.ban', targetId: user.id, targetLabel: user.email, details: { reason, sessionsEnded: ended } });
      return c.json({ banned: true, sessionsEnded: ended });
    })
    .post('/users/:id/unban', async (c) => {
      const user = await findUser(db, c.req.param('id'));
      await unbanUser(db, user.id, now());
      await recordAudit(db, actorOf(c), { action: 'user.unban', targetId: user.id, targetLabel: user.email });
      return c.json({ banned: false });
    })
    .post('/users/:id/revoke-sessions', async (c) => {
      const user = await findUser(db, c.req.param('id'));
      const ended = await endSessions(db, user.id);
      sessions.clear();
      await recordAudit(db, actorOf(c), { action: 'user.revoke_sessions', targetId: user.id, targetLabel: user.email, details: { sessionsEnded: ended } });
      return c.json({ sessionsEnded: ended });
    })
    .post('/users/:id/password-reset', async (c) => {
      const user = await findUser(db, c.req.param('id'));
      // The same path as the forgot-password page: better-auth makes the token and sends our reset mail.
      await deps.auth.api.requestPasswordReset({ body: { email: user.email, redirectTo: '/reset-password' }, headers: c.req.raw.headers });
      await recordAudit(db, actorOf(c), { action: 'user.password_reset', targetId: user.id, targetLabel: user.email });
      return c.json({ sent: true });
    })
    .delete('/users/:id', async (c) => {
      const user = await findUser(db, c.req.param('id'));
      notSelf(c, user.id, 'You cannot delete your own account here; use Settings › Account.');
      const language = (await storedLanguage(db, user.id)) ?? 'en';
      const pseudonym = await deps.deleteAccount(db, user);
      sessions.clear();
      // A deleted account is named by its pseudonym: the audit log keeps no id or email of it.
      await recordAudit(db, actorOf(c), { action: 'user.delete', targetId: pseudonym, targetLabel: pseudonym });
      deps.logger.info({ userId: user.id, by: c.get('user').id }, 'account deleted by an administrator');
      await trySend(accountDeletedMail(language, user.email), user.id, 'account-deleted');
      return c.body(null, 204);
    })
    .get('/audit', async (c) => {
      const { before, limit } = parseQuery(c, adminAuditQuerySchema);
      // One more than asked for tells whether an older page exists.
      const rows = await listAudit(db, limit + 1, before ? new Date(before) : undefined);
      const entries = rows.slice(0, limit);
      const page: AdminAuditPage = { entries, nextBefore: rows.length > limit ? (entries.at(-1)?.createdAt ?? null) : null };
      return c.json(page);
    });
}
