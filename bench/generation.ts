// Generation latency, run by bench/run.mjs as
//   node --import tsx bench/generation.ts
// It starts the built app twice (offline writer; a fake OpenAI-compatible
// model on 127.0.0.1) and prints one JSON line of results. Requests are
// sequential: these are latencies, not throughput.
import { startFakeLlm } from '../src/server/testing/fake-llm.ts';
import { newAccount, startApp } from './app-process.mjs';

const samples = Number(process.env.BENCH_GENERATION_SAMPLES ?? 300);
const warmup = 30;
const essay = { topic: 'Should school start later in the morning?', type: 'argumentative', tone: 'academic', length: 'medium', academicLevel: 'undergraduate' };

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const stats = (values: number[]) => ({ p50: percentile(values, 50), p99: percentile(values, 99), max: Math.max(...values), n: values.length });

/** A signed-in account of the app (the free plan allows 20 a day, so a fresh one every 20 generations). */
function signIn(baseURL: string, n: number): Promise<string> {
  return newAccount(baseURL, `generation-${n}`);
}

/** Sends one generation and returns the milliseconds until its first delta event was read; then leaves. */
async function firstWordMs(baseURL: string, cookie: string): Promise<{ ms: number; sentAt: number; readAt: number }> {
  const controller = new AbortController();
  const sentAt = performance.now();
  const res = await fetch(`${baseURL}/api/generate/essay`, {
    method: 'POST',
    headers: { origin: baseURL, 'content-type': 'application/json', cookie },
    body: JSON.stringify(essay),
    signal: controller.signal,
  });
  if (res.status !== 200) throw new Error(`generate: ${res.status} ${await res.text()}`);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error('stream ended before a delta');
    buffer += value;
    if (buffer.includes('"type":"delta"')) break;
  }
  const readAt = performance.now();
  controller.abort();
  await reader.cancel().catch(() => undefined);
  return { ms: readAt - sentAt, sentAt, readAt };
}

async function health(baseURL: string, n: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const started = performance.now();
    const res = await fetch(`${baseURL}/api/health`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}

async function measure(baseURL: string, each: (cookie: string) => Promise<number>) {
  const values: number[] = [];
  let cookie = '';
  for (let i = 0; i < warmup + samples; i += 1) {
    if (i % 20 === 0) cookie = await signIn(baseURL, i);
    const ms = await each(cookie);
    if (i >= warmup) values.push(ms);
    // Let the server save the stopped draft before the next request.
    await new Promise((r) => setTimeout(r, 5));
  }
  return values;
}

const offlineApp = await startApp({ RATE_LIMIT_ENABLED: 'false' });
let offline;
try {
  const firstWord = await measure(offlineApp.baseURL, async (cookie) => (await firstWordMs(offlineApp.baseURL, cookie)).ms);
  const healthMs = await health(offlineApp.baseURL, samples);
  offline = { firstWord: stats(firstWord), health: stats(healthMs) };
} finally {
  await offlineApp.stop();
}

const llm = await startFakeLlm();
const pieces = ['# Later Starts\n\n', ...Array.from({ length: 400 }, (_, i) => `word${i} `)];
llm.script({ kind: 'stream', pieces, delayMs: 5 });
const modelApp = await startApp({ RATE_LIMIT_ENABLED: 'false', LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'bench-model', LLM_MAX_RETRIES: '0' });
let model;
try {
  const overhead: number[] = [];
  const upstreamFirst: number[] = [];
  const total = await measure(modelApp.baseURL, async (cookie) => {
    const before = llm.requests.length;
    const { ms, sentAt, readAt } = await firstWordMs(modelApp.baseURL, cookie);
    const upstream = llm.requests[before]!;
    // The model's own time to its first token (request received → first piece written), measured on the same clock.
    const modelMs = upstream.firstPieceAt! - upstream.receivedAt;
    // What the app adds: everything between the browser's request and the model's, and between the model's first piece and the browser's.
    const added = readAt - sentAt - modelMs;
    if (upstream.receivedAt < sentAt || upstream.firstPieceAt! > readAt) throw new Error('clock order');
    upstreamFirst.push(modelMs);
    overhead.push(added);
    return ms;
  });
  // Warm-up samples were pushed too: keep the measured ones.
  model = { total: stats(total), upstream: stats(upstreamFirst.slice(warmup)), overhead: stats(overhead.slice(warmup)), health: stats(await health(modelApp.baseURL, samples)) };
} finally {
  await modelApp.stop();
  await llm.close();
}

console.log(JSON.stringify({ samples, offline, model }));
