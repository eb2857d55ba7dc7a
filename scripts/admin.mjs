// `npm run admin -- <command>`: the API's operator commands (first admin, partners, domains).
// Builds the API when it changed, then runs its admin entry with this process's terminal.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildAll, root } from './lib.mjs';

await buildAll({ only: ['api'] });
const child = spawn(process.execPath, [path.join(root, 'api/dist/admin.mjs'), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
