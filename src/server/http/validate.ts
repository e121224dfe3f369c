import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, validationError } from './errors.ts';
import { jsonProblem, jsonProblemMessage } from './json-input.ts';

/** Refuses, as a 400 naming the field, a value no schema should have to walk or the database store. */
export function assertStorable(value: unknown): void {
  const problem = jsonProblem(value);
  if (problem) throw new AppError('validation_failed', jsonProblemMessage(problem), problem.path || undefined);
}

/** Reads a JSON body: invalid JSON → 400 invalid_json, unstorable or a failed schema → 400 validation_failed. */
export async function parseJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new AppError('invalid_json');
  }
  assertStorable(raw);
  const result = schema.safeParse(raw);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const query = c.req.query();
  assertStorable(query);
  const result = schema.safeParse(query);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
