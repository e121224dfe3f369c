// The job-ad match, against the built app on PGlite: how long
// `POST /api/resume/match` takes for a 20,000-character ad (the longest the
// panel accepts) against a full resume, beside `GET /api/health` asked the
// same way in the same run (the ceiling: what any request costs here), and
// how much health slows while two users match in a loop. The match runs in
// the parse workers, so the page runs none of it: it waits for an answer and
// paints a list of at most 30 requirements.
// Writes the section of BENCHMARKS.md between its markers (bench/run.mjs).
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { newAccount, startApp } from './app-process.mjs';
import { healthSamples, pause, percentile } from './health-probe.mjs';

const adChars = 20_000;
const warmRuns = 5;
const runs = 40;
const idleSamples = 150;
const loadedSamples = 200;
const probeGapMs = 20;
const matchers = 2;
/** Edits of the ad in the browser, each followed by its match and the lists painted again. */
const edits = 12;

// A real ad's parts: the employer, its numbers, the duties, the requirements, how to apply.
const intro =
  'Harbour Homes is one of the largest housing associations in the North of England. We manage more than 300,000 homes across Yorkshire, and our Insight team of 14 turns repairs, rent and customer data into decisions. Location: Leeds, hybrid (two days a week in the office). Salary £32,000–£38,000, 27 days holiday and a pension. ';
const duties = [
  'Build and maintain dashboards that show repairs performance to managers.',
  'Write queries and scripts that pull data from our housing management system.',
  'Document data pipelines so that colleagues can run and change them.',
  'Supply monthly reports to the Board and the regulator.',
  'Work with colleagues in Repairs, Finance and Customer Services to understand what they need.',
];
const asks = [
  'Strong SQL and Python (pandas).',
  'Experience with a BI tool such as Power BI or Tableau.',
  'A degree in a numerate subject such as computer science, maths or statistics.',
  'Good communication skills and the confidence to present findings to non-technical colleagues.',
  'Experience of Azure Data Factory or a similar ETL tool is desirable.',
  'Knowledge of Git and code review.',
  'Excel, including pivot tables and VLOOKUP.',
  'Experience with Postgres or another relational database.',
  'Familiarity with Docker and CI/CD is a plus.',
  'Stakeholder management across several teams.',
];
const apply = 'How to apply: send your CV and a cover letter to Ms. Helen Okoro by 12 January. We are an equal opportunities employer. ';

/** An ad of `adChars` characters: the parts above, repeated the way a long ad restates itself, cut at the limit. */
export function longAd() {
  let ad = '';
  for (let round = 0; ad.length < adChars; round++) {
    ad += `${intro}\n\nWhat you'll do (part ${round + 1})\n${duties.map((d) => `- ${d}`).join('\n')}\n\nWhat we're looking for\nEssential:\n${asks.map((a) => `- ${a}`).join('\n')}\n\n${apply}\n\n`;
  }
  return ad.slice(0, adChars);
}

/** A full resume: four roles of six bullets, two degrees, fifteen skills, projects, certificates and languages. */
export function fullResume() {
  const bullets = [
    'Cut report run time by 30% by rewriting the weekly SQL queries',
    'Cleaned 2 million records with pandas before a system migration',
    'Built a Tableau dashboard for the operations team',
    'Run weekly SQL lab tutorials for 40 first-year students',
    'Presented monthly findings to non-technical managers',
    'Automated data quality checks in Python',
  ];
  return {
    personalInfo: { fullName: 'Priya Shah', email: 'priya@example.com', label: 'Data Analyst' },
    summary: 'Data analyst who turns messy operational data into clear reports.',
    experience: ['Northgate Analytics', 'University of Leeds', 'Aire Data', 'City Council'].map((company, i) => ({
      id: `e${i}`,
      company,
      position: ['Data Analyst', 'Graduate Teaching Assistant', 'Data Intern', 'Research Assistant'][i],
      startDate: `${2018 + i}-01`,
      endDate: i === 0 ? undefined : `${2019 + i}-06`,
      current: i === 0,
      description: bullets.map((b) => `- ${b}`).join('\n'),
    })),
    education: [
      { id: 'd1', institution: 'University of Leeds', degree: 'BSc', fieldOfStudy: 'Computer Science', startDate: '2014-09', endDate: '2017-06' },
      { id: 'd2', institution: 'University of York', degree: 'MSc', fieldOfStudy: 'Data Science', startDate: '2017-09', endDate: '2018-09' },
    ],
    skills: ['Python', 'SQL', 'Tableau', 'Git', 'Excel', 'PostgreSQL', 'Docker', 'pandas', 'R', 'Statistics', 'Power Query', 'dbt', 'Airflow', 'Jira', 'Communication'].map((name, i) => ({ id: `s${i}`, name, level: 3 })),
    projects: [{ id: 'p1', name: 'Repairs dashboard', description: '- Built in Power BI for 12 managers' }],
    certificates: [{ id: 'c1', name: 'Microsoft Certified: Power BI Data Analyst Associate', issuer: 'Microsoft', date: '2023-05' }],
    languages: [{ id: 'l1', language: 'English', fluency: 'Native' }, { id: 'l2', language: 'Gujarati', fluency: 'Fluent' }],
  };
}


/**
 * The page's side: the Resume Builder open on the resume with the long ad,
 * the ad edited `edits` times (each edit waits for its answer to be painted),
 * and every long task (≥ 50 ms, the browser's own PerformanceObserver) the
 * page ran meanwhile. The load of the page itself is not counted.
 */
async function pageTasks(baseURL, cookie, documentId) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const host = new URL(baseURL).hostname;
    await context.addCookies(cookie.split('; ').map((c) => ({ name: c.slice(0, c.indexOf('=')), value: c.slice(c.indexOf('=') + 1), domain: host, path: '/' })));
    await context.addInitScript(() => {
      globalThis.__longTasks = [];
      new PerformanceObserver((list) => globalThis.__longTasks.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration })))).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    await page.goto(`${baseURL}/resume-builder?document=${documentId}`);
    const count = page.getByText(/requirements met/);
    await count.waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1_000);
    const from = await page.evaluate(() => performance.now());
    const ad = page.getByRole('textbox', { name: 'Job advertisement', exact: true });
    const windows = [];
    for (let i = 0; i < edits; i++) {
      const answered = page.waitForResponse((res) => res.url().endsWith('/api/resume/match'));
      // Remove the ad's last character: the match runs again (on every other edit, type it back).
      await ad.press('Control+End');
      if (i % 2 === 0) await ad.press('Backspace');
      else await ad.type('.');
      await answered;
      const at = await page.evaluate(() => performance.now());
      await page.waitForTimeout(400);
      windows.push([at - 20, at + 400]);
    }
    const all = await page.evaluate((since) => globalThis.__longTasks.filter((t) => t.start >= since), from);
    // A task of the match: one that runs while its answer arrives and is painted.
    const inWindow = (t) => windows.some(([a, b]) => t.start + t.duration >= a && t.start <= b);
    const tasks = all.filter(inWindow).map((t) => t.duration);
    const other = all.filter((t) => !inWindow(t)).map((t) => t.duration);
    return { tasks, longest: tasks.length ? Math.max(...tasks) : 0, other, edits: windows.length };
  } finally {
    await browser.close();
  }
}

const stats = (times) => ({ p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), max: Math.max(...times) });
const ms = (value) => `${value.toFixed(1)} ms`;

async function timed(request, count) {
  const times = [];
  const statuses = new Map();
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await request();
    await res.arrayBuffer();
    times.push(performance.now() - started);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  }
  return { times, statuses };
}

const counts = (statuses) => [...statuses].map(([status, n]) => `${n} × ${status}`).join(', ');

export async function runJobMatchBench({ date, machine }) {
  const app = await startApp({ RATE_LIMIT_ENABLED: 'false' });
  try {
    const cookie = await newAccount(app.baseURL, 'match');
    const body = JSON.stringify({ ad: longAd(), resume: fullResume(), company: 'Harbour Homes', role: 'Data Analyst' });
    const match = () => fetch(`${app.baseURL}/api/resume/match`, { method: 'POST', headers: { cookie, origin: app.baseURL, 'content-type': 'application/json' }, body });
    const first = await match();
    if (!first.ok) throw new Error(`the match answered ${first.status}: ${await first.text()}`);
    const answer = await first.json();
    await timed(match, warmRuns);
    const matched = await timed(match, runs);
    const health = await timed(() => fetch(`${app.baseURL}/api/health`), runs);

    // Health while `matchers` users match in a loop.
    await healthSamples(app.baseURL, 20, probeGapMs);
    const idle = await healthSamples(app.baseURL, idleSamples, probeGapMs);
    let running = true;
    let done = 0;
    const loops = Array.from({ length: matchers }, async () => {
      while (running) {
        const res = await match();
        await res.arrayBuffer();
        done += 1;
      }
    });
    await pause(200);
    const loaded = await healthSamples(app.baseURL, loadedSamples, probeGapMs);
    running = false;
    await Promise.all(loops);

    const created = await fetch(`${app.baseURL}/api/documents`, {
      method: 'POST',
      headers: { cookie, origin: app.baseURL, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'resume', title: 'Priya Shah — Resume', data: { ...fullResume(), jobAd: longAd() } }),
    });
    if (!created.ok) throw new Error(`creating the resume answered ${created.status}: ${await created.text()}`);
    const onPage = await pageTasks(app.baseURL, cookie, (await created.json()).id);

    const m = stats(matched.times);
    const h = stats(health.times);
    const i = stats(idle.times);
    const l = stats(loaded.times);
    const requirements = (answer.found?.length ?? 0) + (answer.missing?.length ?? 0);
    console.log(`job match: page long tasks ${onPage.tasks.length} (longest ${ms(onPage.longest)}); p50 ${ms(m.p50)}, p95 ${ms(m.p95)} (health p95 ${ms(h.p95)}); health p99 idle ${ms(i.p99)}, while matching ${ms(l.p99)}`);
    return `## Job-ad match

${date} · ${machine}. The built app on PGlite; \`POST /api/resume/match\` with a ${adChars.toLocaleString('en')}-character ad (the panel's limit: a data-analyst ad's intro, duties, requirements and how to apply, restated to fill it) against a full resume (four roles of six bullets, two degrees, fifteen skills, a project, a certificate, two languages), one request after another, ${runs} runs after ${warmRuns} warm ones. The answer lists ${requirements} requirements (${answer.found?.length ?? 0} met). The match runs in the parse workers: the page sends the ad and paints the answer, and runs none of the matching itself.

| request | p50 | p95 | slowest | answers |
|---|---|---|---|---|
| \`POST /api/resume/match\`, 20,000-character ad | ${ms(m.p50)} | ${ms(m.p95)} | ${ms(m.max)} | ${counts(matched.statuses)} |
| \`GET /api/health\` (ceiling, same run) | ${ms(h.p50)} | ${ms(h.p95)} | ${ms(h.max)} | ${counts(health.statuses)} |

\`GET /api/health\` every ${probeGapMs} ms, ${idleSamples} times idle, then ${loadedSamples} times while ${matchers} users match the same ad in a loop (${done} matches meanwhile):

| | p50 | p99 | slowest | p99 ÷ idle p99 |
|---|---|---|---|---|
| health, idle | ${ms(i.p50)} | ${ms(i.p99)} | ${ms(i.max)} | |
| health, ${matchers} users matching | ${ms(l.p50)} | ${ms(l.p99)} | ${ms(l.max)} | ${(l.p99 / i.p99).toFixed(2)}× |

In the browser (Chromium, the built Resume Builder open on that resume and ad, the match panel open): the ad edited ${onPage.edits} times, each edit waiting for its match to be answered and painted. Long tasks (50 ms or more, as the browser's \`PerformanceObserver\` reports them) while a match's answer arrived and was painted (from 20 ms before each answer to 400 ms after it): ${onPage.tasks.length}${onPage.tasks.length ? `, the longest ${ms(onPage.longest)}` : ''}. Other long tasks while the ad was edited (typing into a 20,000-character field and saving the resume, not the match): ${onPage.other.length}${onPage.other.length ? `, the longest ${ms(Math.max(...onPage.other))}` : ''}.

- ${onPage.longest < 50 ? '✔' : '✘'} The match never blocked the page for 50 ms or more (target: never more than 50 ms).
- ${onPage.other.length === 0 ? '✔' : '✘'} Typing in the 20,000-character ad and saving the resume never blocked the page for 50 ms or more either.`;
  } finally {
    await app.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const os = await import('node:os');
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.type()} ${os.release()}`;
  console.log(await runJobMatchBench({ date: new Date().toISOString().slice(0, 10), machine }));
}
