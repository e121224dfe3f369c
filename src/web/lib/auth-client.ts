import { createAuthClient } from 'better-auth/client';
import { isErrorCode } from '../../shared/errors.ts';
import type { ClientErrorCode } from './api.ts';

/** better-auth's client, for the sign-in forms only (lazy chunks); screens read the session from lib/session.ts. */
export const authClient = createAuthClient({ basePath: '/api/auth' });

/**
 * Our server rewrites auth failures to `{error:{code,message}}`; better-fetch
 * spreads that body into its error object, so the code sits at `error.error.code`.
 */
export function authErrorCode(error: { status: number; error?: unknown } | null | undefined): ClientErrorCode | undefined {
  if (!error) return undefined;
  if (error.status === 0) return 'network';
  if (error.status === 429) return 'rate_limited';
  const code = (error.error as { code?: unknown } | undefined)?.code;
  return isErrorCode(code) ? code : undefined;
}
