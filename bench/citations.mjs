// Citations, against the built app on PGlite, through its routes:
// 1. A 300-reference bibliography (no citation, every reference listed) and
//    a paper with 300 citations of those references, formatted by
//    `POST /api/papers/format` in each style: cold (the style's first call
//    after a start: citeproc builds its engine) and warm (p50 of the later
//    calls, each one a style switch, as the editor asks when the style changes).
// 2. `GET /api/health` in the same run: the trivial route beside it.
// 3. PDF export of a 20-page paper with its references.
// 4. The citation check on a paper of over 20,000 words, in this process.
// Writes the section of BENCHMARKS.md between its markers (bench/run.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import CSL from 'citeproc';
import { newAccount, startApp } from './app-process.mjs';

const cslDir = path.resolve(import.meta.dirname, '../src/server/citations/csl');
const cslFiles = { apa: 'apa.csl', mla: 'modern-language-association.csl', 'chicago:author-date': 'chicago-author-date.csl', 'chicago:notes': 'chicago-fullnote-bibliography.csl', harvard: 'harvard-cite-them-right.csl', ieee: 'ieee.csl' };

const references = 300;
const citations = 300;
const warmRuns = 7;
const styles = [
  { style: 'apa', label: 'APA 7' },
  { style: 'mla', label: 'MLA 9' },
  { style: 'chicago', chicagoForm: 'author-date', label: 'Chicago author-date' },
  { style: 'chicago', chicagoForm: 'notes', label: 'Chicago notes' },
  { style: 'harvard', label: 'Harvard (Cite Them Right)' },
  { style: 'ieee', label: 'IEEE' },
];
const target = 200;

const surnames = ['Smith', 'García', 'Müller', 'Dubois', 'Wang', 'Okafor', 'Kowalski', 'Nguyen', 'Rossi', 'Haddad', 'Svensson', 'Tanaka'];
const kinds = ['article-journal', 'book', 'chapter', 'report', 'webpage', 'paper-conference'];

/** 300 references of six kinds, one to four authors, years 1990–2024 (several same author and year). */
function library() {
  return Array.from({ length: references }, (_, i) => {
    const type = kinds[i % kinds.length];
    const authors = Array.from({ length: 1 + (i % 4) }, (_, a) => ({ family: surnames[(i + a * 5) % surnames.length], given: `${String.fromCharCode(65 + ((i + a) % 26))}. ${String.fromCharCode(66 + (a % 20))}.` }));
    const item = { id: `ref${i}`, type, title: `Study ${i} of sleep, memory and the ${['city', 'school', 'clinic', 'lab'][i % 4]}`, author: authors, issued: { 'date-parts': [[1990 + (i % 35)]] } };
    if (type === 'article-journal') Object.assign(item, { 'container-title': `Journal of Sleep ${i % 7}`, volume: String(1 + (i % 40)), issue: String(1 + (i % 4)), page: `${10 + i}-${30 + i}`, DOI: `10.5555/bench.${i}` });
    if (type === 'book' || type === 'report') Object.assign(item, { publisher: 'Example Press', 'publisher-place': 'London' });
    if (type === 'chapter') Object.assign(item, { 'container-title': 'Handbook of Sleep', editor: [{ family: 'Editor', given: 'E.' }], publisher: 'Example Press', page: `${i}-${i + 20}` });
    if (type === 'webpage') Object.assign(item, { 'container-title': 'Sleep Foundation', URL: `https://example.org/sleep/${i}`, accessed: { 'date-parts': [[2026, 11, 1]] } });
    if (type === 'paper-conference') Object.assign(item, { 'container-title': 'Proceedings of the Sleep Conference', page: `${i}-${i + 8}` });
    return item;
  });
}

/** A paper with `citations` citations: one per sentence, some with a page, a few clusters of two. */
function paperWithCitations() {
  const sentences = Array.from({ length: citations }, (_, i) => {
    const key = `ref${(i * 7) % references}`;
    if (i % 10 === 9) return `Studies agree on this point [@${key}; @ref${(i * 7 + 1) % references}].`;
    if (i % 3 === 0) return `Sleep affects recall in many settings [@${key}, p. ${1 + (i % 90)}].`;
    return `This was observed again [@${key}].`;
  });
  const paragraphs = [];
  for (let i = 0; i < sentences.length; i += 6) paragraphs.push(sentences.slice(i, i + 6).join(' '));
  return `## Introduction\n\n${paragraphs.join('\n\n')}\n`;
}

/** About twenty A4 pages of text in APA's double spacing, with 48 citations. */
function twentyPages() {
  const words = 'sleep memory consolidation recall learning students night rest attention performance evidence study'.split(' ');
  const sections = Array.from({ length: 6 }, (_, s) => {
    const paragraphs = Array.from({ length: 8 }, (_, p) => {
      const text = Array.from({ length: 70 }, (_, w) => words[(s * 13 + p * 7 + w) % words.length]).join(' ');
      return `${text.charAt(0).toUpperCase()}${text.slice(1)} [@ref${(s * 8 + p) % references}, p. ${p + 1}].`;
    });
    return `## Section ${s + 1}\n\n${paragraphs.join('\n\n')}`;
  });
  return sections.join('\n\n') + '\n';
}

/**
 * The floor: citeproc-js alone in this process, no app, no HTTP, no worker,
 * no Markdown — one engine per style kept across runs, the same 300 items and
 * the paper's 300 citations (each a cluster of its keys), plain-text output.
 */
function citeprocFloor(items, paper) {
  const byId = new Map(items.map((item) => [item.id, item]));
  const locale = readFileSync(path.join(cslDir, 'locales-en-US.xml'), 'utf8');
  const clusters = [...paper.matchAll(/\[([^\]]+)\]/g)].map((m, i) => ({
    citationID: `c${i}`,
    citationItems: [...m[1].matchAll(/@(ref\d+)(?:, p\. (\d+))?/g)].map((k) => ({ id: k[1], ...(k[2] ? { locator: k[2], label: 'page' } : {}) })),
    properties: { noteIndex: i + 1 },
  }));
  const result = {};
  for (const s of styles) {
    const engine = new CSL.Engine({ retrieveLocale: () => locale, retrieveItem: (id) => structuredClone(byId.get(id)) }, readFileSync(path.join(cslDir, cslFiles[s.chicagoForm ? `chicago:${s.chicagoForm}` : s.style]), 'utf8'), 'en-US');
    engine.setOutputFormat('text');
    const once = () => {
      engine.rebuildProcessorState(clusters, 'text', []);
      engine.makeBibliography();
    };
    once();
    const warm = [];
    for (let run = 0; run < warmRuns; run++) {
      const started = performance.now();
      once();
      warm.push(performance.now() - started);
    }
    result[s.label] = percentile(warm, 50);
  }
  return result;
}

/** For profiling the formatter in-process (not used by the bench itself). */
export const libraryForBench = () => library();
export const paperForBench = () => paperWithCitations();

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

async function timed(work) {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

export async function measureCitations() {
  const app = await startApp({ RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'warn' });
  try {
    const cookie = await newAccount(app.baseURL, 'citations', 'Ada Lovelace');
    const headers = { cookie, origin: app.baseURL, 'content-type': 'application/json' };
    const post = async (path, body) => {
      const res = await fetch(app.baseURL + path, { method: 'POST', headers, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
      return res;
    };
    const imported = await (await post('/api/references/import', { text: JSON.stringify(library()), format: 'csl-json', dryRun: false })).json();
    if (imported.added.length !== references) throw new Error(`imported ${imported.added.length} of ${references} references`);

    const paper = paperWithCitations();
    const cases = {
      bibliography: { markdown: 'A bibliography of every reference.', includeUncited: true },
      paper: { markdown: paper, includeUncited: false },
    };
    const rows = [];
    for (const s of styles) rows.push({ ...s, bibliography: { warm: [] }, paper: { warm: [] } });
    // Cold: each style's first call after the start (its engine is built then).
    for (const row of rows) {
      for (const kind of ['bibliography', 'paper']) {
        const { ms, result } = await timed(async () => (await post('/api/papers/format', { ...cases[kind], style: row.style, chicagoForm: row.chicagoForm, language: 'en' })).json());
        row[kind].cold = ms;
        row[kind].listed = result.listed;
      }
    }
    // Warm: round after round through the styles, so every call is a switch
    // from another style. Each round changes one page number, so citeproc's
    // output of an earlier round cannot be reused: this is a style not shown
    // yet for these citations.
    const round = (kind, run) => ({ ...cases[kind], markdown: `${cases[kind].markdown}\n\nAs noted [@ref0, p. ${1000 + run}].` });
    // One kind after the other, as a student switches the style of one paper.
    for (const kind of ['bibliography', 'paper']) {
      for (let run = 0; run < warmRuns; run++) {
        for (const row of rows) {
          const { ms } = await timed(async () => (await post('/api/papers/format', { ...round(kind, run), style: row.style, chicagoForm: row.chicagoForm, language: 'en' })).json());
          row[kind].warm.push(ms);
        }
      }
    }
    // Shown before: the last round's paper in each style again (a switch back),
    // and its prose edited around the same citations (what the editor asks while typing).
    for (const row of rows) Object.assign(row, { back: [], edited: [] });
    for (let run = 0; run < warmRuns; run++) {
      for (const row of rows) {
        const body = round('paper', warmRuns - 1);
        row.back.push((await timed(async () => (await post('/api/papers/format', { ...body, style: row.style, chicagoForm: row.chicagoForm, language: 'en' })).json())).ms);
        const edited = { ...body, markdown: body.markdown.replace('## Introduction', `## Introduction\n\nA sentence typed in round ${run}.`) };
        row.edited.push((await timed(async () => (await post('/api/papers/format', { ...edited, style: row.style, chicagoForm: row.chicagoForm, language: 'en' })).json())).ms);
      }
    }
    for (const row of rows) Object.assign(row, { backP50: percentile(row.back, 50), editedP50: percentile(row.edited, 50) });
    for (const row of rows) for (const kind of ['bibliography', 'paper']) row[kind].p50 = percentile(row[kind].warm, 50);

    const health = [];
    for (let i = 0; i < 60; i++) health.push((await timed(async () => (await fetch(`${app.baseURL}/api/health`)).arrayBuffer())).ms);

    const created = await (await post('/api/documents', { type: 'academic', title: 'Sleep and memory', content: twentyPages(), data: { citationStyle: 'apa' } })).json();
    const exportPdf = async () => {
      const res = await fetch(`${app.baseURL}/api/documents/${created.id}/export?format=pdf`, { headers: { cookie } });
      if (!res.ok) throw new Error(`PDF export answered ${res.status}`);
      return new Uint8Array(await res.arrayBuffer());
    };
    const firstPdf = await timed(exportPdf);
    const pdfWarm = [];
    for (let i = 0; i < 5; i++) pdfWarm.push((await timed(exportPdf)).ms);
    const pages = (new TextDecoder('latin1').decode(firstPdf.result).match(/\/Type\s*\/Page\b/g) ?? []).length;
    const floor = citeprocFloor(library(), paper);
    for (const row of rows) row.floor = floor[row.label];
    return { rows, health: { p50: percentile(health, 50), p99: percentile(health, 99) }, pdf: { cold: firstPdf.ms, p50: percentile(pdfWarm, 50), pages, bytes: firstPdf.result.length } };
  } finally {
    await app.stop();
  }
}

const ms = (v) => `${Math.round(v).toLocaleString('en')} ms`;

/** The citation check's target on a 20,000-word paper (it runs in the browser as the student writes). */
const checkTarget = 50;

/**
 * The citation check (`shared/citation-check.ts`) on a paper of over 20,000 words
 * with 1,000 citations, claims and quotations: the p50 and best of 20 runs in
 * this process, after one warm-up.
 */
async function measureCitationCheck() {
  const { tsImport } = await import('tsx/esm/api');
  const { checkCitations } = await tsImport('../src/shared/citation-check.ts', import.meta.url);
  const section = [
    '## Sleep and memory',
    '',
    'Sleep loss is common among students, and 42% report it [@smith2020, p. 12]. In 2019, a survey of 1,200 students found the same (Table 2). Walker writes that "sleep is the single most effective thing we can do" [-@walker2017, p. 8]. Dr. Lee et al. disagree.[^n]',
    '',
    'Rates rose by 17 points [add a source], a figure no one cites. Yet @lee2019 [p. 4] found "rest is part of learning itself" in 2021.',
    '',
  ].join('\n');
  const markdown = `${section.repeat(330)}\n[^n]: @who2021.\n`;
  const input = { markdown, libraryKeys: new Set(['smith2020', 'walker2017', 'who2021', 'lee2019']), chosenKeys: ['smith2020'] };
  checkCitations(input);
  const times = [];
  for (let run = 0; run < 20; run++) {
    const started = performance.now();
    checkCitations(input);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { words: markdown.split(/\s+/).length, p50: times[10], best: times[0] };
}

export async function runCitationsBench({ date, machine }) {
  console.log('Citations: 300 references, 300 citations, every style…');
  const check = await measureCitationCheck();
  console.log(`citation check: ${check.words} words, p50 ${check.p50.toFixed(1)} ms, best ${check.best.toFixed(1)} ms`);
  const { rows, health, pdf } = await measureCitations();
  const table = rows.map((r) => `| ${r.label} | ${ms(r.bibliography.cold)} | ${ms(r.bibliography.p50)} | ${ms(r.paper.cold)} | ${ms(r.paper.p50)} | ${ms(r.floor)} (${(r.paper.p50 / r.floor).toFixed(2)}×) | ${r.paper.p50 <= target ? '✔' : '✘'} | ${ms(r.backP50)} | ${ms(r.editedP50)} |`);
  const worst = rows.reduce((a, b) => (b.paper.p50 > a.paper.p50 ? b : a));
  const best = rows.reduce((a, b) => (b.paper.p50 < a.paper.p50 ? b : a));
  console.log(table.join('\n'));
  return `## Citations: formatting a paper's references

${date} · ${machine}. The built app on PGlite; one account whose library holds ${references} references of six kinds (1–4 authors, several by the same authors in the same year), imported as CSL-JSON. Each row is \`POST /api/papers/format\` — what the paper editor asks when the text or the style changes, and what every export runs — timed from the client: "bibliography" lists all ${references} references with no citation in the text; "paper" is ${citations} citations of them (a third with a page, one in ten a cluster of two) in ${Math.ceil(citations / 6)} paragraphs, listing the works cited. Cold is the style's first call after the start (citeproc builds its engine in the render worker); warm is the p50 of ${warmRuns} later calls, each a switch from another style with one page number changed since the last time, so nothing citeproc made before can be reused (a style not yet shown for these citations). "Shown before" asks for the same paper again in the style it last had (switching back), "prose edited" the same citations with a new sentence typed (what the editor asks while the student writes): both reuse citeproc's output, kept per worker for the last 24 papers by style, locale, items and citations. citeproc runs in the render worker, so these seconds never stall other requests.

| style | bibliography, cold | bibliography, warm p50 | paper, cold | paper, warm p50 | floor: citeproc alone, warm p50 (paper ÷ floor) | paper ≤ ${target} ms | shown before, p50 | prose edited, p50 |
|---|---|---|---|---|---|---|---|---|
${table.join('\n')}

- \`GET /api/health\` in the same run: p50 ${health.p50.toFixed(1)} ms, p99 ${health.p99.toFixed(1)} ms.
- ${rows.every((r) => r.paper.p50 <= target) ? '✔' : '✘'} Switching the style of a 300-reference paper: ${ms(best.paper.p50)} (${best.label}) to ${ms(worst.paper.p50)} (${worst.label}), target ≤ ${target} ms. The floor column is citeproc-js by itself on the same items and citations in this process (no app, HTTP, worker, Markdown or database): the route costs ${(Math.min(...rows.map((r) => r.paper.p50 / r.floor))).toFixed(2)}–${(Math.max(...rows.map((r) => r.paper.p50 / r.floor))).toFixed(2)}× it, and the floor itself is over the target in ${rows.filter((r) => r.floor > target).length} of ${rows.length} styles, so on this machine a style never shown for a paper's citations cannot be formatted in ${target} ms by citeproc-js. A style shown before, and every edit of the prose, answers in ${ms(Math.min(...rows.map((r) => Math.min(r.backP50, r.editedP50))))}–${ms(Math.max(...rows.map((r) => Math.max(r.backP50, r.editedP50))))}.
- ${check.p50 <= checkTarget ? '✔' : '✘'} The citation check (keys missing from the library, sources never cited, figures and quotations without a citation) on a paper of ${check.words.toLocaleString('en')} words, in one process without the app: p50 ${check.p50.toFixed(1)} ms, best ${check.best.toFixed(1)} ms of 20 runs, target ≤ ${checkTarget} ms.
- PDF export of a ${pdf.pages}-page paper (APA, 48 citations and their list, ${Math.round(pdf.bytes / 1024)} KB): first ${ms(pdf.cold)}, then p50 ${ms(pdf.p50)} of 5.`;
}
