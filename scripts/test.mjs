// `npm test`: install what is missing, then every suite: unit, API (PGlite, and PostgreSQL when
// DATABASE_URL is set), type checks, a production build of every package, and the browser tests.
import { existsSync } from 'node:fs';
import { buildAll, install, log, pnpm, run } from './lib.mjs';

const results = [];

async function lint(prefix) {
  const eslint = await run('node_modules/.bin/eslint', ['--max-warnings=0', '.'], { prefix });
  if (eslint.code !== 0) return eslint;
  const boundaries = await run('node', ['--test', 'scripts/boundaries.test.mjs', 'scripts/remotes.test.mjs', 'scripts/i18n.test.mjs'], { prefix });
  if (boundaries.code !== 0) return boundaries;
  // Dead code: unused files, exports and dependencies.
  return run('node_modules/.bin/knip', ['--no-progress'], { prefix });
}

async function suite(name, promise) {
  log(`▶ ${name}`);
  const { code } = await promise;
  results.push({ name, ok: code === 0 });
  log(code === 0 ? `✓ ${name}` : `\x1b[31m✗ ${name} (exit ${code})\x1b[0m`);
}

/**
 * Suites that share nothing run side by side: on two cores one suite alone leaves gaps (a
 * single-threaded linter, tests waiting on a database). Each line is prefixed with its suite's tag.
 */
async function together(suites) {
  const done = await Promise.all(
    suites.map(async ({ name, tag, start }) => {
      log(`▶ ${name}`);
      const { code } = await start(`${tag.padEnd(6)}│ `);
      log(code === 0 ? `✓ ${name}` : `\x1b[31m✗ ${name} (exit ${code})\x1b[0m`);
      return { name, ok: code === 0 };
    }),
  );
  results.push(...done);
}

function chromiumPath() {
  return [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
}

async function ensureChromium() {
  if (chromiumPath()) return;
  const debianRoot = existsSync('/etc/debian_version') && process.getuid?.() === 0;
  if (!debianRoot) {
    process.stderr.write(
      'The browser tests need Chromium. Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`)\n' +
        'or point CHROME_PATH at a Chromium or Chrome executable, then run `npm test` again.\n',
    );
    process.exit(1);
  }
  log('Installing Debian’s chromium for the browser tests…');
  await run('apt-get', ['update', '-qq']);
  const { code } = await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
  if (code !== 0 || !chromiumPath()) {
    process.stderr.write('Installing chromium failed; install it by hand (apt-get install -y chromium).\n');
    process.exit(1);
  }
}

await install();
await ensureChromium();

await together([
  { name: 'Lint (ESLint with the boundary rules and their own test, the release command line, knip for dead code)', tag: 'lint', start: lint },
  { name: 'Import cycles (madge)', tag: 'cycles', start: (prefix) => run('node', ['scripts/cycles.mjs'], { prefix }) },
  { name: 'Type checks', tag: 'types', start: (prefix) => pnpm(['-r', '--workspace-concurrency=2', 'typecheck'], { prefix }) },
]);
await suite(
  'Unit tests (shared, shell, remotes)',
  pnpm(['-r', '--workspace-concurrency=2', '--filter=!@erep/api', '--filter=!@erep/e2e', 'test']),
);

const apiSuites = [
  {
    name: 'API tests on the embedded database (PGlite)',
    tag: 'pglite',
    start: (prefix) => pnpm(['--filter', '@erep/api', 'test'], { env: { DATABASE_URL: '' }, prefix }),
  },
];
if (process.env.DATABASE_URL) {
  apiSuites.push({ name: 'API tests on PostgreSQL (DATABASE_URL)', tag: 'pg', start: (prefix) => pnpm(['--filter', '@erep/api', 'test'], { prefix }) });
} else {
  // PGlite runs one transaction at a time: the race tests pass there without proving anything.
  const banner = [
    '',
    '\x1b[41m\x1b[97m ! PostgreSQL suite SKIPPED: DATABASE_URL is not set                                   \x1b[0m',
    '\x1b[31m   The race tests (one review per day, coupon issue and validation, oversell, concurrent',
    '   promotes and rollbacks) and the two-instance test prove nothing on PGlite. Set DATABASE_URL to',
    '   a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/postgres) or run .ci/run, which',
    '   installs and starts one.\x1b[0m',
    '',
  ].join('\n');
  process.stderr.write(`${banner}\n`);
  if (process.env.REQUIRE_POSTGRES === '1') {
    results.push({ name: 'API tests on PostgreSQL (required by REQUIRE_POSTGRES=1, DATABASE_URL missing)', ok: false });
  } else {
    results.push({ name: 'API tests on PostgreSQL: SKIPPED (no DATABASE_URL)', ok: true, skipped: true });
  }
}
await together(apiSuites);

log('▶ Production build of every package');
await buildAll();
results.push({ name: 'Production build', ok: true });

await suite('Browser tests (Playwright, Chromium)', pnpm(['--filter', '@erep/e2e', 'test'], { env: { CHROME_PATH: chromiumPath() } }));

const failed = results.filter((r) => !r.ok);
process.stdout.write('\nSuites:\n');
for (const r of results) process.stdout.write(`  ${r.skipped ? '!' : r.ok ? '✓' : '✗'} ${r.name}\n`);
const skipped = results.filter((r) => r.skipped).length;
process.stdout.write(`\nsuites: ${results.length - failed.length - skipped} passed, ${failed.length} failed${skipped ? `, ${skipped} SKIPPED` : ''}\n`);
process.exit(failed.length > 0 ? 1 : 0);
