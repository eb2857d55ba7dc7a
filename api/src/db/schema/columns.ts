import { timestamp } from 'drizzle-orm/pg-core';

/** Column helpers shared by every area (not tables: index.ts does not re-export them). */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const tstz = (name: string) => timestamp(name, { withTimezone: true });
