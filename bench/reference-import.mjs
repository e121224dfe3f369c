// A library the size real users have, against the built app on PGlite: a
// new account imports 20,000 synthetic BibTeX entries for real (the file
// sent as it is, the answer streamed as NDJSON), while `GET /api/health` is
// sampled (its p99 as a ratio to idle in the same run) and the server
// process's resident memory is read every 100 ms. Then, as the floor beside
// it, health is sampled again while two processes that only spin the CPU run
// for as long as the import took: on this 2-core machine that is what any
// import busy on two threads costs health, with none of the app's work. Then
// the library's search is timed over the 20,000 references it now holds.
// Writes the section of BENCHMARKS.md (bench/run.mjs).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { newAccount, startApp } from './app-process.mjs';
import { healthSamples, pause, percentile } from './health-probe.mjs';

const entries = 20_000;
const idleSamples = 200;
/** Between two health requests, as in the import-stall part. */
const probeGapMs = 20;
const rssEveryMs = 100;
const targetRatio = 5;
/** Each search is asked this many times (after 3 unmeasured), one after the other. */
const searchRuns = 40;
const searches = ['smith', 'sleep memory', 'study 12345', 'garcía 2001', 'journal of sleep 3', 'zzz'];

const surnames = ['Smith', 'García', 'Müller', 'Dubois', 'Wang', 'Okafor', 'Kowalski', 'Nguyen', 'Rossi', 'Haddad'];
const words = 'sleep memory consolidation recall learning students night rest attention performance evidence study cohort effect'.split(' ');

/** A reference manager's export of `count` entries: articles, books and chapters, each with a DOI and a short abstract. */
export function libraryFile(count = entries) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const year = 1970 + (i % 55);
    const first = surnames[i % surnames.length];
    const authors = `${first}, ${String.fromCharCode(65 + (i % 26))}. and ${surnames[(i * 7 + 3) % surnames.length]}, ${String.fromCharCode(65 + ((i * 3) % 26))}.`;
    const title = `Study ${i} of ${words[i % words.length]} and ${words[(i * 5 + 1) % words.length]} in ${words[(i * 3 + 2) % words.length]}`;
    const abstract = Array.from({ length: 24 }, (_, w) => words[(i + w * 7) % words.length]).join(' ');
    const kind = i % 10;
    if (kind < 7) {
      out.push(`@article{${first.toLowerCase()}${year}n${i},\n  author = {${authors}},\n  title = {${title}},\n  journal = {Journal of Sleep ${i % 9}},\n  volume = {${1 + (i % 40)}},\n  number = {${1 + (i % 4)}},\n  pages = {${10 + (i % 300)}--${30 + (i % 300)}},\n  year = {${year}},\n  doi = {10.5555/bench.${i}},\n  abstract = {${abstract}}\n}\n`);
    } else if (kind < 9) {
      out.push(`@book{${first.toLowerCase()}${year}b${i},\n  author = {${authors}},\n  title = {${title}},\n  publisher = {Academic Press},\n  address = {London},\n  year = {${year}},\n  isbn = {978-0-00-${String(100000 + i).slice(-6)}-0}\n}\n`);
    } else {
      out.push(`@incollection{${first.toLowerCase()}${year}c${i},\n  author = {${authors}},\n  title = {${title}},\n  booktitle = {Handbook of ${words[i % words.length]}},\n  editor = {Editor, E.},\n  publisher = {Springer},\n  pages = {${1 + (i % 500)}--${20 + (i % 500)}},\n  year = {${year}}\n}\n`);
    }
  }
  return out.join('');
}

/** Threads the floor keeps busy: the parse worker reading and the main thread with the database adding are the import's two busy threads. */
const floorSpinners = 2;

/** Health sampled while `floorSpinners` processes spin the CPU for `durationMs`, started just before. */
async function cpuFloor(baseURL, durationMs) {
  const spinners = Array.from({ length: floorSpinners }, () =>
    spawn(process.execPath, ['-e', `const end = Date.now() + ${Math.round(durationMs)}; let x = 0; while (Date.now() < end) x += Math.sqrt(x + 1);`], { stdio: 'ignore' }),
  );
  const exited = Promise.all(spinners.map((child) => new Promise((resolve) => child.once('exit', resolve))));
  let done = false;
  void exited.then(() => (done = true));
  await pause(50);
  const times = [];
  while (!done) times.push(...(await healthSamples(baseURL, 1, probeGapMs)).times);
  return { p50: percentile(times, 50), p99: percentile(times, 99), max: Math.max(...times), count: times.length };
}

/** The server process's resident memory (bytes), from /proc. */
function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(status);
  return kb ? Number(kb[1]) * 1024 : NaN;
}

/** The importer's thread: one import, its NDJSON answer read line by line (so its 10 MB result line never delays a health probe). */
async function importOnce({ baseURL, cookie, file }) {
  const started = performance.now();
  const res = await fetch(`${baseURL}/api/references/import?format=bibtex&dryRun=false`, {
    method: 'POST',
    headers: { cookie, origin: baseURL, 'content-type': 'text/plain; charset=utf-8', accept: 'application/x-ndjson' },
    body: file,
  });
  if (!res.ok) throw new Error(`the import answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  const decoder = new TextDecoder();
  // The text of the line being read, in pieces: the result's line is megabytes, and searching it whole for each new piece would be quadratic.
  let pieces = [];
  const progress = [];
  let firstLineMs;
  let final;
  const line = (text) => {
    firstLineMs ??= performance.now() - started;
    const value = JSON.parse(text);
    if (value.progress) progress.push({ ...value.progress, atMs: performance.now() - started });
    else final = value;
  };
  for await (const chunk of res.body) {
    let text = decoder.decode(chunk, { stream: true });
    for (let newline = text.indexOf('\n'); newline !== -1; newline = text.indexOf('\n')) {
      line(pieces.join('') + text.slice(0, newline));
      pieces = [];
      text = text.slice(newline + 1);
    }
    if (text) pieces.push(text);
  }
  if (!final?.result) throw new Error(`the import ended with ${JSON.stringify(final).slice(0, 300)}`);
  parentPort.postMessage({ ms: performance.now() - started, firstLineMs, progress, added: final.result.added.length, entries: final.result.entries.length });
}

if (!isMainThread && workerData?.referenceImport) await importOnce(workerData);

/** p50 and p95 of `runs` requests of the library's first page for `search`, and how many references matched. */
async function timeSearch(baseURL, cookie, search) {
  const url = `${baseURL}/api/references?search=${encodeURIComponent(search)}&limit=100`;
  const ask = async () => {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    const body = await res.json();
    if (!res.ok) throw new Error(`search "${search}" answered ${res.status}`);
    return { ms: performance.now() - started, total: body.total };
  };
  for (let i = 0; i < 3; i++) await ask();
  const times = [];
  let total = 0;
  for (let i = 0; i < searchRuns; i++) {
    const answer = await ask();
    times.push(answer.ms);
    total = answer.total;
  }
  return { search, total, p50: percentile(times, 50), p95: percentile(times, 95) };
}

export async function measureReferenceImport() {
  const app = await startApp({ RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'warn' });
  const file = libraryFile();
  try {
    const cookie = await newAccount(app.baseURL, 'library');
    // Another account using the app meanwhile: its own library's first page, a request that needs the database.
    const neighbour = await newAccount(app.baseURL, 'neighbour');
    await healthSamples(app.baseURL, 20, probeGapMs);
    const idle = await healthSamples(app.baseURL, idleSamples, probeGapMs);
    const rssBefore = rssOf(app.pid);

    let peakRss = rssBefore;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssOf(app.pid))), rssEveryMs);
    const importer = new Worker(new URL(import.meta.url), { workerData: { referenceImport: true, baseURL: app.baseURL, cookie, file } });
    let done = false;
    const imported = new Promise((resolve, reject) => {
      importer.once('message', resolve);
      importer.once('error', reject);
    }).finally(() => (done = true));
    const loaded = { times: [], statuses: new Map() };
    const others = { times: [], statuses: new Map() };
    const neighbourLoop = (async () => {
      while (!done) {
        const started = performance.now();
        const res = await fetch(`${app.baseURL}/api/references?limit=1`, { headers: { cookie: neighbour } });
        await res.arrayBuffer();
        others.times.push(performance.now() - started);
        others.statuses.set(res.status, (others.statuses.get(res.status) ?? 0) + 1);
        await pause(100);
      }
    })();
    while (!done) {
      const sample = await healthSamples(app.baseURL, 1, probeGapMs);
      loaded.times.push(...sample.times);
      for (const [status, n] of sample.statuses) loaded.statuses.set(status, (loaded.statuses.get(status) ?? 0) + n);
    }
    const result = await imported;
    await neighbourLoop;
    clearInterval(sampler);
    peakRss = Math.max(peakRss, rssOf(app.pid));
    await pause(200);
    const floor = await cpuFloor(app.baseURL, result.ms);

    const search = [];
    for (const query of searches) search.push(await timeSearch(app.baseURL, cookie, query));
    const page = await timeSearch(app.baseURL, cookie, '');
    return {
      fileBytes: Buffer.byteLength(file),
      import: result,
      rss: { before: rssBefore, peak: peakRss },
      health: {
        idle: { p50: percentile(idle.times, 50), p99: percentile(idle.times, 99), max: Math.max(...idle.times) },
        loaded: { p50: percentile(loaded.times, 50), p99: percentile(loaded.times, 99), max: Math.max(...loaded.times), count: loaded.times.length, statuses: loaded.statuses },
      },
      floor,
      neighbour: { p50: percentile(others.times, 50), p99: percentile(others.times, 99), max: Math.max(...others.times), count: others.times.length, statuses: others.statuses },
      search,
      page,
    };
  } finally {
    await app.stop();
  }
}

const ms = (v) => `${v.toFixed(1)} ms`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const counts = (map) => [...map].map(([status, n]) => `${n} × ${status}`).join(', ');

export async function runReferenceImportBench({ date, machine }) {
  console.log(`Reference import: ${entries.toLocaleString('en')} BibTeX entries into a new account, health and memory sampled…`);
  const r = await measureReferenceImport();
  const ratio = r.health.loaded.p99 / r.health.idle.p99;
  const floorRatio = r.floor.p99 / r.health.idle.p99;
  const reading = r.import.progress.filter((p) => p.phase === 'reading');
  const adding = r.import.progress.filter((p) => p.phase === 'adding');
  const readMs = adding[0]?.atMs ?? r.import.ms;
  console.log(`import ${Math.round(r.import.ms)} ms (${r.import.added} added), peak RSS ${mb(r.rss.peak)}, health p99 ${ms(r.health.loaded.p99)} vs idle ${ms(r.health.idle.p99)} (${ratio.toFixed(2)}×)`);
  console.log(`floor: health p99 ${ms(r.floor.p99)} with ${floorSpinners} CPU spinners (${floorRatio.toFixed(2)}× idle); the import's is ${(r.health.loaded.p99 / r.floor.p99).toFixed(2)}× the floor's`);
  console.log(`another account's list during the import: ${counts(r.neighbour.statuses)}, p99 ${ms(r.neighbour.p99)}`);
  for (const s of r.search) console.log(`search "${s.search}": ${s.total} found, p50 ${ms(s.p50)}, p95 ${ms(s.p95)}`);
  const searchRows = [...r.search, { ...r.page, search: '(no search: the first page)' }].map((s) => `| ${s.search === '(no search: the first page)' ? s.search : `\`${s.search}\``} | ${s.total.toLocaleString('en')} | ${ms(s.p50)} | ${ms(s.p95)} |`).join('\n');
  return `## A library of 20,000 references

${date} · ${machine}. The built app on PGlite. A new account imports a ${(r.fileBytes / 1e6).toFixed(2)} MB BibTeX file of ${entries.toLocaleString('en')} synthetic entries (articles, books and chapters, each different) for real: \`POST /api/references/import?format=bibtex&dryRun=false\`, the file sent as it is, the answer streamed as NDJSON and read by a thread other than the health prober's. Meanwhile \`GET /api/health\` is asked one request after another, ${probeGapMs} ms apart; idle is ${idleSamples} such requests just before, in the same run. The server process's resident memory (\`VmRSS\`, its worker threads and the embedded database included) is read every ${rssEveryMs} ms.

| | |
|---|---|
| whole import, request to last line | ${(r.import.ms / 1000).toFixed(1)} s (${r.import.added.toLocaleString('en')} references added, ${r.import.entries.toLocaleString('en')} entries answered) |
| first line of the answer | ${Math.round(r.import.firstLineMs).toLocaleString('en')} ms |
| reading (parse worker) / adding (250 rows per transaction) | ${(readMs / 1000).toFixed(1)} s / ${((r.import.ms - readMs) / 1000).toFixed(1)} s |
| progress lines | ${reading.length} reading, ${adding.length} adding |
| server RSS before / peak | ${mb(r.rss.before)} / ${mb(r.rss.peak)} |
| health p50 / p99 / slowest, idle | ${ms(r.health.idle.p50)} / ${ms(r.health.idle.p99)} / ${ms(r.health.idle.max)} |
| health p50 / p99 / slowest, during the import (${r.health.loaded.count} requests: ${counts(r.health.loaded.statuses)}) | ${ms(r.health.loaded.p50)} / ${ms(r.health.loaded.p99)} / ${ms(r.health.loaded.max)} |
| floor: health p50 / p99 / slowest while ${floorSpinners} processes spin the CPU as long as the import took (${r.floor.count} requests) | ${ms(r.floor.p50)} / ${ms(r.floor.p99)} / ${ms(r.floor.max)} |
| another account's \`GET /api/references?limit=1\`, 100 ms apart, during the import (${r.neighbour.count} requests: ${counts(r.neighbour.statuses)}) | ${ms(r.neighbour.p50)} / ${ms(r.neighbour.p99)} / ${ms(r.neighbour.max)} |

- ${ratio <= targetRatio ? '✔' : '✘'} Health p99 during the import is ${ratio.toFixed(2)}× idle (target ≤ ${targetRatio}×). The floor beside it: with nothing of the app running but ${floorSpinners} processes spinning the CPU (the import keeps two threads busy, the parse worker and then the main thread with the database, on this 2-core machine), health p99 is ${floorRatio.toFixed(2)}× idle; the import's p99 is ${(r.health.loaded.p99 / r.floor.p99).toFixed(2)}× that floor's.
- The rows are added 250 to a transaction: on PGlite a transaction holds the database's one turn until it commits, so other requests wait at most one batch (one transaction of 20,000 rows held it 2.6 s: 503s). The other account's answers above show what is left.

Search over the 20,000-reference library afterwards: \`GET /api/references?search=…&limit=100\`, ${searchRuns} requests each after 3 unmeasured, one after the other:

| search | references found (\`total\`) | p50 | p95 |
|---|---|---|---|
${searchRows}`;
}
