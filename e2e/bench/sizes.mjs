// Prints, per package, the gzip and brotli size of its entry and of the JS a first visit to one of
// its routes downloads. Figures only: budgets are read by people, not asserted by tests.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.BENCH_PORT ?? 8282);
const base = `http://127.0.0.1:${port}`;

const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const br = (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const PACKAGES = [
  { name: 'shell', route: '/404', entry: () => readdirSync(path.join(root, 'shell/dist')).filter((f) => /^main\..*\.js$/.test(f)) },
  { name: 'mf-auth', route: '/sign-in', entry: () => ['remoteEntry.js'] },
  { name: 'mf-public', route: '/privacy-policy', entry: () => ['remoteEntry.js'] },
  { name: 'mf-erep', route: '/home/erep/customer/demo-bistro', login: 'customer@demo.test', entry: () => ['remoteEntry.js'] },
  { name: 'mf-leadgen', route: '/home/leadgen/customer/demo-bistro/advantage', login: 'customer@demo.test', entry: () => ['remoteEntry.js'] },
  { name: 'mf-account', route: '/customer/demo-bistro/account/personal_details', login: 'customer@demo.test', entry: () => ['remoteEntry.js'] },
];

function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'erep-bench-'));
  const child = spawn(process.execPath, [path.join(root, 'api/dist/server.mjs')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', STATIC_ROOT: root, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
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

async function firstVisit(browser, pkg, storageState) {
  const context = await browser.newContext(storageState ? { storageState } : {});
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    try {
      scripts.push({ url: response.url(), body: await response.body() });
    } catch {
      // navigation discarded the body
    }
  });
  await page.goto(`${base}${pkg.route}`, { waitUntil: 'networkidle' });
  await context.close();
  const ownPrefix = `${base}/remotes/${pkg.name}/`;
  const total = { raw: 0, gzip: 0, brotli: 0, own: 0, files: scripts.length };
  for (const s of scripts) {
    total.raw += s.body.length;
    total.gzip += gz(s.body);
    total.brotli += br(s.body);
    if (s.url.startsWith(ownPrefix)) total.own += br(s.body);
  }
  return total;
}

const { child, dataDir } = startServer();
try {
  await waitForHealth();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const customerState = await signedInState(browser, 'customer@demo.test');
  const rows = [];
  for (const pkg of PACKAGES) {
    const entryBytes = pkg.entry().map((f) => readFileSync(path.join(root, pkg.name, 'dist', f)));
    const entry = Buffer.concat(entryBytes);
    const visit = await firstVisit(browser, pkg, pkg.login ? customerState : undefined);
    rows.push([pkg.name, kb(gz(entry)), kb(br(entry)), pkg.route, String(visit.files), kb(visit.gzip), kb(visit.brotli), kb(visit.own)]);
  }
  await browser.close();
  const header = ['package', 'entry gzip', 'entry brotli', 'first visit route', 'JS files', 'JS gzip', 'JS brotli', 'own brotli'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  process.stdout.write(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n`);
  for (const row of rows) process.stdout.write(`${line(row)}\n`);
  process.stdout.write('\n(entry: remoteEntry.js for remotes, main chunk for the shell; first visit: every script a fresh browser downloads for that route)\n');
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
