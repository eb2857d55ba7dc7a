import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { customers, partners, userEstablishments, users } from '../../db/schema';

export async function selectUser(orm: Orm, where: SQL) {
  const [row] = await orm
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      roles: users.roles,
      isActive: users.isActive,
      deactivatedAt: users.deactivatedAt,
      tokenVersion: users.tokenVersion,
      accountRole: users.accountRole,
      language: users.language,
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

export async function establishmentIdsOfUser(orm: Orm, userId: number): Promise<number[]> {
  const rows = await orm.select({ id: userEstablishments.establishmentId }).from(userEstablishments).where(eq(userEstablishments.userId, userId));
  return rows.map((r) => r.id);
}

/** Failed sign-ins are shared counters (rate_counters): one upsert per failure, one read per attempt. */
export { hitCounters as countFailures, readCounters as readFailures } from '../../db/counters';

/** Revokes every token issued to the user so far (they carry the old version). */
export async function bumpTokenVersion(orm: Orm, userId: number): Promise<void> {
  await orm.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, userId));
}

/** Only while the old hash is still the stored one: a password changed meanwhile wins. */
export async function updatePasswordHash(orm: Orm, userId: number, oldHash: string, passwordHash: string): Promise<void> {
  await orm.update(users).set({ passwordHash }).where(and(eq(users.id, userId), eq(users.passwordHash, oldHash)));
}
