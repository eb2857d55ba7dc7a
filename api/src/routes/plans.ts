import type { Plan } from '@erep/shared/schemas';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../context';
import { plans } from '../db/schema';
import { planDoc, routeSchema } from '../http/openapi-schemas';

export function registerPlanRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/plan/list',
    { schema: routeSchema({ summary: 'Plans, sorted by id', tags: ['plans'], response: { 200: v.object({ status: v.literal(200), data: v.array(planDoc) }) } }) },
    async (): Promise<{ status: 200; data: Plan[] }> => {
      const rows = await ctx.orm
        .select({ id: plans.id, tag: plans.tag, name: plans.name, price_code: plans.priceCode })
        .from(plans)
        .orderBy(asc(plans.id));
      return { status: 200, data: rows };
    },
  );
}
