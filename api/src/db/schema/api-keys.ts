import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { customers, partners, users } from './tenants';

/**
 * Keys integrators send as `Authorization: Bearer erep_live_…`. Only the SHA-256 of the secret is
 * kept: the secret is shown once. A key acts as the owner who created it, narrowed to its scopes
 * and establishments; it dies with that owner. A partner's key (no customer) acts as the partner
 * user who made it and reaches all the partner's customers.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The first characters of the key, shown in lists so a key can be recognised. */
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    scopes: text('scopes').array().notNull().default(sql`'{}'::text[]`),
    /** Null: every establishment of the customer. */
    establishmentIds: integer('establishment_ids').array(),
    createdAt: createdAt(),
    lastUsedAt: tstz('last_used_at'),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [
    index('api_keys_customer_idx').on(t.customerId),
    index('api_keys_partner_idx').on(t.partnerId),
    check('api_keys_one_owner', sql`(${t.customerId} is null) <> (${t.partnerId} is null)`),
  ],
);
