import { createHash } from 'node:crypto';
import type { ApiKey, CreatedApiKey } from '@erep/shared/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/client';
import { apiKeys, establishments } from '../src/db/schema';
import { DEMO_MANAGER } from '../src/seed/account-parameters';
import { DEMO_USERS } from '../src/seed/index';
import { bearer, createTestDb, TEST_JWT_SECRET, tokenFor, type TestDb } from './helpers';

/*
 * API keys: an owner creates them, the secret is answered once and only its hash is stored; a key
 * acts as its owner narrowed to its scopes and establishments, has its own rate limit shared by
 * every instance, and stops working the moment it is revoked.
 */

const KEY_LIMIT = 6;
const BISTRO = '/api/customer/demo-bistro';

let testDb: TestDb;
let a: FastifyInstance;
let b: FastifyInstance;
let owner: string;
let lyonId: number;
let croixRousseId: number;

beforeAll(async () => {
  testDb = await createTestDb();
  // Two instances on one database, as behind a load balancer: the key's count must be shared.
  const build = (db: Db) =>
    buildApp({ db, jwtSecret: TEST_JWT_SECRET, logger: false, staticRoot: null, demo: true, closeDbOnClose: false, limits: { apiKey: { max: KEY_LIMIT, timeWindowMs: 60_000 } } });
  a = await build(testDb.db);
  b = await build(testDb.db);
  await Promise.all([a.ready(), b.ready()]);
  owner = await tokenFor(a, DEMO_USERS.customer);
  const rows = await testDb.db.orm.select({ id: establishments.id, tag: establishments.tag }).from(establishments);
  const idOf = (tag: string) => {
    const id = rows.find((r) => r.tag === tag)?.id;
    if (!id) throw new Error(`seed: ${tag} missing`);
    return id;
  };
  lyonId = idOf('demo-bistro-lyon');
  croixRousseId = idOf('demo-bistro-croix-rousse');
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await testDb?.db.close();
});

async function createKey(body: Record<string, unknown>, token = owner): Promise<CreatedApiKey> {
  const res = await a.inject({ method: 'POST', url: `${BISTRO}/api-keys`, headers: bearer(token), payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: CreatedApiKey }).data;
}

const call = (key: string, method: InjectOptions['method'], url: string, payload?: Record<string, unknown>, app = a) =>
  app.inject({ method, url, headers: bearer(key), ...(payload ? { payload } : {}) });

describe('managing keys', () => {
  it('answers the secret once, lists keys without it and stores only its hash', async () => {
    const created = await createKey({ name: 'CRM sync', scopes: ['read', 'reviews'] });
    expect(created).toMatchObject({ name: 'CRM sync', scopes: ['read', 'reviews'], establishments: null, last_used_at: null });
    expect(created.key).toMatch(/^erep_test_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);

    const list = await a.inject({ method: 'GET', url: `${BISTRO}/api-keys`, headers: bearer(owner) });
    expect(list.statusCode).toBe(200);
    const listed = (list.json() as { data: ApiKey[] }).data.find((k) => k.id === created.id);
    expect(listed).toMatchObject({ name: 'CRM sync', prefix: created.prefix });
    expect(list.body).not.toContain(created.key);

    const [row] = await testDb.db.orm.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row?.secretHash).toBe(createHash('sha256').update(created.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.key.slice(created.prefix.length));
  });

  it('refuses scopes without read or write, unknown scopes and establishments of another customer', async () => {
    const post = (payload: Record<string, unknown>) => a.inject({ method: 'POST', url: `${BISTRO}/api-keys`, headers: bearer(owner), payload });
    expect((await post({ name: 'x', scopes: ['reviews'] })).statusCode).toBe(400);
    expect((await post({ name: 'x', scopes: ['read', 'admin'] })).statusCode).toBe(400);
    const [camden] = await testDb.db.orm.select({ id: establishments.id }).from(establishments).where(eq(establishments.tag, 'demo-bakery-camden'));
    const foreign = await post({ name: 'x', scopes: ['read'], establishments: [camden?.id] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'unknown_establishment' });
  });

  it('is for owners only', async () => {
    const manager = await tokenFor(a, DEMO_MANAGER);
    const res = await a.inject({ method: 'POST', url: `${BISTRO}/api-keys`, headers: bearer(manager), payload: { name: 'x', scopes: ['read'] } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'owner_only' });
    expect((await a.inject({ method: 'GET', url: `${BISTRO}/api-keys`, headers: bearer(manager) })).statusCode).toBe(403);
    // A key acts as its creator: a partner user is no owner of the customer, it cannot create one.
    const partner = await tokenFor(a, DEMO_USERS.partner);
    const byPartner = await a.inject({ method: 'POST', url: `${BISTRO}/api-keys`, headers: bearer(partner), payload: { name: 'x', scopes: ['read'] } });
    expect(byPartner.statusCode).toBe(403);
    expect(byPartner.json()).toMatchObject({ code: 'owner_only' });
  });

  it('revokes: the key gets 401 at once, on either instance, and leaves the list', async () => {
    const { id, key } = await createKey({ name: 'Revoked', scopes: ['read'] });
    expect((await call(key, 'GET', `${BISTRO}/establishments/all`)).statusCode).toBe(200);
    const revoked = await a.inject({ method: 'DELETE', url: `${BISTRO}/api-keys/${id}`, headers: bearer(owner) });
    expect(revoked.statusCode).toBe(204);
    for (const app of [a, b]) {
      const res = await call(key, 'GET', `${BISTRO}/establishments/all`, undefined, app);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'invalid_token' });
    }
    const list = (await a.inject({ method: 'GET', url: `${BISTRO}/api-keys`, headers: bearer(owner) })).json() as { data: ApiKey[] };
    expect(list.data.map((k) => k.id)).not.toContain(id);
    expect((await a.inject({ method: 'DELETE', url: `${BISTRO}/api-keys/${id}`, headers: bearer(owner) })).statusCode).toBe(404);
  });

  it('another customer cannot revoke the key', async () => {
    const { id, key } = await createKey({ name: 'Kept', scopes: ['read'] });
    const bakery = await tokenFor(a, DEMO_USERS.bakery);
    expect((await a.inject({ method: 'DELETE', url: `/api/customer/demo-bakery/api-keys/${id}`, headers: bearer(bakery) })).statusCode).toBe(404);
    expect((await call(key, 'GET', `${BISTRO}/establishments/all`)).statusCode).toBe(200);
  });
});

describe('calling with a key', () => {
  it('a read key reads and gets 403 on every write method, and records its last use', async () => {
    const { id, key } = await createKey({ name: 'Reader', scopes: ['read'] });
    const reviews = await call(key, 'GET', `${BISTRO}/establishment/${lyonId}/reviews`);
    expect(reviews.statusCode, reviews.body).toBe(200);
    const [row] = await testDb.db.orm.select({ lastUsedAt: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.id, id));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);

    const writes: [InjectOptions['method'], string][] = [
      ['POST', `${BISTRO}/advantages`],
      ['PUT', `${BISTRO}/advantages/1`],
      ['DELETE', `${BISTRO}/advantages/1`],
      ['PATCH', `${BISTRO}/reputation/reviews/1/analysis`],
    ];
    for (const [method, url] of writes) {
      const res = await call(key, method, url, {});
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'api_key_read_only' });
    }
  });

  it('a key listing capabilities reaches only those', async () => {
    const { key } = await createKey({ name: 'Reviews only', scopes: ['read', 'reviews'] });
    expect((await call(key, 'GET', `${BISTRO}/establishment/${lyonId}/reviews`)).statusCode).toBe(200);
    expect((await call(key, 'GET', `${BISTRO}/establishments/all`)).statusCode).toBe(200);
    const contacts = await call(key, 'GET', `${BISTRO}/contacts`);
    expect(contacts.statusCode).toBe(403);
    expect(contacts.json()).toMatchObject({ code: 'api_key_scope' });
    expect((await call(key, 'GET', `${BISTRO}/advantages`)).statusCode).toBe(403);

    const { key: contactsKey } = await createKey({ name: 'Contacts', scopes: ['read', 'contacts'] });
    expect((await call(contactsKey, 'GET', `${BISTRO}/contacts`)).statusCode).toBe(200);
    expect((await call(contactsKey, 'GET', `${BISTRO}/establishment/${lyonId}/reviews`)).statusCode).toBe(403);

    // Write without the offers capability: refused before the body is looked at.
    const { key: reviewsWriter } = await createKey({ name: 'Reviews writer', scopes: ['write', 'reviews'] });
    const offer = await call(reviewsWriter, 'POST', `${BISTRO}/advantages`, {});
    expect(offer.statusCode).toBe(403);
    expect(offer.json()).toMatchObject({ code: 'api_key_scope' });
  });

  it('reads competitors, campaigns and QR codes, and is refused their writes whatever its scopes', async () => {
    const { key } = await createKey({ name: 'Marketing reader', scopes: ['write'] });
    const reads = [`${BISTRO}/reputation/establishments/${lyonId}/competitors`, `${BISTRO}/campaigns`, `${BISTRO}/qr-codes?kind=establishments`];
    for (const url of reads) {
      const res = await call(key, 'GET', url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      const withOwner = await a.inject({ method: 'GET', url, headers: bearer(owner) });
      expect(res.json()).toEqual(withOwner.json());
    }
    const writes: [InjectOptions['method'], string][] = [
      ['POST', `${BISTRO}/reputation/establishments/${lyonId}/competitors`],
      ['POST', `${BISTRO}/campaigns`],
    ];
    for (const [method, url] of writes) {
      const res = await call(key, method, url, {});
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'api_key_not_allowed' });
    }
    // Campaigns belong to the offers capability; competitors to reviews.
    const { key: reviewsKey } = await createKey({ name: 'Reviews reader', scopes: ['read', 'reviews'] });
    expect((await call(reviewsKey, 'GET', `${BISTRO}/reputation/establishments/${lyonId}/competitors`)).statusCode).toBe(200);
    const campaigns = await call(reviewsKey, 'GET', `${BISTRO}/campaigns`);
    expect(campaigns.statusCode).toBe(403);
    expect(campaigns.json()).toMatchObject({ code: 'api_key_scope' });
    expect((await call(reviewsKey, 'GET', `${BISTRO}/qr-codes?kind=establishments`)).statusCode).toBe(200);
  });

  it('a key limited to establishments sees only those, as a manager would', async () => {
    const { key } = await createKey({ name: 'Lyon', scopes: ['read'], establishments: [lyonId] });
    const list = await call(key, 'GET', `${BISTRO}/establishments/all`);
    expect(list.statusCode).toBe(200);
    expect((list.json() as { data: { id: number }[] }).data.map((e) => e.id)).toEqual([lyonId]);
    expect((await call(key, 'GET', `${BISTRO}/establishment/${lyonId}/reviews`)).statusCode).toBe(200);
    expect((await call(key, 'GET', `${BISTRO}/establishment/${croixRousseId}/reviews`)).statusCode).toBe(404);
  });

  it("answers another tenant's data exactly as it answers the key's owner", async () => {
    const { key } = await createKey({ name: 'Tenant', scopes: ['write'] });
    for (const url of ['/api/customer/demo-bakery/establishments/all', '/api/customer/no-such-customer/establishments/all']) {
      const withKey = await call(key, 'GET', url);
      const withOwner = await a.inject({ method: 'GET', url, headers: bearer(owner) });
      expect(withKey.statusCode).toBe(withOwner.statusCode);
      expect(withKey.json()).toEqual(withOwner.json());
      expect(withKey.statusCode).toBe(403);
    }
  });

  it('cannot manage keys nor reach account, user or auth routes', async () => {
    const { key } = await createKey({ name: 'Full', scopes: ['write'] });
    const refused: [InjectOptions['method'], string][] = [
      ['GET', `${BISTRO}/api-keys`],
      ['POST', `${BISTRO}/api-keys`],
      ['GET', `${BISTRO}/account/users`],
      ['POST', '/api/logout'],
    ];
    for (const [method, url] of refused) {
      const res = await call(key, method, url, method === 'POST' ? { name: 'x', scopes: ['write'] } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'api_key_not_allowed' });
    }
  });

  it('an unknown key gets 401', async () => {
    const res = await call(`erep_test_${'A'.repeat(43)}`, 'GET', `${BISTRO}/establishments/all`);
    expect(res.statusCode).toBe(401);
  });

  it('has its own rate limit, counted across both instances and whatever the address', async () => {
    const { key } = await createKey({ name: 'Busy', scopes: ['read'] });
    const codes: number[] = [];
    for (let i = 0; i < KEY_LIMIT + 2; i += 1) {
      const app = i % 2 === 0 ? a : b;
      const res = await app.inject({ method: 'GET', url: `${BISTRO}/establishments/all`, headers: bearer(key), remoteAddress: `10.60.0.${i + 1}` });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([...Array<number>(KEY_LIMIT).fill(200), 429, 429]);
    // Another key of the same customer, and the owner's session, keep their own counts.
    const { key: other } = await createKey({ name: 'Quiet', scopes: ['read'] });
    expect((await call(other, 'GET', `${BISTRO}/establishments/all`, undefined, b)).statusCode).toBe(200);
    expect((await a.inject({ method: 'GET', url: `${BISTRO}/establishments/all`, headers: bearer(owner) })).statusCode).toBe(200);
  });
});

describe("a partner's keys", () => {
  it('reach every customer of the partner, read-only by default, and no other partner\'s customers', async () => {
    const partner = await tokenFor(a, DEMO_USERS.partner);
    const res = await a.inject({ method: 'POST', url: '/api/partner/api-keys', headers: bearer(partner), payload: { name: 'Agency dashboard' } });
    expect(res.statusCode, res.body).toBe(201);
    const { id, key, scopes } = (res.json() as { data: CreatedApiKey }).data;
    expect(scopes).toEqual(['read']);
    expect((await call(key, 'GET', `${BISTRO}/establishments/all`)).statusCode).toBe(200);
    expect((await call(key, 'GET', `${BISTRO}/establishment/${lyonId}/reviews`)).statusCode).toBe(200);
    const write = await call(key, 'POST', `${BISTRO}/advantages`, {});
    expect(write.json()).toMatchObject({ code: 'api_key_read_only' });
    // nordic-cafe belongs to another partner: the same 403 as for the partner's own users.
    const other = await call(key, 'GET', '/api/customer/nordic-cafe/establishments/all');
    const otherAsUser = await a.inject({ method: 'GET', url: '/api/customer/nordic-cafe/establishments/all', headers: bearer(partner) });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual(otherAsUser.json());
    // A key cannot manage the partner's keys either.
    expect((await call(key, 'GET', '/api/partner/api-keys')).statusCode).toBe(403);

    const list = (await a.inject({ method: 'GET', url: '/api/partner/api-keys', headers: bearer(partner) })).json() as { data: ApiKey[] };
    expect(list.data.map((k) => k.id)).toEqual([id]);
    expect((await a.inject({ method: 'DELETE', url: `/api/partner/api-keys/${id}`, headers: bearer(partner) })).statusCode).toBe(204);
    expect((await call(key, 'GET', `${BISTRO}/establishments/all`)).statusCode).toBe(401);
  });

  it("are the partner users' only, and a customer's key list does not show them", async () => {
    const refused = await a.inject({ method: 'POST', url: '/api/partner/api-keys', headers: bearer(owner), payload: { name: 'x' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'partner_only' });
    const nordic = await tokenFor(a, DEMO_USERS.nordicPartner);
    const partner = await tokenFor(a, DEMO_USERS.partner);
    const { data } = (await a.inject({ method: 'POST', url: '/api/partner/api-keys', headers: bearer(partner), payload: { name: 'Kept' } })).json() as { data: CreatedApiKey };
    expect((await a.inject({ method: 'DELETE', url: `/api/partner/api-keys/${data.id}`, headers: bearer(nordic) })).statusCode).toBe(404);
    const ownerList = (await a.inject({ method: 'GET', url: `${BISTRO}/api-keys`, headers: bearer(owner) })).json() as { data: ApiKey[] };
    expect(ownerList.data.map((k) => k.id)).not.toContain(data.id);
  });
});

describe('documentation', () => {
  it('documents the key routes with their bodies, answers and the bearer scheme naming keys', async () => {
    const doc = (await a.inject('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { security?: unknown[]; requestBody?: unknown; responses: Record<string, unknown> }>>;
      components: { securitySchemes: { session: { scheme?: string }; apiKey: { scheme?: string; description?: string } } };
    };
    const keys = doc.paths['/api/customer/{customerTag}/api-keys'];
    expect(keys?.post?.requestBody).toBeDefined();
    expect(Object.keys(keys?.post?.responses ?? {})).toContain('201');
    expect(Object.keys(keys?.get?.responses ?? {})).toContain('200');
    // Keys never manage keys: a session only.
    expect(keys?.get?.security).toEqual([{ session: [] }]);
    expect(Object.keys(doc.paths['/api/customer/{customerTag}/api-keys/{id}']?.delete?.responses ?? {})).toContain('204');
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ scheme: 'bearer', description: expect.stringMatching(/API key/) });
    // The read routes open to keys name both schemes.
    expect(doc.paths['/api/customer/{customerTag}/reputation/reviews/search']?.get?.security).toEqual([{ session: [] }, { apiKey: [] }]);
    // Reads only where keys only read.
    const campaigns = doc.paths['/api/customer/{customerTag}/campaigns'];
    expect(campaigns?.get?.security).toEqual([{ session: [] }, { apiKey: [] }]);
    expect(campaigns?.post?.security).toEqual([{ session: [] }]);
  });
});
