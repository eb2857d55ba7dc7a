import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AccountCreateResponse } from '@erep/shared/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { paymentEvents, subscriptions, users } from '../src/db/schema';
import { bearer, createTestApp } from './helpers';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_suite';

/** The two Stripe endpoints the server calls, answering like Stripe does. */
interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  client_reference_id: string | null;
  customer_email: string | null;
  payment_status: 'paid' | 'unpaid';
  mode: string;
  success_url: string;
  line_items_price: string;
}
const sessions = new Map<string, FakeSession>();
const requests: { method: string; path: string; body: URLSearchParams; version: string | undefined; auth: string | undefined }[] = [];
let fake: Server;

function startFake(): Promise<number> {
  fake = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = new URLSearchParams(raw);
      const path = (req.url ?? '').split('?')[0] ?? '';
      requests.push({ method: req.method ?? '', path, body, version: req.headers['stripe-version'] as string | undefined, auth: req.headers.authorization });
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${sessions.size + 1}abc`;
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/pay/${id}`,
          client_reference_id: body.get('client_reference_id'),
          customer_email: body.get('customer_email'),
          payment_status: 'unpaid',
          mode: body.get('mode') ?? '',
          success_url: body.get('success_url') ?? '',
          line_items_price: body.get('line_items[0][price]') ?? '',
        };
        sessions.set(id, session);
        res.end(JSON.stringify(session));
        return;
      }
      // The all-inclusive price lives in Stripe at another amount than the plan's own, in GBP, yearly.
      if (req.method === 'GET' && path === '/v1/prices/price_all_inclusive_monthly') {
        res.end(JSON.stringify({ id: 'price_all_inclusive_monthly', object: 'price', unit_amount: 99000, currency: 'gbp', recurring: { interval: 'year' } }));
        return;
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      const found = match?.[1] ? sessions.get(match[1]) : undefined;
      if (req.method === 'GET' && found) {
        res.end(JSON.stringify(found));
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such resource' } }));
    });
  });
  return new Promise((resolve) => fake.listen(0, '127.0.0.1', () => resolve((fake.address() as AddressInfo).port)));
}

let app: FastifyInstance;
let db: Db;
const signer = new Stripe('sk_test_signer', { apiVersion: '2023-10-16' });

beforeAll(async () => {
  const port = await startFake();
  ({ app, db } = await createTestApp({
    limits: { signUp: { max: 1000, timeWindowMs: 60_000 } },
    authFlows: {
      stripe: { secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', webhookSecret: WEBHOOK_SECRET, host: '127.0.0.1', port, protocol: 'http' },
    },
  }));
});
afterAll(async () => {
  await app.close();
  await new Promise((r) => fake.close(r));
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

  it('creates a Checkout Session for the plan’s price code with API version 2023-10-16', async () => {
    const { token, subscriptionId } = await signUp('checkout@example.com');
    const res = await post('/api/payment/checkout', { subscription_id: subscriptionId }, bearer(token));
    expect(res.statusCode).toBe(200);
    const body = res.json() as { mode: string; url: string };
    expect(body.mode).toBe('stripe');
    expect(body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_/);
    const call = requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1);
    expect(call?.version).toBe('2023-10-16');
    expect(call?.auth).toBe('Bearer sk_test_fake');
    expect(call?.body.get('line_items[0][price]')).toBe('price_all_inclusive_monthly');
    expect(call?.body.get('client_reference_id')).toBe(String(subscriptionId));
    expect(call?.body.get('customer_email')).toBe('checkout@example.com');
    expect(call?.body.get('success_url')).toBe('http://localhost:80/payment/process?session_id={CHECKOUT_SESSION_ID}');
  });

  it('confirms on return only once the fake says the session is paid', async () => {
    const { token, subscriptionId } = await signUp('confirm@example.com');
    const { url } = (await post('/api/payment/checkout', { subscription_id: subscriptionId }, bearer(token))).json() as { url: string };
    const sessionId = url.split('/').at(-1) ?? '';
    const unpaid = await post('/api/payment/confirm', { session_id: sessionId }, bearer(token));
    expect(unpaid.json()).toMatchObject({ status: 'pending' });
    const session = sessions.get(sessionId);
    if (session) session.payment_status = 'paid';
    const paid = await post('/api/payment/confirm', { session_id: sessionId }, bearer(token));
    expect(paid.json()).toMatchObject({ status: 'active' });
    const other = await signUp('other@example.com');
    expect((await post('/api/payment/confirm', { session_id: sessionId }, bearer(other.token))).statusCode).toBe(403);
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
