// A reference's attached full text, against the built app's code:
// (a) reading and indexing a 300-page PDF, against pdf.js's text extraction
//     alone (what any reader of the file pays);
// (b) finding a section's passages with retrievePassages among 10,000 passages
//     of one user's library, against a bare SELECT of the same rows by id;
// (c) GET /api/health while three users attach 300-page PDFs in a loop, as a
//     ratio to idle health in the same run (target p99 ≤ 5× idle).
// The PDFs are synthetic, written here (src/server/testing/attachment-files.ts).
// BENCH_SERVER_DIR names another build of the server (default dist/node).
// Writes the section of BENCHMARKS.md between its markers (bench/run.mjs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { newAccount, startApp } from './app-process.mjs';
import { healthSamples, pause, percentile } from './health-probe.mjs';

const root = path.resolve(import.meta.dirname, '..');
const serverDir = process.env.BENCH_SERVER_DIR ?? path.join(root, 'dist/node');
const built = (file) => import(pathToFileURL(path.join(serverDir, file)).href);

const pages = 300;
const users = 3;
const samples = 7;
const searches = 60;
const idleSamples = 200;
const loadedSamples = 300;
const probeGapMs = 20;
const targetRatio = 5;

const words = 'sleep memory consolidation recall learning students night rest attention performance evidence study cohort effect river sediment climate policy'.split(' ');
/** A book-like page: 40 lines of about 12 words (some 480 words a page). */
const pageLines = (page) => Array.from({ length: 40 }, (_, line) => `${Array.from({ length: 12 }, (_, w) => words[(page * 7 + line * 3 + w) % words.length]).join(' ')}${line % 4 === 3 ? '.' : ','}`);

const median = (values) => percentile(values, 50);

async function timed(work) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** pdf.js alone: every page's text, nothing else. */
async function pdfjsText(bytes) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: bytes.slice(), disableFontFace: true, useSystemFonts: false, isEvalSupported: false, useWorkerFetch: false, verbosity: 0 }).promise;
  let chars = 0;
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    for (const item of (await page.getTextContent()).items) chars += item.str?.length ?? 0;
    page.cleanup();
  }
  await document.destroy();
  return chars;
}

const upload = (baseURL, cookie, id, bytes) => fetch(`${baseURL}/api/references/${id}/attachment`, { method: 'PUT', headers: { cookie, origin: baseURL, 'content-type': 'application/pdf' }, body: bytes });
async function newReference(baseURL, cookie, key) {
  const res = await fetch(`${baseURL}/api/references`, { method: 'POST', headers: { cookie, origin: baseURL, 'content-type': 'application/json' }, body: JSON.stringify({ key, item: { type: 'book', title: `Book ${key}` } }) });
  if (res.status !== 201) throw new Error(`a reference answered ${res.status}: ${await res.text()}`);
  return (await res.json()).id;
}

/** (a) */
async function measureIndexing(app, book) {
  const { readAttachment } = await built('server/features/references/attachment-text.js');
  await pdfjsText(book);
  await readAttachment({ bytes: book.slice() });
  const alone = [];
  const read = [];
  for (let i = 0; i < samples; i++) {
    alone.push(await timed(() => pdfjsText(book)));
    read.push(await timed(() => readAttachment({ bytes: book.slice() })));
  }
  const cookie = await newAccount(app.baseURL, 'index');
  const id = await newReference(app.baseURL, cookie, 'book2024');
  const uploads = [];
  let answer;
  for (let i = 0; i < samples + 1; i++) {
    let res;
    const ms = await timed(async () => {
      res = await upload(app.baseURL, cookie, id, book);
      answer = await res.json();
    });
    if (res.status !== 200) throw new Error(`the upload answered ${res.status}: ${JSON.stringify(answer)}`);
    if (i > 0) uploads.push(ms);
  }
  return { alone: median(alone), read: median(read), upload: median(uploads), passages: answer.attachment.passages, bytes: book.byteLength };
}

/** (b) */
async function measureRetrieval() {
  const { openDatabase } = await built('server/db/client.js');
  const schema = await built('server/db/schema.js');
  const { retrievePassages } = await built('server/features/references/passages.js');
  const { inArray } = await import('drizzle-orm');
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  const { db } = database;
  try {
    const userId = 'bench-user';
    await db.insert(schema.users).values({ id: userId, email: 'bench@example.com' });
    const keys = [];
    // 100 books of 100 passages each; book 42's passages 30–34 are the section on glaciers.
    for (let b = 0; b < 100; b++) {
      const key = `book${b}`;
      keys.push(key);
      const [ref] = await db.insert(schema.userReferences).values({ userId, key, item: { type: 'book', title: key } }).returning({ id: schema.userReferences.id });
      await db.insert(schema.referenceAttachments).values({ referenceId: ref.id, userId, name: `${key}.pdf`, mediaType: 'application/pdf', size: 1, bytes: new Uint8Array([1]), pages: 100, textStatus: 'text' });
      const rows = Array.from({ length: 100 }, (_, p) => {
        const glacier = b === 42 && p >= 30 && p < 35;
        const text = Array.from({ length: 80 }, (_, w) => (glacier && w % 9 === 0 ? ['glacier', 'retreat', 'meltwater', 'moraine'][w % 4] : words[(b * 13 + p * 5 + w) % words.length])).join(' ');
        return { userId, referenceId: ref.id, ordinal: p, page: p + 1, text };
      });
      await db.insert(schema.referencePassages).values(rows);
    }
    const input = { keys, query: 'How fast do glaciers retreat, and where does the meltwater go?', limit: 10 };
    const found = await retrievePassages(db, userId, input);
    if (found.length !== 5 || found.some((p) => p.key !== 'book42')) throw new Error(`retrieval found ${JSON.stringify(found.map((p) => [p.key, p.page]))}`);
    const ids = found.map((p) => p.id);
    const bare = () => db.select({ id: schema.referencePassages.id, page: schema.referencePassages.page, text: schema.referencePassages.text }).from(schema.referencePassages).where(inArray(schema.referencePassages.id, ids));
    const retrieval = [];
    const select = [];
    for (let i = 0; i < 5; i++) {
      await retrievePassages(db, userId, input);
      await bare();
    }
    for (let i = 0; i < searches; i++) {
      retrieval.push(await timed(() => retrievePassages(db, userId, input)));
      select.push(await timed(bare));
    }
    return { retrieval: { p50: median(retrieval), p95: percentile(retrieval, 95) }, select: { p50: median(select), p95: percentile(select, 95) }, passages: 10_000 };
  } finally {
    await database.close();
  }
}


/** (c): the uploaders run in a thread of their own, so sending 1 MB bodies never delays a probe. */
async function measureHealth(app, book) {
  const accounts = [];
  for (let u = 0; u < users; u++) {
    const cookie = await newAccount(app.baseURL, `health-${u}`);
    accounts.push({ cookie, id: await newReference(app.baseURL, cookie, `load${u}`) });
  }
  await healthSamples(app.baseURL, 20, probeGapMs);
  const idle = await healthSamples(app.baseURL, idleSamples, probeGapMs);
  const uploaders = new Worker(new URL(import.meta.url), { workerData: { baseURL: app.baseURL, accounts, book } });
  const finished = new Promise((resolve, reject) => {
    uploaders.on('message', resolve);
    uploaders.on('error', reject);
  });
  await pause(1_000);
  const loaded = await healthSamples(app.baseURL, loadedSamples, probeGapMs);
  uploaders.postMessage('stop');
  const done = await finished;
  const summary = (s) => ({ p50: median(s.times), p99: percentile(s.times, 99), max: Math.max(...s.times), statuses: s.statuses });
  return { idle: summary(idle), loaded: summary(loaded), uploads: done };
}

async function uploadLoops({ baseURL, accounts, book }) {
  let loading = true;
  parentPort.once('message', () => (loading = false));
  const result = { done: 0, times: [], statuses: new Map() };
  await Promise.all(
    accounts.map(async ({ cookie, id }) => {
      while (loading) {
        const started = performance.now();
        const res = await upload(baseURL, cookie, id, book);
        await res.arrayBuffer();
        result.statuses.set(res.status, (result.statuses.get(res.status) ?? 0) + 1);
        if (res.ok) {
          result.done++;
          result.times.push(performance.now() - started);
        } else await pause(500);
      }
    }),
  );
  parentPort.postMessage({ done: result.done, p50: result.times.length ? median(result.times) : NaN, statuses: [...result.statuses] });
}

if (!isMainThread && workerData?.book) await uploadLoops(workerData);

export async function measureAttachmentIndex() {
  // The tests' PDF writer (not part of the built app), loaded through tsx for this one import.
  const { tsImport } = await import('tsx/esm/api');
  const { pdf } = await tsImport('../src/server/testing/attachment-files.ts', import.meta.url);
  const book = pdf(Array.from({ length: pages }, (_, p) => pageLines(p)));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'inkwell-attachments-'));
  const app = await startApp({ RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'warn' }, { dataDir, serverDir });
  try {
    const indexing = await measureIndexing(app, book);
    const health = await measureHealth(app, book);
    const retrieval = await measureRetrieval();
    return { indexing, retrieval, health };
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (v) => `${v.toFixed(1)} ms`;
const counts = (map) => [...map].map(([status, n]) => `${n} × ${status}`).join(', ');

export async function runAttachmentIndexBench({ date, machine }) {
  console.log(`Attached texts: a ${pages}-page PDF read and indexed, retrieval among 10,000 passages, health while ${users} users attach PDFs…`);
  const { indexing: a, retrieval: b, health: c } = await measureAttachmentIndex();
  const ratio = c.loaded.p99 / c.idle.p99;
  console.log(`(a) pdf.js alone ${ms(a.alone)}, read and split ${ms(a.read)}, upload and index ${ms(a.upload)} (${a.passages} passages)`);
  console.log(`(b) retrievePassages p50 ${ms(b.retrieval.p50)} p95 ${ms(b.retrieval.p95)}; bare SELECT p50 ${ms(b.select.p50)} p95 ${ms(b.select.p95)}`);
  console.log(`(c) health idle p99 ${ms(c.idle.p99)}, loaded p99 ${ms(c.loaded.p99)} (${ratio.toFixed(2)}×), max ${ms(c.loaded.max)}; ${c.uploads.done} uploads (p50 ${ms(c.uploads.p50)})`);
  return `## Attached full texts: reading, indexing, retrieval

${date} · ${machine}. The built app's code on PGlite, medians of ${samples} warm runs. The PDF is synthetic (${pages} pages of about 480 words, ${(a.bytes / 1e6).toFixed(2)} MB, Helvetica, written by \`src/server/testing/attachment-files.ts\`).

| step | time | ÷ pdf.js alone |
|---|---|---|
| (a) pdf.js text extraction alone (every page's \`getTextContent\`, in process) | ${ms(a.alone)} | 1.00× |
| (a) \`readAttachment\`: extraction, clean-up and ${a.passages.toLocaleString('en')} passages (in process) | ${ms(a.read)} | ${(a.read / a.alone).toFixed(2)}× |
| (a) \`PUT /api/references/:id/attachment\`: upload, the parse worker, storing the file and indexing the passages (full-text column and GIN index) | ${ms(a.upload)} | ${(a.upload / a.alone).toFixed(2)}× |
| (b) \`retrievePassages\`: a section (5 passages) among 10,000 passages of 100 references, ${searches} runs, p50 / p95 | ${ms(b.retrieval.p50)} / ${ms(b.retrieval.p95)} | ${(b.retrieval.p50 / b.select.p50).toFixed(2)}× a bare SELECT |
| (b) a bare SELECT of the same 5 rows by id, p50 / p95 | ${ms(b.select.p50)} / ${ms(b.select.p95)} | |

(c) \`GET /api/health\` every ${probeGapMs} ms, ${idleSamples} times idle, then ${loadedSamples} times while ${users} accounts each attach the ${pages}-page PDF in a loop (from a thread of their own):

| | p50 | p99 | slowest | p99 ÷ idle p99 |
|---|---|---|---|---|
| health, idle | ${ms(c.idle.p50)} | ${ms(c.idle.p99)} | ${ms(c.idle.max)} | |
| health, ${users} users attaching PDFs | ${ms(c.loaded.p50)} | ${ms(c.loaded.p99)} | ${ms(c.loaded.max)} | ${ratio.toFixed(2)}× |

- ${ratio <= targetRatio ? '✔' : '✘'} Health p99 while PDFs are indexed is ${ratio.toFixed(2)}× idle (target ≤ ${targetRatio}×); health answered ${counts(c.loaded.statuses)}.
- ${c.uploads.done} uploads finished meanwhile (p50 ${ms(c.uploads.p50)}; answers: ${counts(new Map(c.uploads.statuses))}).`;
}

if (isMainThread && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const os = await import('node:os');
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.type()} ${os.release()}`;
  console.log(await runAttachmentIndexBench({ date: new Date().toISOString().slice(0, 10), machine }));
}
