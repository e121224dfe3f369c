import { withTimeout } from '../db/unavailable.ts';
import { AppError } from '../http/errors.ts';
import type { Auth, SessionUser } from './auth.ts';

/** How long a verified session is trusted without asking the database again. */
export const sessionCacheMs = 5_000;
/** Longest wait for one session lookup (SESSION_LOOKUP_TIMEOUT_MS). */
export const defaultSessionLookupTimeoutMs = 5_000;
const maxEntries = 10_000;

const tokenCookie = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

interface Entry {
  user: SessionUser;
  until: number;
}

/**
 * Signed-in requests check their session once per few seconds instead of on
 * every call: History's list, search and autosave come in bursts. The key is
 * the whole signed cookie value, so only a value better-auth has verified
 * ever hits. Anything that changes sessions or users through /api/auth
 * (sign-out, password change, revocations, profile updates) empties the
 * cache of this process; another process sharing the database sees such a
 * change at most `sessionCacheMs` later. Without a session cookie there is no
 * lookup at all.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Lookups under way: concurrent requests with one cookie share one (no stampede when an entry expires). */
  private readonly pending = new Map<string, Promise<SessionUser | null>>();
  /** Bumped by clear(): a lookup that started before a sign-out must not store what it found. */
  private generation = 0;

  constructor(
    private readonly auth: Auth,
    private readonly ttlMs = sessionCacheMs,
    /** A lookup that takes longer fails with 503 and is forgotten, so the next request with the cookie asks afresh. */
    public lookupTimeoutMs = defaultSessionLookupTimeoutMs,
  ) {}

  async user(headers: Headers): Promise<SessionUser | null> {
    const key = tokenCookie.exec(headers.get('cookie') ?? '')?.[1];
    if (!key) return null;
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.user;
    let lookup = this.pending.get(key);
    if (!lookup) {
      const started = this.lookUp(key, headers).finally(() => {
        // Only this lookup: after a clear() a newer one may already be pending for the cookie.
        if (this.pending.get(key) === started) this.pending.delete(key);
      });
      lookup = started;
      this.pending.set(key, started);
    }
    return lookup;
  }

  private async lookUp(key: string, headers: Headers): Promise<SessionUser | null> {
    const generation = this.generation;
    const session = await this.withinBound(this.auth.api.getSession({ headers }));
    if (generation !== this.generation) return session?.user ?? null;
    if (!session) {
      this.entries.delete(key);
      return null;
    }
    if (this.ttlMs > 0) {
      if (this.entries.size >= maxEntries) this.entries.clear();
      this.entries.set(key, { user: session.user, until: Math.min(Date.now() + this.ttlMs, new Date(session.session.expiresAt).getTime()) });
    }
    return session.user;
  }

  /**
   * A lookup that never settles (a database link that stopped forwarding
   * bytes) must not stay the shared pending lookup of its cookie: every later
   * request with that cookie would wait on it forever. It fails after the
   * bound instead, and `finally` in user() forgets it.
   */
  private withinBound<T>(lookup: Promise<T>): Promise<T> {
    return withTimeout(lookup, this.lookupTimeoutMs, () => new AppError('service_unavailable', 'Checking the session took too long: the database is not answering.'));
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }
}

const caches = new WeakMap<Auth, SessionCache>();

/** The one cache of an auth instance (every router of an app shares it); createApp sets its lookup bound. */
export function sessionCacheFor(auth: Auth, options?: { lookupTimeoutMs: number }): SessionCache {
  let cache = caches.get(auth);
  if (!cache) {
    cache = new SessionCache(auth);
    caches.set(auth, cache);
  }
  if (options) cache.lookupTimeoutMs = options.lookupTimeoutMs;
  return cache;
}
