// The documents editor in Chromium (playwright-core), on the built app:
// what its two views load (the Markdown textarea and the rich-text editor)
// and that History and the public pages load none of the rich editor's code;
// typing into a 10,000-word essay, input to paint from a Chromium trace,
// beside a bare contenteditable holding the same text; and the offline
// writing checks of a 5,000-word essay in their worker.
// `npm run bench -- editor` runs this part alone.

// The functions passed to page.evaluate and addInitScript run in the page.
/* global document, window, getSelection, MutationObserver */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { newAccount, startApp } from './app-process.mjs';
import { readChunkModules } from './bundles.mjs';
import { essay } from './editor-text.mjs';
import { percentile, readTypingTrace, traceCategories } from './editor-trace.mjs';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'dist/web');

/** Typing: the text typed at the end of a middle paragraph, the pause between keys, the rounds (each view once per round). */
const typing = {
  text: ' Moreover, the evidence from coastal towns suggests that careful planning and steady funding matter more than any single technology against rising water.',
  delayMs: 50,
  rounds: 3,
};
/** The targets the issue states. */
const targets = { typingP95Ratio: 2, longTaskMs: 50, checksLongTaskMs: 50 };
const viewKey = 'inkwell.editorView';
const publicPages = ['/', '/pricing', '/login'];
/** Code of the rich editor, by the modules in a built file (dist/chunk-modules.json). */
const editorModule = /node_modules\/(@tiptap|prosemirror-)|src\/web\/features\/editor\/(rich|checks)\//;

const launchArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const kb = (bytes) => (bytes / 1024).toFixed(1);
const ms = (v) => (v === null || v === undefined ? '–' : `${v.toFixed(1)} ms`);
const shortName = (file) => file.replace(/^assets\//, '').replace(/-[\w-]{8}(\.\w+)$/, '$1');

async function createDocument(baseURL, cookie, title, content) {
  const res = await fetch(`${baseURL}/api/documents`, {
    method: 'POST',
    headers: { origin: baseURL, 'content-type': 'application/json', cookie },
    body: JSON.stringify({ type: 'essay', title, content }),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`creating a document answered ${res.status}: ${JSON.stringify(body)}`);
  return body.document?.id ?? body.id;
}

/** A fresh browser context, signed in when `cookie` is given, with the editor's view chosen in localStorage. */
async function newContext(browser, baseURL, { cookie, view } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  if (cookie) {
    const host = new URL(baseURL).hostname;
    await context.addCookies(cookie.split('; ').map((c) => ({ name: c.slice(0, c.indexOf('=')), value: c.slice(c.indexOf('=') + 1), domain: host, path: '/' })));
  }
  if (view) {
    await context.addInitScript(
      ([key, value]) => {
        try {
          localStorage.setItem(key, value);
        } catch {
          // about:blank has no storage
        }
      },
      [viewKey, view],
    );
  }
  return context;
}

/**
 * A built file's sizes: gzip -9 (computed here), and what the server sends
 * Chromium: the build's brotli copy, else its gzip copy, else the file.
 */
function sizesOf(file) {
  const full = path.join(webDir, file);
  const sent = [`${full}.br`, `${full}.gz`, full].find((f) => existsSync(f));
  return { file, gzip: gzipSync(readFileSync(full), { level: 9 }).length, sent: statSync(sent).size, sentAs: sent.endsWith('.br') ? 'brotli' : sent.endsWith('.gz') ? 'gzip' : 'uncompressed' };
}

const selector = { rich: '[contenteditable="true"][role="textbox"]', markdown: 'textarea' };

/** Waits until the writing checks (when the page shows them) have answered, at most `timeout` ms. */
async function checksSettled(page, timeout = 60_000) {
  if ((await page.locator('#writing-checks').count()) === 0) return false;
  await page.waitForSelector('#writing-checks[data-checks-state="done"], #writing-checks[data-checks-state="failed"]', { timeout });
  return true;
}

/** Every asset the editor page fetched in one view, until it was ready and the network quiet. */
async function editorLoad(browser, baseURL, cookie, id, view) {
  const context = await newContext(browser, baseURL, { cookie, view });
  const page = await context.newPage();
  const fetched = new Set();
  const workers = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === baseURL && url.pathname.startsWith('/assets/')) fetched.add(url.pathname.slice(1));
  });
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname.slice(1)));
  await page.goto(`${baseURL}/documents/${id}/edit`, { waitUntil: 'networkidle' });
  await page.locator(selector[view]).first().waitFor();
  if (view === 'rich') await checksSettled(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await context.close();
  for (const w of workers) if (w.startsWith('assets/')) fetched.add(w);
  const files = [...fetched].filter((f) => /\.(js|css|wasm)$/.test(f)).sort().map(sizesOf);
  return { view, files, workers };
}

/** Every /assets/ file `pathname` fetched (signed in or not) until its app was booted and the network quiet. */
async function pageLoad(browser, baseURL, pathname, cookie) {
  const context = await newContext(browser, baseURL, { cookie });
  const page = await context.newPage();
  const fetched = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === baseURL && url.pathname.startsWith('/assets/')) fetched.add(url.pathname.slice(1));
  });
  page.on('worker', (worker) => fetched.add(new URL(worker.url()).pathname.slice(1)));
  await page.goto(baseURL + pathname, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true', null, { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  // A link to a document is hovered, as a reader would on History: nothing of the editor may come with it.
  const link = page.locator('a[href*="/documents/"]').first();
  if (pathname === '/history' && (await link.count()) > 0) await link.hover();
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
  await context.close();
  return [...fetched].sort();
}

/** A tiny server on 127.0.0.1 with one page: a bare contenteditable holding `html`. */
function startBarePage(html) {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bare contenteditable</title><style>body{margin:0}#text{max-width:56rem;margin:2rem auto;padding:1rem;font:16px/1.75 sans-serif}</style></head><body><div id="text" contenteditable="true" spellcheck="true">${html}</div></body></html>`;
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({ url: `http://127.0.0.1:${server.address().port}/`, stop: () => new Promise((r) => server.close(r)) });
    });
  });
}

/**
 * One typing run: opens the page, puts the caret at the end of the middle
 * paragraph, types `typing.text` key by key while Chromium traces, and
 * reads the trace. `kind`: 'rich', 'markdown' (the app's two views) or 'bare'.
 */
async function typeRun(browser, { kind, url, baseURL, cookie, caret }) {
  const context = kind === 'bare' ? await newContext(browser, baseURL) : await newContext(browser, baseURL, { cookie, view: kind });
  const page = await context.newPage();
  const opened = performance.now();
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    if (kind === 'markdown') {
      await page.locator('textarea').waitFor();
      await page.evaluate((offset) => {
        const area = document.querySelector('textarea');
        area.scrollIntoView({ block: 'center' });
        area.focus();
        area.setSelectionRange(offset, offset);
        area.blur();
        area.focus();
      }, caret.offset);
    } else {
      const editable = kind === 'bare' ? '#text' : selector.rich;
      await page.locator(editable).waitFor();
      if (kind === 'rich') await checksSettled(page);
      const found = await page.evaluate(
        ([editableSelector, tail]) => {
          const editor = document.querySelector(editableSelector);
          const paragraph = [...editor.querySelectorAll('p')].find((p) => p.textContent.endsWith(tail));
          if (!paragraph) return false;
          paragraph.scrollIntoView({ block: 'center' });
          editor.focus();
          const range = document.createRange();
          range.selectNodeContents(paragraph);
          range.collapse(false);
          const selection = getSelection();
          selection.removeAllRanges();
          selection.addRange(range);
          return true;
        },
        [editable, caret.tail],
      );
      if (!found) throw new Error(`${kind}: no paragraph ends with “${caret.tail}”`);
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const ready = performance.now();
    await browser.startTracing(page, { categories: traceCategories });
    await page.keyboard.type(typing.text, { delay: typing.delayMs });
    const typed = performance.now();
    await page.waitForTimeout(500);
    const trace = JSON.parse((await browser.stopTracing()).toString());
    const phases = { readyS: (ready - opened) / 1000, typingS: (typed - ready) / 1000, traceS: (performance.now() - typed) / 1000 };
    // The text arrived where it was typed.
    const typedAt = await page.evaluate(
      ([k, tail, text]) => {
        const value = k === 'markdown' ? document.querySelector('textarea').value : document.querySelector(k === 'bare' ? '#text' : '[contenteditable="true"][role="textbox"]').innerText;
        return value.includes(tail + text.trimEnd());
      },
      [kind, caret.tail, typing.text],
    );
    if (!typedAt) throw new Error(`${kind}: the typed text is not at the end of the middle paragraph`);
    return { ...readTypingTrace(trace), phases };
  } finally {
    await context.close();
  }
}

/** Marks the page sets for the checks run: the editor on screen, the checks' first answer (and how many findings). */
function checksProbe() {
  window.__editorBench = { ready: null, done: null, failed: null, findings: null, longTasks: [] };
  const state = window.__editorBench;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) state.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long task timing: the trace still has every task
  }
  const watch = () => {
    if (state.ready === null && document.querySelector('[contenteditable="true"][role="textbox"]')) {
      state.ready = performance.now();
      performance.mark('editor-bench:ready');
    }
    const panel = document.getElementById('writing-checks');
    if (!panel || state.ready === null) return;
    if (state.done === null && panel.dataset.checksState === 'done') {
      state.done = performance.now();
      state.findings = Number(panel.dataset.findings);
      performance.mark('editor-bench:done');
    }
    if (state.failed === null && panel.dataset.checksState === 'failed') state.failed = performance.now();
  };
  new MutationObserver(watch).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-checks-state', 'data-findings', 'contenteditable'] });
}

/**
 * The tasks on the main thread that set the marks: the one that put the
 * editor on screen (it holds the `from` mark), and every task that began
 * after it, up to and with the one that showed the findings (it holds the
 * `to` mark): the longest, and those over 50 ms (ms after the first mark).
 */
function tasksBetween(trace, from, to) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const start = events.find((e) => e.name === from);
  const end = events.find((e) => e.name === to);
  if (!start || !end) return null;
  let mountMs = null;
  let longestMs = 0;
  const over50 = [];
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== start.pid || e.tid !== start.tid) continue;
    const ms = (e.dur ?? 0) / 1000;
    if (e.ts <= start.ts && e.ts + e.dur >= start.ts) mountMs = ms;
    if (e.ts <= start.ts || e.ts > end.ts) continue;
    longestMs = Math.max(longestMs, ms);
    if (ms > 50) over50.push({ ms, atMs: (e.ts - start.ts) / 1000 });
  }
  return { mountMs, longestMs, over50 };
}

/** The writing checks of the 5,000-word essay: from the editor on screen to the checks' findings, traced. */
async function checksRun(browser, baseURL, cookie, id) {
  const context = await newContext(browser, baseURL, { cookie, view: 'rich' });
  await context.addInitScript(checksProbe);
  const page = await context.newPage();
  try {
    await browser.startTracing(page, { categories: traceCategories });
    const navigated = Date.now();
    await page.goto(`${baseURL}/documents/${id}/edit`);
    await page.locator(selector.rich).waitFor({ timeout: 30_000 });
    const panel = await page
      .locator('#writing-checks')
      .waitFor({ timeout: 20_000 })
      .then(() => true)
      .catch(() => false);
    if (!panel) {
      await browser.stopTracing();
      return { missing: true };
    }
    await page.waitForFunction(() => window.__editorBench.done !== null || window.__editorBench.failed !== null, null, { timeout: 120_000 });
    await page.waitForTimeout(300);
    const trace = JSON.parse((await browser.stopTracing()).toString());
    const state = await page.evaluate(() => window.__editorBench);
    if (state.done === null) throw new Error('the writing checks failed (data-checks-state="failed")');
    const traced = tasksBetween(trace, 'editor-bench:ready', 'editor-bench:done');
    const longTasks = state.longTasks.filter((t) => t.start > state.ready && t.start <= state.done);
    return {
      missing: false,
      readyMs: state.ready,
      toFindingsMs: state.done - state.ready,
      fromNavigationMs: state.done,
      findings: state.findings,
      longestTaskMs: traced?.longestMs ?? null,
      mountTaskMs: traced?.mountMs ?? null,
      tracedOver50: traced?.over50 ?? [],
      longTasks: longTasks.length,
      longestLongTaskMs: longTasks.length ? Math.max(...longTasks.map((t) => t.duration)) : 0,
      wallMs: Date.now() - navigated,
    };
  } finally {
    await context.close();
  }
}

function summarize(runs) {
  const byP95 = runs.map((r) => ({ ...r, p50: percentile(r.latencies, 50), p95: percentile(r.latencies, 95), max: Math.max(...r.latencies) })).sort((a, b) => a.p95 - b.p95);
  const median = byP95[Math.floor(byP95.length / 2)];
  return {
    ...median,
    p95Runs: byP95.map((r) => r.p95),
    longestTaskRuns: Math.max(...runs.map((r) => r.longestTaskMs ?? 0)),
    over50Runs: runs.reduce((sum, r) => sum + r.tasksOver50, 0),
    withoutFrameRuns: runs.reduce((sum, r) => sum + r.withoutFrame, 0),
    longTasksRuns: runs.map((r) => r.longTasks),
  };
}

/** The BENCHMARKS.md section. */
export async function runEditorBench({ date, machine }) {
  const chunks = readChunkModules();
  const app = await startApp({ RATE_LIMIT_ENABLED: 'false', SEED_DEMO: 'false' });
  const long = essay(10_000, 7);
  const short = essay(5_000, 11);
  const bare = await startBarePage(long.html);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: launchArgs });
  const chromiumVersion = browser.version();
  let loads, publicLoads, typed, checks;
  try {
    const { baseURL } = app;
    const cookie = await newAccount(baseURL, 'editor', 'Editor Bench');
    const loadDoc = await createDocument(baseURL, cookie, 'A first essay', '# A first essay\n\nSome *Markdown* text, with **bold** words.\n\n- one\n- two\n');

    // 1. What each view loads, and what the other pages do not.
    console.log('editor: first loads of the two views…');
    const markdownLoad = await editorLoad(browser, baseURL, cookie, loadDoc, 'markdown');
    const richLoad = await editorLoad(browser, baseURL, cookie, loadDoc, 'rich');
    const inMarkdown = new Set(markdownLoad.files.map((f) => f.file));
    const richOnly = richLoad.files.filter((f) => !inMarkdown.has(f.file));
    const editorFiles = new Set([...richOnly.map((f) => f.file), ...Object.entries(chunks).filter(([, c]) => (c.modules ?? []).some((m) => editorModule.test(m))).map(([file]) => file)]);
    const editorPageChunk = Object.keys(chunks).find((f) => /^assets\/editor-page-/.test(f));
    loads = { markdown: markdownLoad, rich: richLoad, richOnly };
    publicLoads = [];
    for (const pathname of ['/history', ...publicPages]) {
      const fetched = await pageLoad(browser, baseURL, pathname, pathname === '/history' ? cookie : undefined);
      const editorCode = fetched.filter((f) => editorFiles.has(f) || /\.wasm$/.test(f));
      publicLoads.push({ pathname, files: fetched.length, editorCode, editorPage: fetched.includes(editorPageChunk) });
      console.log(`  ${pathname}: ${fetched.length} files, rich editor code: ${editorCode.join(', ') || 'none'}${fetched.includes(editorPageChunk) ? ' (the editor page chunk came too)' : ''}`);
    }
    const leaked = publicLoads.filter((p) => p.editorCode.length > 0);
    if (leaked.length > 0) throw new Error(`Rich editor code was loaded by ${leaked.map((p) => `${p.pathname} (${p.editorCode.join(', ')})`).join('; ')}`);

    // 2. Typing, each view and the bare contenteditable in turn, round by round.
    console.log(`editor: typing ${typing.text.length} characters, ${typing.rounds} rounds of rich / Markdown / bare…`);
    const runs = { rich: [], markdown: [], bare: [] };
    for (let round = 0; round < typing.rounds; round++) {
      for (const kind of ['rich', 'markdown', 'bare']) {
        // Each run types into its own copy of the essay, so that every run starts from the same text.
        const url = kind === 'bare' ? bare.url : `${baseURL}/documents/${await createDocument(baseURL, cookie, `Living with rising water (${kind} ${round + 1})`, long.markdown)}/edit`;
        const started = performance.now();
        const run = await typeRun(browser, { kind, url, baseURL, cookie, caret: long.caret });
        run.wallS = (performance.now() - started) / 1000;
        console.log(`  ${kind} round ${round + 1} (${run.wallS.toFixed(1)} s: ready ${run.phases.readyS.toFixed(1)}, typing ${run.phases.typingS.toFixed(1)}, trace ${run.phases.traceS.toFixed(1)}): ${run.latencies.length}/${run.keys} keys with a frame, p50 ${ms(percentile(run.latencies, 50))}, p95 ${ms(percentile(run.latencies, 95))}, max ${ms(Math.max(...run.latencies))}, longest task ${ms(run.longestTaskMs)}${run.longTasks.length ? ` (over 50 ms: ${run.longTasks.map((t) => `${t.ms.toFixed(0)} ms at +${(t.atMs / 1000).toFixed(1)} s`).join(', ')})` : ''}`);
        runs[kind].push(run);
      }
    }
    typed = Object.fromEntries(Object.entries(runs).map(([kind, list]) => [kind, summarize(list)]));

    // 3. The writing checks of a 5,000-word essay.
    console.log('editor: writing checks of a 5,000-word essay…');
    const checksDoc = await createDocument(baseURL, cookie, 'Checked essay', short.markdown);
    checks = await checksRun(browser, baseURL, cookie, checksDoc);
    if (checks.missing) console.log('  the editor page shows no #writing-checks panel: not measured');
    else console.log(`  ${checks.findings} findings ${ms(checks.toFindingsMs)} after the editor was on screen; longest main-thread task meanwhile ${ms(checks.longestTaskMs)}${checks.tracedOver50.length ? ` (over 50 ms: ${checks.tracedOver50.map((t) => `${t.ms.toFixed(0)} ms at +${(t.atMs / 1000).toFixed(1)} s`).join(', ')})` : ''}; the task that put the editor on screen ${ms(checks.mountTaskMs)}`);
  } finally {
    await browser.close();
    await bare.stop();
    await app.stop();
  }

  const total = (files, key = 'gzip') => files.reduce((sum, f) => sum + (f[key] ?? 0), 0);
  const code = (files) => files.filter((f) => /\.(js|css)$/.test(f.file));
  const wasm = (files) => files.filter((f) => /\.wasm$/.test(f.file));
  const loadRow = (label, files) => `| ${label} | ${code(files).length} | ${kb(total(code(files)))} KB | ${kb(total(code(files), 'sent'))} KB | ${wasm(files).length ? `${kb(total(wasm(files)))} KB / ${kb(total(wasm(files), 'sent'))} KB` : 'none'} |`;
  const loadTable = [
    '| editor page, first visit | JS + CSS files | JS + CSS, gzip -9 | JS + CSS sent | WebAssembly, gzip -9 / sent |',
    '|---|---|---|---|---|',
    loadRow('Markdown view (the textarea editor)', loads.markdown.files),
    loadRow('rich-text view', loads.rich.files),
    loadRow('the rich view’s own files (not in the Markdown view)', loads.richOnly),
  ].join('\n');
  const richFiles = loads.richOnly.map((f) => `${shortName(f.file)} ${kb(f.gzip)}${f.sentAs === 'brotli' ? '' : ` (sent ${f.sentAs}: ${kb(f.sent)})`}`).join(' · ');
  const workerNote = loads.rich.workers.length ? ` The rich view started ${loads.rich.workers.length} worker(s): ${loads.rich.workers.map(shortName).join(', ')}.` : ' The rich view started no worker.';
  const publicTable = [
    '| page | files fetched | rich editor code fetched | editor page chunk fetched |',
    '|---|---|---|---|',
    ...publicLoads.map((p) => `| ${p.pathname} | ${p.files} | ${p.editorCode.length ? `**yes**: ${p.editorCode.map(shortName).join(', ')}` : 'none'} | ${p.editorPage ? 'yes' : 'no'} |`),
  ].join('\n');

  const ratio = typed.rich.p95 / typed.bare.p95;
  const markdownRatio = typed.markdown.p95 / typed.bare.p95;
  const typingRow = (label, t) =>
    `| ${label} | ${ms(t.p50)} | ${ms(t.p95)} (${t.p95Runs.map((v) => v.toFixed(1)).join(', ')}) | ${ms(t.max)} | ${(t.p95 / typed.bare.p95).toFixed(2)}× | ${ms(t.longestTaskRuns)} | ${t.over50Runs} |`;
  const typingTable = [
    '| text | p50 | p95 (each run) | max | p95 / bare p95 | longest main-thread task (3 runs) | tasks over 50 ms (3 runs) |',
    '|---|---|---|---|---|---|---|',
    typingRow('rich-text editor (Tiptap)', typed.rich),
    typingRow('Markdown view (textarea)', typed.markdown),
    typingRow('bare `contenteditable`, same text (floor)', typed.bare),
  ].join('\n');
  const typingVerdict = `Target: the rich editor's p95 at most ${targets.typingP95Ratio}× the bare contenteditable's, with no task over ${targets.longTaskMs} ms: ratio ${ratio.toFixed(2)}× ${ratio <= targets.typingP95Ratio ? '✔' : '✘ missed'}; longest task ${ms(typed.rich.longestTaskRuns)} ${typed.rich.longestTaskRuns <= targets.longTaskMs ? '✔' : '✘ missed'}. (The Markdown view: ${markdownRatio.toFixed(2)}×.)`;
  const taskList = (list) => (list.length ? list.map((t) => `${t.ms.toFixed(0)} ms at +${(t.atMs / 1000).toFixed(1)} s`).join(', ') : 'none');
  const longTaskNote = `Tasks over 50 ms, run by run (length, and when it began after the first key): ${[
    ['rich', typed.rich],
    ['Markdown', typed.markdown],
    ['bare', typed.bare],
  ]
    .map(([label, t]) => `${label}: ${t.longTasksRuns.map((list, i) => `run ${i + 1} ${taskList(list)}`).join('; ')}`)
    .join(' · ')}.`;
  const framesNote = Object.entries(typed).some(([, t]) => t.withoutFrameRuns > 0) ? ` Keys whose span ended without a frame (not counted): ${Object.entries(typed).map(([k, t]) => `${k} ${t.withoutFrameRuns}`).join(', ')}.` : '';

  const checksText = checks.missing
    ? 'Not measured in this run: the editor page showed no `#writing-checks` panel within 20 s of the rich editor being on screen.'
    : `| essay | findings | editor on screen → all findings | navigation → all findings | longest main-thread task meanwhile (trace) | tasks over 50 ms meanwhile (ms after the editor was on screen) |
|---|---|---|---|---|---|
| ${short.words.toLocaleString('en')} words, rich view | ${checks.findings} | ${ms(checks.toFindingsMs)} | ${ms(checks.fromNavigationMs)} | ${ms(checks.longestTaskMs)} | ${checks.tracedOver50.length ? checks.tracedOver50.map((t) => `${t.ms.toFixed(0)} ms at +${(t.atMs / 1000).toFixed(1)} s`).join(', ') : 'none'} |

The task that put the editor on screen (before the checks start, not counted above): ${ms(checks.mountTaskMs)}. The Long Tasks API saw ${checks.longTasks} task(s) over 50 ms in the same span${checks.longTasks ? ` (longest ${ms(checks.longestLongTaskMs)})` : ''}.

Target: the longest main-thread task while the worker checks below ${targets.checksLongTaskMs} ms: ${checks.longestTaskMs !== null && checks.longestTaskMs < targets.checksLongTaskMs ? '✔' : '✘ missed'}.`;

  return `## Documents editor: first load, typing, writing checks

${date} · ${machine} · ${chromiumVersion} (playwright-core, headless, no GPU). The production build served by the built app on 127.0.0.1 (PGlite, rate limits off), one signed-in user; viewport 1280 × 900. \`npm run bench -- editor\` (bench/editor.mjs).

**First load.** The editor page (\`/documents/:id/edit\`, a short essay) opened in a fresh context with \`inkwell.editorView\` set to each view; every JS, CSS and WebAssembly file Chromium fetched until the editor was on screen (in the rich view: until the writing checks answered) and the network was quiet. Sizes in KB: each file gzipped here at level 9 (the unit of the other sections), and what the server sends Chromium: the build's brotli copy of the file (or its gzip copy, or the file itself, where the build made none).

${loadTable}

The rich view's own files: ${richFiles || 'none'}.${workerNote}

History (signed in, one essay listed, its link hovered) and the public pages (signed out), each in a fresh context until the app booted and the network was quiet: any file that holds Tiptap, ProseMirror or the rich editor's or writing checks' modules (from \`dist/chunk-modules.json\`), any file only the rich view loads, or WebAssembly, fails the part.

${publicTable}

**Typing.** A ${long.words.toLocaleString('en')}-word essay (headings, lists, bold and italic, a footnote; ${kb(long.markdown.length)} KB of Markdown) in each view, and the same text as HTML in a bare \`<div contenteditable>\` on a static page from a 127.0.0.1 server (no app, no framework: the floor). The caret at the end of a middle paragraph; ${typing.text.length} characters typed with \`keyboard.type\`, ${typing.delayMs} ms between key down and up, while Chromium traced. Per keystroke, input to paint is Chromium's \`InputLatency::KeyDown\` span from the trace: from the key event's creation in the browser to the swap of the first frame showing it. Longest task: the longest \`RunTask\` on the renderer's main thread from the first key to the last key's frame. ${typing.rounds} rounds, taken in turn (rich, Markdown, bare) so that a busier machine weighs on all alike, each on a fresh copy of the essay; the run with the median p95 is shown, with every run's p95 beside it.${framesNote}

${typingTable}

${typingVerdict}

${longTaskNote}

**Writing checks.** A ${short.words.toLocaleString('en')}-word essay of the same kind (with a few slips a checker should find) opened in the rich view, the checks in their worker. Traced from navigation; the page marks the moment the editor is on screen and the moment \`#writing-checks\` first reads \`data-checks-state="done"\` (its \`data-findings\` is the count), and the longest \`RunTask\` on the main thread between the two marks is read from the trace (the Long Tasks API's entries beside it).

${checksText}`;
}
