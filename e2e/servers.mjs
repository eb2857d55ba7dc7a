// @ts-check
// Starts the browser tests' servers side by side: Playwright starts its web servers one after
// another, and each spends most of its start seeding its own database, which the others need not wait for.
// The servers come from E2E_SERVERS (JSON: [{ name, env }]); "servers ready" is printed once every one answers.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

/** @type {Array<{ name: string; env: Record<string, string> }>} */
const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');
const entry = path.resolve(import.meta.dirname, '../api/dist/server.mjs');

/** @param {string} url */
async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

const children = servers.map(({ name, env }) => {
  rmSync(env.DATA_DIR, { recursive: true, force: true });
  const child = spawn(process.execPath, [entry], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  child.stdout.on('data', (data) => process.stdout.write(prefix + String(data)));
  child.stderr.on('data', (data) => process.stderr.write(prefix + String(data)));
  // One server gone means the suite cannot run: stop the others and say so.
  child.on('exit', (code, signal) => {
    process.stderr.write(`${prefix}exited (${signal ?? code})\n`);
    for (const other of children) other.kill('SIGKILL');
    process.exit(code || 1);
  });
  return child;
});

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(0);
  });
}

await Promise.all(
  servers.map(async ({ env }) => {
    const url = `http://127.0.0.1:${env.PORT}/api/health`;
    while (!(await answers(url))) await new Promise((resolve) => setTimeout(resolve, 250));
  }),
);
process.stdout.write('servers ready\n');
