import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';

/**
 * How each request to `pathname` ended, as the browser's network log shows
 * it: 'finished', or the error a failed one reports (net::ERR_ABORTED …).
 * A finished draft must never look like a failed request.
 */
export function watchRequestEnds(page: Page, pathname: string) {
  const ends: string[] = [];
  const matches = (request: Request) => new URL(request.url()).pathname === pathname;
  page.on('requestfinished', (request) => void (matches(request) && ends.push('finished')));
  page.on('requestfailed', (request) => void (matches(request) && ends.push(request.failure()?.errorText ?? 'failed')));
  return {
    /** The ends of the first `count` requests, once the browser has reported each of them. */
    async first(count: number): Promise<string[]> {
      await expect.poll(() => ends.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
      return ends.slice(0, count);
    },
  };
}
