import { Hono } from 'hono';
import type { DatabaseHandle } from '../../db/client.ts';

/** Liveness plus database status; 503 when the database does not answer. */
export function healthRoutes(database: Pick<DatabaseHandle, 'kind' | 'ping'>) {
  return new Hono().get('/', async (c) => {
    const started = performance.now();
    try {
      await database.ping();
      const latencyMs = Math.round((performance.now() - started) * 100) / 100;
      return c.json({ status: 'ok', database: { status: 'up', kind: database.kind, latencyMs } });
    } catch {
      return c.json({ status: 'degraded', database: { status: 'down', kind: database.kind } }, 503);
    }
  });
}
