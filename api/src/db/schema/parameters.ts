import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { establishments } from './establishments';
import { users } from './tenants';

/** The establishments a customer's manager may see and act on (owners see them all). */
export const userEstablishments = pgTable(
  'user_establishments',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    establishmentId: integer('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.establishmentId] }), index('user_establishments_establishment_idx').on(t.establishmentId)],
);
