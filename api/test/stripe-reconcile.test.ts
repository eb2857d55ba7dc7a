import type { AccountCreateResponse, AccountSubscription } from '@erep/shared/schemas';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { auditLog, mailOutbox, subscriptions } from '../src/db/schema';
import { createFakeStripe, type FakeSubscription } from './fake-stripe';
import { bearer, createTestApp } from './helpers';

const WEBHOOK_SECRET = 'whsec_reconcile_suite';
const fake = createFakeStripe();
const signer = new Stripe('sk_test_signer', { apiVersion: '2023-10-16' });
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  const port = await fake.listen();
  ({ app, db } = await createTestApp({
    limits: { signUp: { max: 1000, timeWindowMs: 60_000 } },
    authFlows: { stripe: { secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', webhookSecret: WEBHOOK_SECRET, host: '127.0.0.1', port, protocol: 'http' } },
  }));
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

const DAY = 24 * 3600;
const now = () => Math.floor(Date.now() / 1000);
const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url, payload: payload as object, headers });

let counter = 0;
/** A signed delivery, as Stripe sends it: an Event object whose `data.object` is the API object. */
async function deliver(type: string, object: Record<string, unknown>, id = `evt_${++counter}_${Date.now()}`) {
  const payload = JSON.stringify({ id, object: 'event', api_version: '2023-10-16', created: now(), livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type, data: { object } });
  const res = await app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
  });
  return { res, id, payload };
}

/** An account paid through a recurring Checkout, confirmed on return: ours and Stripe's subscription. */
async function paidAccount(email: string, periodEnd = now() + 31 * DAY) {
  const created = (
    await post('/api/account/create', {
      name: 'Harbour Deli',
      firstname: 'Ines',
      lastname: 'Costa',
      password: 'Copper-Meadow-42',
      email,
      city: 'Porto',
      zipcode: '4000',
      country: 'PT',
      address1: '1 Rua das Flores',
      plan: 'all-inclusive',
      partner: 'demo',
    })
  ).json() as AccountCreateResponse;
  const token = created.token;
  const sub = await post('/api/subscription/create', { customer: created.customer.tag, plan: 'all-inclusive', amount: 89, email, updated_at: '2026-01-01', expired_at: '2027-01-02' }, bearer(token));
  const id = (sub.json() as { data: { id: number } }).data.id;
  await post('/api/payment/checkout', { subscription_id: id }, bearer(token));
  const session = fake.last();
  const stripeSub = fake.pay(session?.id ?? '', periodEnd) as FakeSubscription;
  const confirmed = await post('/api/payment/confirm', { session_id: session?.id }, bearer(token));
  expect(confirmed.json()).toMatchObject({ status: 'active' });
  return { token, id, tag: created.customer.tag, stripeSub };
}

const ours = async (id: number) => (await db.orm.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];
const mailsTo = (email: string, prefix: string) => db.orm.select().from(mailOutbox).where(and(eq(mailOutbox.to, email), like(mailOutbox.dedupeKey, `${prefix}%`)));
/** Whether the plan's areas still open: 402 `subscription_ended` once the subscription is over (the account area stays, to renew). */
const planEnded = async (token: string, tag: string) =>
  (await app.inject({ method: 'GET', url: `/api/customer/${tag}/establishments/1/sales`, headers: bearer(token) })).statusCode === 402;

function invoice(stripeSub: FakeSubscription, over: Record<string, unknown> & { period?: { start: number; end: number } }) {
  const id = `in_${++counter}${Date.now()}`;
  const period = over.period ?? { start: stripeSub.current_period_end, end: stripeSub.current_period_end + 30 * DAY };
  return {
    id,
    object: 'invoice',
    customer: stripeSub.customer,
    subscription: stripeSub.id,
    billing_reason: 'subscription_cycle',
    status: 'paid',
    paid: true,
    amount_due: 8900,
    amount_paid: 8900,
    currency: 'eur',
    number: `INV-${counter}`,
    lines: {
      object: 'list',
      data: [{ id: `il_${counter}`, object: 'line_item', type: 'subscription', subscription: stripeSub.id, amount: 8900, currency: 'eur', period }],
      has_more: false,
      url: `/v1/invoices/${id}/lines`,
    },
    ...over,
  };
}

describe('a recurring Checkout takes its period from Stripe', () => {
  it('stores the Stripe subscription and customer, and ends at current_period_end instead of a fixed year', async () => {
    const end = now() + 31 * DAY;
    const { id, stripeSub } = await paidAccount('period@example.com', end);
    const row = await ours(id);
    expect(row).toMatchObject({ status: 'active', stripeSubscriptionId: stripeSub.id, stripeCustomerId: stripeSub.customer, providerStatus: 'active', expiredAt: day(end) });
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === `/v1/subscriptions/${stripeSub.id}`)).toBe(true);
    // One receipt for the first payment, with Stripe's period.
    const receipts = await mailsTo('period@example.com', 'receipt:');
    expect(receipts.map((m) => m.dedupeKey)).toEqual([`receipt:${id}`]);
  });

  it('reads the period end on the subscription items when the subscription has none (newer API versions)', async () => {
    const end = now() + 40 * DAY;
    const { token, id } = await signUpPending('items@example.com');
    await post('/api/payment/checkout', { subscription_id: id }, bearer(token));
    const session = fake.last();
    const stripeSub = fake.pay(session?.id ?? '', now() + 5 * DAY) as FakeSubscription;
    // As API versions from 2025-03-31 shape it: the period lives on the items only.
    const moved = stripeSub as unknown as Record<string, unknown> & { items: { data: Record<string, unknown>[] } };
    delete moved.current_period_end;
    const item = moved.items.data[0];
    if (item) item.current_period_end = end;
    const { res } = await deliver('checkout.session.completed', { ...session, object: 'checkout.session' });
    expect(res.statusCode).toBe(200);
    expect((await ours(id))?.expiredAt).toBe(day(end));
  });
});

async function signUpPending(email: string) {
  const created = (
    await post('/api/account/create', {
      name: 'Quay Books',
      firstname: 'Rui',
      lastname: 'Alves',
      password: 'Copper-Meadow-42',
      email,
      city: 'Porto',
      zipcode: '4000',
      country: 'PT',
      address1: '2 Rua das Flores',
      plan: 'all-inclusive',
      partner: 'demo',
    })
  ).json() as AccountCreateResponse;
  const sub = await post('/api/subscription/create', { customer: created.customer.tag, plan: 'all-inclusive', amount: 89, email, updated_at: '2026-01-01', expired_at: '2027-01-02' }, bearer(created.token));
  return { token: created.token, tag: created.customer.tag, id: (sub.json() as { data: { id: number } }).data.id };
}

describe('signed Stripe webhooks reconcile the subscription', () => {
  it('invoice.paid for a renewal extends the end and queues one receipt per invoice, once per event', async () => {
    const { id, stripeSub } = await paidAccount('renewal@example.com');
    const next = { start: stripeSub.current_period_end, end: stripeSub.current_period_end + 30 * DAY };
    const paid = invoice(stripeSub, { period: next });
    const first = await deliver('invoice.paid', paid);
    expect(first.res.json()).toEqual({ received: true, duplicate: false });
    expect(await ours(id)).toMatchObject({ status: 'active', expiredAt: day(next.end) });
    // Redelivered: acknowledged, nothing twice.
    const again = await app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      payload: first.payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload: first.payload, secret: WEBHOOK_SECRET }) },
    });
    expect(again.json()).toEqual({ received: true, duplicate: true });
    const receipts = await mailsTo('renewal@example.com', 'receipt:');
    expect(receipts.map((m) => m.dedupeKey).sort()).toEqual([`receipt:${id}`, `receipt:${id}:${paid.id}`]);
    const renewal = receipts.find((m) => m.dedupeKey === `receipt:${id}:${paid.id}`);
    expect(renewal?.text).toContain(paid.number);
    // The next cycle gets its own receipt.
    const later = invoice(stripeSub, { period: { start: next.end, end: next.end + 30 * DAY } });
    await deliver('invoice.paid', later);
    expect((await ours(id))?.expiredAt).toBe(day(next.end + 30 * DAY));
    expect(await mailsTo('renewal@example.com', 'receipt:')).toHaveLength(3);
  });

  it('the first invoice (subscription_create) sends no second receipt and changes nothing', async () => {
    const { id, stripeSub } = await paidAccount('first-invoice@example.com');
    const before = await ours(id);
    await deliver('invoice.paid', invoice(stripeSub, { billing_reason: 'subscription_create', period: { start: now(), end: now() + 90 * DAY } }));
    expect((await ours(id))?.expiredAt).toBe(before?.expiredAt);
    expect(await mailsTo('first-invoice@example.com', 'receipt:')).toHaveLength(1);
  });

  it('invoice.payment_failed marks it past due, keeps access and mails the owner once in their language', async () => {
    const { id, token, tag, stripeSub } = await paidAccount('failed@example.com');
    const failed = invoice(stripeSub, { status: 'open', paid: false, amount_paid: 0, attempt_count: 1 });
    expect((await deliver('invoice.payment_failed', failed)).res.statusCode).toBe(200);
    expect(await ours(id)).toMatchObject({ status: 'active', providerStatus: 'past_due' });
    expect(await planEnded(token, tag)).toBe(false);
    // Stripe retries the charge: a second failure of the same invoice mails nothing more.
    await deliver('invoice.payment_failed', { ...failed, attempt_count: 2 });
    const mails = await mailsTo('failed@example.com', 'payment_failed:');
    expect(mails).toHaveLength(1);
    // The demo partner writes French.
    expect(mails[0]?.subject).toMatch(/^Paiement refusé/);
    expect(mails[0]?.text).toContain(`/customer/${tag}/account/subscriptions`);
    const list = await app.inject({ method: 'GET', url: `/api/customer/${tag}/account/subscriptions`, headers: bearer(token) });
    expect((list.json() as { data: { id: number; past_due: boolean }[] }).data.find((s) => s.id === id)).toMatchObject({ past_due: true, stripe_customer: true });
  });

  it('customer.subscription.updated follows Stripe’s status, cancel_at_period_end and period end', async () => {
    const { id, token, tag, stripeSub } = await paidAccount('updated@example.com');
    const listed = async () =>
      ((await app.inject({ method: 'GET', url: `/api/customer/${tag}/account/subscriptions`, headers: bearer(token) })).json() as { data: AccountSubscription[] }).data.find((s) => s.id === id);
    // Stripe renews it: the page says so and offers no manual renewal.
    expect(await listed()).toMatchObject({ next: { kind: 'renews', on: day(stripeSub.current_period_end), plan: 'All_inclusive_monthly' }, renewable: false, cancel_at_period_end: false });
    const end = stripeSub.current_period_end + 30 * DAY;
    await deliver('customer.subscription.updated', { ...stripeSub, cancel_at_period_end: true, current_period_end: end });
    expect(await ours(id)).toMatchObject({ status: 'active', providerStatus: 'active', cancelAtPeriodEnd: true, expiredAt: day(end) });
    expect(await listed()).toMatchObject({ next: { kind: 'ends', on: day(end) }, cancel_at_period_end: true });
    await deliver('customer.subscription.updated', { ...stripeSub, status: 'past_due', current_period_end: end });
    expect(await ours(id)).toMatchObject({ status: 'active', providerStatus: 'past_due', cancelAtPeriodEnd: false });
    expect(await planEnded(token, tag)).toBe(false);
  });

  it('an unpaid subscription (Stripe stopped retrying) loses access until Stripe says it is paid again', async () => {
    const { id, token, tag, stripeSub } = await paidAccount('unpaid@example.com');
    await deliver('customer.subscription.updated', { ...stripeSub, status: 'unpaid' });
    expect(await ours(id)).toMatchObject({ status: 'expired', providerStatus: 'unpaid', expiredAt: day(now()) });
    expect(await planEnded(token, tag)).toBe(true);
    // An older 'active' update delivered late: Stripe still says unpaid, so nothing changes.
    fake.subscriptions.set(stripeSub.id, { ...stripeSub, status: 'unpaid' });
    await deliver('customer.subscription.updated', { ...stripeSub, status: 'active' });
    expect((await ours(id))?.status).toBe('expired');
    // The open invoice is paid: its receipt goes out, and Stripe's subscription is active again, with a new period.
    const end = now() + 30 * DAY;
    const settled = invoice(stripeSub, { period: { start: now(), end } });
    await deliver('invoice.paid', settled);
    expect((await ours(id))?.status).toBe('expired');
    expect((await mailsTo('unpaid@example.com', 'receipt:')).map((m) => m.dedupeKey)).toContain(`receipt:${id}:${settled.id}`);
    fake.subscriptions.set(stripeSub.id, { ...stripeSub, status: 'active', current_period_end: end });
    await deliver('customer.subscription.updated', { ...stripeSub, status: 'active', current_period_end: end });
    expect(await ours(id)).toMatchObject({ status: 'active', providerStatus: 'active', expiredAt: day(end) });
    expect(await planEnded(token, tag)).toBe(false);
  });

  it('customer.subscription.deleted ends ours at ended_at and the plan’s access with it', async () => {
    const { id, token, tag, stripeSub } = await paidAccount('deleted@example.com');
    expect(await planEnded(token, tag)).toBe(false);
    const endedAt = now() - DAY;
    await deliver('customer.subscription.deleted', { ...stripeSub, status: 'canceled', canceled_at: endedAt, ended_at: endedAt });
    expect(await ours(id)).toMatchObject({ status: 'expired', providerStatus: 'canceled', expiredAt: day(endedAt) });
    expect(await planEnded(token, tag)).toBe(true);
    // Deliveries come in any order: an older update or a late renewal does not bring it back.
    await deliver('customer.subscription.updated', { ...stripeSub, current_period_end: now() + 60 * DAY });
    await deliver('invoice.paid', invoice(stripeSub, { period: { start: now(), end: now() + 60 * DAY } }));
    expect(await ours(id)).toMatchObject({ status: 'expired', expiredAt: day(endedAt) });
    expect(await planEnded(token, tag)).toBe(true);
  });

  it('a full refund of the latest invoice ends the subscription now, with an audit entry; a partial one does not', async () => {
    const { id, token, tag, stripeSub } = await paidAccount('refund@example.com');
    const charge = { id: `ch_${Date.now()}`, object: 'charge', amount: 8900, currency: 'eur', customer: stripeSub.customer, invoice: stripeSub.latest_invoice, paid: true, status: 'succeeded' };
    await deliver('charge.refunded', { ...charge, refunded: false, amount_refunded: 1000 });
    expect((await ours(id))?.status).toBe('active');
    // A refund of an older invoice leaves the current period paid.
    await deliver('charge.refunded', { ...charge, id: `${charge.id}_old`, invoice: 'in_older', refunded: true, amount_refunded: 8900 });
    expect((await ours(id))?.status).toBe('active');
    const full = await deliver('charge.refunded', { ...charge, refunded: true, amount_refunded: 8900 });
    expect(full.res.statusCode).toBe(200);
    expect(await ours(id)).toMatchObject({ status: 'cancelled', expiredAt: day(now()) });
    expect(await planEnded(token, tag)).toBe(true);
    const audit = await db.orm.select().from(auditLog).where(eq(auditLog.subject, `subscription:${id}`));
    expect(audit).toEqual([expect.objectContaining({ action: 'subscription_ended_by_refund', actorUserId: null, details: expect.objectContaining({ charge: charge.id, event: full.id }) })]);
    // Stripe stops billing what was given back.
    expect(fake.subscriptions.get(stripeSub.id)).toMatchObject({ status: 'canceled' });
  });

  it('a dispute on a charge of the subscription ends it now, with an audit entry', async () => {
    const { id, token, tag, stripeSub } = await paidAccount('dispute@example.com');
    const chargeId = `ch_dispute_${Date.now()}`;
    fake.charges.set(chargeId, { id: chargeId, object: 'charge', amount: 8900, amount_refunded: 0, refunded: false, currency: 'eur', customer: stripeSub.customer, invoice: stripeSub.latest_invoice, paid: true, status: 'succeeded' });
    const { res } = await deliver('charge.dispute.created', { id: `dp_${Date.now()}`, object: 'dispute', amount: 8900, currency: 'eur', charge: chargeId, reason: 'fraudulent', status: 'needs_response' });
    expect(res.statusCode).toBe(200);
    expect((await ours(id))?.status).toBe('cancelled');
    expect(await planEnded(token, tag)).toBe(true);
    expect(await db.orm.select().from(auditLog).where(eq(auditLog.subject, `subscription:${id}`))).toEqual([expect.objectContaining({ action: 'subscription_ended_by_dispute' })]);
    expect(fake.subscriptions.get(stripeSub.id)).toMatchObject({ status: 'canceled' });
  });

  it('acknowledges unknown event types and events about subscriptions it does not know', async () => {
    expect((await deliver('customer.created', { id: 'cus_unknown', object: 'customer' })).res.json()).toEqual({ received: true, duplicate: false });
    const { res } = await deliver('customer.subscription.deleted', { id: 'sub_someone_else', object: 'subscription', status: 'canceled', ended_at: now(), customer: 'cus_x', cancel_at_period_end: false, items: { object: 'list', data: [] } });
    expect(res.statusCode).toBe(200);
  });

  it('an unsigned or tampered reconciliation event changes nothing', async () => {
    const { id, stripeSub } = await paidAccount('unsigned@example.com');
    const payload = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'customer.subscription.deleted', created: now(), data: { object: { ...stripeSub, status: 'canceled', ended_at: now() } } });
    const forged = await app.inject({ method: 'POST', url: '/api/payment/webhook', payload, headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' }) } });
    expect(forged.statusCode).toBe(400);
    expect((await ours(id))?.status).toBe('active');
  });
});

describe('POST /api/customer/:tag/account/billing-portal', () => {
  it('opens a Stripe billing portal session for the account’s Stripe customer, returning to the subscriptions page', async () => {
    const { token, tag, stripeSub } = await paidAccount('portal@example.com');
    const res = await post(`/api/customer/${tag}/account/billing-portal`, {}, bearer(token));
    expect(res.statusCode).toBe(200);
    const portal = fake.portalSessions.at(-1);
    expect(res.json()).toEqual({ url: portal?.url });
    expect(portal).toMatchObject({ object: 'billing_portal.session', customer: stripeSub.customer, return_url: `http://localhost:80/customer/${tag}/account/subscriptions` });
  });

  it('answers 409 with a reason when nothing was paid through Stripe, and 403 to another tenant', async () => {
    const { token, tag } = await signUpPending('portal-none@example.com');
    // The owner of an account awaiting payment is inactive: use a paid account's owner against the pending one.
    const paid = await paidAccount('portal-other@example.com');
    expect((await post(`/api/customer/${tag}/account/billing-portal`, {}, bearer(paid.token))).statusCode).toBe(403);
    // An account paid before Stripe (no Stripe customer on its subscriptions).
    await db.orm.update(subscriptions).set({ stripeCustomerId: null }).where(eq(subscriptions.id, paid.id));
    const none = await post(`/api/customer/${paid.tag}/account/billing-portal`, {}, bearer(paid.token));
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'no_stripe_customer' });
    expect(token).toBeTruthy();
  });
});

describe('test mode (no Stripe keys) stays as it was', () => {
  it('a test payment grants the server’s own period, and the billing portal answers 409 with a reason', async () => {
    const { app: testApp } = await createTestApp({ limits: { signUp: { max: 1000, timeWindowMs: 60_000 } } });
    try {
      const send = (url: string, payload: unknown, headers: Record<string, string> = {}) => testApp.inject({ method: 'POST', url, payload: payload as object, headers });
      const created = (
        await send('/api/account/create', {
          name: 'Test Mode Deli',
          firstname: 'Ana',
          lastname: 'Reis',
          password: 'Copper-Meadow-42',
          email: 'test-mode-portal@example.com',
          city: 'Porto',
          zipcode: '4000',
          country: 'PT',
          address1: '3 Rua das Flores',
          plan: 'all-inclusive',
          partner: 'demo',
        })
      ).json() as AccountCreateResponse;
      const sub = await send(
        '/api/subscription/create',
        { customer: created.customer.tag, plan: 'all-inclusive', amount: 89, email: 'test-mode-portal@example.com', updated_at: '2026-01-01', expired_at: '2027-01-02' },
        bearer(created.token),
      );
      const id = (sub.json() as { data: { id: number; expired_at: string } }).data;
      expect((await send('/api/payment/test/complete', { subscription_id: id.id }, bearer(created.token))).json()).toMatchObject({ status: 'active' });
      const list = (await testApp.inject({ method: 'GET', url: `/api/customer/${created.customer.tag}/account/subscriptions`, headers: bearer(created.token) })).json() as { data: AccountSubscription[] };
      expect(list.data[0]).toMatchObject({ status: 'active', expired_at: id.expired_at, stripe_customer: false, past_due: false });
      const portal = await send(`/api/customer/${created.customer.tag}/account/billing-portal`, {}, bearer(created.token));
      expect(portal.statusCode).toBe(409);
      expect(portal.json()).toMatchObject({ code: 'no_stripe_customer' });
      // No webhook route without Stripe.
      expect((await send('/api/payment/webhook', {}, { 'stripe-signature': 't=1,v1=x' })).statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  });
});
