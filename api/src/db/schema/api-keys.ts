import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { customers, users } from './tenants';

/**
 * Keys integrators send as `Authorization: Bearer erep_live_…`. Only the SHA-256 of the secret is
 * kept: the secret is shown once. A key acts as the owner who created it, narrowed to its scopes
 * and establishments; it dies with that owner.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
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
  (t) => [index('api_keys_customer_idx').on(t.customerId)],
);
