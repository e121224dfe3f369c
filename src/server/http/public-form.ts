import { bodyLimit } from 'hono/body-limit';
import type { Auth } from '../auth/auth.ts';
import type { Database } from '../db/client.ts';
import { errorResponse } from './errors.ts';

/** What an anonymous form endpoint (contact, support ticket) needs. */
export interface PublicFormDeps {
  auth: Auth;
  db: Database;
  rateLimitEnabled: boolean;
  trustedProxies: string[];
}

/** A small form needs a small body: 5,000 characters of message plus fields. */
export const formBodyLimit = bodyLimit({ maxSize: 32 * 1024, onError: (c) => errorResponse(c, 'payload_too_large') });

/** Anonymous forms: 5 submissions per client per 10 minutes. */
export const formRateRule = { max: 5, windowSeconds: 600 } as const;
