import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness.ts';

// PostgreSQL only (vitest.config.ts runs *.postgres.test.ts when TEST_DATABASE_URL is set): the pool's queue.
describe('GET /api/health on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 "up" with the number of queries waiting for a connection while every connection is busy', async () => {
    // The harness's pool has 4 connections: 4 open transactions hold them all, as slow
    // user requests do, and 6 more queries wait. The old health check waited with them.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let started = 0;
    const busy = Array.from({ length: 4 }, () =>
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        started++;
        await held;
      }),
    );
    while (started < 4) await new Promise((r) => setTimeout(r, 10));
    // Drizzle's query runs when awaited: then() sends each to the pool now.
    const waiting = Array.from({ length: 6 }, () => t.database.db.execute(sql`select 1`).then(() => undefined));
    for (let i = 0; i < 20 && t.database.activity.snapshot().queue < 6; i++) await new Promise((r) => setImmediate(r));

    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { database: { status: string; kind: string; queue: number; lastQueryMs: number | null } };
    expect(body.database).toMatchObject({ status: 'up', kind: 'postgres', queue: 6 });
    expect(body.database.lastQueryMs).toEqual(expect.any(Number));

    release();
    await Promise.all([...busy, ...waiting]);
    const after = (await (await t.request('/api/health')).json()) as { database: { status: string; queue: number } };
    expect(after.database).toMatchObject({ status: 'up', queue: 0 });
  });
});
