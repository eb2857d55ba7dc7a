import type { AccountCreateResponse } from '@erep/shared/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { paymentEvents, subscriptions, users } from '../src/db/schema';
import { createFakeStripe } from './fake-stripe';
import { bearer, createTestApp } from './helpers';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_suite';

const fake = createFakeStripe();
const { requests } = fake;
// The all-inclusive price lives in Stripe at another amount than the plan's own, in GBP, yearly.
fake.prices.set('price_all_inclusive_monthly', { id: 'price_all_inclusive_monthly', object: 'price', unit_amount: 99000, currency: 'gbp', recurring: { interval: 'year' } });

let app: FastifyInstance;
let db: Db;
const signer = new Stripe('sk_test_signer', { apiVersion: '2023-10-16' });

beforeAll(async () => {
  const port = await fake.listen();
  ({ app, db } = await createTestApp({
    limits: { signUp: { max: 1000, timeWindowMs: 60_000 } },
    authFlows: {
      stripe: { secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', webhookSecret: WEBHOOK_SECRET, host: '127.0.0.1', port, protocol: 'http' },
    },
  }));
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url, payload: payload as object, headers });

async function signUp(email: string): Promise<{ token: string; subscriptionId: number; tag: string }> {
  const created = (
    await post('/api/account/create', {
      name: 'Fjord Bakery',
      firstname: 'Ola',
      lastname: 'Nordmann',
      password: 'Copper-Meadow-42',
      email,
      city: 'Oslo',
      zipcode: '0150',
      country: 'GB',
      address1: '1 Karl Johans gate',
      plan: 'all-inclusive',
      partner: 'demo',
    })
  ).json() as AccountCreateResponse;
  const sub = await post(
    '/api/subscription/create',
    { customer: created.customer.tag, plan: 'all-inclusive', amount: 89, email, updated_at: '2026-01-01', expired_at: '2027-01-02' },
    bearer(created.token),
  );
  return { token: created.token, subscriptionId: (sub.json() as { data: { id: number } }).data.id, tag: created.customer.tag };
}

function completedEvent(id: string, sessionId: string, subscriptionId: number, created = Math.floor(Date.now() / 1000)) {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2023-10-16',
    created,
    type: 'checkout.session.completed',
    data: { object: { id: sessionId, object: 'checkout.session', client_reference_id: String(subscriptionId), payment_status: 'paid' } },
  });
}

const webhook = (payload: string, header: string) =>
  app.inject({ method: 'POST', url: '/api/payment/webhook', payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } });

const statusOf = async (id: number) => (await db.orm.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]?.status;

describe('Stripe Checkout against a local fake', () => {
  it('reports the Stripe mode and refuses the test payment', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/payment/config' })).json()).toEqual({ mode: 'stripe', publishable_key: 'pk_test_fake' });
    const { token, subscriptionId } = await signUp('test-mode@example.com');
    expect((await post('/api/payment/test/complete', { subscription_id: subscriptionId }, bearer(token))).statusCode).toBe(404);
  });

  it('creates an embedded Checkout Session for the plan’s price code and hands its client secret to the browser', async () => {
    const { token, subscriptionId } = await signUp('checkout@example.com');
    const res = await post('/api/payment/checkout', { subscription_id: subscriptionId }, bearer(token));
    expect(res.statusCode).toBe(200);
    const session = fake.last();
    expect(session?.client_secret).toMatch(/^cs_test_[0-9a-f]+_secret_[0-9a-f]+$/);
    expect(res.json()).toEqual({ mode: 'stripe', client_secret: session?.client_secret });
    const call = requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1);
    expect(call?.method).toBe('POST');
    expect(call?.version).toBe('2023-10-16');
    expect(call?.auth).toBe('Bearer sk_test_fake');
    expect(call?.body.get('ui_mode')).toBe('embedded');
    expect(call?.body.get('mode')).toBe('subscription');
    expect(call?.body.get('line_items[0][price]')).toBe('price_all_inclusive_monthly');
    expect(call?.body.get('line_items[0][quantity]')).toBe('1');
    expect(call?.body.get('client_reference_id')).toBe(String(subscriptionId));
    expect(call?.body.get('customer_email')).toBe('checkout@example.com');
    // Stripe replaces the placeholder with the session id when it sends the customer back.
    expect(call?.body.get('return_url')).toBe('http://localhost:80/payment/process?session_id={CHECKOUT_SESSION_ID}');
    expect(call?.body.has('success_url')).toBe(false);
    expect(call?.body.has('cancel_url')).toBe(false);
    // The secret key never reaches the browser, nor anything but the client secret.
    expect(res.body).not.toContain('sk_test_fake');
  });

  it('refuses bad input with a clear 4xx before asking Stripe', async () => {
    const { token, subscriptionId } = await signUp('bad-input@example.com');
    const asked = () => requests.filter((r) => r.path === '/v1/checkout/sessions').length;
    const before = asked();
    for (const payload of [{}, { subscription_id: 'one' }, { subscription_id: 0 }, { subscription_id: 1.5 }, { subscription_id: 3_000_000_000 }]) {
      const res = await post('/api/payment/checkout', payload, bearer(token));
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, code: 'validation_failed', errors: { subscription_id: expect.any(Array) } });
    }
    expect((await post('/api/payment/checkout', { subscription_id: subscriptionId })).statusCode).toBe(401);
    const other = await signUp('bad-input-other@example.com');
    expect((await post('/api/payment/checkout', { subscription_id: subscriptionId }, bearer(other.token))).statusCode).toBe(404);
    expect((await post('/api/payment/checkout', { subscription_id: 2_000_000_000 }, bearer(token))).json()).toMatchObject({ status: 404, code: 'subscription_not_found' });
    expect(asked()).toBe(before);

    for (const payload of [{}, { session_id: 'pi_123' }, { session_id: 'cs_test_<script>' }, { session_id: `cs_${'a'.repeat(251)}` }]) {
      const res = await post('/api/payment/confirm', payload, bearer(token));
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', errors: { session_id: expect.any(Array) } });
    }
    // Well formed but unknown to Stripe: our 404, not Stripe's message.
    const unknown = await post('/api/payment/confirm', { session_id: 'cs_test_unknown' }, bearer(token));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'checkout_session_not_found' });
    expect(await statusOf(subscriptionId)).toBe('pending');
  });

  it('an already paid subscription gets no second session', async () => {
    const { token, subscriptionId } = await signUp('twice@example.com');
    await post('/api/payment/checkout', { subscription_id: subscriptionId }, bearer(token));
    const session = fake.last();
    fake.pay(session?.id ?? '');
    expect((await post('/api/payment/confirm', { session_id: session?.id }, bearer(token))).json()).toMatchObject({ status: 'active' });
    const again = await post('/api/payment/checkout', { subscription_id: subscriptionId }, bearer(token));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'already_paid' });
  });

  it('confirms on return only once Stripe says the session is paid', async () => {
    const { token, subscriptionId } = await signUp('confirm@example.com');
    const checkout = await post('/api/payment/checkout', { subscription_id: subscriptionId }, bearer(token));
    const sessionId = fake.last()?.id ?? '';
    expect((checkout.json() as { client_secret: string }).client_secret.startsWith(`${sessionId}_secret_`)).toBe(true);
    // The client secret alone proves nothing: the server asks Stripe for the session itself.
    const unpaid = await post('/api/payment/confirm', { session_id: sessionId }, bearer(token));
    expect(unpaid.json()).toMatchObject({ status: 'pending' });
    expect(requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/checkout/sessions/${sessionId}` });
    expect(await statusOf(subscriptionId)).toBe('pending');
    fake.pay(sessionId);
    const paid = await post('/api/payment/confirm', { session_id: sessionId }, bearer(token));
    expect(paid.json()).toMatchObject({ status: 'active' });
    expect(await statusOf(subscriptionId)).toBe('active');
    const other = await signUp('other@example.com');
    expect((await post('/api/payment/confirm', { session_id: sessionId }, bearer(other.token))).statusCode).toBe(404);
  });

  it('a refusal from Stripe is a 502 the page can explain, never Stripe’s own status', async () => {
    const { token, subscriptionId } = await signUp('refused@example.com');
    // A price archived at Stripe: Stripe answers 400 with its error body.
    fake.refuseNext({ status: 400, json: { error: { type: 'invalid_request_error', code: 'resource_missing', message: "No such price: 'price_all_inclusive_monthly'", param: 'line_items[0][price]' } } });
    const res = await post('/api/payment/checkout', { subscription_id: subscriptionId }, bearer(token));
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ status: 502, code: 'payment_provider_error' });
    // A revoked key: Stripe's 401 must not reach the browser, where a 401 signs the customer out.
    fake.refuseNext({ status: 401, json: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****fake' } } });
    const revoked = await post('/api/payment/checkout', { subscription_id: subscriptionId }, bearer(token));
    expect(revoked.statusCode).toBe(502);
    expect(await statusOf(subscriptionId)).toBe('pending');
  });
});

describe('plan prices with Stripe configured', () => {
  it("lists Stripe's price for a plan, the plan's own when Stripe has none, asking Stripe once", async () => {
    const list = async () => ((await app.inject({ method: 'GET', url: '/api/plan/list' })).json() as { data: { tag: string; price: unknown }[] }).data;
    const plans = await list();
    expect(plans.find((p) => p.tag === 'all-inclusive')?.price).toEqual({ amount: 990, currency: 'GBP', period: 'year' });
    // Unknown to the fake: the stored test-mode price stands in.
    expect(plans.find((p) => p.tag === 'lead-gen')?.price).toEqual({ amount: 39, currency: 'EUR', period: 'month' });
    expect(plans.find((p) => p.tag === 'legacy')?.price).toBeNull();
    const asked = () => requests.filter((r) => r.path === '/v1/prices/price_all_inclusive_monthly').length;
    const before = asked();
    await list();
    expect(asked()).toBe(before);
  });
});

describe('POST /api/payment/webhook', () => {
  it('activates the subscription and its users on a valid signed event', async () => {
    const { subscriptionId, tag } = await signUp('webhook@example.com');
    const payload = completedEvent('evt_valid_1', 'cs_test_webhook_1', subscriptionId);
    const res = await webhook(payload, signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    expect(await statusOf(subscriptionId)).toBe('active');
    const [user] = await db.orm.select().from(users).where(eq(users.email, 'webhook@example.com'));
    expect(user?.isActive).toBe(true);
    expect(tag).toMatch(/^fjord-bakery-/);
  });

  it('refuses a tampered body, a wrong secret and a stale timestamp', async () => {
    const { subscriptionId } = await signUp('tamper@example.com');
    const payload = completedEvent('evt_tamper', 'cs_test_tamper', subscriptionId);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = payload.replace('"paid"', '"paid" ');
    expect((await webhook(tampered, header)).statusCode).toBe(400);
    const wrong = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect((await webhook(payload, wrong)).statusCode).toBe(400);
    const old = Math.floor(Date.now() / 1000) - 301;
    const stalePayload = completedEvent('evt_stale', 'cs_test_stale', subscriptionId, old);
    const stale = signer.webhooks.generateTestHeaderString({ payload: stalePayload, secret: WEBHOOK_SECRET, timestamp: old });
    expect((await webhook(stalePayload, stale)).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/payment/webhook', payload, headers: { 'content-type': 'application/json' } })).statusCode).toBe(400);
    expect(await statusOf(subscriptionId)).toBe('pending');
  });

  it('processes a duplicate event once', async () => {
    const { subscriptionId } = await signUp('dup@example.com');
    const payload = completedEvent('evt_dup', 'cs_test_dup', subscriptionId);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await webhook(payload, header)).json()).toEqual({ received: true, duplicate: false });
    // Cancelled meanwhile: a redelivery must not switch it back on.
    await db.orm.update(subscriptions).set({ status: 'cancelled' }).where(eq(subscriptions.id, subscriptionId));
    expect((await webhook(payload, header)).json()).toEqual({ received: true, duplicate: true });
    expect(await statusOf(subscriptionId)).toBe('cancelled');
    expect((await db.orm.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_dup'))).length).toBe(1);
  });
});
