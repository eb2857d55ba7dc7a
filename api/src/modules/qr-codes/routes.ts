import { QR_TARGET_KINDS, qrTargetsQuerySchema } from '@erep/shared/schemas';
import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../context';
import { customerOf, establishmentScopeOf, registerCustomerScope } from '../../http/customer-scope';
import { ok } from '../../http/envelope';
import { parseRequest } from '../../http/validation';
import { dataOf, routeSchema } from '../../http/openapi-schemas';
import { qrTargets } from './service';

/** What the customer's QR codes lead to (mf-leadgen), under `/api/customer/:customerTag/qr-codes`. */
export async function qrCodesModule(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  await registerCustomerScope(app, ctx, { remote: 'mf-leadgen', prefix: '/qr-codes', apiKeys: 'read' }, (scope) => {
    scope.get('/', { schema: routeSchema({ tags: ['qr-codes'], summary: 'Pages the QR codes of one kind lead to', security: true, querystring: qrTargetsQuerySchema, response: { 200: dataOf(v.array(v.object({ kind: v.picklist(QR_TARGET_KINDS), key: v.string(), name: v.string(), establishment: v.object({ id: v.number(), name: v.string() }), path: v.string() }))) } }) }, async (request) => {
      const { kind } = parseRequest(qrTargetsQuerySchema, request.query, 'query');
      return ok(await qrTargets(ctx.orm, customerOf(request), kind, establishmentScopeOf(request)));
    });
  });
}
