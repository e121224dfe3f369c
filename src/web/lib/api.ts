import { isErrorCode, type ApiErrorBody, type ErrorCode } from '../../shared/errors.ts';

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
  ) {
    super(message);
  }
}

export function errorFromBody(status: number, body: unknown): ApiError {
  const error = (body as Partial<ApiErrorBody> | undefined)?.error;
  if (error && isErrorCode(error.code)) return new ApiError(status, error.code, error.message, error.field, error.retryAt);
  return new ApiError(status, status >= 500 ? 'internal' : 'validation_failed', `HTTP ${status}`);
}

/** JSON in, JSON out, same-origin cookies; throws ApiError on any failure. */
export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...rest,
      headers: { accept: 'application/json', ...(json !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  } catch {
    throw new ApiError(0, 'network', 'Network error');
  }
  const body: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) throw errorFromBody(response.status, body);
  return body as T;
}
