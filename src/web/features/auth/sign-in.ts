import type { LoginInput } from '../../../shared/auth.ts';
import { errorFromBody, type ClientErrorCode } from '../../lib/api.ts';

/**
 * The sign-in page's own check and request, without zod, react-hook-form or
 * better-auth's client: /login is the one form most visitors see first, and
 * those three were 48 KB of its 185 KB of JavaScript (decision 0031). The
 * server still validates with `loginSchema`; `sign-in.test.ts` holds this
 * check to the same answers as that schema.
 */

/** zod's `z.email()` pattern, the one `loginSchema` applies (sign-in.test.ts checks they agree). */
const emailPattern = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const emailMaxLength = 254;

export type SignInErrors = Partial<Record<keyof LoginInput, string>>;

/** The values to send (email trimmed, as the schema's output) or each field's first problem as an i18n key. */
export function checkSignIn(values: LoginInput): { values: LoginInput } | { errors: SignInErrors } {
  const errors: SignInErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = 'validation.required';
  else if (!emailPattern.test(email)) errors.email = 'validation.emailInvalid';
  else if (email.length > emailMaxLength) errors.email = 'validation.tooLong';
  if (!values.password) errors.password = 'validation.required';
  return Object.keys(errors).length ? { errors } : { values: { email, password: values.password } };
}

export type SignInResult =
  | { ok: true; twoFactor: boolean }
  /** `waitSeconds`: the account is in the sign-in back-off and may try again then. */
  | { ok: false; code: ClientErrorCode | undefined; waitSeconds?: number };

/**
 * Whole seconds until a refused sign-in may be tried again, when the account
 * is in the per-account back-off (its answer carries `retryAt`; the per-IP
 * limit's does not). Retry-After counts on the server's clock, so a browser
 * whose clock is off still shows the right wait.
 */
function secondsToWait(retryAt: string | undefined, retryAfter: string | null): number | undefined {
  if (!retryAt) return undefined;
  const seconds = Number(retryAfter) || Math.ceil((new Date(retryAt).getTime() - Date.now()) / 1000);
  return Number.isFinite(seconds) ? Math.max(1, seconds) : undefined;
}

/** better-auth's `POST /api/auth/sign-in/email`; an account with two-factor sign-in answers `twoFactorRedirect`. */
export async function signInWithEmail(values: LoginInput): Promise<SignInResult> {
  let response: Response;
  try {
    response = await fetch('/api/auth/sign-in/email', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(values),
    });
  } catch {
    return { ok: false, code: 'network' };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) return { ok: true, twoFactor: (body as { twoFactorRedirect?: unknown } | undefined)?.twoFactorRedirect === true };
  const error = errorFromBody(response.status, body);
  if (response.status === 429) return { ok: false, code: 'rate_limited', waitSeconds: secondsToWait(error.retryAt, response.headers.get('retry-after')) };
  // Only a code the server really sent: errorFromBody's fallbacks mean "no code" here.
  const sent = (body as { error?: { code?: unknown } } | undefined)?.error?.code;
  return { ok: false, code: sent === error.code ? error.code : undefined };
}
