import { index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { establishments } from './establishments';
import { advantages } from './offers';
import { customers, users } from './tenants';

/**
 * The establishments an advantage applies at when it names several. An advantage with an
 * `establishment_id` applies there only; without one and without rows here, at all of them.
 */
export const advantageEstablishments = pgTable(
  'advantage_establishments',
  {
    advantageId: integer('advantage_id')
      .notNull()
      .references(() => advantages.id, { onDelete: 'cascade' }),
    establishmentId: integer('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.advantageId, t.establishmentId] }), index('advantage_establishments_establishment_idx').on(t.establishmentId)],
);

/** Who did what to personal data, and when (GDPR exports and erasures). Kept when the user or subject goes. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's email at the time, so the entry still reads once the user is gone. */
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    /** What the action was about, e.g. `contact:<tag>`; never the person's email. */
    subject: text('subject').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: createdAt(),
  },
  (t) => [index('audit_log_customer_at_idx').on(t.customerId, t.at)],
);
