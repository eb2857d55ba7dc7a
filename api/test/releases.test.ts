import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ActivationRecord, ReleaseList, RemoteManifest } from '@erep/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, holdWrites, watchOverlap, withHeldCommits, type Overlap, type TestDb } from './helpers';

const TOKEN = 'operator-token-for-tests';
const INTEGRITY = `sha384-${'A'.repeat(64)}`;
const HASH = 'a'.repeat(64);

let app: FastifyInstance;
let db: Db;
let testDb: TestDb;
let staticRoot: string;

beforeAll(async () => {
  // The federation manifests of the shell, then of the product's remotes (for the router, which the
  // shell does not load), are what releases are checked against.
  staticRoot = await mkdtemp(join(tmpdir(), 'erep-releases-'));
  const manifest = async (pkg: string, shared: { name: string; version: string }[]) => {
    await mkdir(join(staticRoot, pkg, 'dist'), { recursive: true });
    await writeFile(join(staticRoot, pkg, 'dist', 'mf-manifest.json'), JSON.stringify({ shared }));
  };
  await manifest('shell', [{ name: 'react', version: '19.3.1' }]);
  await manifest('mf-erep', [{ name: 'react', version: '19.0.0' }, { name: 'react-router-dom', version: '7.18.5' }]);
  ({ app, db, testDb } = await createTestApp({ operatorToken: TOKEN, staticRoot }));
});
afterAll(async () => {
  await app.close();
  await rm(staticRoot, { recursive: true, force: true });
});

const operator = { 'x-operator-token': TOKEN };

function release(remote: string, version: string, shared = [{ name: 'react', requiredVersion: '^19.0.0' }]) {
  return {
    remote,
    version,
    commit: 'abc1234',
    entry_url: `/releases/${remote}/${version}/remoteEntry.js`,
    integrity: INTEGRITY,
    content_hash: HASH,
    shared,
  };
}

const publish = (body: unknown, headers: Record<string, string> = operator) =>
  app.inject({ method: 'POST', url: '/api/mf/releases', headers, payload: body as Record<string, unknown> });
const promote = (body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/mf/releases/promote', headers: operator, payload: body });
const rollback = (body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/mf/releases/rollback', headers: operator, payload: body });

async function entryFor(remote: string, partner: string): Promise<RemoteManifest['remotes'][number] | undefined> {
  // An admin session sees every remote.
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'admin@demo.test', password: 'Demo-2026!' } });
  const token = (login.json() as { token: string }).token;
  const res = await app.inject({ url: `/api/mf/manifest?code=${partner}`, headers: { authorization: `Bearer ${token}` } });
  return (res.json() as RemoteManifest).remotes.find((r) => r.package === remote);
}

describe('release routes', () => {
  it('refuse callers without the operator token', async () => {
    expect((await publish(release('mf-erep', '1.0.0'), {})).statusCode).toBe(401);
    expect((await publish(release('mf-erep', '1.0.0'), { 'x-operator-token': 'wrong' })).statusCode).toBe(401);
    const list = await app.inject({ url: '/api/mf/releases' });
    expect(list.statusCode).toBe(401);
  });

  it('validate what is published', async () => {
    const res = await publish({ ...release('mf-nope', '1'), entry_url: 'javascript:alert(1)' });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['remote', 'entry_url']));
  });

  it('record a release once: versions are immutable', async () => {
    const first = await publish(release('mf-erep', '1.0.0'));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ remote: 'mf-erep', version: '1.0.0', integrity: INTEGRITY, content_hash: HASH });
    const again = await publish(release('mf-erep', '1.0.0'));
    expect(again.statusCode).toBe(409);
    expect((again.json() as { message: string }).message).toMatch(/already published/);
  });

  it('refuse a release whose singletons do not fit the shell', async () => {
    const res = await publish(release('mf-erep', '2.0.0-react20', [{ name: 'react', requiredVersion: '^20.0.0' }]));
    expect(res.statusCode).toBe(409);
    expect((res.json() as { message: string }).message).toMatch(/react: needs \^20\.0\.0, the product shares 19\.3\.1/);
    // The router, shared by the remotes that route, holds them to its major too.
    const router = await publish(release('mf-erep', '2.0.0-router8', [{ name: 'react-router-dom', requiredVersion: '^8.0.0' }]));
    expect(router.statusCode).toBe(409);
    expect((router.json() as { message: string }).message).toMatch(/react-router-dom: needs \^8\.0\.0, the product shares 7\.18\.5/);
    expect((await publish(release('mf-erep', '2.0.0-router7', [{ name: 'react-router-dom', requiredVersion: '^7.2.0' }]))).statusCode).toBe(201);
  });

  it('promote, serve through the manifest with integrity, and roll back', async () => {
    expect((await publish(release('mf-leadgen', '1.0.0'))).statusCode).toBe(201);
    expect((await publish(release('mf-leadgen', '1.1.0'))).statusCode).toBe(201);

    expect((await entryFor('mf-leadgen', 'demo'))?.version).toBe('local');
    const p1 = await promote({ remote: 'mf-leadgen', version: '1.0.0' });
    expect(p1.statusCode).toBe(200);
    expect(p1.json()).toMatchObject({ remote: 'mf-leadgen', partner: null, version: '1.0.0', previous_version: null });
    const p2 = await promote({ remote: 'mf-leadgen', version: '1.1.0' });
    expect(p2.json()).toMatchObject({ version: '1.1.0', previous_version: '1.0.0' });

    const entry = await entryFor('mf-leadgen', 'demo');
    expect(entry).toEqual({
      name: 'mf_leadgen',
      package: 'mf-leadgen',
      entry: '/releases/mf-leadgen/1.1.0/remoteEntry.js',
      version: '1.1.0',
      integrity: INTEGRITY,
    });

    const back = await rollback({ remote: 'mf-leadgen', from: '1.1.0' });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ version: '1.0.0', previous_version: null });
    expect((await entryFor('mf-leadgen', 'demo'))?.version).toBe('1.0.0');

    // Before the first promote, the local build was served: rolling back again returns to it.
    const toLocal = await rollback({ remote: 'mf-leadgen', from: '1.0.0' });
    expect(toLocal.json()).toMatchObject({ partner: null, version: 'local' });
    expect((await entryFor('mf-leadgen', 'demo'))?.entry).toBe('/remotes/mf-leadgen/remoteEntry.js');

    const nothing = await rollback({ remote: 'mf-leadgen', from: '1.0.0' });
    expect(nothing.statusCode).toBe(409);
    expect((nothing.json() as { message: string }).message).toMatch(/no previous version/);
    await promote({ remote: 'mf-leadgen', version: '1.0.0' });
  });

  it('promoting the active version again keeps the rollback target', async () => {
    await publish(release('mf-account', '1.0.0'));
    await publish(release('mf-account', '2.0.0'));
    await promote({ remote: 'mf-account', version: '1.0.0' });
    await promote({ remote: 'mf-account', version: '2.0.0' });
    const same = await promote({ remote: 'mf-account', version: '2.0.0' });
    expect(same.json()).toMatchObject({ version: '2.0.0', previous_version: '1.0.0' });
  });

  it('promote for one partner only', async () => {
    await publish(release('mf-public', '1.0.0'));
    await publish(release('mf-public', '1.1.0-nordic'));
    await promote({ remote: 'mf-public', version: '1.0.0' });
    const res = await promote({ remote: 'mf-public', version: '1.1.0-nordic', partner: 'nordic' });
    expect(res.json()).toMatchObject({ partner: 'nordic', version: '1.1.0-nordic' });
    expect((await entryFor('mf-public', 'nordic'))?.version).toBe('1.1.0-nordic');
    expect((await entryFor('mf-public', 'demo'))?.version).toBe('1.0.0');

    // Rolling back the partner override returns that partner to the global version, and only it.
    const back = await rollback({ remote: 'mf-public', partner: 'nordic', from: '1.1.0-nordic' });
    expect(back.json()).toMatchObject({ partner: 'nordic', version: '1.0.0' });
    expect((await entryFor('mf-public', 'nordic'))?.version).toBe('1.0.0');
    expect((await entryFor('mf-public', 'demo'))?.version).toBe('1.0.0');
    expect((await rollback({ remote: 'mf-public', partner: 'nordic', from: '1.0.0' })).statusCode).toBe(409);
  });

  it('say clearly what does not exist', async () => {
    const unknownVersion = await promote({ remote: 'mf-erep', version: '9.9.9' });
    expect(unknownVersion.statusCode).toBe(404);
    expect((unknownVersion.json() as { message: string }).message).toMatch(/mf-erep has no release 9\.9\.9/);
    const unknownPartner = await promote({ remote: 'mf-erep', version: '1.0.0', partner: 'nobody' });
    expect(unknownPartner.statusCode).toBe(404);
    const unknownRemote = await promote({ remote: 'mf-nope', version: '1.0.0' });
    expect(unknownRemote.statusCode).toBe(400);
  });

  it('keep a consistent record when operators promote at once', async () => {
    const versions = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'];
    for (const version of versions) await publish(release('mf-erep', version));
    let results: Awaited<ReturnType<typeof promote>>[];
    if (!testDb.url) {
      results = await Promise.all(versions.map((version) => promote({ remote: 'mf-erep', version })));
    } else {
      // Each write of the activation stays uncommitted 250 ms; the other five promotes are sent while
      // the first one's is in flight.
      const unhold = await holdWrites(testDb, 'remote_activations', 250);
      const watch = await watchOverlap(testDb, '%into "remote_activations"%');
      let overlap: Overlap;
      try {
        const [first = '', ...others] = versions;
        const firstPromote = promote({ remote: 'mf-erep', version: first });
        await watch.until(1);
        results = await Promise.all([firstPromote, ...others.map((version) => promote({ remote: 'mf-erep', version }))]);
      } finally {
        overlap = await watch.stop();
        await unhold();
      }
      // The promotes' writes were running at the same instant.
      expect(overlap.most).toBeGreaterThanOrEqual(2);
    }
    expect(results.map((r) => r.statusCode)).toEqual(versions.map(() => 200));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const list = (await app.inject({ url: '/api/mf/releases?remote=mf-erep', headers: operator })).json() as ReleaseList;
    const rows = list.activations.filter((a: ActivationRecord) => a.remote === 'mf-erep');
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(versions).toContain(row?.version);
    expect(versions).toContain(row?.previous_version);
    expect(row?.previous_version).not.toBe(row?.version);
  });

  it('go back one step when two operators roll back at once, not two', async () => {
    for (const version of ['r1', 'r2', 'r3']) await publish(release('mf-auth', version));
    for (const version of ['r1', 'r2', 'r3']) await promote({ remote: 'mf-auth', version });
    // Held open on PostgreSQL: the second rollback waits on the first's row lock, then finds r2.
    const results = await withHeldCommits(db, 250, () => Promise.all([rollback({ remote: 'mf-auth', from: 'r3' }), rollback({ remote: 'mf-auth', from: 'r3' })]));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.statusCode === 409);
    expect((refused?.json() as { message: string }).message).toMatch(/mf-auth is no longer at r3 \(r2 is active now\); nothing was rolled back/);
    expect((await entryFor('mf-auth', 'demo'))?.version).toBe('r2');
    // A rollback that expects a version other than the active one changes nothing.
    expect((await rollback({ remote: 'mf-auth', from: 'r1' })).statusCode).toBe(409);
    expect((await entryFor('mf-auth', 'demo'))?.version).toBe('r2');
  });

  it('list releases newest first with what is active where', async () => {
    const res = await app.inject({ url: '/api/mf/releases?remote=mf-leadgen', headers: operator });
    expect(res.statusCode).toBe(200);
    const body = res.json() as ReleaseList;
    expect(body.releases.map((r) => r.version)).toEqual(['1.1.0', '1.0.0']);
    expect(body.activations).toEqual([expect.objectContaining({ remote: 'mf-leadgen', partner: null, version: '1.0.0' })]);
  });
});
