// Resume import, against the built app on PGlite: how long importing a
// 10-page PDF resume takes (POST /api/resume/import: pdf.js and the parser in
// the parse pool), and how `GET /api/health` answers meanwhile, as a ratio to
// idle health in the same run. The resume is made here: one of ours with
// enough roles to fill ten pages, exported as a PDF by the app itself.
// Writes its section of BENCHMARKS.md (bench/run.mjs).
import { newAccount, startApp } from './app-process.mjs';
import { healthSamples, pause, percentile } from './health-probe.mjs';

const idleSamples = 200;
const loadedSamples = 300;
const probeGapMs = 20;
const targetRatio = 5;
const wantedPages = 10;

/** A resume of `roles` roles with ten bullets each, twelve projects, and the usual rest. */
function bigResume(roles) {
  const verbs = ['Built', 'Led', 'Cut', 'Wrote', 'Ran', 'Designed', 'Grew', 'Trained'];
  return {
    template: 'professional',
    personalInfo: { fullName: 'Bench Candidate', label: 'Data Analyst', email: 'bench@example.com', phone: '+44 7700 900123', location: 'Leeds, UK' },
    summary: 'Analyst who turns operational data into decisions for retail, housing and public services teams.',
    experience: Array.from({ length: roles }, (_, i) => ({
      company: `Company ${i + 1} Ltd`,
      position: i % 2 ? 'Data Analyst' : 'Senior Data Analyst',
      location: 'Leeds',
      startDate: `${2000 + Math.floor(i / 2)}-0${1 + (i % 2) * 6}`,
      endDate: `${2000 + Math.floor(i / 2)}-0${6 + (i % 2) * 3}`,
      description: Array.from({ length: 10 }, (_, b) => `• ${verbs[(i + b) % verbs.length]} reporting for ${10 + b} teams across ${3 + i} regions, saving ${5 + b} hours a week and improving data quality by ${10 + i}%`).join('\n'),
    })),
    education: [{ institution: 'University of Leeds', degree: 'BSc', fieldOfStudy: 'Mathematics', startDate: '1996-09', endDate: '1999-06' }],
    skills: ['SQL', 'Python', 'Power BI', 'dbt', 'Excel'].map((name) => ({ name, level: 4 })),
    projects: Array.from({ length: 12 }, (_, i) => ({
      name: `Project ${i + 1}`,
      roles: 'Lead analyst',
      description: Array.from({ length: 3 }, (_, b) => `• Modelled ${20 + b} datasets for the ${i + 1}th programme and presented the results to ${5 + b} boards`).join('\n'),
    })),
  };
}

async function exportedPdf(baseURL, cookie, roles) {
  const headers = { cookie, origin: baseURL, 'content-type': 'application/json' };
  const created = await fetch(`${baseURL}/api/documents`, { method: 'POST', headers, body: JSON.stringify({ type: 'resume', title: 'Bench resume', data: bigResume(roles) }) });
  if (!created.ok) throw new Error(`creating the resume answered ${created.status}: ${await created.text()}`);
  const { id } = await created.json();
  const file = await fetch(`${baseURL}/api/documents/${id}/export?format=pdf`, { headers: { cookie } });
  if (!file.ok) throw new Error(`the export answered ${file.status}`);
  return new Uint8Array(await file.arrayBuffer());
}

async function importOnce(baseURL, cookie, pdf) {
  const started = performance.now();
  const res = await fetch(`${baseURL}/api/resume/import`, { method: 'POST', headers: { cookie, origin: baseURL, 'content-type': 'application/pdf' }, body: pdf });
  const body = await res.json();
  if (!res.ok) throw new Error(`the import answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
  return { ms: performance.now() - started, pages: body.pages, roles: body.data.experience?.length ?? 0 };
}

export async function measureResumeImport() {
  const app = await startApp({ RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'warn' });
  try {
    const cookie = await newAccount(app.baseURL, 'resume-import');
    // Enough roles for ten pages (a resume holds at most 50 roles).
    let roles = 40;
    let pdf = await exportedPdf(app.baseURL, cookie, roles);
    let first = await importOnce(app.baseURL, cookie, pdf);
    while (first.pages < wantedPages && roles + 5 <= 50) {
      roles += 5;
      pdf = await exportedPdf(app.baseURL, cookie, roles);
      first = await importOnce(app.baseURL, cookie, pdf);
    }
    await healthSamples(app.baseURL, 20, probeGapMs);
    const idle = await healthSamples(app.baseURL, idleSamples, probeGapMs);
    let importing = true;
    const imports = [];
    const loop = (async () => {
      while (importing) imports.push(await importOnce(app.baseURL, cookie, pdf));
    })();
    await pause(500);
    const loaded = await healthSamples(app.baseURL, loadedSamples, probeGapMs);
    importing = false;
    await loop;
    const times = imports.map((i) => i.ms);
    return { roles, pages: first.pages, read: first.roles, bytes: pdf.length, imports: times.length, importP50: percentile(times, 50), importMax: Math.max(...times), idle, loaded };
  } finally {
    await app.stop();
  }
}

const ms = (v) => `${v.toFixed(1)} ms`;

export async function runResumeImportBench({ date, machine }) {
  console.log('Resume import: a 10-page PDF imported in a loop, health sampled…');
  const r = await measureResumeImport();
  const idleP99 = percentile(r.idle.times, 99);
  const loadedP99 = percentile(r.loaded.times, 99);
  const ratio = loadedP99 / idleP99;
  console.log(`${r.pages} pages, import p50 ${ms(r.importP50)}; health idle p99 ${ms(idleP99)}, loaded p99 ${ms(loadedP99)} (${ratio.toFixed(2)}×)`);
  return `## Resume import: a 10-page PDF

${date} · ${machine}. The built app on PGlite. A resume of ${r.roles} roles with ten bullets each and twelve projects, exported by the app as a PDF of ${r.pages} pages (${(r.bytes / 1024).toFixed(0)} KB) in the professional template, is imported with \`POST /api/resume/import\` (pdf.js and the parser, in the parse pool) one import after another, while \`GET /api/health\` is asked ${loadedSamples} times, one every ${probeGapMs} ms after the last answer. Idle is ${idleSamples} health requests in the same run before the imports. The import read ${r.read} of the ${r.roles} roles back.

| | p50 | p99 | slowest | p99 ÷ idle p99 |
|---|---|---|---|---|
| health, idle | ${ms(percentile(r.idle.times, 50))} | ${ms(idleP99)} | ${ms(Math.max(...r.idle.times))} | |
| health, importing | ${ms(percentile(r.loaded.times, 50))} | ${ms(loadedP99)} | ${ms(Math.max(...r.loaded.times))} | ${ratio.toFixed(2)}× |
| the import itself (${r.imports} in the loop) | ${ms(r.importP50)} | | ${ms(r.importMax)} | |

- ${ratio <= targetRatio ? '✔' : '✘'} Health p99 while importing is ${ratio.toFixed(2)}× idle (target ≤ ${targetRatio}×).`;
}
