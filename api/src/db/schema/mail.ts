import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
    sentAt: tstz('sent_at'),
  },
  (t) => [index('mail_outbox_unsent_idx').on(t.createdAt).where(sql`sent_at is null`)],
);
