// Keeps `concurrency` downloads of one URL in flight until stopped (SIGTERM),
// then prints how many completed. Its own process, so the load generator does
// not share an event loop with the benchmark that measures latency meanwhile:
//   node bench/pdf-load.mjs '{"url":…,"cookie":…,"concurrency":10}'
const { url, cookie, concurrency = 10 } = JSON.parse(process.argv[2] ?? '{}');
if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(url ?? '')) throw new Error(`pdf-load.mjs loads 127.0.0.1 only, not ${url}`);

let running = true;
let completed = 0;
const started = performance.now();
const loops = Array.from({ length: concurrency }, async () => {
  while (running) {
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.ok) completed += 1;
  }
});
process.on('SIGTERM', () => {
  running = false;
});
// Ready once the first responses are back (the server is warm).
while (completed < concurrency) await new Promise((r) => setTimeout(r, 10));
console.log('ready');
await Promise.all(loops);
console.log(JSON.stringify({ completed, seconds: (performance.now() - started) / 1000 }));
