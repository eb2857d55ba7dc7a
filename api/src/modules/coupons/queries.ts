import { and, asc, desc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/client';
import { advantageEstablishments, advantages, contacts, coupons, customers, establishments, mailOutbox, partnerships, reviews, sellerKeys } from '../../db/schema';

/**
 * An advantage applies at an establishment when it names it, or names none and lists it among its
 * establishments, or names none and lists none (then it applies at all of the customer's).
 */
export const appliesAt = (establishmentId: number) =>
  or(
    eq(advantages.establishmentId, establishmentId),
    and(
      isNull(advantages.establishmentId),
      sql`(not exists (select 1 from ${advantageEstablishments} where ${advantageEstablishments.advantageId} = ${advantages.id}) or exists (select 1 from ${advantageEstablishments} where ${advantageEstablishments.advantageId} = ${advantages.id} and ${advantageEstablishments.establishmentId} = ${establishmentId}))`,
    ),
  );

/** The business whose pages issued a coupon: its contact's customer, else its review's establishment's. */
const host = alias(customers, 'host');
const couponHostId = sql`coalesce((select ${contacts.customerId} from ${contacts} where ${contacts.id} = ${coupons.contactId}), (select ${establishments.customerId} from ${reviews} join ${establishments} on ${establishments.id} = ${reviews.establishmentId} where ${reviews.id} = ${coupons.reviewId}))`;

/**
 * A coupon with its offer, customer (the one giving the offer) and the business that issued it;
 * limited to one customer when given, or also to the coupons issued on its pages with `issuedOn`.
 */
export async function couponWithOffer(orm: Orm, code: string, customerId?: number, issuedOn = false) {
  const scope = customerId === undefined ? undefined : issuedOn ? or(eq(advantages.customerId, customerId), eq(host.id, customerId)) : eq(advantages.customerId, customerId);
  const [row] = await orm
    .select({ coupon: coupons, advantage: advantages, customer: customers, host: { tag: host.tag, name: host.name } })
    .from(coupons)
    .innerJoin(advantages, eq(advantages.id, coupons.advantageId))
    .innerJoin(customers, eq(customers.id, advantages.customerId))
    .leftJoin(host, sql`${host.id} = ${couponHostId} and ${host.id} <> ${advantages.customerId}`)
    .where(and(eq(coupons.code, code), scope))
    .limit(1);
  return row ?? null;
}

export type AdvantageRow = typeof advantages.$inferSelect;

/**
 * Offers an accepted partnership gives this customer's visitors: the partner's own offer, whose
 * coupons stay the partner's (validated at the partner's counter, counted in its quantity).
 */
const partnerOfferIds = (customerId: number) =>
  sql`${advantages.id} in (select ${partnerships.partnerAdvantageId} from ${partnerships} where ${partnerships.customerId} = ${customerId} and ${partnerships.status} = 'accepted' and ${partnerships.partnerAdvantageId} is not null
    union all select ${partnerships.advantageId} from ${partnerships} where ${partnerships.partnerCustomerId} = ${customerId} and ${partnerships.status} = 'accepted' and ${partnerships.advantageId} is not null)`;

const ownOrPartnerOffer = (customerId: number, establishmentId: number) =>
  or(and(eq(advantages.customerId, customerId), appliesAt(establishmentId)), partnerOfferIds(customerId));

/** Active offers of a customer for one establishment (or all of its establishments), then its partners', in creation order. */
export const activeAdvantagesFor = (orm: Orm, customerId: number, establishmentId: number) =>
  orm
    .select({ advantage: advantages, giver: customers.name })
    .from(advantages)
    .innerJoin(customers, eq(customers.id, advantages.customerId))
    .where(and(eq(advantages.active, true), ownOrPartnerOffer(customerId, establishmentId)))
    .orderBy(sql`${advantages.customerId} <> ${customerId}`, asc(advantages.id));

interface OfferRef {
  tag: string;
  customerId: number;
  establishmentId: number;
}

const offerWhere = (ref: OfferRef) => and(eq(advantages.tag, ref.tag), ownOrPartnerOffer(ref.customerId, ref.establishmentId));

/** The customer's offer for this establishment (or all of them), whatever its state. */
export async function offerFor(db: Orm, ref: OfferRef): Promise<AdvantageRow | null> {
  const [row] = await db.select().from(advantages).where(offerWhere(ref)).limit(1);
  return row ?? null;
}

/** The same, only while it runs: active and not expired at `now`. */
export async function runningOfferFor(db: Orm, ref: OfferRef, now: Date): Promise<AdvantageRow | null> {
  const [row] = await db
    .select()
    .from(advantages)
    .where(and(offerWhere(ref), eq(advantages.active, true), or(isNull(advantages.expiresAt), gt(advantages.expiresAt, now))))
    .limit(1);
  return row ?? null;
}

/** One contact per customer and email; seen again, only its language and its consent may change. */
/** The contact's id, and whether this call created it. */
export async function upsertContact(db: Orm, values: typeof contacts.$inferInsert): Promise<{ id: number; created: boolean } | null> {
  // A consent keeps its first date and wording; a form sent without the box ticked leaves it. Ticking
  // it again after unsubscribing is a new consent: it replaces the withdrawn one.
  const given = sql`excluded.consent_at is not null`;
  const renews = sql`${given} and (${contacts.consentAt} is null or ${contacts.unsubscribedAt} is not null)`;
  const [row] = await db
    .insert(contacts)
    .values(values)
    .onConflictDoUpdate({
      target: [contacts.customerId, contacts.email],
      set: {
        language: values.language ?? null,
        consentAt: sql`case when ${renews} then excluded.consent_at else ${contacts.consentAt} end`,
        consentText: sql`case when ${renews} then excluded.consent_text else ${contacts.consentText} end`,
        unsubscribedAt: sql`case when ${given} then null else ${contacts.unsubscribedAt} end`,
      },
    })
    // xmax is 0 on a row this statement inserted, set on one it updated.
    .returning({ id: contacts.id, created: sql<boolean>`(xmax = 0)` });
  return row ?? null;
}

/** A coupon of this offer and contact still open at `now`. */
export async function liveCouponCode(db: Orm, advantageId: number, contactId: number, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ code: coupons.code })
    .from(coupons)
    .where(and(eq(coupons.advantageId, advantageId), eq(coupons.contactId, contactId), isNull(coupons.validatedAt), gt(coupons.expiresAt, now)))
    .limit(1);
  return row?.code ?? null;
}

/** Lets a new coupon replace the contact's expired, unused one of the offer (it keeps its history). */
export async function retireExpiredCoupons(db: Orm, advantageId: number, contactId: number, now: Date): Promise<void> {
  await db
    .update(coupons)
    .set({ retiredAt: now })
    .where(and(eq(coupons.advantageId, advantageId), eq(coupons.contactId, contactId), isNull(coupons.validatedAt), isNull(coupons.retiredAt), lte(coupons.expiresAt, now)));
}

/** The contact's live coupon of the offer (coupons_live_uq allows at most one). */
export async function liveCoupon(db: Orm, advantageId: number, contactId: number): Promise<{ code: string; expiresAt: Date } | null> {
  const [row] = await db
    .select({ code: coupons.code, expiresAt: coupons.expiresAt })
    .from(coupons)
    .where(and(eq(coupons.advantageId, advantageId), eq(coupons.contactId, contactId), isNull(coupons.validatedAt), isNull(coupons.retiredAt)))
    .limit(1);
  return row ?? null;
}

/**
 * Inserts a coupon unless its contact already holds a live one of the offer (a concurrent issue
 * waits for the other transaction, then finds the conflict). Returns whether it was inserted.
 */
export async function insertCoupon(db: Orm, values: typeof coupons.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(coupons)
    .values(values)
    .onConflictDoNothing({
      target: [coupons.advantageId, coupons.contactId],
      where: sql`${coupons.validatedAt} is null and ${coupons.retiredAt} is null and ${coupons.contactId} is not null`,
    })
    .returning({ id: coupons.id });
  return rows.length > 0;
}

export const sellerCodeHashes = (orm: Orm, customerId: number) =>
  orm
    .select({ id: establishments.id, name: establishments.name, hash: establishments.sellerCodeHash })
    .from(establishments)
    .where(and(eq(establishments.customerId, customerId), sql`${establishments.sellerCodeHash} is not null`));

/**
 * One conditional UPDATE: of two sellers validating at once, exactly one sees the coupon still open.
 * Returns its offer's id, or null when the coupon is not open (or not this customer's).
 */
export async function claimCoupon(db: Orm, code: string, seller: { customerId: number; establishmentId: number }, now: Date, by?: string): Promise<number | null> {
  const [done] = await db
    .update(coupons)
    .set({ validatedAt: now, validatedBy: by ?? `seller:${seller.establishmentId}` })
    .where(
      and(
        eq(coupons.code, code),
        isNull(coupons.validatedAt),
        gt(coupons.expiresAt, now),
        // Only offers valid at the seller's establishment (or at all of the customer's).
        sql`${coupons.advantageId} in (select ${advantages.id} from ${advantages} where ${advantages.customerId} = ${seller.customerId} and ${appliesAt(seller.establishmentId)})`,
      ),
    )
    .returning({ advantageId: coupons.advantageId });
  return done?.advantageId ?? null;
}

/** Whether the coupon's offer is the seller's customer's and applies at the seller's establishment. */
export async function couponAppliesAt(db: Orm, code: string, seller: { customerId: number; establishmentId: number }): Promise<boolean> {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .innerJoin(advantages, eq(advantages.id, coupons.advantageId))
    .where(and(eq(coupons.code, code), eq(advantages.customerId, seller.customerId), appliesAt(seller.establishmentId)))
    .limit(1);
  return row !== undefined;
}

/** Counts one use of a running offer that is not sold out; false when it may not be used any more. */
export async function countOfferUse(db: Orm, advantageId: number, now: Date): Promise<boolean> {
  const [counted] = await db
    .update(advantages)
    .set({ quantityUsed: sql`${advantages.quantityUsed} + 1` })
    .where(
      and(
        eq(advantages.id, advantageId),
        eq(advantages.active, true),
        or(isNull(advantages.expiresAt), gt(advantages.expiresAt, now)),
        or(isNull(advantages.quantityLimit), lt(advantages.quantityUsed, sql`${advantages.quantityLimit}`)),
      ),
    )
    .returning({ id: advantages.id });
  return Boolean(counted);
}

export async function advantageById(db: Orm, id: number): Promise<AdvantageRow | null> {
  const [row] = await db.select().from(advantages).where(eq(advantages.id, id)).limit(1);
  return row ?? null;
}

export async function establishmentName(db: Orm, id: number, customerId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: establishments.name })
    .from(establishments)
    .where(and(eq(establishments.id, id), eq(establishments.customerId, customerId)))
    .limit(1);
  return row?.name ?? null;
}

export async function sellerCodeHashOf(db: Orm, establishmentId: number, customerId: number): Promise<string | null> {
  const [row] = await db
    .select({ hash: establishments.sellerCodeHash })
    .from(establishments)
    .where(and(eq(establishments.id, establishmentId), eq(establishments.customerId, customerId)))
    .limit(1);
  return row?.hash ?? null;
}

export async function sellerKeySecret(db: Orm, version: number): Promise<string | null> {
  const [row] = await db.select({ secret: sellerKeys.secret }).from(sellerKeys).where(eq(sellerKeys.version, version)).limit(1);
  return row?.secret ?? null;
}

/** The newest signing key; the first sign-in stores one (two instances racing each store one, both valid). */
export async function currentSellerKey(db: Orm, newSecret: () => string): Promise<{ version: number; secret: string }> {
  const [row] = await db.select().from(sellerKeys).orderBy(desc(sellerKeys.version)).limit(1);
  if (row) return { version: row.version, secret: row.secret };
  const [created] = await db.insert(sellerKeys).values({ secret: newSecret() }).returning();
  if (!created) throw new Error('seller key not stored');
  return { version: created.version, secret: created.secret };
}

/** Whether a mail was queued under this key. */
export async function mailQueued(db: Orm, dedupeKey: string): Promise<boolean> {
  const [row] = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.dedupeKey, dedupeKey)).limit(1);
  return row !== undefined;
}
