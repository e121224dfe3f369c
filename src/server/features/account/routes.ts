import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie } from 'hono/cookie';
import { avatarLimits, deleteAccountSchema, profileUpdateSchema } from '../../../shared/settings.ts';
import type { Auth } from '../../auth/auth.ts';
import { requireUser, type AuthVariables } from '../../auth/require-user.ts';
import { sessionCacheFor } from '../../auth/session-cache.ts';
import type { Database } from '../../db/client.ts';
import { accountDeletedMail } from '../../emails.ts';
import { AppError, errorResponse } from '../../http/errors.ts';
import { spendOrRefuse, type RateLimitRule } from '../../http/rate-limit.ts';
import { requestLanguage } from '../../i18n.ts';
import { parseJson } from '../../http/validate.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../../mail.ts';
import { startTrial } from '../../preferences/plan.ts';
import { storedLanguage } from '../../preferences/settings-store.ts';
import { confirmIdentity, type IdentityCheck } from './confirm-identity.ts';
import { deleteAccount, getAccount, readAvatar, removeAvatar, saveAvatar, updateProfile } from './service.ts';

/** Where the avatar upload is mounted: the app's 1 MB JSON limit does not apply there (it has its own 2 MB one). */
export const avatarUploadPath = '/api/me/avatar';

/**
 * Starting the trial succeeds once per account; past that every call is a
 * 409. A budget per account keeps a script from turning that into a stream
 * of database writes.
 */
const trialRule: RateLimitRule = { name: 'trial', max: 10, windowSeconds: 600 };

/** Attempts to delete the account (each needs the password) per account. */
const deleteRule: RateLimitRule = { name: 'delete-account', max: 10, windowSeconds: 900 };

const identityFailures: Record<Exclude<IdentityCheck, 'confirmed'>, string> = {
  password: 'The password is not correct. Nothing was deleted.',
  code_missing: 'Two-factor sign-in is on: enter a code from your authenticator app or a backup code.',
  code: 'This code is not correct or was already used. Nothing was deleted.',
};

/** `/api/me`: the signed-in user's account, profile and avatar, and the Pro trial. */
export function accountRoutes(deps: { auth: Auth; db: Database; mailer: Mailer; logger: Logger; rateLimitEnabled: boolean; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const sessions = sessionCacheFor(deps.auth);
  return new Hono<{ Variables: AuthVariables }>()
    .use(requireUser(deps.auth))
    .get('/', async (c) => {
      c.header('cache-control', 'private, no-store');
      return c.json(await getAccount(db, c.get('user'), now()));
    })
    // The 14-day Pro trial, once per account: 200 with its end, 409 `trial_unavailable` after that or on Pro.
    .post('/trial', async (c) => {
      const user = c.get('user');
      if (deps.rateLimitEnabled) {
        await spendOrRefuse(c, db, trialRule, user.id);
      }
      const trial = await startTrial(db, user.id, now());
      // Every request after this one must see Pro (the session's user carries the trial).
      sessions.clear();
      deps.logger.info({ userId: user.id, endsAt: trial.endsAt }, 'pro trial started');
      c.header('cache-control', 'private, no-store');
      return c.json({ plan: 'pro', trial });
    })
    .patch('/profile', async (c) => {
      const input = await parseJson(c, profileUpdateSchema);
      const profile = await updateProfile(db, c.get('user').id, input);
      // The session's user carries the name: the next request must see the new one.
      if (input.fullName !== undefined) sessions.clear();
      return c.json(profile);
    })
    .get('/avatar', async (c) => {
      const avatar = await readAvatar(db, c.get('user').id);
      if (!avatar) throw new AppError('not_found');
      return c.body(avatar.bytes as Uint8Array<ArrayBuffer>, 200, {
        'content-type': avatar.contentType,
        'x-content-type-options': 'nosniff',
        // Versioned URL (?v=<hash of the bytes>): this exact picture never changes.
        'cache-control': 'private, max-age=31536000, immutable',
        'content-security-policy': "default-src 'none'; sandbox",
        etag: `"${avatar.etag}"`,
      });
    })
    .put(
      '/avatar',
      bodyLimit({ maxSize: avatarLimits.maxBytes, onError: (c) => errorResponse(c, 'payload_too_large', 'The picture is larger than 2 MB.') }),
      async (c) => {
        const bytes = new Uint8Array(await c.req.arrayBuffer());
        const profile = await saveAvatar(db, c.get('user').id, bytes);
        sessions.clear();
        return c.json(profile);
      },
    )
    .delete('/avatar', async (c) => {
      const profile = await removeAvatar(db, c.get('user').id);
      sessions.clear();
      return c.json(profile);
    })
    // Settings › Account › Delete Account: the account's email typed, its password, and with 2FA on a code.
    .delete('/', async (c) => {
      const { email, password, code } = await parseJson(c, deleteAccountSchema);
      const user = c.get('user');
      if (email.toLowerCase() !== user.email.toLowerCase()) {
        throw new AppError('validation_failed', 'Type the email of this account to confirm.', 'email');
      }
      // A borrowed session must not guess the password at leisure.
      if (deps.rateLimitEnabled) {
        await spendOrRefuse(c, db, deleteRule, user.id);
      }
      const check = await confirmIdentity(deps.auth, db, user.id, { password, code });
      if (check !== 'confirmed') {
        deps.logger.warn({ userId: user.id, failed: check }, 'account deletion refused: identity not confirmed');
        throw new AppError('identity_not_confirmed', identityFailures[check], check === 'password' ? 'password' : 'code');
      }
      // As every mail to a user: their saved language, else the one this browser asked in.
      const language = (await storedLanguage(db, user.id)) ?? requestLanguage(c.req.raw.headers);
      await deleteAccount(db, user);
      sessions.clear();
      deleteCookie(c, 'better-auth.session_token', { path: '/' });
      deleteCookie(c, '__Secure-better-auth.session_token', { path: '/', secure: true });
      deps.logger.info({ userId: user.id }, 'account deleted');
      await deps.mailer.send(accountDeletedMail(language, user.email)).catch((error: unknown) => {
        deps.logger.warn({ err: { message: (error as Error).message } }, 'could not send the account-deleted mail');
      });
      return c.body(null, 204);
    });
}
