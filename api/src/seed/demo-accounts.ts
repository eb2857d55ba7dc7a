import { inArray } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { users } from '../db/schema';
import { DEMO_MANAGER } from './account-parameters';
import { DEMO_USERS } from './index';

/** Every account the demo seed creates, all with the password the README publishes. */
export const DEMO_ACCOUNTS: readonly string[] = [...Object.values(DEMO_USERS), DEMO_MANAGER];

/** The command that removes them, as the production refusal tells the operator. */
export const REMOVE_DEMO_ACCOUNTS = 'npm run admin -- remove-demo-accounts';

/** The demo accounts still in the database, by email. */
export async function findDemoAccounts(orm: Orm): Promise<string[]> {
  const rows = await orm.select({ email: users.email }).from(users).where(inArray(users.email, [...DEMO_ACCOUNTS]));
  return rows.map((row) => row.email).sort();
}

/** Deletes the demo accounts (their sessions, settings and links go with them); answers the emails removed. */
export async function removeDemoAccounts(orm: Orm): Promise<string[]> {
  const rows = await orm.delete(users).where(inArray(users.email, [...DEMO_ACCOUNTS])).returning({ email: users.email });
  return rows.map((row) => row.email).sort();
}
