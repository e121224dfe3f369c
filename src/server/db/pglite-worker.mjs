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
// Messages in: { id, op, sql?, params?, rowMode?, textTypes?, statementName? } where op is
// 'query' | 'exec' | 'begin' | 'tx-query' | 'tx-exec' | 'commit' | 'rollback'
// | 'close'; out: { id, ok: true, result } or { id, ok: false, error }.
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';

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

/** A value of a named statement's call as the protocol's text (PostgreSQL casts it to the parameter's type). */
function textValue(value) {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  throw new TypeError(`a named statement's value must be a string, number, boolean, Date or null, not ${typeof value}`);
}

/** The statements prepared in this session, by name, with the text each was prepared from. */
const prepared = new Map();

/**
 * A query through a statement kept prepared under its name, as node-postgres
 * sends a named query: Parse once, then only Bind, Describe, Execute and
 * Sync. PGlite's own query parses and plans every call (an unnamed
 * statement); for History's list that was about a third of the embedded
 * database's time a request. The steps, the error handling (Sync in any
 * case) and the results are PGlite's own query's.
 */
async function namedQuery(message) {
  const { serialize } = protocol;
  const name = message.statementName;
  return db.runExclusive(async () => {
    const stream = (bytes) => db.execProtocolStream(bytes, { syncToFs: false });
    const messages = [];
    try {
      if (prepared.get(name) !== message.sql) {
        if (prepared.has(name)) {
          await stream(serialize.close({ type: 'S', name }));
          prepared.delete(name);
        }
        messages.push(...(await stream(serialize.parse({ name, text: message.sql, types: [] }))));
        prepared.set(name, message.sql);
      }
      const values = (message.params ?? []).map(textValue);
      messages.push(...(await stream(Buffer.concat([serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({})]))));
    } finally {
      messages.push(...(await stream(serialize.sync())));
    }
    if (!db.isInTransaction()) await db.syncToFs();
    return parse.parseResults(messages, db.parsers, queryOptions(message))[0];
  });
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
      if (message.statementName) return namedQuery(message);
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
