import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins';
import type { Config } from '../config.ts';
import { clientIpHeader } from '../http/client-ip.ts';
import type { Database } from '../db/client.ts';
import { accounts, profiles, rateLimits, sessions, users, verifications } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail.ts';
import { resetPasswordMail, verificationMail } from '../emails.ts';
import { requestLanguage } from '../i18n.ts';
import { storedLanguage } from '../preferences/settings-store.ts';


export interface AuthDeps {
  config: Pick<
    Config,
    'publicUrl' | 'trustedOrigins' | 'secureCookies' | 'requireEmailVerification' | 'rateLimitEnabled' | 'trustedProxies' | 'adminEmails'
  >;
  secret: string;
  db: Database;
  mailer: Mailer;
  logger: Logger;
}

export function createAuth({ config, secret, db, mailer, logger }: AuthDeps) {
  /** A mail to a user goes out in their interface language: their setting, else the one their browser asked in. */
  const mailLanguage = async (userId: string, request: Request | undefined) => (await storedLanguage(db, userId)) ?? requestLanguage(request?.headers);
  return betterAuth({
    appName: 'Inkwell',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      // Spec: signup leads to /login with 'Please check your email…'; no session yet.
      autoSignIn: false,
      requireEmailVerification: config.requireEmailVerification,
      revokeSessionsOnPasswordReset: true,
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
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user, url }, request) => {
        await mailer.send(verificationMail(await mailLanguage(user.id, request), user.email, url));
      },
    },
    user: {
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
      updateAge: 60 * 60 * 24,
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
          before: async (user) => ({ data: { ...user, role: config.adminEmails.includes(user.email.toLowerCase()) ? 'admin' : 'user' } }),
          // Every user has a profiles row (spec section 3) from the start.
          after: async (user) => {
            await db
              .insert(profiles)
              .values({ id: user.id, fullName: user.name || null })
              .onConflictDoNothing();
          },
        },
      },
    },
    logger: {
      log: (level, message) => {
        logger[level]({ component: 'auth' }, message);
      },
    },
    plugins: [admin()],
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = Auth['$Infer']['Session']['user'];
