import type { Auth } from '../../auth/auth.ts';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../../mail.ts';
import type { InboxChat } from './inbox.ts';

/**
 * What every admin route gets (app.ts). In a file of its own so that the
 * console's sub-routers (users-routes.ts, content-routes.ts) need nothing
 * from routes.ts, which mounts them.
 */
export interface AdminDeps {
  auth: Auth;
  db: Database;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  now?: () => Date;
  /** Delete Account's own deletion (features/account), handed in by app.ts: an administrator's delete removes exactly the same rows. */
  deleteAccount: (db: Database, user: { id: string; email: string }) => Promise<string>;
  /** The support chat's conversations in the inbox (features/chat, handed in by app.ts). */
  chat: InboxChat;
}
