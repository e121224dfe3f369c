// The public API by key under load: `GET /api/v1/documents` with
// an API key, beside History's `GET /api/documents` with a session cookie and
// `GET /api/health`, on one app, in one run, measured with autocannon from a
// second process (bench/load.mjs, 127.0.0.1 only). `npm run bench -- api`.
import { newAccount, startApp } from './app-process.mjs';
import { measure } from './documents-app.mjs';
import { ms } from './documents-report.mjs';

/** Bounded: 20 connections, a 2 s warm-up and 10 s measured per route. */
const load = { connections: 20, warmupSeconds: 2, seconds: 10 };
/** Documents the benchmark user owns: History's first page (20) comes from more than a page. */
const documentCount = 40;

async function json(res, what) {
  const body = await res.json();
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

export async function runApiKeysBench({ date, machine }) {
  // No rate limit: the per-key limit (120 a minute) would answer 429 within the first second.
  const app = await startApp({ RATE_LIMIT_ENABLED: 'false', SEED_DEMO: 'false' });
  let rows;
  try {
    const { baseURL } = app;
    const cookie = await newAccount(baseURL, 'api');
    const browser = { cookie, origin: baseURL, 'content-type': 'application/json' };
    for (let i = 0; i < documentCount; i++) {
      await json(await fetch(`${baseURL}/api/documents`, { method: 'POST', headers: browser, body: JSON.stringify({ type: 'essay', title: `Essay ${i}`, content: `# Essay ${i}\n\nText about tides.` }) }), 'creating a document');
    }
    const { key } = await json(await fetch(`${baseURL}/api/me/api-keys`, { method: 'POST', headers: browser, body: JSON.stringify({ name: 'Bench', scopes: ['documents:read'] }) }), 'creating a key');
    const routes = [
      { label: '`GET /api/v1/documents` with an API key (`Authorization: Bearer`)', path: '/api/v1/documents', headers: { authorization: `Bearer ${key}` }, listed: true },
      { label: '`GET /api/documents` with a session cookie (History)', path: '/api/documents', headers: { cookie }, listed: true },
      { label: '`GET /api/health` (ceiling)', path: '/api/health', headers: {} },
    ];
    for (const route of routes) {
      const body = await json(await fetch(baseURL + route.path, { headers: route.headers }), route.path);
      if (route.listed && body.documents?.length !== 20) throw new Error(`${route.path} listed ${body.documents?.length} documents, not 20`);
    }
    rows = [];
    for (const route of routes) {
      const m = await measure(baseURL + route.path, route.headers, load);
      if (m.non2xx > 0 || m.errors > 0) throw new Error(`${route.path}: ${m.non2xx} answers were not 2xx, ${m.errors} errors`);
      console.log(`  ${route.label}: ${Math.round(m.rps)} req/s, p50 ${ms(m.p50)} ms, p99 ${ms(m.p99)} ms`);
      rows.push({ ...route, ...m });
    }
  } finally {
    await app.stop();
  }
  const [byKey, byCookie] = rows;
  return `## Public API by key

${date} · ${machine}. The built app on PGlite, rate limits off; one user with ${documentCount} documents; each route measured for ${load.seconds} s (after ${load.warmupSeconds} s of warm-up) at ${load.connections} connections by autocannon in its own process, one route after the other in the same run (\`npm run bench -- api\`, bench/api-keys.mjs). Both document routes answer History's first page (20 documents) from the same service.

| route | req/s | p50 | p99 |
|---|---|---|---|
${rows.map((r) => `| ${r.label} | ${Math.round(r.rps)} | ${ms(r.p50)} ms | ${ms(r.p99)} ms |`).join('\n')}

The key route reaches ${Math.round((byKey.rps / byCookie.rps) * 100)}% of the cookie route's throughput (a key is looked up with its owner on every request; a session goes through the app's session cache).`;
}
