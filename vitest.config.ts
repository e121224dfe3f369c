import { configDefaults, defineConfig } from 'vitest/config';

// Unit and integration tests: next to the code they test. Browser tests have
// their own config (vitest.e2e.config.ts). Files named *.postgres.test.ts
// test what only a PostgreSQL server does: they run when TEST_DATABASE_URL
// names one (.ci/run's second pass).
//
// Speed (decision 0033): each worker process imports the server's module graph
// once and runs file after file in it (isolate: false), instead of a fresh
// process per file; every test file builds its own app, database and
// clock, so files share code, not state. The files that change process-wide
// state for their own sake (origin-check sets NODE_ENV=production before
// better-auth is imported) run in the isolated project, in fresh processes;
// so does the job-match evaluation, a measurement that must see the matcher
// exactly as a fresh parse worker does (in a shared process its figures
// moved by a few hundredths once, with the matcher's own answers unchanged
// in any order: the cause is some other file's process-wide state, not yet found).
const exclude = [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : ['src/**/*.postgres.test.ts'])];
// The cover-letter matrix replaces the job-ad match with a memo of the real one
// (vi.mock): in a process of its own, so no other file can see the replacement.
// The resume import's corpus and round trips load pdf.js, mammoth and the NLP model on top of a shared worker's graph: each runs in a process of its own.
const isolated = [
  'src/server/auth/origin-check.test.ts',
  'src/shared/job-match-eval.test.ts',
  'src/server/features/generation/offline/cover-letter-matrix.test.ts',
  'src/server/features/resume/import/layout-corpus.test.ts',
  'src/server/features/resume/import/round-trip.test.ts',
  'src/server/features/resume/ats-check.test.ts',
];
// Components of the web app, rendered in happy-dom with Testing Library
// against declared API answers (src/web/testing/): what one component shows
// and does, checked without starting a browser, a server and a sign-up for it
// (docs/notes/component-tests.md). The browser tests keep the journeys, the
// layout, axe and anything Chromium decides. Like the unit project, the files
// share one module graph per worker (isolate: false; 51 → 20 s for the
// project alone): the setup puts the app's session store back to "not asked
// yet" before each file, and each test declares the answers it needs.
const component = ['src/web/**/*.test.tsx'];
const shared = {
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
  // One migrated PGlite database, made once; each test file's database starts from it.
  globalSetup: ['src/server/testing/pglite-seed.ts'],
};

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: [...exclude, ...isolated, ...component],
          isolate: false,
        },
      },
      {
        test: {
          name: 'component',
          include: component,
          exclude,
          environment: 'happy-dom',
          setupFiles: ['src/web/testing/setup.ts'],
          testTimeout: 15_000,
          pool: 'forks',
          isolate: false,
        },
      },
      {
        test: {
          ...shared,
          name: 'isolated',
          include: isolated,
          exclude,
          isolate: true,
        },
      },
    ],
  },
});
