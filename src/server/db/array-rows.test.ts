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

  it('hands over the same rows from a named statement as from an unnamed one, on every call', async () => {
    const unnamed = await arrayRows(database.db, byUser(''), { user: 'array-rows-user' });
    const named = byUser('array_rows_same');
    for (let call = 0; call < 3; call++) expect(await arrayRows(database.db, named, { user: 'array-rows-user' })).toEqual(unnamed);
  });

  it('sends a number, a boolean, a date and a null to a named statement as its parameters’ types read them', async () => {
    const values = arrayStatement(
      database.db
        .select({
          sum: sql<number>`${sql.placeholder('n')}::int + 1`,
          not: sql<boolean>`not ${sql.placeholder('flag')}::boolean`,
          same: sql<boolean>`${sql.placeholder('at')}::timestamptz = '2026-03-01T09:00:00.250Z'::timestamptz`,
          none: sql<boolean>`${sql.placeholder('nothing')}::text is null`,
        })
        .from(users)
        .where(sql`${users.id} = 'array-rows-user'`),
      'array_rows_values',
    );
    expect(await arrayRows(database.db, values, { n: 41, flag: false, at: new Date('2026-03-01T09:00:00.250Z'), nothing: null })).toEqual([[42, true, true, true]]);
  });

  it('fails a named call whose value its parameter cannot read with the database’s error, and the next calls work', async () => {
    const byCount = arrayStatement(
      database.db.select({ n: sql<number>`${sql.placeholder('n')}::int` }).from(users).where(sql`${users.id} = 'array-rows-user'`),
      'array_rows_count',
    );
    await expect(arrayRows(database.db, byCount, { n: 'not a number' })).rejects.toMatchObject({ code: '22P02' });
    expect(await arrayRows(database.db, byCount, { n: 7 })).toEqual([[7]]);
    expect((await arrayRows(database.db, byUser('array_rows_after_error'), { user: 'array-rows-user' })).length).toBe(2);
  });

  // PostgreSQL keeps prepared statements per pooled connection (list-plan.postgres.test.ts checks History's there).
  describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('in the embedded database', () => {
    const prepared = async (name: string) =>
      (await arrayRows(database.db, arrayStatement(database.db.select({ statement: sql<string>`statement` }).from(sql`pg_prepared_statements`).where(sql`name = ${sql.placeholder('name')}::text`), ''), { name })).map((row) => row[0]);

    it('keeps a named statement prepared in its session, once, from the statement’s text', async () => {
      const named = byUser('array_rows_kept');
      expect(await prepared('array_rows_kept')).toEqual([]);
      await arrayRows(database.db, named, { user: 'array-rows-user' });
      await arrayRows(database.db, named, { user: 'someone-else' });
      expect(await prepared('array_rows_kept')).toEqual([named.text]);
    });

    it('prepares a name again when its text changes', async () => {
      const first = arrayStatement(database.db.select({ v: sql<number>`1::int` }).from(users).where(sql`${users.id} = ${sql.placeholder('user')}::text`), 'array_rows_renamed');
      const second = arrayStatement(database.db.select({ v: sql<number>`2::int` }).from(users).where(sql`${users.id} = ${sql.placeholder('user')}::text`), 'array_rows_renamed');
      expect(await arrayRows(database.db, first, { user: 'array-rows-user' })).toEqual([[1]]);
      expect(await arrayRows(database.db, second, { user: 'array-rows-user' })).toEqual([[2]]);
      expect(await prepared('array_rows_renamed')).toEqual([second.text]);
    });
  });
});
