// Keeps `concurrency` downloads in flight until stopped (SIGTERM), taking the
// URLs in turn, then prints how many completed. Its own process, so the load
// generator does not share an event loop with the benchmark that measures
// latency meanwhile:
//   node bench/pdf-load.mjs '{"urls":[…],"cookies":[…],"concurrency":10}'
// URL i belongs to the user of cookie i % cookies.length; client k keeps to user k % cookies.length.
const { urls, cookies, concurrency = 10 } = JSON.parse(process.argv[2] ?? '{}');
for (const u of urls) if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(u ?? '')) throw new Error(`pdf-load.mjs loads 127.0.0.1 only, not ${u}`);
let next = 0;

let running = true;
let completed = 0;
let failed = 0;
const started = performance.now();
const loops = Array.from({ length: concurrency }, async (_, client) => {
  const user = client % cookies.length;
  const mine = urls.filter((_, i) => i % cookies.length === user);
  while (running) {
    const res = await fetch(mine[next++ % mine.length], { headers: { cookie: cookies[user] } });
    await res.arrayBuffer();
    if (res.ok) completed += 1;
    else failed += 1;
  }
});
process.on('SIGTERM', () => {
  running = false;
});
// Ready once the first responses are back (the server is warm).
while (completed < concurrency) await new Promise((r) => setTimeout(r, 10));
console.log('ready');
await Promise.all(loops);
console.log(JSON.stringify({ completed, failed, seconds: (performance.now() - started) / 1000 }));
