import type { Plan } from '@erep/shared/schemas';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { ModuleOptions } from '../../context';
import { okStatus, type StatusData } from '../../http/envelope';
import { planDoc, routeSchema } from '../../http/openapi-schemas';
import type { StripeSettings } from '../account/payments';
import { stripePrices } from './prices';
import { plansList } from './service';

/** Plans offered at sign-up (prefix /api/plan). */
export async function plansModule(app: FastifyInstance, { ctx, stripe }: ModuleOptions & { stripe: StripeSettings | null }): Promise<void> {
  const prices = stripe ? stripePrices(stripe) : null;
  app.get(
    '/list',
    { schema: routeSchema({ summary: 'Plans, sorted by id', tags: ['plans'], response: { 200: v.object({ status: v.literal(200), data: v.array(planDoc) }) } }) },
    async (): Promise<StatusData<Plan[]>> => okStatus(await plansList(ctx.orm, prices)),
  );
}
