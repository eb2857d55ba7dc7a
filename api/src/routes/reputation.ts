import { customerTagParamSchema, reviewSummaryQuerySchema, type ReviewSummary } from '@erep/shared/schemas';
import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../auth/guards';
import { requireRemote } from '../auth/plan-gate';
import type { AppContext } from '../context';
import { establishments, reviews } from '../db/schema';
import { forbidden } from '../lib/errors';
import { parseRequest } from '../lib/validation';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Reputation figures of the back office (mf-erep): only plans that include it may read them. */
export function registerReputationRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  app.get(
    '/api/customer/:customerTag/reviews/summary',
    { preHandler: [...guards.requireCustomerAccess('customerTag'), requireRemote(ctx, 'mf-erep')], schema: { hide: true } },
    async (request): Promise<{ status: 200; data: ReviewSummary[] }> => {
      parseRequest(customerTagParamSchema, request.params, 'params');
      const query = parseRequest(reviewSummaryQuerySchema, request.query, 'query');
      const customer = request.customer;
      if (!customer) throw forbidden('Customer access not checked');
      // Spec default: the last 30 days up to today.
      const end = query.end_date ?? isoDay(new Date());
      const start = query.start_date ?? isoDay(new Date(Date.parse(end) - 30 * DAY_MS));
      const rows = await ctx.orm
        .select({
          id: establishments.id,
          name: establishments.name,
          reviews: sql<number>`count(${reviews.id})::int`,
          average: sql<number | null>`round(avg(${reviews.rating})::numeric, 2)::float8`,
        })
        .from(establishments)
        .leftJoin(
          reviews,
          and(
            eq(reviews.establishmentId, establishments.id),
            isNull(reviews.competitorId),
            gte(reviews.visitDay, start),
            lte(reviews.visitDay, end),
          ),
        )
        .where(eq(establishments.customerId, customer.id))
        .groupBy(establishments.id)
        .orderBy(asc(establishments.id));
      return {
        status: 200,
        data: rows.map((row) => ({ establishment_id: row.id, name: row.name, reviews: row.reviews, average: row.average })),
      };
    },
  );
}
