/** The endpoints an app registers, read from Hono's own route list (what the fuzz suite must cover). */

/** What Hono keeps of a registration: `app.routes`. */
interface RegisteredRoute {
  method: string;
  path: string;
}

/** `"METHOD /path"`, the key a route table uses for one endpoint. */
export type EndpointKey = `${string} /${string}`;

function endpointKey(method: string, path: string): EndpointKey {
  return `${method.toUpperCase()} ${path}` as EndpointKey;
}

/** The method and the path of a key (`"GET /api/documents/:id"` → GET, /api/documents/:id). */
export function splitEndpointKey(key: EndpointKey): { method: string; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space), path: key.slice(space + 1) };
}

/**
 * The endpoints under `prefix`, each once, sorted. Hono lists every handler
 * of a route (a route with its own body limit appears twice) and every
 * `use()` as method ALL: an ALL on a wildcard path is middleware or a
 * catch-all that only answers "not found", not an endpoint. A method-bound
 * wildcard (`POST /api/auth/*`) is kept: it is a router mounted whole
 * (better-auth), whose endpoints a table must list some other way.
 */
export function registeredEndpoints(app: { routes: readonly RegisteredRoute[] }, prefix = '/api/'): EndpointKey[] {
  const keys = new Set<EndpointKey>();
  for (const { method, path } of app.routes) {
    if (!path.startsWith(prefix)) continue;
    if (method === 'ALL' && path.endsWith('*')) continue;
    keys.add(endpointKey(method, path));
  }
  return [...keys].sort();
}
