import type { CheckoutResponse, PaymentConfig, SubscriptionState } from '@erep/shared/schemas';
import Stripe from 'stripe';
import type { Orm } from '../../db/client';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../../http/errors';
import type { Mailer } from '../../mail/index';
import type { AuthUser } from '../auth/service';
import * as q from './queries';
import { mailReceipt } from './receipt';
import { idOf, linkOf, reconcile } from './stripe-events';

const STRIPE_API_VERSION = '2023-10-16';

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
  session: {
    id: string;
    client_reference_id: string | null;
    payment_status: string;
    amount_total?: number | null;
    currency?: string | null;
    /** The Stripe subscription a recurring Checkout created. */
    subscription?: string | null;
  };
}

/** Where the receipt of a payment goes and links to. */
interface ReceiptContext {
  mailer: Mailer;
  /** The application's origin for the receipt's link, given the subscription's app URL. */
  originOf: (appUrl?: string) => string;
  /** A receipt that could not be queued: the payment stands, the failure is logged. */
  onError: (error: unknown) => void;
}

export const USER_DEACTIVATED = 'An owner of this account has switched off your access: ask them to switch it back on.';

/** 403 `user_deactivated`: what an owner switched off, a payment does not switch back on. */
export const userDeactivated = () => forbidden(USER_DEACTIVATED, 'user_deactivated');

const PAYING_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const isPaid = (status: string) => status === 'paid' || status === 'no_payment_required';

const providerFailure = (message: string) => new HttpError(502, message, undefined, 'payment_provider_error');

/**
 * A call to Stripe. Its errors carry Stripe's own HTTP status, which must not reach the browser as
 * ours (a 401 there would end the customer's session): an unknown session is our 404, the rest 502.
 */
async function fromProvider<T>(call: () => Promise<T>, missing = () => notFound('Unknown checkout session', 'checkout_session_not_found')): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
      throw missing();
    }
    if (error instanceof Stripe.errors.StripeError) throw providerFailure(`Stripe refused the call: ${error.message}`);
    throw error;
  }
}

/**
 * Records the event once (by id) and applies it: a paid checkout activates the subscription,
 * its customer's plan and the customer's users, and its payer gets a receipt. Returns false for an
 * event already handled. The return page and the webhook both confirm a checkout: only the one that
 * activates the subscription mails the receipt.
 */
async function applyPaymentEvent(
  orm: Orm,
  event: PaymentEvent,
  receipt: ReceiptContext,
  stripeSubscription: ((id: string) => Promise<q.StripeLink>) | null = null,
): Promise<boolean> {
  const id = Number(event.session.client_reference_id);
  const pays = PAYING_EVENTS.has(event.type) && isPaid(event.session.payment_status) && Number.isSafeInteger(id) && id > 0;
  // The period is the one Stripe bills: asked before recording, so that a failed call leaves the
  // event to be delivered again. Only while ours is pending: a later confirmation changes nothing.
  let link: q.StripeLink | null = null;
  if (pays && event.session.subscription && stripeSubscription && (await q.subscriptionWithPlan(orm, id))?.subscription.status === 'pending') {
    link = await stripeSubscription(event.session.subscription);
  }
  const result = await q.recordPaymentEvent(orm, event, pays ? { subscriptionId: id, providerRef: event.session.id, stripe: link } : null);
  if (result.activated) {
    try {
      const paid = await q.subscriptionWithPlan(orm, id);
      await mailReceipt(
        { orm, mailer: receipt.mailer },
        id,
        { reference: event.session.id, amountMinor: event.session.amount_total ?? null, currency: event.session.currency ?? null },
        receipt.originOf(paid?.subscription.appUrl ?? undefined),
      );
    } catch (error) {
      receipt.onError(error);
    }
  }
  return result.fresh;
}

function toEvent(id: string, type: string, session: Stripe.Checkout.Session): PaymentEvent {
  return {
    id,
    type,
    session: {
      id: session.id,
      client_reference_id: session.client_reference_id,
      payment_status: session.payment_status,
      amount_total: session.amount_total,
      currency: session.currency,
      subscription: idOf(session.subscription),
    },
  };
}

/**
 * Stripe Checkout when keys are configured; a clearly labelled test payment only when the operator
 * asked for it (PAYMENTS_TEST_MODE=1); otherwise paid plans cannot be checked out at all.
 */
export function createPayments(orm: Orm, settings: StripeSettings | null, testMode: boolean, mail: Omit<ReceiptContext, 'originOf'>) {
  const stripe = settings
    ? new Stripe(settings.secretKey, {
        apiVersion: STRIPE_API_VERSION,
        ...(settings.host ? { host: settings.host } : {}),
        ...(settings.port ? { port: settings.port } : {}),
        ...(settings.protocol ? { protocol: settings.protocol } : {}),
      })
    : null;

  const retrieveSubscription = (id: string): Promise<Stripe.Subscription> => {
    if (!stripe) throw notFound('Stripe is not configured');
    return fromProvider(() => stripe.subscriptions.retrieve(id), () => notFound('Unknown Stripe subscription', 'stripe_subscription_not_found'));
  };
  const stripeLink = async (id: string): Promise<q.StripeLink> => linkOf(await retrieveSubscription(id));

  /**
   * The caller's own pending or paid subscription, with its plan. Another tenant's id answers as a
   * missing one: the status must not tell which ids exist.
   */
  async function own(user: AuthUser | null, id: number) {
    if (!user) throw unauthorized();
    const row = await q.subscriptionWithPlan(orm, id);
    if (!row || !user.customer || row.subscription.customerId !== user.customer.id) throw notFound('Subscription not found', 'subscription_not_found');
    return row;
  }

  /** Paying is for the account's activation: a user an owner switched off cannot pay themself back on. */
  async function payable(user: AuthUser | null, id: number) {
    if (user?.deactivated) throw userDeactivated();
    return own(user, id);
  }

  async function state(user: AuthUser | null, id: number): Promise<SubscriptionState> {
    const { subscription, plan } = await own(user, id);
    return { id: subscription.id, status: subscription.status, plan: plan.tag, email: subscription.email };
  }

  return {
    /** Whether the webhook route exists: only with Stripe keys. */
    webhookSecret: stripe && settings ? settings.webhookSecret : null,

    config: (): PaymentConfig => ({ mode: stripe ? 'stripe' : 'test', publishable_key: settings?.publishableKey ?? null }),

    /** Checked before anything else is read: the route does not exist in the other mode. */
    requireStripe(): void {
      if (!stripe) throw notFound('Stripe is not configured');
    },
    requireTestMode(): void {
      if (stripe) throw notFound('Test payments are disabled when Stripe is configured');
      if (!testMode) throw notFound('Test payments are disabled');
    },

    state,

    /**
     * An embedded Checkout Session for the pending subscription: its client secret mounts Stripe's
     * form inside our page, and Stripe sends the customer back to `return_url` once it is done.
     */
    async checkout(user: AuthUser | null, subscriptionId: number, originOf: (appUrl?: string) => string): Promise<CheckoutResponse> {
      const { subscription, plan } = await payable(user, subscriptionId);
      if (subscription.status !== 'pending') throw badRequest('This subscription is already paid', undefined, 'already_paid');
      const price = plan.priceCode;
      if (!price) throw badRequest('no_price_code', undefined, 'no_price_code');
      if (!stripe) {
        if (!testMode) throw new HttpError(503, 'Payments are not configured on this server, please contact support', undefined, 'payments_unavailable');
        return { mode: 'test', client_secret: null };
      }
      const origin = originOf(subscription.appUrl ?? undefined);
      const session = await fromProvider(() =>
        stripe.checkout.sessions.create({
          ui_mode: 'embedded',
          mode: 'subscription',
          line_items: [{ price, quantity: 1 }],
          customer_email: subscription.email,
          client_reference_id: String(subscription.id),
          metadata: { subscription_id: String(subscription.id) },
          // Stripe fills in the placeholder; the return page confirms that session server-side.
          return_url: `${origin}/payment/process?session_id={CHECKOUT_SESSION_ID}`,
        }),
      );
      if (!session.client_secret) throw providerFailure('Stripe returned a Checkout Session without a client secret');
      return { mode: 'stripe', client_secret: session.client_secret };
    },

    /** On return from Checkout; the webhook may come later. */
    async confirm(user: AuthUser | null, sessionId: string, originOf: ReceiptContext['originOf']): Promise<SubscriptionState> {
      if (!stripe) throw notFound('Stripe is not configured');
      const session = await fromProvider(() => stripe.checkout.sessions.retrieve(sessionId));
      const id = Number(session.client_reference_id);
      if (!Number.isSafeInteger(id) || id <= 0) throw badRequest('Unknown checkout session');
      await payable(user, id);
      // Recorded only once paid: an early, unpaid look must not use up the confirmation.
      if (isPaid(session.payment_status)) {
        await applyPaymentEvent(orm, toEvent(`confirm_${session.id}`, 'checkout.session.completed', session), { ...mail, originOf }, stripeLink);
      }
      return state(user, id);
    },

    async completeTestPayment(user: AuthUser | null, subscriptionId: number, originOf: ReceiptContext['originOf']): Promise<SubscriptionState> {
      if (stripe) throw notFound('Test payments are disabled when Stripe is configured');
      if (!testMode) throw notFound('Test payments are disabled');
      await payable(user, subscriptionId);
      await applyPaymentEvent(
        orm,
        {
          id: `evt_test_${subscriptionId}`,
          type: 'checkout.session.completed',
          session: { id: `cs_test_local_${subscriptionId}`, client_reference_id: String(subscriptionId), payment_status: 'paid' },
        },
        { ...mail, originOf },
      );
      return state(user, subscriptionId);
    },

    /** A signed webhook delivery; null when the signature does not hold. */
    async webhook(body: Buffer, signature: string, originOf: ReceiptContext['originOf']): Promise<{ received: true; duplicate: boolean } | null> {
      if (!stripe || !settings) throw notFound('Stripe is not configured');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(body, signature, settings.webhookSecret, 300);
      } catch {
        return null;
      }
      const receipt = { ...mail, originOf };
      const applied = event.type.startsWith('checkout.session.')
        ? await applyPaymentEvent(orm, toEvent(event.id, event.type, event.data.object as Stripe.Checkout.Session), receipt, stripeLink)
        : await reconcile(
            {
              orm,
              retrieveSubscription,
              retrieveCharge: (id) => fromProvider(() => stripe.charges.retrieve(id), () => notFound('Unknown Stripe charge', 'stripe_charge_not_found')),
              cancelSubscription: (id) => fromProvider(() => stripe.subscriptions.cancel(id), () => notFound('Unknown Stripe subscription', 'stripe_subscription_not_found')),
              ...receipt,
            },
            event,
          );
      return { received: true, duplicate: !applied };
    },

    /**
     * A Stripe billing portal session for the customer's Stripe customer (cards, invoices,
     * cancellation); 409 when it has none (test mode, or never paid through Stripe).
     */
    async billingPortal(customerId: number, returnUrl: string): Promise<{ url: string }> {
      const stripeCustomer = stripe ? await q.stripeCustomerOf(orm, customerId) : null;
      if (!stripe || !stripeCustomer) {
        throw new HttpError(409, 'This account has no subscription paid through Stripe: there is no billing portal to open', undefined, 'no_stripe_customer');
      }
      const session = await fromProvider(() => stripe.billingPortal.sessions.create({ customer: stripeCustomer, return_url: returnUrl }));
      return { url: session.url };
    },
  };
}
