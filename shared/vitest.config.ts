import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('./', import.meta.url));
const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { name: string; exports: Record<string, string> };

// Modules import each other by package name (so Module Federation shares one instance);
// resolve those self-references through the package's own exports map.
const selfReferences = Object.entries(pkg.exports)
  .filter(([, target]) => target.startsWith('./src/'))
  .map(([subpath, target]) => ({
    find: new RegExp(`^${pkg.name.replace('/', '\\/')}/${subpath.slice(2).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`),
    replacement: `${root}${target.slice(2)}`,
  }));

export default defineConfig({
  resolve: { alias: selfReferences },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: [`${root}build/vitest-setup.mjs`],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
  },
});
