// @ts-check
// Every front-end package's component and unit tests in one run: one worker pool for all of them
// instead of a test process per package. Each package keeps its own config and `test` script.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import mfAccount from './mf-account/vitest.config.mjs';
import mfAuth from './mf-auth/vitest.config.mjs';
import mfErep from './mf-erep/vitest.config.mjs';
import mfLeadgen from './mf-leadgen/vitest.config.mjs';
import mfPublic from './mf-public/vitest.config.mjs';
import shared from './shared/vitest.config.ts';
import shell from './shell/vitest.config.mjs';

/**
 * Files that test what happens once per page load (the first strings downloaded, the first
 * manifest read, a remote's texts registered by its first import): each runs in a fresh module graph.
 */
const FIRST_LOAD = ['shared/test/i18n.test.ts', 'shell/test/boot-session-check.test.tsx', 'mf-leadgen/test/features.test.tsx'];

/**
 * A package's tests with isolation off: files share a worker's modules and page, so React, the
 * router and the kit load once per worker instead of once per file, which halves the run. The setup
 * file starts each file on a blank page; the FIRST_LOAD files keep a module graph of their own.
 * @param {string} dir
 * @param {import('vitest/config').ViteUserConfig} config
 */
function projects(dir, config) {
  const root = path.resolve(import.meta.dirname, dir);
  const name = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).name;
  const own = FIRST_LOAD.filter((file) => file.startsWith(`${dir}/`)).map((file) => file.slice(dir.length + 1));
  const sharing = { ...config, root, test: { ...config.test, name, isolate: false, exclude: [...configDefaults.exclude, ...own] } };
  if (own.length === 0) return [sharing];
  return [sharing, { ...config, root, test: { ...config.test, name: `${name} (first load)`, include: own } }];
}

export default defineConfig({
  test: {
    // Vitest's default leaves one core idle; jsdom files are CPU-bound.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      ...projects('shared', shared),
      ...projects('shell', shell),
      ...projects('mf-auth', mfAuth),
      ...projects('mf-public', mfPublic),
      ...projects('mf-erep', mfErep),
      ...projects('mf-leadgen', mfLeadgen),
      ...projects('mf-account', mfAccount),
    ],
  },
});
