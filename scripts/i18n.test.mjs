// Every namespace has the same strings in French, English and Spanish: only the active language
// downloads (no fallback language rides along), so a string missing from one would show as its key.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { root } from './lib.mjs';

const LANGUAGES = ['fr', 'en', 'sp'];
// Plural forms differ by language (French has `_many`, English does not): compared without them.
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Folders holding `fr.json`, `en.json` and `sp.json` below a package's `src`. */
function stringFolders(dir, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) stringFolders(full, found);
    else if (entry.name === 'fr.json' && LANGUAGES.every((l) => existsSync(path.join(dir, `${l}.json`)))) found.push(dir);
  }
  return found;
}

function keys(value, prefix = '') {
  return Object.entries(value).flatMap(([key, child]) =>
    child && typeof child === 'object' ? keys(child, `${prefix}${key}.`) : [`${prefix}${key}`.replace(PLURAL, '')],
  );
}

const folders = ['shared', 'shell', 'mf-auth', 'mf-public', 'mf-erep', 'mf-leadgen', 'mf-account']
  .map((pkg) => path.join(root, pkg, 'src'))
  .filter(existsSync)
  .flatMap((src) => stringFolders(src));

test('the string folders are found', () => {
  assert.ok(folders.length >= 6, `only ${folders.length} folders of strings found`);
});

for (const folder of folders) {
  test(`${path.relative(root, folder)}: the same strings in every language`, () => {
    const sets = Object.fromEntries(LANGUAGES.map((l) => [l, new Set(keys(JSON.parse(readFileSync(path.join(folder, `${l}.json`), 'utf8'))))]));
    for (const language of ['en', 'sp']) {
      const missing = [...sets.fr].filter((k) => !sets[language].has(k));
      const extra = [...sets[language]].filter((k) => !sets.fr.has(k));
      assert.deepEqual({ missing, extra }, { missing: [], extra: [] }, `${language} differs from fr`);
    }
  });
}
