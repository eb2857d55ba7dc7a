import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Set here so the global setup's seed and every test file hash cheaply; the tests of the real
// parameters clear it (see test/helpers.ts).
process.env.TEST_FAST_PASSWORD_HASH = '1';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    environment: 'node',
    // Files share a worker's loaded modules: each file builds its own app and database anyway, and
    // importing the API once per worker instead of once per file saves minutes.
    isolate: false,
    // Files mostly wait on their own database; two workers help even on a two-core machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Each file opens its own database copy; the template is built once in global setup.
    // Generous: `npm test` runs the PGlite and PostgreSQL suites side by side on a shared CPU.
    testTimeout: 45_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
  },
});
