import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, serial, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { establishments } from './establishments';
import { reviews } from './reviews';
import { customers } from './tenants';

/** Contacts, advantages and their coupons, QR codes, shop screens and partnerships (the offers program). */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    establishmentId: integer('establishment_id').references(() => establishments.id, { onDelete: 'set null' }),
    tag: text('tag').notNull().unique(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    language: text('language'),
    createdAt: createdAt(),
    unsubscribedAt: tstz('unsubscribed_at'),
    /**
     * Marketing consent: when the visitor ticked the optional consent box (never the terms box), and
     * the exact wording shown, in their language. Both set or both null.
     */
    consentAt: tstz('consent_at'),
    consentText: text('consent_text'),
  },
  (t) => [
    unique('contacts_customer_email_uq').on(t.customerId, t.email),
    index('contacts_establishment_idx').on(t.establishmentId),
    check('contacts_consent_worded', sql`(${t.consentAt} is null) = (${t.consentText} is null)`),
  ],
);

/** An offer's texts per visitor language (fr, en, sp); a missing one falls back to the customer's language. */
export type OfferTranslations = Partial<Record<'fr' | 'en' | 'sp', { title?: string; description?: string | null }>>;

export const advantages = pgTable(
  'advantages',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    establishmentId: integer('establishment_id').references(() => establishments.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull().unique(),
    /** Title and description in the customer's language; `translations` holds the other languages. */
    title: text('title').notNull(),
    description: text('description'),
    translations: jsonb('translations').$type<OfferTranslations>().notNull().default({}),
    /** Kind of value: 'percent', 'amount', 'gift' (a free item) or 'other'. */
    attribute: text('attribute').notNull(),
    value: numeric('value', { precision: 10, scale: 2, mode: 'number' }),
    validityDays: integer('validity_days').notNull(),
    expiresAt: tstz('expires_at'),
    quantityLimit: integer('quantity_limit'),
    quantityUsed: integer('quantity_used').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('advantages_quantity_used_positive', sql`${t.quantityUsed} >= 0`),
    check('advantages_validity_positive', sql`${t.validityDays} > 0`),
    index('advantages_customer_idx').on(t.customerId),
    index('advantages_establishment_idx').on(t.establishmentId),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    advantageId: integer('advantage_id')
      .notNull()
      .references(() => advantages.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    reviewId: integer('review_id').references(() => reviews.id, { onDelete: 'set null' }),
    code: text('code').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    validatedAt: tstz('validated_at'),
    validatedBy: text('validated_by'),
    /** Set when an expired, unused coupon gives way to a new one for the same contact and offer. */
    retiredAt: tstz('retired_at'),
    /** The visitor's first-party cookie id (`vid:<id>`) of the device the coupon was taken on. */
    deviceKey: text('device_key'),
    /** The UTC day it was taken, for the one-per-device-and-day rule. */
    issueDay: date('issue_day'),
  },
  (t) => [
    // One coupon of an offer per device and day, with or without an email, even for concurrent posts.
    uniqueIndex('coupons_one_per_device_day_uq')
      .on(t.advantageId, t.deviceKey, t.issueDay)
      .where(sql`${t.deviceKey} is not null`),
    // One live coupon per offer and contact, whatever the number of instances issuing at once.
    uniqueIndex('coupons_live_uq')
      .on(t.advantageId, t.contactId)
      .where(sql`${t.validatedAt} is null and ${t.retiredAt} is null and ${t.contactId} is not null`),
    index('coupons_advantage_idx').on(t.advantageId),
    index('coupons_contact_idx').on(t.contactId),
    index('coupons_review_idx').on(t.reviewId),
  ],
);

export const QR_CODE_KINDS = ['establishment', 'staff', 'service', 'gates', 'external_url'] as const;
export type QrCodeKind = (typeof QR_CODE_KINDS)[number];

export const qrCodes = pgTable(
  'qr_codes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    establishmentId: integer('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<QrCodeKind>().notNull(),
    /** Staff tag, unit tag or URL depending on the kind. */
    targetRef: text('target_ref'),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('qr_codes_kind', sql`${t.kind} in ('establishment', 'staff', 'service', 'gates', 'external_url')`),
    index('qr_codes_customer_idx').on(t.customerId),
    index('qr_codes_establishment_idx').on(t.establishmentId),
  ],
);

export const screens = pgTable(
  'screens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    establishmentId: integer('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull().unique(),
    name: text('name').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('screens_customer_idx').on(t.customerId)],
);

export const partnerships = pgTable(
  'partnerships',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    partnerCustomerId: integer('partner_customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    partnerName: text('partner_name'),
    /** 'pending', 'accepted' or 'refused'. */
    status: text('status').notNull().default('pending'),
    message: text('message'),
    /** The proposer's offer given to the partner's visitors. */
    advantageId: integer('advantage_id').references(() => advantages.id, { onDelete: 'set null' }),
    /** The partner's offer given to the proposer's visitors, chosen when it accepts. */
    partnerAdvantageId: integer('partner_advantage_id').references(() => advantages.id, { onDelete: 'set null' }),
    respondedAt: tstz('responded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('partnerships_target', sql`${t.partnerCustomerId} is not null or ${t.partnerName} is not null`),
    index('partnerships_customer_idx').on(t.customerId),
    index('partnerships_partner_customer_idx').on(t.partnerCustomerId),
  ],
);

/**
 * Keys signing seller sessions, by version: kept in the database so every API instance and restart
 * shares them; a new version retires the older ones.
 */
export const sellerKeys = pgTable('seller_keys', {
  version: serial('version').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});

export type ContactInsert = typeof contacts.$inferInsert;
export type CouponInsert = typeof coupons.$inferInsert;
export type QrCodeInsert = typeof qrCodes.$inferInsert;
export type ScreenInsert = typeof screens.$inferInsert;
