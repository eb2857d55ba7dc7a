import { and, avg, count, desc, eq, gte, isNull } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { contacts, customers, establishments, mailOutbox, partners, reviews, screens, visitorActions } from '../../db/schema';
import { emitContactUnsubscribed } from '../webhooks/events';

export async function contactAt(orm: Orm, establishmentTag: string, contactTag: string) {
  const [row] = await orm
    .select({ id: contacts.id, email: contacts.email, unsubscribedAt: contacts.unsubscribedAt, establishment: establishments.name })
    .from(contacts)
    .innerJoin(establishments, eq(establishments.customerId, contacts.customerId))
    .where(and(eq(contacts.tag, contactTag), eq(establishments.tag, establishmentTag)))
    .limit(1);
  return row ?? null;
}

export async function markUnsubscribed(orm: Orm, contactId: number): Promise<void> {
  const at = new Date();
  await orm.transaction(async (tx) => {
    const changed = await tx
      .update(contacts)
      .set({ unsubscribedAt: at })
      .where(and(eq(contacts.id, contactId), isNull(contacts.unsubscribedAt)))
      .returning({ id: contacts.id });
    if (changed.length > 0) await emitContactUnsubscribed(tx, contactId, at);
  });
}

export async function screenOf(orm: Orm, customerId: number, screenTag: string) {
  const [row] = await orm
    .select({ tag: screens.tag, name: screens.name, settings: screens.settings, establishmentId: screens.establishmentId, establishment: establishments.name })
    .from(screens)
    .innerJoin(establishments, eq(establishments.id, screens.establishmentId))
    .where(and(eq(screens.tag, screenTag), eq(screens.customerId, customerId)))
    .limit(1);
  return row ?? null;
}

// Internal or unpublished feedback never leaves the back office.
const publicReviewsOf = (establishmentId: number) =>
  and(eq(reviews.establishmentId, establishmentId), eq(reviews.published, true), eq(reviews.isInternal, false));

export const latestPublicReviews = (orm: Orm, establishmentId: number, limit: number, minRating = 1) =>
  orm
    .select({ id: reviews.id, rating: reviews.rating, comment: reviews.comment, firstname: reviews.firstname, withAdvantage: reviews.withAdvantage, createdAt: reviews.createdAt })
    .from(reviews)
    .where(minRating > 1 ? and(publicReviewsOf(establishmentId), gte(reviews.rating, minRating)) : publicReviewsOf(establishmentId))
    .orderBy(desc(reviews.createdAt))
    .limit(limit);

export async function publicReviewStats(orm: Orm, establishmentId: number) {
  const [row] = await orm.select({ average: avg(reviews.rating), count: count() }).from(reviews).where(publicReviewsOf(establishmentId));
  return row ?? null;
}

export async function insertVisitorAction(orm: Orm, values: typeof visitorActions.$inferInsert): Promise<void> {
  await orm.insert(visitorActions).values(values);
}

/** Kept in the outbox for the team to read; never sent on to anyone. */
export async function insertInboxMessage(orm: Orm, values: { to: string; subject: string; text: string }): Promise<number> {
  const [row] = await orm.insert(mailOutbox).values(values).returning({ id: mailOutbox.id });
  return row?.id ?? 0;
}

/** The bare INSERT the load test compares the feedback route with: same table and indexes. */
export async function insertBenchReview(orm: Orm, establishmentId: number): Promise<void> {
  await orm.insert(reviews).values({ establishmentId, source: 'bench', rating: 3, visitDay: new Date().toISOString().slice(0, 10) });
}

export const establishmentIdsOf = (orm: Orm, customerId: number) =>
  orm.select({ id: establishments.id }).from(establishments).where(eq(establishments.customerId, customerId));

export const firstEstablishmentId = async (orm: Orm): Promise<number | null> =>
  (await orm.select({ id: establishments.id }).from(establishments).limit(1))[0]?.id ?? null;

export async function establishmentExists(orm: Orm, id: number): Promise<boolean> {
  const [row] = await orm.select({ id: establishments.id }).from(establishments).where(eq(establishments.id, id)).limit(1);
  return Boolean(row);
}

/** The terms of the customer's partner: its own language's text and the translations. */
export async function termsOfCustomer(orm: Orm, customerId: number) {
  const [row] = await orm
    .select({ cgv: partners.cgv, translations: partners.cgvTranslations, language: partners.language })
    .from(customers)
    .innerJoin(partners, eq(partners.id, customers.partnerId))
    .where(eq(customers.id, customerId))
    .limit(1);
  return row ?? null;
}
