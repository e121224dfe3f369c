// DOI look-up: the one place the server reaches the internet, and only when
// a user asks. Without a network it says so (503 lookup_unavailable) and the
// user types the reference instead.
import { kindOf, type DoiLookupResult } from '../../../shared/references.ts';
import { bodyBytesAtMost } from '../../http/bounded-body.ts';
import { AppError } from '../../http/errors.ts';
import { parsePool, parsedOffLoop } from '../../parsing/pool.ts';

export interface DoiLookupOptions {
  /** Where DOIs resolve (default https://doi.org/); tests point it at a server on 127.0.0.1. */
  resolver?: string;
  fetch?: typeof fetch;
  /** The whole look-up, redirects and body included (default 5 s). */
  timeoutMs?: number;
  /** Largest answer read (default 200 KB). */
  maxBytes?: number;
}

const defaults = { resolver: 'https://doi.org/', timeoutMs: 5_000, maxBytes: 200 * 1024 };
const maxRedirects = 5;

const unavailable = () => new AppError('lookup_unavailable');

/** The body as text, refusing to read more than `max` bytes. */
async function boundedText(response: Response, max: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > max) throw new AppError('lookup_failed');
  const bytes = await bodyBytesAtMost(response, max);
  if (!bytes) throw new AppError('lookup_failed');
  return new TextDecoder().decode(bytes);
}

/**
 * The DOI's metadata as CSL-JSON (content negotiation at the resolver), as a
 * form prefill. Redirects are followed by hand, to https only. Unreachable or
 * too slow → 503 lookup_unavailable; an unknown DOI → 404; an answer we cannot
 * read → 502 lookup_failed.
 */
export async function lookupDoi(doi: string, options: DoiLookupOptions = {}): Promise<DoiLookupResult> {
  const { resolver, timeoutMs, maxBytes } = { ...defaults, ...options };
  const get = options.fetch ?? fetch;
  const signal = AbortSignal.timeout(timeoutMs);
  let url = new URL(doi.split('/').map(encodeURIComponent).join('/'), resolver);
  try {
    for (let hop = 0; ; hop++) {
      const response = await get(url, { headers: { accept: 'application/vnd.citationstyles.csl+json' }, redirect: 'manual', signal });
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        const location = response.headers.get('location');
        const next = location ? new URL(location, url) : undefined;
        if (!next || next.protocol !== 'https:' || hop >= maxRedirects) throw new AppError('lookup_failed');
        url = next;
        continue;
      }
      if (response.status === 404) {
        await response.body?.cancel();
        throw new AppError('not_found', `No work has the DOI ${doi}.`);
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new AppError('lookup_failed');
      }
      const text = await boundedText(response, maxBytes);
      // Read in a parse worker: the event loop only waits.
      const item = await parsedOffLoop(parsePool.run('readDoiAnswer', { text }));
      if (!item) throw new AppError('lookup_failed');
      if (!item.DOI) item.DOI = doi;
      return { kind: kindOf(item), item };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Refused, no route, no DNS, reset, timed out: all mean "no network" to the user.
    throw unavailable();
  }
}
