import type { Context } from 'hono';
import { type z } from 'zod';
import { errorCatalogue, type ApiErrorBody, type ErrorCode } from '../../shared/errors.ts';

/** The one error type services throw; the API turns it into `{error:{code,message}}`. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  /** When trying again can succeed (ISO 8601); sent as `retryAt`. */
  retryAt?: string;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly field?: string,
  ) {
    super(message ?? errorCatalogue[code].message);
    this.status = errorCatalogue[code].status;
  }
}

export function errorBody(code: ErrorCode, message?: string, field?: string, retryAt?: string): ApiErrorBody {
  return { error: { code, message: message ?? errorCatalogue[code].message, ...(field ? { field } : {}), ...(retryAt ? { retryAt } : {}) } };
}

export function errorResponse(c: Context, code: ErrorCode, message?: string, field?: string, retryAt?: string): Response {
  return c.json(errorBody(code, message, field, retryAt), errorCatalogue[code].status as 400);
}

/** A zod failure as a 400 naming the first invalid field. */
export function validationError(error: z.ZodError): AppError {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : undefined;
  const message = field ? `${field}: ${issue?.message ?? 'invalid'}` : (issue?.message ?? errorCatalogue.validation_failed.message);
  return new AppError('validation_failed', message, field);
}

/** The catalogue code for an HTTP status we did not produce ourselves (a library's error). */
export function codeForStatus(status: number): ErrorCode {
  if (status === 429) return 'rate_limited';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 405) return 'method_not_allowed';
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status >= 500) return 'internal';
  return 'validation_failed';
}
