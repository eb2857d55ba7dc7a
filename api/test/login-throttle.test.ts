import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCKED_MESSAGE } from '../src/modules/auth/service';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/seed/index';
import { createTestApp } from './helpers';

let app: FastifyInstance;

beforeAll(async () => {
  // Small limits so the test stays short; the defaults are 100 per account and 300 per address per hour.
  ({ app } = await createTestApp({
    limits: {
      login: { max: 1000, timeWindowMs: 60_000 },
      loginLockout: { perAccount: 4, perIp: 10, windowMs: 60 * 60 * 1000 },
    },
  }));
});
afterAll(async () => {
  await app.close();
});

const login = (email: string, password: string, ip = '10.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });

describe('failed sign-in limits', () => {
  it('locks an account after its failures from any address, with Retry-After, even for the right password', async () => {
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4']) {
      expect((await login(DEMO_USERS.bakery, 'wrong-password', ip)).statusCode).toBe(401);
    }
    const locked = await login(DEMO_USERS.bakery, DEMO_PASSWORD, '10.0.0.5');
    expect(locked.statusCode).toBe(429);
    expect((locked.json() as { message: string }).message).toContain(LOCKED_MESSAGE);
    const retry = Number(locked.headers['retry-after']);
    expect(retry).toBeGreaterThan(3500);
    expect(retry).toBeLessThanOrEqual(3600);
    // Other accounts are not affected.
    expect((await login(DEMO_USERS.customer, DEMO_PASSWORD, '10.0.0.5')).statusCode).toBe(200);
  });

  it('locks an address after its failures across accounts', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await login(`ghost${i}@demo.test`, 'wrong-password', '10.9.9.9')).statusCode).toBe(401);
    }
    expect((await login(DEMO_USERS.partner, DEMO_PASSWORD, '10.9.9.9')).statusCode).toBe(429);
    expect((await login(DEMO_USERS.partner, DEMO_PASSWORD, '10.9.9.8')).statusCode).toBe(200);
  });

  it('counts only failures: successful sign-ins never lock', async () => {
    for (let i = 0; i < 6; i += 1) {
      expect((await login(DEMO_USERS.admin, DEMO_PASSWORD, '10.1.1.1')).statusCode).toBe(200);
    }
  });
});
