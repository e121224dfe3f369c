import { defineConfig } from 'vitest/config';

// Unit and integration tests: next to the code they test. Browser tests have
// their own config (vitest.e2e.config.ts).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
