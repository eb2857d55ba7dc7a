import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { advantageEstablishments, advantages, auditLog, contacts, coupons, establishments, mailOutbox, reviews } from '../../db/schema';
import { inEstablishmentScope } from '../../http/customer-scope';

export type AdvantageRow = typeof advantages.$inferSelect;
/** The establishments a caller may reach: null for every one (see `establishmentScopeOf`). */
export type Scope = readonly number[] | null;

// Qualified by hand: a single-table select names its own columns without their table.
const ADVANTAGE_ID = sql.raw('"advantages"."id"');
const ADVANTAGE_PLACE = sql.raw('"advantages"."establishment_id"');

const linksOf = (advantageId: SQL) => sql`(select ${advantageEstablishments.establishmentId} from ${advantageEstablishments} where ${advantageEstablishments.advantageId} = ${advantageId})`;

/**
 * An advantage applies at one of the scope's establishments: named on it, linked to it, or applying
 * everywhere (no establishment, no link). True for unlimited callers.
 */
export function advantageReaches(scope: Scope, id: SQL = ADVANTAGE_ID, establishmentId: SQL = ADVANTAGE_PLACE): SQL {
  if (scope === null) return sql`true`;
  if (scope.length === 0) return sql`false`;
  return sql`(${inEstablishmentScope(establishmentId, scope)} or exists (select 1 from ${advantageEstablishments} where ${advantageEstablishments.advantageId} = ${id} and ${inEstablishmentScope(advantageEstablishments.establishmentId, scope)}) or (${establishmentId} is null and not exists ${linksOf(id)}))`;
}

/** An advantage applies only inside the scope (a manager may change it): its establishment or all its links in the scope. */
export function advantageWithin(scope: Scope): SQL {
  if (scope === null) return sql`true`;
  if (scope.length === 0) return sql`false`;
  const id = ADVANTAGE_ID;
  return sql`(${inEstablishmentScope(ADVANTAGE_PLACE, scope)} or (${ADVANTAGE_PLACE} is null and exists ${linksOf(id)} and not exists (select 1 from ${advantageEstablishments} where ${advantageEstablishments.advantageId} = ${id} and not ${inEstablishmentScope(advantageEstablishments.establishmentId, scope)})))`;
}

/** Where a coupon was issued: the review's establishment, else the contact's. */
const couponPlace = sql`coalesce(${reviews.establishmentId}, ${contacts.establishmentId})`;

/** The customer's advantages with how many coupons were issued and validated. */
export const advantagesOf = (orm: Orm, customerId: number, id?: number, scope: Scope = null) => {
  // A manager counts only the coupons issued at their establishments.
  const counted =
    scope === null
      ? sql`true`
      : sql`${inEstablishmentScope(sql`(select coalesce(r.establishment_id, ct.establishment_id) from ${coupons} c2 left join ${reviews} r on r.id = c2.review_id left join ${contacts} ct on ct.id = c2.contact_id where c2.id = c.id)`, scope)}`;
  return orm
    .select({
      advantage: advantages,
      // Qualified by hand: a single-table select names its own columns without their table.
      issued: sql<number>`(select count(*)::int from ${coupons} c where c.advantage_id = ${advantages}.id and ${counted})`,
      validated: sql<number>`(select count(*)::int from ${coupons} c where c.advantage_id = ${advantages}.id and c.validated_at is not null and ${counted})`,
    })
    .from(advantages)
    .where(and(eq(advantages.customerId, customerId), id === undefined ? undefined : eq(advantages.id, id), advantageReaches(scope)))
    .orderBy(desc(advantages.active), desc(advantages.id));
};

/** Whether the customer's advantage applies only inside the scope (null: no such advantage of the customer). */
export async function advantageIsWithin(orm: Orm, customerId: number, id: number, scope: Scope): Promise<boolean | null> {
  const [row] = await orm
    .select({ within: sql<boolean>`${advantageWithin(scope)}` })
    .from(advantages)
    .where(and(eq(advantages.customerId, customerId), eq(advantages.id, id)));
  return row ? Boolean(row.within) : null;
}

export const establishmentLinks = (orm: Orm, advantageIds: number[]) =>
  advantageIds.length === 0
    ? Promise.resolve([])
    : orm.select().from(advantageEstablishments).where(inArray(advantageEstablishments.advantageId, advantageIds));

/** Of the given ids, those that are establishments of the customer. */
export async function ownEstablishmentIds(orm: Orm, customerId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await orm
    .select({ id: establishments.id })
    .from(establishments)
    .where(and(eq(establishments.customerId, customerId), inArray(establishments.id, ids)));
  return rows.map((r) => r.id);
}

export async function insertAdvantage(db: Orm, values: typeof advantages.$inferInsert): Promise<number> {
  const [row] = await db.insert(advantages).values(values).returning({ id: advantages.id });
  if (!row) throw new Error('advantage not inserted');
  return row.id;
}

export async function updateAdvantage(db: Orm, customerId: number, id: number, values: Partial<typeof advantages.$inferInsert>): Promise<boolean> {
  const rows = await db
    .update(advantages)
    .set(values)
    .where(and(eq(advantages.id, id), eq(advantages.customerId, customerId)))
    .returning({ id: advantages.id });
  return rows.length > 0;
}

export async function replaceEstablishments(db: Orm, advantageId: number, establishmentIds: number[]): Promise<void> {
  await db.delete(advantageEstablishments).where(eq(advantageEstablishments.advantageId, advantageId));
  if (establishmentIds.length > 0) {
    await db.insert(advantageEstablishments).values(establishmentIds.map((establishmentId) => ({ advantageId, establishmentId })));
  }
}

export async function couponCountOf(db: Orm, advantageId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(coupons).where(eq(coupons.advantageId, advantageId));
  return row?.n ?? 0;
}

export async function deleteAdvantage(db: Orm, customerId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(advantages)
    .where(and(eq(advantages.id, id), eq(advantages.customerId, customerId)))
    .returning({ id: advantages.id });
  return rows.length > 0;
}

// Coupons -------------------------------------------------------------------------------------------

const issuedAt = establishments;
const validatedAtPlace = sql`(case when ${coupons.validatedBy} ~ '^(seller|manual):[0-9]+' then substring(${coupons.validatedBy} from '^[a-z]+:([0-9]+)')::int end)`;

export interface CouponFilter {
  q?: string | undefined;
  state?: 'active' | 'expired' | 'sold_out' | 'validated' | undefined;
  advantage?: number | undefined;
  establishment?: number | undefined;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function couponWhere(customerId: number, filter: CouponFilter, now: Date, scope: Scope): SQL | undefined {
  const expired = or(
    lte(coupons.expiresAt, now),
    and(isNotNull(advantages.expiresAt), lte(advantages.expiresAt, now)),
    eq(advantages.active, false),
  );
  const soldOut = sql`(${advantages.quantityLimit} is not null and ${advantages.quantityUsed} >= ${advantages.quantityLimit})`;
  const states: Record<NonNullable<CouponFilter['state']>, SQL | undefined> = {
    validated: isNotNull(coupons.validatedAt),
    expired: and(isNull(coupons.validatedAt), expired),
    sold_out: and(isNull(coupons.validatedAt), sql`not (${expired})`, soldOut),
    active: and(isNull(coupons.validatedAt), sql`not (${expired})`, sql`not ${soldOut}`),
  };
  return and(
    eq(advantages.customerId, customerId),
    filter.q ? or(ilike(coupons.code, like(filter.q)), ilike(contacts.email, like(filter.q)), ilike(reviews.email, like(filter.q))) : undefined,
    filter.state ? states[filter.state] : undefined,
    filter.advantage ? eq(coupons.advantageId, filter.advantage) : undefined,
    filter.establishment ? eq(couponPlace, filter.establishment) : undefined,
    scope === null ? undefined : inEstablishmentScope(couponPlace, scope),
  );
}

function couponSelect(orm: Orm) {
  return orm
    .select({
      code: coupons.code,
      createdAt: coupons.createdAt,
      expiresAt: coupons.expiresAt,
      validatedAt: coupons.validatedAt,
      validatedBy: coupons.validatedBy,
      advantage: advantages,
      contactEmail: contacts.email,
      contactFirst: contacts.firstName,
      contactLast: contacts.lastName,
      reviewEmail: reviews.email,
      reviewFirst: reviews.firstname,
      reviewLast: reviews.lastname,
      establishmentId: issuedAt.id,
      establishmentName: issuedAt.name,
      validatedWhere: sql<string | null>`(select ${establishments.name} from ${establishments} where ${establishments.id} = ${validatedAtPlace} and ${establishments.customerId} = ${advantages.customerId})`,
    })
    .from(coupons)
    .innerJoin(advantages, eq(advantages.id, coupons.advantageId))
    .leftJoin(contacts, eq(contacts.id, coupons.contactId))
    .leftJoin(reviews, eq(reviews.id, coupons.reviewId))
    .leftJoin(issuedAt, eq(issuedAt.id, sql`coalesce(${reviews.establishmentId}, ${contacts.establishmentId})`));
}

export const couponPage = (orm: Orm, customerId: number, filter: CouponFilter, now: Date, limit: number, offset: number, scope: Scope = null) =>
  couponSelect(orm).where(couponWhere(customerId, filter, now, scope)).orderBy(desc(coupons.createdAt), desc(coupons.id)).limit(limit).offset(offset);

export type CouponListRow = Awaited<ReturnType<typeof couponPage>>[number];

export async function couponTotal(orm: Orm, customerId: number, filter: CouponFilter, now: Date, scope: Scope = null): Promise<number> {
  const [row] = await orm
    .select({ n: count() })
    .from(coupons)
    .innerJoin(advantages, eq(advantages.id, coupons.advantageId))
    .leftJoin(contacts, eq(contacts.id, coupons.contactId))
    .leftJoin(reviews, eq(reviews.id, coupons.reviewId))
    .where(couponWhere(customerId, filter, now, scope));
  return row?.n ?? 0;
}

/** The establishment a coupon of this customer was issued at, or null when the coupon is not theirs. */
export async function couponOrigin(orm: Orm, customerId: number, code: string): Promise<{ establishmentId: number | null; advantageEstablishmentId: number | null } | null> {
  const [row] = await orm
    .select({ establishmentId: sql<number | null>`${couponPlace}`, advantageEstablishmentId: advantages.establishmentId })
    .from(coupons)
    .innerJoin(advantages, eq(advantages.id, coupons.advantageId))
    .leftJoin(contacts, eq(contacts.id, coupons.contactId))
    .leftJoin(reviews, eq(reviews.id, coupons.reviewId))
    .where(and(eq(coupons.code, code), eq(advantages.customerId, customerId)))
    .limit(1);
  return row ?? null;
}

// Contacts ------------------------------------------------------------------------------------------

export interface ContactFilter {
  q?: string | undefined;
  establishment?: number | undefined;
  consent?: 'yes' | 'no' | undefined;
  subscribed?: 'yes' | 'no' | undefined;
}

/** The customer's reviews written by this email (the feedback form keeps the email on the review). */
const reviewsOfContact = (scope: Scope) =>
  sql`(select count(*)::int from ${reviews} join ${establishments} on ${establishments.id} = ${reviews.establishmentId} where ${establishments.customerId} = ${contacts.customerId} and ${reviews.email} = ${contacts.email} and ${inEstablishmentScope(reviews.establishmentId, scope)})`;
const lastReviewOfContact = (scope: Scope) =>
  sql`(select max(${reviews.createdAt}) from ${reviews} join ${establishments} on ${establishments.id} = ${reviews.establishmentId} where ${establishments.customerId} = ${contacts.customerId} and ${reviews.email} = ${contacts.email} and ${inEstablishmentScope(reviews.establishmentId, scope)})`;

function contactWhere(customerId: number, filter: ContactFilter, scope: Scope): SQL | undefined {
  return and(
    eq(contacts.customerId, customerId),
    scope === null ? undefined : inEstablishmentScope(contacts.establishmentId, scope),
    filter.q ? or(ilike(contacts.email, like(filter.q)), ilike(contacts.firstName, like(filter.q)), ilike(contacts.lastName, like(filter.q))) : undefined,
    filter.establishment ? eq(contacts.establishmentId, filter.establishment) : undefined,
    filter.consent === 'yes' ? isNotNull(contacts.consentAt) : filter.consent === 'no' ? isNull(contacts.consentAt) : undefined,
    filter.subscribed === 'yes' ? isNull(contacts.unsubscribedAt) : filter.subscribed === 'no' ? isNotNull(contacts.unsubscribedAt) : undefined,
  );
}

export const contactPage = (orm: Orm, customerId: number, filter: ContactFilter, limit: number, offset: number, scope: Scope = null) =>
  orm
    .select({
      contact: contacts,
      establishmentName: establishments.name,
      reviews: sql<number>`${reviewsOfContact(scope)}`,
      coupons: sql<number>`(select count(*)::int from ${coupons} where ${coupons.contactId} = ${contacts.id})`,
      lastReview: sql<string | null>`${lastReviewOfContact(scope)}`,
    })
    .from(contacts)
    .leftJoin(establishments, eq(establishments.id, contacts.establishmentId))
    .where(contactWhere(customerId, filter, scope))
    .orderBy(desc(contacts.createdAt), desc(contacts.id))
    .limit(limit)
    .offset(offset);
export type ContactListRow = Awaited<ReturnType<typeof contactPage>>[number];

export async function contactTotal(orm: Orm, customerId: number, filter: ContactFilter, scope: Scope = null): Promise<number> {
  const [row] = await orm.select({ n: count() }).from(contacts).where(contactWhere(customerId, filter, scope));
  return row?.n ?? 0;
}

export async function contactByTag(orm: Orm, customerId: number, tag: string, scope: Scope = null) {
  const [row] = await orm
    .select()
    .from(contacts)
    .where(and(eq(contacts.customerId, customerId), eq(contacts.tag, tag), scope === null ? undefined : inEstablishmentScope(contacts.establishmentId, scope)))
    .limit(1);
  return row ?? null;
}

/** Reviews of the customer's establishments by this person: by email, or carrying one of their coupons. */
const contactReviewsWhere = (customerId: number, contact: { id: number; email: string }) =>
  and(
    sql`${reviews.establishmentId} in (select ${establishments.id} from ${establishments} where ${establishments.customerId} = ${customerId})`,
    or(eq(reviews.email, contact.email), sql`${reviews.id} in (select ${coupons.reviewId} from ${coupons} where ${coupons.contactId} = ${contact.id} and ${coupons.reviewId} is not null)`),
  );

export const contactReviews = (orm: Orm, customerId: number, contact: { id: number; email: string }) =>
  orm
    .select({
      id: reviews.id,
      establishment: establishments.name,
      rating: reviews.rating,
      comment: reviews.comment,
      language: reviews.language,
      firstname: reviews.firstname,
      lastname: reviews.lastname,
      gender: reviews.gender,
      email: reviews.email,
      visitAt: reviews.visitAt,
      createdAt: reviews.createdAt,
      isInternal: reviews.isInternal,
      withAdvantage: reviews.withAdvantage,
      published: reviews.published,
    })
    .from(reviews)
    .innerJoin(establishments, eq(establishments.id, reviews.establishmentId))
    .where(contactReviewsWhere(customerId, contact))
    .orderBy(asc(reviews.createdAt));

export const contactCoupons = (orm: Orm, contactId: number) =>
  orm
    .select({
      code: coupons.code,
      advantage: advantages.title,
      createdAt: coupons.createdAt,
      expiresAt: coupons.expiresAt,
      validatedAt: coupons.validatedAt,
      retiredAt: coupons.retiredAt,
    })
    .from(coupons)
    .innerJoin(advantages, eq(advantages.id, coupons.advantageId))
    .where(eq(coupons.contactId, contactId))
    .orderBy(asc(coupons.createdAt));

/** The customer's own mail to the address: never another tenant's nor the platform's. */
const ownMailsTo = (customerId: number, email: string) => and(eq(mailOutbox.customerId, customerId), eq(mailOutbox.to, email));

export const mailsTo = (orm: Orm, customerId: number, email: string) =>
  orm
    .select({ subject: mailOutbox.subject, text: mailOutbox.text, createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt })
    .from(mailOutbox)
    .where(ownMailsTo(customerId, email))
    .orderBy(asc(mailOutbox.createdAt));

export async function anonymiseReviews(db: Orm, customerId: number, contact: { id: number; email: string }): Promise<number> {
  const rows = await db
    .update(reviews)
    .set({ firstname: null, lastname: null, gender: null, email: null, visitorKey: null })
    .where(contactReviewsWhere(customerId, contact))
    .returning({ id: reviews.id });
  return rows.length;
}

/** Ends the contact's open coupons now: they can no longer be used, and their history stays. */
export async function cancelLiveCoupons(db: Orm, contactId: number, now: Date): Promise<number> {
  const rows = await db
    .update(coupons)
    .set({ retiredAt: now, expiresAt: sql`least(${coupons.expiresAt}, ${now})` })
    .where(and(eq(coupons.contactId, contactId), isNull(coupons.validatedAt), isNull(coupons.retiredAt)))
    .returning({ id: coupons.id });
  return rows.length;
}

export const ERASED_ADDRESS = 'erased@invalid';

/**
 * Outbox copies to the address lose their content, and one not yet sent never will be: the customer's
 * own (`customerId`), or every sender's (null, the operator's erasure across the platform).
 */
export async function redactMails(db: Orm, customerId: number | null, email: string, now: Date): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ to: ERASED_ADDRESS, subject: '(erased)', text: '(erased)', html: null, headers: null, sentAt: sql`coalesce(${mailOutbox.sentAt}, ${now})` })
    .where(customerId === null ? sql`lower(${mailOutbox.to}) = lower(${email})` : ownMailsTo(customerId, email))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** Every customer's contact with this address (the operator's erasure across the platform). */
export const contactsByEmail = (db: Orm, email: string) =>
  db.select({ id: contacts.id, tag: contacts.tag, customerId: contacts.customerId, email: contacts.email }).from(contacts).where(sql`lower(${contacts.email}) = lower(${email})`);

/** Reviews left with the address in any establishment, contact or not. */
export async function anonymiseReviewsByEmail(db: Orm, email: string): Promise<number> {
  const rows = await db
    .update(reviews)
    .set({ firstname: null, lastname: null, gender: null, email: null, visitorKey: null })
    .where(sql`lower(${reviews.email}) = lower(${email})`)
    .returning({ id: reviews.id });
  return rows.length;
}

export async function deleteContact(db: Orm, id: number): Promise<void> {
  await db.delete(contacts).where(eq(contacts.id, id));
}

export async function writeAudit(db: Orm, entry: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(entry);
}
