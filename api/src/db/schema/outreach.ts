import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { establishments } from './establishments';
import { mailOutbox } from './mail';
import { advantages, contacts } from './offers';
import { customers } from './tenants';

/** Automated emailing, the branded mobile site and the customer's published files. */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export type CampaignTexts = Partial<Record<'fr' | 'en' | 'sp', { subject: string; body: string }>>;
export interface CampaignAudience {
  establishmentId?: number | null;
  /** Only contacts whose last visit is older than this many days. */
  lastVisitDays?: number | null;
  /** Only contacts who gave one of these ratings (1 to 5). */
  ratings?: number[];
}

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    texts: jsonb('texts').$type<CampaignTexts>().notNull().default({}),
    audience: jsonb('audience').$type<CampaignAudience>().notNull().default({}),
    advantageId: integer('advantage_id').references(() => advantages.id, { onDelete: 'set null' }),
    status: text('status').$type<CampaignStatus>().notNull().default('draft'),
    scheduledAt: tstz('scheduled_at'),
    /** Origin of the links in its mails, fixed when it is scheduled (the sender runs outside any request). */
    linkOrigin: text('link_origin'),
    startedAt: tstz('started_at'),
    finishedAt: tstz('finished_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('campaigns_status', sql`${t.status} in ('draft', 'scheduled', 'sending', 'sent')`),
    index('campaigns_customer_idx').on(t.customerId),
    index('campaigns_due_idx').on(t.scheduledAt).where(sql`status = 'scheduled'`),
  ],
);

export const RECIPIENT_STATUSES = ['pending', 'sending', 'sent', 'capped', 'skipped'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

/** One row per contact a campaign aims at: claimed with SKIP LOCKED so two senders never mail twice. */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    /** The customer, kept for the frequency cap even when the campaign row changes. */
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    status: text('status').$type<RecipientStatus>().notNull().default('pending'),
    /** Public id of the open pixel. */
    token: text('token').notNull().unique(),
    outboxId: integer('outbox_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    claimedAt: tstz('claimed_at'),
    sentAt: tstz('sent_at'),
    openedAt: tstz('opened_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('campaign_recipients_status', sql`${t.status} in ('pending', 'sending', 'sent', 'capped', 'skipped')`),
    unique('campaign_recipients_uq').on(t.campaignId, t.contactId),
    index('campaign_recipients_pending_idx').on(t.campaignId).where(sql`status = 'pending'`),
    index('campaign_recipients_contact_sent_idx').on(t.contactId, t.sentAt),
  ],
);

/** Per customer: at most one campaign mail per contact every `capDays` days. */
export const campaignSettings = pgTable(
  'campaign_settings',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    capDays: integer('cap_days').notNull().default(7),
  },
  (t) => [check('campaign_settings_cap', sql`${t.capDays} between 0 and 365`)],
);

/** Files the customer publishes (menus, leaflets), kept in the database so every API instance serves them. */
export const customerFiles = pgTable(
  'customer_files',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Public id in the file's URL. */
    tag: text('tag').notNull().unique(),
    name: text('name').notNull(),
    kind: text('kind').notNull().default('menu'),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('customer_files_customer_idx').on(t.customerId), check('customer_files_kind', sql`${t.kind} in ('menu', 'leaflet', 'other')`)],
);

export const SITE_SECTIONS = ['menus', 'infos', 'reviews', 'offers', 'follow'] as const;
export type SiteSection = (typeof SITE_SECTIONS)[number];
export interface SiteMenuItem {
  name: string;
  description?: string | null;
  price?: number | null;
}
export interface SiteSettings {
  sections: SiteSection[];
  menuItems: SiteMenuItem[];
  openingHours: string;
  phone: string;
  socialLinks: { name: string; url: string }[];
}

/** The branded mobile site of an establishment: what the customer edited. */
export const mobileSites = pgTable('mobile_sites', {
  establishmentId: integer('establishment_id')
    .primaryKey()
    .references(() => establishments.id, { onDelete: 'cascade' }),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<SiteSettings>().notNull(),
  menuFileId: integer('menu_file_id').references(() => customerFiles.id, { onDelete: 'set null' }),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});
