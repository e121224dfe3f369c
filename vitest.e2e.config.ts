import { defineConfig } from 'vitest/config';

// Browser end-to-end tests: one built app and one Chromium for the whole run
// (e2e/global-setup.ts); spec files run in parallel, each in its own contexts.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 90_000,
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
  },
});
