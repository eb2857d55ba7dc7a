// Fails on any import cycle in the API, the shared package, the shell or a remote. Type-only
// imports count too: a cycle through types is still two modules that cannot be read apart.
import path from 'node:path';
import madge from 'madge';
import { log, root } from './lib.mjs';

const FOLDERS = ['api/src', 'shared/src', 'shell/src', 'mf-auth/src', 'mf-public/src', 'mf-erep/src', 'mf-leadgen/src', 'mf-account/src'];

const result = await madge(
  FOLDERS.map((f) => path.join(root, f)),
  {
    baseDir: root,
    fileExtensions: ['ts', 'tsx'],
    tsConfig: path.join(root, 'tsconfig.cycles.json'),
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  },
);
const cycles = result.circular();
const unresolved = Object.entries(result.warnings().skipped ?? {}).length;
if (cycles.length > 0) {
  process.stderr.write(`Import cycles (${cycles.length}):\n${cycles.map((c) => `  ${c.join(' -> ')}`).join('\n')}\n`);
  process.exit(1);
}
log(`No import cycle in ${Object.keys(result.obj()).length} modules${unresolved ? ` (${unresolved} unresolved imports skipped)` : ''}.`);
