import type Stripe from 'stripe';
import type { Orm } from '../../db/client';
import type { Mailer } from '../../mail/index';
import * as q from './queries';
import { mailPaymentFailed, mailReceipt } from './receipt';

/** What reconciling a Stripe event needs: the database, Stripe itself and the payer's mail. */
export interface ReconcileDeps {
  orm: Orm;
  /** Stripe's subscription, for what an event does not carry (its latest invoice). */
  retrieveSubscription: (id: string) => Promise<Stripe.Subscription>;
  retrieveCharge: (id: string) => Promise<Stripe.Charge>;
  /** Stops Stripe's billing: what we ended on a refund or dispute must not be charged again. */
  cancelSubscription: (id: string) => Promise<unknown>;
  mailer: Mailer;
  originOf: (appUrl?: string) => string;
  /** A mail that could not be queued: the event stands, the failure is logged. */
  onError: (error: unknown) => void;
}

/** A Stripe timestamp (seconds) as the day our subscriptions end on. */
export const dayOf = (seconds: number): string => new Date(seconds * 1000).toISOString().slice(0, 10);

export const idOf = (ref: string | { id: string } | null | undefined): string | null => (typeof ref === 'string' ? ref : (ref?.id ?? null));

/**
 * The end of the period Stripe bills: on the subscription up to API version 2025-03-31, on its items
 * from then on. The SDK in use types the former; the latter is read when present.
 */
export function periodEndOf(subscription: Stripe.Subscription): number | null {
  const top: unknown = (subscription as { current_period_end?: unknown }).current_period_end;
  if (typeof top === 'number') return top;
  const item: unknown = (subscription.items?.data[0] as { current_period_end?: unknown } | undefined)?.current_period_end;
  return typeof item === 'number' ? item : null;
}

export function linkOf(subscription: Stripe.Subscription): q.StripeLink {
  const end = periodEndOf(subscription);
  return {
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    periodEnd: end === null ? null : dayOf(end),
  };
}

/** Stripe statuses after which the subscription is over: Stripe will not charge it again. */
const ENDED = new Set<string>(['canceled', 'incomplete_expired']);
/** Statuses in which Stripe charges the subscription and access is given. */
const RUNNING = new Set<string>(['active', 'trialing', 'past_due']);

/** The end of the period an invoice paid: the latest end among its subscription lines. */
function invoicePeriod(invoice: Stripe.Invoice): { from: string; to: string } | null {
  const lines = invoice.lines.data.filter((line) => line.type === 'subscription');
  if (lines.length === 0) return null;
  const start = Math.min(...lines.map((line) => line.period.start));
  const end = Math.max(...lines.map((line) => line.period.end));
  return { from: dayOf(start), to: dayOf(end) };
}

/**
 * Applies one signed Stripe event, once by its id; returns false for an event already handled.
 * Events about subscriptions we do not know (another product on the same account) are acknowledged.
 */
export async function reconcile(deps: ReconcileDeps, event: Stripe.Event): Promise<boolean> {
  const { orm } = deps;
  const after: (() => Promise<void>)[] = [];
  let fresh: boolean;
  switch (event.type) {
    case 'invoice.paid': {
      const invoice = event.data.object;
      const ours = await subscriptionOfInvoice(orm, invoice);
      const period = invoicePeriod(invoice);
      fresh = await q.recordEventOnce(orm, event, async (tx) => {
        // The first invoice is the Checkout's, which activated the subscription and sent its receipt.
        if (!ours || invoice.billing_reason !== 'subscription_cycle' || !period) return;
        // One we ended (refund, dispute, Stripe's end) is not switched back on by a late delivery; an
        // unpaid one comes back with Stripe's own update, and its payer still gets the receipt.
        const resumable = ours.status === 'expired' && ours.providerStatus === 'unpaid';
        if (ours.status !== 'active' && !resumable) return;
        const extends_ = ours.expiredAt === null || period.to > ours.expiredAt;
        if (!resumable) await q.updateSubscription(tx, ours.id, { providerStatus: 'active', ...(extends_ ? { expiredAt: period.to } : {}) });
        after.push(() =>
          mailReceipt(deps, ours.id, { reference: invoice.number ?? invoice.id, amountMinor: invoice.amount_paid, currency: invoice.currency, renewal: { invoice: invoice.id, ...period } }, deps.originOf(ours.appUrl ?? undefined)),
        );
      });
      break;
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const ours = await subscriptionOfInvoice(orm, invoice);
      fresh = await q.recordEventOnce(orm, event, async (tx) => {
        if (!ours || ours.status !== 'active') return;
        // Access stays while Stripe retries; Stripe's own end (customer.subscription.deleted) ends it.
        await q.updateSubscription(tx, ours.id, { providerStatus: 'past_due' });
        after.push(() => mailPaymentFailed(deps, ours.id, invoice.id, deps.originOf(ours.appUrl ?? undefined)));
      });
      break;
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const ours = await q.subscriptionByStripeId(orm, event.data.object.id);
      // Ended because Stripe gave up charging it ('unpaid'): paying the open invoice brings it back.
      const resumable = ours?.status === 'expired' && ours.providerStatus === 'unpaid';
      // Deliveries come in any order: whether to resume is asked of Stripe, never read off an old event.
      const subscription = resumable && event.type === 'customer.subscription.updated' ? await deps.retrieveSubscription(event.data.object.id) : event.data.object;
      fresh = await q.recordEventOnce(orm, event, async (tx) => {
        // An update arriving after the end changes nothing.
        if (!ours || (ours.status !== 'active' && !resumable)) return;
        const link = linkOf(subscription);
        if (event.type === 'customer.subscription.deleted' || ENDED.has(subscription.status)) {
          // Ends as an expired subscription does: the plan's access goes with it.
          const endedAt = subscription.ended_at ?? event.created;
          await q.updateSubscription(tx, ours.id, { status: 'expired', expiredAt: dayOf(endedAt), providerStatus: subscription.status, cancelAtPeriodEnd: false });
          return;
        }
        if (resumable) {
          if (RUNNING.has(subscription.status)) {
            await q.updateSubscription(tx, ours.id, { status: 'active', providerStatus: link.status, cancelAtPeriodEnd: link.cancelAtPeriodEnd, ...(link.periodEnd ? { expiredAt: link.periodEnd } : {}) });
          }
          return;
        }
        if (subscription.status === 'unpaid') {
          // Stripe stopped retrying: access ends now, as Stripe's guide asks, until the invoice is paid.
          await q.updateSubscription(tx, ours.id, { status: 'expired', expiredAt: dayOf(event.created), providerStatus: 'unpaid', cancelAtPeriodEnd: link.cancelAtPeriodEnd });
          return;
        }
        await q.updateSubscription(tx, ours.id, {
          providerStatus: link.status,
          cancelAtPeriodEnd: link.cancelAtPeriodEnd,
          ...(link.periodEnd ? { expiredAt: link.periodEnd } : {}),
        });
      });
      break;
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const ours = await endedByRefund(deps, charge);
      fresh = await q.recordEventOnce(orm, event, async (tx) => {
        if (!ours) return;
        await endNow(tx, ours, 'refund', { charge: charge.id, invoice: idOf(charge.invoice), event: event.id });
        stopBilling(deps, ours, after);
      });
      break;
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      const charge = typeof dispute.charge === 'string' ? await deps.retrieveCharge(dispute.charge) : dispute.charge;
      const customer = idOf(charge.customer);
      const ours = customer ? await q.subscriptionByStripeCustomer(orm, customer) : null;
      fresh = await q.recordEventOnce(orm, event, async (tx) => {
        if (!ours || ours.status !== 'active') return;
        await endNow(tx, ours, 'dispute', { charge: charge.id, dispute: dispute.id, reason: dispute.reason, event: event.id });
        stopBilling(deps, ours, after);
      });
      break;
    }
    default:
      // Acknowledged, never applied: Stripe stops resending it.
      fresh = await q.recordEventOnce(orm, event, async () => {});
  }
  for (const task of after) {
    try {
      await task();
    } catch (error) {
      deps.onError(error);
    }
  }
  return fresh;
}

type OurSubscription = NonNullable<Awaited<ReturnType<typeof q.subscriptionByStripeId>>>;

async function subscriptionOfInvoice(orm: Orm, invoice: Stripe.Invoice): Promise<OurSubscription | null> {
  const id = idOf(invoice.subscription);
  return id ? q.subscriptionByStripeId(orm, id) : null;
}

/**
 * A full refund of the subscription's latest invoice ends it now: the period it paid for is given
 * back. A partial refund (a goodwill gesture) or the refund of an older invoice leaves access as is.
 */
async function endedByRefund(deps: ReconcileDeps, charge: Stripe.Charge): Promise<OurSubscription | null> {
  const invoice = idOf(charge.invoice);
  const customer = idOf(charge.customer);
  if (!charge.refunded || charge.amount_refunded < charge.amount || !invoice || !customer) return null;
  const ours = await q.subscriptionByStripeCustomer(deps.orm, customer);
  if (!ours?.stripeSubscriptionId || ours.status !== 'active') return null;
  const stripeSubscription = await deps.retrieveSubscription(ours.stripeSubscriptionId);
  return idOf(stripeSubscription.latest_invoice) === invoice ? ours : null;
}

/** Once access ended, Stripe's subscription is cancelled too, so no later invoice charges the customer for nothing. */
function stopBilling(deps: ReconcileDeps, ours: OurSubscription, after: (() => Promise<void>)[]): void {
  const stripeId = ours.stripeSubscriptionId;
  if (stripeId) after.push(async () => void (await deps.cancelSubscription(stripeId)));
}

/** Ends access today and records why in the audit log (no user acted: Stripe did). */
async function endNow(tx: Orm, ours: OurSubscription, reason: 'refund' | 'dispute', details: Record<string, unknown>): Promise<void> {
  await q.updateSubscription(tx, ours.id, { status: 'cancelled', expiredAt: dayOf(Math.floor(Date.now() / 1000)) });
  await q.writeBillingAudit(tx, { customerId: ours.customerId, action: `subscription_ended_by_${reason}`, subject: `subscription:${ours.id}`, details });
}
