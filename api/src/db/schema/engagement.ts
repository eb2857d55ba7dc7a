import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { reviews } from './reviews';
import { customers, users } from './tenants';

/** An establishment's answer to a review; platform reviews' answers wait to be published there. */
export const reviewAnswers = pgTable(
  'review_answers',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    /** The platform where the owner has to publish it (posting through the platforms' APIs comes later); null: our own form. */
    toPublishOn: text('to_publish_on'),
    /**
     * Through a connector: 'pending' (queued), 'published' (the platform accepted it), 'failed' (with
     * the reason), 'deleting' (removal queued); null when nothing is sent.
     */
    publishState: text('publish_state'),
    publishError: text('publish_error'),
    publishAttempts: integer('publish_attempts').notNull().default(0),
    publishNextAt: tstz('publish_next_at'),
    publishLockedUntil: tstz('publish_locked_until'),
    publishedAt: tstz('published_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('review_answers_review_idx').on(t.reviewId),
    index('review_answers_publish_idx').on(t.publishNextAt).where(sql`publish_state in ('pending', 'deleting')`),
    check('review_answers_publish_state_chk', sql`${t.publishState} in ('pending', 'published', 'failed', 'deleting')`),
  ],
);

/** A customer's own answer templates; the built-in ones live in the code. */
export const answerTemplates = pgTable(
  'answer_templates',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    sentiment: text('sentiment').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('answer_templates_customer_idx').on(t.customerId),
    check('answer_templates_sentiment_chk', sql`${t.sentiment} in ('positive', 'neutral', 'negative')`),
  ],
);

/**
 * Background work (alert mails, daily digests) kept in the database: it survives a restart, and any
 * number of API instances claim rows with FOR UPDATE SKIP LOCKED, so each job runs once.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    /** One job per thing to do (e.g. `review_alert:42`): enqueuing it twice adds nothing. */
    dedupeKey: text('dedupe_key').notNull(),
    runAt: tstz('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** A worker holds the job until then; past it, another worker may take it again. */
    lockedUntil: tstz('locked_until'),
    doneAt: tstz('done_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_uq').on(t.dedupeKey),
    index('jobs_pending_idx').on(t.runAt).where(sql`done_at is null`),
  ],
);
