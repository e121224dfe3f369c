import { expect } from 'vitest';
import { errorCatalogue, type ApiErrorBody, type ErrorCode } from '../../shared/errors.ts';

/**
 * Asserts that a response is the API's one error shape, exactly
 * `{error:{code,message}}` plus `field` when one is named (and `retryAt` when given, `reason` when a
 * schema named what failed), with the status the catalogue gives the code, and a message that is a
 * sentence, not an interface key. Returns the body for further checks.
 */
export async function expectApiError(res: Response, code: ErrorCode, field?: string, retryAt?: string): Promise<ApiErrorBody> {
  const text = await res.text();
  expect(res.status, text).toBe(errorCatalogue[code].status);
  expect(res.headers.get('content-type'), text).toMatch(/^application\/json/);
  const body = JSON.parse(text) as ApiErrorBody;
  // `reason` (an interface key) comes only with validation_failed, and only when a schema named one.
  const reason = code === 'validation_failed' && body.error.reason !== undefined ? { reason: expect.stringMatching(/^[a-zA-Z]+(\.[a-zA-Z]+)+$/) } : {};
  expect(body).toEqual({ error: { code, message: expect.any(String), ...(field ? { field } : {}), ...(retryAt ? { retryAt } : {}), ...reason } });
  expect(body.error.message.length).toBeGreaterThan(0);
  // The message is a sentence, never an interface key such as `validation.required`, alone or after a field.
  expect(body.error.message, text).not.toMatch(/(^|: )[a-zA-Z]+(\.[a-zA-Z]+)+$/);
  if (field) expect(body.error.message).toContain(field);
  return body;
}
