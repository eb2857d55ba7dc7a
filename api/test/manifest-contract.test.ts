import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RemoteContract, RemoteManifest } from '@erep/shared/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { remoteReleases } from '../src/db/schema';
import { DEMO_USERS } from '../src/seed/index';
import { bearer, createTestApp, tokenFor } from './helpers';

const TOKEN = 'operator-token-for-contract-tests';
const operator = { 'x-operator-token': TOKEN };

const contract = (id: string, path: string): RemoteContract => ({
  nav: [{ id, label: { fr: `${id} fr`, en: `${id} en`, sp: `${id} sp` }, path, roles: ['ROLE_EREP'], order: 10 }],
  landing: path,
});

let app: FastifyInstance;
let db: Db;
let staticRoot: string;

beforeAll(async () => {
  staticRoot = await mkdtemp(join(tmpdir(), 'erep-contracts-'));
  const write = async (pkg: string, content: string) => {
    await mkdir(join(staticRoot, pkg, 'dist'), { recursive: true });
    await writeFile(join(staticRoot, pkg, 'dist', 'mf-contract.json'), content);
  };
  await write('mf-erep', JSON.stringify(contract('reputation', '/home/erep')));
  // Invalid files are ignored: a nav item without labels, and a file that is not JSON.
  await write('mf-leadgen', JSON.stringify({ nav: [{ id: 'offers', path: '/home/leadgen' }] }));
  await write('mf-account', '{ not json');
  ({ app, db } = await createTestApp({ staticRoot, operatorToken: TOKEN }));
});
afterAll(async () => {
  await app.close();
  await rm(staticRoot, { recursive: true, force: true });
});

async function entries(): Promise<RemoteManifest['remotes']> {
  const res = await app.inject({ url: '/api/mf/manifest?code=demo', headers: bearer(await tokenFor(app, DEMO_USERS.admin)) });
  expect(res.statusCode).toBe(200);
  return (res.json() as RemoteManifest).remotes;
}
const entryOf = async (pkg: string) => (await entries()).find((r) => r.package === pkg);

function release(remote: string, version: string, withContract?: RemoteContract) {
  return {
    remote,
    version,
    commit: 'abc1234',
    entry_url: `/releases/${remote}/${version}/remoteEntry.js`,
    integrity: `sha384-${'B'.repeat(64)}`,
    content_hash: 'b'.repeat(64),
    shared: [],
    ...(withContract ? { contract: withContract } : {}),
  };
}

describe('remote contracts in the manifest', () => {
  it("gives the local build's contract from its dist/mf-contract.json", async () => {
    expect(await entryOf('mf-erep')).toEqual({
      name: 'mf_erep',
      package: 'mf-erep',
      entry: '/remotes/mf-erep/remoteEntry.js',
      version: 'local',
      contract: contract('reputation', '/home/erep'),
    });
  });

  it('ignores a missing or invalid contract file', async () => {
    const all = await entries();
    for (const pkg of ['mf-leadgen', 'mf-account', 'mf-auth']) {
      const entry = all.find((r) => r.package === pkg);
      expect(entry, pkg).toBeDefined();
      expect(entry, pkg).not.toHaveProperty('contract');
    }
  });

  it('gives a published release the contract recorded with it', async () => {
    const published = await app.inject({ method: 'POST', url: '/api/mf/releases', headers: operator, payload: release('mf-leadgen', '2.0.0', contract('offers', '/home/leadgen')) });
    expect(published.statusCode).toBe(201);
    const [row] = await db.orm.select().from(remoteReleases).where(eq(remoteReleases.version, '2.0.0'));
    expect(row?.contract).toEqual(contract('offers', '/home/leadgen'));
    expect((await app.inject({ method: 'POST', url: '/api/mf/releases/promote', headers: operator, payload: { remote: 'mf-leadgen', version: '2.0.0' } })).statusCode).toBe(200);
    expect(await entryOf('mf-leadgen')).toMatchObject({ version: '2.0.0', contract: contract('offers', '/home/leadgen') });
  });

  it("does not lend the local file's contract to a release published without one", async () => {
    expect((await app.inject({ method: 'POST', url: '/api/mf/releases', headers: operator, payload: release('mf-erep', '3.0.0') })).statusCode).toBe(201);
    expect((await app.inject({ method: 'POST', url: '/api/mf/releases/promote', headers: operator, payload: { remote: 'mf-erep', version: '3.0.0' } })).statusCode).toBe(200);
    const entry = await entryOf('mf-erep');
    expect(entry?.version).toBe('3.0.0');
    expect(entry).not.toHaveProperty('contract');
  });

  it('refuses to publish an invalid contract', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/mf/releases',
      headers: operator,
      payload: { ...release('mf-account', '1.0.0'), contract: { nav: [{ id: 'Bad Id', label: { fr: 'x' }, path: 'no-slash' }] } },
    });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json() as { errors: Record<string, string[]> };
    expect(Object.keys(errors).some((key) => key.startsWith('contract'))).toBe(true);
  });
});
