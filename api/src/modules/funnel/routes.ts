import { funnelQuerySchema } from '@erep/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../context';
import { customerOf, establishmentScopeOf, registerCustomerScope } from '../../http/customer-scope';
import { ok } from '../../http/envelope';
import { parseRequest } from '../../http/validation';
import { dataOf, routeSchema } from '../../http/openapi-schemas';
import { funnelDoc } from './docs';
import { funnel } from './service';

/** The visitor funnel of the offers program (mf-leadgen), under `/api/customer/:customerTag/funnel`. */
export async function funnelModule(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  await registerCustomerScope(app, ctx, { remote: 'mf-leadgen', prefix: '/funnel' }, (scope) => {
    scope.get('/', { schema: routeSchema({ tags: ['funnel'], summary: 'Visits, ratings, submissions, coupons and platform clicks of a period', errors: { 404: ['not_found'] }, security: true, querystring: funnelQuerySchema, response: { 200: dataOf(funnelDoc) } }) }, async (request) =>
      ok(await funnel(ctx.orm, customerOf(request).id, parseRequest(funnelQuerySchema, request.query, 'query'), establishmentScopeOf(request))),
    );
  });
}
