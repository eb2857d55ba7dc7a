import type { AccountCreateResponse, AccountSubscription } from '@erep/shared/schemas';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { customers, mailOutbox, plans, subscriptions, users } from '../src/db/schema';
import { createFakeStripe } from './fake-stripe';
import { bearer, createTestApp } from './helpers';

const WEBHOOK_SECRET = 'whsec_receipts_secret';
const PASSWORD = 'Copper-Meadow-42';
const fake = createFakeStripe();
const signer = new Stripe('sk_test_signer', { apiVersion: '2023-10-16' });

let testApp: FastifyInstance;
let testDb: Db;
let stripeApp: FastifyInstance;
let stripeDb: Db;

beforeAll(async () => {
  const port = await fake.listen();
  const limits = { signUp: { max: 1000, timeWindowMs: 60_000 }, login: { max: 1000, timeWindowMs: 60_000 } };
  ({ app: testApp, db: testDb } = await createTestApp({ limits }));
  ({ app: stripeApp, db: stripeDb } = await createTestApp({
    limits,
    authFlows: { stripe: { secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', webhookSecret: WEBHOOK_SECRET, host: '127.0.0.1', port, protocol: 'http' } },
  }));
});
afterAll(async () => {
  await testApp.close();
  await stripeApp.close();
  await fake.close();
});

const post = (app: FastifyInstance, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

/** A sign-up on the demo partner (French) and its pending Lead-Gen subscription (39 € a month). */
async function signUp(app: FastifyInstance, email: string): Promise<{ token: string; tag: string; subscriptionId: number }> {
  const created = await post(app, '/api/account/create', {
    name: 'Fjord Bakery',
    firstname: 'Ola',
    lastname: 'Nordmann',
    password: PASSWORD,
    email,
    city: 'Lyon',
    zipcode: '69001',
    country: 'FR',
    address1: '3 rue Mercière',
    plan: 'lead-gen',
    partner: 'demo',
  });
  expect(created.statusCode).toBe(200);
  const body = created.json() as AccountCreateResponse;
  const sub = await post(app, '/api/subscription/create', { customer: body.customer.tag, plan: 'lead-gen', amount: 39, email, updated_at: '2026-01-01', expired_at: '2027-01-02', app_url: 'http://localhost:80' }, bearer(body.token));
  expect(sub.statusCode).toBe(201);
  return { token: body.token, tag: body.customer.tag, subscriptionId: (sub.json() as { data: { id: number } }).data.id };
}

const receiptsTo = (db: Db, email: string) => db.orm.select().from(mailOutbox).where(and(eq(mailOutbox.to, email), like(mailOutbox.dedupeKey, 'receipt:%')));
const dayOf = (id: number, db: Db) => db.orm.select({ createdAt: subscriptions.createdAt, expiredAt: subscriptions.expiredAt }).from(subscriptions).where(eq(subscriptions.id, id));

describe('the payment receipt', () => {
  it('is queued once after a test payment confirmed twice, in the account’s language, with what was paid for', async () => {
    const email = 'receipt-fr@example.com';
    const { token, tag, subscriptionId } = await signUp(testApp, email);
    expect(await receiptsTo(testDb, email)).toHaveLength(0);

    expect((await post(testApp, '/api/payment/test/complete', { subscription_id: subscriptionId }, bearer(token))).statusCode).toBe(200);
    expect((await post(testApp, '/api/payment/test/complete', { subscription_id: subscriptionId }, bearer(token))).statusCode).toBe(200);

    const mails = await receiptsTo(testDb, email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const [sub] = await dayOf(subscriptionId, testDb);
    const start = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(sub?.createdAt);
    const end = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${sub?.expiredAt}T00:00:00Z`));
    expect(mail?.subject).toBe('Reçu de paiement – Avis Boost, formule Lead-Gen');
    const text = (mail?.text ?? '').replace(/\s/g, ' ');
    expect(text).toContain('Service : Avis Boost');
    expect(text).toContain('Formule : Lead-Gen');
    expect(text).toContain('Montant : 39 € par mois, facturé mensuellement');
    expect(text).toContain(`Période d'abonnement : Du ${start} au ${end}`.replace(/\s/g, ' '));
    expect(text).toContain(`Date du paiement : ${new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date())}`.replace(/\s/g, ' '));
    expect(text).toContain(`Référence : cs_test_local_${subscriptionId}`);
    expect(text).toContain(`http://localhost:80/customer/${tag}/account/subscriptions`);
  });

  it('speaks the payer’s own language when they chose one', async () => {
    const email = 'receipt-en@example.com';
    const { token, subscriptionId } = await signUp(testApp, email);
    await testDb.orm.update(users).set({ language: 'en' }).where(eq(users.email, email));
    await post(testApp, '/api/payment/test/complete', { subscription_id: subscriptionId }, bearer(token));
    const [mail] = await receiptsTo(testDb, email);
    expect(mail?.subject).toBe('Payment receipt – Avis Boost, Lead-Gen plan');
    expect(mail?.text).toContain('Amount: €39 per month, billed monthly');
    expect(mail?.text).toContain('Reference: cs_test_local_');
  });

  it('is not sent for a payment that did not go through', async () => {
    const email = 'receipt-none@example.com';
    const { token, subscriptionId } = await signUp(stripeApp, email);
    await post(stripeApp, '/api/payment/checkout', { subscription_id: subscriptionId }, bearer(token));
    const sessionId = fake.last()?.id ?? '';
    // Stripe has not been paid yet: the return page's early look mails nothing.
    expect((await post(stripeApp, '/api/payment/confirm', { session_id: sessionId }, bearer(token))).json()).toMatchObject({ status: 'pending' });
    expect(await receiptsTo(stripeDb, email)).toHaveLength(0);
  });

  it('with Stripe: the amount Stripe charged, once for the return page and the webhook together', async () => {
    const email = 'receipt-stripe@example.com';
    const { token, subscriptionId } = await signUp(stripeApp, email);
    await stripeDb.orm.update(customers).set({ language: 'sp' }).where(eq(customers.id, (await stripeDb.orm.select({ id: subscriptions.customerId }).from(subscriptions).where(eq(subscriptions.id, subscriptionId)))[0]?.id ?? 0));
    await post(stripeApp, '/api/payment/checkout', { subscription_id: subscriptionId }, bearer(token));
    const session = fake.last();
    if (!session) throw new Error('no session');
    fake.pay(session.id);
    // Stripe's own figures: 45 € this time, whatever the plan stores.
    Object.assign(session, { amount_total: 4500, currency: 'eur' });

    expect((await post(stripeApp, '/api/payment/confirm', { session_id: session.id }, bearer(token))).json()).toMatchObject({ status: 'active' });
    const payload = JSON.stringify({
      id: 'evt_receipt_once',
      object: 'event',
      api_version: '2023-10-16',
      created: Math.floor(Date.now() / 1000),
      type: 'checkout.session.completed',
      data: { object: { id: session.id, object: 'checkout.session', client_reference_id: String(subscriptionId), payment_status: 'paid', amount_total: 4500, currency: 'eur' } },
    });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const hook = await stripeApp.inject({ method: 'POST', url: '/api/payment/webhook', payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } });
    expect(hook.statusCode).toBe(200);

    const mails = await receiptsTo(stripeDb, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Recibo de pago – Avis Boost, plan Lead-Gen');
    expect(mails[0]?.text.replace(/\s/g, ' ')).toContain('Importe: 45 € al mes, facturado mensualmente');
    expect(mails[0]?.text).toContain(`Referencia: ${session.id}`);
  });
});

describe('the subscriptions list says what is charged, what comes next, and when to renew', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

  async function listOf(tag: string, token: string): Promise<AccountSubscription[]> {
    const res = await testApp.inject({ method: 'GET', url: `/api/customer/${tag}/account/subscriptions`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: AccountSubscription[] }).data;
  }

  it('offers to renew a subscription ending within 30 days, and stops once a later one is paid', async () => {
    const email = 'renewal@example.com';
    const { token, tag, subscriptionId } = await signUp(testApp, email);
    await post(testApp, '/api/payment/test/complete', { subscription_id: subscriptionId }, bearer(token));
    await testDb.orm.update(subscriptions).set({ expiredAt: isoDay(10) }).where(eq(subscriptions.id, subscriptionId));

    const [ending] = await listOf(tag, token);
    expect(ending).toMatchObject({
      id: subscriptionId,
      price: { amount: 39, currency: 'EUR', period: 'month' },
      next: { kind: 'ends', on: isoDay(10) },
      renewable: true,
    });

    // Renewed: a later subscription, paid, runs past the first one's end.
    const [plan] = await testDb.orm.select({ id: plans.id }).from(plans).where(eq(plans.tag, 'all-inclusive'));
    const [customer] = await testDb.orm.select({ id: customers.id }).from(customers).where(eq(customers.tag, tag));
    await testDb.orm.insert(subscriptions).values({ customerId: customer?.id ?? 0, planId: plan?.id ?? 0, amount: 89, email, status: 'active', expiredAt: isoDay(376) });
    const [renewal, renewed] = await listOf(tag, token);
    expect(renewal).toMatchObject({ next: { kind: 'ends', on: isoDay(376) }, renewable: false, price: { amount: 89, period: 'month' } });
    expect(renewed).toMatchObject({ id: subscriptionId, next: { kind: 'renews', on: isoDay(10), plan: 'All_inclusive_monthly', price: { amount: 89 } }, renewable: false });
  });

  it('offers to renew an ended subscription, not one far from its end nor a pending one', async () => {
    const email = 'ended@example.com';
    const { token, tag, subscriptionId } = await signUp(testApp, email);
    await post(testApp, '/api/payment/test/complete', { subscription_id: subscriptionId }, bearer(token));
    const [far] = await listOf(tag, token);
    expect(far).toMatchObject({ renewable: false, next: { kind: 'ends' } });

    await testDb.orm.update(subscriptions).set({ status: 'expired', expiredAt: isoDay(-3) }).where(eq(subscriptions.id, subscriptionId));
    // A renewal started and not paid does not count as taking over.
    const [customer] = await testDb.orm.select({ id: customers.id, planId: customers.planId }).from(customers).where(eq(customers.tag, tag));
    await testDb.orm.insert(subscriptions).values({ customerId: customer?.id ?? 0, planId: customer?.planId ?? 0, amount: 39, email, status: 'pending', expiredAt: isoDay(366) });
    const [pending, ended] = await listOf(tag, token);
    expect(pending).toMatchObject({ status: 'pending', next: null, renewable: false });
    expect(ended).toMatchObject({ id: subscriptionId, status: 'expired', next: null, renewable: true });
  });
});
