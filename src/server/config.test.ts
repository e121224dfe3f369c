import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

/** The error loadConfig throws for `env`; fails the test when it does not throw a ConfigError. */
function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig defaults', () => {
  const config = loadConfig({});

  it('listens on port 3000 on all interfaces', () => {
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
  });

  it('keeps data in ./data, resolved to an absolute path', () => {
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(path.isAbsolute(config.dataDir)).toBe(true);
  });

  it('uses embedded PGlite (no DATABASE_URL) and no SMTP', () => {
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.authSecret).toBeUndefined();
  });

  it('serves at http://localhost:3000 and trusts its 127.0.0.1 twin', () => {
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.trustedOrigins).toContain('http://localhost:3000');
    expect(config.trustedOrigins).toContain('http://127.0.0.1:3000');
    expect(config.secureCookies).toBe(false);
  });

  it('runs as production with the demo seed, rate limits and info logs', () => {
    expect(config.env).toBe('production');
    expect(config.seedDemo).toBe(true);
    expect(config.rateLimitEnabled).toBe(true);
    expect(config.requireEmailVerification).toBe(false);
    expect(config.logLevel).toBe('info');
    expect(config.trustedProxies).toEqual([]);
  });

  it('reads process.env when called without an argument', () => {
    const saved = process.env.PORT;
    process.env.PORT = '4321';
    try {
      expect(loadConfig().port).toBe(4321);
    } finally {
      if (saved === undefined) delete process.env.PORT;
      else process.env.PORT = saved;
    }
  });
});

describe('loadConfig with values', () => {
  it('derives the public URL and both loopback origins from PORT', () => {
    const config = loadConfig({ PORT: '8080' });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect([...config.trustedOrigins].sort()).toEqual(['http://127.0.0.1:8080', 'http://localhost:8080']);
  });

  it('adds the localhost twin when the public URL is 127.0.0.1', () => {
    const config = loadConfig({ PUBLIC_URL: 'http://127.0.0.1:5000' });
    expect([...config.trustedOrigins].sort()).toEqual(['http://127.0.0.1:5000', 'http://localhost:5000']);
  });

  it('turns on secure cookies for an https public URL and trusts only its origin', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://inkwell.example.com/' });
    expect(config.secureCookies).toBe(true);
    expect(config.publicUrl).toBe('https://inkwell.example.com');
    expect(config.trustedOrigins).toEqual(['https://inkwell.example.com']);
  });

  it('accepts postgres:// and postgresql:// database URLs', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/inkwell' }).databaseUrl).toBe('postgres://u@db:5432/inkwell');
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@db/inkwell' }).databaseUrl).toBe('postgresql://u@db/inkwell');
  });

  it('reads the boolean flags in their accepted spellings', () => {
    const off = loadConfig({ SEED_DEMO: 'no', RATE_LIMIT_ENABLED: '0', REQUIRE_EMAIL_VERIFICATION: 'off' });
    expect([off.seedDemo, off.rateLimitEnabled, off.requireEmailVerification]).toEqual([false, false, false]);
    const on = loadConfig({ SEED_DEMO: 'yes', RATE_LIMIT_ENABLED: '1', REQUIRE_EMAIL_VERIFICATION: 'true' });
    expect([on.seedDemo, on.rateLimitEnabled, on.requireEmailVerification]).toEqual([true, true, true]);
  });

  it('splits TRUSTED_PROXIES on commas and drops blanks', () => {
    expect(loadConfig({ TRUSTED_PROXIES: ' 10.0.0.1, 10.0.0.0/8 ,,' }).trustedProxies).toEqual(['10.0.0.1', '10.0.0.0/8']);
  });

  it('keeps AUTH_SECRET, SMTP_URL and LOG_LEVEL as given', () => {
    const config = loadConfig({ AUTH_SECRET: 'a'.repeat(32), SMTP_URL: 'smtps://u:p@mail.example:465', LOG_LEVEL: 'debug' });
    expect(config.authSecret).toBe('a'.repeat(32));
    expect(config.smtpUrl).toBe('smtps://u:p@mail.example:465');
    expect(config.logLevel).toBe('debug');
  });
});

describe('loadConfig: the AI model', () => {
  it('uses the offline writer at a reading pace when no model is configured', () => {
    const config = loadConfig({});
    expect(config.llm).toBeUndefined();
    expect(config.offlinePaceMs).toBe(15);
  });

  it('reads an OpenAI-compatible server with its defaults', () => {
    const config = loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.1' });
    expect(config.llm).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'llama3.1',
      headersTimeoutMs: 30_000,
      chunkTimeoutMs: 30_000,
      totalTimeoutMs: 300_000,
      maxRetries: 2,
    });
  });

  it('requires LLM_MODEL with LLM_BASE_URL, naming it without echoing the key', () => {
    const error = configError({ LLM_BASE_URL: 'https://api.openai.com/v1', LLM_API_KEY: 'sk-hunter2' });
    expect(error.message).toContain('LLM_MODEL');
    expect(error.message).not.toContain('hunter2');
  });
});

describe('loadConfig treats empty strings as unset', () => {
  it('falls back to the defaults', () => {
    const config = loadConfig({
      PORT: '',
      DATA_DIR: '',
      DATABASE_URL: '',
      PUBLIC_URL: '',
      AUTH_SECRET: '',
      SMTP_URL: '',
      LOG_LEVEL: '',
      SEED_DEMO: '',
      TRUSTED_PROXIES: '',
    });
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.authSecret).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.logLevel).toBe('info');
    expect(config.seedDemo).toBe(true);
    expect(config.trustedProxies).toEqual([]);
  });
});

describe('loadConfig rejects a bad variable by name', () => {
  const cases: Array<[string, string]> = [
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '3000.5'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_URL', 'not-a-url'],
    // Not http(s): the message promises "an absolute http(s) URL", and auth
    // cannot work (the origin of localhost:3000 parsed as a URL is "null").
    ['PUBLIC_URL', 'localhost:3000'],
    ['PUBLIC_URL', 'ftp://inkwell.example.com'],
    ['AUTH_SECRET', 'too-short'],
    ['SMTP_URL', 'http://x'],
    ['SEED_DEMO', 'maybe'],
    ['RATE_LIMIT_ENABLED', 'enabled'],
    ['LOG_LEVEL', 'loud'],
    ['NODE_ENV', 'staging'],
    ['LLM_BASE_URL', 'localhost:11434'],
    ['LLM_CHUNK_TIMEOUT_MS', '5'],
    ['LLM_MAX_RETRIES', '9'],
    ['OFFLINE_WRITER_PACE_MS', 'fast'],
  ];

  it.each(cases)('%s=%s', (name, value) => {
    const error = configError({ [name]: value });
    expect(error.name).toBe('ConfigError');
    expect(error.message).toContain(name);
    // One line per bad variable, so the start-up message points at it.
    expect(error.message.split('\n').filter((line) => line.includes(name))).toHaveLength(1);
  });

  it('names every bad variable at once', () => {
    const error = configError({ PORT: 'abc', LOG_LEVEL: 'loud', SEED_DEMO: 'maybe' });
    expect(error.message).toContain('PORT');
    expect(error.message).toContain('LOG_LEVEL');
    expect(error.message).toContain('SEED_DEMO');
  });

  it('does not name variables that are fine', () => {
    const error = configError({ PORT: '8080', LOG_LEVEL: 'loud' });
    expect(error.message).not.toContain('PORT');
  });

  it('does not echo secret values into the message (it is printed at start-up)', () => {
    const error = configError({ AUTH_SECRET: 'hunter2-secret', DATABASE_URL: 'mysql://admin:hunter2-password@db/x' });
    expect(error.message).toContain('AUTH_SECRET');
    expect(error.message).toContain('DATABASE_URL');
    expect(error.message).not.toContain('hunter2');
  });
});
