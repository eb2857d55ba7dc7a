import { paymentSubscriptionSchema, type CheckoutResponse, type PaymentConfig, type SubscriptionState } from '@erep/shared/schemas';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Stripe from 'stripe';
import * as v from 'valibot';
import type { Guards } from '../auth/guards';
import type { AppContext } from '../context';
import type { Orm } from '../db/client';
import { customers, paymentEvents, plans, subscriptions, users } from '../db/schema';
import { badRequest, forbidden, notFound, unauthorized } from '../lib/errors';
import { parseRequest } from '../lib/validation';
import { routeSchema } from '../http/openapi-schemas';
import type { OriginOf } from './auth-flows';

export const STRIPE_API_VERSION = '2023-10-16';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Points the SDK at another server (tests use a local fake). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** The one event shape both Stripe and the test payment feed into. */
export interface PaymentEvent {
  id: string;
  type: string;
  session: { id: string; client_reference_id: string | null; payment_status: string };
}

/**
 * Records the event once (by id) and applies it: a paid checkout activates the subscription,
 * its customer's plan and the customer's users. Returns false for an event already handled.
 */
export async function applyPaymentEvent(orm: Orm, event: PaymentEvent): Promise<boolean> {
  return orm.transaction(async (tx) => {
    const [fresh] = await tx.insert(paymentEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: paymentEvents.id });
    if (!fresh) return false;
    if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') return true;
    if (event.session.payment_status !== 'paid' && event.session.payment_status !== 'no_payment_required') return true;
    const id = Number(event.session.client_reference_id);
    if (!Number.isSafeInteger(id) || id <= 0) return true;
    const [activated] = await tx
      .update(subscriptions)
      .set({ status: 'active', providerRef: event.session.id, updatedAt: new Date() })
      .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'pending')))
      .returning({ customerId: subscriptions.customerId, planId: subscriptions.planId });
    if (!activated) return true;
    await tx.update(customers).set({ planId: activated.planId }).where(eq(customers.id, activated.customerId));
    await tx.update(users).set({ isActive: true }).where(eq(users.customerId, activated.customerId));
    return true;
  });
}

const subscriptionStateDoc = v.object({ id: v.number(), status: v.string(), plan: v.string(), email: v.string() });
const sessionIdSchema = v.object({ session_id: v.pipe(v.string(), v.regex(/^cs_[A-Za-z0-9_]{1,250}$/, 'session')) });
const subscriptionIdParams = v.object({ id: v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'id'), v.transform(Number)) });

function toEvent(id: string, type: string, session: Stripe.Checkout.Session): PaymentEvent {
  return { id, type, session: { id: session.id, client_reference_id: session.client_reference_id, payment_status: session.payment_status } };
}

export function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards, settings: StripeSettings | null, originOf: OriginOf): void {
  const stripe = settings
    ? new Stripe(settings.secretKey, {
        apiVersion: STRIPE_API_VERSION,
        ...(settings.host ? { host: settings.host } : {}),
        ...(settings.port ? { port: settings.port } : {}),
        ...(settings.protocol ? { protocol: settings.protocol } : {}),
      })
    : null;

  /** The caller's own pending or paid subscription, with its plan. */
  async function ownSubscription(request: FastifyRequest, id: number) {
    const user = request.authUser;
    if (!user) throw unauthorized();
    const [row] = await ctx.orm
      .select({ subscription: subscriptions, plan: plans })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(eq(subscriptions.id, id))
      .limit(1);
    if (!row) throw notFound('Subscription not found');
    if (!user.customer || row.subscription.customerId !== user.customer.id) throw forbidden('You do not have access to this subscription');
    return row;
  }

  app.get(
    '/api/payment/config',
    { schema: routeSchema({ summary: 'Payment mode: Stripe or the built-in test payment', tags: ['payment'], response: { 200: v.object({ mode: v.picklist(['stripe', 'test']), publishable_key: v.nullable(v.string()) }) } }) },
    async (): Promise<PaymentConfig> => ({ mode: stripe ? 'stripe' : 'test', publishable_key: settings?.publishableKey ?? null }),
  );

  app.get(
    '/api/payment/subscription/:id',
    { preHandler: [guards.requireUser], schema: routeSchema({ summary: 'State of the caller’s subscription', tags: ['payment'], security: true, response: { 200: subscriptionStateDoc } }) },
    async (request): Promise<SubscriptionState> => {
      const { id } = parseRequest(subscriptionIdParams, request.params, 'params');
      const { subscription, plan } = await ownSubscription(request, id);
      return { id: subscription.id, status: subscription.status, plan: plan.tag, email: subscription.email };
    },
  );

  app.post(
    '/api/payment/checkout',
    { preHandler: [guards.requireUser], schema: routeSchema({ summary: 'Start paying a pending subscription', tags: ['payment'], security: true, body: paymentSubscriptionSchema, response: { 200: v.object({ mode: v.picklist(['stripe', 'test']), url: v.nullable(v.string()) }) } }) },
    async (request): Promise<CheckoutResponse> => {
      const { subscription_id } = parseRequest(paymentSubscriptionSchema, request.body, 'body');
      const { subscription, plan } = await ownSubscription(request, subscription_id);
      if (subscription.status !== 'pending') throw badRequest('This subscription is already paid');
      if (!plan.priceCode) throw badRequest('no_price_code');
      if (!stripe) return { mode: 'test', url: null };
      const origin = originOf(request, subscription.appUrl ?? undefined);
      const query = new URLSearchParams({ code: plan.priceCode, email: subscription.email });
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: plan.priceCode, quantity: 1 }],
        customer_email: subscription.email,
        client_reference_id: String(subscription.id),
        metadata: { subscription_id: String(subscription.id) },
        success_url: `${origin}/payment/process?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${origin}/payment/checkout?${query.toString()}`,
      });
      return { mode: 'stripe', url: session.url };
    },
  );

  app.post(
    '/api/payment/confirm',
    { preHandler: [guards.requireUser], schema: routeSchema({ summary: 'Confirm a Stripe Checkout on return (the webhook may come later)', tags: ['payment'], security: true, response: { 200: subscriptionStateDoc } }) },
    async (request): Promise<SubscriptionState> => {
      if (!stripe) throw notFound('Stripe is not configured');
      const { session_id } = parseRequest(sessionIdSchema, request.body, 'body');
      const session = await stripe.checkout.sessions.retrieve(session_id);
      const id = Number(session.client_reference_id);
      if (!Number.isSafeInteger(id) || id <= 0) throw badRequest('Unknown checkout session');
      await ownSubscription(request, id);
      // Recorded only once paid: an early, unpaid look must not use up the confirmation.
      if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
        await applyPaymentEvent(ctx.orm, toEvent(`confirm_${session.id}`, 'checkout.session.completed', session));
      }
      const { subscription, plan } = await ownSubscription(request, id);
      return { id: subscription.id, status: subscription.status, plan: plan.tag, email: subscription.email };
    },
  );

  app.post(
    '/api/payment/test/complete',
    { preHandler: [guards.requireUser], schema: routeSchema({ summary: 'Test mode only: complete a payment without a provider', tags: ['payment'], security: true, body: paymentSubscriptionSchema, response: { 200: subscriptionStateDoc } }) },
    async (request): Promise<SubscriptionState> => {
      if (stripe) throw notFound('Test payments are disabled when Stripe is configured');
      const { subscription_id } = parseRequest(paymentSubscriptionSchema, request.body, 'body');
      await ownSubscription(request, subscription_id);
      await applyPaymentEvent(ctx.orm, {
        id: `evt_test_${subscription_id}`,
        type: 'checkout.session.completed',
        session: { id: `cs_test_local_${subscription_id}`, client_reference_id: String(subscription_id), payment_status: 'paid' },
      });
      const { subscription, plan } = await ownSubscription(request, subscription_id);
      return { id: subscription.id, status: subscription.status, plan: plan.tag, email: subscription.email };
    },
  );

  if (!stripe || !settings) return;
  // The signature covers the exact bytes: this scope keeps the JSON body unparsed.
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post('/api/payment/webhook', { schema: { hide: true } }, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') throw badRequest('Missing signature or body');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, settings.webhookSecret, 300);
      } catch {
        request.log.warn({ event: 'webhook_rejected' }, 'webhook signature rejected');
        throw badRequest('Invalid signature');
      }
      let applied = true;
      if (event.type.startsWith('checkout.session.')) {
        applied = await applyPaymentEvent(ctx.orm, toEvent(event.id, event.type, event.data.object as Stripe.Checkout.Session));
      } else {
        applied = await applyPaymentEvent(ctx.orm, { id: event.id, type: event.type, session: { id: '', client_reference_id: null, payment_status: '' } });
      }
      reply.code(200);
      return { received: true, duplicate: !applied };
    });
  });
}
