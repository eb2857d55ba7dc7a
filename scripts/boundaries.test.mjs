// Proves the boundary rules fire: each case lints a small file placed where it would live in the
// tree (ESLint's lintText with a file path), importing a real file across a forbidden boundary.
import assert from 'node:assert/strict';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { root } from './lib.mjs';

const eslint = new ESLint({ cwd: root });

/** The first source file below a folder, so the cases follow the tree as it changes. */
function firstSource(dir) {
  for (const entry of readdirSync(path.join(root, dir)).sort()) {
    const rel = path.join(dir, entry);
    if (statSync(path.join(root, rel)).isDirectory()) {
      const found = firstSource(rel);
      if (found) return found;
    } else if (/\.tsx?$/.test(entry) && !entry.endsWith('.d.ts')) return rel;
  }
  return null;
}

function importPath(from, target) {
  const rel = path.relative(path.dirname(from), target).replace(/\.tsx?$/, '');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

async function boundaryErrors(file, target) {
  const code = `import * as target from '${importPath(file, target)}';\nexport const used = target;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'boundaries/element-types' || m.ruleId === 'no-restricted-imports');
}

const features = readdirSync(path.join(root, 'mf-erep/src/features')).filter((f) =>
  statSync(path.join(root, 'mf-erep/src/features', f)).isDirectory(),
);

test('a feature cannot import another feature of its remote', async () => {
  assert.ok(features.length >= 1);
  const target = firstSource(`mf-erep/src/features/${features[0]}`);
  assert.ok(target);
  const errors = await boundaryErrors('mf-erep/src/features/zz-probe/components/probe.tsx', target);
  assert.ok(errors.length > 0, 'feature -> other feature must be refused');
});

test('a feature may import its own files, its remote\u2019s common code and shared', async () => {
  const own = firstSource(`mf-erep/src/features/${features[0]}`);
  assert.ok(own);
  const probe = path.join(path.dirname(own), 'zz-probe.tsx');
  assert.deepEqual(await boundaryErrors(probe, own), []);
  assert.deepEqual(await boundaryErrors(probe, 'mf-erep/src/routes.tsx'), []);
  assert.deepEqual(await boundaryErrors(probe, 'shared/src/api/index.ts'), []);
});

test('a remote cannot import another remote', async () => {
  const errors = await boundaryErrors('mf-erep/src/zz-probe.tsx', 'mf-auth/src/routes.tsx');
  assert.ok(errors.length > 0);
});

test('shared cannot import a remote', async () => {
  assert.ok((await boundaryErrors('shared/src/ui/zz-probe.tsx', 'mf-public/src/routes.tsx')).length > 0);
});

test('the API cannot import a remote', async () => {
  assert.ok((await boundaryErrors('api/src/zz-probe.ts', 'mf-public/src/routes.tsx')).length > 0);
});

test('the shell cannot import a remote statically', async () => {
  assert.ok((await boundaryErrors('shell/src/zz-probe.tsx', 'mf-erep/src/routes.tsx')).length > 0);
});
