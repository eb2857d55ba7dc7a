import { boolean, date, index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { customers, plans } from './tenants';

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    email: text('email').notNull(),
    /** 'pending', 'active', 'expired' or 'cancelled'. */
    status: text('status').notNull().default('pending'),
    appUrl: text('app_url'),
    providerRef: text('provider_ref'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    expiredAt: date('expired_at'),
    /** The Stripe subscription (sub_…) a recurring Checkout created; its events find ours by it. */
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** The Stripe customer (cus_…): what the billing portal opens. */
    stripeCustomerId: text('stripe_customer_id'),
    /** Stripe's own status of the subscription ('active', 'past_due', 'canceled'…); null without Stripe. */
    providerStatus: text('provider_status'),
    /** Stripe will not renew it: it ends at the period end. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  },
  (t) => [
    index('subscriptions_customer_idx').on(t.customerId),
    uniqueIndex('subscriptions_provider_ref_uq').on(t.providerRef),
    uniqueIndex('subscriptions_stripe_subscription_uq').on(t.stripeSubscriptionId),
  ],
);

/** Payment provider events already handled: webhooks are delivered at least once. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: createdAt(),
});
