import { createMiddleware } from 'hono/factory';
import { errorBody } from './errors.ts';

/**
 * The seconds a client is told to wait before trying again while the server
 * restarts: long enough for a new process to open the data folder, short
 * enough that a user who clicks again is not kept waiting.
 */
export const restartRetryAfterSeconds = 5;

/** What a client reads when its request meets a server that is stopping. */
export const restartingMessage = 'The server is restarting. Please try again in a few seconds.';

/**
 * The server's shutdown as the app sees it (docs/decisions/0040-shutdown-streams-and-exports.md):
 * `signal` aborts when SIGTERM or SIGINT arrives, so work that would outlive
 * the process (a generation stream) ends itself with a last word to its
 * client instead of being cut by a reset.
 */
export interface Shutdown {
  readonly signal: AbortSignal;
  readonly stopping: boolean;
  /** Starts the shutdown (once; later calls do nothing). */
  begin(): void;
}

export function createShutdown(): Shutdown {
  const controller = new AbortController();
  return {
    signal: controller.signal,
    get stopping() {
      return controller.signal.aborted;
    },
    begin() {
      controller.abort();
    },
  };
}

/**
 * While the server stops, a request that arrives on a connection still open
 * answers 503 `service_unavailable` with `Retry-After` rather than starting
 * work the process would cut; every answer, those of requests already in
 * flight included, carries `Connection: close`, so no keep-alive connection
 * outlives its last answer and holds the shutdown up.
 */
export function shutdownGate(shutdown: Shutdown) {
  return createMiddleware(async (c, next) => {
    if (shutdown.stopping) {
      return new Response(JSON.stringify(errorBody('service_unavailable', restartingMessage)), {
        status: 503,
        headers: { 'content-type': 'application/json', 'retry-after': String(restartRetryAfterSeconds), 'cache-control': 'no-store', connection: 'close' },
      });
    }
    await next();
    if (shutdown.stopping) c.res.headers.set('connection', 'close');
  });
}
