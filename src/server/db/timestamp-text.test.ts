import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/harness.ts';
import type { DatabaseHandle } from './client.ts';
import { isoTimestamp } from './timestamp-text.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Instants with every length of fraction, and spread ones (after 1970: older zones had offsets in seconds, which Date cannot read). */
const instants = [
  '2026-11-21T21:27:39.000Z',
  '2026-11-21T21:27:39.100Z',
  '2026-11-21T21:27:39.120Z',
  '2026-11-21T21:27:39.123Z',
  '2024-02-29T00:00:00.001Z',
  '1999-12-31T23:59:59.999Z',
  '1970-01-01T00:00:00.000Z',
  '2099-12-31T23:59:59.990Z',
  ...Array.from({ length: 40 }, (_, i) => new Date(Date.UTC(1971 + i * 2, i % 12, 1 + (i % 28), i % 24, (i * 7) % 60, (i * 13) % 60, (i * 37) % 1000)).toISOString()),
];
/** The ends of the years a four-digit field holds. */
const edges = ['0099-06-15T12:00:00.500Z', '9999-12-31T23:59:59.990Z'];

/** What the database sends for each instant as a `timestamp(3) with time zone`, in the session's time zone. */
async function asSent(timeZone: string, list = instants): Promise<string[]> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local time zone '${timeZone}'`));
    const array = sql.raw(`array[${list.map((i) => `'${i}'`).join(',')}]`);
    const rows = await tx
      .select({ t: sql<string>`(value::timestamptz)::timestamptz(3)` })
      .from(sql`unnest(${array}) with ordinality as v(value, n)`)
      .orderBy(sql`n`);
    return rows.map((r) => r.t);
  });
}

describe('isoTimestamp', () => {
  it('writes what the database sends in a UTC session exactly as Date#toISOString does', async () => {
    const sent = await asSent('UTC');
    expect(sent[1]).toBe('2026-11-21 21:27:39.1+00');
    expect(sent.map(isoTimestamp)).toEqual(instants);
    expect((await asSent('UTC', edges)).map(isoTimestamp)).toEqual(edges);
  });

  it('gives the same instant for text in another time zone, and for a Date', async () => {
    const sent = await asSent('Asia/Kolkata');
    expect(sent[0]).toBe('2026-11-22 02:57:39+05:30');
    expect(sent.map(isoTimestamp)).toEqual(instants);
    expect(isoTimestamp(new Date('2026-11-21T21:27:39.120Z'))).toBe('2026-11-21T21:27:39.120Z');
  });

  it('keeps milliseconds only, as a Date would, for finer fractions', () => {
    expect(isoTimestamp('2026-11-21 21:27:39.123456+00')).toBe('2026-11-21T21:27:39.123Z');
  });
});
