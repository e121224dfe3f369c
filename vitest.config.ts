import { configDefaults, defineConfig } from 'vitest/config';

// Unit and integration tests: next to the code they test. Browser tests have
// their own config (vitest.e2e.config.ts). Files named *.postgres.test.ts
// test what only a PostgreSQL server does: they run when TEST_DATABASE_URL
// names one (.ci/run's second pass).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : ['src/**/*.postgres.test.ts'])],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
