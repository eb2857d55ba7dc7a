import { reviewSummaryQuerySchema, type ReviewSummary } from '@erep/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../context';
import { customerOf, registerCustomerScope } from '../../http/customer-scope';
import { okStatus, type StatusData } from '../../http/envelope';
import { parseRequest } from '../../http/validation';
import { reviewSummary } from './service';

/** Reputation figures of the back office: only plans that include mf-erep may read them. */
export async function reputationModule(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  await registerCustomerScope(app, ctx, { remote: 'mf-erep' }, (scope) => {
    scope.get('/reviews/summary', { schema: { hide: true } }, async (request): Promise<StatusData<ReviewSummary[]>> => {
      const query = parseRequest(reviewSummaryQuerySchema, request.query, 'query');
      return okStatus(await reviewSummary(ctx.orm, customerOf(request).id, query));
    });
  });
}
