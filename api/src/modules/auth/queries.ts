import { and, asc, count, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { customers, loginFailures, partners, users } from '../../db/schema';

export async function selectUser(orm: Orm, where: SQL) {
  const [row] = await orm
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      roles: users.roles,
      isActive: users.isActive,
      tokenVersion: users.tokenVersion,
      customerId: customers.id,
      customerTag: customers.tag,
      customerLanguage: customers.language,
      customerBackColor: customers.backColor,
      customerPlanId: customers.planId,
      customerPartnerId: customers.partnerId,
      partnerId: partners.id,
      partnerCode: partners.code,
      partnerLanguage: partners.language,
    })
    .from(users)
    .leftJoin(customers, eq(customers.id, users.customerId))
    .leftJoin(partners, eq(partners.id, users.partnerId))
    .where(where)
    .limit(1);
  return row ?? null;
}

export const userById = (orm: Orm, id: number) => selectUser(orm, eq(users.id, id));
export const userByEmail = (orm: Orm, email: string) => selectUser(orm, eq(users.email, email));

export async function customerByTag(orm: Orm, tag: string) {
  const [row] = await orm.select().from(customers).where(eq(customers.tag, tag)).limit(1);
  return row ?? null;
}

/** Failures are counted per account (email) and per client address (ip). */
export type FailureKey = 'email' | 'ip';
const failureColumn = (by: FailureKey) => (by === 'email' ? loginFailures.email : loginFailures.ip);

export async function countFailuresSince(orm: Orm, by: FailureKey, value: string, since: Date): Promise<number> {
  const column = failureColumn(by);
  const [row] = await orm.select({ n: count() }).from(loginFailures).where(and(eq(column, value), gt(loginFailures.createdAt, since)));
  return row?.n ?? 0;
}

export async function oldestFailureSince(orm: Orm, by: FailureKey, value: string, since: Date): Promise<Date | null> {
  const column = failureColumn(by);
  const [row] = await orm
    .select({ at: loginFailures.createdAt })
    .from(loginFailures)
    .where(and(eq(column, value), gt(loginFailures.createdAt, since)))
    .orderBy(asc(loginFailures.createdAt))
    .limit(1);
  return row?.at ?? null;
}

export async function insertFailure(orm: Orm, email: string, ip: string): Promise<void> {
  await orm.insert(loginFailures).values({ email, ip });
}

export async function deleteFailuresBefore(orm: Orm, before: Date): Promise<void> {
  await orm.delete(loginFailures).where(lt(loginFailures.createdAt, before));
}

/** Revokes every token issued to the user so far (they carry the old version). */
export async function bumpTokenVersion(orm: Orm, userId: number): Promise<void> {
  await orm.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, userId));
}

/** Only while the old hash is still the stored one: a password changed meanwhile wins. */
export async function updatePasswordHash(orm: Orm, userId: number, oldHash: string, passwordHash: string): Promise<void> {
  await orm.update(users).set({ passwordHash }).where(and(eq(users.id, userId), eq(users.passwordHash, oldHash)));
}
