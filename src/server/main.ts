import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/lock.ts';
import { DatabaseUnreachableError } from './db/unreachable.ts';
import { createLogger } from './logger.ts';
import { startRuntime } from './server.ts';

/**
 * How a stop unfolds, from the signal (docs/decisions/0040-shutdown-streams-and-exports.md):
 * generation streams end at once with a last `error` event, their drafts saved; exports
 * rendering get until `rendersMs`, then answer 503 with Retry-After; at `connectionsMs` any
 * connection still open is closed; the process has exited by `exitMs`, inside the 10 s an
 * orchestrator waits between SIGTERM and SIGKILL, with the database closed and the data
 * folder unlocked.
 */
const shutdownBounds = { rendersMs: 7_000, connectionsMs: 8_500, exitMs: 9_500 };
// Node closes an idle keep-alive connection after 5 s by default. A client that reuses it just
// then (browsers, scripts with a keep-alive agent, a proxy in front) meets a reset instead of an
// answer. Idle connections are cheap; keep them longer than the common 60 s of proxies and agents.
const keepAliveTimeoutMs = 65_000;

async function main(): Promise<void> {
  const bootStarted = performance.now();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);

  let runtime;
  try {
    runtime = await startRuntime(config, logger);
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof DatabaseUnreachableError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const server = serve({ fetch: runtime.app.fetch, port: config.port, hostname: config.host }, (info) => {
    const url = config.port === 0 ? config.publicUrl.replace(/:\d+$/, `:${info.port}`) : config.publicUrl;
    logger.info({ port: info.port, database: runtime.database.kind, bootMs: Math.round(performance.now() - bootStarted) }, 'listening');
    console.log(`Inkwell is running at ${url}`);
  }) as Server;
  server.keepAliveTimeout = keepAliveTimeoutMs;
  // Real-time co-editing shares the app's port: its socket is the one upgrade the server takes.
  server.on('upgrade', (request, socket, head) => {
    if (!runtime.collab.upgrade(request, socket, head as Buffer)) socket.destroy();
  });
  server.once('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${config.port} is already in use. Stop the program using it, or start Inkwell with another PORT.`
        : `Inkwell could not listen on ${config.host}:${config.port}: ${error.message}`,
    );
    void runtime.close().finally(() => process.exit(1));
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    runtime.shutdown.begin();
    const later = (ms: number, work: () => void) => setTimeout(work, ms).unref();
    later(shutdownBounds.rendersMs, () => void runtime.stopRendering());
    later(shutdownBounds.connectionsMs, () => server.closeAllConnections());
    later(shutdownBounds.exitMs, () => {
      logger.error('shutdown did not finish in time');
      process.exit(1);
    });
    // A connection whose answer began before the signal (a stream) had no `Connection: close`
    // to send: once its answer ends it sits idle, and close() would wait for it until the bound.
    setInterval(() => server.closeIdleConnections(), 200).unref();
    // close() stops accepting and resolves once in-flight requests have finished.
    server.close(() => {
      runtime
        .close()
        .then(() => {
          logger.info('stopped');
          process.exit(0);
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, 'error while closing the database');
          process.exit(1);
        });
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Inkwell failed to start:', error);
  process.exit(1);
});
