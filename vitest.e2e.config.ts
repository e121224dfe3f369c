import { defineConfig } from 'vitest/config';
import LongFilesFirst from './e2e/sequencer.ts';

// Browser end-to-end tests: one built app and one Chromium for the whole run
// (e2e/global-setup.ts); spec files run in parallel, each in its own contexts.
// Three workers on two cores: much of a browser test is waiting on the app's
// own timers (autosave, toasts, debounced previews), and a third worker uses
// the core such a wait leaves idle (decision 0033).
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 90_000,
    pool: 'forks',
    maxWorkers: 3,
    fileParallelism: true,
    sequence: { sequencer: LongFilesFirst },
  },
});
