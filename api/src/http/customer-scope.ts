import type { RemotePackage } from '@erep/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { CustomerRow } from './guards';
import { CUSTOMER_PARAM } from './guards';
import { HttpError } from './errors';
import { requireRemote } from './plan-gate';

/** The path every customer-scoped module lives under. */
const CUSTOMER_PREFIX = `/api/customer/:${CUSTOMER_PARAM}`;

export interface CustomerScopeOptions {
  /**
   * The remote (front-end area) the module belongs to: callers whose plan does not include it are
   * refused. `null` only for routes every plan needs (the sign-in's first-step check reads the
   * establishments list whatever the plan).
   */
  remote: RemotePackage | null;
  /** Further path below `/api/customer/:customerTag`. */
  prefix?: string;
}

/**
 * An encapsulated scope under `/api/customer/:customerTag` whose hooks run, for every route added in
 * `plugin`: authentication (an active back-office user), the tenant check, then the plan check. A route
 * added there cannot forget them; it reads its customer with `customerOf(request)`.
 */
export async function registerCustomerScope(
  app: FastifyInstance,
  ctx: AppContext,
  options: CustomerScopeOptions,
  plugin: (scope: FastifyInstance) => Promise<void> | void,
): Promise<void> {
  await app.register(
    async (scope) => {
      // onRequest: a refused caller is turned away before its body is even read.
      scope.addHook('onRequest', ctx.guards.requireBackOffice);
      scope.addHook('onRequest', ctx.guards.checkCustomerAccess);
      if (options.remote) scope.addHook('onRequest', requireRemote(ctx.orm, options.remote));
      // Routes go one level down so they inherit the hooks above whatever order the plugin uses.
      await scope.register(async (inner) => {
        await plugin(inner);
      });
    },
    { prefix: `${CUSTOMER_PREFIX}${options.prefix ?? ''}` },
  );
}

/** The customer the scope's hooks checked; a route outside a customer scope has none. */
export function customerOf(request: FastifyRequest): CustomerRow {
  const customer = request.customer;
  if (!customer) throw new HttpError(500, 'Customer access not checked');
  return customer;
}
