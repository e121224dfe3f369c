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

const envSchema = z.object({
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
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
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
  trustedProxies: string[];
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
    trustedProxies: (e.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}
