// `npm start`: install what is missing, build what changed, serve everything from one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildAll, install, log, root } from './lib.mjs';

const port = process.env.PORT ?? '8080';
const host = process.env.HOST ?? '127.0.0.1';
const url = `http://${host}:${port}`;
const production = process.env.NODE_ENV === 'production';
const stripe = Boolean(process.env.STRIPE_SECRET_KEY);
// Outside production `npm start` is the demo: seeded data, the development mailbox and, without Stripe keys,
// the test payment. Production sets none of these (the server refuses them there).
const demoEnv = production
  ? {}
  : {
      SEED_DEMO: '1',
      PUBLIC_URL: url,
      ...(stripe ? {} : { PAYMENTS_TEST_MODE: '1' }),
      CHAT_SCRIPT_HOSTS: 'phone.avisboost.example',
    };

await install();
await buildAll();

log(`Starting the server on ${url} (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database in .data/'})…`);
const server = spawn(process.execPath, [path.join(root, 'api/dist/server.mjs')], {
  cwd: root,
  env: { LOG_LEVEL: 'warn', ...demoEnv, ...process.env, PORT: port, HOST: host, STATIC_ROOT: root },
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

if (production && (await waitForHealth())) {
  process.stdout.write(`\n  \x1b[1mReady:\x1b[0m ${url}\n  Create the first admin with: npm run admin -- create-user --email <email> --role ROLE_EREP\n\n`);
} else if (await waitForHealth()) {
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
