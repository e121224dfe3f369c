// The documents benchmark's verdicts and its BENCHMARKS.md section (bench/documents.mjs measures).

export const count = (n) => n.toLocaleString('en-US');
export const ms = (n) => (Number.isNaN(n) ? '—' : n < 10 ? n.toFixed(2) : n.toFixed(1));
export const seconds = (n) => `${(n / 1000).toFixed(1)} s`;

const percent = (share) => `${(share * 100).toFixed(0)}%`;
const times = (ratio) => `${ratio.toFixed(2)}×`;

/**
 * The History and search targets, each a ratio of two rows of the same run; each names
 * the plan to show if it fails. PGlite's are checked against PostgreSQL's at
 * `targetScale`, PostgreSQL's against the bare floor server and against
 * History's list.
 */
export function verdicts(databases, { load, targets, targetScale, growthStep, routes }) {
  const documentRoutes = routes.filter((r) => r.key !== 'health' && !r.floor);
  const postgres = databases.find((d) => d.kind === 'postgres');
  const pglite = databases.find((d) => d.kind === 'pglite');
  const at = (database, total) => database?.results.find((r) => r.total === total);
  const base = at(postgres, targetScale);
  const grown = at(postgres, growthStep[1]);
  const embedded = at(pglite, targetScale);
  const list = [];
  const n = load.connections;
  if (embedded && base) {
    const history = embedded.measured.history.p99 / base.measured.history.p99;
    list.push({
      ok: history <= targets.pgliteHistoryP99Ratio,
      text: `PGlite, History page p99 at ${n} connections, ${count(targetScale)} documents: ${ms(embedded.measured.history.p99)} ms, ${times(history)} PostgreSQL's ${ms(base.measured.history.p99)} ms (target ≤ ${targets.pgliteHistoryP99Ratio}×)`,
      plan: { scale: embedded, route: 'history' },
    });
    const health = embedded.measured.health.p99 / base.measured.health.p99;
    list.push({
      ok: health <= targets.pgliteHealthP99Ratio,
      text: `PGlite, /api/health p99 at ${n} connections, ${count(targetScale)} documents: ${ms(embedded.measured.health.p99)} ms, ${times(health)} PostgreSQL's ${ms(base.measured.health.p99)} ms (target ≤ ${targets.pgliteHealthP99Ratio}×)`,
    });
  }
  if (pglite?.results.length) {
    // The slowest answer of every measured run of every route of the app on PGlite (not the bare floor server, which
    // opens PGlite in its own thread); a request autocannon gave up on (10 s) counts as slower.
    const rows = pglite.results.flatMap((r) => routes.filter((route) => !route.floor).map((route) => r.measured[route.key]));
    const slowest = Math.max(...rows.map((m) => m.maxRuns));
    const timeouts = rows.reduce((sum, m) => sum + m.timeoutRuns, 0);
    list.push({
      ok: slowest <= targets.pgliteMaxMs && timeouts === 0,
      text: `PGlite, slowest answer of the app in every measured run of every route and size: ${ms(slowest)} ms${timeouts ? `, and ${timeouts} with no answer in 10 s` : ''} (target: none over ${count(targets.pgliteMaxMs)} ms)`,
    });
  }
  for (const scale of [base, grown]) {
    if (!scale) continue;
    const { history, floor } = scale.measured;
    list.push({
      ok: history.p99 <= floor.p99 * targets.historyFloorP99Ratio,
      text: `History page p99 at ${n} connections on PostgreSQL, ${count(scale.total)} documents: ${ms(history.p99)} ms, ${times(history.p99 / floor.p99)} the bare floor server's ${ms(floor.p99)} ms (target ≤ ${targets.historyFloorP99Ratio}×)`,
      plan: { scale, route: 'history' },
    });
    list.push({
      ok: history.rps >= floor.rps * targets.historyFloorShare,
      text: `History throughput on PostgreSQL, ${count(scale.total)} documents: ${Math.round(history.rps)} req/s, ${percent(history.rps / floor.rps)} of the floor server's ${Math.round(floor.rps)} req/s (target ≥ ${percent(targets.historyFloorShare)})${cpuComparison(history, floor)}`,
      plan: { scale, route: 'history' },
    });
  }
  if (base) {
    const { history, search, health } = base.measured;
    list.push({
      ok: search.p50 <= history.p50 * targets.searchHistoryP50Ratio,
      text: `search “climate” p50 at ${n} connections on PostgreSQL, ${count(targetScale)} documents: ${ms(search.p50)} ms, ${times(search.p50 / history.p50)} History's first page's ${ms(history.p50)} ms (target ≤ ${targets.searchHistoryP50Ratio}×)`,
      plan: { scale: base, route: 'search' },
    });
    list.push({
      ok: history.rps >= health.rps * targets.healthShare,
      text: `History throughput on PostgreSQL, ${count(targetScale)} documents: ${Math.round(history.rps)} req/s, ${percent(history.rps / health.rps)} of /api/health's ${Math.round(health.rps)} req/s (target ≥ ${percent(targets.healthShare)})`,
      plan: { scale: base, route: 'history' },
    });
  }
  if (base && grown) {
    for (const route of documentRoutes) {
      const growth = grown.measured[route.key].p50 / base.measured[route.key].p50 - 1;
      list.push({
        ok: growth <= targets.p50Growth,
        text: `${route.label}, p50 on PostgreSQL from ${count(base.total)} to ${count(grown.total)} documents: ${ms(base.measured[route.key].p50)} → ${ms(grown.measured[route.key].p50)} ms, ${growth >= 0 ? '+' : ''}${percent(growth)} (target ≤ +${percent(targets.p50Growth)})`,
        plan: { scale: grown, route: route.key },
      });
    }
  }
  return list;
}

/** The middle of the server's CPU times per request over a route's runs (µs), or undefined when they were not read. */
function cpuMedian(m) {
  return m.cpuRuns?.length ? m.cpuRuns[Math.floor(m.cpuRuns.length / 2)] : undefined;
}

function cpuCell(m) {
  return m.cpuRuns?.length ? `${Math.round(cpuMedian(m))} µs (${m.cpuRuns.map((c) => Math.round(c)).join(' / ')})` : '—';
}

/** History's CPU per request against the floor server's, when both were read. */
function cpuComparison(history, floor) {
  const app = cpuMedian(history);
  const bare = cpuMedian(floor);
  return app !== undefined && bare !== undefined ? `; CPU a request, the app ${Math.round(app)} µs against the floor server's ${Math.round(bare)} µs (${times(app / bare)})` : '';
}

/** The BENCHMARKS.md section, between its markers. */
export function documentsSection({ date, machine, autocannon, databases, list, overload, durationMs }, { routes, load, userShare }) {
  const documentRoutes = routes.filter((r) => r.key !== 'health' && !r.floor);
  const rows = databases.flatMap((d) =>
    d.results.flatMap((r) =>
      routes.map((route) => {
        const m = r.measured[route.key];
        const sql = r.plans[route.key] ? `${ms(r.plans[route.key].ms)} ms` : '—';
        // autocannon counts timeouts among its errors.
        const failed = m.non2xx + m.errors;
        const failures = failed === 0 ? '0' : `**${failed}**${m.timeouts ? ` (${m.timeouts} timed out after 10 s)` : ''}`;
        return `| ${d.label} | ${count(r.shape.user_docs)} / ${count(r.shape.total)} | ${route.label} | ${count(Math.round(m.rps))} | ${ms(m.p50)} ms | ${ms(m.p99)} ms | ${m.p99Runs.map(ms).join(' / ')} ms | ${ms(m.maxRuns)} ms | ${failures} | ${cpuCell(m)} | ${sql} |`;
      }),
    ),
  );
  const growthRows = databases.flatMap((d) =>
    d.results.slice(1).map((r, i) => {
      const before = d.results[i];
      const cells = documentRoutes.map((route) => {
        const growth = r.measured[route.key].p50 / before.measured[route.key].p50 - 1;
        return `${ms(before.measured[route.key].p50)} → ${ms(r.measured[route.key].p50)} ms (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(0)}%)`;
      });
      return `| ${d.label} | ${count(before.total)} → ${count(r.total)} | ${cells.join(' | ')} |`;
    }),
  );
  // A database kept from an earlier run (BENCH_DOCUMENTS_KEEP=1) was not seeded by this one.
  const seedCells = (seed) => (seed ? [seed.insertMs, seed.indexMs, seed.vacuumMs, seed.totalMs].map(seconds) : ['kept from an earlier run', '—', '—', '—']);
  const seedRows = databases.flatMap((d) =>
    d.results.map(
      (r, i) =>
        `| ${d.label} | ${count(i === 0 ? 0 : d.results[i - 1].total)} → ${count(r.total)} | ${seedCells(r.seed).join(' | ')} | ${r.shape.size} | ${r.loadAverage.toFixed(1)} |`,
    ),
  );
  const last = databases.flatMap((d) => d.results).sort((a, b) => b.total - a.total)[0]?.shape;
  const labelOf = (scale) => databases.find((d) => d.results.includes(scale))?.label;
  const planBlock = (scale, route, why = '') =>
    `${routes.find((r) => r.key === route).label} on ${labelOf(scale)} at ${count(scale.total)} documents, EXPLAIN (ANALYZE, BUFFERS).${why}\n\n\`\`\`\n${scale.plans[route].text}\n\`\`\``;
  // Search's plans are always shown, at every PostgreSQL size, whether its target is met or not.
  const searchScales = databases.find((d) => d.kind === 'postgres')?.results ?? [];
  const shown = (v) => searchScales.includes(v.plan.scale) && v.plan.route === 'search';
  const failedPlans = list
    .filter((v, i) => v.plan && !v.ok && !shown(v) && list.findIndex((w) => w.plan && !w.ok && w.plan.scale === v.plan.scale && w.plan.route === v.plan.route) === i)
    .map((v) => {
      const plan = v.plan.scale.plans[v.plan.route].text;
      // The first page needs 21 rows: a Sort under the Limit means every matching row was read to find them.
      const sorts = /Limit[\s\S]*?->\s+(Gather Merge[\s\S]*?->\s+)?Sort\b/.test(plan.split('\n').slice(0, 8).join('\n'));
      const why = sorts ? ' It reads every matching row and sorts them to keep 21: no index is walked in `updated_at desc, id desc` order.' : '';
      return planBlock(v.plan.scale, v.plan.route, why);
    });
  const searchPlans = searchScales.map((scale) => planBlock(scale, 'search'));
  const pglite = databases.find((d) => d.kind === 'pglite')?.results;
  const step = pglite?.length > 1 ? pglite.at(-1) : undefined;
  const pgliteLimit = step
    ? ` PGlite stops at ${count(step.total)} documents: at the rate it loaded the last ${count(step.total - pglite.at(-2).total)} (one WebAssembly thread), growing to ${count(step.total * 10)} would take about ${Math.round(((step.seed.totalMs / (step.total - pglite.at(-2).total)) * step.total * 9) / 60_000)} min.`
    : '';
  const versions = databases.map((d) => `${d.label} ${d.version}`).join(', ');
  const missing = databases.some((d) => d.kind === 'postgres') ? '' : '\n\nPostgreSQL was not reachable on this run: only PGlite was measured, and the targets (stated for PostgreSQL) were not checked.';

  return `## History under load: the documents API

${date} · ${machine} · ${versions}. The production build (\`dist/\`, as \`npm start\` runs it) on 127.0.0.1 with request logging at \`warn\`; autocannon ${autocannon} in a second process (\`bench/load.mjs\`), ${load.connections} connections, every request with the benchmark user's session cookie. Each start of the app is followed by ${load.appWarmupSeconds} s of load on each route, not measured: V8 compiles the hot paths during the first ten thousand or so requests, which cost several times more until then. Then ${load.runs} runs of ${load.warmupSeconds} s warm-up and ${load.seconds} s measured; the row shows the run with the median p99, and the p99 of every run beside it (the machine is shared with other virtual machines, whose load shows as run-to-run spread). Latencies are the exact response times of the 2xx answers (autocannon's own histogram keeps whole milliseconds). The floor row is the same load on \`bench/history-floor.mjs\`: on PostgreSQL it runs beside the app (each idle while the other is loaded). History's runs alternate with the floor's and with search's (History, floor, search, History, …), so that a change in the machine's load meets the two sides of each target alike; on PGlite it runs after the app stopped (one process per data folder). It is a bare \`node:http\` server that sends History's query for the user through the same driver and answers its first page as JSON of the same size, with no framework, session, validation or security headers. It shows what this machine allows for that request before any work of the app's own.

The table grows through each size: one user (on the pro plan, so History lists everything) owns one document in ${userShare}, spread through the table; the rest belong to writers of 1,000 documents each. Documents are the four types mixed (40% essays), titles and ${count(last?.min_chars ?? 0)}–${count(last?.max_chars ?? 0)} characters of text (${count(last?.avg_chars ?? 0)} on average) drawn from a vocabulary of a few hundred words plus one of 40 topics (\`climate\` matches ${count(last?.climate ?? 0)} of the user's ${count(last?.user_docs ?? 0)} documents, as does the prefix \`clim\`), updated over two years. Seeded with set-based SQL (\`bench/documents-seed.mjs\`), indexes rebuilt from their own definitions after each load, then \`vacuum analyze\` and a checkpoint, so neither autovacuum nor the load's writes run during the measurements. "Server CPU a request" is the CPU time (user and system, from \`/proc\`) the process under load (the app, or the floor server) used during each measured run, divided by the answers: what a change of the server's code moves, where throughput and latency move with the host's load too; it does not count PostgreSQL's or the load generator's share. "SQL alone" is the execution time EXPLAIN ANALYZE reports for the route's query just after its measurement.${pgliteLimit}${missing}

| database | documents (user's / all) | route | req/s | p50 | p99 | p99 of each run | slowest of every run | non-2xx or errors | server CPU a request (each run) | SQL alone |
|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

${growthRows.length ? `p50 as the table grows 10×:

| database | documents | ${documentRoutes.map((r) => r.label).join(' | ')} |
|---|---|${documentRoutes.map(() => '---|').join('')}
${growthRows.join('\n')}
` : ''}
Targets, each from this run:

${list.length ? list.map((v) => `- ${v.ok ? '✔' : '✘'} ${v.text}`).join('\n') : '- not checked on this run'}
${searchPlans.length ? `\n<details><summary>Plans of search “climate” on PostgreSQL</summary>\n\n${searchPlans.join('\n\n')}\n\n</details>\n` : ''}${failedPlans.length ? `\n<details><summary>Plans of the queries behind the other failed targets</summary>\n\n${failedPlans.join('\n\n')}\n\n</details>\n` : ''}
Seeding:

| database | documents | insert | indexes | vacuum analyze, checkpoint | total | table with indexes | load average (1 min) as its measurements began |
|---|---|---|---|---|---|---|---|
${seedRows.join('\n')}

This section took ${(durationMs / 60_000).toFixed(1)} min to measure, seeding included.
${overload ? `\n${overload}\n` : ''}`;
}
