import { doublePrecision, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { customers } from './tenants';

export const establishments = pgTable(
  'establishments',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull().unique(),
    name: text('name').notNull(),
    address: text('address'),
    city: text('city'),
    zip: text('zip'),
    country: text('country'),
    phone: text('phone'),
    externalUrl: text('external_url'),
    /** Where the weather of the day is read (WGS 84); null: no weather fetched for it. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    category: text('category'),
    /** Free text as the owner writes it (e.g. "Mon-Fri 9:00-18:00"). */
    openingHours: text('opening_hours'),
    /** Logo as an https URL or a small data URL. */
    logo: text('logo'),
    /** Archived establishments leave the lists but keep their history. */
    archivedAt: tstz('archived_at'),
    sellerCodeHash: text('seller_code_hash'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('establishments_customer_idx').on(t.customerId)],
);

export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    establishmentId: integer('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    department: text('department'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_establishment_idx').on(t.establishmentId)],
);

/** A service or unit of an establishment (spec: services/units feedback). */
export const units = pgTable(
  'units',
  {
    id: serial('id').primaryKey(),
    establishmentId: integer('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull().unique(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('units_establishment_idx').on(t.establishmentId)],
);

export const providers = pgTable('providers', {
  id: serial('id').primaryKey(),
  category: text('category').notNull(),
  name: text('name').notNull().unique(),
  /** URL template with a `{value1}` placeholder. */
  providerUrl: text('provider_url').notNull(),
});

export const competitors = pgTable(
  'competitors',
  {
    id: serial('id').primaryKey(),
    establishmentId: integer('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'cascade' }),
    competitorTag: text('competitor_tag').notNull(),
    name: text('name').notNull(),
    /** Its Google place (Places API): public rating and review count are tracked from it. */
    googlePlaceId: text('google_place_id'),
    createdAt: createdAt(),
  },
  (t) => [unique('competitors_establishment_tag_uq').on(t.establishmentId, t.competitorTag)],
);

/** Provider settings of an establishment; competitor_tag set = the link belongs to that competitor. */
export const establishmentProviders = pgTable(
  'establishment_providers',
  {
    id: serial('id').primaryKey(),
    establishmentId: integer('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    settingsValue1: text('settings_value1').notNull(),
    competitorTag: text('competitor_tag'),
  },
  (t) => [
    unique('establishment_providers_uq').on(t.establishmentId, t.providerId, t.competitorTag).nullsNotDistinct(),
  ],
);

export type EstablishmentProviderInsert = typeof establishmentProviders.$inferInsert;
