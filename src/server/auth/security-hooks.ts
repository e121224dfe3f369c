import { createHash } from 'node:crypto';
import Bowser from 'bowser';
import { isAPIError } from 'better-auth/api';
import { and, count, eq, sql } from 'drizzle-orm';
import { signInDevices, users } from '../db/schema.ts';
import { changeEmailVerificationMail, emailChangedMail, emailChangeRequestedMail, newSignInMail, passwordChangedMail, verificationMail } from '../emails.ts';
import type { Language } from '../../shared/settings.ts';
import type { Mail } from '../mail.ts';
import type { AuthHookContext, AuthHookDeps } from './hook-context.ts';

/** Browser and OS names from a user agent (bowser, MIT); null where it names none. */
export function describeDevice(userAgent: string | null | undefined): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null };
  const parsed = Bowser.parse(userAgent.slice(0, 512));
  return { browser: parsed.browser.name || null, os: parsed.os.name || null };
}

/**
 * What "a device" is for new-sign-in mails: the browser and OS family, not
 * their versions (an update is no new device) and not the IP (a phone
 * changes networks all day). Hashed with the user id, so the table holds
 * nothing a reader could match across accounts.
 */
function deviceFingerprint(userId: string, userAgent: string | null | undefined): string {
  const { browser, os } = describeDevice(userAgent);
  return createHash('sha256').update(`${userId}\n${browser ?? ''}\n${os ?? ''}`).digest('hex');
}

/** A mail that must not fail what the user did: a failure is logged (without the address) and dropped. */
async function sendSafely(deps: AuthHookDeps, build: () => Promise<Mail>, kind: string): Promise<void> {
  try {
    await deps.mailer.send(await build());
  } catch (error) {
    deps.logger.warn({ component: 'auth', mail: kind, err: { name: (error as Error).name, message: (error as Error).message } }, 'security mail failed');
  }
}

/**
 * The mail that carries a verification link. better-auth sends the link that
 * confirms a NEW address (change-email) through the same callback as the
 * sign-up verification; that one says what it is for.
 */
export function verificationMailFor(request: Request | undefined, language: Language, to: string, url: string): Mail {
  const changingEmail = request ? new URL(request.url).pathname.endsWith('/change-email') : false;
  return changingEmail ? changeEmailVerificationMail(language, to, url) : verificationMail(language, to, url);
}

/** emailAndPassword.onPasswordReset: the reset link was used (the user is not signed in, so the after hook cannot know who). */
export async function passwordResetNotice(deps: AuthHookDeps, user: { id: string; email: string }, request: Request | undefined): Promise<void> {
  await sendSafely(deps, async () => passwordChangedMail(await deps.mailLanguage(user.id, request), user.email, new Date(), deps.publicUrl), 'password-changed');
}

/** Endpoints of the two-factor plugin that end a sign-in by creating its session. */
const twoFactorSignInPaths = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code', '/two-factor/verify-otp']);

/** Did the endpoint succeed? A redirect (verify-email with a callbackURL) is a success unless it carries `error=`. */
function succeeded(ctx: AuthHookContext): boolean {
  const returned: unknown = ctx.context.returned;
  if (!isAPIError(returned)) return true;
  if (returned.statusCode !== 302) return false;
  const location = new Headers(returned.headers).get('location') ?? '';
  return !/[?&]error=/.test(location);
}

/** The claims of a verification JWT that better-auth has just checked (its signature is not checked again here). */
function verificationClaims(token: unknown): { email?: string; updateTo?: string; requestType?: string } {
  if (typeof token !== 'string') return {};
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { email?: string; updateTo?: string; requestType?: string };
  } catch {
    return {};
  }
}

/**
 * Records the device of a completed sign-in and mails the owner when it is
 * one the account never signed in from. The first sign-in of an account
 * only records (there is nothing to compare it with).
 */
async function signedIn(ctx: AuthHookContext, deps: AuthHookDeps, session: { userId: string; userAgent?: string | null; ipAddress?: string | null }, email: string) {
  const fingerprint = deviceFingerprint(session.userId, session.userAgent);
  const [known] = await deps.db.select({ devices: count(), seen: sql<boolean>`bool_or(${signInDevices.fingerprint} = ${fingerprint})` }).from(signInDevices).where(eq(signInDevices.userId, session.userId));
  await deps.db
    .insert(signInDevices)
    .values({ userId: session.userId, fingerprint })
    .onConflictDoUpdate({ target: [signInDevices.userId, signInDevices.fingerprint], set: { lastSeenAt: sql`now()` } });
  if (!known || known.devices === 0 || known.seen) return;
  const { browser, os } = describeDevice(session.userAgent);
  await sendSafely(
    deps,
    async () => newSignInMail(await deps.mailLanguage(session.userId, ctx.request), email, { browser, os, ipAddress: session.ipAddress ?? null, at: new Date() }, deps.publicUrl),
    'new-sign-in',
  );
}

/**
 * The security mails (always sent, in the user's language) after
 * better-auth answered: password changed, an email change asked for and
 * done, a sign-in from a new device. Nothing here may fail the request that
 * triggered it: errors are logged and dropped.
 */
export async function securityAfterHook(ctx: AuthHookContext, deps: AuthHookDeps): Promise<void> {
  try {
    await afterAuth(ctx, deps);
  } catch (error) {
    deps.logger.warn({ component: 'auth', path: ctx.path, err: { name: (error as Error).name, message: (error as Error).message } }, 'security hook failed');
  }
}

async function afterAuth(ctx: AuthHookContext, deps: AuthHookDeps): Promise<void> {
  const path = ctx.path;
  if (path === '/sign-in/email' || twoFactorSignInPaths.has(path)) {
    const created = ctx.context.newSession;
    if (!created || !succeeded(ctx)) return;
    // A password sign-in of a 2FA account is not complete yet: the two-factor plugin's hook
    // (which runs after ours) ends this session and asks for a code. The verify endpoint that
    // takes the code counts as the sign-in. (A device trusted for 30 days passed 2FA before,
    // so its fingerprint is already known.)
    if (path === '/sign-in/email' && created.user.twoFactorEnabled) return;
    // A verify endpoint called while signed in (turning 2FA on) swaps the session: no sign-in.
    if (path !== '/sign-in/email' && ctx.context.session) return;
    await signedIn(ctx, deps, created.session, created.user.email);
    return;
  }
  if (path === '/change-password') {
    const user = ctx.context.session?.user;
    if (!user || !succeeded(ctx)) return;
    await sendSafely(deps, async () => passwordChangedMail(await deps.mailLanguage(user.id, ctx.request), user.email, new Date(), deps.publicUrl), 'password-changed');
    return;
  }
  if (path === '/change-email') {
    const user = ctx.context.session?.user;
    const newEmail = (ctx.body as { newEmail?: unknown } | undefined)?.newEmail;
    if (!user || typeof newEmail !== 'string' || !succeeded(ctx)) return;
    // Also when the new address belongs to another account (better-auth then sends nothing and
    // answers alike, so the requester cannot tell): the owner hears of every attempt.
    await sendSafely(
      deps,
      async () => emailChangeRequestedMail(await deps.mailLanguage(user.id, ctx.request), user.email, newEmail.toLowerCase(), deps.publicUrl),
      'email-change-requested',
    );
    return;
  }
  if (path === '/verify-email') {
    const claims = verificationClaims((ctx.query as { token?: unknown } | undefined)?.token);
    if (claims.requestType !== 'change-email-verification' || !claims.email || !claims.updateTo || !succeeded(ctx)) return;
    const [user] = await deps.db.select({ id: users.id }).from(users).where(and(eq(users.email, claims.updateTo), eq(users.emailVerified, true)));
    if (!user) return;
    const oldEmail = claims.email;
    const newEmail = claims.updateTo;
    await sendSafely(deps, async () => emailChangedMail(await deps.mailLanguage(user.id, ctx.request), oldEmail, newEmail, new Date()), 'email-changed');
  }
}
