// Export engine, run by bench/run.mjs as `node --import tsx bench/export.ts`.
// 1. Warm render time per format for a 1,500-word essay and a 10-page academic paper.
// 2. PDF exports with the render pool at full load, and the health route's latency meanwhile against idle.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { renderExport } from '../src/server/export/service.ts';
import type { ExportableDocument } from '../src/server/export/export-document.ts';
import { composeEssay } from '../src/server/features/generation/offline/essay-writer.ts';
import { RenderPool } from '../src/server/typst/pool.ts';
import { pdfFacts } from '../src/server/testing/pdf.ts';
import { countWords, type EssayRequest } from '../src/shared/generation.ts';
import { exportFormats, type ExportFormat } from '../src/shared/plans.ts';
import { newAccount, startApp } from './app-process.mjs';

const samples = Number(process.env.BENCH_EXPORT_SAMPLES ?? 100);
const warmup = 20;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const stats = (values: number[]) => ({ p50: percentile(values, 50), p99: percentile(values, 99), max: Math.max(...values), n: values.length });

const request = (topic: string, extra: Partial<EssayRequest> = {}) =>
  ({ topic, type: 'argumentative', tone: 'academic', length: 'long', academicLevel: 'undergraduate', ...extra }) as EssayRequest;

/** The offline writer's long essay: about 1,500–1,700 words with six sections. */
const essayText = composeEssay(request('Why cities should plant more street trees'), 11);

/** About ten A4 pages: three long research drafts as one paper, a results table, footnotes and thirty references. */
function paperText(): string {
  const parts = [1, 2, 3].map((seed) =>
    composeEssay(request(['Urban heat islands and tree cover', 'Cooling cities with green roofs', 'Heat, health and housing'][seed - 1]!, { academic: { paperType: 'research', citationStyle: 'apa' } }), seed),
  );
  const [first, ...rest] = parts.map((p) => p.replace(/^## References[\s\S]*$/m, '').trim());
  const body = [first, ...rest.map((p) => p.replace(/^# .*\n+/, '').replace(/^## (Abstract|Introduction)\b/gm, '## Further $1'))].join('\n\n');
  const table = ['| District | Canopy (%) | Mean summer max (°C) | Change since 2000 |', '|---|--:|--:|--:|', ...Array.from({ length: 12 }, (_, i) => `| District ${i + 1} | ${10 + i * 2} | ${(31.4 - i * 0.3).toFixed(1)} | ${(1.2 - i * 0.1).toFixed(1)} |`)].join('\n');
  const references = Array.from({ length: 30 }, (_, i) => `Author, A. ${String.fromCharCode(65 + (i % 26))}. (${2000 + (i % 24)}). *A study of urban climate number ${i + 1}, with a title long enough to wrap*. Journal of Urban Studies, ${i + 3}(2), ${10 + i}–${30 + i}.`).join('\n\n');
  return `${body}\n\n## Results Table\n\n${table}\n\nThe table summarises the measurements.[^m]\n\n[^m]: Measured at 2 m above ground, June to August.\n\n## References\n\n${references}\n`;
}
const paper = paperText();

const essayDoc: ExportableDocument = { type: 'essay', title: 'Why cities should plant more street trees', content: essayText, data: {}, updatedAt: new Date().toISOString() };
const paperDoc: ExportableDocument = { type: 'academic', title: 'Urban heat', content: paper, data: { academicType: 'research', citationStyle: 'apa' }, updatedAt: new Date().toISOString() };

async function timeFormat(pool: RenderPool, doc: ExportableDocument, format: ExportFormat): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < warmup + samples; i += 1) {
    // A different last sentence each time, as after an edit: nothing is reused from a cache.
    const edited = { ...doc, content: `${doc.content}\n\nRevision ${i}.` };
    const started = performance.now();
    await renderExport(edited, format, { pool, author: 'Ada Lovelace' });
    if (i >= warmup) times.push(performance.now() - started);
  }
  return times;
}

const pool = new RenderPool();
const documents = {
  essay: { words: countWords(essayText), pages: pdfFacts(Buffer.from((await renderExport(essayDoc, 'pdf', { pool, author: 'Ada' })).body as Uint8Array)).pages },
  paper: { words: countWords(paper), pages: pdfFacts(Buffer.from((await renderExport(paperDoc, 'pdf', { pool, author: 'Ada' })).body as Uint8Array)).pages },
};
const render: Record<'essay' | 'paper', Record<ExportFormat, ReturnType<typeof stats>>> = { essay: {} as never, paper: {} as never };
for (const [name, doc] of [['essay', essayDoc], ['paper', paperDoc]] as const) {
  for (const format of exportFormats) render[name][format] = stats(await timeFormat(pool, doc, format));
}
const poolSize = pool.size;
await pool.close();

// ---- the built app with the render pool saturated ----
const app = await startApp({ RATE_LIMIT_ENABLED: 'false', ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}) });
const base = app.baseURL;
const headers = { origin: base, 'content-type': 'application/json' };
const concurrency = 8;
// Four users with two downloads each (one user may have three in preparation at once); twenty
// different 1,500-word essays, downloaded in turn: Typst's caches cannot serve one render from the last.
const cookies = await Promise.all(Array.from({ length: concurrency / 2 }, (_, i) => newAccount(base, `export-${i}`, 'Bench Writer')));
const urls: string[] = [];
for (let seed = 0; seed < 20; seed += 1) {
  const cookie = cookies[seed % cookies.length]!;
  const content = composeEssay(request(['Why cities should plant more street trees', 'Should homework be banned?', 'The case for later school start times', 'Is remote work here to stay?'][seed % 4]!), 100 + seed);
  const created = await fetch(`${base}/api/documents`, { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify({ type: 'essay', title: `Essay ${seed}`, content }) });
  const { id } = (await created.json()) as { id: string };
  urls.push(`${base}/api/documents/${id}/export?format=pdf`);
}

async function latencies(route: string, n: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const started = performance.now();
    const res = await fetch(base + route);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${route}: ${res.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

const healthSamples = 300;
await latencies('/api/health', 50);
const idle = stats(await latencies('/api/health', healthSamples));
// The load runs in its own process: the client measuring latency here shares no event loop with it.
const load = spawn(process.execPath, [path.join(import.meta.dirname, 'pdf-load.mjs'), JSON.stringify({ urls, cookies, concurrency })], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
let output = '';
load.stdout.on('data', (d: Buffer) => (output += d.toString()));
while (!output.includes('ready')) await new Promise((r) => setTimeout(r, 20));
const loaded = stats(await latencies('/api/health', healthSamples));
const exited = new Promise((r) => load.once('exit', r));
load.kill('SIGTERM');
await exited;
const { completed, failed, seconds } = JSON.parse(output.trim().split('\n').at(-1)!) as { completed: number; failed: number; seconds: number };
await app.stop();

console.log(JSON.stringify({ samples, poolSize, documents, render, idle, loaded, concurrency, pdfPerSecond: completed / seconds, failed }));
