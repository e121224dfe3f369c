import { eq } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import { admin, twoFactor } from 'better-auth/plugins';
import { errorCatalogue } from '../../shared/errors.ts';
import type { Config } from '../config.ts';
import { clientIpHeader } from '../http/client-ip.ts';
import type { Database } from '../db/client.ts';
import { accounts, profiles, rateLimits, sessions, twoFactors, users, verifications } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail.ts';
import { resetPasswordMail } from '../emails.ts';
import { requestLanguage } from '../i18n.ts';
import { storedLanguage } from '../preferences/settings-store.ts';
import type { AuthHookDeps } from './hook-context.ts';
import { passwordResetNotice, securityAfterHook, verificationMailFor } from './security-hooks.ts';
import { twoFactorAfterHook, twoFactorBeforeHook } from './two-factor-hooks.ts';
import { listedRole } from './administrators.ts';


export interface AuthDeps {
  config: Pick<
    Config,
    'publicUrl' | 'trustedOrigins' | 'secureCookies' | 'requireEmailVerification' | 'rateLimitEnabled' | 'trustedProxies' | 'adminEmails'
  >;
  secret: string;
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /**
   * Unit and integration tests only (decision 0033, addendum of 2026-12-02): a cheaper
   * password hash in the same format. The product never sets it: every password it keeps is
   * better-auth's scrypt (N=16384, r=16), which costs about 0.2 s of a core per hash.
   */
  passwordHashing?: PasswordHashing;
}

/** better-auth's password hooks: a stored hash from a password, and whether a password matches one. */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

export function createAuth({ config, secret, db, mailer, logger, passwordHashing }: AuthDeps) {
  /** A mail to a user goes out in their interface language: their setting, else the one their browser asked in. */
  const mailLanguage = async (userId: string, request: Request | undefined) => (await storedLanguage(db, userId)) ?? requestLanguage(request?.headers);
  const hookDeps: AuthHookDeps = { db, mailer, logger, mailLanguage, publicUrl: config.publicUrl };
  return betterAuth({
    appName: 'Inkwell',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits, twoFactor: twoFactors },
    }),
    emailAndPassword: {
      enabled: true,
      // Spec: signup leads to /login with 'Please check your email…'; no session yet.
      autoSignIn: false,
      requireEmailVerification: config.requireEmailVerification,
      revokeSessionsOnPasswordReset: true,
      ...(passwordHashing ? { password: passwordHashing } : {}),
      // A sign-up with a taken email answers with a stand-in user; give it the
      // admin plugin's fields so the two answers cannot be told apart.
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        role: 'user',
        banned: false,
        banReason: null,
        banExpires: null,
        ...additionalFields,
        id,
      }),
      sendResetPassword: async ({ user, url }, request) => {
        await mailer.send(resetPasswordMail(await mailLanguage(user.id, request), user.email, url));
      },
      // The "password changed" security mail (a reset has no session for the after hook to read).
      onPasswordReset: ({ user }, request) => passwordResetNotice(hookDeps, user, request),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user, url }, request) => {
        // Also the link to a new address (change-email), worded for that (security-hooks.ts).
        await mailer.send(verificationMailFor(request, await mailLanguage(user.id, request), user.email, url));
      },
    },
    user: {
      // A new address takes effect only once the link mailed to it is opened (the old
      // address gets a notice: security-hooks.ts). No sendChangeEmailConfirmation: that would
      // make the old address approve first, and a lost mailbox could never be left.
      changeEmail: { enabled: true },
      additionalFields: {
        plan: { type: 'string', required: false, defaultValue: 'free', input: false },
        // The Pro trial (src/server/preferences/plan.ts): on the session's user so every request
        // knows the plan that applies, and whether a trial mail is due, without another query.
        // Only the server sets them.
        trialStartedAt: { type: 'date', required: false, input: false },
        trialEndsAt: { type: 'date', required: false, input: false },
        trialReminderSentAt: { type: 'date', required: false, input: false },
        trialEndedSentAt: { type: 'date', required: false, input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      // A session in use is written back (its expiry and updated_at) at most
      // every 5 minutes: Settings › Sessions and the admin console show
      // updated_at as "last active", which a daily refresh left up to a day
      // behind. The session cache keeps lookups to one per cookie per 5 s.
      updateAge: 60 * 5,
    },
    rateLimit: {
      enabled: config.rateLimitEnabled,
      // In the database, so several app processes share one budget per client.
      storage: 'database',
      window: 60,
      max: 100,
      // Every page asks for the session; it guards nothing an attacker could guess at.
      customRules: { '/get-session': false },
    },
    advanced: {
      useSecureCookies: config.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.secureCookies },
      // Set by authRoutes from the socket (or a trusted proxy's hop); never from the client.
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      // Explicit: better-auth would skip origin checks whenever NODE_ENV is 'test'.
      disableOriginCheck: false,
    },
    databaseHooks: {
      user: {
        create: {
          // ADMIN_EMAILS names the administrators; nobody can make themselves one through the API.
          // The rights wait for the address to be verified (administrators.ts).
          before: async (user) => ({ data: { ...user, role: listedRole(user.email, config.adminEmails) } }),
          // Every user has a profiles row from the start.
          after: async (user) => {
            await db
              .insert(profiles)
              .values({ id: user.id, fullName: user.name || null })
              .onConflictDoNothing();
          },
        },
        update: {
          // A changed address (change-email) is listed or not on its own: the role follows it at once.
          after: async (user) => {
            const role = listedRole(user.email, config.adminEmails);
            if ((user as { role?: string | null }).role !== role) await db.update(users).set({ role }).where(eq(users.id, user.id));
          },
        },
      },
    },
    // TOTP replay refusal, and the security mails (two-factor-hooks.ts, security-hooks.ts).
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        await twoFactorBeforeHook(ctx, hookDeps);
      }),
      after: createAuthMiddleware(async (ctx) => {
        await twoFactorAfterHook(ctx, hookDeps);
        await securityAfterHook(ctx, hookDeps);
      }),
    },
    logger: {
      log: (level, message) => {
        logger[level]({ component: 'auth' }, message);
      },
    },
    plugins: [
      // A banned account's sign-in answers 403 account_suspended (auth/routes.ts) with our wording.
      admin({ bannedUserMessage: errorCatalogue.account_suspended.message }),
      // TOTP with backup codes; the secret and codes are stored encrypted with the auth secret.
      twoFactor({ issuer: 'Inkwell' }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = Auth['$Infer']['Session']['user'];
