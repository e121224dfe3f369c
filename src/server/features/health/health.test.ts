import { describe, expect, it } from 'vitest';
import { SchemaMissingError } from '../../db/client.ts';
import { healthRoutes } from './routes.ts';

/** A database whose pings the test settles by hand. */
function manualDatabase() {
  const pings: Array<{ resolve(): void; reject(error: Error): void }> = [];
  return {
    pings,
    database: {
      kind: 'pglite' as const,
      ping: () => new Promise<void>((resolve, reject) => pings.push({ resolve, reject })),
    },
  };
}

describe('GET /api/health', () => {
  it('answers requests that arrive while a probe is out from that one probe, and the next request probes again', async () => {
    const { pings, database } = manualDatabase();
    const app = healthRoutes(database);
    const answers = Array.from({ length: 20 }, () => app.request('/'));
    await new Promise((r) => setImmediate(r));
    expect(pings).toHaveLength(1);
    pings[0]!.resolve();
    const responses = await Promise.all(answers);
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(((await responses[0]!.json()) as { database: { status: string; kind: string } }).database).toMatchObject({ status: 'up', kind: 'pglite' });

    const later = app.request('/');
    await new Promise((r) => setImmediate(r));
    expect(pings).toHaveLength(2);
    pings[1]!.reject(new SchemaMissingError());
    const res = await later;
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(((await res.json()) as { database: { status: string } }).database.status).toBe('schema_missing');
  });

  it('a probe that fails fails every request that shared it, and the one after it recovers', async () => {
    const { pings, database } = manualDatabase();
    const app = healthRoutes(database);
    const shared = [app.request('/'), app.request('/')];
    await new Promise((r) => setImmediate(r));
    pings[0]!.reject(new Error('connection refused'));
    expect((await Promise.all(shared)).map((r) => r.status)).toEqual([503, 503]);
    const next = app.request('/');
    await new Promise((r) => setImmediate(r));
    pings[1]!.resolve();
    expect((await next).status).toBe(200);
  });

  it('says "down" when the database does not answer within the bound', async () => {
    const { database } = manualDatabase();
    const res = await healthRoutes(database, 50).request('/');
    expect(res.status).toBe(503);
    expect(((await res.json()) as { database: { status: string } }).database.status).toBe('down');
  });
});
