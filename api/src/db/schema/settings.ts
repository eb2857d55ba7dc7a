import { pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/** Key/value settings kept in the database (e.g. the JWT secret when running on PostgreSQL). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});
