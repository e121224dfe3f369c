import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDocumentsQuerySchema } from '../../../shared/documents.ts';
import type { Database } from '../../db/client.ts';
import { appForFile } from '../../testing/app-for-file.ts';
import { viewerOnOneConnection } from '../../testing/one-connection.ts';
import { listDocuments, type Viewer } from './service.ts';

// PostgreSQL only (vitest.config.ts runs *.postgres.test.ts when TEST_DATABASE_URL is set): the plans are the server's.
describe('History’s search on PostgreSQL (decision 0032)', () => {
  const t = appForFile();
  let client: pg.PoolClient;
  let db: Database;
  let viewer: Viewer;
  /** Every statement the service sent on the connection, with its values. */
  const sent: Array<{ text: string; params: unknown[] }> = [];

  beforeAll(async () => {
    ({ viewer, client, db } = await viewerOnOneConnection(t));
    // What the service sends on the connection, read where it leaves for the server (the plans below are not recorded).
    const send = client.query.bind(client) as (config: unknown, values?: unknown) => Promise<unknown>;
    (client as unknown as { query: typeof send }).query = (config, values) => {
      const { text, values: params } = (typeof config === 'string' ? { text: config, values } : config) as { text: string; values?: unknown[] };
      if (!text.startsWith('explain ')) sent.push({ text, params: params ?? [] });
      return send(config, values);
    };
    // Every other document of the table is about climate, the viewer's too,
    // and one of the viewer's is about a quokka; the twenty other writers share the table.
    await client.query(
      `insert into documents (user_id, type, title, content, updated_at)
       select case when g % 5 = 0 then $1 else 'writer-' || (g % 20 + 1) end, 'essay',
              case when g % 2 = 0 then 'Climate notes ' || g else 'Harbour notes ' || g end,
              -- A vocabulary of a few thousand words, as real writing has: the planner then knows a word it has not seen is rare.
              case when g = 5005 then 'A quokka on Rottnest.' else 'Ships w' || g % 997 || ' v' || g % 503 || ' u' || g % 211 || '.' end,
              now() - g * interval '1 minute'
       from generate_series(1, 20000) g`,
      [viewer.id],
    );
    await client.query('analyze documents');
  });

  afterAll(() => {
    client?.release();
  });

  /** The plan PostgreSQL makes for the last statement the service sent, with its values. */
  async function planOfLast(): Promise<string> {
    const last = sent.at(-1)!;
    const { rows } = await client.query<{ 'QUERY PLAN': string }>({ text: `explain ${last.text}`, values: last.params });
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  }

  it('sends one statement, planned for the words typed: a common word walks the newest documents instead of sorting every match', async () => {
    sent.length = 0;
    const common = await listDocuments(db, viewer, listDocumentsQuerySchema.parse({ search: 'clim' }));
    expect(sent).toHaveLength(1);
    expect(common.documents.map((d) => d.title)).toEqual(Array.from({ length: 20 }, (_, i) => `Climate notes ${10 * (i + 1)}`));
    const walk = await planOfLast();
    // The words are a constant of the plan, and the user's index is read newest first, with no sort of every match.
    expect(walk).toMatch(/search @@ '+clim'+:\*/);
    expect(walk).toMatch(/Index Scan Backward using documents_user_updated_at_idx/);
    expect(walk).not.toMatch(/Sort/);

    sent.length = 0;
    const rare = await listDocuments(db, viewer, listDocumentsQuerySchema.parse({ search: 'quokka' }));
    expect(sent).toHaveLength(1);
    expect(rare.documents.map((d) => d.title)).toEqual(['Harbour notes 5005']);
    // A rare word gets a plan of its own (which one depends on the table's size; the words are in sight either way).
    expect(await planOfLast()).toMatch(/search @@ '+quokka'+:\*/);
  });

  it('holds no named statement for search: every request is planned anew', async () => {
    for (let i = 0; i < 8; i++) await listDocuments(db, viewer, listDocumentsQuerySchema.parse({ search: 'climate' }));
    const { rows } = await client.query<{ statement: string }>('select statement from pg_prepared_statements');
    expect(rows.filter((r) => r.statement.includes('prefix_tsquery'))).toEqual([]);
  });
});
