import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { dataDirOf, releasesPort } from '../ports';
import { sharedCopies, signIn } from './helpers';

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../..');
// A server of their own: what these tests promote, roll back or corrupt never reaches the pages
// other tests open on the main server meanwhile.
const baseURL = `http://127.0.0.1:${releasesPort}`;
const dataDir = dataDirOf(releasesPort);
const cliEnv = {
  ...process.env,
  API_URL: baseURL,
  DATA_DIR: dataDir,
  RELEASES_DIR: path.join(dataDir, 'releases'),
};
test.use({ baseURL });

async function remotes(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [path.join(repo, 'scripts/remotes.mjs'), ...args], { env: cliEnv, cwd: repo });
  return stdout;
}

function treeHash(dir: string): string {
  const hash = createHash('sha256');
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const full = path.join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else hash.update(path.relative(dir, full)).update(readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

const OTHERS = ['shell', 'mf-auth', 'mf-public', 'mf-erep', 'mf-account'];
const othersHash = () => Object.fromEntries(OTHERS.map((p) => [p, treeHash(path.join(repo, p, 'dist'))]));

/** The visible change of the second release: the advantages page title, in every language. */
const SUFFIX = ' (v2)';
const TITLE = /("sections":\{"advantage":\{"title":"[^"]*)"/;

/**
 * A second build of mf-leadgen, as a team would ship the next one: the built files copied and the
 * advantages title changed in each language's strings (with their compressed copies), never the
 * sources of the working tree.
 */
function secondBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mf-leadgen-v2-'));
  cpSync(path.join(repo, 'mf-leadgen', 'dist'), dir, { recursive: true });
  let changed = 0;
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.js'))) {
    const file = path.join(dir, name);
    const code = readFileSync(file, 'utf8');
    const titles = code.match(new RegExp(TITLE.source, 'g'))?.length ?? 0;
    if (titles === 0) continue;
    const next = Buffer.from(code.replace(new RegExp(TITLE.source, 'g'), `$1${SUFFIX}"`));
    writeFileSync(file, next);
    writeFileSync(`${file}.br`, brotliCompressSync(next));
    writeFileSync(`${file}.gz`, gzipSync(next));
    changed += titles;
  }
  // The title in French, English and Spanish.
  expect(changed).toBe(3);
  return dir;
}

async function advantagesTitle(page: Page): Promise<string> {
  const heading = page.locator('[data-slot="mf_leadgen"] [data-testid="leadgen-advantage"] h1');
  await expect(heading).toBeVisible();
  return (await heading.textContent()) ?? '';
}

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test('publish, promote, roll back and promote per partner, one remote only', async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const v1 = `e2e-${stamp}-1`;
  const v2 = `e2e-${stamp}-2`;
  const before = othersHash();

  // The first release is built by the command itself, the second one taken from a build folder.
  expect(await remotes('publish', 'mf-leadgen', '--version', v1)).toContain(`Published mf-leadgen ${v1}`);
  const next = secondBuild();
  try {
    expect(await remotes('publish', 'mf-leadgen', '--version', v2, '--from', next)).toContain(`Published mf-leadgen ${v2}`);
  } finally {
    rmSync(next, { recursive: true, force: true });
  }
  // Publishing one remote changed no byte of the shell or of any other remote.
  expect(othersHash()).toEqual(before);

  await remotes('promote', 'mf-leadgen', v1);
  await signIn(page, 'customer@demo.test');
  const entries: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('mf-leadgen')) entries.push(new URL(r.url()).pathname);
  });
  await page.goto('/home/leadgen/customer/demo-bistro/advantage');
  expect(await advantagesTitle(page)).not.toContain(SUFFIX);
  expect(entries).toContain(`/releases/mf-leadgen/${v1}/remoteEntry.js`);

  // Promote: the next page load uses it, without any rebuild.
  expect(await remotes('promote', 'mf-leadgen', v2)).toContain(`mf-leadgen ${v2} is active for every partner`);
  await page.reload();
  expect(await advantagesTitle(page)).toContain(SUFFIX);

  // Roll back: the first version is back on the next load.
  expect(await remotes('rollback', 'mf-leadgen')).toContain(`mf-leadgen ${v1} is active`);
  await page.reload();
  expect(await advantagesTitle(page)).not.toContain(SUFFIX);

  // One partner only: nordic sees v2, demo keeps v1.
  await remotes('promote', 'mf-leadgen', v2, '--partner', 'nordic');
  const nordic = await browser.newPage({ baseURL });
  await nordic.goto('/sign-in?partner=nordic');
  await signIn(nordic, 'partner@nordic.test', { to: '/home/leadgen/customer/nordic-cafe/advantage' });
  expect(await advantagesTitle(nordic)).toContain(SUFFIX);
  await page.reload();
  expect(await advantagesTitle(page)).not.toContain(SUFFIX);

  // Every remote is named, the local build until a release of it is promoted.
  const everything = await remotes('list');
  for (const remote of ['mf-auth', 'mf-public', 'mf-erep', 'mf-account']) expect(everything).toMatch(new RegExp(`^${remote}\\s+\\S`, 'm'));
  expect(everything).toMatch(new RegExp(`^mf-leadgen\\s+${v1}\\s+nordic: ${v2}`, 'm'));
  const listed = await remotes('list', 'mf-leadgen');
  expect(listed).toMatch(new RegExp(`${v2}.*partner nordic`));
  expect(listed).toMatch(new RegExp(`${v1}.*global`));
  await nordic.close();

  // Back to the local build the next tests of this file expect: the partner override first, then the global one.
  expect(await remotes('rollback', 'mf-leadgen', '--partner', 'nordic')).toContain(`mf-leadgen ${v1} is active`);
  expect(await remotes('rollback', 'mf-leadgen')).toContain('mf-leadgen is served from its local build again');
});

test('a release whose entry was altered after publishing is not run', async ({ page }) => {
  const version = `e2e-${Date.now().toString(36)}-sri`;
  await remotes('publish', 'mf-account', '--version', version, '--from', path.join(repo, 'mf-account', 'dist'));
  await remotes('promote', 'mf-account', version);
  // Back to the local build whatever happens: the next tests of this file expect it.
  try {
    await signIn(page, 'customer@demo.test', { to: '/customer/demo-bistro/account/personal_details' });
    await expect(page.locator('[data-slot="mf_account"] [data-testid="account-personalDetails"]')).toBeVisible();

    // Same URL, other bytes (in every copy the server may send): the recorded integrity no longer
    // matches, so the browser refuses it.
    const entry = path.join(dataDir, 'releases', 'mf-account', version, 'remoteEntry.js');
    appendFileSync(entry, '\n/* altered */\n');
    const altered = readFileSync(entry);
    writeFileSync(`${entry}.br`, brotliCompressSync(altered));
    writeFileSync(`${entry}.gz`, gzipSync(altered));
    await page.reload();
    const slot = page.locator('[data-slot="mf_account"]');
    await expect(slot).toHaveAttribute('data-state', 'error');
    await expect(slot.getByRole('button')).toBeVisible();
  } finally {
    await remotes('rollback', 'mf-account');
  }
});

test('the command line refuses what it cannot do, and says why', async () => {
  const refused = async (...args: string[]) => {
    const error = await remotes(...args).then(
      () => null,
      (e: { stderr: string; code: number }) => e,
    );
    expect(error?.code).toBe(2);
    return error?.stderr ?? '';
  };
  expect(await refused('publish', 'mf-nothing')).toContain("Unknown remote 'mf-nothing'");
  expect(await refused('promote', 'mf-erep', 'no-such-version')).toContain('mf-erep has no release no-such-version');
  expect(await refused('rollback', 'mf-account')).toContain('mf-account has no previous version to roll back to');
  expect(await remotes('--help')).toContain('publish <remote>');
});

test('a Lead-Gen customer never downloads mf-erep and its endpoints refuse it', async ({ page }) => {
  const erepFiles: string[] = [];
  page.on('request', (r) => {
    if (/\/(remotes|releases)\/mf-erep\//.test(r.url())) erepFiles.push(r.url());
  });
  await signIn(page, 'bakery@demo.test');
  await expect(page).toHaveURL(/\/home\/leadgen\/customer\/demo-bakery\/advantage$/);
  await expect(page.locator('[data-nav="reputation"]')).toHaveCount(0);
  await page.goto('/home/erep/customer/demo-bakery');
  await expect(page.getByTestId('upgrade')).toBeVisible();
  const status = await page.evaluate(async () => {
    const token = localStorage.getItem('token');
    const res = await fetch('/api/customer/demo-bakery/reviews/summary', { headers: { authorization: `Bearer ${token}` } });
    return res.status;
  });
  expect(status).toBe(403);
  expect(erepFiles).toEqual([]);
});

test("another team's remote, built with a plain federation configuration, mounts in the shell and survives a rollback of the others", async ({ page }) => {
  // Built here from its own folder, as its team would: none of the project's build code.
  const fixture = path.join(repo, 'e2e/fixtures/team-remote');
  await run(path.join(fixture, 'node_modules/.bin/webpack'), [], { cwd: fixture, env: process.env });
  const stamp = Date.now().toString(36);
  const team = `team-${stamp}`;
  const erep = `e2e-${stamp}-erep`;
  await remotes('publish', 'mf-leadgen', '--version', team, '--from', path.join(fixture, 'dist'));
  await remotes('publish', 'mf-erep', '--version', erep, '--from', path.join(repo, 'mf-erep', 'dist'));
  await remotes('promote', 'mf-erep', erep);
  await remotes('promote', 'mf-leadgen', team);
  try {
    const downloaded: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith(`/releases/mf-leadgen/${team}/`)) downloaded.push(pathname.slice(`/releases/mf-leadgen/${team}/`.length));
    });
    await signIn(page, 'customer@demo.test', { to: '/home/leadgen/customer/demo-bistro/advantage' });
    const remote = page.locator('[data-slot="mf_leadgen"] [data-testid="team-remote"]');
    await expect(remote).toBeVisible();
    // React 19 from the shell's share scope: the remote's own copy is never downloaded.
    await expect(remote.getByTestId('team-remote-react')).toHaveText(/^19\./);
    expect(downloaded).toContain('remoteEntry.js');
    expect(downloaded.filter((file) => /react/.test(file) && !/react-router/.test(file))).toEqual([]);
    // The page's root is a React root.
    expect(await page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer$')))).toBe(true);

    // Its state, events and router work in the shell, and the shell follows its navigation.
    await remote.getByRole('button').click();
    await expect(remote.getByRole('button')).toHaveText('Clicks: 1');
    await remote.getByRole('link').click();
    await expect(page).toHaveURL(/\/home\/leadgen\/team\/next$/);
    await expect(remote.getByTestId('team-remote-path')).toHaveText('/home/leadgen/team/next');

    // React Router is a singleton too: the first remote that routes loads one copy (sign-in needs
    // none), and a remote mounted after it on the page takes that copy.
    await page.locator('[data-nav="reputation"]').click();
    await expect(page.locator('[data-slot="mf_erep"]')).toHaveAttribute('data-state', 'mounted');
    const routers = (await sharedCopies(page, 'react-router-dom')).filter((copy) => copy.loaded);
    // Each container's runtime sees the one record: the team's copy, taken by mf-erep too.
    expect(new Set(routers.map((copy) => `${copy.version} from ${copy.from} for ${copy.usedBy.join(', ')}`))).toEqual(
      new Set([`${routers[0]?.version ?? ''} from mf_leadgen for mf_leadgen, mf_erep`]),
    );

    // Rolling back another remote changes nothing for it.
    expect(await remotes('rollback', 'mf-erep')).toContain('mf-erep is served from its local build again');
    await page.goto('/home/leadgen/customer/demo-bistro/advantage');
    await expect(remote).toBeVisible();
    await expect(remote.getByTestId('team-remote-path')).toHaveText('/home/leadgen/customer/demo-bistro/advantage');
    await page.goto('/home/erep/customer/demo-bistro');
    await expect(page.locator('[data-slot="mf_erep"]')).toHaveAttribute('data-state', 'mounted');
  } finally {
    await remotes('rollback', 'mf-leadgen');
    await remotes('rollback', 'mf-erep').catch(() => undefined);
  }
});
