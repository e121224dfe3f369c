import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from '../db/client.ts';
import { schema } from '../db/schema.ts';
import type { TestApp } from './harness.ts';

/**
 * For tests of the statements a service sends to PostgreSQL (their plans,
 * their values): a new Pro user of `t` as the viewer, twenty other writers
 * to share the tables with, and one connection of the app's pool with a
 * database on it, so what was prepared or sent on it can be read back. The
 * caller releases the connection after its tests.
 */
export async function viewerOnOneConnection(t: TestApp): Promise<{ viewer: { id: string; plan: 'pro' }; client: pg.PoolClient; db: Database }> {
  const user = await t.signUp();
  const client = await (t.database.db as unknown as { $client: pg.Pool }).$client.connect();
  const db = drizzle(client, { schema }) as unknown as Database;
  await client.query("insert into users (id, email) select 'writer-' || g, 'writer-' || g || '@example.com' from generate_series(1, 20) g");
  return { viewer: { id: user.userId, plan: 'pro' }, client, db };
}
