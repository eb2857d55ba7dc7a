import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';

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
  },
  (t) => [index('mail_outbox_unsent_idx').on(t.createdAt).where(sql`sent_at is null`), uniqueIndex('mail_outbox_dedupe_uq').on(t.dedupeKey)],
);
