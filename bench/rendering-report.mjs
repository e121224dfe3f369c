// The resume rendering section of BENCHMARKS.md (bench/rendering.ts).
import { ms, runTsBench, verdict } from './ts-bench.mjs';

export function runRenderingBench({ date, machine }) {
  console.log('Rendering: Typst resume previews and PDFs, and the app under PDF load…');
  const { samples, render, idle, loaded, pdfPerSecond } = runTsBench('bench/rendering.ts');
  const row = (name, s) => `| ${name} | ${ms(s.p50)} | ${ms(s.p99)} | ${ms(s.max)} |`;
  const renderTable = [
    '| render (warm, one at a time) | p50 | p99 | max |',
    '|---|---|---|---|',
    row('typical resume (1 page), SVG preview', render.typicalSvg),
    row('typical resume, PDF', render.typicalPdf),
    row('long resume (2 pages), SVG preview', render.longSvg),
    row('long resume, PDF', render.longPdf),
  ].join('\n');
  const loadTable = [
    '| route | idle p50 | idle p99 | with 10 PDF exports running: p50 | p99 | p99 ratio |',
    '|---|---|---|---|---|---|',
    `| \`GET /api/health\` | ${ms(idle.health.p50)} | ${ms(idle.health.p99)} | ${ms(loaded.health.p50)} | ${ms(loaded.health.p99)} | ${(loaded.health.p99 / idle.health.p99).toFixed(2)}× |`,
    `| \`GET /api/documents\` (History) | ${ms(idle.history.p50)} | ${ms(idle.history.p99)} | ${ms(loaded.history.p50)} | ${ms(loaded.history.p99)} | ${(loaded.history.p99 / idle.history.p99).toFixed(2)}× |`,
  ].join('\n');
  console.log(renderTable + '\n\n' + loadTable + `\nPDF exports per second under that load: ${pdfPerSecond.toFixed(1)}`);
  const worst = Math.max(render.typicalSvg.p99, render.typicalPdf.p99, render.longSvg.p99, render.longPdf.p99);
  const worstP50 = Math.max(render.typicalSvg.p50, render.typicalPdf.p50, render.longSvg.p50, render.longPdf.p50);
  const ratio = loaded.health.p99 / idle.health.p99;
  return `## Resume rendering: Typst previews and PDFs

${date} · ${machine}. Typst (\`@myriaddreamin/typst-ts-node-compiler\`) in a pool of ${render.poolSize} worker thread(s) (one core is left to the event loop), ${samples} renders per row after 30 warm-up ones, each with a changed summary so no output is reused. The typical resume is the demo account's (one page); the long one has six jobs of six bullets, three degrees and twenty skills (two pages).

${renderTable}

- Worst p50 ${ms(worstP50)}: ${verdict(worstP50, 30)}; worst p99 ${ms(worst)}: ${verdict(worst, 100)}.

The built app on PGlite: ${samples} sequential requests to each route, idle, then again while 10 clients (a separate process) download the long resume's PDF in a loop (${pdfPerSecond.toFixed(1)} PDFs per second served meanwhile).

${loadTable}

- Health route p99 under PDF load: ${ratio.toFixed(2)}× idle — ${ratio <= 2 ? '✔ within the 2× target' : '✘ more than the 2× target'}. Rendering never runs on the event loop (one worker thread, at a lower scheduling priority than the event loop); the event loop still serves the exports themselves (session, database read, response). The 10 downloading clients run in their own process (\`bench/pdf-load.mjs\`), so the latency client shares no event loop with them; all of it shares the machine's two cores.`;
}
