// History at 200 connections on PGlite: more clients than the
// embedded database serves, once with the database queue's bound at its
// default and once without it. bench/documents.mjs runs it on the PGlite
// table of its largest size; `npm run bench -- documents-overload` runs it
// alone on a table seeded to that size.
import { existsSync, readFileSync } from 'node:fs';
import { startApp } from './app-process.mjs';
import { measure, signIn } from './documents-app.mjs';
import { count, ms } from './documents-report.mjs';

export const overload = { connections: 200, warmupConnections: 50, warmupSeconds: 3, seconds: 15, timeoutSeconds: 10, slowMs: 2000 };
const route = '/api/documents';
const configurations = [
  { key: 'bounded', label: 'bounded: `PGLITE_QUEUE_TIMEOUT_MS` unset (its default)', env: {} },
  // An hour: no request of a 15-second run reaches it.
  { key: 'unbounded', label: 'no bound: `PGLITE_QUEUE_TIMEOUT_MS=3600000`', env: { PGLITE_QUEUE_TIMEOUT_MS: '3600000' } },
];
const sampleMs = 100;

/**
 * Connections the kernel has completed that the app has not accepted yet: the
 * receive queue of the listening socket in /proc/net/tcp (Linux only; null
 * elsewhere), read every `sampleMs`. A request on such a connection has been
 * sent but the app cannot see it.
 */
function watchAcceptQueue(port) {
  const table = '/proc/net/tcp';
  if (!existsSync(table)) return { stop: () => null };
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const samples = [];
  const timer = setInterval(() => {
    for (const line of readFileSync(table, 'utf8').split('\n')) {
      const [, address, , state, queues] = line.trim().split(/\s+/);
      if (address === local && state === '0A') samples.push({ at: performance.now(), waiting: parseInt(queues.split(':')[1], 16) });
    }
  }, sampleMs);
  return {
    stop() {
      clearInterval(timer);
      const peak = samples.reduce((top, s) => (s.waiting > top.waiting ? s : top), { waiting: 0 });
      // From the peak on, while no new connection joins the queue, it shrinks at the app's accept rate.
      let last = peak;
      for (const s of samples.slice(samples.indexOf(peak) + 1)) {
        if (s.waiting > last.waiting) break;
        last = s;
      }
      return {
        peak: peak.waiting,
        waitingSeconds: (samples.filter((s) => s.waiting > 0).length * sampleMs) / 1000,
        acceptedPerSecond: last.at > peak.at ? ((peak.waiting - last.waiting) * 1000) / (last.at - peak.at) : NaN,
      };
    },
  };
}

/** Each configuration on a fresh start of the app over `dataDir`: warm-up, then the measured run at 200 connections. */
export async function measureOverload({ dataDir, env }) {
  const results = [];
  for (const configuration of configurations) {
    const app = await startApp({ ...env, ...configuration.env }, { dataDir, keepData: true });
    try {
      const url = app.baseURL + route;
      const headers = { cookie: await signIn(app.baseURL) };
      const warmupQueue = watchAcceptQueue(Number(new URL(app.baseURL).port));
      await measure(url, headers, { connections: overload.warmupConnections, warmupSeconds: 0, seconds: overload.warmupSeconds });
      const warmupAcceptQueue = warmupQueue.stop();
      // Answered after every request the warm-up left in flight: the measured run starts on an idle app.
      const check = await fetch(url, { headers });
      if (check.status !== 200) throw new Error(`${route} answered ${check.status} after the warm-up: ${await check.text()}`);
      await check.arrayBuffer();
      const queue = watchAcceptQueue(Number(new URL(app.baseURL).port));
      const line = await measure(url, headers, { connections: overload.connections, warmupSeconds: 0, seconds: overload.seconds, timeoutSeconds: overload.timeoutSeconds, slowMs: overload.slowMs, overload: true });
      const result = { ...configuration, ...line.overload, rps: line.rps, acceptQueue: queue.stop(), warmupAcceptQueue };
      console.log(`  ${overload.connections} connections, database queue ${configuration.key}: ${summary(result)}`);
      results.push(result);
    } finally {
      await app.stop();
    }
  }
  return results;
}

const failuresOf = (r) => Object.entries(r.statuses).filter(([status]) => Number(status) >= 300);
/** The non-2xx answers by status, e.g. "12 × 503", or `none`. */
const failuresText = (r, none) => failuresOf(r).map(([status, n]) => `${count(n)} × ${status}`).join(', ') || none;

function summary(r) {
  return `${count(r.answers)} answers, ${Math.round(r.rps)} 2xx/s, p50 ${ms(r.p50)} ms, p97.5 ${ms(r.p97_5)} ms, p99 ${ms(r.p99)} ms, max ${ms(r.max)} ms; non-2xx ${failuresText(r, 'none')}; over ${r.slowMs / 1000} s ${r.slow}, no answer in ${r.timeoutSeconds} s ${r.timeouts}, unanswered at the end ${r.unanswered} (${r.unansweredOverSlow} over ${r.slowMs / 1000} s), connection errors ${r.connectionErrors}`;
}

/** The issue's target: no request over 2 s; errors none, or 503s answered fast. */
export function overloadVerdict(results) {
  const r = results.find((x) => x.key === 'bounded');
  const only503 = failuresOf(r).every(([status]) => status === '503');
  const ok = r.slow === 0 && r.timeouts === 0 && r.unansweredOverSlow === 0 && r.connectionErrors === 0 && only503;
  const over = `${r.slowMs / 1000} s`;
  return {
    ok,
    text: `History at ${overload.connections} connections on PGlite, database queue bounded: ${r.slow} answered after over ${over} (slowest ${ms(r.max)} ms), ${r.timeouts} with no answer in ${r.timeoutSeconds} s, ${r.unansweredOverSlow} unanswered after over ${over} when the run ended; ${r.connectionErrors} connection errors; non-2xx: ${failuresText(r, 'none')}${r.maxByStatus['503'] ? ` (slowest 503: ${ms(r.maxByStatus['503'])} ms)` : ''} (target: none over ${over}; errors none, or fast 503s only)`,
  };
}

/** Why the slow requests were slow, from what this run measured. */
function explanation(results) {
  const [bounded, unbounded] = ['bounded', 'unbounded'].map((key) => results.find((r) => r.key === key));
  const late = (r) => r.slow + r.timeouts;
  if (late(bounded) + late(unbounded) === 0) return `No request waited over ${overload.slowMs / 1000} s in this run, with or without the bound.`;
  const describe = (r) =>
    `${count(r.slow)} answers took over ${r.slowMs / 1000} s (the slowest ${(r.max / 1000).toFixed(1)} s) and ${count(r.timeouts)} requests had no answer in ${r.timeoutSeconds} s${r.lateSentMs ? `, sent ${[...new Set(r.lateSentMs.map(Math.round))].join('–')} ms after the run began` : ''}; ${r.statuses['503'] ? `${count(r.statuses['503'])} answers were 503` : 'no answer was a 503'}; the accept queue held up to ${r.acceptQueue?.peak ?? '—'} connections and was not empty for ${r.acceptQueue?.waitingSeconds.toFixed(1) ?? '—'} s`;
  // One connection accepted per turn: the accept rate is the rate of turns.
  const rate = unbounded.acceptQueue?.acceptedPerSecond;
  const turn = rate > 0 ? `: without the bound the app accepted about ${rate.toFixed(1)} connections a second from the queue, so a turn lasted about ${Math.round(1000 / rate)} ms` : '';
  const warmup = unbounded.warmupAcceptQueue?.peak > 0 ? ` The ${overload.warmupConnections}-connection warm-up before the run found up to ${unbounded.warmupAcceptQueue.peak} connections waiting too: this is also the start-of-run tail of the PGlite rows at ${overload.warmupConnections} connections above.` : '';
  const onNewConnections = [bounded, unbounded].every((r) => r.lateOnNewConnections === r.late);
  return `**Why some requests waited 10 s.** Without the bound, ${describe(unbounded)}. With it, ${describe(bounded)}.${
    onNewConnections
      ? ` Every one of them was the first request on a new connection: one of the ${overload.connections} opened at the start, or one autocannon opened after giving up on a request. They waited for the app to accept their connection, not for the database: Node ${process.version}'s libuv (${process.versions.uv}) accepts one connection per turn of the event loop (libuv pull request 3696, "don't accept() connections in a loop"), so a connection waits as many turns as there are connections ahead of it, and a turn lasts as long as the work the event loop does in it${turn}. (PGlite runs in its own thread since decision 0018, so its queries are no longer part of a turn.) The connections opened last wait in the kernel's queue until the app has turned that many times; autocannon gives up on a request after 10 s, closes the connection and opens another (which joins the queue again): that is the "waited 10 s" seen at this load. The database queue's bound cannot shorten this wait, because the request has not been read yet: it never reaches the gate.${warmup}`
      : ''
  }`;
}

/** The sub-section of the documents section, between its own markers (run.mjs rewrites it alone for `documents-overload`). */
export function overloadSection({ date, machine, version, autocannon, shape, results }) {
  const rows = results.map((r) => {
    const queue = r.acceptQueue ? `${r.acceptQueue.peak}, ${r.acceptQueue.waitingSeconds.toFixed(1)} s` : '—';
    return `| ${r.label} | ${count(r.answers)} | ${count(Math.round(r.rps))} | ${ms(r.p50)} ms | ${ms(r.p97_5)} ms | ${ms(r.p99)} ms | ${ms(r.max)} ms | ${failuresText(r, '0')} | ${r.maxByStatus['503'] ? `${ms(r.maxByStatus['503'])} ms` : '—'} | ${r.slow} | ${r.timeouts} | ${r.unanswered} (${r.unansweredOverSlow}) | ${r.connectionErrors} | ${queue} |`;
  });
  const verdict = overloadVerdict(results);
  return `### PGlite at ${overload.connections} connections: overload

${date} · ${machine} · PGlite ${version}, ${count(shape.user_docs)} / ${count(shape.total)} documents, seeded as for the PGlite rows above. History's first page (\`GET ${route}\` with the user's cookie), ${overload.connections} connections from autocannon ${autocannon} in a second process for ${overload.seconds} s, measured from the moment it opens its connections: a burst of new clients is part of overload. Each start of the app is first served ${overload.warmupSeconds} s at ${overload.warmupConnections} connections, not measured. One run per row. Latencies are those of every answer, whatever its status. autocannon gives up on a request after ${overload.timeoutSeconds} s, closes its connection and opens another: those requests are counted apart ("no answer in ${overload.timeoutSeconds} s"), not among the latencies, as are the requests still unanswered when the run ended (every connection has one; in brackets, those older than ${overload.slowMs / 1000} s). "Accept queue" is the listening socket's queue in \`/proc/net/tcp\`, read every ${sampleMs} ms: connections the kernel has opened and the app has not accepted yet (most at once, and how long it was not empty).

| database queue | answers | 2xx/s | p50 | p97.5 | p99 | max | non-2xx | slowest 503 | answered after over ${overload.slowMs / 1000} s | no answer in ${overload.timeoutSeconds} s | unanswered at the end (over ${overload.slowMs / 1000} s) | connection errors | accept queue |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

- ${verdict.ok ? '✔' : '✘'} ${verdict.text}

${explanation(results)}`;
}
