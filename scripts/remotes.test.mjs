// The release command line against a stand-in API: what `list` names, what `rollback` sends.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import path from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';

const run = promisify(execFile);
const cli = path.join(import.meta.dirname, 'remotes.mjs');

async function withApi(state, body) {
  const posted = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.method === 'GET' && req.url.startsWith('/api/mf/releases')) {
        const remote = new URL(req.url, 'http://x').searchParams.get('remote');
        const only = (rows) => (remote ? rows.filter((r) => r.remote === remote) : rows);
        return res.end(JSON.stringify({ releases: only(state.releases), activations: only(state.activations) }));
      }
      posted.push({ url: req.url, body: JSON.parse(raw || '{}') });
      return res.end(JSON.stringify({ remote: 'mf-erep', partner: null, version: '1.0.0', previous_version: null }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const env = { ...process.env, API_URL: `http://127.0.0.1:${server.address().port}`, OPERATOR_TOKEN: 'test' };
  try {
    return await body((...args) => run(process.execPath, [cli, ...args], { env }).then((r) => r.stdout), posted);
  } finally {
    server.close();
  }
}

test('list names every remote with the local build before anything is published', async () => {
  await withApi({ releases: [], activations: [] }, async (remotes) => {
    const out = await remotes('list');
    for (const remote of ['mf-auth', 'mf-public', 'mf-erep', 'mf-leadgen', 'mf-account']) {
      assert.match(out, new RegExp(`^${remote}\\s+local build\\s+— \\(global for every partner\\)`, 'm'));
    }
    assert.match(out, /No release published yet/);
  });
});

test('list shows what is active globally and per partner', async () => {
  const release = (remote, version) => ({ remote, version, commit: 'abc1234', created_at: '2026-01-01T00:00:00.000Z' });
  const activation = (remote, version, partner = null) => ({ remote, version, partner, previous_version: null, activated_at: '2026-01-01T00:00:00.000Z' });
  const state = {
    releases: [release('mf-erep', '2.0.0'), release('mf-erep', '1.0.0'), release('mf-public', '3.0.0')],
    activations: [activation('mf-erep', '1.0.0'), activation('mf-erep', '2.0.0', 'nordic'), activation('mf-public', '3.0.0', 'nordic')],
  };
  await withApi(state, async (remotes) => {
    const out = await remotes('list');
    assert.match(out, /^mf-erep\s+1\.0\.0\s+nordic: 2\.0\.0$/m);
    // A partner override over the local build.
    assert.match(out, /^mf-public\s+local build\s+nordic: 3\.0\.0$/m);
    assert.match(out, /^mf-auth\s+local build/m);
    assert.match(out, /^mf-erep\s+2\.0\.0\s+abc1234\s+2026-01-01 00:00:00\s+partner nordic$/m);
  });
});

test('rollback sends the version it expects to leave', async () => {
  const state = { releases: [], activations: [{ remote: 'mf-erep', version: '2.0.0', partner: null }, { remote: 'mf-erep', version: '3.0.0', partner: 'nordic' }] };
  await withApi(state, async (remotes, posted) => {
    await remotes('rollback', 'mf-erep');
    await remotes('rollback', 'mf-erep', '--partner', 'nordic');
    assert.deepEqual(posted, [
      { url: '/api/mf/releases/rollback', body: { remote: 'mf-erep', from: '2.0.0' } },
      { url: '/api/mf/releases/rollback', body: { remote: 'mf-erep', partner: 'nordic', from: '3.0.0' } },
    ]);
  });
});
