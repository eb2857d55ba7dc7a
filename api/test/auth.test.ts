import type { LoginResponse, SessionUser } from '@erep/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../src/lib/jwt';
import { hashPassword, verifyPassword } from '../src/lib/password';
import { BAD_CREDENTIALS } from '../src/modules/auth/service';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/seed/index';
import { bearer, createTestApp, TEST_JWT_SECRET, withRealHashing } from './helpers';

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await createTestApp({ limits: { login: { max: 5, timeWindowMs: 60_000 } } }));
});
afterAll(async () => {
  await app.close();
});

const login = (email: string, password: string, url = '/api/login') => app.inject({ method: 'POST', url, payload: { email, password } });

describe('POST /api/login and /erep/login', () => {
  it('returns a token and the session user', async () => {
    const res = await login(DEMO_USERS.customer, DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json() as LoginResponse;
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.user).toEqual({
      id: expect.any(Number),
      email: 'customer@demo.test',
      roles: ['ROLE_EREP', 'ROLE_CUSTOMER'],
      is_active: true,
      language: 'fr',
      customer: { tag: 'demo-bistro', language: 'fr', back_color: '#8c2f39' },
      partner: null,
      account_role: 'owner',
    } satisfies SessionUser);
  });

  it('works on the root base and ignores the email case', async () => {
    const res = await login('  Partner@Demo.TEST ', DEMO_PASSWORD, '/erep/login');
    expect(res.statusCode).toBe(200);
    expect((res.json() as LoginResponse).user).toMatchObject({ email: 'partner@demo.test', partner: { code: 'demo', language: 'fr' }, customer: null });
  });

  it('answers inactive users and users without ROLE_EREP with their user', async () => {
    const inactive = await login(DEMO_USERS.inactive, DEMO_PASSWORD);
    expect(inactive.statusCode).toBe(200);
    expect((inactive.json() as LoginResponse).user.is_active).toBe(false);
    const norole = await login(DEMO_USERS.norole, DEMO_PASSWORD);
    expect(norole.statusCode).toBe(200);
    expect((norole.json() as LoginResponse).user.roles).toEqual(['ROLE_CUSTOMER']);
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const wrong = await login(DEMO_USERS.admin, 'not-the-password');
    const unknown = await login('ghost@demo.test', 'whatever');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ status: 401, code: 'bad_credentials', message: BAD_CREDENTIALS });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('is 400 with field errors on a bad body', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'not-an-email', password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, errors: { email: ['email'], password: ['required'] } });
    const empty = await app.inject({ method: 'POST', url: '/api/login' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ status: 400, errors: { body: expect.any(Array) } });
  });

  it('rate-limits repeated attempts per address and email with a JSON 429', async () => {
    const email = 'victim@demo.test';
    for (let i = 0; i < 5; i += 1) expect((await login(email, 'guess')).statusCode).toBe(401);
    const limited = await login(email, 'guess');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ status: 429, message: expect.stringMatching(/retry/i) });
    // Shared between both login paths.
    expect((await login(email, 'guess', '/erep/login')).statusCode).toBe(429);
    // Another email from the same address is not locked out.
    expect((await login(DEMO_USERS.bakery, DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('GET /api/me', () => {
  it('returns the user of the token', async () => {
    const { token } = (await login(DEMO_USERS.admin, DEMO_PASSWORD)).json() as LoginResponse;
    const res = await app.inject({ url: '/api/me', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: SessionUser }).data).toMatchObject({ email: 'admin@demo.test', roles: ['ROLE_EREP'], customer: null, partner: null });
  });

  it('is 401 without a token or with a bad, foreign or expired one', async () => {
    const foreign = await createTokenService('another-secret-another-secret-another-secret').sign(1);
    const expired = await createTokenService(TEST_JWT_SECRET, -60).sign(1);
    for (const headers of [{}, bearer('garbage'), bearer(foreign), bearer(expired), { authorization: 'Basic abc' }]) {
      const res = await app.inject({ url: '/api/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 401, message: expect.any(String) });
    }
  });

  it('is 401 for a valid token of a deleted user', async () => {
    const token = await createTokenService(TEST_JWT_SECRET).sign(999_999);
    expect((await app.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe('password hashing', () => {
  it('round-trips and rejects wrong or tampered input', async () => {
    const hash = await withRealHashing(() => hashPassword('Correct horse battery staple'));
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('Correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(false);
    expect(await hashPassword('Correct horse battery staple')).not.toBe(hash);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
    expect(await verifyPassword('x', hash.replace('$131072$', '$99999999$'))).toBe(false);
  });
});
