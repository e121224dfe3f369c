import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/harness.ts';
import { arrayRows, arrayStatement } from './array-rows.ts';
import type { DatabaseHandle } from './client.ts';
import { documents, users } from './schema.ts';
import { timestampText } from './timestamp-text.ts';

// On PGlite by default, on PostgreSQL in CI's second pass (TEST_DATABASE_URL): the two drivers must hand over the same rows.
describe('statements sent straight to the driver', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.insert(users).values({ id: 'array-rows-user', email: 'array-rows@example.com', name: 'Rows' });
    await database.db.insert(documents).values([
      { id: '00000000-0000-4000-8000-000000000001', userId: 'array-rows-user', type: 'essay', title: 'First', content: 'a', preview: 'a', updatedAt: new Date('2026-03-01T09:00:00.250Z') },
      { id: '00000000-0000-4000-8000-000000000002', userId: 'array-rows-user', type: 'resume', title: 'Second', content: 'b', preview: 'b', updatedAt: new Date('2026-03-02T10:30:00.000Z') },
    ]);
  });

  afterAll(() => database?.close());

  const byUser = (name: string) =>
    arrayStatement(
      database.db
        .select({ id: documents.id, title: documents.title, updated: timestampText(documents.updatedAt), none: sql<string | null>`null::text`, count: sql<number>`2::int` })
        .from(documents)
        .where(sql`${documents.userId} = ${sql.placeholder('user')}::text`)
        .orderBy(documents.updatedAt),
      name,
    );

  it('returns each row as an array in the select list’s order: timestamps read through timestampText as the server’s text, an int as a number, nulls kept', async () => {
    const rows = await arrayRows(database.db, byUser(''), { user: 'array-rows-user' });
    expect(rows).toEqual([
      ['00000000-0000-4000-8000-000000000001', 'First', '2026-03-01 09:00:00.25+00', null, 2],
      ['00000000-0000-4000-8000-000000000002', 'Second', '2026-03-02 10:30:00+00', null, 2],
    ]);
  });

  it('fills the placeholders with each call’s values, under a statement name too', async () => {
    const named = byUser('array_rows_test');
    expect(await arrayRows(database.db, named, { user: 'someone-else' })).toEqual([]);
    expect((await arrayRows(database.db, named, { user: 'array-rows-user' })).map((row) => row[1])).toEqual(['First', 'Second']);
    expect((await arrayRows(database.db, named, { user: 'array-rows-user' })).map((row) => row[1])).toEqual(['First', 'Second']);
  });
});
