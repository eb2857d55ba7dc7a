import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Set here so the global setup's seed and every test file hash cheaply; the tests of the real
// parameters clear it (see test/helpers.ts).
process.env.TEST_FAST_PASSWORD_HASH = '1';

/*
 * `API_TEST_SCOPE=embedded`: only what behaves differently on the embedded database, for a PGlite
 * pass beside a full PostgreSQL pass (npm test with DATABASE_URL). PGlite is PostgreSQL itself; what
 * differs is the driver and the data folder: starting, persisting and reopening the folder, the
 * seed, the command-line tools, every route once through the driver (authorization; the bad-input
 * sweep runs on PostgreSQL only), and the modules that read raw SQL rows, whose value types come
 * from the driver.
 */
const EMBEDDED = [
  'durability', 'server', 'seed', 'admin-cli', 'production-mode',
  'authorization',
  'limits', 'outreach', 'competitors-answers', 'daily-digest', 'reputation', 'reputation-pages', 'weather-sales',
];

export default defineConfig({
  test: {
    include: process.env.API_TEST_SCOPE === 'embedded' ? EMBEDDED.map((name) => `test/${name}.test.ts`) : ['test/**/*.test.ts'],
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
