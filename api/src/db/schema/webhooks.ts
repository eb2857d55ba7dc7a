import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { customers } from './tenants';

/** An integrator's HTTPS endpoint receiving the customer's events, signed with its secret. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** `whsec_<base64>`: shown once at creation, kept to sign every delivery. */
    secret: text('secret').notNull(),
    events: text('events').array().notNull(),
    /** Set after the last retry of an event failed: nothing more is sent until it is registered again. */
    disabledAt: tstz('disabled_at'),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_customer_idx').on(t.customerId)],
);

/** One event for one endpoint (an outbox row), with its last attempt: the delivery log. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The `webhook-id` header: the same on every retry so the receiver can ignore a repeat. */
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    /** A worker holds the row until then; past it, another worker may take it again. */
    lockedUntil: tstz('locked_until'),
    deliveredAt: tstz('delivered_at'),
    failedAt: tstz('failed_at'),
    lastAttemptAt: tstz('last_attempt_at'),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_message_uq').on(t.endpointId, t.messageId),
    index('webhook_deliveries_pending_idx').on(t.nextAttemptAt).where(sql`delivered_at is null and failed_at is null`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  ],
);
