import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import type { SignedInSession, SignedInSessions } from '../../../shared/account-security.ts';
import type { Auth } from '../../auth/auth.ts';
import { requireUser, type AuthVariables } from '../../auth/require-user.ts';
import { describeDevice } from '../../auth/security-hooks.ts';
import { sessionCacheFor } from '../../auth/session-cache.ts';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

/** The user's unexpired sessions, most recently active first; never a token (the bearer secret) in what it returns. */
async function listSessions(db: Database, userId: string, currentSessionId: string | null, now: Date): Promise<SignedInSession[]> {
  const rows = await db
    .select({ id: sessions.id, userAgent: sessions.userAgent, ipAddress: sessions.ipAddress, createdAt: sessions.createdAt, updatedAt: sessions.updatedAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    ...describeDevice(row.userAgent),
    ipAddress: row.ipAddress || null,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
    current: row.id === currentSessionId,
  }));
}

/** Ends one session of the user; false when there is none with that id (another user's included). */
async function revokeSession(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

/** Ends every session of the user except `keepSessionId`; returns how many ended. */
async function revokeOtherSessions(db: Database, userId: string, keepSessionId: string): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return deleted.length;
}

/** better-auth's session ids are 32 letters and digits; anything else names no session. */
const sessionIdPattern = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * `/api/me/sessions`: the account's signed-in sessions (Settings › Security).
 * Sessions are addressed by their row id, which is not the token the cookie
 * carries, so listing them hands no page script a way to act as them.
 */
export function sessionRoutes(deps: { auth: Auth; db: Database; now?: () => Date }) {
  const { auth, db } = deps;
  const now = deps.now ?? (() => new Date());
  const cache = sessionCacheFor(auth);
  /** The session row behind this request's cookie (requireUser has checked the cookie already). */
  const currentSessionId = async (headers: Headers): Promise<string | null> => (await auth.api.getSession({ headers }))?.session.id ?? null;

  return new Hono<{ Variables: AuthVariables }>()
    .use(requireUser(auth))
    .get('/', async (c) => {
      const current = await currentSessionId(c.req.raw.headers);
      const body: SignedInSessions = { sessions: await listSessions(db, c.get('user').id, current, now()) };
      c.header('cache-control', 'private, no-store');
      return c.json(body);
    })
    // Every session but this one.
    .post('/revoke-others', async (c) => {
      const current = await currentSessionId(c.req.raw.headers);
      if (!current) throw new AppError('unauthorized');
      const revoked = await revokeOtherSessions(db, c.get('user').id, current);
      // A cached session must not outlive its row: the revoked cookies get 401 on their next request.
      cache.clear();
      return c.json({ revoked });
    })
    .delete('/:id', async (c) => {
      const id = c.req.param('id');
      // Another user's session answers exactly like one that does not exist.
      if (!sessionIdPattern.test(id) || !(await revokeSession(db, c.get('user').id, id))) throw new AppError('not_found');
      cache.clear();
      return c.body(null, 204);
    });
}
