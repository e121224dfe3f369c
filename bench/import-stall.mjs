// Import stall, against the built app on PGlite: how
// long `GET /api/health` takes while 4 users each import a 2 MB BibTeX file
// in a loop, as a ratio to idle health in the same run. Before the parse
// pool, Citation.js read each file on the event loop: one such import froze
// every request for 4.3 s, four at once for 6.6 s (health answered 503).
// The files are synthetic (made here, entry by entry, like a reference
// manager's export); the import is the preview (`dryRun`), which reads the
// whole file just as the real import does, and adds nothing, so every round
// reads the same 1,000 entries.
// Writes the section of BENCHMARKS.md between its markers (bench/run.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { freePort, newAccount, startApp } from './app-process.mjs';
import { healthSamples, pause, percentile } from './health-probe.mjs';

const users = 4;
const entries = 1_000;
/** Characters of each file: just under the import's limit (2,000,000). */
const fileChars = 1_990_000;
const idleSamples = 200;
const loadedSamples = 300;
/** Between two health requests: a load balancer's probe is a few a second, ours is denser to see every stall. */
const probeGapMs = 20;
const targetRatio = 5;
const targetMaxMs = 200;

const surnames = ['Smith', 'García', 'Müller', 'Dubois', 'Wang', 'Okafor', 'Kowalski', 'Nguyen', 'Rossi', 'Haddad'];
const words = 'sleep memory consolidation recall learning students night rest attention performance evidence study cohort effect'.split(' ');

/** A BibTeX file of `entries` entries, each padded with an abstract to reach about `fileChars` characters in all. */
export function bibtexFile(seed = 0) {
  const out = [];
  let length = 0;
  for (let i = 0; i < entries; i++) {
    const head = `@article{${surnames[i % surnames.length].toLowerCase()}${1990 + (i % 35)}u${seed}n${i},\n  author = {${surnames[i % surnames.length]}, A. and ${surnames[(i + 3) % surnames.length]}, B.},\n  title = {Study ${i} of ${words[i % words.length]} and ${words[(i + 5) % words.length]}},\n  journal = {Journal of Sleep ${i % 7}},\n  volume = {${1 + (i % 40)}},\n  pages = {${10 + i}--${30 + i}},\n  year = {${1990 + (i % 35)}},\n  abstract = {`;
    const room = Math.floor((fileChars - length) / (entries - i)) - head.length - 4;
    let abstract = '';
    for (let w = i; abstract.length < room; w++) abstract += `${words[w % words.length]} `;
    const entry = `${head}${abstract.slice(0, Math.max(0, room)).trim()}}\n}\n`;
    out.push(entry);
    length += entry.length;
  }
  return out.join('');
}



/**
 * Health sampled idle, then while the importers' thread runs `accounts`'
 * loops of `files` against `baseURL` (from a thread other than the
 * importers', so the client reading 2 MB answers never delays a probe).
 */
async function underImportLoad(baseURL, accounts, files) {
  await healthSamples(baseURL, 20, probeGapMs);
  const idle = await healthSamples(baseURL, idleSamples, probeGapMs);
  const importers = new Worker(new URL(import.meta.url), { workerData: { baseURL, accounts, files } });
  const imports = new Promise((resolve, reject) => {
    importers.on('message', resolve);
    importers.on('error', reject);
  });
  // Let the four loops get going before health is sampled under load.
  await pause(1_000);
  const loaded = await healthSamples(baseURL, loadedSamples, probeGapMs);
  importers.postMessage('stop');
  const done = await imports;
  return {
    idle: { p50: percentile(idle.times, 50), p99: percentile(idle.times, 99), max: Math.max(...idle.times) },
    loaded: { p50: percentile(loaded.times, 50), p99: percentile(loaded.times, 99), max: Math.max(...loaded.times), statuses: loaded.statuses },
    imports: { done: done.done, p50: done.times.length ? percentile(done.times, 50) : NaN, statuses: new Map(done.statuses) },
  };
}

/** The floor (import-floor.mjs): the same traffic to a bare HTTP server answering the app's own answer after the app's time. */
async function measureFloor(answer, delayMs, files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'inkwell-floor-'));
  const answerFile = path.join(dir, 'answer.json');
  writeFileSync(answerFile, answer);
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'import-floor.mjs')], { env: { ...process.env, PORT: String(port), ANSWER_FILE: answerFile, DELAY_MS: String(Math.round(delayMs)) }, stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    await new Promise((resolve, reject) => {
      child.stdout.once('data', resolve);
      child.once('exit', (code) => reject(new Error(`the floor server exited with ${code}`)));
    });
    return await underImportLoad(`http://127.0.0.1:${port}`, files.map(() => ''), files);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function measureImportStall() {
  const app = await startApp({ RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'warn' });
  let result;
  let answer;
  const files = Array.from({ length: users }, (_, u) => JSON.stringify({ text: bibtexFile(u), format: 'bibtex', dryRun: true }));
  try {
    const accounts = [];
    for (let u = 0; u < users; u++) accounts.push(await newAccount(app.baseURL, `import-${u}`));
    // Warm-up: the parse worker starts and loads Citation.js; its answer is the floor's.
    const warm = await fetch(`${app.baseURL}/api/references/import`, { method: 'POST', headers: { cookie: accounts[0], origin: app.baseURL, 'content-type': 'application/json' }, body: files[0] });
    answer = await warm.text();
    if (!warm.ok) throw new Error(`the warm-up import answered ${warm.status}: ${answer.slice(0, 200)}`);
    result = await underImportLoad(app.baseURL, accounts, files);
  } finally {
    await app.stop();
  }
  const floor = await measureFloor(answer, result.imports.p50, files);
  return { ...result, fileBytes: Buffer.byteLength(files[0]), answerBytes: Buffer.byteLength(answer), floor };
}

/** The importers' thread: each account imports its file in a loop until told to stop, then reports. */
async function importLoops({ baseURL, accounts, files }) {
  let loading = true;
  parentPort.once('message', () => (loading = false));
  const imports = { done: 0, times: [], statuses: new Map() };
  const loops = accounts.map(async (cookie, u) => {
    while (loading) {
      const started = performance.now();
      const res = await fetch(`${baseURL}/api/references/import`, { method: 'POST', headers: { cookie, origin: baseURL, 'content-type': 'application/json' }, body: files[u] });
      const body = await res.json();
      imports.statuses.set(res.status, (imports.statuses.get(res.status) ?? 0) + 1);
      if (res.ok) {
        if (body.entries.length !== entries) throw new Error(`an import read ${body.entries.length} of ${entries} entries`);
        imports.done++;
        imports.times.push(performance.now() - started);
      } else await pause(500);
    }
  });
  await Promise.all(loops);
  parentPort.postMessage({ done: imports.done, times: imports.times, statuses: [...imports.statuses] });
}

if (!isMainThread && workerData?.files) await importLoops(workerData);

const ms = (v) => `${v.toFixed(1)} ms`;
const counts = (map) => [...map].map(([status, n]) => `${n} × ${status}`).join(', ');

export async function runImportStallBench({ date, machine }) {
  console.log(`Import stall: ${users} users importing 2 MB BibTeX files in a loop, health sampled…`);
  const r = await measureImportStall();
  const ratio = r.loaded.p99 / r.idle.p99;
  const floorRatio = r.floor.loaded.p99 / r.floor.idle.p99;
  const holds = ratio <= targetRatio && r.loaded.max <= targetMaxMs;
  console.log(`health idle p99 ${ms(r.idle.p99)}, loaded p99 ${ms(r.loaded.p99)} (${ratio.toFixed(2)}×), max ${ms(r.loaded.max)}; ${r.imports.done} imports`);
  console.log(`floor: health idle p99 ${ms(r.floor.idle.p99)}, loaded p99 ${ms(r.floor.loaded.p99)} (${floorRatio.toFixed(2)}×), max ${ms(r.floor.loaded.max)}`);
  return `## Imports do not stall the server

${date} · ${machine}. The built app on PGlite. ${users} accounts each import a ${(r.fileBytes / 1e6).toFixed(2)} MB request of BibTeX (${entries.toLocaleString('en')} entries, synthetic, just under the 2,000,000-character limit) in a loop, one after the other (the preview, \`dryRun\`: the whole file is read, nothing is added; the answer is ${(r.answerBytes / 1e6).toFixed(2)} MB), while \`GET /api/health\` is asked ${loadedSamples} times, one every ${probeGapMs} ms after the last answer, from a thread other than the importers' (so the client reading 2 MB answers never delays a probe). Idle is ${idleSamples} health requests in the same run before the imports. The parse pool's worker takes each request as bytes, reads the file with Citation.js, keys the preview against the library and writes its answer (decision 0041): the event loop passes bytes in and out.

The floor, in the same run: a bare \`node:http\` server (\`bench/import-floor.mjs\`) takes the same four loops of the same requests, parses each one's JSON, waits the app's median import time (${Math.round(r.imports.p50).toLocaleString('en')} ms) and sends back the app's own answer; its health route answers at once. It is what this machine, the client and Node's HTTP stack cost with none of the app's work.

| | p50 | p99 | slowest | p99 ÷ idle p99 |
|---|---|---|---|---|
| health, idle | ${ms(r.idle.p50)} | ${ms(r.idle.p99)} | ${ms(r.idle.max)} | |
| health, ${users} users importing | ${ms(r.loaded.p50)} | ${ms(r.loaded.p99)} | ${ms(r.loaded.max)} | ${ratio.toFixed(2)}× |
| floor: health, idle | ${ms(r.floor.idle.p50)} | ${ms(r.floor.idle.p99)} | ${ms(r.floor.idle.max)} | |
| floor: health, the same traffic | ${ms(r.floor.loaded.p50)} | ${ms(r.floor.loaded.p99)} | ${ms(r.floor.loaded.max)} | ${floorRatio.toFixed(2)}× |

- ${holds ? '✔' : '✘'} Health p99 under load is ${ratio.toFixed(2)}× idle (target ≤ ${targetRatio}×); its slowest answer ${ms(r.loaded.max)} (target ≤ ${targetMaxMs} ms). Health answered ${counts(r.loaded.statuses)}.
- The app's loaded p99 is ${(r.loaded.p99 / r.floor.loaded.p99).toFixed(2)}× the floor's under the same traffic.
- ${r.imports.done} imports finished while health was sampled (each p50 ${Math.round(r.imports.p50).toLocaleString('en')} ms; answers: ${counts(r.imports.statuses)}).`;
}
