// @ts-check
// Every front-end package's component and unit tests in one run: one worker pool for all of them
// instead of a test process per package. Each package keeps its own config and `test` script.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['shared/vitest.config.ts', 'shell/vitest.config.mjs', 'mf-*/vitest.config.mjs'],
  },
});
