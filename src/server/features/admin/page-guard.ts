import type { Context } from 'hono';
import type { Auth } from '../../auth/auth.ts';
import { awaitsAdminVerification, hasAdminRights } from '../../auth/administrators.ts';
import { sessionCacheFor } from '../../auth/session-cache.ts';

/**
 * GET /admin and /admin/*: the console's page exists only for administrators.
 * Anyone else (signed out, or signed in without the role) gets the same SPA
 * shell with status 404, where the browser router renders "page not found",
 * so the answer does not tell a console is there. The 404 is never cached:
 * the same URL answers differently for different sessions.
 */
export function adminPageGuard(auth: Auth, serve: (c: Context) => Response) {
  const sessions = sessionCacheFor(auth);
  return async (c: Context): Promise<Response> => {
    const user = await sessions.user(c.req.raw.headers);
    // A listed account that has not verified its address gets the page too: it asks them to.
    const isAdmin = user !== null && (hasAdminRights(user) || awaitsAdminVerification(user));
    const answer = serve(c);
    // Never a 304 either: a copy cached under another session must not stand in for this answer.
    if (answer.status !== 200) return new Response(isAdmin ? null : 'Not found', { status: isAdmin ? answer.status : 404, headers: { 'cache-control': 'private, no-store' } });
    const headers = new Headers(answer.headers);
    headers.set('cache-control', 'private, no-store');
    headers.delete('etag');
    return new Response(answer.body, { status: isAdmin ? 200 : 404, headers });
  };
}
