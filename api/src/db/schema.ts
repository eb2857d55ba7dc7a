import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const tstz = (name: string) => timestamp(name, { withTimezone: true });

/** Key/value settings kept in the database (e.g. the JWT secret when running on PostgreSQL). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  brand: text('brand').notNull(),
  title: text('title').notNull(),
  logo: text('logo'),
  backColor: text('back_color').notNull(),
  fontColor: text('font_color').notNull(),
  titleColor: text('title_color').notNull(),
  cgv: text('cgv').notNull().default(''),
  language: text('language').notNull().default('fr'),
  chatPartyId: text('chat_party_id'),
  chatUrl: text('chat_url'),
  createdAt: createdAt(),
});

export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  tag: text('tag').notNull().unique(),
  name: text('name').notNull(),
  priceCode: text('price_code'),
  /** Front-end remotes (package folders) this plan enables. */
  remotes: text('remotes').array().notNull().default(sql`'{}'::text[]`),
  createdAt: createdAt(),
});

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    tag: text('tag').notNull().unique(),
    name: text('name').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'restrict' }),
    planId: integer('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    language: text('language'),
    backColor: text('back_color'),
    fontColor: text('font_color'),
    titleColor: text('title_color'),
    logo: text('logo'),
    address1: text('address1'),
    address2: text('address2'),
    zipcode: text('zipcode'),
    city: text('city'),
    country: text('country'),
    createdAt: createdAt(),
  },
  (t) => [index('customers_partner_idx').on(t.partnerId), index('customers_plan_idx').on(t.planId)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    firstName: text('first_name'),
    lastName: text('last_name'),
    // Cascade: a customer or partner user must never outlive its tenant and turn into an admin.
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    language: text('language'),
    /** Bumped to revoke every token issued before (password reset). */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    index('users_customer_idx').on(t.customerId),
    index('users_partner_idx').on(t.partnerId),
  ],
);

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
  },
  (t) => [unique('contacts_customer_email_uq').on(t.customerId, t.email), index('contacts_establishment_idx').on(t.establishmentId)],
);

export const advantages = pgTable(
  'advantages',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    establishmentId: integer('establishment_id').references(() => establishments.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull().unique(),
    title: text('title').notNull(),
    description: text('description'),
    /** Kind of value: 'percent', 'amount' or 'gift'. */
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
  },
  (t) => [
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
    createdAt: createdAt(),
  },
  (t) => [
    check('partnerships_target', sql`${t.partnerCustomerId} is not null or ${t.partnerName} is not null`),
    index('partnerships_customer_idx').on(t.customerId),
    index('partnerships_partner_customer_idx').on(t.partnerCustomerId),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    email: text('email').notNull(),
    /** 'pending', 'active', 'expired' or 'cancelled'. */
    status: text('status').notNull().default('pending'),
    appUrl: text('app_url'),
    providerRef: text('provider_ref'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    expiredAt: date('expired_at'),
  },
  (t) => [index('subscriptions_customer_idx').on(t.customerId), uniqueIndex('subscriptions_provider_ref_uq').on(t.providerRef)],
);

export const visitorActions = pgTable(
  'visitor_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    establishmentId: integer('establishment_id').references(() => establishments.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('visitor_actions_establishment_created_idx').on(t.establishmentId, t.createdAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

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

/** Payment provider events already handled: webhooks are delivered at least once. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: createdAt(),
});

/** Failed sign-ins, counted per account and per address for the brute-force limits. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_email_idx').on(t.email, t.createdAt), index('login_failures_ip_idx').on(t.ip, t.createdAt)],
);

export const remoteReleases = pgTable(
  'remote_releases',
  {
    id: serial('id').primaryKey(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    commit: text('commit'),
    entryUrl: text('entry_url').notNull(),
    integrity: text('integrity'),
    /** SHA-256 over every file of the release, to prove it never changes. */
    contentHash: text('content_hash'),
    /** Singletons the release declares ({ name, requiredVersion }), checked against the shell's. */
    shared: jsonb('shared').$type<{ name: string; requiredVersion: string }[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [unique('remote_releases_remote_version_uq').on(t.remote, t.version)],
);

/** Active release per remote; partner_code null = the global default, a partner row overrides it. */
export const remoteActivations = pgTable(
  'remote_activations',
  {
    id: serial('id').primaryKey(),
    remote: text('remote').notNull(),
    partnerCode: text('partner_code').references(() => partners.code, { onDelete: 'cascade', onUpdate: 'cascade' }),
    releaseId: integer('release_id')
      .notNull()
      .references(() => remoteReleases.id, { onDelete: 'restrict' }),
    previousReleaseId: integer('previous_release_id').references(() => remoteReleases.id, { onDelete: 'set null' }),
    activatedAt: tstz('activated_at').notNull().defaultNow(),
  },
  (t) => [unique('remote_activations_remote_partner_uq').on(t.remote, t.partnerCode).nullsNotDistinct()],
);

export type UserInsert = typeof users.$inferInsert;
export type ReviewInsert = typeof reviews.$inferInsert;
export type ContactInsert = typeof contacts.$inferInsert;
export type CouponInsert = typeof coupons.$inferInsert;
export type QrCodeInsert = typeof qrCodes.$inferInsert;
export type ScreenInsert = typeof screens.$inferInsert;
export type VisitorActionInsert = typeof visitorActions.$inferInsert;
export type EstablishmentProviderInsert = typeof establishmentProviders.$inferInsert;
