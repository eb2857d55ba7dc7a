import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { establishments } from './establishments';
import { users } from './tenants';

/** What an owner records to read the trends against: a new menu, works, a promotion, a staff change. */
export const establishmentEvents = pgTable(
  'establishment_events',
  {
    id: serial('id').primaryKey(),
    establishmentId: integer('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    day: date('day').notNull(),
    endDay: date('end_day'),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('establishment_events_kind', sql`${t.kind} in ('menu', 'renovation', 'promotion', 'staff', 'other')`),
    check('establishment_events_days', sql`${t.endDay} is null or ${t.endDay} >= ${t.day}`),
    index('establishment_events_establishment_day_idx').on(t.establishmentId, t.day),
  ],
);

export type EstablishmentEventInsert = typeof establishmentEvents.$inferInsert;
