import type { Context } from 'hono';
import { z } from '../../shared/zod.ts';
import { errorCatalogue, type ApiErrorBody, type ErrorCode } from '../../shared/errors.ts';
import type { Language } from '../../shared/languages.ts';
import { issueSentence, messageKeyOf } from './validation-message.ts';

/** The one error type services throw; the API turns it into `{error:{code,message}}`. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  /** When trying again can succeed (ISO 8601); sent as `retryAt`. */
  retryAt?: string;
  /** The message in the reader's language (a failed check): the app's error handler words it once it knows the language. */
  wording?: (language: Language) => string;
  /** The interface key of what failed (`validation.required`), sent as `reason` for clients that word it themselves. */
  reason?: string;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly field?: string,
  ) {
    super(message ?? errorCatalogue[code].message);
    this.status = errorCatalogue[code].status;
  }
}

export function errorBody(code: ErrorCode, message?: string, field?: string, retryAt?: string, reason?: string): ApiErrorBody {
  return { error: { code, message: message ?? errorCatalogue[code].message, ...(field ? { field } : {}), ...(retryAt ? { retryAt } : {}), ...(reason ? { reason } : {}) } };
}

export function errorResponse(c: Context, code: ErrorCode, message?: string, field?: string, retryAt?: string, reason?: string): Response {
  return c.json(errorBody(code, message, field, retryAt, reason), errorCatalogue[code].status as 400);
}

/**
 * A zod failure as a 400 naming the first invalid field. `input`, what was
 * parsed, lets the message say what was received in every language.
 */
export function validationError(error: z.ZodError, input?: unknown): AppError {
  const issue = error.issues[0];
  if (!issue) return new AppError('validation_failed');
  const field = issue.path.length > 0 ? issue.path.join('.') : undefined;
  const failure = new AppError('validation_failed', issueSentence(issue, 'en', input), field);
  failure.wording = (language) => issueSentence(issue, language, input);
  const reason = messageKeyOf(issue.message);
  if (reason) failure.reason = reason;
  return failure;
}

/** A check of our own that failed on `field`, worded from an interface key (`validation.required`) as a schema's would be. */
export function fieldError(field: string, key: string): AppError {
  return validationError(new z.ZodError([{ code: 'custom', path: field.split('.'), message: key, input: undefined }]));
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
