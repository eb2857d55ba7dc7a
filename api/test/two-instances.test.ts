import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PublicCoupon, RemoteManifest } from '@erep/shared/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppConfig } from '../src/app';
import { openPostgres, type Db } from '../src/db/client';
import { establishments } from '../src/db/schema';
import type { LimitName } from '../src/http/limits';
import { DEMO_PASSWORD, DEMO_SELLER_CODE, DEMO_USERS } from '../src/seed/index';
import { createTestDb, TEST_JWT_SECRET, type TestDb } from './helpers';

/*
 * Two API instances on one database, as behind a load balancer: each has its own memory (its own
 * buildApp), and on PostgreSQL its own connection pool. Calls alternate between them.
 */

const OPERATOR = 'operator-token-for-two-instances';
const LIMIT = 2;
const small = { max: LIMIT, timeWindowMs: 60_000 };

let testDb: TestDb;
let second: Db;
let a: FastifyInstance;
let b: FastifyInstance;
let staticRoot: string;
let lyonId: number;
let apiKey: string;

beforeAll(async () => {
  testDb = await createTestDb();
  // PGlite is one process's database: both instances share the handle. PostgreSQL: a second pool.
  second = testDb.url ? await openPostgres({ connectionString: testDb.url, max: 4 }) : testDb.db;
  staticRoot = await mkdtemp(join(tmpdir(), 'erep-two-'));
  await mkdir(join(staticRoot, 'shell', 'dist'), { recursive: true });
  await writeFile(join(staticRoot, 'shell', 'dist', 'mf-manifest.json'), JSON.stringify({ shared: [{ name: 'react', version: '19.3.1' }] }));
  const config = (db: Db): AppConfig => ({
    db,
    jwtSecret: TEST_JWT_SECRET,
    staticRoot,
    operatorToken: OPERATOR,
    closeDbOnClose: false,
    limits: {
      login: small,
      signUp: small,
      feedback: small,
      seller: small,
      sellerPerCustomer: small,
      actions: small,
      contact: small,
      apiKey: small,
      loginLockout: { perAccount: 4, perIp: 1000, windowMs: 60 * 60 * 1000 },
    },
  });
  a = await buildApp(config(testDb.db));
  b = await buildApp(config(second));
  await Promise.all([a.ready(), b.ready()]);
  const [lyon] = await testDb.db.orm.select({ id: establishments.id }).from(establishments).where(eq(establishments.tag, 'demo-bistro-lyon'));
  if (!lyon) throw new Error('seed: lyon missing');
  lyonId = lyon.id;
  const owner = await a.inject({ method: 'POST', url: '/api/login', payload: { email: DEMO_USERS.customer, password: DEMO_PASSWORD }, remoteAddress: '10.50.0.1' });
  const created = await a.inject({
    method: 'POST',
    url: '/api/customer/demo-bistro/api-keys',
    headers: { authorization: `Bearer ${(owner.json() as { token: string }).token}` },
    payload: { name: 'Two instances', scopes: ['read'] },
  });
  apiKey = (created.json() as { data: { key: string } }).data.key;
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  if (second && second !== testDb.db) await second.close();
  await testDb?.db.close();
  await rm(staticRoot, { recursive: true, force: true });
});

/** Sends the same request to a, b, a, b... and returns the status codes. */
async function alternate(count: number, request: (i: number) => InjectOptions): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < count; i += 1) codes.push((await (i % 2 === 0 ? a : b).inject(request(i))).statusCode);
  return codes;
}

describe('two instances on one database', () => {
  it('share the sign-in lockout', async () => {
    // Each failure from its own address, so that only the per-account lockout is at stake.
    const attempt = (password: string, i: number): InjectOptions => ({
      method: 'POST',
      url: '/api/login',
      payload: { email: DEMO_USERS.bakery, password },
      remoteAddress: `10.20.0.${i + 1}`,
    });
    expect(await alternate(4, (i) => attempt('wrong-password', i))).toEqual([401, 401, 401, 401]);
    // Four failures across both: the account is locked on both, even with the right password.
    expect((await a.inject(attempt(DEMO_PASSWORD, 10))).statusCode).toBe(429);
    expect((await b.inject(attempt(DEMO_PASSWORD, 11))).statusCode).toBe(429);
  });

  // Every named limit, with one request each: counted once per hit whichever instance answers.
  const cases: Record<LimitName, (i: number) => InjectOptions> = {
    login: () => ({ method: 'POST', url: '/api/login', payload: { email: 'nobody@demo.test', password: 'x' }, remoteAddress: '10.30.0.1' }),
    signUp: () => ({ method: 'POST', url: '/api/public/password/reset', payload: { email: 'nobody@demo.test' }, remoteAddress: '10.30.0.2' }),
    feedback: () => ({ method: 'POST', url: `/api/public/feedback?customer=demo-bistro&establishment=${lyonId}`, payload: { rating: 0 }, remoteAddress: '10.30.0.3' }),
    seller: () => ({ method: 'POST', url: '/api/public/customers/demo-bakery/seller/auth', payload: { code: '0000' }, remoteAddress: '10.30.0.4' }),
    // One count for the customer whatever the address.
    sellerPerCustomer: (i) => ({ method: 'POST', url: '/api/public/customers/nordic-cafe/seller/auth', payload: { code: '0000' }, remoteAddress: `10.31.0.${i + 1}` }),
    actions: () => ({ method: 'POST', url: '/api/public/visitors/actions', payload: { action: 'scan', establishment: lyonId }, remoteAddress: '10.30.0.5' }),
    // One count per key whatever the address.
    apiKey: (i) => ({ method: 'GET', url: '/api/customer/demo-bistro/establishments/all', headers: { authorization: `Bearer ${apiKey}` }, remoteAddress: `10.32.0.${i + 1}` }),
    contact: () => ({ method: 'POST', url: '/api/public/contact', payload: { name: 'Ana', email: 'ana@example.com', subject: 'Hola', message: 'Una pregunta' }, remoteAddress: '10.30.0.6' }),
  };
  for (const [name, request] of Object.entries(cases)) {
    it(`share the ${name} rate limit`, async () => {
      const codes = await alternate(LIMIT + 2, request);
      expect(codes.slice(0, LIMIT).every((code) => code !== 429), `${name}: ${codes.join(',')}`).toBe(true);
      expect(codes.slice(LIMIT), `${name}: ${codes.join(',')}`).toEqual([429, 429]);
    });
  }

  it('refuse on one a coupon validated on the other', async () => {
    const enabled = await a.inject({
      method: 'POST',
      url: `/api/public/customers/demo-bistro/establishments/${lyonId}/advantages/adv-10-pourcent/enable`,
      payload: { email: `two-instances-${Date.now()}@example.com` },
      remoteAddress: '10.40.0.1',
    });
    expect(enabled.statusCode).toBe(201);
    const { code } = (enabled.json() as { data: PublicCoupon }).data;
    const sellerOn = async (app: FastifyInstance, ip: string) => {
      const res = await app.inject({ method: 'POST', url: '/api/public/customers/demo-bistro/seller/auth', payload: { code: DEMO_SELLER_CODE }, remoteAddress: ip });
      expect(res.statusCode).toBe(200);
      return (res.json() as { data: { token: string } }).data.token;
    };
    const validate = async (app: FastifyInstance, token: string) =>
      app.inject({ method: 'POST', url: `/api/public/coupons/${code}/validate`, headers: { 'x-seller-token': token, 'accept-language': 'en' } });
    expect((await validate(b, await sellerOn(b, '10.40.0.2'))).statusCode).toBe(200);
    const again = await validate(a, await sellerOn(a, '10.40.0.3'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'this coupon has already been validated' });
  });

  it('serve from one the release promoted through the other', async () => {
    const operator = { 'x-operator-token': OPERATOR };
    const published = await a.inject({
      method: 'POST',
      url: '/api/mf/releases',
      headers: operator,
      payload: {
        remote: 'mf-leadgen',
        version: '9.9.9',
        commit: 'abc1234',
        entry_url: '/releases/mf-leadgen/9.9.9/remoteEntry.js',
        integrity: `sha384-${'A'.repeat(64)}`,
        content_hash: 'a'.repeat(64),
        shared: [{ name: 'react', requiredVersion: '^19.0.0' }],
      },
    });
    expect(published.statusCode).toBe(201);
    expect((await a.inject({ method: 'POST', url: '/api/mf/releases/promote', headers: operator, payload: { remote: 'mf-leadgen', version: '9.9.9' } })).statusCode).toBe(200);
    const login = await b.inject({ method: 'POST', url: '/api/login', payload: { email: DEMO_USERS.admin, password: DEMO_PASSWORD }, remoteAddress: '10.50.0.1' });
    const { token } = login.json() as { token: string };
    const manifest = await b.inject({ url: '/api/mf/manifest?code=demo', headers: { authorization: `Bearer ${token}` } });
    const entry = (manifest.json() as RemoteManifest).remotes.find((r) => r.package === 'mf-leadgen');
    expect(entry).toMatchObject({ version: '9.9.9', entry: '/releases/mf-leadgen/9.9.9/remoteEntry.js' });
  });
});
