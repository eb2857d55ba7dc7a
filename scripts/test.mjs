// `npm test`: install what is missing, then every suite: lint (with the OpenAPI document's), unit, API (PGlite, and PostgreSQL when
// DATABASE_URL is set), type checks, a production build of every package, and the browser tests.
// Ends with the time of each phase and the slowest browser tests.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildAll, install, log, pnpm, root, run } from './lib.mjs';

const results = [];
const phases = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`;

async function timed(name, body) {
  const started = Date.now();
  const ok = await body();
  phases.push({ name, ms: Date.now() - started, ok });
  return ok;
}

async function lint(prefix) {
  const eslint = await run('node_modules/.bin/eslint', ['--max-warnings=0', '--concurrency=auto', '.'], { prefix });
  if (eslint.code !== 0) return eslint;
  const boundaries = await run('node', ['--test', 'scripts/boundaries.test.mjs', 'scripts/remotes.test.mjs', 'scripts/i18n.test.mjs'], { prefix });
  if (boundaries.code !== 0) return boundaries;
  // Dead code: unused files, exports and dependencies.
  return run('node_modules/.bin/knip', ['--no-progress'], { prefix });
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
  return done.every((r) => r.ok);
}

function chromiumPath() {
  return [process.env.CHROME_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
}

async function ensureChromium() {
  // Debian's headless shell runs the browser tests at about half the CPU of the desktop browser.
  const debianRoot = existsSync('/etc/debian_version') && process.getuid?.() === 0;
  const wanted = debianRoot && !process.env.CHROME_PATH && !existsSync('/usr/bin/chromium-headless-shell');
  if (chromiumPath() && !wanted) return true;
  if (!debianRoot) {
    process.stderr.write(
      'The browser tests need Chromium. Install it (Debian/Ubuntu: `sudo apt-get install -y chromium-headless-shell`)\n' +
        'or point CHROME_PATH at a Chromium or Chrome executable, then run `npm test` again.\n',
    );
    process.exit(1);
  }
  log('Installing Debian’s chromium-headless-shell for the browser tests…');
  const apt = (args) => run('apt-get', args, { env: { DEBIAN_FRONTEND: 'noninteractive' } });
  let { code } = await apt(['install', '-y', '-qq', 'chromium-headless-shell']);
  if (code !== 0) {
    await apt(['update', '-qq']);
    ({ code } = await apt(['install', '-y', '-qq', 'chromium-headless-shell']));
  }
  if (code !== 0 && !chromiumPath()) {
    process.stderr.write('Installing chromium-headless-shell failed; install it by hand (apt-get install -y chromium-headless-shell).\n');
    process.exit(1);
  }
  return true;
}

/** The slowest tests of this browser run, from Playwright's JSON report. */
function slowestBrowserTests(count, since) {
  const report = path.join(root, 'e2e', 'test-results', String(process.env.E2E_PORT ?? 8181), 'report.json');
  if (!existsSync(report) || statSync(report).mtimeMs < since) return [];
  const rows = [];
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) for (const r of t.results) rows.push({ where: `${spec.file}:${spec.line}`, title: spec.title, ms: r.duration });
    }
  };
  for (const suite of JSON.parse(readFileSync(report, 'utf8')).suites ?? []) walk(suite);
  return rows.sort((a, b) => b.ms - a.ms).slice(0, count);
}

await timed('Install (pnpm, from the lockfile)', async () => {
  await install();
  return true;
});
await timed('Chromium for the browser tests', ensureChromium);

await timed('Lint, import cycles and type checks', () =>
  together([
    { name: 'Lint (ESLint with the boundary rules and their own test, the release command line, knip for dead code)', tag: 'lint', start: lint },
    { name: 'Import cycles (madge)', tag: 'cycles', start: (prefix) => run('node', ['scripts/cycles.mjs'], { prefix }) },
    {
      // Written by the app built in process (no server), then held to Redocly's recommended rules.
      name: 'OpenAPI document (written by the API, linted by Redocly with the recommended rules)',
      tag: 'oas',
      start: (prefix) =>
        pnpm(['--filter', '@erep/api', 'run', 'lint:openapi'], { env: { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }, prefix }),
    },
    {
      name: 'Type checks (the front-end packages as one program, the API, the browser tests)',
      tag: 'types',
      start: async (prefix) => {
        const tsc = (project) => run('node_modules/.bin/tsc', ['-p', project], { prefix });
        for (const project of ['tsconfig.workspace.json', 'api/tsconfig.json', 'e2e/tsconfig.json']) {
          const result = await tsc(project);
          if (result.code !== 0) return result;
        }
        return { code: 0 };
      },
    },
  ]),
);

await timed('Unit and component tests (shared, shell, remotes: one vitest run)', () =>
  together([{ name: 'Unit and component tests', tag: 'unit', start: (prefix) => run('node_modules/.bin/vitest', ['run'], { prefix }) }]),
);

const apiSuites = [
  {
    name: process.env.DATABASE_URL ? 'API tests on the embedded database (PGlite: what differs from PostgreSQL)' : 'API tests on the embedded database (PGlite)',
    tag: 'pglite',
    // Beside a full PostgreSQL pass, the embedded one runs what differs between them (api/vitest.config.ts).
    start: (prefix) =>
      pnpm(['--filter', '@erep/api', 'test'], { env: { DATABASE_URL: '', API_TEST_SCOPE: process.env.DATABASE_URL ? 'embedded' : '' }, prefix }),
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
await timed('API tests', () => together(apiSuites));

await timed('Production build of every package', async () => {
  log('▶ Production build of every package');
  await buildAll();
  results.push({ name: 'Production build', ok: true });
  return true;
});

const browserStarted = Date.now();
await timed('Browser tests (Playwright, Chromium)', () =>
  together([
    {
      name: 'Browser tests (Playwright, Chromium)',
      tag: 'e2e',
      start: () => pnpm(['--filter', '@erep/e2e', 'test'], { env: { CHROME_PATH: chromiumPath() } }),
    },
  ]),
);

const failed = results.filter((r) => !r.ok);
process.stdout.write('\nSuites:\n');
for (const r of results) process.stdout.write(`  ${r.skipped ? '!' : r.ok ? '✓' : '✗'} ${r.name}\n`);

const total = phases.reduce((sum, p) => sum + p.ms, 0);
const width = Math.max(...phases.map((p) => p.name.length));
process.stdout.write('\nTime by phase:\n');
for (const p of phases) process.stdout.write(`  ${p.ok ? '✓' : '✗'} ${p.name.padEnd(width)}  ${seconds(p.ms).padStart(7)}\n`);
process.stdout.write(`    ${'Total'.padEnd(width)}  ${seconds(total).padStart(7)}\n`);

const slowest = slowestBrowserTests(10, browserStarted);
if (slowest.length > 0) {
  process.stdout.write('\nSlowest browser tests:\n');
  for (const t of slowest) process.stdout.write(`  ${seconds(t.ms).padStart(6)}  ${t.where}  ${t.title.slice(0, 100)}\n`);
}

const skipped = results.filter((r) => r.skipped).length;
process.stdout.write(`\nsuites: ${results.length - failed.length - skipped} passed, ${failed.length} failed${skipped ? `, ${skipped} SKIPPED` : ''}\n`);
process.exit(failed.length > 0 ? 1 : 0);
