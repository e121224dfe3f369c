/**
 * A screen's first request, sent while the screen's own script is still on
 * its way. A signed-in screen used to ask for its data only once its script
 * (and the files that script imports) had arrived and it had mounted; on a
 * slow link that is a round trip or more after the session is known.
 * main.tsx starts the request as soon as the session says someone is signed
 * in, and the screen's query reads that answer instead of asking again.
 *
 * This module is in the entry script: it holds no list of filters or types
 * (those live with zod in shared/documents.ts, which the entry must not load),
 * only the one request a plain visit of the screen makes.
 */

/** How long an answer asked for early is worth reading: the screen mounts well within it, or not at all. */
const freshMs = 10_000;

const early = new Map<string, { response: Promise<Response>; at: number }>();

/** The signed-in user's settings: every page applies their theme and language, and Settings and the generators show them. */
export const settingsPath = '/api/settings';

/**
 * The request a visit of `location` makes first, when it is known before the
 * screen's script runs: History's first page with nothing in the address to
 * filter, search or sort it (`/api/documents`, the path `useDocumentList`
 * builds for that list). Anything else: null.
 */
export function firstRequestOf(location: { pathname: string; search: string }): string | null {
  if (location.pathname.replace(/\/+$/, '') !== '/history') return null;
  const params = new URLSearchParams(location.search);
  return ['q', 'type', 'sort'].some((key) => params.get(key)) ? null : '/api/documents';
}

/** Sends the GET the screen would send (same-origin cookies, JSON), and keeps its answer for takeEarly. */
export function startEarly(path: string): void {
  const response = fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  // Read later or never: a network error here must not surface as an unhandled rejection.
  response.catch(() => undefined);
  early.set(path, { response, at: Date.now() });
}

/** The answer startEarly asked for `path`, once and while fresh; otherwise undefined (the caller fetches). */
export function takeEarly(path: string): Promise<Response> | undefined {
  const entry = early.get(path);
  early.delete(path);
  return entry && Date.now() - entry.at < freshMs ? entry.response : undefined;
}

/**
 * A copy of the answer startEarly asked for `path`, leaving the answer itself
 * for the screen's query (takeEarly): for a second reader of the same request,
 * the saved preferences every page applies, so that a screen that also shows
 * the settings asks for them once. Undefined when there is none or it is no
 * longer fresh (the caller fetches).
 */
export function shareEarly(path: string): Promise<Response> | undefined {
  const entry = early.get(path);
  if (!entry || Date.now() - entry.at >= freshMs) return undefined;
  // Registered before any taker's reader (takeEarly removes the entry), so the
  // copy is made before that reader uses the body.
  return entry.response.then((response) => response.clone());
}

/**
 * Drops every answer asked for early. Called on a change (any request that is
 * not a GET), when the signed-in user changes and when the visit leaves the
 * screen it started on (main.tsx), so a screen that mounts later never shows
 * a list from before an edit or another user's.
 */
export function forgetEarly(): void {
  early.clear();
}

/**
 * A router listener (main.tsx): an answer asked for early serves the screen
 * the visit started on. Once the visitor has gone elsewhere, where a document
 * may be written by other means than api() (a generation's stream), it could
 * be stale by the time they come back, so it is dropped.
 */
export function forgetOnLeaving(startPath: string): (state: { location: { pathname: string } }) => void {
  return ({ location }) => {
    if (location.pathname !== startPath) forgetEarly();
  };
}
