import { establishmentParamSchema, rangeQuerySchema } from '@erep/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../context';
import { customerOf, registerCustomerScope } from '../../http/customer-scope';
import { ok } from '../../http/envelope';
import { parseRequest } from '../../http/validation';
import { dataOf, routeSchema } from '../../http/openapi-schemas';
import { weatherReportDoc } from './docs';
import { weatherReport } from './service';


/** Reviews against the weather of the day, per establishment (reputation plans). */
export async function weatherModule(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  await registerCustomerScope(app, ctx, { remote: 'mf-erep' }, (scope) => {
    scope.get('/establishments/:id/weather', { schema: routeSchema({ summary: "Daily weather at an establishment over a period", errors: { 400: ['bad_request'], 404: ['establishment_not_found'] }, params: establishmentParamSchema, querystring: rangeQuerySchema, response: { 200: dataOf(weatherReportDoc) } }) }, async (request) => {
      const { id } = parseRequest(establishmentParamSchema, request.params, 'params');
      const query = parseRequest(rangeQuerySchema, request.query, 'query');
      return ok(await weatherReport({ orm: ctx.orm, source: ctx.weatherSource, log: request.log }, customerOf(request).id, id, query));
    });
  });
}
