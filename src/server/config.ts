import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .string()
  .transform((v) => v.trim().toLowerCase())
  .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { message: 'must be one of true, false, 1, 0, yes, no, on, off' }))
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const postgresUrl = z
  .string()
  .refine((v) => /^postgres(ql)?:\/\/.+/.test(v), { message: 'must be a postgres:// or postgresql:// URL' });

const milliseconds = z.coerce
  .number({ message: 'must be a number of milliseconds' })
  .int({ message: 'must be a whole number' })
  .min(100, { message: 'must be at least 100' })
  .max(3_600_000, { message: 'must be at most 3600000' });

const envSchema = z
  .object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .min(0, { message: 'must be between 0 and 65535' })
    .max(65535, { message: 'must be between 0 and 65535' })
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  REDIS_URL: z
    .string()
    .refine((v) => /^rediss?:\/\/.+/.test(v), { message: 'must be a redis:// or rediss:// URL' })
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, hostname: z.regexes.hostname, message: 'must be an absolute http(s) URL' }).optional(),
  AUTH_SECRET: z.string().min(32, { message: 'must be at least 32 characters long' }).optional(),
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\/.+/.test(v), { message: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Inkwell <no-reply@inkwell.localhost>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: booleanFlag.default(true),
  REQUIRE_EMAIL_VERIFICATION: booleanFlag.default(false),
  RATE_LIMIT_ENABLED: booleanFlag.default(true),
  TRUSTED_PROXIES: z.string().optional(),
  ADMIN_EMAILS: z.string().optional(),
  LLM_BASE_URL: z.url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL, e.g. http://127.0.0.1:11434/v1' }).optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_HEADERS_TIMEOUT_MS: milliseconds.default(30_000),
  LLM_CHUNK_TIMEOUT_MS: milliseconds.default(30_000),
  LLM_TOTAL_TIMEOUT_MS: milliseconds.default(300_000),
  LLM_MAX_RETRIES: z.coerce.number({ message: 'must be a number' }).int({ message: 'must be a whole number' }).min(0).max(5, { message: 'must be between 0 and 5' }).default(2),
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds.default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds.default(5_000),
  PGLITE_QUEUE_TIMEOUT_MS: milliseconds.default(1_000),
  SESSION_LOOKUP_TIMEOUT_MS: milliseconds.default(5_000),
  /** Whether users may connect their own model, and to which addresses (docs/configuration.md). */
  USER_MODELS: z.enum(['off', 'public', 'any'], { message: 'must be off, public or any' }).default('public'),
  /** Encrypts users' model keys at rest; without it a key is derived from AUTH_SECRET (docs/configuration.md). */
  ENCRYPTION_KEY: z.string().min(32, { message: 'must be at least 32 characters long' }).optional(),
  /** Tests of time-based behaviour only (the trial's end): a file whose number of milliseconds is added to the clock (docs/configuration.md). */
  CLOCK_OFFSET_FILE: z.string().optional(),
  OFFLINE_WRITER_PACE_MS: z.coerce.number({ message: 'must be a number' }).int().min(0).max(1000, { message: 'must be between 0 and 1000' }).default(15),
  })
  .refine((e) => !e.LLM_BASE_URL || e.LLM_MODEL, { message: 'is required with a model server URL: the model name, e.g. llama3.1', path: ['LLM_MODEL'] });

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Redis shared by several processes for real-time co-editing; undefined: one process serves every editing session. */
  redisUrl: string | undefined;
  publicUrl: string;
  /** Origins allowed to call the auth API (the public URL and its loopback twins). */
  trustedOrigins: string[];
  secureCookies: boolean;
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  seedDemo: boolean;
  requireEmailVerification: boolean;
  rateLimitEnabled: boolean;
  /** Accounts with these emails are administrators (they can set plans, read usage counters, send update emails). */
  adminEmails: string[];
  trustedProxies: string[];
  /** An OpenAI-compatible model server; without one the built-in offline writer drafts. */
  llm:
    | { baseUrl: string; apiKey: string | undefined; model: string; headersTimeoutMs: number; chunkTimeoutMs: number; totalTimeoutMs: number; maxRetries: number }
    | undefined;
  /** The LLM_* timeouts and retries, for users' own models too. */
  modelTimeouts: { headersTimeoutMs: number; chunkTimeoutMs: number; totalTimeoutMs: number; maxRetries: number };
  /** Pause between the offline writer's pieces (0 in tests that only want the text). */
  offlinePaceMs: number;
  /** Users' own models — off, public https addresses only (the default), or any address (single-user installs). */
  userModels: 'off' | 'public' | 'any';
  /** The secret users' model keys are encrypted with (ENCRYPTION_KEY), when set apart from AUTH_SECRET. */
  encryptionKey: string | undefined;
  /** A file holding milliseconds to add to the clock, read at every use (browser tests move time with it); unset in real use. */
  clockOffsetFile: string | undefined;
  /** Bounds on every wait for the database (docs/configuration.md). */
  database: { connectTimeoutMs: number; statementTimeoutMs: number; queueTimeoutMs: number; sessionLookupTimeoutMs: number };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Treat empty variables as unset, as shells and .env files often leave them. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const url = new URL(publicUrl);
  const trustedOrigins = new Set([url.origin]);
  if (url.hostname === 'localhost' || url.hostname === '127.0.0.1') {
    for (const host of ['localhost', '127.0.0.1']) trustedOrigins.add(`${url.protocol}//${host}${url.port ? ':' + url.port : ''}`);
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl,
    trustedOrigins: [...trustedOrigins],
    secureCookies: url.protocol === 'https:',
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION,
    rateLimitEnabled: e.RATE_LIMIT_ENABLED,
    adminEmails: (e.ADMIN_EMAILS ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    trustedProxies: (e.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? {
            baseUrl: e.LLM_BASE_URL,
            apiKey: e.LLM_API_KEY,
            model: e.LLM_MODEL,
            headersTimeoutMs: e.LLM_HEADERS_TIMEOUT_MS,
            chunkTimeoutMs: e.LLM_CHUNK_TIMEOUT_MS,
            totalTimeoutMs: e.LLM_TOTAL_TIMEOUT_MS,
            maxRetries: e.LLM_MAX_RETRIES,
          }
        : undefined,
    modelTimeouts: { headersTimeoutMs: e.LLM_HEADERS_TIMEOUT_MS, chunkTimeoutMs: e.LLM_CHUNK_TIMEOUT_MS, totalTimeoutMs: e.LLM_TOTAL_TIMEOUT_MS, maxRetries: e.LLM_MAX_RETRIES },
    offlinePaceMs: e.OFFLINE_WRITER_PACE_MS,
    userModels: e.USER_MODELS,
    encryptionKey: e.ENCRYPTION_KEY,
    clockOffsetFile: e.CLOCK_OFFSET_FILE === undefined ? undefined : path.resolve(e.CLOCK_OFFSET_FILE),
    database: {
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      queueTimeoutMs: e.PGLITE_QUEUE_TIMEOUT_MS,
      sessionLookupTimeoutMs: e.SESSION_LOOKUP_TIMEOUT_MS,
    },
  };
}
