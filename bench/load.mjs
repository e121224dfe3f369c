// One HTTP load measurement with autocannon, run as its own process so the
// load generator does not share an event loop with the benchmark's bookkeeping:
//   node bench/load.mjs '{"url":…,"headers":{…},"connections":50,"warmupSeconds":2,"seconds":10}'
// prints one JSON line: { requests, rps, p50, p99, non2xx, errors, timeouts }.
import autocannon from 'autocannon';

const { url, headers = {}, connections = 50, warmupSeconds = 2, seconds = 10 } = JSON.parse(process.argv[2] ?? '{}');
if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(url ?? '')) throw new Error(`load.mjs measures 127.0.0.1 only, not ${url}`);

function run(duration, onResponse) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, headers, connections, duration, timeout: 10 }, (error, result) => (error ? reject(error) : resolve(result)));
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

// autocannon's own histogram keeps whole milliseconds; the response events carry the exact time.
const latencies = [];
const started = performance.now();
const result = await run(seconds, (_client, statusCode, _bytes, ms) => {
  if (statusCode >= 200 && statusCode < 300) latencies.push(ms);
});
const elapsedSeconds = (performance.now() - started) / 1000;
const sorted = Float64Array.from(latencies).sort();
const percentile = (p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

console.log(
  JSON.stringify({
    requests: sorted.length,
    rps: sorted.length / elapsedSeconds,
    p50: percentile(50),
    p99: percentile(99),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }),
);
