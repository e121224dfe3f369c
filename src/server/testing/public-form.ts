import type { InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import { contactLimits } from '../../shared/contact.ts';
import { expectApiError } from './api-error.ts';
import { appForFile } from './app-for-file.ts';
import type { TestApp } from './harness.ts';

/** An id the server made: a UUID as PostgreSQL writes it. */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What a test posts to a form: any JSON object, valid or not. */
export type Fields = Record<string, unknown>;

/** A body a form must refuse, named for the test, with the field the answer must name. */
export type InvalidCase = [label: string, json: Fields, field: string];

/**
 * A public form's route (the contact form, a support ticket) as a visitor's
 * browser posts to it: `send` a value as JSON, signed in with `cookie` or
 * not; `sendRaw` a body exactly as given, declared as JSON; `sendAndFindRow`
 * sends, expects 201 with a JSON body, and returns that body and the one row
 * `storedRows` then holds (each test starts from none), the answer's id.
 */
export function publicFormAt<Row extends { id: string }>(t: TestApp, path: string, storedRows: () => Promise<Row[]>) {
  const send = (json: unknown, init: { cookie?: string } = {}) => t.request(path, { method: 'POST', json, ...init });
  return {
    send,
    sendRaw: (body: string) => t.request(path, { method: 'POST', body, headers: { 'content-type': 'application/json' } }),
    async sendAndFindRow<Body extends { id: string }>(json: Fields, init: { cookie?: string } = {}): Promise<{ body: Body; row: Row }> {
      const res = await send(json, init);
      expect(res.status, await res.clone().text()).toBe(201);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await res.json()) as Body;
      const rows = await storedRows();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.id).toBe(body.id);
      return { body, row: rows[0]! };
    },
  };
}

/**
 * A public form's test file: the app for the file, with `table` (where the
 * form stores what it is sent) emptied before each test, so "nothing
 * stored" is a row count; `storedRows` reads that table, and the rest is
 * `publicFormAt(path)`.
 */
export function publicFormForFile<Table extends PgTable>(table: Table, path: string) {
  const t = appForFile({}, { emptiedBeforeEach: [table] });
  type Row = InferSelectModel<Table> & { id: string };
  const storedRows = async () => (await t.database.db.select().from(table as PgTable)) as Row[];
  return { t, storedRows, ...publicFormAt<Row>(t, path, storedRows) };
}

/**
 * A message with every limited field at its longest: name, subject and
 * message each `letter` (else n, s and m) repeated up to its limit.
 */
export function longestMessage(email: string, letter?: string): Record<'name' | 'email' | 'subject' | 'message', string> {
  return {
    name: (letter ?? 'n').repeat(contactLimits.name),
    email,
    subject: (letter ?? 's').repeat(contactLimits.subject),
    message: (letter ?? 'm').repeat(contactLimits.message),
  };
}

/**
 * What both public forms refuse in their four text fields (name, email,
 * subject, message): each missing, empty or only `whitespace`, and each
 * limited one a character over its limit.
 */
export function invalidTextCases(valid: Record<'name' | 'email' | 'subject' | 'message', string>, whitespace: string): InvalidCase[] {
  const cases: InvalidCase[] = [];
  for (const field of ['name', 'email', 'subject', 'message'] as const) {
    const { [field]: _omitted, ...without } = valid;
    cases.push([`${field} missing`, without, field], [`${field} empty`, { ...valid, [field]: '' }, field], [`${field} only whitespace`, { ...valid, [field]: whitespace }, field]);
  }
  cases.push(
    ['name over 100 characters', { ...valid, name: 'n'.repeat(contactLimits.name + 1) }, 'name'],
    ['subject over 200 characters', { ...valid, subject: 's'.repeat(contactLimits.subject + 1) }, 'subject'],
    ['message over 5000 characters', { ...valid, message: 'm'.repeat(contactLimits.message + 1) }, 'message'],
  );
  return cases;
}

/**
 * Registers, in the calling `describe`, the refusals every public form
 * answers alike, each leaving nothing stored: every one of `invalidCases`
 * → 400 validation_failed naming its field; every body of `notJson` → 400
 * invalid_json; a body over 32 KB → 413; and a NUL character in the
 * message is a client error, never a 500.
 */
export function itRefusesInvalidInput(
  form: ReturnType<typeof publicFormAt> & { storedRows: () => Promise<unknown[]> },
  valid: Fields,
  invalidCases: InvalidCase[],
  notJson: Array<[label: string, body: string]>,
): void {
  const { send, sendRaw, storedRows } = form;

  it.each(invalidCases)('%s → 400 validation_failed naming the field, nothing stored', async (_label, json, field) => {
    await expectApiError(await send(json), 'validation_failed', field);
    expect(await storedRows()).toEqual([]);
  });

  it.each(notJson)('%s → 400 invalid_json, nothing stored', async (_label, body) => {
    await expectApiError(await sendRaw(body), 'invalid_json');
    expect(await storedRows()).toEqual([]);
  });

  it('a body over 32 KB → 413 payload_too_large, nothing stored', async () => {
    await expectApiError(await sendRaw(JSON.stringify({ ...valid, message: 'm'.repeat(33 * 1024) })), 'payload_too_large');
    expect(await storedRows()).toEqual([]);
  });

  it('a message with a NUL character is refused as input (4xx), never a 500', async () => {
    // PostgreSQL text cannot hold U+0000: the request must be answered as a
    // client error (or the character dropped), not fail in the database.
    const res = await send({ ...valid, message: 'before\u0000after' });
    const text = await res.text();
    expect(res.status, text).toBeLessThan(500);
    if (res.status === 201) expect(await storedRows()).toHaveLength(1);
    else {
      expect(JSON.parse(text)).toEqual({ error: { code: 'validation_failed', message: expect.any(String), field: 'message' } });
      expect(await storedRows()).toEqual([]);
    }
  });
}
