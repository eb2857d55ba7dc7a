// @ts-check
// Every front-end package's component and unit tests in one run: one worker pool for all of them
// instead of a test process per package. Each package keeps its own config and `test` script.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default leaves one core idle; jsdom files are CPU-bound and share nothing.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: ['shared/vitest.config.ts', 'shell/vitest.config.mjs', 'mf-*/vitest.config.mjs'],
  },
});
