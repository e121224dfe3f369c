import { useSyncExternalStore } from 'react';
import type { TrialStatus } from '../../shared/plans.ts';
import { forgetEarly } from './early-data.ts';

/** The signed-in user as the server's session endpoint reports it. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  image?: string | null;
  /** The plan that applies now: Pro during the trial (the server decides; src/server/auth/routes.ts). */
  plan?: string | null;
  trial?: TrialStatus;
  /** Two-factor sign-in is on (better-auth's twoFactor plugin). */
  twoFactorEnabled?: boolean | null;
}

export interface SessionState {
  data: { user: SessionUser } | null;
  isPending: boolean;
}

/**
 * The session for every screen, without the auth client library in the
 * entry bundle: one GET of better-auth's own session endpoint, shared by all
 * subscribers, refreshed when the tab becomes visible again. The sign-in
 * page posts its own request (features/auth/sign-in.ts), sign-up and the
 * account forms use better-auth's client (lazy chunks); all then call
 * refetchSession().
 */
const serverSnapshot: SessionState = { data: null, isPending: true };
// The very object a prerendered page was hydrated with until the session
// arrives: a copy would differ and make React re-render every subscriber at once.
let state: SessionState = serverSnapshot;
const listeners = new Set<() => void>();
let inFlight: Promise<void> | undefined;
let lastFetch = 0;
// While a prerendered page is being hydrated, the first answer waits here
// (holdSession / releaseSession). A store change under a hydration makes
// React finish that hydration in one uninterruptible render; once the page is
// hydrated, the change re-renders only the components that read the session.
let holding = false;
let held: SessionState | undefined;

function set(next: SessionState) {
  // Answers asked for early belong to the user who was signed in then.
  if (next.data?.user.id !== state.data?.user.id && !state.isPending) forgetEarly();
  state = next;
  for (const listener of listeners) listener();
}

function arrive(next: SessionState) {
  if (holding) held = next;
  else set(next);
}

/** Keeps the session's next answer from the page until releaseSession() (main.tsx, while it hydrates a prerendered page). */
export function holdSession(): void {
  holding = true;
}

/** Passes on the answer held since holdSession(), if any (the layout, once the page is hydrated). */
export function releaseSession(): void {
  holding = false;
  const next = held;
  held = undefined;
  if (next) set(next);
}

/**
 * Back to the state of a page that has not asked yet. Component tests share
 * one module graph across files (vitest's isolate: false), so each file
 * starts from here (src/web/testing/setup.ts).
 */
export function forgetSession(): void {
  state = serverSnapshot;
  inFlight = undefined;
  lastFetch = 0;
  holding = false;
  held = undefined;
  forgetEarly();
}

export function refetchSession(): Promise<void> {
  inFlight ??= (async () => {
    try {
      const res = await fetch('/api/auth/get-session', { credentials: 'same-origin', headers: { accept: 'application/json' } });
      const body = res.ok ? ((await res.json()) as { user?: SessionUser } | null) : null;
      arrive({ data: body?.user ? { user: body.user } : null, isPending: false });
    } catch {
      // Offline: keep what we knew, but stop showing a spinner forever.
      arrive({ ...state, isPending: false });
    } finally {
      lastFetch = Date.now();
      inFlight = undefined;
    }
  })();
  return inFlight;
}

/**
 * Calls `then` once, as soon as the session is known (at once if it is):
 * synchronously inside the update that brings it, before React renders
 * anything for it. main.tsx starts a screen's first request there, so it is
 * under way before the screen's own query looks for it.
 */
export function onceSessionKnown(then: (session: SessionState) => void): void {
  if (!state.isPending) {
    then(state);
    return;
  }
  const listener = () => {
    if (state.isPending) return;
    listeners.delete(listener);
    then(state);
  };
  listeners.add(listener);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (state.isPending && !inFlight && !held) void refetchSession();
  return () => listeners.delete(listener);
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastFetch > 30_000) void refetchSession();
  });
}

export function useSession(): SessionState & { refetch: () => Promise<void> } {
  const snapshot = useSyncExternalStore(subscribe, () => state, () => serverSnapshot);
  return { ...snapshot, refetch: refetchSession };
}

/** better-auth's sign-out (it wants a JSON body); the session then reads as signed out. */
export async function signOut(): Promise<void> {
  await fetch('/api/auth/sign-out', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  }).catch(() => undefined);
  set({ data: null, isPending: false });
}
