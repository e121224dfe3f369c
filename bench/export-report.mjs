// The export engine section of BENCHMARKS.md (bench/export.ts).
import { ms, runTsBench, verdict } from './ts-bench.mjs';

const names = { pdf: 'PDF (Typst)', docx: 'DOCX', txt: 'TXT', md: 'Markdown', html: 'HTML', rtf: 'RTF' };

export function runExportBench({ date, machine }) {
  console.log('Export: render time per format, and PDF exports at full load…');
  const { samples, poolSize, documents, render, idle, loaded, concurrency, pdfPerSecond, failed } = runTsBench('bench/export.ts');
  const table = [
    `| format | essay (${documents.essay.words.toLocaleString('en')} words, ${documents.essay.pages} pages) p50 | p99 | paper (${documents.paper.words.toLocaleString('en')} words, ${documents.paper.pages} pages) p50 | p99 |`,
    '|---|---|---|---|---|',
    ...Object.keys(names).map((f) => `| ${names[f]} | ${ms(render.essay[f].p50)} | ${ms(render.essay[f].p99)} | ${ms(render.paper[f].p50)} | ${ms(render.paper[f].p99)} |`),
  ].join('\n');
  const ratio = loaded.p99 / idle.p99;
  console.log(table + `\nhealth p99 idle ${ms(idle.p99)}, under load ${ms(loaded.p99)} (${ratio.toFixed(2)}×), ${pdfPerSecond.toFixed(1)} PDFs/s`);
  return `## Export engine: every format, and PDFs at full load

${date} · ${machine}. Each format rendered ${samples} times after 20 warm-up renders, one at a time, through the same \`renderExport\` the route uses (Typst in a pool of ${poolSize} worker thread(s); the other formats on the calling thread). Every render has a changed last line, so no cached output is reused. The essay is the offline writer's long argumentative draft; the paper joins three research drafts, a 12-row table, a footnote and 30 references.

${table}

- Essay PDF p50 ${ms(render.essay.pdf.p50)}: ${verdict(render.essay.pdf.p50, 50)}. Paper PDF p50 ${ms(render.paper.pdf.p50)}: ${verdict(render.paper.pdf.p50, 200)}.

The built app on PGlite with the render pool saturated: ${concurrency} clients (a separate process, \`bench/pdf-load.mjs\`) (four users, two each) download PDFs of twenty different 1,500-word essays in turn, as fast as they are served — **${pdfPerSecond.toFixed(1)} PDFs per second**, ${failed} failed. Meanwhile ${idle.n} sequential requests to \`GET /api/health\`, against the same number idle in the same run:

| \`GET /api/health\` | p50 | p99 | max |
|---|---|---|---|
| idle | ${ms(idle.p50)} | ${ms(idle.p99)} | ${ms(idle.max)} |
| ${concurrency} PDF downloads running | ${ms(loaded.p50)} | ${ms(loaded.p99)} | ${ms(loaded.max)} |

- Health p99 under full PDF load: ${ratio.toFixed(2)}× idle — ${ratio <= 2 ? '✔ within the 2× target' : '✘ more than the 2× target'}. Typst runs in worker threads at a lower scheduling priority; the pool keeps one of the two cores for the event loop.`;
}
