// Prints the compressed size of each package's entry, then what a fresh browser really downloads
// on a first visit to each route: JavaScript bytes on the wire (as the browser counts them,
// headers included) and requests, against the targets. Figures only: nothing here fails a build.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromePath } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Another folder holding <package>/dist builds, to compare two builds side by side.
const staticRoot = process.env.BENCH_STATIC_ROOT ? path.resolve(process.env.BENCH_STATIC_ROOT) : root;
const port = Number(process.env.BENCH_PORT ?? 8282);
const base = `http://127.0.0.1:${port}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const KB = 1024;
const kb = (n) => `${(n / KB).toFixed(1)} KB`;
const FEEDBACK_PATH = '/public/demo-bistro/establishment/demo-bistro-lyon/feedback';
const CUSTOMER = 'customer@demo.test';
/** Where a visitor's page must never fetch from: the shell and the back-office remotes. */
const BACK_OFFICE = [/^\/main\.[0-9a-f]+\.js/, /^\/[0-9]+\.[0-9a-f]+\.js/, /^\/remotes\/mf-(auth|erep|leadgen|account)\//];

const ENTRIES = [
  { name: 'shell', files: () => readdirSync(path.join(staticRoot, 'shell/dist')).filter((f) => /^main\.[0-9a-f]+\.js$/.test(f)) },
  ...['mf-auth', 'mf-public', 'mf-erep', 'mf-leadgen', 'mf-account'].map((name) => ({ name, files: () => ['remoteEntry.js'] })),
];

/** First visits; `target` is the most JavaScript (bytes on the wire) the route may download. */
const ROUTES = [
  { label: 'not found (shell)', route: '/404', target: 160 * KB },
  { label: 'sign-in (mf-auth)', route: '/sign-in', target: 200 * KB },
  { label: 'back office (mf-erep)', route: '/home/erep/customer/demo-bistro', login: CUSTOMER, target: 240 * KB },
  { label: 'offers (mf-leadgen)', route: '/home/leadgen/customer/demo-bistro/advantage', login: CUSTOMER },
  { label: 'account (mf-account)', route: '/customer/demo-bistro/account/personal_details', login: CUSTOMER },
  { label: 'privacy (mf-public)', route: '/privacy-policy' },
  { label: 'QR feedback page', route: FEEDBACK_PATH, visitor: true, target: 0 },
  { label: 'QR page after a touch', route: FEEDBACK_PATH, visitor: true, touch: true },
  { label: 'mobile site (5 sections)', route: '/public/demo-bistro/establishment/demo-bistro-lyon/site', visitor: true, target: 0 },
];

function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'erep-bench-'));
  const child = spawn(process.execPath, [path.join(root, 'api/dist/server.mjs')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', STATIC_ROOT: staticRoot, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', SEED_DEMO: '1' },
    stdio: 'inherit',
  });
  return { child, dataDir };
}

async function waitForHealth() {
  for (let i = 0; i < 400; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

async function signedInState(browser, email) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/sign-in`);
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill('Demo-2026!');
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * One first visit in a fresh context, every response recorded through the DevTools protocol:
 * `encodedDataLength` is what came over the wire (compressed body and headers).
 */
async function firstVisit(browser, visit, storageState) {
  const context = await browser.newContext(storageState ? { storageState } : {});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  /** @type {Map<string, { url: string; type: string; encoding: string; bytes: number }>} */
  const responses = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    responses.set(requestId, { url: response.url, type, encoding: headers['content-encoding'] ?? '', bytes: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = responses.get(requestId);
    if (response) response.bytes = encodedDataLength;
  });
  await page.goto(`${base}${visit.route}`, { waitUntil: 'networkidle' });
  if (visit.touch) {
    await page.locator('input[name="firstname"]').focus();
    await page.waitForLoadState('networkidle');
  }
  // Late responses (idle-time loads) still count.
  await page.waitForTimeout(500);
  await context.close();
  const all = [...responses.values()].filter((r) => r.url.startsWith(base) || r.url.startsWith('http'));
  const scripts = all.filter((r) => r.type === 'Script');
  const paths = scripts.map((r) => r.url.replace(base, ''));
  return {
    jsBytes: scripts.reduce((sum, r) => sum + r.bytes, 0),
    jsRequests: scripts.length,
    requests: all.length,
    bytes: all.reduce((sum, r) => sum + r.bytes, 0),
    uncompressed: scripts.filter((r) => !r.encoding).length,
    backOffice: paths.filter((p) => BACK_OFFICE.some((re) => re.test(p))),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ').trimEnd();
  process.stdout.write(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n`);
  for (const row of rows) process.stdout.write(`${line(row)}\n`);
}

/** The build's own .br/.gz copies when present (what the server sends), else compressed here. */
function entrySizes(dir, files) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const full = path.join(dir, file);
    const body = readFileSync(full);
    raw += body.length;
    gzip += existsSync(`${full}.gz`) ? readFileSync(`${full}.gz`).length : gzipSync(body, { level: 9 }).length;
    brotli += existsSync(`${full}.br`) ? readFileSync(`${full}.br`).length : brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { raw, gzip, brotli };
}

table(
  ['package', 'entry', 'raw', 'gzip', 'brotli'],
  ENTRIES.map((e) => {
    const dir = path.join(staticRoot, e.name, 'dist');
    const files = e.files();
    const s = entrySizes(dir, files);
    return [e.name, files.join(', '), kb(s.raw), kb(s.gzip), kb(s.brotli)];
  }),
);
process.stdout.write('(entry: remoteEntry.js for remotes, main chunk for the shell; sizes of the files the build writes)\n');

const { child, dataDir } = startServer();
try {
  await waitForHealth();
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const customerState = await signedInState(browser, CUSTOMER);
  const rows = [];
  for (const visit of ROUTES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await firstVisit(browser, visit, visit.login ? customerState : undefined));
    const js = median(runs.map((r) => r.jsBytes));
    const run = runs.find((r) => r.jsBytes === js) ?? runs[0];
    let mark = '';
    if (visit.visitor) mark = run.backOffice.length === 0 ? 'no back-office code' : `BACK-OFFICE CODE: ${run.backOffice.join(' ')}`;
    if (visit.target !== undefined) {
      const pass = js <= visit.target;
      mark = [`target <= ${kb(visit.target)}`, pass ? 'ok' : 'OVER', mark].filter(Boolean).join('  ');
    }
    if (run.uncompressed > 0) mark += `  (${run.uncompressed} script(s) sent uncompressed)`;
    rows.push([visit.label, visit.route, kb(js), String(run.jsRequests), String(run.requests), kb(run.bytes), mark]);
  }
  await browser.close();
  table(['first visit', 'route', 'JS on the wire', 'JS requests', 'requests', 'all bytes', 'target'], rows);
  process.stdout.write(
    `\n(median of ${RUNS} fresh browsers per route; bytes as the browser received them, compressed, headers included; ` +
      'the QR page loads its script on the first touch, the last row is after one)\n',
  );
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
