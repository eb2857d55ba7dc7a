// `npm run remotes -- <verb>`: publish, promote, roll back and list releases of one remote,
// without rebuilding the shell or any other remote. Talks to the running API.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root, run } from './lib.mjs';

const REMOTES = ['mf-auth', 'mf-public', 'mf-erep', 'mf-leadgen', 'mf-account'];

const HELP = `Usage: npm run remotes -- <verb> [arguments]

  publish <remote> [--version V] [--from DIR] build <remote> alone (or take the build already in DIR, e.g. a
                                              CI artefact), store it as an immutable release, record it
  promote <remote> <version> [--partner CODE] make <version> the active one (for every partner, or only CODE)
  rollback <remote> [--partner CODE]          go back to the version that was active before the last promote
  list [<remote>]                             every remote with what is active globally and per partner
                                              (the local build until a release is promoted), then the releases

Remotes: ${REMOTES.join(', ')}

Environment:
  API_URL            the running API (default http://127.0.0.1:$PORT, PORT default 8080)
  OPERATOR_TOKEN     operator key (default: read from $DATA_DIR/operator-token, DATA_DIR default .data)
  RELEASES_DIR       where release folders are written (default releases/, served under /releases/)
  RELEASES_BASE_URL  public base URL of that folder (default /releases)
`;

class Refusal extends Error {}

const apiUrl = (process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`).replace(/\/$/, '');
const releasesDir = path.resolve(process.env.RELEASES_DIR ?? path.join(root, 'releases'));
const releasesBase = (process.env.RELEASES_BASE_URL ?? '/releases').replace(/\/$/, '');

function operatorToken() {
  if (process.env.OPERATOR_TOKEN) return process.env.OPERATOR_TOKEN;
  const file = path.join(path.resolve(process.env.DATA_DIR ?? path.join(root, '.data')), 'operator-token');
  if (!existsSync(file)) throw new Refusal(`No operator token: set OPERATOR_TOKEN, or start the server once so it writes ${file}.`);
  return readFileSync(file, 'utf8').trim();
}

async function call(method, route, body) {
  let response;
  try {
    response = await fetch(`${apiUrl}${route}`, {
      method,
      headers: { 'x-operator-token': operatorToken(), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw new Refusal(`The API does not answer at ${apiUrl}: start it (npm start) or set API_URL.`);
  }
  const data = await response.json().catch(() => ({}));
  if (!response.ok) throw new Refusal(data.message ?? `${method} ${route} answered ${response.status}`);
  return data;
}

function remoteArg(value) {
  if (!value) throw new Refusal(`Name a remote: ${REMOTES.join(', ')}.`);
  if (!REMOTES.includes(value)) throw new Refusal(`Unknown remote '${value}'. Remotes: ${REMOTES.join(', ')}.`);
  return value;
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

function filesOf(dir, prefix = '') {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      const rel = prefix ? `${prefix}/${name}` : name;
      return statSync(full).isDirectory() ? filesOf(full, rel) : [rel];
    });
}

/** Builds `remote` alone into a folder of its own: dist/ and every other remote stay as they are. */
async function buildAlone(remote, out) {
  process.stdout.write(`Building ${remote} alone…\n`);
  const webpack = path.join(root, remote, 'node_modules', '.bin', 'webpack');
  const { code, output } = await run(webpack, ['--mode', 'production', '--output-path', out], {
    cwd: path.join(root, remote),
    quiet: true,
    env: { NODE_ENV: 'production' },
  });
  if (code !== 0) {
    process.stderr.write(output);
    throw new Refusal(`The build of ${remote} failed; nothing was published.`);
  }
}

async function publish(remote, version, from) {
  const commit = gitCommit();
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
  const releaseVersion = version ?? `${stamp}${commit ? `-${commit.slice(0, 7)}` : ''}`;
  const target = path.join(releasesDir, remote, releaseVersion);
  // Fail before building: the API must answer, and a version is published only once.
  const { releases } = await call('GET', `/api/mf/releases?remote=${remote}`);
  if (releases.some((r) => r.version === releaseVersion) || existsSync(target)) {
    throw new Refusal(`${remote} ${releaseVersion} is already published; releases are immutable.`);
  }

  const built = from ? path.resolve(from) : null;
  if (built && !['remoteEntry.js', 'mf-manifest.json'].every((file) => existsSync(path.join(built, file)))) {
    throw new Refusal(`${built} is not a build of ${remote}: it has no remoteEntry.js and mf-manifest.json.`);
  }
  const out = built ?? mkdtempSync(path.join(tmpdir(), `${remote}-release-`));
  try {
    if (!built) await buildAlone(remote, out);
    const files = filesOf(out).filter((file) => file !== '.build-stamp');
    const contentHash = createHash('sha256');
    for (const file of files) contentHash.update(file).update('\0').update(readFileSync(path.join(out, file)));
    const integrity = `sha384-${createHash('sha384').update(readFileSync(path.join(out, 'remoteEntry.js'))).digest('base64')}`;
    const manifest = JSON.parse(readFileSync(path.join(out, 'mf-manifest.json'), 'utf8'));
    const shared = (manifest.shared ?? [])
      .filter((s) => s.singleton)
      .map((s) => ({ name: s.name, requiredVersion: String(s.requiredVersion ?? '') }));
    // Navigation items and landing path the remote declares; recorded with the release when its build has them.
    const contractFile = path.join(out, 'mf-contract.json');
    let contract;
    if (existsSync(contractFile)) {
      try {
        contract = JSON.parse(readFileSync(contractFile, 'utf8'));
      } catch {
        throw new Refusal(`The build of ${remote} wrote an unreadable mf-contract.json; nothing was published.`);
      }
    }

    cpSync(out, target, { recursive: true, errorOnExist: true, force: false, filter: (file) => path.basename(file) !== '.build-stamp' });
    try {
      await call('POST', '/api/mf/releases', {
        remote,
        version: releaseVersion,
        commit,
        entry_url: `${releasesBase}/${remote}/${releaseVersion}/remoteEntry.js`,
        integrity,
        content_hash: contentHash.digest('hex'),
        shared,
        ...(contract ? { contract } : {}),
      });
    } catch (error) {
      // Not recorded, so not a release: leave no folder behind.
      rmSync(target, { recursive: true, force: true });
      throw error;
    }
    process.stdout.write(
      `Published ${remote} ${releaseVersion} (${files.length} files, ${integrity.slice(0, 19)}…).\n` +
        `Make it active with: npm run remotes -- promote ${remote} ${releaseVersion}\n`,
    );
  } finally {
    if (!built) rmSync(out, { recursive: true, force: true });
  }
}

function describe(activation) {
  if (activation.version === 'local') return `${activation.remote} is served from its local build again.`;
  const where = activation.partner ? `for partner ${activation.partner}` : 'for every partner';
  const before = activation.previous_version ? ` (previously ${activation.previous_version})` : '';
  return `${activation.remote} ${activation.version} is active ${where}${before}.`;
}

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows.map((r) => r.map((c, i) => String(c).padEnd(widths[i])).join('  ').trimEnd()).join('\n');
}

async function list(remote) {
  const { releases, activations } = await call('GET', `/api/mf/releases${remote ? `?remote=${remote}` : ''}`);
  // Every remote, published or not: what every partner gets, then each partner's own override.
  const summary = [['REMOTE', 'GLOBAL', 'PER PARTNER']];
  for (const name of remote ? [remote] : REMOTES) {
    const own = activations.filter((a) => a.remote === name);
    const global = own.find((a) => !a.partner);
    const partners = own.filter((a) => a.partner).map((a) => `${a.partner}: ${a.version}`);
    summary.push([name, global ? global.version : 'local build', partners.length > 0 ? partners.join(', ') : '— (global for every partner)']);
  }
  process.stdout.write(`${table(summary)}\n`);
  if (releases.length === 0) {
    process.stdout.write(`\nNo release published${remote ? ` for ${remote}` : ''} yet; every partner is served the local build.\n`);
    return;
  }
  const rows = [['REMOTE', 'VERSION', 'COMMIT', 'PUBLISHED', 'ACTIVE']];
  for (const r of releases) {
    const active = activations
      .filter((a) => a.remote === r.remote && a.version === r.version)
      .map((a) => (a.partner ? `partner ${a.partner}` : 'global'))
      .join(', ');
    rows.push([r.remote, r.version, (r.commit ?? '').slice(0, 7), r.created_at.replace('T', ' ').slice(0, 19), active || '—']);
  }
  process.stdout.write(`\n${table(rows)}\n`);
}

/** Rolls back from the version active now, so a second operator's rollback sent at the same time is refused rather than going back twice. */
async function rollback(remote, partner) {
  const { activations } = await call('GET', `/api/mf/releases?remote=${remote}`);
  const current = activations.find((a) => a.remote === remote && (a.partner ?? undefined) === partner);
  if (!current) throw new Refusal(`${remote} has no previous version to roll back to${partner ? ` for partner ${partner}` : ''}`);
  return call('POST', '/api/mf/releases/rollback', { remote, partner, from: current.version });
}

async function main() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { version: { type: 'string' }, partner: { type: 'string' }, from: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    throw new Refusal(`${error.message}. Run: npm run remotes -- --help`);
  }
  const { values, positionals } = parsed;
  const [verb, ...rest] = positionals;
  if (values.help || !verb || verb === 'help') {
    process.stdout.write(HELP);
    return;
  }
  switch (verb) {
    case 'publish':
      return publish(remoteArg(rest[0]), values.version, values.from);
    case 'promote': {
      const remote = remoteArg(rest[0]);
      if (!rest[1]) throw new Refusal(`Name the version to promote: npm run remotes -- promote ${remote} <version>`);
      const activation = await call('POST', '/api/mf/releases/promote', { remote, version: rest[1], partner: values.partner });
      process.stdout.write(`${describe(activation)} The next page load uses it.\n`);
      return undefined;
    }
    case 'rollback': {
      const remote = remoteArg(rest[0]);
      const activation = await rollback(remote, values.partner);
      process.stdout.write(`Rolled back: ${describe(activation)} The next page load uses it.\n`);
      return undefined;
    }
    case 'list':
      return list(rest[0] ? remoteArg(rest[0]) : undefined);
    default:
      throw new Refusal(`Unknown verb '${verb}'. Run: npm run remotes -- --help`);
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Refusal ? error.message : error?.stack ?? error}\n`);
  process.exit(error instanceof Refusal ? 2 : 1);
});
