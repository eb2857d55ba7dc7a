import { and, asc, desc, eq, gt, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/client';
import { advantages, customers, partnerships } from '../../db/schema';
import { advantageReaches, type Scope } from '../offers-admin/queries';

const proposer = alias(customers, 'proposer');
const target = alias(customers, 'target');
const ownOffer = alias(advantages, 'own_offer');
const partnerOffer = alias(advantages, 'partner_offer');

/** Partnerships the customer proposed or was asked for, newest first. */
export const partnershipsOf = (orm: Orm, customerId: number) =>
  orm
    .select({
      id: partnerships.id,
      customerId: partnerships.customerId,
      partnerCustomerId: partnerships.partnerCustomerId,
      partnerName: partnerships.partnerName,
      status: partnerships.status,
      message: partnerships.message,
      createdAt: partnerships.createdAt,
      proposer: { tag: proposer.tag, name: proposer.name, city: proposer.city },
      target: { tag: target.tag, name: target.name, city: target.city },
      offer: { tag: ownOffer.tag, title: ownOffer.title },
      partnerOffer: { tag: partnerOffer.tag, title: partnerOffer.title },
    })
    .from(partnerships)
    .innerJoin(proposer, eq(proposer.id, partnerships.customerId))
    .leftJoin(target, eq(target.id, partnerships.partnerCustomerId))
    .leftJoin(ownOffer, eq(ownOffer.id, partnerships.advantageId))
    .leftJoin(partnerOffer, eq(partnerOffer.id, partnerships.partnerAdvantageId))
    .where(or(eq(partnerships.customerId, customerId), eq(partnerships.partnerCustomerId, customerId)))
    .orderBy(desc(partnerships.createdAt), desc(partnerships.id));

export type PartnershipRow = Awaited<ReturnType<typeof partnershipsOf>>[number];

/** Other customers of the same partner whose tag or name matches: public facts only. */
export const searchCustomers = (orm: Orm, self: { id: number; partnerId: number }, text: string) => {
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return orm
    .select({ tag: customers.tag, name: customers.name, city: customers.city })
    .from(customers)
    .where(and(eq(customers.partnerId, self.partnerId), ne(customers.id, self.id), or(ilike(customers.tag, like), ilike(customers.name, like))))
    .orderBy(asc(customers.name))
    .limit(10);
};

export async function customerByTag(orm: Orm, partnerId: number, tag: string) {
  const [row] = await orm
    .select({ id: customers.id, tag: customers.tag, name: customers.name })
    .from(customers)
    .where(and(eq(customers.tag, tag), eq(customers.partnerId, partnerId)))
    .limit(1);
  return row ?? null;
}

/** The customer's own offers still running, to give a partner's visitors or show on a screen. */
export const runningOffersOf = (orm: Orm, customerId: number, now: Date, scope: Scope = null) =>
  orm
    .select({ tag: advantages.tag, title: advantages.title })
    .from(advantages)
    .where(and(eq(advantages.customerId, customerId), eq(advantages.active, true), or(isNull(advantages.expiresAt), gt(advantages.expiresAt, now)), advantageReaches(scope)))
    .orderBy(asc(advantages.id));

export async function ownAdvantageId(orm: Orm, customerId: number, tag: string): Promise<number | null> {
  const [row] = await orm
    .select({ id: advantages.id })
    .from(advantages)
    .where(and(eq(advantages.customerId, customerId), eq(advantages.tag, tag)))
    .limit(1);
  return row?.id ?? null;
}

/** A pending or accepted partnership between the two customers, whichever proposed it. */
export async function livePartnershipBetween(orm: Orm, a: number, b: number): Promise<number | null> {
  const [row] = await orm
    .select({ id: partnerships.id })
    .from(partnerships)
    .where(
      and(
        or(and(eq(partnerships.customerId, a), eq(partnerships.partnerCustomerId, b)), and(eq(partnerships.customerId, b), eq(partnerships.partnerCustomerId, a))),
        sql`${partnerships.status} in ('pending', 'accepted')`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export async function insertPartnership(orm: Orm, values: typeof partnerships.$inferInsert): Promise<number> {
  const [row] = await orm.insert(partnerships).values(values).returning({ id: partnerships.id });
  if (!row) throw new Error('partnership not stored');
  return row.id;
}

/** Answers a request addressed to this customer while it is pending; false when there is none. */
export async function answerRequest(orm: Orm, id: number, customerId: number, values: { status: 'accepted' | 'refused'; partnerAdvantageId: number | null }, now: Date): Promise<boolean> {
  const rows = await orm
    .update(partnerships)
    .set({ status: values.status, partnerAdvantageId: values.partnerAdvantageId, respondedAt: now })
    .where(and(eq(partnerships.id, id), eq(partnerships.partnerCustomerId, customerId), eq(partnerships.status, 'pending')))
    .returning({ id: partnerships.id });
  return rows.length > 0;
}

/** Either side may end a partnership. */
export async function deletePartnership(orm: Orm, id: number, customerId: number): Promise<boolean> {
  const rows = await orm
    .delete(partnerships)
    .where(and(eq(partnerships.id, id), or(eq(partnerships.customerId, customerId), eq(partnerships.partnerCustomerId, customerId))))
    .returning({ id: partnerships.id });
  return rows.length > 0;
}
