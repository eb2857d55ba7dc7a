// Helpers for the root commands. Node built-ins only: they run before anything is installed.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM = 'pnpm@10.34.9';

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;

export function log(message) {
  process.stdout.write(`\x1b[36m[${elapsed()}]\x1b[0m ${message}\n`);
}

/** Runs a command; resolves with its exit code, output streamed with an optional prefix. */
export function run(command, args, { cwd = root, env = {}, prefix = '', quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet || prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    const forward = (stream, target) => {
      let buffer = '';
      stream?.on('data', (chunk) => {
        output += chunk;
        if (quiet) return;
        buffer += chunk;
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        for (const line of lines) target.write(`${prefix}${line}\n`);
      });
      stream?.on('end', () => {
        if (buffer && !quiet) target.write(`${prefix}${buffer}\n`);
      });
    };
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
    child.on('error', (error) => {
      output += String(error);
      resolve({ code: 1, output });
    });
  });
}

export function pnpm(args, options = {}) {
  return run('npx', ['-y', PNPM, ...args], options);
}

export async function mustPass(label, promise) {
  const { code, output } = await promise;
  if (code !== 0) {
    if (output) process.stderr.write(output.slice(-4000));
    log(`\x1b[31m✗ ${label} failed (exit ${code})\x1b[0m`);
    process.exit(code || 1);
  }
}

export async function install() {
  log('Installing dependencies (pnpm, from the lockfile)…');
  await mustPass('install', pnpm(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only'], { prefix: '  │ ', quiet: false }));
}

/** Front-end packages and the API, in build order, with what their output depends on. */
export const BUILDS = [
  { name: 'api', dir: 'api', command: ['node', ['build.mjs']], output: 'dist/server.mjs' },
  { name: 'shell', dir: 'shell', command: ['webpack', ['--mode', 'production']], output: 'dist/index.html' },
  { name: 'mf-auth', dir: 'mf-auth', command: ['webpack', ['--mode', 'production']], output: 'dist/remoteEntry.js' },
  { name: 'mf-public', dir: 'mf-public', command: ['webpack', ['--mode', 'production']], output: 'dist/remoteEntry.js' },
  { name: 'mf-erep', dir: 'mf-erep', command: ['webpack', ['--mode', 'production']], output: 'dist/remoteEntry.js' },
  { name: 'mf-leadgen', dir: 'mf-leadgen', command: ['webpack', ['--mode', 'production']], output: 'dist/remoteEntry.js' },
  { name: 'mf-account', dir: 'mf-account', command: ['webpack', ['--mode', 'production']], output: 'dist/remoteEntry.js' },
];

const SKIP = new Set(['node_modules', 'dist', 'test', 'test-results', '.data']);

function collect(dir, files) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir)) {
    if (SKIP.has(entry) || entry.startsWith('.')) continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) collect(full, files);
    else if (!/\.test\.tsx?$/.test(entry)) files.push(full);
  }
}

/** Workspace packages a package declares (`workspace:*`), as folders: what its build may import. */
function workspaceDeps(dir) {
  const pkg = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
  const deps = { ...pkg.dependencies, ...pkg.devDependencies };
  return Object.entries(deps)
    .filter(([, range]) => String(range).startsWith('workspace:'))
    .map(([name]) => name.replace(/^@erep\//, ''))
    .filter((folder) => existsSync(path.join(root, folder, 'package.json')));
}

/** Content hash of what a build reads: its own sources, the workspace packages it declares, the lockfile. */
export function inputHash(dir) {
  const files = [];
  collect(path.join(root, dir), files);
  for (const dep of workspaceDeps(dir)) collect(path.join(root, dep), files);
  files.push(path.join(root, 'pnpm-lock.yaml'), path.join(root, 'tsconfig.base.json'));
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash.update(path.relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

const stampFile = (dir) => path.join(root, dir, 'dist', '.build-stamp');

export function isUpToDate(build) {
  const stamp = stampFile(build.dir);
  return (
    existsSync(path.join(root, build.dir, build.output)) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === inputHash(build.dir)
  );
}

/** Builds what changed, two at a time (the machine has two cores). */
export async function buildAll({ force = false, only = null } = {}) {
  const todo = BUILDS.filter((b) => (!only || only.includes(b.name)) && (force || !isUpToDate(b)));
  const skipped = BUILDS.length - todo.length;
  if (todo.length === 0) {
    log('Build: every package is up to date.');
    return;
  }
  log(`Building ${todo.map((b) => b.name).join(', ')}${skipped ? ` (${skipped} up to date)` : ''}…`);
  const queue = [...todo];
  const failures = [];
  const worker = async () => {
    while (queue.length > 0) {
      const build = queue.shift();
      const t0 = Date.now();
      const hash = inputHash(build.dir);
      const [command, args] = build.command;
      const bin = command === 'node' ? 'node' : path.join(root, build.dir, 'node_modules', '.bin', command);
      const { code, output } = await run(bin, args, {
        cwd: path.join(root, build.dir),
        quiet: true,
        env: { NODE_ENV: 'production' },
      });
      if (code === 0) {
        writeFileSync(stampFile(build.dir), hash);
        log(`  ✓ ${build.name} built in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
      } else {
        failures.push(build.name);
        process.stderr.write(output);
        log(`  ✗ ${build.name} failed`);
      }
    }
  };
  await Promise.all([worker(), worker()]);
  if (failures.length > 0) {
    log(`\x1b[31mBuild failed: ${failures.join(', ')}\x1b[0m`);
    process.exit(1);
  }
}
