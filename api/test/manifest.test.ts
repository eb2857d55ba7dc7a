import type { RemoteManifest } from '@erep/shared/schemas';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { remoteActivations, remoteReleases } from '../src/db/schema';
import { DEMO_USERS } from '../src/seed/index';
import { bearer, createTestApp, tokenFor } from './helpers';

let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
});
afterAll(async () => {
  await app.close();
});

async function manifest(email?: string, query = '?code=demo'): Promise<{ status: number; cache: unknown; body: RemoteManifest }> {
  const res = await app.inject({ url: `/api/mf/manifest${query}`, headers: email ? bearer(await tokenFor(app, email)) : {} });
  return { status: res.statusCode, cache: res.headers['cache-control'], body: res.json() as RemoteManifest };
}
const packages = (m: RemoteManifest) => m.remotes.map((r) => r.package);
const ALL = ['mf-auth', 'mf-public', 'mf-erep', 'mf-leadgen', 'mf-account'];

describe('GET /api/mf/manifest', () => {
  it('gives anonymous visitors mf-auth and mf-public only, never cached', async () => {
    const { status, cache, body } = await manifest();
    expect(status).toBe(200);
    expect(cache).toBe('no-store');
    expect(body).toEqual({
      partner: 'demo',
      remotes: [
        { name: 'mf_auth', package: 'mf-auth', entry: '/remotes/mf-auth/remoteEntry.js', version: 'local' },
        { name: 'mf_public', package: 'mf-public', entry: '/remotes/mf-public/remoteEntry.js', version: 'local' },
      ],
    });
  });

  it('treats an invalid token as anonymous and defaults the partner', async () => {
    const res = await app.inject({ url: '/api/mf/manifest', headers: bearer('broken') });
    expect(res.statusCode).toBe(200);
    const body = res.json() as RemoteManifest;
    expect(body.partner).toBe('demo');
    expect(packages(body)).toEqual(['mf-auth', 'mf-public']);
  });

  it("follows the customer's plan: Lead-Gen has no mf-erep, All_inclusive has all", async () => {
    expect(packages((await manifest(DEMO_USERS.bakery)).body)).toEqual(['mf-auth', 'mf-public', 'mf-leadgen', 'mf-account']);
    expect(packages((await manifest(DEMO_USERS.customer)).body)).toEqual(ALL);
  });

  it('gives admins and partner users all five remotes', async () => {
    expect(packages((await manifest(DEMO_USERS.admin)).body)).toEqual(ALL);
    const partner = (await manifest(DEMO_USERS.partner)).body;
    expect(packages(partner)).toEqual(ALL);
    expect(partner.remotes.map((r) => r.name)).toEqual(['mf_auth', 'mf_public', 'mf_erep', 'mf_leadgen', 'mf_account']);
  });

  it('gives inactive users and users without ROLE_EREP the anonymous set', async () => {
    expect(packages((await manifest(DEMO_USERS.inactive)).body)).toEqual(['mf-auth', 'mf-public']);
    expect(packages((await manifest(DEMO_USERS.norole)).body)).toEqual(['mf-auth', 'mf-public']);
  });

  it('is 404 for an unknown partner and 400 for a malformed code', async () => {
    const unknown = await app.inject('/api/mf/manifest?code=nobody');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
    const bad = await app.inject('/api/mf/manifest?code=a%20b');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { code: ['tag'] } });
  });

  it('uses active releases, a partner-specific one winning over the global one', async () => {
    const releases = await db.orm
      .insert(remoteReleases)
      .values([
        { remote: 'mf-erep', version: '1.0.0', entryUrl: '/releases/mf-erep/1.0.0/remoteEntry.js', commit: 'aaaaaaa' },
        { remote: 'mf-erep', version: '1.1.0', entryUrl: '/releases/mf-erep/1.1.0/remoteEntry.js', commit: 'bbbbbbb' },
        { remote: 'mf-public', version: '2.0.0', entryUrl: '/releases/mf-public/2.0.0/remoteEntry.js' },
      ])
      .returning({ id: remoteReleases.id, version: remoteReleases.version });
    const id = (version: string) => releases.find((r) => r.version === version)?.id ?? 0;
    try {
      await db.orm.insert(remoteActivations).values([
        { remote: 'mf-erep', partnerCode: null, releaseId: id('1.0.0') },
        { remote: 'mf-erep', partnerCode: 'demo', releaseId: id('1.1.0'), previousReleaseId: id('1.0.0') },
        { remote: 'mf-public', partnerCode: 'nordic', releaseId: id('2.0.0') },
      ]);
      const demo = (await manifest(DEMO_USERS.admin, '?code=demo')).body;
      expect(demo.remotes.find((r) => r.package === 'mf-erep')).toEqual({
        name: 'mf_erep',
        package: 'mf-erep',
        entry: '/releases/mf-erep/1.1.0/remoteEntry.js',
        version: '1.1.0',
      });
      expect(demo.remotes.find((r) => r.package === 'mf-public')?.version).toBe('local');

      const nordic = (await manifest(DEMO_USERS.admin, '?code=nordic')).body;
      expect(nordic.partner).toBe('nordic');
      expect(nordic.remotes.find((r) => r.package === 'mf-erep')).toMatchObject({ version: '1.0.0', entry: '/releases/mf-erep/1.0.0/remoteEntry.js' });
      expect(nordic.remotes.find((r) => r.package === 'mf-public')?.version).toBe('2.0.0');

      // Releases of remotes the session may not load stay out of the answer.
      expect(packages((await manifest(undefined, '?code=demo')).body)).toEqual(['mf-auth', 'mf-public']);
    } finally {
      await db.orm.delete(remoteActivations);
      await db.orm.delete(remoteReleases).where(inArray(remoteReleases.id, releases.map((r) => r.id)));
    }
  });
});
