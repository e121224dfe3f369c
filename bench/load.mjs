// One HTTP load measurement with autocannon, run as its own process so the
// load generator does not share an event loop with the benchmark's bookkeeping:
//   node bench/load.mjs '{"url":…,"headers":{…},"connections":50,"warmupSeconds":2,"seconds":10}'
// prints one JSON line: { requests, rps, p50, p99, max, non2xx, errors, timeouts }
// (max: the slowest answer, whatever its status).
// With "overload": true (bench/documents-overload.mjs) the line also holds
// `overload`: percentiles of every answer whatever its status, the statuses,
// the answers slower than `slowMs`, the requests autocannon gave up on after
// `timeoutSeconds` (it then closes the connection and opens another) and
// those still unanswered when the run ended.
// With "serverPid" the line also holds `cpuPerRequest`: that process's CPU
// time (µs, from /proc) over the measured run, per answered request.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const { url, headers = {}, connections = 50, warmupSeconds = 2, seconds = 10, timeoutSeconds = 10, slowMs = 2000, overload = false, serverPid } = JSON.parse(process.argv[2] ?? '{}');

/**
 * The CPU time (user + system, µs) the server process `serverPid` has used so
 * far, from /proc (Linux), or undefined. Read around the measured run, it
 * gives the server's CPU per answered request: what a change of the server's
 * code moves, where throughput and latency also move with the host's load.
 */
function serverCpuMicros() {
  if (!serverPid) return undefined;
  try {
    const fields = readFileSync(`/proc/${serverPid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / ticksPerSecond;
  } catch {
    return undefined;
  }
}
/** Linux's clock ticks per second in /proc/<pid>/stat (`getconf CLK_TCK`). */
const ticksPerSecond = 100;
if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(url ?? '')) throw new Error(`load.mjs measures 127.0.0.1 only, not ${url}`);

function run(duration, onResponse, setupClient) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, headers, connections, duration, timeout: timeoutSeconds, setupClient }, (error, result) => (error ? reject(error) : resolve(result)));
    if (onResponse) instance.on('response', onResponse);
  });
}

if (warmupSeconds > 0) {
  await run(warmupSeconds);
  // The server still answers the requests the warm-up left in flight: one more
  // request waits behind them (the database queues in order), so the measured
  // run starts on an idle server.
  await (await fetch(url, { headers })).arrayBuffer();
}

const sortedOf = (values) => Float64Array.from(values).sort();
const percentileOf = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

/**
 * The overload view needs what autocannon's result leaves out: when each
 * request was sent (autocannon sends one at a time per connection, so a
 * connection's next 'request' event is its next request), which ones it gave
 * up on, and which were still unanswered at the end.
 */
const clients = [];
const all = [];
const statuses = {};
const maxByStatus = {};
let slow = 0;
let timeouts = 0;
/** The answers slower than `slowMs` and the requests that timed out: when they were sent (ms after the run began), and whether first on a new connection. */
const late = [];
function watch(client) {
  const state = { sentAt: undefined, fresh: false, before: undefined };
  clients.push(state);
  let conn;
  client.on('request', () => {
    // On a timeout autocannon opens a new connection and sends on it before it
    // reports the timeout: the request that timed out is then the one before.
    state.before = { sentAt: state.sentAt, fresh: state.fresh };
    state.sentAt = performance.now();
    state.fresh = client.conn !== conn;
    conn = client.conn;
  });
  client.on('response', (statusCode, _bytes, ms) => {
    all.push(ms);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    maxByStatus[statusCode] = Math.max(maxByStatus[statusCode] ?? 0, ms);
    if (ms > slowMs) {
      slow += 1;
      late.push({ sentAt: state.sentAt - started, fresh: state.fresh });
    }
    state.sentAt = undefined;
  });
  client.on('timeout', () => {
    timeouts += 1;
    late.push({ sentAt: state.before.sentAt - started, fresh: state.before.fresh });
  });
}

// autocannon's own histogram keeps whole milliseconds; the response events carry the exact time.
const latencies = [];
let slowest = 0;
const cpuBefore = serverCpuMicros();
const started = performance.now();
const result = await run(
  seconds,
  (_client, statusCode, _bytes, ms) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(ms);
    slowest = Math.max(slowest, ms);
  },
  overload ? watch : undefined,
);
const ended = performance.now();
const cpuAfter = serverCpuMicros();
const elapsedSeconds = (ended - started) / 1000;
const sorted = sortedOf(latencies);
const percentile = (p) => percentileOf(sorted, p);

const line = {
  requests: sorted.length,
  rps: sorted.length / elapsedSeconds,
  p50: percentile(50),
  p99: percentile(99),
  max: slowest,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
  // The server's CPU time per answered request over the measured run (µs), when its pid was given.
  cpuPerRequest: cpuBefore !== undefined && cpuAfter !== undefined && sorted.length ? (cpuAfter - cpuBefore) / sorted.length : null,
};
if (overload) {
  const every = sortedOf(all);
  const unanswered = clients.filter((c) => c.sentAt !== undefined).map((c) => ended - c.sentAt);
  line.overload = {
    seconds: elapsedSeconds,
    answers: every.length,
    p50: percentileOf(every, 50),
    p97_5: percentileOf(every, 97.5),
    p99: percentileOf(every, 99),
    max: every.at(-1) ?? NaN,
    statuses,
    maxByStatus,
    slowMs,
    slow,
    timeoutSeconds,
    timeouts,
    lateSentMs: late.length ? [Math.min(...late.map((l) => l.sentAt)), Math.max(...late.map((l) => l.sentAt))] : null,
    lateOnNewConnections: late.filter((l) => l.fresh).length,
    late: late.length,
    unanswered: unanswered.length,
    unansweredOverSlow: unanswered.filter((ms) => ms > slowMs).length,
    oldestUnansweredMs: Math.max(0, ...unanswered),
    // Connections refused or reset (autocannon counts timeouts among its errors).
    connectionErrors: result.errors - result.timeouts,
  };
}
console.log(JSON.stringify(line));
