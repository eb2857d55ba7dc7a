import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { establishments, reviews } from '../../db/schema';

/** Own reviews (not competitors') per establishment of a customer, over a range of visit days. */
export const reviewCountsByEstablishment = (orm: Orm, customerId: number, start: string, end: string) =>
  orm
    .select({
      id: establishments.id,
      name: establishments.name,
      reviews: sql<number>`count(${reviews.id})::int`,
      average: sql<number | null>`round(avg(${reviews.rating})::numeric, 2)::float8`,
    })
    .from(establishments)
    .leftJoin(
      reviews,
      and(eq(reviews.establishmentId, establishments.id), isNull(reviews.competitorId), gte(reviews.visitDay, start), lte(reviews.visitDay, end)),
    )
    .where(eq(establishments.customerId, customerId))
    .groupBy(establishments.id)
    .orderBy(asc(establishments.id));
