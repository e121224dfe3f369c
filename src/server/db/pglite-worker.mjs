// The embedded database's thread: one PGlite instance, so that its work
// (parsing, planning, executing, writing pages) never runs on the event loop
// that parses, routes and answers requests (decision 0018). Plain JavaScript,
// like the render worker, so the same file runs from src/ (tests) and from
// the built app. The main thread's gate (gate.ts) sends one call at a time.
//
// workerData: { dataDir?: string, seedFile?: string } — seedFile: a tarball
// from PGlite's dumpDataDir that a new database starts from (the tests'
// migrated template, so that each test file skips initdb). First message out: { ready: true } or
// { ready: false, error }.
// Messages in: { id, op, sql?, params?, rowMode?, textTypes? } where op is
// 'query' | 'exec' | 'begin' | 'tx-query' | 'tx-exec' | 'commit' | 'rollback'
// | 'close'; out: { id, ok: true, result } or { id, ok: false, error }.
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** Errors cross threads as plain objects: message, name and every primitive field (code, detail, constraint …). */
function plainError(error) {
  const plain = { name: 'Error', message: String(error) };
  if (error && typeof error === 'object') {
    plain.name = error.name ?? 'Error';
    plain.message = error.message ?? plain.message;
    for (const [key, value] of Object.entries(error)) {
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) plain[key] = value;
    }
  }
  return plain;
}

/**
 * Parsers cannot cross threads: the caller names the type ids it wants as
 * the database's text (Drizzle keeps timestamps, dates, intervals and their
 * arrays as text), and they are applied here.
 */
function queryOptions(message) {
  const options = {};
  if (message.rowMode) options.rowMode = message.rowMode;
  if (Array.isArray(message.textTypes) && message.textTypes.length > 0) {
    options.parsers = Object.fromEntries(message.textTypes.map((type) => [type, (value) => value]));
  }
  return options;
}

const rollbackSignal = new Error('rolled back by the caller');
let db;
/** The open transaction: PGlite's own transaction object, held open until the caller commits or rolls back. */
let open = null;

async function begin() {
  if (open) throw new Error('A transaction is already open on the embedded database.');
  let entered;
  const started = new Promise((resolve) => {
    entered = resolve;
  });
  const state = { tx: null, finish: null, done: null };
  state.done = db.transaction(
    (tx) =>
      new Promise((resolve, reject) => {
        state.tx = tx;
        state.finish = { resolve, reject };
        entered();
      }),
  );
  // BEGIN itself may fail: then the transaction call rejects before entering.
  await Promise.race([started, state.done]);
  open = state;
}

async function end(commit) {
  const state = open;
  if (!state) throw new Error('No transaction is open on the embedded database.');
  open = null;
  if (commit) {
    state.finish.resolve();
    await state.done;
    return;
  }
  state.finish.reject(rollbackSignal);
  await state.done.catch((error) => {
    if (error !== rollbackSignal) throw error;
  });
}

function current() {
  if (!open) throw new Error('No transaction is open on the embedded database.');
  return open.tx;
}

async function handle(message) {
  switch (message.op) {
    case 'query':
      return db.query(message.sql, message.params ?? [], queryOptions(message));
    case 'exec':
      return db.exec(message.sql);
    case 'begin':
      return begin();
    case 'tx-query':
      return current().query(message.sql, message.params ?? [], queryOptions(message));
    case 'tx-exec':
      return current().exec(message.sql);
    case 'commit':
      return end(true);
    case 'rollback':
      return end(false);
    case 'close':
      if (open) await end(false).catch(() => undefined);
      await db.close();
      return undefined;
    default:
      throw new Error(`unknown operation ${String(message.op)}`);
  }
}

try {
  const seed = workerData?.seedFile ? new Blob([await readFile(workerData.seedFile)]) : undefined;
  db = await PGlite.create(workerData?.dataDir, seed ? { loadDataDir: seed } : {});
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: plainError(error) });
}

parentPort.on('message', (message) => {
  handle(message).then(
    (result) => parentPort.postMessage({ id: message.id, ok: true, result }),
    (error) => parentPort.postMessage({ id: message.id, ok: false, error: plainError(error) }),
  );
});
