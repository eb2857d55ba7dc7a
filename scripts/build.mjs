// `npm run build`: installs what is missing and builds every package that changed (`--force` rebuilds all).
import { buildAll, install } from './lib.mjs';

await install();
await buildAll({ force: process.argv.includes('--force') });
