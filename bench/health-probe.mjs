// What the stall benchmarks share: `GET /api/health` asked one request after
// another, a pause between them, and the percentiles of its latencies.

export const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
export const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** `count` health requests, `gapMs` apart: their times (ms) and how many of each status. */
export async function healthSamples(baseURL, count, gapMs) {
  const times = [];
  const statuses = new Map();
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await fetch(`${baseURL}/api/health`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    await pause(gapMs);
  }
  return { times, statuses };
}
