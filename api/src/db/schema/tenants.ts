import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';

/** Partners, their plans, customers and users: who owns what. */
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
  /** The terms in other languages than the partner's (fr, en, sp); missing ones fall back to `cgv`. */
  cgvTranslations: jsonb('cgv_translations').$type<Partial<Record<'fr' | 'en' | 'sp', string>>>().notNull().default({}),
  language: text('language').notNull().default('fr'),
  chatPartyId: text('chat_party_id'),
  chatUrl: text('chat_url'),
  /** The partner's own pricing page (https), where "Don't have an account?" and "Change plan" lead; ours when null. */
  pricingUrl: text('pricing_url'),
  createdAt: createdAt(),
});

/** Host names a partner's brand is served on (e.g. avis.example.com); a request's host picks its partner. */
export const partnerDomains = pgTable(
  'partner_domains',
  {
    host: text('host').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('partner_domains_partner_idx').on(t.partnerId), check('partner_domains_host_lower', sql`${t.host} = lower(${t.host})`)],
);

export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    tag: text('tag').notNull().unique(),
    name: text('name').notNull(),
    /** The partner selling this plan alone; null for the plans every partner sells. */
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    priceCode: text('price_code'),
    /** The price in test mode (and when the payment provider cannot be asked): minor units, ISO currency, billing period. */
    amountCents: integer('amount_cents'),
    currency: text('currency'),
    billingPeriod: text('billing_period'),
    /** Front-end remotes (package folders) this plan enables. */
    remotes: text('remotes').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [index('plans_partner_idx').on(t.partnerId)],
);

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
    phone: text('phone'),
    billingEmail: text('billing_email'),
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
    /** Inside a customer: 'owner' sees every establishment, 'manager' only those in user_establishments. */
    accountRole: text('account_role').notNull().default('owner'),
    /** Bumped to revoke every token issued before (password reset). */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Invited by an owner and no password chosen yet. */
    invitationPending: boolean('invitation_pending').notNull().default(false),
    /**
     * Set while an owner has switched the user off (cleared when switched back on): unlike an account
     * awaiting its first payment, a payment never turns such a user back on.
     */
    deactivatedAt: tstz('deactivated_at'),
    deactivatedBy: integer('deactivated_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    index('users_customer_idx').on(t.customerId),
    index('users_partner_idx').on(t.partnerId),
  ],
);

export type UserInsert = typeof users.$inferInsert;
