import { eq } from 'drizzle-orm';
import type { UserModelConnection, UserModelInput, UserModelPolicy, UserModelState, UserModelTestResult } from '../../../shared/user-model.ts';
import type { userModelListSchema } from '../../../shared/user-model.ts';
import type { z } from '../../../shared/zod.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { userModels } from '../../db/schema.ts';
import { bodyBytesAtMost } from '../../http/bounded-body.ts';
import { AppError, fieldError } from '../../http/errors.ts';
import { hit, type RateLimitRule } from '../../http/rate-limit.ts';
import { checkAddress, guardedFetch, resolveWithDns, type ResolveHost } from '../../http/ssrf.ts';
import { createModelProvider, type ModelProviderOptions } from './model-provider.ts';
import type { ProviderChoice } from './provider-choice.ts';
import type { TextProvider } from './provider.ts';
import { createSecretBox } from './secret-box.ts';

type ModelTimeouts = Pick<ModelProviderOptions, 'headersTimeoutMs' | 'chunkTimeoutMs' | 'totalTimeoutMs' | 'maxRetries'>;

/** What the operator set for users' own models (USER_MODELS, ENCRYPTION_KEY, the LLM_* timeouts). */
export interface UserModelOptions {
  policy: UserModelPolicy;
  /** The first seals keys (ENCRYPTION_KEY, else the auth secret); every one opens them. */
  secrets: string[];
  timeouts: ModelTimeouts;
  /** Per-user limits on runs and on test/list calls (RATE_LIMIT_ENABLED). */
  rateLimitEnabled: boolean;
  /** DNS for the address guard (tests answer with their own addresses). */
  resolve?: ResolveHost;
  /** Longest wait for one Test connection or Load models request (15 s). */
  checkTimeoutMs?: number;
}

/** The options from the configuration; `authSecret` as resolved at boot (AUTH_SECRET or the data folder's). */
export function userModelOptionsFor(config: Pick<Config, 'userModels' | 'encryptionKey' | 'modelTimeouts' | 'rateLimitEnabled'>, authSecret: string): UserModelOptions {
  return {
    policy: config.userModels,
    secrets: config.encryptionKey ? [config.encryptionKey, authSecret] : [authSecret],
    timeouts: config.modelTimeouts,
    rateLimitEnabled: config.rateLimitEnabled,
  };
}

/** Runs of a user's own model: not counted against the plan's daily quota, but bounded. */
const userModelRunRule: RateLimitRule = { name: 'user-model-run', max: 30, windowSeconds: 600 };
/** Test connection and Load models: each is a request to the user's server. */
const userModelCheckRule: RateLimitRule = { name: 'user-model-check', max: 20, windowSeconds: 600 };

const defaultCheckTimeoutMs = 15_000;
/** The largest model list read (OpenRouter's is a few hundred KB). */
const maxListBytes = 4 * 1024 * 1024;
const maxListedModels = 1000;

type ListInput = z.output<typeof userModelListSchema>;
type Row = typeof userModels.$inferSelect;

const trimUrl = (url: string) => url.trim().replace(/\/+$/, '');

function connectionOf(row: Row): UserModelConnection {
  return {
    preset: row.preset as UserModelConnection['preset'],
    baseUrl: row.baseUrl,
    model: row.model,
    keyLast4: row.keyCiphertext ? (row.keyLast4 ?? '') : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The provider's answer in plain words (never its own text: it may echo the request). */
function statusError(status: number, retryAfter: string | null): AppError {
  if (status === 401 || status === 403) return new AppError('upstream_error', `The provider refused the API key (HTTP ${status}). Check the key.`);
  if (status === 404) return new AppError('upstream_error', 'The provider does not know this model or address (HTTP 404). Check the base URL and the model name.');
  if (status === 429) {
    const error = new AppError('rate_limited', 'The provider is rate-limiting requests. Try again in a minute.');
    const seconds = Number(retryAfter);
    if (retryAfter && Number.isFinite(seconds)) error.retryAt = new Date(Date.now() + Math.max(1, Math.ceil(seconds)) * 1000).toISOString();
    return error;
  }
  if (status >= 500) return new AppError('upstream_error', `The provider had a problem (HTTP ${status}). Try again later.`);
  if (status >= 400) return new AppError('upstream_error', `The provider refused the request (HTTP ${status}). Check the model name.`);
  return new AppError('upstream_error', `The provider answered with something unexpected (HTTP ${status}).`);
}

/** A failed request to a user's server as a catalogue error. */
function networkError(error: unknown, timeoutMs: number): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new AppError('upstream_timeout', `The model server did not answer within ${Math.ceil(timeoutMs / 1000)} seconds.`);
  }
  return new AppError('upstream_unreachable', 'The model server could not be reached. Check the address and that the server is running.');
}

/** Model names in an OpenAI-style list (`{data:[{id}]}`), or Ollama's (`{models:[{name}]}`). */
function modelNamesOf(json: unknown): string[] {
  const list = (json as { data?: unknown; models?: unknown } | null)?.data ?? (json as { models?: unknown } | null)?.models;
  if (!Array.isArray(list)) return [];
  const names = list
    .map((m: unknown) => (typeof m === 'string' ? m : ((m as { id?: unknown; name?: unknown } | null)?.id ?? (m as { name?: unknown } | null)?.name)))
    .filter((n): n is string => typeof n === 'string' && n.length > 0 && n.length <= 200 && !/\p{Cc}/u.test(n));
  return [...new Set(names)].sort((a, b) => a.localeCompare(b)).slice(0, maxListedModels);
}

export type UserModels = ReturnType<typeof createUserModels>;

/**
 * A signed-in user's own model connection (Settings › AI): saved with the
 * key sealed, tried, listed, used for their generations, removed. Every
 * request to their server goes through the address guard.
 */
export function createUserModels(db: Database, options: UserModelOptions) {
  const { policy } = options;
  const box = createSecretBox(options.secrets);
  const resolve = options.resolve ?? resolveWithDns;
  const send = policy === 'off' ? undefined : guardedFetch(policy, resolve);
  const checkTimeoutMs = options.checkTimeoutMs ?? defaultCheckTimeoutMs;

  const allowed = () => {
    if (policy === 'off') throw new AppError('user_models_off');
    return send!;
  };

  async function limit(userId: string, rule: RateLimitRule): Promise<void> {
    if (!options.rateLimitEnabled) return;
    const { allowed: ok, retryAfterSeconds } = await hit(db, `${rule.name}:${userId}`, rule);
    if (ok) return;
    const error = new AppError('rate_limited', `You have used your own model ${rule.max} times in ${rule.windowSeconds / 60} minutes. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`);
    error.retryAt = new Date(Date.now() + retryAfterSeconds * 1000).toISOString();
    throw error;
  }

  async function rowOf(userId: string): Promise<Row | undefined> {
    const [row] = await db.select().from(userModels).where(eq(userModels.userId, userId));
    return row;
  }

  /** The saved key, when it was saved for the same server (a key never goes to another address than the one it was given for). */
  async function savedKey(userId: string, baseUrl: string): Promise<string | undefined> {
    const row = await rowOf(userId);
    if (!row?.keyCiphertext || new URL(row.baseUrl).origin !== new URL(baseUrl).origin) return undefined;
    const opened = box.open(row.keyCiphertext);
    if (!opened) throw new AppError('model_key_unreadable');
    return opened.plain;
  }

  /** One request to the user's server with a short deadline; errors as catalogue codes. */
  async function request(baseUrl: string, path: string, apiKey: string | undefined, init: RequestInit): Promise<Response> {
    const fetchGuarded = allowed();
    try {
      return await fetchGuarded(`${trimUrl(baseUrl)}${path}`, {
        ...init,
        headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}), ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        signal: AbortSignal.timeout(checkTimeoutMs),
      });
    } catch (error) {
      throw networkError(error, checkTimeoutMs);
    }
  }

  return {
    policy,

    async state(userId: string, operatorModel: boolean): Promise<UserModelState> {
      const row = await rowOf(userId);
      return { policy, connection: row ? connectionOf(row) : null, operatorModel };
    },

    /** Saves the connection; without `apiKey` the saved key stays (only for the same server: another address needs the key again). */
    async save(userId: string, input: UserModelInput): Promise<UserModelConnection> {
      allowed();
      const baseUrl = trimUrl(input.baseUrl);
      await checkAddress(new URL(baseUrl), policy as Exclude<UserModelPolicy, 'off'>, resolve);
      const existing = await rowOf(userId);
      let key: Pick<Row, 'keyCiphertext' | 'keyLast4'> = { keyCiphertext: null, keyLast4: null };
      if (input.apiKey) {
        // Four characters of a short key would be most of it.
        key = { keyCiphertext: box.seal(input.apiKey), keyLast4: input.apiKey.length >= 8 ? input.apiKey.slice(-4) : '' };
      } else if (existing?.keyCiphertext) {
        if (new URL(existing.baseUrl).origin !== new URL(baseUrl).origin) throw fieldError('apiKey', 'validation.required');
        key = { keyCiphertext: existing.keyCiphertext, keyLast4: existing.keyLast4 };
      }
      const values = { preset: input.preset, baseUrl, model: input.model, ...key };
      const [row] = await db
        .insert(userModels)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: userModels.userId, set: { ...values, updatedAt: new Date() } })
        .returning();
      return connectionOf(row!);
    },

    async remove(userId: string): Promise<void> {
      await db.delete(userModels).where(eq(userModels.userId, userId));
    },

    /**
     * Test connection: one small streamed request; the answer's status tells
     * whether the key and model work, and the stream is cancelled at once
     * (no max_tokens: newer models refuse that parameter).
     */
    async test(userId: string, input: UserModelInput): Promise<UserModelTestResult> {
      allowed();
      await limit(userId, userModelCheckRule);
      const apiKey = input.apiKey || (await savedKey(userId, input.baseUrl));
      const started = performance.now();
      const body = JSON.stringify({ model: input.model, stream: true, messages: [{ role: 'user', content: 'Reply with the word OK.' }] });
      const response = await request(input.baseUrl, '/chat/completions', apiKey, { method: 'POST', body });
      await response.body?.cancel().catch(() => undefined);
      if (!response.ok) throw statusError(response.status, response.headers.get('retry-after'));
      return { ok: true, model: input.model, ms: Math.round(performance.now() - started) };
    },

    /** Load models: the names the server lists at `/models`, or none with a note when it lists none. */
    async models(userId: string, input: ListInput): Promise<{ models: string[]; note?: string }> {
      allowed();
      await limit(userId, userModelCheckRule);
      const apiKey = input.apiKey || (await savedKey(userId, input.baseUrl));
      const response = await request(input.baseUrl, '/models', apiKey, { method: 'GET' });
      const none = { models: [], note: 'This server does not list its models. Type the model name.' };
      if (response.status === 404 || response.status === 405) {
        await response.body?.cancel().catch(() => undefined);
        return none;
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw statusError(response.status, response.headers.get('retry-after'));
      }
      let text: string | null;
      try {
        text = (await bodyBytesAtMost(response, maxListBytes))?.toString('utf8') ?? null;
      } catch (error) {
        throw networkError(error, checkTimeoutMs);
      }
      try {
        const models = text === null ? [] : modelNamesOf(JSON.parse(text));
        return models.length > 0 ? { models } : none;
      } catch {
        return none;
      }
    },

    /**
     * The user's own model as the writer of their runs, or null (none saved,
     * or the operator turned users' models off). A key that no secret opens
     * fails the run with `model_key_unreadable`; one sealed under an older
     * secret is sealed again under the current one.
     */
    async choiceFor(userId: string): Promise<ProviderChoice | null> {
      if (policy === 'off') return null;
      const row = await rowOf(userId);
      if (!row) return null;
      let apiKey: string | undefined;
      let provider: TextProvider | undefined;
      if (row.keyCiphertext) {
        const opened = box.open(row.keyCiphertext);
        if (!opened) {
          provider = {
            kind: 'user-model',
            label: row.model,
            // eslint-disable-next-line require-yield -- fails before its first piece
            async *stream() {
              throw new AppError('model_key_unreadable');
            },
          };
        } else {
          apiKey = opened.plain;
          if (opened.stale) await db.update(userModels).set({ keyCiphertext: box.seal(apiKey) }).where(eq(userModels.userId, userId));
        }
      }
      provider ??= createModelProvider({ ...options.timeouts, baseUrl: row.baseUrl, apiKey, model: row.model, fetch: send!, kind: 'user-model' });
      return { provider, source: 'user', counts: false, admit: () => limit(userId, userModelRunRule) };
    },
  };
}
