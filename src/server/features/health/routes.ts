import { Hono } from 'hono';
import { SchemaMissingError, type DatabaseHandle } from '../../db/client.ts';
import { DatabaseBusyError } from '../../db/gate.ts';
import { withTimeout } from '../../db/unavailable.ts';

/** Longest the health check waits for the database, when it has to ask, before it says "down". */
export const healthPingTimeoutMs = 3_000;

/**
 * While statements wait, a query the database completed this recently
 * vouches for it: health answers "up" from that instead of queueing a ping
 * (decision 0039). Longer than a load balancer's usual check interval,
 * shorter than its usual failure window, so a database that stops is
 * reported down within seconds.
 */
export const recentAnswerMs = 5_000;

type HealthDatabase = Pick<DatabaseHandle, 'kind' | 'ping' | 'activity'>;

/**
 * Liveness plus database status. A busy database is not a down one: while
 * statements wait for it, or one (or a transaction, such as a batch of an
 * import) holds the embedded database's turn, and it keeps completing
 * queries (users' or health's own), health answers 200 "up" at once with
 * the queue length and the last query's latency, without waiting in the
 * queue behind users
 * (on the embedded database at 200 connections a queued ping made
 * health answer 503, and a load balancer would drain a node that was only
 * busy). When nothing waits, a ping waits behind no one either, so health
 * asks: a link that froze just after a query is seen at once. It answers
 * 503 only when the database does not answer within the bound, or answers
 * without Inkwell's tables (a database dropped and recreated empty would
 * fail every signed-in call).
 */
export function healthRoutes(database: HealthDatabase, timeoutMs = healthPingTimeoutMs) {
  const { activity } = database;
  // Requests that arrive while a probe is out share it: a load
  // balancer's or a monitor's checks then cost the database one query at a
  // time, not one each. A request never gets an answer older than the probe
  // that was running when it arrived.
  let probe: Promise<void> | null = null;
  // A probe that found no schema is believed until a probe finds it: its own
  // query completed, and must not vouch for the database a moment later.
  let schemaMissing = false;
  const ask = async () => {
    try {
      await database.ping();
    } catch (error) {
      // The embedded database refused the ping a turn because users' queries fill its
      // queue: the next of them to complete proves it answers as well as the ping would.
      if (error instanceof DatabaseBusyError) return activity.nextAnswer();
      throw error;
    }
  };
  const sharedProbe = () =>
    (probe ??= withTimeout(ask(), timeoutMs, () => new Error('health check timed out'))
      .then(
        () => {
          schemaMissing = false;
        },
        (error: unknown) => {
          schemaMissing = error instanceof SchemaMissingError;
          throw error;
        },
      )
      .finally(() => {
        probe = null;
      }));

  return new Hono().get('/', async (c) => {
    const seen = activity.snapshot();
    const busyButAnswering = (seen.queue > 0 || seen.inUse) && !schemaMissing && seen.lastAnswerAgoMs !== null && seen.lastAnswerAgoMs <= recentAnswerMs;
    if (busyButAnswering) return c.json({ status: 'ok', database: { status: 'up', kind: database.kind, latencyMs: seen.lastQueryMs ?? 0, ...seen } });
    const started = performance.now();
    try {
      await sharedProbe();
      const latencyMs = Math.round((performance.now() - started) * 100) / 100;
      return c.json({ status: 'ok', database: { status: 'up', kind: database.kind, latencyMs, ...activity.snapshot() } });
    } catch (error) {
      c.header('retry-after', '5');
      const status = error instanceof SchemaMissingError ? 'schema_missing' : 'down';
      return c.json({ status: 'degraded', database: { status, kind: database.kind, ...activity.snapshot() } }, 503);
    }
  });
}
