import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, validationError } from './errors.ts';
import { jsonProblem } from './json-input.ts';
import { jsonProblemSentence } from './validation-message.ts';

/** Refuses, as a 400 naming the field, a value no schema should have to walk or the database store. */
export function assertStorable(value: unknown): void {
  const problem = jsonProblem(value);
  if (!problem) return;
  const failure = new AppError('validation_failed', jsonProblemSentence(problem, 'en'), problem.path || undefined);
  failure.wording = (language) => jsonProblemSentence(problem, language);
  throw failure;
}

/** A JSON body's text as a value: invalid JSON → 400 invalid_json, unstorable → 400 validation_failed. */
export function parseJsonText(text: string): unknown {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new AppError('invalid_json');
  }
  assertStorable(raw);
  return raw;
}

/** A value checked against its schema: a failure → 400 validation_failed naming the first invalid field. */
export function validated<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, value);
  return result.data;
}

/** Reads a JSON body: invalid JSON → 400 invalid_json, unstorable or a failed schema → 400 validation_failed. */
export async function parseJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  return validated(schema, parseJsonText(await c.req.text()));
}

export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const query = c.req.query();
  assertStorable(query);
  return validated(schema, query);
}
