import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseActivity } from '../../db/activity.ts';
import { SchemaMissingError } from '../../db/client.ts';
import { DatabaseBusyError } from '../../db/gate.ts';
import { createTestApp, type TestApp } from '../../testing/harness.ts';
import { healthRoutes, recentAnswerMs } from './routes.ts';

interface HealthBody {
  status: string;
  database: { status: string; kind: string; latencyMs?: number; queue: number; inUse: boolean; lastQueryMs: number | null; lastAnswerAgoMs: number | null };
}

/** A database whose pings the test settles by hand, with a queue length and a clock the test sets. */
function manualDatabase() {
  const pings: Array<{ resolve(): void; reject(error: Error): void }> = [];
  const state = { queue: 0, now: 1_000_000, inUse: false };
  const activity = new DatabaseActivity(
    () => state.queue,
    () => state.now,
    () => state.inUse,
  );
  return {
    pings,
    state,
    activity,
    database: {
      kind: 'pglite' as const,
      activity,
      ping: () => new Promise<void>((resolve, reject) => pings.push({ resolve, reject })),
    },
  };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('GET /api/health', () => {
  it('answers requests that arrive while a probe is out from that one probe, and the next request probes again', async () => {
    const { pings, database } = manualDatabase();
    const app = healthRoutes(database);
    const answers = Array.from({ length: 20 }, () => app.request('/'));
    await tick();
    expect(pings).toHaveLength(1);
    pings[0]!.resolve();
    const responses = await Promise.all(answers);
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(((await responses[0]!.json()) as HealthBody).database).toMatchObject({ status: 'up', kind: 'pglite' });

    const later = app.request('/');
    await tick();
    expect(pings).toHaveLength(2);
    pings[1]!.reject(new SchemaMissingError());
    const res = await later;
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(((await res.json()) as HealthBody).database.status).toBe('schema_missing');
  });

  it('a probe that fails fails every request that shared it, and the one after it recovers', async () => {
    const { pings, database } = manualDatabase();
    const app = healthRoutes(database);
    const shared = [app.request('/'), app.request('/')];
    await tick();
    pings[0]!.reject(new Error('connection refused'));
    expect((await Promise.all(shared)).map((r) => r.status)).toEqual([503, 503]);
    const next = app.request('/');
    await tick();
    pings[1]!.resolve();
    expect((await next).status).toBe(200);
  });

  it('says "down" when the database does not answer within the bound', async () => {
    const { database } = manualDatabase();
    const res = await healthRoutes(database, 50).request('/');
    expect(res.status).toBe(503);
    expect(((await res.json()) as HealthBody).database.status).toBe('down');
  });

  it('a busy database that completed a query a moment ago is "up", with its queue and last latency, and is not asked', async () => {
    const { pings, state, activity, database } = manualDatabase();
    const app = healthRoutes(database, 50);
    activity.answered(12.5);
    state.queue = 180;
    state.now += recentAnswerMs - 1;
    const res = await app.request('/');
    expect(res.status).toBe(200);
    expect((await res.json()) as HealthBody).toEqual({
      status: 'ok',
      database: { status: 'up', kind: 'pglite', latencyMs: 12.5, queue: 180, inUse: false, lastQueryMs: 12.5, lastAnswerAgoMs: recentAnswerMs - 1 },
    });
    expect(pings).toHaveLength(0);
  });

  it('a transaction holding the embedded database’s turn, with nothing queued, makes it busy too: "up" from its last answer, not asked', async () => {
    const { pings, state, activity, database } = manualDatabase();
    const app = healthRoutes(database, 50);
    activity.answered(3);
    state.inUse = true;
    const res = await app.request('/');
    expect(res.status).toBe(200);
    expect(((await res.json()) as HealthBody).database).toMatchObject({ status: 'up', queue: 0, inUse: true, lastQueryMs: 3 });
    expect(pings).toHaveLength(0);
    // A turn held with no answer for longer than the bound vouches for nothing: the database is asked.
    state.now += recentAnswerMs + 1;
    const stale = app.request('/');
    await tick();
    expect(pings).toHaveLength(1);
    pings[0]!.resolve();
    expect((await stale).status).toBe(200);
  });

  it('an idle database is asked even right after a query (a ping then waits behind no one): a link that froze is "down" at once', async () => {
    const { pings, activity, database } = manualDatabase();
    const app = healthRoutes(database, 50);
    activity.answered(2);
    const res = await app.request('/');
    expect(pings).toHaveLength(1);
    expect(res.status).toBe(503);
    expect(((await res.json()) as HealthBody).database).toMatchObject({ status: 'down', queue: 0, lastQueryMs: 2 });
  });

  it('asks once nothing completed recently: "down" while nothing answers, "up" once a query completes again', async () => {
    const { pings, state, activity, database } = manualDatabase();
    const app = healthRoutes(database, 50);
    activity.answered(3);
    state.queue = 40;
    state.now += recentAnswerMs + 1;
    const silent = await app.request('/');
    expect(pings).toHaveLength(1);
    expect(silent.status).toBe(503);
    expect(((await silent.json()) as HealthBody).database).toMatchObject({ status: 'down', queue: 40, lastAnswerAgoMs: recentAnswerMs + 1 });

    activity.answered(900);
    state.queue = 12;
    const back = await app.request('/');
    expect(back.status).toBe(200);
    expect(((await back.json()) as HealthBody).database).toMatchObject({ status: 'up', queue: 12, lastQueryMs: 900, lastAnswerAgoMs: 0 });
    expect(pings).toHaveLength(1);
  });

  it('a database that stopped or lost its connection is asked again, though it answered a moment before', async () => {
    const { pings, state, activity, database } = manualDatabase();
    const app = healthRoutes(database, 50);
    activity.answered(4);
    state.queue = 25;
    expect((await app.request('/')).status).toBe(200);
    activity.lost();
    const res = await app.request('/');
    expect(pings).toHaveLength(1);
    expect(res.status).toBe(503);
    expect(((await res.json()) as HealthBody).database).toMatchObject({ status: 'down', lastQueryMs: null, lastAnswerAgoMs: null });
  });

  it('a ping refused a turn by a full queue waits for the next query to complete, and that one says "up"', async () => {
    const { pings, activity, database } = manualDatabase();
    const app = healthRoutes(database);
    const answer = app.request('/');
    await tick();
    pings[0]!.reject(new DatabaseBusyError(1_000));
    await tick();
    activity.answered(40);
    const res = await answer;
    expect(res.status).toBe(200);
    expect(((await res.json()) as HealthBody).database).toMatchObject({ status: 'up', lastQueryMs: 40 });
  });

  it("a database without Inkwell's tables stays schema_missing even though the probe's own query completed", async () => {
    const { pings, state, activity, database } = manualDatabase();
    const app = healthRoutes(database);
    state.queue = 5;
    for (let round = 0; round < 2; round++) {
      const answer = app.request('/');
      await tick();
      expect(pings).toHaveLength(round + 1);
      activity.answered(1);
      pings[round]!.reject(new SchemaMissingError());
      const res = await answer;
      expect(res.status).toBe(503);
      expect(((await res.json()) as HealthBody).database.status).toBe('schema_missing');
    }
  });
});

// The PostgreSQL pass (TEST_DATABASE_URL) has its own test of the pool: health.postgres.test.ts.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('GET /api/health on the embedded database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers 200 \"up\" with the queue length while users' queries wait behind a busy statement", async () => {
    // A transaction holds the embedded database's one turn, as a slow user request does; 30
    // more statements wait for it. The old health check queued its ping behind them and said 503.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const busy = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await held;
    });
    while (t.database.activity.snapshot().lastAnswerAgoMs === null) await tick();
    // Drizzle's query runs when awaited: then() sends each to the queue now.
    const waiting = Array.from({ length: 30 }, () => t.database.db.execute(sql`select 1`).then(() => undefined));
    for (let i = 0; i < 20 && t.database.activity.snapshot().queue < 30; i++) await tick();

    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    const body = (await res.json()) as HealthBody;
    expect(body.status).toBe('ok');
    expect(body.database).toMatchObject({ status: 'up', kind: t.database.kind, queue: 30 });
    expect(body.database.lastQueryMs).toEqual(expect.any(Number));

    release();
    await busy;
    await Promise.all(waiting);
    const after = (await (await t.request('/api/health')).json()) as HealthBody;
    expect(after.database).toMatchObject({ status: 'up', queue: 0 });
  });

  // Last in this block: it stops the app's database (afterAll's close then has nothing left to do).
  it('says "down" as soon as the database stops', async () => {
    await t.database.db.execute(sql`select 1`);
    expect((await t.request('/api/health')).status).toBe(200);
    await t.database.close();
    const res = await t.request('/api/health');
    expect(res.status).toBe(503);
    expect(((await res.json()) as HealthBody).database.status).toBe('down');
  });
});
