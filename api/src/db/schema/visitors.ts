import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { establishments } from './establishments';

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

export type VisitorActionInsert = typeof visitorActions.$inferInsert;
