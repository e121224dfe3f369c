import { createHmac } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { APIError, isAPIError } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { twoFactors, users } from '../db/schema.ts';
import { backupCodeUsedMail, twoFactorDisabledMail, twoFactorEnabledMail } from '../emails.ts';
import type { Mail } from '../mail.ts';
import type { AuthHookContext, AuthHookDeps } from './hook-context.ts';

/** better-auth's defaults for the twoFactor plugin (auth.ts does not change them). */
const totpPeriodSeconds = 30;
const totpDigits = 6;
/** better-auth accepts the code of the previous, current and next time step. */
const totpWindow = 1;
const twoFactorCookieName = 'two_factor';
/** Wrong codes better-auth allows per sign-in challenge (verify-totp's beginAttempt(5)). */
const challengeAttempts = 5;

/** RFC 4226 HOTP with HMAC-SHA1, keyed like better-auth: the secret's UTF-8 bytes (the otpauth URI carries them in base32). */
function hotp(secret: string, counter: number, digits = totpDigits): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', Buffer.from(secret, 'utf8')).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const value = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(value % 10 ** digits).padStart(digits, '0');
}

/** The time step (RFC 6238) a code matches within better-auth's window, newest first; undefined when it matches none. */
export function matchingStep(secret: string, code: string, nowMs = Date.now()): number | undefined {
  if (!/^\d+$/.test(code) || code.length !== totpDigits) return undefined;
  const current = Math.floor(nowMs / 1000 / totpPeriodSeconds);
  for (let step = current + totpWindow; step >= current - totpWindow; step--) {
    if (hotp(secret, step) === code) return step;
  }
  return undefined;
}

interface Pending {
  userId: string;
  /** verify-totp on a not yet verified secret by a signed-in user: this code turns 2FA on. */
  enabling?: boolean;
}

/**
 * What a before hook learned for the after hook of the same request (the user
 * behind a sign-in challenge, whether a code turns 2FA on). better-auth hands
 * both hooks the same Request object.
 */
const pending = new WeakMap<Request, Pending>();

/**
 * The user a two-factor request acts for: the signed-in session's, or during
 * sign-in the one behind the signed two-factor cookie (as better-auth's
 * verifyTwoFactor finds it). Read without side effects: no session refresh,
 * no cookie written.
 */
async function requestUserId(ctx: AuthHookContext): Promise<{ userId: string; signIn: boolean } | undefined> {
  const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  if (token) {
    const found = await ctx.context.internalAdapter.findSession(token);
    if (found && new Date(found.session.expiresAt).getTime() > Date.now()) return { userId: found.user.id, signIn: false };
    return undefined;
  }
  const challenge = await ctx.getSignedCookie(ctx.context.createAuthCookie(twoFactorCookieName).name, ctx.context.secret);
  if (!challenge) return undefined;
  const verification = await ctx.context.internalAdapter.findVerificationValue(challenge);
  if (!verification || new Date(verification.expiresAt).getTime() <= Date.now()) return undefined;
  // better-auth ends a challenge after five wrong codes: a code sent to a spent one is refused, and must not be used up.
  const attempts = await ctx.context.internalAdapter.findVerificationValue(`2fa-attempts-${challenge}`);
  if (!attempts || !(Number(attempts.value) < challengeAttempts)) return undefined;
  return { userId: verification.value, signIn: true };
}

/**
 * Refuses a TOTP code that was accepted before (better-auth accepts a code
 * again and again inside its window): the time step a code matches must be
 * newer than the last accepted one, and users.totp_last_step advances
 * atomically, so two requests with one code cannot both pass. A code that
 * matches no step is left to better-auth, which refuses it and counts it
 * towards its lockout.
 */
export async function twoFactorBeforeHook(ctx: AuthHookContext, { db }: AuthHookDeps): Promise<void> {
  if (ctx.request === undefined) return;
  const path = ctx.path;
  if (!['/two-factor/verify-totp', '/two-factor/verify-backup-code', '/two-factor/disable', '/two-factor/enable'].includes(path)) return;
  const who = await requestUserId(ctx);
  if (!who) return;
  if (path !== '/two-factor/verify-totp') {
    pending.set(ctx.request, { userId: who.userId });
    return;
  }
  const [row] = await db.select().from(twoFactors).where(eq(twoFactors.userId, who.userId)).limit(1);
  if (!row) return;
  pending.set(ctx.request, { userId: who.userId, enabling: !who.signIn && row.verified !== true });
  // A locked account: better-auth answers that, and no step is used up.
  if (who.signIn && row.lockedUntil && row.lockedUntil.getTime() > Date.now()) return;
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  if (typeof code !== 'string') return;
  const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
  const step = matchingStep(secret, code);
  if (step === undefined) return;
  const advanced = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, who.userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  if (advanced.length === 0) {
    throw new APIError('UNAUTHORIZED', { code: 'TOTP_CODE_USED', message: 'This code was already used. Wait for the next code in your authenticator app.' });
  }
}

/** The backup codes a user has left, or undefined when that cannot be read. */
async function remainingBackupCodes(ctx: AuthHookContext, deps: AuthHookDeps, userId: string): Promise<number | undefined> {
  try {
    const [row] = await deps.db.select({ backupCodes: twoFactors.backupCodes }).from(twoFactors).where(eq(twoFactors.userId, userId)).limit(1);
    if (!row) return undefined;
    const codes = JSON.parse(await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.backupCodes })) as unknown;
    return Array.isArray(codes) ? codes.length : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The owner hears of every change to their second factor: 2FA turned on (the
 * first code after /two-factor/enable), turned off, a backup code used. The
 * mail never holds up the answer, and its failure is logged without the address.
 */
export async function twoFactorAfterHook(ctx: AuthHookContext, deps: AuthHookDeps): Promise<void> {
  const path = ctx.path;
  if (!path.startsWith('/two-factor/')) return;
  const returned: unknown = ctx.context.returned;
  if (returned === undefined || isAPIError(returned) || returned instanceof Error) return;
  if (returned instanceof Response && !returned.ok) return;

  const known = ctx.request ? pending.get(ctx.request) : undefined;
  if (!known) return;
  if (path === '/two-factor/enable') {
    // A new secret: the steps of the old one say nothing about its codes.
    await deps.db.update(users).set({ totpLastStep: null }).where(eq(users.id, known.userId));
    return;
  }
  let build: ((language: Parameters<typeof twoFactorEnabledMail>[0], to: string) => Mail) | undefined;
  if (path === '/two-factor/verify-totp' && known.enabling) build = (language, to) => twoFactorEnabledMail(language, to, deps.publicUrl);
  else if (path === '/two-factor/disable') build = (language, to) => twoFactorDisabledMail(language, to, deps.publicUrl);
  else if (path === '/two-factor/verify-backup-code') {
    const remaining = await remainingBackupCodes(ctx, deps, known.userId);
    build = (language, to) => backupCodeUsedMail(language, to, remaining, deps.publicUrl);
  }
  if (!build) return;
  try {
    const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, known.userId)).limit(1);
    if (!user) return;
    const message = build(await deps.mailLanguage(known.userId, ctx.request), user.email);
    void deps.mailer.send(message).catch((error: unknown) => mailFailed(deps, path, error));
  } catch (error) {
    mailFailed(deps, path, error);
  }
}

/** A mail server's message can quote the address: only the error's name and code are logged. */
function mailFailed(deps: AuthHookDeps, path: string, error: unknown) {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  deps.logger.warn({ path, error: typeof name === 'string' ? name : 'Error', code: typeof code === 'string' ? code : undefined }, 'two-factor mail not sent');
}
