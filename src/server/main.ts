import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/lock.ts';
import { DatabaseUnreachableError } from './db/unreachable.ts';
import { createLogger } from './logger.ts';
import { startRuntime } from './server.ts';

const shutdownGraceMs = 10_000;
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
    const force = setTimeout(() => server.closeAllConnections(), shutdownGraceMs);
    force.unref();
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
