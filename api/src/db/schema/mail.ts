import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { customers } from './tenants';

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra headers sent with the mail (List-Unsubscribe and its one-click companion). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: createdAt(),
    sentAt: tstz('sent_at'),
    /** Names a mail that must go out once only (`coupon:<id>`): queueing it again is a no-op. */
    dedupeKey: text('dedupe_key'),
    /**
     * The customer on whose behalf the mail went (alerts, coupons, campaigns...); null for the platform's
     * own mail. A customer's export and erasure of a contact reach only its own mail.
     */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('mail_outbox_unsent_idx').on(t.createdAt).where(sql`sent_at is null`),
    uniqueIndex('mail_outbox_dedupe_uq').on(t.dedupeKey),
    index('mail_outbox_customer_to_idx').on(t.customerId, t.to),
  ],
);
