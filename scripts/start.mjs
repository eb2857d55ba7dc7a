// `npm start`: install what is missing, build what changed, serve everything from one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildAll, install, log, root } from './lib.mjs';

const port = process.env.PORT ?? '8080';
const host = process.env.HOST ?? '127.0.0.1';
const url = `http://${host}:${port}`;

await install();
await buildAll();

log(`Starting the server on ${url} (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database in .data/'})…`);
const server = spawn(process.execPath, [path.join(root, 'api/dist/server.mjs')], {
  cwd: root,
  env: { LOG_LEVEL: 'warn', ...process.env, PORT: port, HOST: host, STATIC_ROOT: root },
  stdio: 'inherit',
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));

async function waitForHealth() {
  for (let i = 0; i < 600; i += 1) {
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

if (await waitForHealth()) {
  const logins = [
    ['Back-office admin', 'admin@demo.test'],
    ['Partner', 'partner@demo.test'],
    ['Customer (All_inclusive)', 'customer@demo.test'],
    ['Customer (Lead-Gen)', 'bakery@demo.test'],
    ['Inactive account', 'inactive@demo.test'],
    ['No back-office role', 'norole@demo.test'],
  ];
  const lines = [
    '',
    `  \x1b[1mReady:\x1b[0m ${url}`,
    `  Visitor feedback page: ${url}/public/demo-bistro/establishment/demo-bistro-lyon/feedback`,
    '',
    '  Demo logins (password for all: Demo-2026!)',
    ...logins.map(([role, email]) => `    ${role.padEnd(26)} ${email}`),
    '',
    '  Press Ctrl+C to stop.',
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
} else {
  log('The server did not become healthy; see the messages above.');
}
