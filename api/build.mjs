import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// npm packages stay external (resolved from node_modules at run time); the workspace's TypeScript is bundled.
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => name !== '@erep/shared');

await build({
  // The server, and the operator's command line for the first admin and partners.
  entryPoints: { server: new URL('./src/server.ts', import.meta.url).pathname, admin: new URL('./src/admin.ts', import.meta.url).pathname },
  outdir: new URL('./dist', import.meta.url).pathname,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
