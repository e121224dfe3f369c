// Real-time co-editing: 20 editors typing into one document at once, each
// edit timed until every other editor has it (p50, p95), on one app process,
// across two app processes on one PostgreSQL sharing sessions through Redis,
// and through a bare Yjs relay (a WebSocket server that forwards every
// message to the other sockets, nothing else) as the floor, all in the same
// run. Also: `GET /api/health` p99 while the 20 type, as a ratio to idle; the
// server's memory per open document; and a flood from one socket while the
// others type. Writes its section of BENCHMARKS.md (bench/run.mjs).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import pg from 'pg';
import { WebSocket } from 'ws';
import * as Y from 'yjs';
import { freePort, newAccount, startApp } from './app-process.mjs';
import { healthSamples, pause, percentile } from './health-probe.mjs';
import { runTsBench } from './ts-bench.mjs';

const editors = 20;
const typingMs = 20_000;
/** One keystroke per editor every this many ms (about 80 words a minute). */
const keyGapMs = 150;
const memoryDocuments = 100;
const postgresBase = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The floor: a relay that forwards every binary message to every other socket, in its own process. */
async function startRelay() {
  const port = await freePort();
  const code = `
    const { WebSocketServer } = require(${JSON.stringify(path.join(process.cwd(), 'node_modules/ws'))});
    const server = new WebSocketServer({ port: ${port}, host: '127.0.0.1' });
    server.on('connection', (ws) => ws.on('message', (data) => { for (const other of server.clients) if (other !== ws && other.readyState === 1) other.send(data); }));
    server.on('listening', () => console.log('relay ready'));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => child.stdout.on('data', (d) => String(d).includes('relay ready') && resolve()));
  return { url: `ws://127.0.0.1:${port}`, stop: () => child.kill('SIGKILL') };
}

/** An editor on the relay: its updates go out as they are made, the others' are applied as they come. */
function relayEditor(url) {
  const doc = new Y.Doc();
  const ws = new WebSocket(url);
  ws.binaryType = 'nodebuffer';
  doc.on('update', (update, origin) => origin !== 'remote' && ws.readyState === 1 && ws.send(update));
  ws.on('message', (data) => Y.applyUpdate(doc, new Uint8Array(data), 'remote'));
  const ready = new Promise((resolve) => ws.once('open', resolve));
  return { doc, ready, close: () => ws.close() };
}

/** An editor on the app's editing socket, signed in by `cookie`. */
function appEditor(baseURL, cookie, documentId) {
  const doc = new Y.Doc();
  class CookieSocket extends WebSocket {
    constructor(url, protocols) {
      super(url, protocols, { headers: { origin: baseURL, cookie } });
    }
  }
  const sockets = new HocuspocusProviderWebsocket({ url: `${baseURL.replace('http', 'ws')}/api/collab`, WebSocketPolyfill: CookieSocket });
  let synced;
  const ready = new Promise((resolve) => (synced = resolve));
  const provider = new HocuspocusProvider({ websocketProvider: sockets, name: documentId, document: doc, token: 'cookie', onSynced: ({ state }) => state && synced() });
  provider.attach();
  return {
    doc,
    ready,
    close: () => {
      provider.destroy();
      sockets.destroy();
    },
  };
}

/**
 * The editors type at once for `typingMs`: each keystroke adds a character to
 * the editor's own paragraph and, in the same change, its id and time to a
 * shared map; an edit counts as arrived once every other editor has it.
 */
async function typeTogether(made) {
  const sentAt = new Map();
  const seenBy = new Map();
  const latencies = [];
  made.forEach((editor, index) => {
    editor.doc.getMap('marks').observe((event, transaction) => {
      if (transaction.local) return;
      const now = performance.now();
      for (const key of event.keysChanged) {
        // Edits of an earlier round (the document's history, synced on joining) are not this round's.
        if (!sentAt.has(key)) continue;
        const count = (seenBy.get(key) ?? 0) + 1;
        seenBy.set(key, count);
        if (count === made.length - 1) latencies.push(now - sentAt.get(key));
      }
    });
    editor.index = index;
  });
  await Promise.all(made.map((e) => e.ready));
  // Each editor's own paragraph, made once every editor is in.
  for (const editor of made) {
    editor.doc.transact(() => {
      const paragraph = new Y.XmlElement('paragraph');
      paragraph.insert(0, [new Y.XmlText('')]);
      editor.doc.getXmlFragment('default').push([paragraph]);
      editor.text = paragraph.get(0);
    });
  }
  await pause(1_000);
  const stopAt = performance.now() + typingMs;
  let keys = 0;
  await Promise.all(
    made.map(async (editor) => {
      // Start times spread over one key gap, as people do not type in step.
      await pause((editor.index * keyGapMs) / made.length);
      let seq = 0;
      while (performance.now() < stopAt) {
        const key = `${editor.index}:${seq++}`;
        sentAt.set(key, performance.now());
        editor.doc.transact(() => {
          editor.text.insert(editor.text.length, 'abcdefghij'[seq % 10]);
          editor.doc.getMap('marks').set(key, seq);
        });
        keys += 1;
        await pause(keyGapMs);
      }
    }),
  );
  await pause(2_000);
  const lost = keys - latencies.length;
  return { keys, lost, p50: percentile(latencies, 50), p95: percentile(latencies, 95), max: Math.max(...latencies) };
}

async function sharedDocument(baseURL, cookie, content = '') {
  const headers = { origin: baseURL, cookie, 'content-type': 'application/json' };
  const res = await fetch(`${baseURL}/api/documents`, { method: 'POST', headers, body: JSON.stringify({ type: 'essay', title: 'Bench report', content }) });
  const { id } = await res.json();
  await fetch(`${baseURL}/api/documents/${id}/shares`, { method: 'POST', headers, body: JSON.stringify({ role: 'edit', audience: 'signed-in' }) });
  return id;
}

const rssKiB = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function measureRelay() {
  const relay = await startRelay();
  const made = Array.from({ length: editors }, () => relayEditor(relay.url));
  const result = await typeTogether(made);
  made.forEach((e) => e.close());
  relay.stop();
  return result;
}

async function measureOneProcess() {
  const app = await startApp({ RATE_LIMIT_ENABLED: 'false', SEED_DEMO: 'false' });
  try {
    const cookie = await newAccount(app.baseURL, 'collab');
    const idle = await healthSamples(app.baseURL, 200, 20);
    const id = await sharedDocument(app.baseURL, cookie, '# Bench report\n\nA shared report.');
    const made = Array.from({ length: editors }, () => appEditor(app.baseURL, cookie, id));
    const probe = (async () => {
      await Promise.all(made.map((e) => e.ready));
      await pause(1_500);
      return healthSamples(app.baseURL, 400, 20);
    })();
    const typed = await typeTogether(made);
    const loaded = await probe;

    // A flood from one more socket while the 20 type again: it is closed, the others go on.
    const flooder = appEditor(app.baseURL, cookie, id);
    await flooder.ready;
    const again = Array.from({ length: editors }, () => appEditor(app.baseURL, cookie, id));
    const flood = (async () => {
      await Promise.all(again.map((e) => e.ready));
      await pause(3_000);
      for (let i = 0; i < 5_000; i++) {
        flooder.doc.getMap('noise').set('n', i);
        if (i % 200 === 0) await pause(0);
      }
    })();
    const duringFlood = await typeTogether(again);
    await flood;
    made.forEach((e) => e.close());
    again.forEach((e) => e.close());
    flooder.close();

    // Memory: one editor in each of many documents of a few thousand words.
    await pause(3_000);
    const before = rssKiB(app.pid);
    const words = Array.from({ length: 5_000 }, (_, i) => `word${i % 97}`).join(' ');
    const open = [];
    for (let i = 0; i < memoryDocuments; i++) {
      const doc = await sharedDocument(app.baseURL, cookie, `# Document ${i}\n\n${words}`);
      const editor = appEditor(app.baseURL, cookie, doc);
      await editor.ready;
      open.push(editor);
    }
    await pause(3_000);
    const after = rssKiB(app.pid);
    open.forEach((e) => e.close());
    return { typed, duringFlood, idleP99: percentile(idle.times, 99), loadedP99: percentile(loaded.times, 99), perDocumentKiB: (after - before) / memoryDocuments };
  } finally {
    await app.stop();
  }
}

async function measureTwoProcesses() {
  const database = `inkwell_bench_collab_${Date.now()}`;
  const admin = new pg.Client({ connectionString: postgresBase });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const env = { DATABASE_URL: `${postgresBase.replace(/\/[^/]*$/, '')}/${database}`, REDIS_URL: redisUrl, RATE_LIMIT_ENABLED: 'false', SEED_DEMO: 'false', AUTH_SECRET: 'bench-collaboration-secret-0123456789abcdef' };
  const first = await startApp(env);
  const second = await startApp(env);
  try {
    const cookie = await newAccount(first.baseURL, 'collab2');
    const id = await sharedDocument(first.baseURL, cookie, '# Bench report\n\nA shared report.');
    // Half the editors on each process (the session cookie is good on both: one database, one secret).
    const made = Array.from({ length: editors }, (_, i) => appEditor(i % 2 ? second.baseURL : first.baseURL, cookie, id));
    const typed = await typeTogether(made);
    made.forEach((e) => e.close());
    return typed;
  } finally {
    await first.stop();
    await second.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
}

export async function runCollabBench({ date, machine }) {
  console.log('Co-editing: 20 editors on a bare Yjs relay, on one app process, across two…');
  const relay = await measureRelay();
  const one = await measureOneProcess();
  const two = await measureTwoProcesses();
  // Under tsx in its own process: it runs the server's own module (bench/suggester-check.ts).
  const suggester = runTsBench('bench/suggester-check.ts');
  const ms = (v) => `${v.toFixed(1)} ms`;
  const row = (name, r) => `| ${name} | ${ms(r.p50)} | ${ms(r.p95)} | ${(r.p95 / relay.p95).toFixed(2)}× | ${ms(r.max)} | ${r.keys.toLocaleString('en')} | ${r.lost} |`;
  const ratio = one.loadedP99 / one.idleP99;
  const lines = [
    `## Co-editing: 20 editors on one document`,
    '',
    `${date} · ${machine}. ${editors} editors (Yjs documents in the benchmark's process, each with its own socket) type into one document for ${typingMs / 1000} s, one character every ${keyGapMs} ms each (about 80 words a minute), each keystroke in the editor's own paragraph. An edit is timed from the keystroke until the last of the other ${editors - 1} editors has it. The app runs built; one process on PGlite, or two processes on one PostgreSQL 15 sharing sessions through Redis 7 (half the editors on each). The floor is a bare relay in its own process that forwards every message to every other socket. The editors' own work (applying ${editors - 1} others' updates) is the same in every row, on the same two cores.`,
    '',
    '| path | p50 | p95 | p95 ÷ relay | slowest | edits | not seen by all |',
    '|---|---|---|---|---|---|---|',
    row('bare Yjs relay (floor)', relay),
    row('Inkwell, one process', one.typed),
    row('Inkwell, two processes and Redis', two),
    row('Inkwell, one process, while a 21st socket floods', one.duringFlood),
    '',
    `- \`GET /api/health\` p99 while the ${editors} type on one process: ${ms(one.loadedP99)}, against ${ms(one.idleP99)} idle: ${ratio.toFixed(2)}×.`,
    `- Memory: one editor in each of ${memoryDocuments} documents of 5,000 words adds ${(one.perDocumentKiB / 1024).toFixed(2)} MiB of the server's resident memory per open document (RSS before and after, 3 s after the last opened).`,
    `- The flood: one more socket sends 5,000 updates as fast as it can; the server closes it once past 600 messages in a burst (150 a second after), and the row above shows the others meanwhile.`,
    `- A suggester's every update is tried on a copy of the document before it is applied (it may change suggestions, never the text): on a 5,000-word document, ${ms(suggester.p50)} p50 and ${ms(suggester.p95)} p95 per one-character suggestion, against ${ms(suggester.appliedP50)} p50 to apply the same update alone (60 suggestions, in the benchmark's process). Editors and the owner are not checked.`,
  ];
  return lines.join('\n');
}
