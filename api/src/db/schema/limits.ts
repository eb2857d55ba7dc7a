import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/**
 * Every rate limit and lockout counter, shared by all API instances: one row per key and window,
 * bumped by a single upsert per hit (api/src/db/counters.ts).
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [index('rate_counters_expires_idx').on(t.expiresAt)],
);
