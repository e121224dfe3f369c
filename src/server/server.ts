import path from 'node:path';
import { startReminderSweeps } from './features/applications/reminders.ts';
import { createAuth } from './auth/auth.ts';
import { resolveAuthSecret } from './auth/secret.ts';
import { createApp } from './app.ts';
import { offsetClock } from './clock.ts';
import { applyAdminList } from './features/admin/service.ts';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { lockDataDir } from './db/lock.ts';
import { DatabaseUnreachableError } from './db/unreachable.ts';
import type { Logger } from './logger.ts';
import { createMailer } from './mail.ts';
import { webDistDir } from './paths.ts';
import { seedBlog } from './features/blog/service.ts';
import { seedDemoAccount } from './seed/demo.ts';
import { providerFor } from './features/generation/provider-for.ts';
import { userModelOptionsFor } from './features/generation/user-models.ts';
import { parsePool } from './parsing/pool.ts';
import { RenderPool } from './typst/pool.ts';
import { createShutdown, type Shutdown } from './http/shutdown.ts';
import { createCollab, type Collab } from './features/documents/collab.ts';

export interface Runtime {
  app: ReturnType<typeof createApp>;
  database: DatabaseHandle;
  /** Begun by main.ts on SIGTERM: generation streams end with a last event, new requests answer 503. */
  shutdown: Shutdown;
  /** Stops the render and parse workers: exports still rendering and files still being read answer 503 with Retry-After. */
  stopRendering(): Promise<void>;
  /** Real-time co-editing: main.ts hands it the socket upgrades. */
  collab: Collab;
  /** Closes the database and releases the data-folder lock. */
  close(): Promise<void>;
}

/**
 * Everything between the config and a listening socket: lock, database,
 * migrations, auth, seed, app. main.ts adds the socket and signals.
 */
export async function startRuntime(config: Config, logger: Logger): Promise<Runtime> {
  // PGlite is single-process: take the folder before opening it.
  const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  let database: DatabaseHandle | undefined;
  try {
    const timeouts = { connectMs: config.database.connectTimeoutMs, statementMs: config.database.statementTimeoutMs, queueMs: config.database.queueTimeoutMs };
    database = await openDatabase(
      config.databaseUrl
        ? {
            kind: 'postgres',
            url: config.databaseUrl,
            timeouts,
            onIdleClientError: (error) => logger.warn({ err: { message: error.message } }, 'database connection lost; the pool reconnects'),
          }
        : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite'), timeouts },
    );
    try {
      await database.migrate();
    } catch (error) {
      if (config.databaseUrl) throw new DatabaseUnreachableError(config.databaseUrl, config.database.connectTimeoutMs, error);
      throw error;
    }
    const secret = resolveAuthSecret(config.authSecret, config.dataDir);
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
    const auth = createAuth({ config, secret, db: database.db, mailer, logger });
    await applyAdminList(database.db, config.adminEmails);
    if (config.seedDemo) await seedDemoAccount({ auth, db: database.db, logger });
    const seeded = await seedBlog(database.db);
    if (seeded > 0) logger.info({ posts: seeded }, 'blog seeded');
    const renderPool = new RenderPool();
    const shutdown = createShutdown();
    const collab = createCollab({ db: database.db, auth, logger, trustedOrigins: config.trustedOrigins, publicUrl: config.publicUrl, ...(config.redisUrl ? { redisUrl: config.redisUrl } : {}) });
    const app = createApp({
      collab,
      shutdown,
      cookieSecret: secret,
      database,
      auth,
      logger,
      https: config.secureCookies,
      webDir: webDistDir,
      trustedProxies: config.trustedProxies,
      rateLimitEnabled: config.rateLimitEnabled,
      provider: providerFor(config),
      userModels: userModelOptionsFor(config, secret),
      renderPool,
      mailer,
      publicUrl: config.publicUrl,
      trustedOrigins: config.trustedOrigins,
      sessionLookupTimeoutMs: config.database.sessionLookupTimeoutMs,
      ...(config.clockOffsetFile ? { now: offsetClock(config.clockOffsetFile) } : {}),
    });
    // Follow-up reminders of the job-application tracker, until the shutdown begins.
    startReminderSweeps({ db: database.db, mailer, logger, publicUrl: config.publicUrl, signal: shutdown.signal });
    const db = database;
    return {
      app,
      database: db,
      shutdown,
      collab,
      // The parse pool belongs to the process, so only the process's shutdown stops it.
      stopRendering: () => Promise.all([renderPool.close(), parsePool.close()]).then(() => undefined),
      async close() {
        await collab.close();
        await renderPool.close();
        await db.close();
        lock?.release();
      },
    };
  } catch (error) {
    await database?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}
