import { establishmentParamSchema, rangeQuerySchema, SALES_CSV_MAX_BYTES } from '@erep/shared/schemas';
import * as v from 'valibot';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleOptions } from '../../context';
import { customerOf, registerCustomerScope } from '../../http/customer-scope';
import { ok } from '../../http/envelope';
import { badRequest, unauthorized } from '../../http/errors';
import { parseRequest } from '../../http/validation';
import { dataOf, routeSchema } from '../../http/openapi-schemas';
import { salesImportResultDoc, salesReportDoc } from './docs';
import { importSales, salesReport } from './service';


function userIdOf(request: FastifyRequest): number {
  const user = request.authUser;
  if (!user) throw unauthorized();
  return user.id;
}

/** Daily sales of an establishment, imported from the till's CSV, against its reviews (reputation plans). */
export async function salesModule(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  await registerCustomerScope(app, ctx, { remote: 'mf-erep' }, (scope) => {
    // The file is the body, as text: no multipart needed for one small file.
    scope.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string', bodyLimit: SALES_CSV_MAX_BYTES }, (_request, body, done) => done(null, body));

    scope.get('/establishments/:id/sales', { schema: routeSchema({ summary: "An establishment's daily sales over a period", errors: { 400: ['bad_request'], 404: ['establishment_not_found'] }, params: establishmentParamSchema, querystring: rangeQuerySchema, response: { 200: dataOf(salesReportDoc) } }) }, async (request) => {
      const { id } = parseRequest(establishmentParamSchema, request.params, 'params');
      const query = parseRequest(rangeQuerySchema, request.query, 'query');
      return ok(await salesReport(ctx.orm, customerOf(request).id, id, query));
    });

    scope.post('/establishments/:id/sales', { schema: routeSchema({ summary: "Import daily sales (CSV body)", params: establishmentParamSchema, body: v.string(), consumes: ['text/csv', 'text/plain'], errors: { 400: ['sales_csv_empty', 'sales_csv_expected', 'sales_csv_invalid'], 404: ['establishment_not_found'], 413: ['too_large'], 415: ['unsupported_media_type'] }, response: { 201: dataOf(salesImportResultDoc) } }) }, async (request, reply) => {
      const { id } = parseRequest(establishmentParamSchema, request.params, 'params');
      if (typeof request.body !== 'string') throw badRequest('Send the CSV file as text/csv', undefined, 'sales_csv_expected');
      const result = await importSales(ctx.orm, customerOf(request).id, id, request.body, userIdOf(request));
      return reply.code(201).send(ok(result));
    });
  });
}
