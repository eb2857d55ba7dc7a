import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { customers, establishments, staff, units, userEstablishments, users } from '../../db/schema';

export const establishmentOfCustomer = async (orm: Orm, customerId: number, id: number) => {
  const [row] = await orm
    .select({ id: establishments.id, name: establishments.name })
    .from(establishments)
    .where(and(eq(establishments.customerId, customerId), eq(establishments.id, id)))
    .limit(1);
  return row ?? null;
};

export const staffOf = (orm: Orm, establishmentId: number) =>
  orm.select().from(staff).where(eq(staff.establishmentId, establishmentId)).orderBy(asc(staff.lastName), asc(staff.firstName), asc(staff.id));

export async function insertStaff(orm: Orm, values: typeof staff.$inferInsert) {
  const [row] = await orm.insert(staff).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateStaff(orm: Orm, establishmentId: number, id: number, values: Partial<typeof staff.$inferInsert>) {
  const [row] = await orm
    .update(staff)
    .set(values)
    .where(and(eq(staff.establishmentId, establishmentId), eq(staff.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteStaff(orm: Orm, establishmentId: number, id: number): Promise<boolean> {
  const rows = await orm.delete(staff).where(and(eq(staff.establishmentId, establishmentId), eq(staff.id, id))).returning({ id: staff.id });
  return rows.length > 0;
}

export const unitsOf = (orm: Orm, establishmentId: number) =>
  orm.select().from(units).where(eq(units.establishmentId, establishmentId)).orderBy(asc(units.name), asc(units.id));

export async function insertUnit(orm: Orm, values: typeof units.$inferInsert) {
  const [row] = await orm.insert(units).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateUnit(orm: Orm, establishmentId: number, id: number, values: Partial<typeof units.$inferInsert>) {
  const [row] = await orm
    .update(units)
    .set(values)
    .where(and(eq(units.establishmentId, establishmentId), eq(units.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteUnit(orm: Orm, establishmentId: number, id: number): Promise<boolean> {
  const rows = await orm.delete(units).where(and(eq(units.establishmentId, establishmentId), eq(units.id, id))).returning({ id: units.id });
  return rows.length > 0;
}

export async function setSellerCodeHash(orm: Orm, establishmentId: number, hash: string): Promise<void> {
  await orm.update(establishments).set({ sellerCodeHash: hash, updatedAt: new Date() }).where(eq(establishments.id, establishmentId));
}

export const usersOfCustomer = (orm: Orm, customerId: number) =>
  orm
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      accountRole: users.accountRole,
      isActive: users.isActive,
      language: users.language,
      invitationPending: users.invitationPending,
      establishments: sql<number[] | null>`(select array_agg(ue.establishment_id order by ue.establishment_id) from user_establishments ue where ue.user_id = ${users.id})`,
    })
    .from(users)
    .where(eq(users.customerId, customerId))
    .orderBy(asc(users.email));

export async function userOfCustomer(orm: Orm, customerId: number, userId: number) {
  const [row] = await orm
    .select({ id: users.id, accountRole: users.accountRole, isActive: users.isActive, email: users.email, language: users.language, invitationPending: users.invitationPending })
    .from(users)
    .where(and(eq(users.customerId, customerId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}

export async function emailTaken(orm: Orm, email: string): Promise<boolean> {
  const [row] = await orm.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row !== undefined;
}

export async function countEstablishmentsOf(orm: Orm, customerId: number, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await orm
    .select({ id: establishments.id })
    .from(establishments)
    .where(and(eq(establishments.customerId, customerId), inArray(establishments.id, [...ids])));
  return rows.length;
}

export async function insertInvitedUser(orm: Orm, values: typeof users.$inferInsert, establishmentIds: readonly number[]): Promise<number> {
  return orm.transaction(async (tx) => {
    const [row] = await tx.insert(users).values(values).returning({ id: users.id });
    if (!row) throw new Error('insert returned nothing');
    if (establishmentIds.length > 0) await tx.insert(userEstablishments).values(establishmentIds.map((establishmentId) => ({ userId: row.id, establishmentId })));
    return row.id;
  });
}

/** Role, establishments and active flag at once; a deactivated user's tokens end. */
export async function updateAccountUser(
  orm: Orm,
  userId: number,
  values: { accountRole: string; isActive: boolean; endSessions: boolean; by: number },
  establishmentIds: readonly number[],
): Promise<void> {
  await orm.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        accountRole: values.accountRole,
        isActive: values.isActive,
        // The first switch-off is kept (when and by whom); switching back on clears it.
        ...(values.isActive
          ? { deactivatedAt: null, deactivatedBy: null }
          : { deactivatedAt: sql`coalesce(${users.deactivatedAt}, now())`, deactivatedBy: sql`coalesce(${users.deactivatedBy}, ${values.by})` }),
        ...(values.endSessions ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      })
      .where(eq(users.id, userId));
    await tx.delete(userEstablishments).where(eq(userEstablishments.userId, userId));
    if (establishmentIds.length > 0) await tx.insert(userEstablishments).values(establishmentIds.map((establishmentId) => ({ userId, establishmentId })));
  });
}

export async function countActiveOwners(orm: Orm, customerId: number): Promise<number> {
  const rows = await orm
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.customerId, customerId), eq(users.accountRole, 'owner'), eq(users.isActive, true)));
  return rows.length;
}

export async function saveTheme(orm: Orm, customerId: number, theme: { backColor: string; fontColor: string; titleColor: string; logo: string | null }) {
  await orm.update(customers).set(theme).where(eq(customers.id, customerId));
}
