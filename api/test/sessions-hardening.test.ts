import { scryptSync } from 'node:crypto';
import { Writable } from 'node:stream';
import type { LoginResponse } from '@erep/shared/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { users } from '../src/db/schema';
import { redactUrl } from '../src/http/log-redaction';
import { hashPassword, needsRehash, verifyPassword } from '../src/lib/password';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/seed/index';
import { bearer, createTestApp, withRealHashing } from './helpers';

let app: FastifyInstance;
let db: Db;
const logLines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  ({ app, db } = await createTestApp({ logger: { level: 'info', stream } }));
});
afterAll(async () => {
  await app.close();
});

const login = async (email: string, password = DEMO_PASSWORD) => {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  expect(res.statusCode).toBe(200);
  return (res.json() as LoginResponse).token;
};

describe('POST /api/logout', () => {
  it('revokes the token on the server, not only in the browser', async () => {
    const token = await login(DEMO_USERS.partner);
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(200);
    const out = await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(204);
    // A copy of the token kept by an attacker is now worthless.
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(401);
    // Signing in again works.
    const again = await login(DEMO_USERS.partner);
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: bearer(again) })).statusCode).toBe(200);
  });

  it('is 401 without a token', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(401);
  });
});

describe('password hashing cost', () => {
  it('hashes with scrypt N=2^17 or more', async () => {
    const hash = await withRealHashing(() => hashPassword('Correct-horse-1'));
    const [, n, r, p] = hash.split('$');
    expect(Number(n)).toBeGreaterThanOrEqual(2 ** 17);
    expect(Number(r)).toBeGreaterThanOrEqual(8);
    expect(Number(p)).toBeGreaterThanOrEqual(1);
    expect(await withRealHashing(async () => needsRehash(hash))).toBe(false);
    expect(await verifyPassword('Correct-horse-1', hash)).toBe(true);
  });

  it('upgrades an old, cheaper hash at the next sign-in', () =>
    withRealHashing(async () => {
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync(DEMO_PASSWORD.normalize('NFKC'), salt, 32, { N: 16384, r: 8, p: 1 });
    const old = ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    expect(needsRehash(old)).toBe(true);
    await db.orm.update(users).set({ passwordHash: old }).where(eq(users.email, DEMO_USERS.bakery));
    await login(DEMO_USERS.bakery);
    const [row] = await db.orm.select({ hash: users.passwordHash }).from(users).where(eq(users.email, DEMO_USERS.bakery));
    expect(row?.hash).not.toBe(old);
    expect(Number(row?.hash.split('$')[1])).toBeGreaterThanOrEqual(2 ** 17);
    // The upgraded hash still holds the same password.
    await login(DEMO_USERS.bakery);
    }));
});

describe('request logs', () => {
  it('never hold a reset token', async () => {
    const secret = 'Zk3v9QmX1pLr7TyUw2Ns5Hb8Jd4Gf6Ca0EoRiKlMnBq';
    await app.inject({ method: 'GET', url: `/password/reset/${secret}` });
    await app.inject({ method: 'POST', url: `/api/public/reinitialiser-mot-de-pass/${secret}`, payload: { password: 'x', password_confirmation: 'x' } });
    await app.inject({ method: 'GET', url: `/api/health?token=${secret}` });
    const log = logLines.join('');
    expect(log).toContain('/password/reset/[redacted]');
    expect(log).toContain('/reinitialiser-mot-de-pass/[redacted]');
    expect(log).not.toContain(secret);
  });

  it('redacts query secrets and keeps the rest of the URL', () => {
    expect(redactUrl('/payment/process?session_id=cs_123&x=1')).toBe('/payment/process?session_id=[redacted]&x=1');
    expect(redactUrl('/public/a/b?lang=fr')).toBe('/public/a/b?lang=fr');
  });
});
