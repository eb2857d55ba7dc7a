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

const login = (email: string, password: string, ip = '10.0.0.1', cookie?: string) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip, ...(cookie ? { headers: { cookie } } : {}) });

/** The device cookie a successful sign-in sets, as a request `cookie` header. */
function deviceCookie(res: Awaited<ReturnType<typeof login>>): string {
  const cookie = res.cookies.find((c) => c.name === 'erep_device');
  if (!cookie) throw new Error('no device cookie');
  expect(cookie.httpOnly).toBe(true);
  return `erep_device=${cookie.value}`;
}

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

  it('does not lock out a device that signed in before, while every other source stays locked', async () => {
    const signedIn = await login(DEMO_USERS.norole, DEMO_PASSWORD, '10.3.0.1');
    expect(signedIn.statusCode).toBe(200);
    const mine = deviceCookie(signedIn);
    // An attacker uses up the account's failures from other addresses.
    for (const ip of ['10.3.0.2', '10.3.0.3', '10.3.0.4', '10.3.0.5']) {
      expect((await login(DEMO_USERS.norole, 'wrong-password', ip)).statusCode).toBe(401);
    }
    expect((await login(DEMO_USERS.norole, DEMO_PASSWORD, '10.3.0.6')).statusCode).toBe(429);
    // The owner's browser still signs in, from any address.
    expect((await login(DEMO_USERS.norole, DEMO_PASSWORD, '10.3.0.7', mine)).statusCode).toBe(200);
    // A made-up or altered cookie is no exemption.
    const [name, value = ''] = mine.split('=');
    const tampered = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await login(DEMO_USERS.norole, DEMO_PASSWORD, '10.3.0.7', tampered)).statusCode).toBe(429);
    expect((await login(DEMO_USERS.norole, DEMO_PASSWORD, '10.3.0.7', 'erep_device=anything.device')).statusCode).toBe(429);
  });

  it('lets a device that signed in before through an address locked by failures across accounts', async () => {
    // Behind one office or proxy address: a colleague's browser signed in earlier from it.
    const mine = deviceCookie(await login(DEMO_USERS.admin, DEMO_PASSWORD, '10.5.5.5'));
    for (let i = 0; i < 10; i += 1) {
      expect((await login(`stranger${i}@demo.test`, 'wrong-password', '10.5.5.5')).statusCode).toBe(401);
    }
    // The address is locked for everyone else, for the right password too.
    expect((await login(DEMO_USERS.bakery, DEMO_PASSWORD, '10.5.5.5')).statusCode).toBe(429);
    expect((await login(DEMO_USERS.admin, DEMO_PASSWORD, '10.5.5.5')).statusCode).toBe(429);
    // The known device still signs in there; another account's cookie opens nothing.
    expect((await login(DEMO_USERS.admin, DEMO_PASSWORD, '10.5.5.5', mine)).statusCode).toBe(200);
    expect((await login(DEMO_USERS.bakery, DEMO_PASSWORD, '10.5.5.5', mine)).statusCode).toBe(429);
  });

  it('binds the device cookie to its account, and counts a trusted device\'s own failures', async () => {
    const other = deviceCookie(await login(DEMO_USERS.inactive, DEMO_PASSWORD, '10.4.0.1'));
    for (const ip of ['10.4.0.2', '10.4.0.3', '10.4.0.4', '10.4.0.5']) {
      expect((await login(DEMO_USERS.customer, 'wrong-password', ip)).statusCode).toBe(401);
    }
    // Another account's device cookie does not exempt this one.
    expect((await login(DEMO_USERS.customer, DEMO_PASSWORD, '10.4.0.6', other)).statusCode).toBe(429);
    // The trusted device has a cap of its own: guessing from it locks it too.
    for (let i = 0; i < 4; i += 1) {
      expect((await login(DEMO_USERS.inactive, 'wrong-password', '10.4.1.1', other)).statusCode).toBe(401);
    }
    expect((await login(DEMO_USERS.inactive, DEMO_PASSWORD, '10.4.1.1', other)).statusCode).toBe(429);
  });
});
