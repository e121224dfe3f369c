import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { Gate } from './gate.ts';
import { EmbeddedDatabaseStoppedError, openPgliteThread } from './pglite-thread.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

// PGlite runs in a worker thread (decision 0018): what the rest of the app
// relies on must hold across the thread boundary.
describe('PGlite in its own thread', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite' });
    await handle.db.execute(sql`create table t (id int primary key, label text not null, at timestamptz not null default now(), body jsonb, bytes bytea)`);
  });
  afterAll(() => handle.close());

  it('returns rows with the types Drizzle expects: timestamps as text, JSON as objects, bytea as bytes', async () => {
    await handle.db.execute(sql`insert into t (id, label, body, bytes) values (1, 'one', ${JSON.stringify({ a: [1, 'x'] })}::jsonb, '\\x0102ff')`);
    const { rows } = (await handle.db.execute(sql`select id, label, at, body, bytes from t where id = 1`)) as unknown as {
      rows: Array<{ id: number; label: string; at: unknown; body: unknown; bytes: unknown }>;
    };
    expect(rows[0]!.id).toBe(1);
    expect(typeof rows[0]!.at).toBe('string');
    expect(rows[0]!.at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    expect(rows[0]!.body).toEqual({ a: [1, 'x'] });
    expect(rows[0]!.bytes).toBeInstanceOf(Uint8Array);
    expect([...(rows[0]!.bytes as Uint8Array)]).toEqual([1, 2, 255]);
  });

  it("keeps the database's error fields: a duplicate key is SQLSTATE 23505 with its constraint", async () => {
    const error = await handle.db.execute(sql`insert into t (id, label) values (1, 'again')`).then(
      () => null,
      (e: unknown) => e,
    );
    const cause = (error as { cause?: Record<string, unknown> }).cause ?? (error as Record<string, unknown>);
    expect(cause.code).toBe('23505');
    expect(cause.constraint).toBe('t_pkey');
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('commits a transaction, and rolls back every statement of one that throws', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t (id, label) values (2, 'two')`);
      await tx.execute(sql`insert into t (id, label) values (3, 'three')`);
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t (id, label) values (4, 'four')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t (id, label) values (5, 'five')`);
        await tx.execute(sql`insert into t (id, label) values (2, 'duplicate')`);
      }),
    ).rejects.toThrow();
    const { rows } = (await handle.db.execute(sql`select id from t order by id`)) as unknown as { rows: Array<{ id: number }> };
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('a nested transaction (a savepoint) rolls back alone', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t (id, label) values (6, 'six')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into t (id, label) values (7, 'seven')`);
          throw new Error('inner only');
        })
        .catch(() => undefined);
    });
    const { rows } = (await handle.db.execute(sql`select id from t where id >= 6 order by id`)) as unknown as { rows: Array<{ id: number }> };
    expect(rows.map((r) => r.id)).toEqual([6]);
  });

  it('the event loop keeps running while a long statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const started = performance.now();
    try {
      await handle.db.execute(sql`select count(*) from generate_series(1, 3000000) as g(n) where n % 7 = 3`);
    } finally {
      clearInterval(timer);
    }
    const took = performance.now() - started;
    // In the same thread no timer could fire until the statement ended (0 or 1 tick); here the
    // 1 ms timer fires throughout, give or take a busy machine.
    expect(ticks).toBeGreaterThan(Math.max(3, took / 20));
  });

  it('a thread that has stopped fails every call as "unavailable" (503), at once', async () => {
    const thread = await openPgliteThread(undefined, new Gate({ timeoutMs: 1_000, maxWaiting: 10 }));
    await thread.close();
    const error = await thread.client.query('select 1').then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(EmbeddedDatabaseStoppedError);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
