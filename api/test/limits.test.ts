import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openPostgres, type Db } from '../src/db/client';
import { clientAddress } from '../src/http/limits';
import { trustedProxies } from '../src/http/proxy';
import { DEMO_SELLER_CODE } from '../src/seed/index';
import { besidePostgres, createTestApp, createTestDb, holdWrites, TEST_JWT_SECRET, watchOverlap, type Overlap } from './helpers';

const contact = { name: 'Ana', email: 'ana@example.com', subject: 'Hola', message: 'Una pregunta' };

describe('the client address a limit counts', () => {
  it('groups IPv6 by /56 and unwraps IPv4-mapped addresses', () => {
    expect(clientAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('2001:db8:1:2ab::1')).toBe(clientAddress('2001:db8:1:2ff:ffff::9'));
    expect(clientAddress('2001:db8:1:2ab::1')).not.toBe(clientAddress('2001:db8:1:3ab::1'));
  });

  it('reads the proxies to trust from TRUST_PROXY_HOPS or TRUST_PROXY, never "trust everything"', () => {
    expect(trustedProxies({})).toBe(0);
    expect(trustedProxies({ TRUST_PROXY_HOPS: '2' })).toBe(2);
    expect(trustedProxies({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' })).toEqual(['10.0.0.0/8', '192.168.1.5']);
    expect(() => trustedProxies({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => trustedProxies({ TRUST_PROXY_HOPS: '-1' })).toThrow(/whole number/);
    expect(() => trustedProxies({ TRUST_PROXY_HOPS: '1', TRUST_PROXY: '10.0.0.1' })).toThrow(/not both/);
  });
});

// Which address is counted is request logic; the counters themselves run below on every driver.
describe.skipIf(besidePostgres)('X-Forwarded-For', () => {
  const forged = (app: FastifyInstance, leftmost: string) =>
    app.inject({
      method: 'POST',
      url: '/api/public/contact',
      payload: contact,
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': `${leftmost}, 198.51.100.9` },
    });

  it('is ignored by default: the socket address is counted', async () => {
    const { app } = await createTestApp({ limits: { contact: { max: 2, timeWindowMs: 60_000 } } });
    try {
      expect((await forged(app, '1.1.1.1')).statusCode).toBe(201);
      expect((await forged(app, '2.2.2.2')).statusCode).toBe(201);
      expect((await forged(app, '3.3.3.3')).statusCode).toBe(429);
      // Another socket address has its own count.
      const other = await app.inject({ method: 'POST', url: '/api/public/contact', payload: contact, remoteAddress: '10.0.0.2' });
      expect(other.statusCode).toBe(201);
    } finally {
      await app.close();
    }
  });

  it('with one trusted hop, counts the address our proxy saw, not what the client wrote before it', async () => {
    const { app } = await createTestApp({ trustProxy: 1, limits: { contact: { max: 2, timeWindowMs: 60_000 } } });
    try {
      expect((await forged(app, '1.1.1.1')).statusCode).toBe(201);
      expect((await forged(app, '2.2.2.2')).statusCode).toBe(201);
      // A new forged leftmost entry does not buy a new count: 198.51.100.9 is the client.
      expect((await forged(app, '3.3.3.3')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('with a CIDR list, believes only the listed proxies', async () => {
    const { app } = await createTestApp({ trustProxy: ['10.0.0.0/8'], limits: { contact: { max: 1, timeWindowMs: 60_000 } } });
    try {
      const via = (remoteAddress: string, client: string) =>
        app.inject({ method: 'POST', url: '/api/public/contact', payload: contact, remoteAddress, headers: { 'x-forwarded-for': client } });
      expect((await via('10.1.2.3', '198.51.100.1')).statusCode).toBe(201);
      // Same proxy, another client: its own count.
      expect((await via('10.1.2.3', '198.51.100.2')).statusCode).toBe(201);
      // An untrusted sender's header is ignored: it is counted as itself.
      expect((await via('203.0.113.5', '198.51.100.3')).statusCode).toBe(201);
      expect((await via('203.0.113.5', '198.51.100.4')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('counters in the database', () => {
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ db } = await createTestDb());
    app = await buildApp({ db, jwtSecret: TEST_JWT_SECRET, staticRoot: null, closeDbOnClose: false, limits: { contact: { max: 3, timeWindowMs: 60_000 } } });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('survive a restart of the API and restart their window once it has ended', async () => {
    const send = (target: FastifyInstance) => target.inject({ method: 'POST', url: '/api/public/contact', payload: contact, remoteAddress: '10.8.0.1' });
    expect((await send(app)).statusCode).toBe(201);
    expect((await send(app)).statusCode).toBe(201);
    // A new instance (as after a restart) continues the same count.
    const restarted = await buildApp({ db, jwtSecret: TEST_JWT_SECRET, staticRoot: null, closeDbOnClose: false, limits: { contact: { max: 3, timeWindowMs: 60_000 } } });
    try {
      expect((await send(restarted)).statusCode).toBe(201);
      const refused = await send(restarted);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ status: 429 });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
      const rows = await db.orm.execute(sql`select hits from rate_counters where key like 'contact|10.8.0.1|%'`);
      const hits = (Array.isArray(rows) ? rows : (rows as { rows: { hits: number }[] }).rows) as { hits: number }[];
      expect(hits.map((r) => Number(r.hits))).toEqual([4]);
      // Once the window has ended, the next hit starts a new one.
      await db.orm.execute(sql`update rate_counters set expires_at = now() - interval '1 second' where key like 'contact|10.8.0.1|%'`);
      expect((await send(restarted)).statusCode).toBe(201);
    } finally {
      await restarted.close();
    }
  });
});

describe('concurrent hits', () => {
  it('are counted together yet exactly: each request gets its own count, the burst cannot slip past', async () => {
    const limits = { contact: { max: 3, timeWindowMs: 60_000 } };
    const { app, db, testDb } = await createTestApp({ limits });
    try {
      const send = (remoteAddress: string, to = app) => to.inject({ method: 'POST', url: '/api/public/contact', payload: contact, remoteAddress });
      let codes: Awaited<ReturnType<typeof send>>[];
      if (!testDb.url) {
        // Two addresses in one burst: counted in the same statement, each against its own count.
        codes = await Promise.all([...Array.from({ length: 6 }, () => send('10.11.0.1')), send('10.11.0.2')]);
      } else {
        // One instance counts its burst in one statement: the race is between two instances on their
        // own connections. Each count stays uncommitted 300 ms, and the second instance's burst is
        // sent while the first one's count is in flight.
        const pool = await openPostgres({ connectionString: testDb.url, max: 4 });
        const other = await buildApp({ db: pool, jwtSecret: TEST_JWT_SECRET, logger: false, staticRoot: null, limits });
        await other.ready();
        const unhold = await holdWrites(testDb, 'rate_counters', 300);
        const watch = await watchOverlap(testDb, '%insert into rate_counters%');
        let overlap: Overlap;
        try {
          // Two addresses in one burst: counted in the same statement, each against its own count.
          const first = [...Array.from({ length: 3 }, () => send('10.11.0.1')), send('10.11.0.2')];
          await watch.until(1);
          const second = Array.from({ length: 3 }, () => send('10.11.0.1', other));
          const results = await Promise.all([...first, ...second]);
          // In the order checked below: the six hits of 10.11.0.1, then the one of 10.11.0.2.
          codes = [...results.slice(0, 3), ...results.slice(4), ...results.slice(3, 4)];
        } finally {
          overlap = await watch.stop();
          await unhold();
          await other.close();
        }
        // Both instances' counts were running at the same instant.
        expect(overlap.most).toBeGreaterThanOrEqual(2);
      }
      expect(codes.slice(0, 6).filter((r) => r.statusCode === 201)).toHaveLength(3);
      expect(codes.slice(0, 6).filter((r) => r.statusCode === 429)).toHaveLength(3);
      expect(codes[6]?.statusCode).toBe(201);
      const rows = await db.orm.execute(sql`select key, hits from rate_counters where key like 'contact|10.11.0.%' order by key`);
      const hits = (Array.isArray(rows) ? rows : (rows as { rows: { hits: number }[] }).rows) as { hits: number }[];
      expect(hits.map((r) => Number(r.hits))).toEqual([6, 1]);
    } finally {
      await app.close();
    }
  });
});

describe('counter keys from client input', () => {
  it('count a NUL byte or a very long value instead of failing with a 5xx', async () => {
    const { app } = await createTestApp({ limits: { login: { max: 2, timeWindowMs: 60_000 } } });
    try {
      const attempt = (email: string) => app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'x' }, remoteAddress: '10.9.0.1' });
      for (const email of ['nul\u0000@demo.test', `${'a'.repeat(5000)}@demo.test`]) {
        const codes = [(await attempt(email)).statusCode, (await attempt(email)).statusCode, (await attempt(email)).statusCode];
        expect(codes.every((c) => c < 500), `${email.slice(0, 20)}: ${codes.join(',')}`).toBe(true);
        expect(codes[2]).toBe(429);
      }
    } finally {
      await app.close();
    }
  });
});

describe.skipIf(besidePostgres)('seller code attempts', () => {
  it('count only wrong codes: a shop signing in its sellers all day is never locked out, guessing still is', async () => {
    const { app } = await createTestApp({ limits: { seller: { max: 3, timeWindowMs: 60_000 } } });
    try {
      const attempt = (code: string) =>
        app.inject({ method: 'POST', url: '/api/public/customers/demo-bistro/seller/auth', payload: { code }, remoteAddress: '10.10.0.1' });
      // The refund follows the answer: wait for it before the next attempt counts.
      const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
      for (let i = 0; i < 6; i += 1) {
        expect((await attempt(DEMO_SELLER_CODE)).statusCode).toBe(200);
        await settle();
      }
      const wrong = [(await attempt('0000')).statusCode, (await attempt('0001')).statusCode, (await attempt('0002')).statusCode];
      expect(wrong.every((status) => status === 401 || status === 403)).toBe(true);
      // The fourth wrong code in the window is refused, and so is the right one now.
      expect((await attempt('0003')).statusCode).toBe(429);
      expect((await attempt(DEMO_SELLER_CODE)).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
