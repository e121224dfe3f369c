import { z } from './zod.ts';

/**
 * One signed-in session of the account, as GET /api/me/sessions answers it.
 * `id` is the session row's id, never its token (the bearer secret stays in
 * the httpOnly cookie).
 */
export interface SignedInSession {
  id: string;
  /** Browser and OS names parsed from the user agent; null when it named none. */
  browser: string | null;
  os: string | null;
  /** No offline place database ships with the app: the IP is what we can show. */
  ipAddress: string | null;
  createdAt: string;
  /** When the session was last refreshed (better-auth renews it about once a day of use). */
  lastActiveAt: string;
  /** The session of the request that asked. */
  current: boolean;
}

export interface SignedInSessions {
  sessions: SignedInSession[];
}

/** Where the link in the new address's mail leads back to (Settings › Account shows the result). */
export const emailChangedCallbackPath = '/settings?tab=account&emailChange=done';

/**
 * POST /api/auth/change-email. `callbackURL` is a path on this site only:
 * the verification link redirects there, and it must never lead elsewhere.
 */
export const changeEmailSchema = z.strictObject({
  newEmail: z.email({ message: 'validation.emailInvalid' }).max(254, { message: 'validation.tooLong' }),
  callbackURL: z
    .string()
    .max(200, { message: 'validation.tooLong' })
    .regex(/^\/(?![/\\])[^\s]*$/, { message: 'validation.url' })
    .optional(),
});
