import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { competitors, establishments, staff, units } from './establishments';

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    establishmentId: integer('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    unitId: integer('unit_id').references(() => units.id, { onDelete: 'set null' }),
    competitorId: integer('competitor_id').references(() => competitors.id, { onDelete: 'cascade' }),
    /** 'internal_form' for our feedback pages, otherwise the provider name. */
    source: text('source').notNull().default('internal_form'),
    externalId: text('external_id'),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    language: text('language'),
    firstname: text('firstname'),
    lastname: text('lastname'),
    gender: text('gender'),
    email: text('email'),
    visitorKey: text('visitor_key'),
    visitAt: tstz('visit_at'),
    visitDay: date('visit_day').notNull(),
    isInternal: boolean('is_internal').notNull().default(false),
    withAdvantage: boolean('with_advantage').notNull().default(false),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    index('reviews_establishment_created_idx').on(t.establishmentId, t.createdAt),
    index('reviews_staff_idx').on(t.staffId),
    index('reviews_unit_idx').on(t.unitId),
    index('reviews_competitor_idx').on(t.competitorId),
    // One form review per visitor and day, enforced by the database so concurrent posts cannot both pass.
    uniqueIndex('reviews_one_per_visitor_day_uq')
      .on(t.establishmentId, t.visitorKey, t.visitDay)
      .where(sql`source = 'internal_form' and visitor_key is not null`),
    uniqueIndex('reviews_external_uq')
      .on(t.source, t.externalId)
      .where(sql`external_id is not null`),
  ],
);

export type ReviewInsert = typeof reviews.$inferInsert;
