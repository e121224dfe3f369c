import { isErrorCode, type ApiErrorBody, type ErrorCode } from '../../shared/errors.ts';
import { forgetEarly } from './early-data.ts';

export type ClientErrorCode = ErrorCode | 'network';

/** A failed API call: `code` is from the shared catalogue (or `network`). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ClientErrorCode,
    message: string,
    readonly field?: string,
    /** When trying again can succeed (quota_exceeded, a model's rate limit). */
    readonly retryAt?: string,
    /** What failed, as an interface key (`validation.required`), for validation_failed: `message` is the server's sentence. */
    readonly reason?: string,
  ) {
    super(message);
  }
}

export function errorFromBody(status: number, body: unknown): ApiError {
  const error = (body as Partial<ApiErrorBody> | undefined)?.error;
  if (error && isErrorCode(error.code)) return new ApiError(status, error.code, error.message, error.field, error.retryAt, error.reason);
  return new ApiError(status, status >= 500 ? 'internal' : 'validation_failed', `HTTP ${status}`);
}

/** What api() and apiBlob() take besides fetch's own options. */
export interface ApiInit extends RequestInit {
  /** A body sent as JSON. */
  json?: unknown;
  /** The answer to this very request, already asked for (lib/early-data.ts): read instead of fetching again. */
  early?: Promise<Response>;
}

/** A same-origin request; throws ApiError on any failure (a network error or an error answer). */
async function send(path: string, init: ApiInit, accept: string): Promise<Response> {
  const { json, headers, early, ...rest } = init;
  if (rest.method && rest.method !== 'GET') forgetEarly();
  let response: Response;
  try {
    response = await (early ??
      fetch(path, {
        credentials: 'same-origin',
        ...rest,
        headers: { accept, ...(json !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      }));
  } catch {
    throw new ApiError(0, 'network', 'Network error');
  }
  if (!response.ok) throw errorFromBody(response.status, await response.json().catch(() => undefined));
  return response;
}

/** JSON in, JSON out, same-origin cookies; throws ApiError on any failure. */
export async function api<T>(path: string, init: ApiInit = {}): Promise<T> {
  const response = await send(path, init, 'application/json');
  return (response.status === 204 ? undefined : await response.json().catch(() => undefined)) as T;
}

/** JSON in, a file out (an export): throws ApiError on any failure. */
export async function apiBlob(path: string, init: ApiInit = {}): Promise<Blob> {
  const response = await send(path, init, '*/*');
  try {
    return await response.blob();
  } catch {
    throw new ApiError(0, 'network', 'Network error');
  }
}

/**
 * The sentence to show for a failed call: the server's own message for the
 * codes a route words itself in the reader's language (`worded`: a file's
 * problem, a wait), else the interface's sentence for the code.
 */
export function failureSentence(error: unknown, t: (key: string) => string, worded: ReadonlySet<string>): string {
  if (error instanceof ApiError && worded.has(error.code) && error.message) return error.message;
  return t(`errors.${error instanceof ApiError ? error.code : 'internal'}`);
}
