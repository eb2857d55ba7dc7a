import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { establishments, mobileSites, reviews, type SiteSettings } from '../../db/schema';

export async function siteOf(orm: Orm, establishmentId: number) {
  const [row] = await orm.select().from(mobileSites).where(eq(mobileSites.establishmentId, establishmentId));
  return row ?? null;
}

export async function saveSite(orm: Orm, row: { establishmentId: number; customerId: number; settings: SiteSettings; menuFileId: number | null }): Promise<void> {
  const now = new Date();
  await orm
    .insert(mobileSites)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({ target: mobileSites.establishmentId, set: { settings: row.settings, menuFileId: row.menuFileId, updatedAt: now } });
}

/** The latest reviews left on the establishment's own pages and published (internal ones never shown). */
export const publishedReviews = (orm: Orm, establishmentId: number, limit: number) =>
  orm
    .select({ rating: reviews.rating, comment: reviews.comment, firstname: reviews.firstname, withAdvantage: reviews.withAdvantage, visitDay: reviews.visitDay })
    .from(reviews)
    .where(
      and(
        eq(reviews.establishmentId, establishmentId),
        eq(reviews.source, 'internal_form'),
        eq(reviews.published, true),
        eq(reviews.isInternal, false),
        isNull(reviews.competitorId),
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
export type SiteReview = Awaited<ReturnType<typeof publishedReviews>>[number];

/** An establishment of the customer by id or tag, with what the infos section shows. */
export async function siteEstablishment(orm: Orm, customerId: number, ref: string) {
  const match = /^[1-9][0-9]{0,9}$/.test(ref) ? eq(establishments.id, Number(ref)) : eq(establishments.tag, ref);
  const [row] = await orm
    .select({
      id: establishments.id,
      tag: establishments.tag,
      name: establishments.name,
      address: establishments.address,
      zip: establishments.zip,
      city: establishments.city,
      country: establishments.country,
      phone: establishments.phone,
    })
    .from(establishments)
    .where(and(eq(establishments.customerId, customerId), match));
  return row ?? null;
}
export type SiteEstablishment = NonNullable<Awaited<ReturnType<typeof siteEstablishment>>>;
