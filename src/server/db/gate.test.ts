import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { DatabaseBusyError, Gate } from './gate.ts';
import { isDatabaseUnavailable } from './unavailable.ts';
import { sql } from 'drizzle-orm';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the embedded database gate', () => {
  it('runs one call at a time, in arrival order', async () => {
    const gate = new Gate({ timeoutMs: 5_000, maxWaiting: 10 });
    const order: string[] = [];
    let running = 0;
    const call = (name: string) =>
      gate.run(async () => {
        running++;
        expect(running).toBe(1);
        order.push(name);
        await sleep(5);
        running--;
        return name;
      });
    expect(await Promise.all(['a', 'b', 'c', 'd'].map(call))).toEqual(['a', 'b', 'c', 'd']);
    expect(order).toEqual(['a', 'b', 'c', 'd']);
  });

  it('a call that waits longer than the bound fails with DatabaseBusyError; the ones in time still run', async () => {
    const gate = new Gate({ timeoutMs: 50, maxWaiting: 10 });
    const slow = gate.run(() => sleep(200).then(() => 'slow'));
    const started = performance.now();
    const late = gate.run(async () => 'late');
    await expect(late).rejects.toBeInstanceOf(DatabaseBusyError);
    expect(performance.now() - started).toBeLessThan(190);
    expect(await slow).toBe('slow');
    expect(await gate.run(async () => 'after')).toBe('after');
    expect(gate.queued).toBe(0);
  });

  it('the bound holds while the queue drains: the event loop runs between turns', async () => {
    // Each call blocks the thread for 2 ms, as a PGlite query does. Were the next turn started
    // in the finished call's promise chain, no timer could fire until all 100 had run.
    const gate = new Gate({ timeoutMs: 50, maxWaiting: 1_000 });
    const busy = async () => {
      const until = performance.now() + 2;
      while (performance.now() < until);
    };
    let timerRan = false;
    setTimeout(() => (timerRan = true), 10);
    const results = await Promise.allSettled(Array.from({ length: 100 }, () => gate.run(busy)));
    const refused = results.filter((r) => r.status === 'rejected' && r.reason instanceof DatabaseBusyError).length;
    expect(timerRan).toBe(true);
    expect(refused).toBeGreaterThan(0);
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThan(0);
  });

  it('refuses at once beyond maxWaiting', async () => {
    const gate = new Gate({ timeoutMs: 5_000, maxWaiting: 2 });
    const first = gate.run(() => sleep(50));
    const waiting = [gate.run(async () => 1), gate.run(async () => 2)];
    await expect(gate.run(async () => 3)).rejects.toBeInstanceOf(DatabaseBusyError);
    await first;
    expect(await Promise.all(waiting)).toEqual([1, 2]);
  });

  it('a failing call releases its turn', async () => {
    const gate = new Gate({ timeoutMs: 1_000, maxWaiting: 10 });
    await expect(gate.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'next')).toBe('next');
  });

  it('PGlite under more load than the bound allows answers busy quickly (an error the API maps to 503), never stalls', async () => {
    const database = await openDatabase({ kind: 'pglite', timeouts: { queueMs: 100, queueMax: 1_000 } });
    try {
      // A transaction holds its turn: everything else waits behind it.
      const holder = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await sleep(400);
      });
      await sleep(20);
      const started = performance.now();
      const error = await database.db.execute(sql`select 1`).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(performance.now() - started).toBeLessThan(390);
      await holder;
      await database.db.execute(sql`select 1`);
    } finally {
      await database.close();
    }
  });
});
