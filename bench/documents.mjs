// History's API under load: one user's documents among many, on PGlite and on
// PostgreSQL, measured with autocannon from a second process (bench/load.mjs).
// `npm run bench -- documents` runs this part alone; BENCH_DOCUMENTS_MAX=200000
// skips the larger sizes, BENCH_POSTGRES_URL names another server. It ends with
// History at 200 connections on PGlite (bench/documents-overload.mjs), which
// `npm run bench -- documents-overload` runs alone.
// While iterating: BENCH_DOCUMENTS_KINDS=postgres measures one database only
// (default: pglite,postgres), and BENCH_DOCUMENTS_KEEP=1 keeps each size's
// PostgreSQL database (inkwell_bench_documents_<size>) and reuses it on the
// next run instead of seeding again (the app's start applies new migrations).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { freePort, startApp } from './app-process.mjs';
import { count, documentsSection, ms, seconds, verdicts } from './documents-report.mjs';
import { measure, signIn, signUp, user } from './documents-app.mjs';
import { describeSeed, seedDocuments, userShare } from './documents-seed.mjs';
import { measureOverload, overload, overloadSection, overloadVerdict } from './documents-overload.mjs';

const root = path.resolve(import.meta.dirname, '..');
/**
 * Each app start first serves every route for `appWarmupSeconds` (unmeasured:
 * V8 compiles the hot paths in the first ~10,000 requests, which cost several
 * times more until then). Then each route is measured in `runs` runs of
 * `seconds`, each after `warmupSeconds` of its own; the median run by p99 is
 * reported, with the p99 of every run beside it (the machine is shared).
 */
const load = { connections: 50, appWarmupSeconds: 3, warmupSeconds: 2, seconds: 6, runs: 3 };
/** The table grows through these sizes; the benchmark user owns one document in `userShare`. */
const scales = {
  postgres: [200_000, 2_000_000],
  // Loading 2,000,000 rows into PGlite's one WebAssembly thread would add about
  // 7 minutes (the section states the measured rate): its 10× step is 20,000 → 200,000.
  pglite: [20_000, 200_000],
};
/** The size the issue's targets are stated at, and the 10× step they are checked on. */
const targetScale = 200_000;
const growthStep = [200_000, 2_000_000];
/** The History and search targets, each a ratio of two rows of one run (and an absolute bound on PGlite's slowest answer). */
const targets = {
  pgliteHistoryP99Ratio: 4,
  pgliteHealthP99Ratio: 2,
  pgliteMaxMs: 1000,
  historyFloorP99Ratio: 1.3,
  historyFloorShare: 0.7,
  searchHistoryP50Ratio: 2,
  healthShare: 1 / 10,
  p50Growth: 0.5,
};

// The query listDocuments sends for each route (drizzle's, without the quoting), for EXPLAIN ANALYZE:
// without a search, the prepared statement's values are sub-selects (its generic plan: decision 0015).
const routes = [
  { key: 'history', label: 'History, first page', path: '/api/documents', prepared: true, where: '' },
  { key: 'search', label: 'search “climate”', path: '/api/documents?search=climate', where: "and (prefix_tsquery('climate') is null or search @@ prefix_tsquery('climate'))" },
  { key: 'filter', label: 'essays only', path: '/api/documents?type=essay', prepared: true, where: "and type = (select 'essay'::text)" },
  { key: 'health', label: '/api/health (ceiling)', path: '/api/health' },
  // bench/history-floor.mjs, beside the app on PostgreSQL (its runs alternate with History's), after it on PGlite: what any Node server would get for History's query here.
  { key: 'floor', label: 'History’s query from a bare node:http server (floor)', path: '/', floor: true },
];
const appRoutes = routes.filter((r) => !r.floor);
const documentRoutes = appRoutes.filter((r) => r.key !== 'health');
const appEnv = { RATE_LIMIT_ENABLED: 'false', SEED_DEMO: 'false' };
const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const maxDocuments = Number(process.env.BENCH_DOCUMENTS_MAX ?? Infinity);
const kinds = (process.env.BENCH_DOCUMENTS_KINDS ?? 'pglite,postgres').split(',').map((k) => k.trim());
const keepDatabases = process.env.BENCH_DOCUMENTS_KEEP === '1';


/** One load run on `url` at the benchmark's connections; its JSON line (bench/load.mjs), with the server's CPU per request when its pid is given. */
function measureLoad(url, headers, { warmupSeconds = load.warmupSeconds, seconds = load.seconds, serverPid } = {}) {
  return measure(url, headers, { connections: load.connections, warmupSeconds, seconds, serverPid });
}

/**
 * `load.runs` measurements of each leg ({ route, url, headers }), taken in
 * turn (A B A B A B) so that a change in the machine's load meets every leg
 * alike; for each, the run with the median p99, and the p99 of every run.
 */
async function measureRuns(...legs) {
  const runs = legs.map(() => []);
  for (let i = 0; i < load.runs; i++) for (const [j, leg] of legs.entries()) runs[j].push(await measureLoad(leg.url, leg.headers, { serverPid: leg.pid }));
  return legs.map((leg, j) => {
    const sorted = runs[j].sort((a, b) => a.p99 - b.p99);
    const m = {
      ...sorted[Math.floor(sorted.length / 2)],
      p99Runs: sorted.map((r) => r.p99),
      maxRuns: Math.max(...sorted.map((r) => r.max)),
      timeoutRuns: sorted.reduce((sum, r) => sum + r.timeouts, 0),
      // The server's CPU time per request in each run (µs), lowest first.
      cpuRuns: sorted.map((r) => r.cpuPerRequest).filter((c) => c !== null).sort((a, b) => a - b),
    };
    console.log(`  ${leg.route.label}: ${Math.round(m.rps)} req/s, p50 ${ms(m.p50)} ms, p99 ${ms(m.p99)} ms (runs: ${m.p99Runs.map(ms).join(', ')}), slowest ${ms(m.maxRuns)} ms, non-2xx ${m.non2xx}, errors ${m.errors} (timeouts ${m.timeouts})${m.cpuRuns.length ? `, server CPU ${m.cpuRuns.map((c) => Math.round(c)).join(', ')} µs a request` : ''}`);
    return m;
  });
}

/**
 * bench/history-floor.mjs on a free port, on the database the app is measured
 * on: beside the running app on PostgreSQL, after it stopped on PGlite (one
 * process per data folder).
 */
async function startFloor(database) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'history-floor.mjs'), JSON.stringify({ port, userEmail: user.email, url: database.url, dataDir: database.dataDir })], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('floor listening') && resolve());
    child.once('exit', (code) => reject(new Error(`history-floor.mjs exited with ${code}`)));
  });
  const url = `http://127.0.0.1:${port}/`;
  const res = await fetch(url);
  const body = await res.json();
  if (res.status !== 200 || body.documents.length !== 20) throw new Error(`the floor server answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
  return {
    url,
    pid: child.pid,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A request of each route answers 200 with documents in it before it is measured. */
async function checkRoutes(baseURL, cookie) {
  for (const route of appRoutes) {
    const res = await fetch(baseURL + route.path, { headers: { cookie } });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`${route.path} answered ${res.status}: ${JSON.stringify(body)}`);
    if (route.key !== 'health' && body.documents.length === 0) throw new Error(`${route.path} found no documents`);
  }
}

/** Connections to the database outside the app: `lanes` for seeding, `run` for the rest. */
async function connect(database) {
  if (database.kind === 'pglite') {
    const db = new PGlite(path.join(database.dataDir, 'pglite'));
    await db.waitReady;
    const run = (sql) => db.query(sql);
    return { run, lanes: [run], maintenanceWorkMem: '256MB', close: () => db.close() };
  }
  const clients = await Promise.all(
    Array.from({ length: Math.max(1, Math.min(4, os.availableParallelism())) }, async () => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      return client;
    }),
  );
  const lanes = clients.map((c) => (sql) => c.query(sql));
  return { run: lanes[0], lanes, maintenanceWorkMem: '512MB', close: () => Promise.all(clients.map((c) => c.end())) };
}

async function explain(run, userId) {
  const plans = {};
  for (const route of documentRoutes) {
    const value = (literal) => (route.prepared ? `(select ${literal})` : literal);
    const firstPage = "'infinity'::timestamptz, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid";
    const sql = `select id, type, title, preview, created_at, updated_at from documents
      where user_id = ${value(`'${userId}'::text`)} ${route.where}
      and (updated_at, id) < ${route.prepared ? `(select ${firstPage})` : `(${firstPage})`}
      order by updated_at desc, id desc limit ${value('21')}`;
    // Once to read the pages into the cache as the measurements left them, once to keep.
    await run(`explain analyze ${sql}`);
    const lines = (await run(`explain (analyze, buffers) ${sql}`)).rows.map((r) => r['QUERY PLAN']);
    plans[route.key] = { text: lines.join('\n'), ms: Number(lines.find((l) => l.startsWith('Execution Time'))?.match(/[\d.]+/)?.[0]) };
  }
  return plans;
}

/**
 * Creates the database, then for each scale: grow, start the app, measure,
 * stop, explain; on PGlite, ends with History at 200 connections on the
 * largest table. `overloadOnly`: straight to the largest size, and only that.
 */
async function benchDatabase(kind, { overloadOnly = false } = {}) {
  const database = { kind, label: kind === 'postgres' ? 'PostgreSQL' : 'PGlite' };
  const env = { ...appEnv };
  const created = [];
  /** A database on the server named `name`, made empty or as a copy of `template`; `database.url` then names it. */
  const useServerDatabase = async (name, { template, exists = false } = {}) => {
    if (!exists) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
      await admin.end();
      if (!keepDatabases) created.push(name);
    }
    const url = new URL(serverUrl);
    url.pathname = '/' + name;
    database.name = name;
    database.url = env.DATABASE_URL = url.toString();
  };
  /** The kept databases there are (BENCH_DOCUMENTS_KEEP=1). */
  let kept = new Set();
  if (kind === 'postgres') {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    database.version = (await admin.query('show server_version')).rows[0].server_version.split(' ')[0];
    if (keepDatabases) kept = new Set((await admin.query("select datname from pg_database where datname like 'inkwell_bench_documents_%'")).rows.map((r) => r.datname));
    await admin.end();
  } else {
    database.dataDir = mkdtempSync(path.join(tmpdir(), 'inkwell-bench-documents-'));
    database.version = JSON.parse(readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')).version;
  }
  const start = () => startApp(env, kind === 'pglite' ? { dataDir: database.dataDir, keepData: true } : {});
  /** The first start runs the migrations; the user signs up through the API like anyone else. */
  const signUpFirst = async () => {
    const first = await start();
    await signUp(first.baseURL);
    await first.stop();
  };

  const results = [];
  try {
    let size = 0;
    let previous;
    const sizes = scales[kind].filter((n) => n <= maxDocuments);
    for (const total of overloadOnly ? sizes.slice(-1) : sizes) {
      const keptName = `inkwell_bench_documents_${total}`;
      let seed;
      if (kind === 'postgres' && keepDatabases && kept.has(keptName)) {
        console.log(`${database.label}: reusing ${keptName}…`);
        await useServerDatabase(keptName, { exists: true });
        size = total;
      } else {
        if (kind === 'postgres') {
          // Each size grows from a copy of the previous one when it was kept, so both stay.
          const name = keepDatabases ? keptName : previous ?? `inkwell_bench_${Date.now()}`;
          if (name !== previous) await useServerDatabase(name, keepDatabases && previous ? { template: previous } : {});
          if (!previous) await signUpFirst();
          previous = name;
        } else if (size === 0) await signUpFirst();
        console.log(`${database.label}: growing the table to ${count(total)} documents…`);
        const connection = await connect(database);
        seed = await seedDocuments(connection.lanes, { userEmail: user.email, from: size, to: total, maintenanceWorkMem: connection.maintenanceWorkMem });
        await connection.close();
        size = total;
        console.log(`  seeded in ${seconds(seed.totalMs)} (insert ${seconds(seed.insertMs)}, indexes ${seconds(seed.indexMs)}, vacuum ${seconds(seed.vacuumMs)})`);
      }
      if (kind === 'postgres') previous = database.name;
      const described = await connect(database);
      const shape = await describeSeed(described.run, user.email);
      await described.close();
      console.log(`  ${JSON.stringify(shape)}`);
      if (overloadOnly) {
        results.push({ total, seed, shape });
        continue;
      }

      const app = await start();
      // Other work on the machine shows in the numbers: the section reports it.
      const loadAverage = os.loadavg()[0];
      const measured = {};
      const floorRoute = routes.find((r) => r.floor);
      // On PostgreSQL the floor server runs beside the app (idle while the app is loaded, and the other
      // way round). History's runs alternate with the floor's and search's: the targets are ratios of these.
      const beside = kind === 'postgres' ? await startFloor(database) : null;
      try {
        const cookie = await signIn(app.baseURL);
        await checkRoutes(app.baseURL, cookie);
        for (const route of appRoutes) await measureLoad(app.baseURL + route.path, { cookie }, { warmupSeconds: 0, seconds: load.appWarmupSeconds });
        if (beside) await measureLoad(beside.url, {}, { warmupSeconds: 0, seconds: load.appWarmupSeconds });
        const legOf = (key) => ({ route: routes.find((r) => r.key === key), url: app.baseURL + routes.find((r) => r.key === key).path, headers: { cookie }, pid: app.pid });
        const together = [legOf('history'), ...(beside ? [{ route: floorRoute, url: beside.url, headers: {}, pid: beside.pid }] : []), legOf('search')];
        const results = await measureRuns(...together);
        together.forEach((leg, i) => (measured[leg.route.key] = results[i]));
        for (const route of appRoutes) if (!measured[route.key]) [measured[route.key]] = await measureRuns(legOf(route.key));
      } finally {
        await app.stop();
        await beside?.stop();
      }
      if (!beside) {
        const floor = await startFloor(database);
        try {
          await measureLoad(floor.url, {}, { warmupSeconds: 0, seconds: load.appWarmupSeconds });
          [measured.floor] = await measureRuns({ route: floorRoute, url: floor.url, headers: {}, pid: floor.pid });
        } finally {
          await floor.stop();
        }
      }
      const after = await connect(database);
      const userId = (await after.run(`select id from users where email = '${user.email}'`)).rows[0].id;
      const plans = await explain(after.run, userId);
      await after.close();
      results.push({ total, seed, shape, measured, plans, loadAverage });
    }
    // More clients than PGlite serves, on its largest table.
    if (kind === 'pglite' && results.length) {
      console.log(`${database.label}: History at ${overload.connections} connections…`);
      database.overload = await measureOverload({ dataDir: database.dataDir, env });
    }
  } finally {
    for (const name of created) {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    }
    if (database.dataDir) rmSync(database.dataDir, { recursive: true, force: true });
  }
  return { ...database, results };
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch (error) {
    console.warn(`PostgreSQL is not reachable at ${serverUrl} (${error.message}): measuring PGlite only. Set BENCH_POSTGRES_URL to a server.`);
    return false;
  }
}

/** Runs both databases and returns the BENCHMARKS.md section. */
export async function runDocumentsBench({ date, machine }) {
  const started = performance.now();
  const databases = [];
  if (kinds.includes('pglite')) databases.push(await benchDatabase('pglite'));
  if (kinds.includes('postgres') && (await postgresReachable())) databases.push(await benchDatabase('postgres'));
  const setup = { routes, load, targets, targetScale, growthStep, userShare };
  const list = verdicts(databases, setup);
  const printed = new Set();
  for (const v of list) {
    console.log(`${v.ok ? '✔' : '✘'} ${v.text}`);
    const plan = v.plan?.scale.plans[v.plan.route].text;
    if (plan && !v.ok && !printed.has(plan)) console.log(plan);
    printed.add(plan);
  }
  const pglite = databases.find((d) => d.kind === 'pglite');
  const overloadText = pglite?.overload ? overloadReport({ date, machine }, pglite) : '';
  return documentsSection({ date, machine, autocannon: autocannonVersion(), databases, list, overload: overloadText, durationMs: performance.now() - started }, setup);
}

const autocannonVersion = () => JSON.parse(readFileSync(path.join(root, 'node_modules/autocannon/package.json'), 'utf8')).version;

/** The 200-connection verdict, printed, and its sub-section of the documents section. */
function overloadReport({ date, machine }, pglite) {
  const verdict = overloadVerdict(pglite.overload);
  console.log(`${verdict.ok ? '✔' : '✘'} ${verdict.text}`);
  return overloadSection({ date, machine, version: pglite.version, autocannon: autocannonVersion(), shape: pglite.results.at(-1).shape, results: pglite.overload });
}

/** `npm run bench -- documents-overload`: only History at 200 connections on PGlite, on a table seeded straight to the largest size. */
export async function runDocumentsOverloadBench({ date, machine }) {
  return overloadReport({ date, machine }, await benchDatabase('pglite', { overloadOnly: true }));
}
