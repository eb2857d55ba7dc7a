// `npm run bench`: builds what changed, then prints size figures for every package.
import { buildAll, install, mustPass, pnpm } from './lib.mjs';

await install();
await buildAll();
await mustPass('bench', pnpm(['--filter', '@erep/e2e', 'exec', 'node', 'bench/sizes.mjs']));
// The visitor's feedback page: Lighthouse (mobile) and POST throughput against a bare INSERT.
await mustPass('bench', pnpm(['--filter', '@erep/e2e', 'exec', 'node', 'bench/public.mjs']));
// The trends chart in Chromium: the longest task while two years of five establishments render.
await mustPass('bench', pnpm(['--filter', '@erep/e2e', 'exec', 'node', 'bench/trends-longtasks.mjs']));
// The review analyser's quality on the labelled set (language, sentiment, topics) against its targets.
await mustPass('bench', pnpm(['--filter', '@erep/api', 'exec', 'tsx', 'bench/analysis.ts']));
// Reputation queries (search, ranking, trends) on the embedded database with 100,000 extra reviews.
await mustPass('bench', pnpm(['--filter', '@erep/api', 'exec', 'tsx', 'bench/reputation.ts']));
