import { customerTagParamSchema, establishmentsQuerySchema, type Establishment } from '@erep/shared/schemas';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { ModuleOptions } from '../../context';
import { customerOf, establishmentScopeOf, registerCustomerScope } from '../../http/customer-scope';
import { okStatus, type StatusData } from '../../http/envelope';
import { establishmentDoc, routeSchema } from '../../http/openapi-schemas';
import { registerResource } from '../../http/resource';
import { parseRequest } from '../../http/validation';
import { establishmentResource } from './resource';
import { listEstablishments } from './service';

/** A customer's establishments, under `/api/customer/:customerTag`. */
export async function establishmentsModule(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  // Every plan: sign-in reads this list to send a customer without establishments to its first step.
  await registerCustomerScope(app, ctx, { remote: null, apiKeys: true }, (scope) => {
    scope.get(
      '/establishments/all',
      {
        schema: routeSchema({
          summary: "A customer's establishments",
          tags: ['establishments'],
          security: true,
          params: customerTagParamSchema,
          querystring: establishmentsQuerySchema,
          response: { 200: v.object({ status: v.literal(200), data: v.array(establishmentDoc) }) },
        }),
      },
      async (request): Promise<StatusData<Establishment[]>> => {
        parseRequest(establishmentsQuerySchema, request.query, 'query');
        return okStatus(await listEstablishments(ctx.orm, customerOf(request), establishmentScopeOf(request)));
      },
    );
  });

  // Every plan manages its establishments (account area parameters); managers only their own.
  await registerCustomerScope(app, ctx, { remote: null, apiKeys: true }, (scope) => registerResource(scope, ctx.orm, establishmentResource));
}
