import { expect } from 'vitest';
import { errorCatalogue, type ApiErrorBody, type ErrorCode } from '../../shared/errors.ts';

/**
 * Asserts that a response is the API's one error shape, exactly
 * `{error:{code,message}}` plus `field` when one is named (and `retryAt` when given), with the status the
 * catalogue gives the code. Returns the body for further checks.
 */
export async function expectApiError(res: Response, code: ErrorCode, field?: string, retryAt?: string): Promise<ApiErrorBody> {
  const text = await res.text();
  expect(res.status, text).toBe(errorCatalogue[code].status);
  expect(res.headers.get('content-type'), text).toMatch(/^application\/json/);
  const body = JSON.parse(text) as ApiErrorBody;
  expect(body).toEqual({ error: { code, message: expect.any(String), ...(field ? { field } : {}), ...(retryAt ? { retryAt } : {}) } });
  expect(body.error.message.length).toBeGreaterThan(0);
  if (field) expect(body.error.message).toContain(field);
  return body;
}
