// Resume rendering, run by bench/run.mjs as `node --import tsx bench/rendering.ts`.
// 1. Warm render times of the Typst pool (SVG preview and PDF) for a typical and a long resume.
// 2. The app's health and History routes while 10 PDF exports run at once, against the same routes idle.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { demoDocuments } from '../src/server/seed/demo-documents.ts';
import { RenderPool } from '../src/server/typst/pool.ts';
import { renderResume } from '../src/server/typst/render-resume.ts';
import type { ResumeData } from '../src/shared/resume.ts';
import { newAccount, startApp } from './app-process.mjs';

const samples = Number(process.env.BENCH_RENDER_SAMPLES ?? 200);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const stats = (values: number[]) => ({ p50: percentile(values, 50), p99: percentile(values, 99), max: Math.max(...values), n: values.length });

const typical = demoDocuments.find((d) => d.type === 'resume')!.data as ResumeData;
const bullets = (n: number, what: string) => Array.from({ length: n }, (_, i) => `- ${what} ${i + 1}: delivered a measurable improvement for the team and wrote it up for the next quarter's planning`).join('\n');
/** Two pages: six jobs of six bullets, three degrees, twenty skills and a long summary. */
const long: ResumeData = {
  template: 'professional',
  personalInfo: { fullName: 'Alexandra Example-Longname', email: 'alexandra@example.com', phone: '+44 20 7946 0958', location: 'Manchester, UK', linkedin: 'https://www.linkedin.com/in/alexandra', website: 'https://alexandra.example' },
  summary: 'Engineering manager with fifteen years of experience across payments, logistics and developer tooling. '.repeat(4),
  experience: Array.from({ length: 6 }, (_, i) => ({ id: `e${i}`, company: `Company ${i + 1} Ltd`, position: `Senior Role ${i + 1}`, location: 'Manchester', startDate: `${2010 + i * 2}`, endDate: `${2012 + i * 2}`, description: bullets(6, 'Project') })),
  education: Array.from({ length: 3 }, (_, i) => ({ id: `d${i}`, institution: `University ${i + 1}`, degree: 'MSc', fieldOfStudy: 'Computer Science', startDate: '2005', endDate: '2007', description: 'Thesis on distributed systems.' })),
  skills: Array.from({ length: 20 }, (_, i) => ({ id: `s${i}`, name: `Skill number ${i + 1}`, level: (i % 5) + 1 })),
};

async function timeRenders(pool: RenderPool, data: ResumeData, format: 'pdf' | 'svg'): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < 30 + samples; i += 1) {
    // A different summary each time, as when the user types: no cached output.
    const input = { ...data, summary: `${data.summary ?? ''} ${i}` };
    const started = performance.now();
    if (format === 'pdf') await renderResume(pool, input, 'Resume', 'pdf');
    else await renderResume(pool, input, 'Resume', 'svg');
    if (i >= 30) times.push(performance.now() - started);
  }
  return times;
}

const pool = new RenderPool();
const render = {
  poolSize: pool.size,
  typicalSvg: stats(await timeRenders(pool, typical, 'svg')),
  typicalPdf: stats(await timeRenders(pool, typical, 'pdf')),
  longSvg: stats(await timeRenders(pool, long, 'svg')),
  longPdf: stats(await timeRenders(pool, long, 'pdf')),
};
await pool.close();

// ---- the app under PDF load ----
const app = await startApp({ RATE_LIMIT_ENABLED: 'false', ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}) });
const base = app.baseURL;
const headers = { origin: base, 'content-type': 'application/json' };
const cookie = await newAccount(base, 'render');
// The downloading clients are five users of two downloads each: one user may have three in preparation at once.
const loadCookies = await Promise.all(Array.from({ length: 5 }, (_, i) => newAccount(base, `render-load-${i}`)));
// The measured user's History holds the long resume too.
await copyResume(cookie);
/** The long resume saved in an account: its PDF export address. */
async function copyResume(owner: string): Promise<string> {
  const res = await fetch(`${base}/api/documents`, { method: 'POST', headers: { ...headers, cookie: owner }, body: JSON.stringify({ type: 'resume', title: 'Bench resume', data: long }) });
  return `${base}/api/documents/${((await res.json()) as { id: string }).id}/export?format=pdf`;
}

async function latencies(path: string, n: number, withCookie: boolean): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const started = performance.now();
    const res = await fetch(base + path, { headers: withCookie ? { cookie } : {} });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

await latencies('/api/health', 50, false);
const idle = { health: stats(await latencies('/api/health', samples, false)), history: stats(await latencies('/api/documents', samples, true)) };

// The load runs in its own process: the client measuring latency here shares no event loop with it.
const load = spawn(process.execPath, [path.join(import.meta.dirname, 'pdf-load.mjs'), JSON.stringify({ urls: await Promise.all(loadCookies.map((c) => copyResume(c))), cookies: loadCookies, concurrency: 10 })], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
let output = '';
load.stdout.on('data', (d: Buffer) => (output += d.toString()));
while (!output.includes('ready')) await new Promise((r) => setTimeout(r, 20));
const loaded = { health: stats(await latencies('/api/health', samples, false)), history: stats(await latencies('/api/documents', samples, true)) };
const exited = new Promise((r) => load.once('exit', r));
load.kill('SIGTERM');
await exited;
const { completed, seconds } = JSON.parse(output.trim().split('\n').at(-1)!) as { completed: number; seconds: number };
const pdfPerSecond = completed / seconds;
await app.stop();

console.log(JSON.stringify({ samples, render, idle, loaded, pdfPerSecond }));
