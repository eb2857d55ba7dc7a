import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { customers, users } from './tenants';

/** What a user chose in the account area's settings tab; no row means the defaults. */
export const userSettings = pgTable('user_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  alertNegativeReviews: boolean('alert_negative_reviews').notNull().default(true),
  dailyDigest: boolean('daily_digest').notNull().default(false),
  /** Days back from today: '7', '30', '90' or '365'. */
  defaultRange: text('default_range').notNull().default('30'),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** The public feedback form as set up in onboarding: optional fields asked, the advantage offered. */
export const publicForms = pgTable('public_forms', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  fields: text('fields').array().notNull().default(sql`'{}'::text[]`),
  /** Advantage tag offered on the form; null offers none. */
  advantageTag: text('advantage_tag'),
  /** Onboarding: the second step was saved; the third one was finished. */
  savedAt: tstz('saved_at').notNull().defaultNow(),
  onboardingDoneAt: tstz('onboarding_done_at'),
});

/** Requests sent from the support page; each is also mailed through the outbox. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_requests_customer_idx').on(t.customerId)],
);
