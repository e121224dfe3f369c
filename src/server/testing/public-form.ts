import { expect } from 'vitest';
import type { TestApp } from './harness.ts';

/** An id the server made: a UUID as PostgreSQL writes it. */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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
    async sendAndFindRow<Body extends { id: string }>(json: Record<string, unknown>, init: { cookie?: string } = {}): Promise<{ body: Body; row: Row }> {
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
