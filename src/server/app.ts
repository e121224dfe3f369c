import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import type { Auth } from './auth/auth.ts';
import { authRoutes } from './auth/routes.ts';
import { defaultSessionLookupTimeoutMs, sessionCacheFor } from './auth/session-cache.ts';
import { signInBackoff } from './auth/sign-in-backoff.ts';
import type { DatabaseHandle } from './db/client.ts';
import { databaseAvailability, databaseRetryAfterSeconds, databaseUnavailableMessage, isDatabaseUnavailable } from './db/unavailable.ts';
import { accountRoutes, avatarUploadPath } from './features/account/routes.ts';
import { deleteAccount } from './features/account/service.ts';
import { sessionRoutes } from './features/account/sessions.ts';
import { apiKeyRoutes } from './features/api-keys/routes.ts';
import { dictionaryRoutes } from './features/dictionary/routes.ts';
import { applicationRoutes } from './features/applications/routes.ts';
import { publicApiRoutes } from './features/public-api/routes.ts';
import { trialMails } from './features/account/trial-mails.ts';
import { adminRoutes } from './features/admin/routes.ts';
import { blogImageUploadPath } from './features/admin/content-routes.ts';
import { adminPageGuard } from './features/admin/page-guard.ts';
import { settingsRoutes } from './features/settings/routes.ts';
import type { Mailer } from './mail.ts';
import { createUsageCounter } from './preferences/usage.ts';
import { blogRoutes } from './features/blog/routes.ts';
import { chatRoutes } from './features/chat/routes.ts';
import { adminChatRoutes, type RecordAudit } from './features/chat/admin-routes.ts';
import { createLiveChat } from './features/chat/live.ts';
import { inboxChat } from './features/chat/team.ts';
import { recordAudit } from './features/admin/audit.ts';
import { openTicket } from './features/support/service.ts';
import { contactRoutes } from './features/contact/routes.ts';
import { documentImportPath, documentImportRoutes } from './features/documents/import-routes.ts';
import { chargedChooser } from './features/generation/quota.ts';
import { resumeImportPath, resumeImportRoutes } from './features/resume/import/import-routes.ts';
import type { Collab } from './features/documents/collab.ts';
import { documentRoutes } from './features/documents/routes.ts';
import { shareRoutes, sharesPath } from './features/documents/share-routes.ts';
import type { DoiLookupOptions } from './features/references/doi.ts';
import { retrievePassages } from './features/references/passages.ts';
import type { PassageSource } from './features/generation/evidence.ts';
import { attachmentTextPath, attachmentUploadPath, referenceImportPath, referenceRoutes } from './features/references/routes.ts';
import { paperRoutes } from './features/papers/routes.ts';
import { styleRoutes, userStylesPath } from './features/styles/routes.ts';
import { draftStore } from './features/documents/drafts.ts';
import type { TextProvider } from './features/generation/provider.ts';
import { generationRoutes } from './features/generation/routes.ts';
import { createChooseProvider } from './features/generation/provider-choice.ts';
import { userModelRoutes } from './features/generation/user-model-routes.ts';
import { createUserModels, type UserModelOptions } from './features/generation/user-models.ts';
import { healthPingTimeoutMs, healthRoutes } from './features/health/routes.ts';
import { resumeRoutes } from './features/resume/routes.ts';
import { supportRoutes } from './features/support/routes.ts';
import { AppError, codeForStatus, errorResponse } from './http/errors.ts';
import { readerLanguage } from './http/reader-language.ts';
import { crossSiteGuard } from './http/request-guard.ts';
import { inlineScriptHashes, securityHeaders } from './http/security.ts';
import { createShutdown, shutdownGate, type Shutdown } from './http/shutdown.ts';
import { createStaticSite } from './http/static-site.ts';
import type { Logger } from './logger.ts';
import type { RenderPool } from './typst/pool.ts';

export interface AppDeps {
  database: DatabaseHandle;
  /** Real-time co-editing (features/documents/collab.ts): told when a document's Markdown is saved by other means. */
  collab?: Pick<Collab, 'markdownChanged' | 'suggestionsPending'>;
  auth: Auth;
  logger: Logger;
  https: boolean;
  /** Proxies whose X-Forwarded-For names the client (rate limits). */
  trustedProxies: string[];
  /** Our own per-client limits on anonymous endpoints (auth has its own). */
  rateLimitEnabled: boolean;
  /** Typst in worker threads: resume previews and PDFs. */
  renderPool: RenderPool;
  /** Who writes drafts: the offline writer or a configured model. */
  provider: TextProvider;
  /** Users' own models: what the operator allows, the secrets keys are sealed with, the timeouts. */
  userModels: UserModelOptions;
  /** Product and security mails that features send themselves (auth sends its own). */
  mailer: Mailer;
  /** The address the app is reached at (links in mails). */
  publicUrl: string;
  /** Origins whose pages may change state through the API (PUBLIC_URL and its loopback twins). */
  trustedOrigins: string[];
  /** Longest wait for one session lookup (SESSION_LOOKUP_TIMEOUT_MS). */
  sessionLookupTimeoutMs?: number;
  /** Folder of the built SPA; without one only the API is served. */
  webDir?: string;
  /** Where DOI look-ups go (tests: a server on 127.0.0.1). */
  doiLookup?: DoiLookupOptions;
  /** The clock plans and quotas read (tests move it: a Pro trial ends by itself). */
  now?: () => Date;
  /** Signs the support chat's anonymous visitor cookie (the auth secret). */
  cookieSecret: string;
  /** The process stopping (main.ts begins it on SIGTERM): streams end with a last word, new requests answer 503. */
  shutdown?: Shutdown;
}

/**
 * The path without secrets: query strings are never logged (verification
 * links carry tokens there) and the reset-password link's token segment is masked.
 */
function loggablePath(path: string): string {
  return path.replace(/^(\/api\/auth\/reset-password\/)[^/]+/, '$1[token]');
}

/** Largest JSON body the API reads; routes that need less set their own limit. */
export const maxBodyBytes = 1024 * 1024;

export function createApp({ collab, database, auth, logger, https, webDir, trustedProxies, rateLimitEnabled, provider, userModels, renderPool, mailer, publicUrl, trustedOrigins, sessionLookupTimeoutMs, doiLookup, now, cookieSecret, shutdown = createShutdown() }: AppDeps) {
  const app = new Hono();
  sessionCacheFor(auth, { lookupTimeoutMs: sessionLookupTimeoutMs ?? defaultSessionLookupTimeoutMs });
  const databaseAnswers = databaseAvailability(() => database.ping(), healthPingTimeoutMs);

  app.use(requestId({ headerName: 'x-request-id' }));
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    // Routers that answer with a raw Response (auth) skip Hono's prepared headers.
    c.res.headers.set('x-request-id', c.get('requestId'));
    if (!logger.isLevelEnabled('info')) return;
    logger.info(
      { reqId: c.get('requestId'), method: c.req.method, path: loggablePath(c.req.path), status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  });
  app.use(securityHeaders({ https, scriptHashes: inlineScriptHashes(webDir) }));
  app.use(shutdownGate(shutdown));
  const jsonBodyLimit = bodyLimit({ maxSize: maxBodyBytes, onError: (c) => errorResponse(c, 'payload_too_large') });
  // The avatar upload is a picture, not JSON, and a reference import or a reference's
  // attached file or pasted text may be larger than 1 MB: their routes set their own
  // limits. A GET or HEAD body is never read; asking for it would build a full fetch
  // Request per call.
  const ownLimit = new Set([avatarUploadPath, referenceImportPath, documentImportPath, resumeImportPath, blogImageUploadPath, userStylesPath]);
  const setsOwnLimit = (path: string) => ownLimit.has(path) || attachmentUploadPath.test(path) || attachmentTextPath.test(path);
  app.use('/api/*', (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' || setsOwnLimit(c.req.path) ? next() : jsonBodyLimit(c, next)));
  app.use('/api/*', crossSiteGuard({ trustedOrigins, rawBodyPaths: [avatarUploadPath, blogImageUploadPath, attachmentUploadPath, referenceImportPath, documentImportPath, resumeImportPath, userStylesPath] }));
  app.use('/api/*', trialMails({ auth, db: database.db, mailer, logger, publicUrl, ...(now ? { now } : {}) }));

  app.route('/api/health', healthRoutes(database));
  // The admin plugin's own endpoints (set-role, impersonate-user, remove-user, …) would let an
  // ADMIN_EMAILS account make other admins, act as any user, or delete one without our cleanup:
  // administration goes through /api/admin only.
  app.all('/api/auth/admin/*', (c) => errorResponse(c, 'not_found'));
  app.post('/api/auth/sign-in/email', signInBackoff({ db: database.db, enabled: rateLimitEnabled }));
  app.route('/api/auth', authRoutes(auth, trustedProxies, databaseAnswers, now));
  app.route('/api/me/api-keys', apiKeyRoutes({ auth, db: database.db, ...(now ? { now } : {}) }));
  app.route('/api/me/dictionary', dictionaryRoutes({ auth, db: database.db }));
  app.route('/api/applications', applicationRoutes({ auth, db: database.db, ...(now ? { now } : {}) }));
  app.route('/api/me/sessions', sessionRoutes({ auth, db: database.db, ...(now ? { now } : {}) }));
  const ownModels = createUserModels(database.db, userModels);
  const choose = createChooseProvider({ operator: provider, userChoice: (userId) => ownModels.choiceFor(userId) });
  const chargedChoose = chargedChooser(database.db, choose, now ?? (() => new Date()));
  app.route('/api/me/model', userModelRoutes({ auth, userModels: ownModels, operatorModel: provider.kind !== 'offline' }));
  app.route('/api/me', accountRoutes({ auth, db: database.db, mailer, logger, rateLimitEnabled, ...(now ? { now } : {}) }));
  app.route('/api/settings', settingsRoutes({ auth, db: database.db }));
  const liveChat = createLiveChat({ stopping: shutdown.signal, ...(now ? { now: () => now().getTime() } : {}) });
  const audit: RecordAudit = (actor, entry) => recordAudit(database.db, actor, entry);
  app.route('/api/admin/chat', adminChatRoutes({ auth, db: database.db, live: liveChat, audit }));
  const chat = inboxChat({ db: database.db, live: liveChat, mailer, logger });
  app.route('/api/admin', adminRoutes({ auth, db: database.db, mailer, logger, publicUrl, deleteAccount, chat, ...(now ? { now } : {}) }));
  const countUsage = createUsageCounter(database.db, logger);
  const formDeps = { auth, db: database.db, rateLimitEnabled, trustedProxies };
  app.route('/api/contact', contactRoutes(formDeps));
  app.route('/api/support', supportRoutes(formDeps));
  app.route('/api/chat', chatRoutes({ ...formDeps, live: liveChat, cookieSecret, https, openTicket: (input, userId) => openTicket(database.db, input, userId) }));
  app.route('/api/blog', blogRoutes(database.db));
  app.route(documentImportPath, documentImportRoutes({ auth, db: database.db, rateLimitEnabled, countUsage }));
  app.route(sharesPath, shareRoutes({ auth, db: database.db, rateLimitEnabled, trustedProxies }));
  app.route('/api/documents', documentRoutes({ auth, db: database.db, renderPool, countUsage, mailer, logger, publicUrl, ...(now ? { now } : {}), ...(collab ? { contentChanged: (id, markdown) => collab.markdownChanged(id, markdown), suggestionsPending: (id) => collab.suggestionsPending(id) } : {}) }));
  app.route('/api/papers', paperRoutes({ auth, db: database.db, renderPool }));
  app.route(userStylesPath, styleRoutes({ auth, db: database.db }));
  app.route('/api/references', referenceRoutes({ auth, db: database.db, rateLimitEnabled, ...(doiLookup ? { doiLookup } : {}) }));
  app.route(resumeImportPath, resumeImportRoutes({ auth, db: database.db, rateLimitEnabled, chooseModel: chargedChoose }));
  app.route('/api/resume', resumeRoutes({ auth, renderPool, db: database.db, rateLimitEnabled, choose: chargedChoose }));
  // Drafts are saved by the documents feature, for the browser's generators and the public API alike.
  const drafts = draftStore(database.db);
  // Drafts from an outline quote the passages of the sources' attached texts.
  const passages: PassageSource = { retrieve: (userId, input) => retrievePassages(database.db, userId, input) };
  app.route('/api/generate', generationRoutes({ auth, db: database.db, logger, provider, choose, userModels: userModels.policy, drafts, passages, countUsage, stopping: shutdown.signal, ...(now ? { now } : {}) }));
  // The public API: the same services, by API key.
  app.route('/api/v1', publicApiRoutes({ db: database.db, rateLimitEnabled, renderPool, generation: { provider, choose, drafts, passages, logger, stopping: shutdown.signal }, countUsage, ...(now ? { now } : {}) }));

  app.all('/api/*', (c) => errorResponse(c, 'not_found'));

  if (webDir) {
    const site = createStaticSite(webDir);
    app.on(['GET', 'HEAD'], ['/admin', '/admin/*'], adminPageGuard(auth, (c) => site.handle(c)));
    app.on(['GET', 'HEAD'], '*', (c) => site.handle(c));
  }

  app.notFound((c) => errorResponse(c, 'not_found'));
  app.onError(async (error, c) => {
    if (error instanceof AppError) {
      if (error.retryAt) c.header('retry-after', String(Math.max(1, Math.ceil((Date.parse(error.retryAt) - Date.now()) / 1000))));
      else if (error.status === 503) c.header('retry-after', String(databaseRetryAfterSeconds));
      // A failed check is worded in the reader's language; every other message stays as thrown.
      const message = error.wording ? error.wording(await readerLanguage(c, database.db)) : error.message;
      return errorResponse(c, error.code, message, error.field, error.retryAt, error.reason);
    }
    if (error instanceof HTTPException && error.status < 500) return errorResponse(c, codeForStatus(error.status), error.message);
    // A database that is down, slow, busy or gone is a 503 the client may retry, not a bug.
    // Libraries that hide the cause (better-auth's own 500) are checked by asking the database.
    if (isDatabaseUnavailable(error) || !(await databaseAnswers())) {
      logger.warn({ reqId: c.get('requestId'), err: { name: error.name, message: error.message } }, 'database unavailable');
      c.header('retry-after', String(databaseRetryAfterSeconds));
      return errorResponse(c, 'service_unavailable', databaseUnavailableMessage);
    }
    logger.error({ reqId: c.get('requestId'), err: { name: error.name, message: error.message, stack: error.stack } }, 'unhandled error');
    return errorResponse(c, 'internal');
  });

  return app;
}
