import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDocumentsQuerySchema } from '../../../shared/documents.ts';
import type { Database } from '../../db/client.ts';
import { appForFile } from '../../testing/app-for-file.ts';
import { viewerOnOneConnection } from '../../testing/one-connection.ts';
import { listDocuments, type Viewer } from './service.ts';

// PostgreSQL only (vitest.config.ts runs *.postgres.test.ts when TEST_DATABASE_URL is set): PGlite keeps no prepared statements.
describe('History’s list on PostgreSQL', () => {
  const t = appForFile();
  let client: pg.PoolClient;
  let db: Database;
  let viewer: Viewer;

  beforeAll(async () => {
    // One connection of the app's pool, so its prepared statements can be read back.
    ({ viewer, client, db } = await viewerOnOneConnection(t));
    // Each writer owns hundreds of documents, as the benchmark's do. Until
    // the list query kept its values out of the planner's sight, a plan
    // made for the request's values (21 rows of the viewer's) always looked
    // cheaper than the generic one (which guesses a tenth of an average
    // writer's documents for LIMIT $n), and PostgreSQL planned every request.
    await client.query(
      `insert into documents (user_id, type, title, updated_at)
       select case when g % 11 = 0 then $1 else 'writer-' || (g % 20 + 1) end,
              (array['essay', 'resume', 'academic', 'cover-letter'])[g % 4 + 1],
              case when g % 11 = 0 then 'Mine ' else 'Theirs ' end || g,
              now() - (g * 7919 % 11000) * interval '1 minute'
       from generate_series(1, 11000) g`,
      [viewer.id],
    );
    await client.query('analyze documents');
  });

  afterAll(() => {
    client?.release();
  });

  async function plans(): Promise<Array<{ name: string; generic: number; custom: number }>> {
    const { rows } = await client.query<{ name: string; generic: string; custom: string }>(
      "select name, generic_plans as generic, custom_plans as custom from pg_prepared_statements where name like 'documents_list_%' order by name",
    );
    return rows.map((r) => ({ name: r.name, generic: Number(r.generic), custom: Number(r.custom) }));
  }

  it('is planned once: after five executions PostgreSQL reuses one plan for every page and filter', async () => {
    for (const shape of [{}, { type: 'essay' }, { sort: 'asc' }]) {
      const seen = new Set<string>();
      let cursor: string | undefined;
      for (let i = 0; i < 8; i++) {
        const page = await listDocuments(db, viewer, listDocumentsQuerySchema.parse({ ...shape, ...(cursor ? { cursor } : {}) }));
        expect(page.documents).toHaveLength(20);
        for (const d of page.documents) {
          expect(d.title).toMatch(/^Mine /);
          if ('type' in shape) expect(d.type).toBe('essay');
          seen.add(d.id);
        }
        cursor = page.nextCursor ?? undefined;
      }
      expect(seen.size).toBe(160);
    }
    expect(await plans()).toEqual([
      { name: 'documents_list_asc_all_full', generic: 3, custom: 5 },
      { name: 'documents_list_desc_all_full', generic: 3, custom: 5 },
      { name: 'documents_list_desc_type_full', generic: 3, custom: 5 },
    ]);
  });
});
