// `node scripts/pnpm.mjs <args>`: the workspace's pinned pnpm, with nothing preinstalled.
import { pnpm } from './lib.mjs';

const { code } = await pnpm(process.argv.slice(2));
process.exit(code);
