import type { RemoteManifest } from '@erep/shared/schemas';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { customers, subscriptions } from '../src/db/schema';
import { DEMO_USERS } from '../src/seed/index';
import { bearer, createTestApp, tokenFor } from './helpers';

let app: FastifyInstance;
let db: Db;
let bistroId: number;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  const [bistro] = await db.orm.select({ id: customers.id }).from(customers).where(eq(customers.tag, 'demo-bistro'));
  if (!bistro) throw new Error('seed: demo-bistro missing');
  bistroId = bistro.id;
});
afterAll(async () => {
  await app.close();
});

const reputation = async () =>
  app.inject({ url: '/api/customer/demo-bistro/reviews/summary', headers: bearer(await tokenFor(app, DEMO_USERS.customer)) });
const manifest = async () =>
  (await app.inject({ url: '/api/mf/manifest?code=demo', headers: bearer(await tokenFor(app, DEMO_USERS.customer)) })).json() as RemoteManifest;
const activeSubscription = () => and(eq(subscriptions.customerId, bistroId), eq(subscriptions.status, 'active'));

describe('plan gating by subscription, not by plan id alone', () => {
  it('serves the plan while its subscription is active and unexpired', async () => {
    expect((await reputation()).statusCode).toBe(200);
    const current = await manifest();
    expect(current.subscription_ended).toBeUndefined();
    expect(current.remotes.map((r) => r.package)).toContain('mf-erep');
  });

  it('refuses the plan once the subscription is past its end date, with a 402 saying to renew', async () => {
    // Still "active" in the table, but its end date has gone by: the date decides.
    await db.orm.update(subscriptions).set({ expiredAt: '2000-01-01' }).where(activeSubscription());
    try {
      const refused = await reputation();
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toMatchObject({ status: 402, code: 'subscription_ended', message: expect.stringMatching(/subscription has ended.*renew/), errors: { subscription: ['subscription_ended'] } });
      const ended = await manifest();
      expect(ended.subscription_ended).toBe(true);
      // The account area stays, so the customer can renew; the plan's areas go.
      expect(ended.remotes.map((r) => r.package)).toEqual(['mf-auth', 'mf-public', 'mf-account']);
    } finally {
      await db.orm.update(subscriptions).set({ expiredAt: '2999-01-01' }).where(activeSubscription());
    }
    expect((await reputation()).statusCode).toBe(200);
  });

  it('refuses the plan when its subscription is cancelled', async () => {
    const [row] = await db.orm.update(subscriptions).set({ status: 'cancelled' }).where(activeSubscription()).returning({ id: subscriptions.id });
    try {
      expect((await reputation()).statusCode).toBe(402);
    } finally {
      await db.orm.update(subscriptions).set({ status: 'active' }).where(eq(subscriptions.id, row?.id ?? -1));
    }
    expect((await reputation()).statusCode).toBe(200);
  });

  it('leaves partners and admins unaffected', async () => {
    await db.orm.update(subscriptions).set({ expiredAt: '2000-01-01' }).where(activeSubscription());
    try {
      for (const email of [DEMO_USERS.partner, DEMO_USERS.admin]) {
        const res = await app.inject({ url: '/api/customer/demo-bistro/reviews/summary', headers: bearer(await tokenFor(app, email)) });
        expect(res.statusCode, email).toBe(200);
      }
    } finally {
      await db.orm.update(subscriptions).set({ expiredAt: '2999-01-01' }).where(activeSubscription());
    }
  });
});
