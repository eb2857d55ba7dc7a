// The trends chart under load: Chromium's long tasks (PerformanceObserver 'longtask') while the
// trends page renders two years of weekly points for five establishments and their competitors.
// Figures only, printed against the 200 ms target; nothing here fails a build.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromePath as chrome } from './chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const port = Number(process.env.BENCH_TRENDS_PORT ?? 8284);
const base = `http://127.0.0.1:${port}`;
const TARGET_MS = 200;
const EXTRA_REVIEWS = Number(process.env.BENCH_TRENDS_REVIEWS ?? 20000);
const CUSTOMER = { email: 'customer@demo.test', password: 'Demo-2026!' };
const NEW_PLACES = ['Le Petit Bistro – Confluence', 'Le Petit Bistro – Part-Dieu', 'Le Petit Bistro – Vieux Lyon'];

const dataDir = mkdtempSync(path.join(tmpdir(), 'erep-bench-trends-'));
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', SEED_DEMO: '1', STATIC_ROOT: root, PORT: String(port), HOST: '127.0.0.1' };

function seed(reviews) {
  const result = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/seed/cli.ts', '--reviews', String(reviews)], { cwd: path.join(root, 'api'), env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('seed failed');
}

async function withServer(body) {
  const child = spawn(process.execPath, [path.join(root, 'api/dist/server.mjs')], { env, stdio: 'inherit' });
  try {
    for (let i = 0; ; i += 1) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // starting
      }
      if (i > 600) throw new Error('server did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return await body();
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

try {
  seed(0);
  // Five establishments: the demo's two and three more, then reviews spread over all of them.
  await withServer(async () => {
    const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(CUSTOMER) });
    const { token } = await login.json();
    for (const name of NEW_PLACES) {
      const res = await fetch(`${base}/api/customer/demo-bistro/establishments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ name, city: 'Lyon', country: 'FR' }),
      });
      if (!res.ok) throw new Error(`establishment not created: ${res.status} ${await res.text()}`);
    }
  });
  seed(EXTRA_REVIEWS);

  await withServer(async () => {
    const browser = await chromium.launch({ executablePath: chrome, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.addInitScript(() => {
        window.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
        }).observe({ type: 'longtask', buffered: true });
      });
      await page.goto(`${base}/sign-in`);
      await page.getByLabel(/e-?mail|correo/i).fill(CUSTOMER.email);
      await page.getByLabel(/password|mot de passe|contraseña/i).fill(CUSTOMER.password);
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
      // All time (two years), weekly points.
      await page.goto(`${base}/home/erep/customer/demo-bistro/establishment/trends`);
      await page.getByTestId('erep-trends').waitFor();
      await page.getByTestId('range-global').click();
      await page.getByTestId('trends-interval').selectOption('week');
      await page.locator('[data-testid="trends-chart"] svg path').first().waitFor({ timeout: 60_000 });
      await page.waitForTimeout(1000);
      const series = await page.locator('[data-testid="trends-chart"] svg path[fill="none"]').count();
      // Every long task of the trends page's document: its load, then the two-year weekly chart.
      const tasks = await page.evaluate(() => window.__longTasks);
      const longest = Math.max(0, ...tasks.map((t) => t.duration));
      const total = tasks.reduce((n, t) => n + t.duration, 0);
      console.log(`trends chart: ${series} lines, ${tasks.length} long tasks while the page loaded and drew two years weekly, ${Math.round(total)} ms in all`);
      console.log(`${longest <= TARGET_MS ? 'ok  ' : 'SLOW'} longest task ${Math.round(longest)} ms (target <= ${TARGET_MS} ms)`);
    } finally {
      await browser.close();
    }
  });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
