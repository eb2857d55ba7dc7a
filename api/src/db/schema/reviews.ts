import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, customType, date, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { competitors, establishments, staff, units } from './establishments';
import { integrationLocations } from './integrations';

/** Text-search configuration of a review language (fr, en, sp); 'simple' for anything else. */
export const tsConfigOf = (language: SQL) =>
  sql`(case ${language} when 'fr' then 'french'::regconfig when 'en' then 'english'::regconfig when 'sp' then 'spanish'::regconfig else 'simple'::regconfig end)`;

/**
 * The indexed document of a review, in its own language. Queries must build it with this function
 * for the GIN index to apply.
 */
export const reviewDocument = (language: SQL, comment: SQL) => sql`to_tsvector(${tsConfigOf(language)}, coalesce(${comment}, ''))`;

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    /** When the establishment answered a platform review (null: not answered). */
    answeredAt: tstz('answered_at'),
    /** The platform's last update of the review (a connector's sync compares it). */
    externalUpdatedAt: tstz('external_updated_at'),
    /** The connected platform location the review was synced from; its answers are published there. */
    integrationLocationId: integer('integration_location_id').references(() => integrationLocations.id, { onDelete: 'set null' }),
    /** The comment's search document, stored so matches are checked and ranked without re-parsing the text. */
    searchDocument: tsvector('search_document').generatedAlwaysAs(reviewDocument(sql.raw('"language"'), sql.raw('"comment"'))),
    /** The comment as partial-word and typo matches read it (lowercased), stored so no row is lowercased per search. */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(coalesce("comment", ''))`),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    index('reviews_establishment_created_idx').on(t.establishmentId, t.createdAt),
    index('reviews_staff_idx').on(t.staffId),
    index('reviews_unit_idx').on(t.unitId),
    index('reviews_competitor_idx').on(t.competitorId),
    index('reviews_integration_location_idx').on(t.integrationLocationId),
    // Ranking, trends and the date-range figures read by place and visit day.
    index('reviews_establishment_day_idx').on(t.establishmentId, t.visitDay),
    index('reviews_competitor_day_idx').on(t.competitorId, t.visitDay),
    index('reviews_establishment_created_desc_idx').on(t.establishmentId, t.createdAt.desc()),
    // Full-text search in the review's own language, and trigrams for partial words and typos.
    // fastupdate with a small pending list: a new review costs an append, searches stay fast.
    index('reviews_comment_tsv_idx').using('gin', t.searchDocument).with({ fastupdate: true, gin_pending_list_limit: 256 }),
    index('reviews_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`).with({ fastupdate: true, gin_pending_list_limit: 256 }),
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
