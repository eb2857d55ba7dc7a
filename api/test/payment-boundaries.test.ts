import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../src/db/client';
import { subscriptions, users } from '../src/db/schema';
import { USER_DEACTIVATED } from '../src/modules/account/payments';
import { DEMO_USERS } from '../src/seed/index';
import { bearer, createTestApp, tokenFor } from './helpers';

// Sign-ins hash with scrypt: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

let app: FastifyInstance;
let db: Db;
const tokens = new Map<string, string>();

beforeAll(async () => {
  ({ app, db } = await createTestApp({ limits: { signUp: { max: 1000, timeWindowMs: 60_000 } } }));
});
afterAll(async () => {
  await app.close();
});

async function as(email: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  if (!tokens.has(email)) tokens.set(email, await tokenFor(app, email));
  const res = await app.inject({ method, url, headers: bearer(tokens.get(email) ?? ''), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as { code?: string; message?: string; data?: { id: number; status: string } } };
}

const userNamed = async (email: string) => (await db.orm.select().from(users).where(eq(users.email, email)))[0];
const subscribe = (email: string) =>
  as(email, 'POST', '/api/subscription/create', { customer: 'demo-bistro', plan: 'lead-gen', amount: 39, email, updated_at: '2026-01-01', expired_at: '2027-01-02' });

describe('a payment activates what it pays for', () => {
  it('leaves off the users an owner switched off, who cannot start a payment themselves', async () => {
    const invited = await as(DEMO_USERS.customer, 'POST', '/api/customer/demo-bistro/account/users', {
      email: 'switched.off@example.com',
      first_name: 'Sam',
      last_name: 'Off',
      role: 'owner',
      establishments: [],
    });
    expect(invited.status).toBe(201);
    const id = invited.body.data?.id ?? 0;
    const off = await as(DEMO_USERS.customer, 'PUT', `/api/customer/demo-bistro/account/users/${id}`, { role: 'owner', establishments: [], active: false });
    expect(off.status).toBe(200);
    const owner = await userNamed(DEMO_USERS.customer);
    expect(await userNamed('switched.off@example.com')).toMatchObject({ isActive: false, deactivatedAt: expect.any(Date), deactivatedBy: owner?.id });

    const pending = await subscribe(DEMO_USERS.customer);
    expect(pending.status).toBe(201);
    const subscriptionId = pending.body.data?.id ?? 0;

    // The demo's inactive user was switched off by an owner: none of the payment steps is theirs.
    for (const attempt of [
      () => subscribe(DEMO_USERS.inactive),
      () => as(DEMO_USERS.inactive, 'POST', '/api/payment/checkout', { subscription_id: subscriptionId }),
      () => as(DEMO_USERS.inactive, 'POST', '/api/payment/test/complete', { subscription_id: subscriptionId }),
    ]) {
      const refused = await attempt();
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'user_deactivated', message: USER_DEACTIVATED });
    }
    expect((await db.orm.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)))[0]?.status).toBe('pending');

    const paid = await as(DEMO_USERS.customer, 'POST', '/api/payment/test/complete', { subscription_id: subscriptionId });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'active' });
    expect(await userNamed('switched.off@example.com')).toMatchObject({ isActive: false });
    expect(await userNamed(DEMO_USERS.inactive)).toMatchObject({ isActive: false });
    expect(await userNamed(DEMO_USERS.customer)).toMatchObject({ isActive: true });

    // Switched back on by an owner: the record of the switch-off goes.
    await as(DEMO_USERS.customer, 'PUT', `/api/customer/demo-bistro/account/users/${id}`, { role: 'owner', establishments: [], active: true });
    expect(await userNamed('switched.off@example.com')).toMatchObject({ isActive: true, deactivatedAt: null, deactivatedBy: null });
  });
});

describe('GET /api/payment/subscription/{id}', () => {
  it("answers another tenant's id exactly as a missing one", async () => {
    const pending = await subscribe(DEMO_USERS.customer);
    const theirs = pending.body.data?.id ?? 0;
    expect((await as(DEMO_USERS.customer, 'GET', `/api/payment/subscription/${theirs}`)).status).toBe(200);
    const missing = await as(DEMO_USERS.bakery, 'GET', '/api/payment/subscription/999999');
    const other = await as(DEMO_USERS.bakery, 'GET', `/api/payment/subscription/${theirs}`);
    expect(missing.status).toBe(404);
    expect(other).toEqual(missing);
    // Paying it answers the same.
    expect(await as(DEMO_USERS.bakery, 'POST', '/api/payment/test/complete', { subscription_id: theirs })).toEqual(
      await as(DEMO_USERS.bakery, 'POST', '/api/payment/test/complete', { subscription_id: 999999 }),
    );
  });
});
