import type { createAuthMiddleware } from 'better-auth/api';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail.ts';
import type { Language } from '../../shared/settings.ts';

/** What better-auth hands a `hooks.before` / `hooks.after` middleware (auth.ts wires ours). */
export type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** What our auth hooks need besides the request. */
export interface AuthHookDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** A user's mail language: their setting, else the request's. */
  mailLanguage: (userId: string, request: Request | undefined) => Promise<Language>;
  publicUrl: string;
}
