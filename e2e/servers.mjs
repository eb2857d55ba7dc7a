// @ts-check
// Starts the browser tests' servers side by side: Playwright starts its web servers one after another.
// The servers come from E2E_SERVERS (JSON: [{ name, env }]); "servers ready" is printed once every one answers.
// Seeding is most of a start and runs on one core: with E2E_SEED (the env of a server without
// integrations), the demo is seeded once and every server starts on its own copy of that database.
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';

/** @type {Array<{ name: string; env: Record<string, string> }>} */
const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');
/** @type {Record<string, string> | null} */
const seedEnv = process.env.E2E_SEED ? JSON.parse(process.env.E2E_SEED) : null;
const entry = path.resolve(import.meta.dirname, '../api/dist/server.mjs');

/** @param {string} url */
async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** @param {Record<string, string>} env */
async function waitUntilUp(env) {
  const url = `http://127.0.0.1:${env.PORT}/api/health`;
  while (!(await answers(url))) await new Promise((resolve) => setTimeout(resolve, 250));
}

for (const { env } of servers) rmSync(env.DATA_DIR, { recursive: true, force: true });

if (seedEnv) {
  rmSync(seedEnv.DATA_DIR, { recursive: true, force: true });
  const seeding = spawn(process.execPath, [entry], { env: { ...process.env, ...seedEnv }, stdio: ['ignore', 'inherit', 'inherit'] });
  const stop = () => seeding.kill('SIGKILL');
  process.once('SIGINT', stop).once('SIGTERM', stop);
  const exited = new Promise((resolve) => seeding.on('exit', (code, signal) => resolve(signal ?? code)));
  await Promise.race([waitUntilUp(seedEnv), exited.then((how) => Promise.reject(new Error(`seeding server exited (${how})`)))]);
  seeding.kill('SIGTERM');
  const how = await exited;
  process.off('SIGINT', stop).off('SIGTERM', stop);
  if (how !== 0) throw new Error(`seeding server stopped badly (${how})`);
  // The database only: each server keeps secrets of its own.
  for (const { env } of servers) cpSync(path.join(seedEnv.DATA_DIR, 'pglite'), path.join(env.DATA_DIR, 'pglite'), { recursive: true });
  rmSync(seedEnv.DATA_DIR, { recursive: true, force: true });
}

const children = servers.map(({ name, env }) => {
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

await Promise.all(servers.map(({ env }) => waitUntilUp(env)));
process.stdout.write('servers ready\n');
