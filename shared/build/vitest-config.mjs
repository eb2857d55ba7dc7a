// @ts-check
// One vitest setup for the shell and every remote: jsdom, jest-dom matchers, CSS Modules as plain names.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));

/** @param {string} dir the package folder */
export function createVitestConfig(dir) {
  return defineConfig({
    root: dir,
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: [path.join(here, 'vitest-setup.mjs')],
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      css: { include: [/\.module\.css$/], modules: { classNameStrategy: 'non-scoped' } },
      restoreMocks: true,
      // Typing through user-event in jsdom is slow on a busy two-core machine; a timeout is not a verdict.
      testTimeout: 20_000,
    },
  });
}
