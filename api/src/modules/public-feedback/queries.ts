import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { customers, establishments, publicForms, reviews, staff, units } from '../../db/schema';

/** The establishment of a customer, by numeric id or tag. */
export async function targetEstablishment(orm: Orm, customerTag: string, ref: { id: number } | { tag: string }) {
  const [row] = await orm
    .select({ customerId: customers.id, customerName: customers.name, establishmentId: establishments.id })
    .from(establishments)
    .innerJoin(customers, eq(customers.id, establishments.customerId))
    .where(and(eq(customers.tag, customerTag), 'id' in ref ? eq(establishments.id, ref.id) : eq(establishments.tag, ref.tag)))
    .limit(1);
  return row ?? null;
}

/** The public form as set up in onboarding (fields asked, advantage offered), if saved. */
export async function publicFormOf(orm: Orm, customerId: number) {
  const [row] = await orm.select({ fields: publicForms.fields, advantageTag: publicForms.advantageTag }).from(publicForms).where(eq(publicForms.customerId, customerId)).limit(1);
  return row ?? null;
}

/** The public forms of several customers in one query (concurrent posts share it). */
export const publicFormsOf = (orm: Orm, customerIds: number[]) =>
  orm.select({ customerId: publicForms.customerId, fields: publicForms.fields, advantageTag: publicForms.advantageTag }).from(publicForms).where(inArray(publicForms.customerId, customerIds));

export async function staffOf(orm: Orm, establishmentId: number, id: number): Promise<number | null> {
  const [row] = await orm.select({ id: staff.id }).from(staff).where(and(eq(staff.id, id), eq(staff.establishmentId, establishmentId))).limit(1);
  return row?.id ?? null;
}

export const staffListOf = (orm: Orm, establishmentId: number) =>
  orm
    .select({ id: staff.id, firstName: staff.firstName, lastName: staff.lastName, department: staff.department })
    .from(staff)
    .where(eq(staff.establishmentId, establishmentId))
    .orderBy(asc(staff.id));

export async function unitOf(orm: Orm, establishmentId: number, id: number) {
  const [row] = await orm.select({ id: units.id, name: units.name }).from(units).where(and(eq(units.id, id), eq(units.establishmentId, establishmentId))).limit(1);
  return row ?? null;
}

export async function insertReview(db: Orm, values: typeof reviews.$inferInsert): Promise<number> {
  const [review] = await db.insert(reviews).values(values).returning({ id: reviews.id });
  if (!review) throw new Error('review not inserted');
  return review.id;
}

/**
 * Inserts form reviews in one statement. A visitor's second review of the day is skipped rather than
 * failing the statement (the unique index decides), so it is missing from the rows returned.
 */
export function insertFormReviews(db: Orm, values: (typeof reviews.$inferInsert)[]) {
  return db
    .insert(reviews)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: reviews.id, establishmentId: reviews.establishmentId, visitorKey: reviews.visitorKey, visitDay: reviews.visitDay });
}
