// The floor under History's numbers: the least a Node server can do for the
// first History page on this machine. A bare `node:http` server with the
// database driver alone (no framework, no session, no validation, no
// security headers) sends the app's list query for the benchmark user and
// answers its 20 documents as JSON, the same size as the app's answer.
// bench/documents.mjs measures it under the same load: beside the app on PostgreSQL, its runs in turn with History's, and after the app stopped on PGlite:
//   node bench/history-floor.mjs '{"port":…,"userEmail":…,"url":"postgres://…"}'   (or "dataDir" for PGlite)
// It prints 'floor listening' once it answers.
import http from 'node:http';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const { port, userEmail, url, dataDir } = JSON.parse(process.argv[2] ?? '{}');

// The app's statement for the first page (src/server/features/documents/service.ts), values in sub-selects as there.
const list = `select id, type, title, preview, created_at::text as created, updated_at::text as updated from documents
  where user_id = (select $1::text) and (updated_at, id) < (select $2::timestamptz, $3::uuid)
  order by updated_at desc, id desc limit (select $4::int)`;
const firstPage = ['infinity', 'ffffffff-ffff-ffff-ffff-ffffffffffff', 21];

let query;
let close;
if (url) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  query = async (text, values, name) => (await pool.query({ text, values, name })).rows;
  close = () => pool.end();
} else {
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  query = async (text, values) => (await db.query(text, values)).rows;
  close = () => db.close();
}

const [user] = await query('select id from users where email = $1', [userEmail]);
if (!user) throw new Error(`no user ${userEmail}`);

const server = http.createServer((req, res) => {
  query(list, [user.id, ...firstPage], 'history_floor').then(
    (rows) => {
      const documents = rows.slice(0, 20).map((r) => ({ id: r.id, type: r.type, title: r.title, preview: r.preview, createdAt: r.created, updatedAt: r.updated }));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ documents, nextCursor: rows.length > 20 ? documents.at(-1).id : null, hiddenByPlan: 0, plan: 'pro' }));
    },
    (error) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 'internal', message: error.message } }));
    },
  );
});
server.listen(port, '127.0.0.1', () => console.log('floor listening'));
process.once('SIGTERM', () => {
  server.close(() => close().then(() => process.exit(0)));
  server.closeAllConnections();
});
