// Runs bench/generation.ts (TypeScript: it shares the tests' fake model server)
// in its own process and turns its figures into the BENCHMARKS.md section.
import { ms, runTsBench, verdict } from './ts-bench.mjs';

export function runGenerationBench({ date, machine }) {
  console.log('Generation: time to the first streamed word (offline writer, fake model)…');
  const { samples, offline, model } = runTsBench('bench/generation.ts');
  const table = [
    '| measure | p50 | p99 | max |',
    '|---|---|---|---|',
    `| offline writer: request sent → first \`delta\` event read | ${ms(offline.firstWord.p50)} | ${ms(offline.firstWord.p99)} | ${ms(offline.firstWord.max)} |`,
    `| same run, \`GET /api/health\` (ceiling) | ${ms(offline.health.p50)} | ${ms(offline.health.p99)} | ${ms(offline.health.max)} |`,
    `| model through the app: request sent → first \`delta\` read | ${ms(model.total.p50)} | ${ms(model.total.p99)} | ${ms(model.total.max)} |`,
    `| the fake model's own time to its first token | ${ms(model.upstream.p50)} | ${ms(model.upstream.p99)} | ${ms(model.upstream.max)} |`,
    `| **server overhead** (the two above, subtracted per request) | ${ms(model.overhead.p50)} | ${ms(model.overhead.p99)} | ${ms(model.overhead.max)} |`,
    `| same run, \`GET /api/health\` (ceiling) | ${ms(model.health.p50)} | ${ms(model.health.p99)} | ${ms(model.health.max)} |`,
  ].join('\n');
  console.log(table);
  return `## Generation: time to the first streamed word

${date} · ${machine}. The built app on the embedded database (PGlite), ${samples} sequential requests after 30 warm-up ones, each a signed-in \`POST /api/generate/essay\` (medium argumentative essay) read until its first \`delta\` event, then closed (the server keeps the text as a stopped draft). The model case uses the tests' fake OpenAI-compatible server on 127.0.0.1 in the benchmark's process, so its receive and first-write times are on the same clock as the client's.

${table}

- Offline writer, first word p99: ${verdict(offline.firstWord.p99, 50)}.
- Server overhead on top of the model's first token, p50: ${verdict(model.overhead.p50, 10)}. It covers the session check, validation, the quota upsert, the request to the model (AI SDK) and relaying the first piece as an SSE event.`;
}
