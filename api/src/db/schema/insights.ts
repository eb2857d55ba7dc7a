import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { establishments } from './establishments';
import { users } from './tenants';

/** The weather of one day at an establishment: fetched from the archive service once, then read from here. */
export const weatherDays = pgTable(
  'weather_days',
  {
    establishmentId: integer('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    /** Highest temperature of the day, °C. */
    temperatureMax: real('temperature_max').notNull(),
    /** Rain and snow of the day, mm. */
    precipitation: real('precipitation').notNull(),
    /** 'archive' (fetched) or 'seed' (demo history). */
    origin: text('origin').notNull(),
    fetchedAt: tstz('fetched_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.establishmentId, t.day] })],
);

/** Sales of one day at an establishment, as imported from the till's CSV; a re-import of the day replaces it. */
export const salesDays = pgTable(
  'sales_days',
  {
    establishmentId: integer('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    revenue: numeric('revenue', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    tickets: integer('tickets').notNull(),
    importedAt: tstz('imported_at').notNull().defaultNow(),
    importedBy: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.establishmentId, t.day] }),
    check('sales_days_revenue_positive', sql`${t.revenue} >= 0`),
    check('sales_days_tickets_positive', sql`${t.tickets} >= 0`),
  ],
);

/**
 * Daily roll-up of reviews per place (establishment, or one of its competitors: competitor_id 0 for
 * the establishment itself), day and source. Kept by triggers on `reviews`, so every writer (pages,
 * imports, seeds) updates it; ranking, trends and the establishment list read it instead of the reviews.
 */
export const reviewDailyStats = pgTable(
  'review_daily_stats',
  {
    // No foreign key: the triggers empty a place's rows as its reviews go, cascades included.
    establishmentId: integer('establishment_id').notNull(),
    competitorId: integer('competitor_id').notNull().default(0),
    day: date('day').notNull(),
    source: text('source').notNull(),
    reviews: integer('reviews').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    withComment: integer('with_comment').notNull().default(0),
    answered: integer('answered').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.establishmentId, t.competitorId, t.day, t.source] }),
    index('review_daily_stats_day_idx').on(t.day),
  ],
);
