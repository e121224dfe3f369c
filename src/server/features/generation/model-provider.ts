import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, RetryError, streamText } from 'ai';
import type { GenerationProvider } from '../../../shared/generation.ts';
import { AppError } from '../../http/errors.ts';
import { createPaperCleaner } from './paper-citations.ts';
import { promptFor } from './prompts.ts';
import { createGroundedCleaner } from './grounded-check.ts';
import { GenerationError, type GenerationTask, type TextProvider } from './provider.ts';

export interface ModelProviderOptions {
  /** The server's OpenAI-compatible base URL, e.g. http://127.0.0.1:11434/v1 for Ollama. */
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  /** Longest wait for the response headers of one attempt. */
  headersTimeoutMs: number;
  /** Longest silence between two pieces of the stream (and before the first). */
  chunkTimeoutMs: number;
  /** Longest whole generation. */
  totalTimeoutMs: number;
  /** Further attempts after a 429, a 5xx or a refused connection, before any text arrived. */
  maxRetries: number;
  /** How requests are sent (a user's own model: the address guard's fetch); the global fetch by default. */
  fetch?: typeof fetch;
  /** Whose model this is: the operator's ('model', the default) or the user's own ('user-model'). */
  kind?: Extract<GenerationProvider, 'model' | 'user-model'>;
}

/** Marks a fetch we aborted because the headers were too slow (not the user's Stop). */
class HeadersTimeout extends Error {
  override name = 'HeadersTimeout';
}

/**
 * fetch with a deadline on the response headers: a model server that accepts
 * the connection and then never answers fails in `headersTimeoutMs` rather
 * than hanging until the total timeout.
 */
function fetchWithHeadersTimeout(timeoutMs: number, send: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new HeadersTimeout(`no response headers within ${timeoutMs} ms`)), timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, deadline.signal]) : deadline.signal;
    try {
      return await send(input, { ...init, signal });
    } catch (error) {
      if (deadline.signal.aborted) throw deadline.signal.reason as Error;
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
}

const unreachableCodes = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT']);

/** Every error in a cause chain (RetryError keeps its attempts in `errors`). */
function* chain(error: unknown): Generator<unknown> {
  const seen = new Set<unknown>();
  const stack = [error];
  while (stack.length > 0) {
    const e = stack.pop();
    if (e == null || seen.has(e)) continue;
    seen.add(e);
    yield e;
    if (RetryError.isInstance(e)) stack.push(...e.errors.slice(0, -1), e.lastError);
    if (typeof e === 'object' && 'cause' in e) stack.push((e as { cause: unknown }).cause);
  }
}

function retryAfterOf(error: APICallError): number | undefined {
  const value = error.responseHeaders?.['retry-after'];
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/**
 * One catalogue code per upstream failure, never the provider's raw text
 * (it may echo the prompt or a key): 429 → rate_limited, any other status →
 * upstream_error, no connection → upstream_unreachable, a deadline → upstream_timeout.
 */
export function generationErrorOf(error: unknown): GenerationError {
  if (error instanceof GenerationError) return error;
  const all = [...chain(error)];
  // The most recent attempt decides (RetryError lists attempts oldest first; lastError is pushed last and popped first).
  for (const e of all) {
    if (e instanceof HeadersTimeout || (e instanceof Error && (e.name === 'TimeoutError' || e.name === 'HeadersTimeout'))) {
      return new GenerationError('upstream_timeout', 'The AI model took too long to answer.');
    }
    if (APICallError.isInstance(e) && e.statusCode !== undefined) {
      if (e.statusCode === 429) return new GenerationError('rate_limited', 'The AI model is rate-limiting requests.', retryAfterOf(e));
      return new GenerationError('upstream_error', `The AI model answered with an error (HTTP ${e.statusCode}).`);
    }
    const code = typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
    if (unreachableCodes.has(code)) return new GenerationError('upstream_unreachable', 'The AI model could not be reached.');
  }
  if (all.some((e) => APICallError.isInstance(e))) return new GenerationError('upstream_unreachable', 'The AI model could not be reached.');
  return new GenerationError('upstream_error', 'The AI model failed while writing.');
}

/**
 * Any OpenAI-compatible chat-completions server (OpenAI, Ollama, llama.cpp
 * server, vLLM) through the AI SDK. The user's abort (Stop, a closed tab)
 * aborts the upstream request; our own deadlines become upstream_timeout.
 */
export function createModelProvider(options: ModelProviderOptions): TextProvider {
  const openai = createOpenAICompatible({
    name: 'llm',
    baseURL: options.baseUrl.replace(/\/+$/, ''),
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
    fetch: fetchWithHeadersTimeout(options.headersTimeoutMs, options.fetch),
  });
  const model = openai.chatModel(options.model);
  return {
    kind: options.kind ?? 'model',
    label: options.model,
    async *stream(task: GenerationTask, signal: AbortSignal) {
      const { system, prompt } = promptFor(task);
      const result = streamText({
        model,
        system,
        prompt,
        seed: task.seed,
        maxRetries: options.maxRetries,
        abortSignal: signal,
        timeout: { totalMs: options.totalTimeoutMs, chunkMs: options.chunkTimeoutMs },
        // The SDK would print the raw error (it can echo the request) to the console: errors reach fullStream and are mapped below.
        onError: () => undefined,
      });
      // A paper's text is shown and kept only once checked: citations of the chosen sources only, no reference list.
      // A draft from an outline may cite and quote only the passages sent with it.
      const paper =
        task.kind === 'essay' && task.request.outline
          ? createGroundedCleaner({ passages: [...(task.evidence?.values() ?? [])].flat(), academic: Boolean(task.request.academic), language: task.language })
          : task.kind === 'essay' && task.request.academic
            ? createPaperCleaner((task.sources ?? []).map((s) => s.key), task.language)
            : undefined;
      try {
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta' && part.text) {
            const text = paper ? paper.push(part.text) : part.text;
            if (text) yield text;
          } else if (part.type === 'error') throw part.error;
          else if (part.type === 'abort') {
            if (signal.aborted) return;
            throw new GenerationError('upstream_timeout', 'The AI model took too long to answer.');
          }
        }
        const rest = paper?.end();
        if (rest) yield rest;
      } catch (error) {
        if (signal.aborted) return;
        // A user's address the guard refused says why, in its own words.
        if (error instanceof AppError) throw error;
        // What was written before the failure is kept as a draft: the last, unchecked block too, once checked.
        const rest = paper?.end();
        if (rest) yield rest;
        throw generationErrorOf(error);
      }
    },
  };
}
