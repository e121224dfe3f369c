import { Hono } from 'hono';
import { SchemaMissingError, type DatabaseHandle } from '../../db/client.ts';
import { withTimeout } from '../../db/unavailable.ts';

/** Longest the health check waits for the database before it says "down". */
export const healthPingTimeoutMs = 3_000;

/**
 * Liveness plus database status: 503 when the database does not answer
 * within the bound, or answers without Inkwell's tables (a database dropped
 * and recreated empty would fail every signed-in call).
 */
export function healthRoutes(database: Pick<DatabaseHandle, 'kind' | 'ping'>, timeoutMs = healthPingTimeoutMs) {
  // Requests that arrive while a probe is out share it (issue 25): a load
  // balancer's or a monitor's checks then cost the database one query at a
  // time, not one each — on the embedded database they would otherwise queue
  // behind each other and behind users' queries. A request never gets an
  // answer older than the probe that was running when it arrived.
  let probe: Promise<void> | null = null;
  const sharedPing = () =>
    (probe ??= withTimeout(database.ping(), timeoutMs, () => new Error('health check timed out')).finally(() => {
      probe = null;
    }));
  return new Hono().get('/', async (c) => {
    const started = performance.now();
    try {
      await sharedPing();
      const latencyMs = Math.round((performance.now() - started) * 100) / 100;
      return c.json({ status: 'ok', database: { status: 'up', kind: database.kind, latencyMs } });
    } catch (error) {
      c.header('retry-after', '5');
      const status = error instanceof SchemaMissingError ? 'schema_missing' : 'down';
      return c.json({ status: 'degraded', database: { status, kind: database.kind } }, 503);
    }
  });
}
