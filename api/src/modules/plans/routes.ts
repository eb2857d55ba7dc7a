import { partnerInfoQuerySchema, pricingPlanSchema, type Plan, type PricingPlan } from '@erep/shared/schemas';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { ModuleOptions } from '../../context';
import { ok, okStatus, type Data, type StatusData } from '../../http/envelope';
import { planDoc, routeSchema } from '../../http/openapi-schemas';
import { parseRequest } from '../../http/validation';
import type { StripeSettings } from '../account/payments';
import { stripePrices } from './prices';
import { partnerPricing, plansList } from './service';

/** Plans offered at sign-up and on the pricing page (prefix /api/plan). */
export async function plansModule(app: FastifyInstance, { ctx, stripe }: ModuleOptions & { stripe: StripeSettings | null }): Promise<void> {
  const prices = stripe ? stripePrices(stripe) : null;
  app.get(
    '/list',
    { schema: routeSchema({ summary: 'Plans, sorted by id', tags: ['plans'], response: { 200: v.object({ status: v.literal(200), data: v.array(planDoc) }) } }) },
    async (): Promise<StatusData<Plan[]>> => okStatus(await plansList(ctx.orm, prices)),
  );
  app.get(
    '/pricing',
    {
      schema: routeSchema({
        summary: 'The plans a partner sells, with price and features (the pricing page)',
        tags: ['plans'],
        querystring: partnerInfoQuerySchema,
        response: { 200: v.object({ data: v.array(pricingPlanSchema) }) },
        errors: { 404: ['not_found'] },
      }),
    },
    async (request): Promise<Data<PricingPlan[]>> => ok(await partnerPricing(ctx.orm, prices, parseRequest(partnerInfoQuerySchema, request.query, 'query').code)),
  );
}
