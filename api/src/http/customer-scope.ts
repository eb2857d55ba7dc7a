import type { RemotePackage } from '@erep/shared/schemas';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AppContext } from '../context';
import type { CustomerRow } from './guards';
import { CUSTOMER_PARAM } from './guards';
import { forbidden, HttpError, notFound } from './errors';
import { documentHooks, refuses, SCOPE_KEY, type DocScope } from './openapi-schemas';
import { requireRemote } from './plan-gate';
import { assertApiKeyAllows } from '../modules/api-keys/service';

const READS = new Set(['GET', 'HEAD']);

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
  /**
   * Open to integrators' API keys (within their scopes and with their own rate limit); `'read'`: to
   * their reads only, a key's write is refused as in a closed scope. Off by default: a key never
   * reaches account, user, billing or key management routes.
   */
  apiKeys?: boolean | 'read';
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
      // The OpenAPI document reads who this scope admits from each route, and what its hooks refuse.
      const docScope: DocScope = { apiKeys: options.apiKeys ?? false };
      scope.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, [SCOPE_KEY]: docScope } as typeof route.schema;
      });
      // onRequest: a refused caller is turned away before its body is even read.
      const hooks: onRequestAsyncHookHandler[] = [options.apiKeys ? ctx.guards.requireBackOfficeOrApiKey : ctx.guards.requireBackOffice, ctx.guards.checkCustomerAccess];
      if (options.apiKeys) {
        const keyLimit = app.limit('apiKey', (request) => String(request.apiKey?.id ?? 0));
        const apiKeyRules = async function apiKeyRules(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
          if (!request.apiKey) return;
          if (options.apiKeys === 'read' && !READS.has(request.method)) throw forbidden('API keys may only read here', 'api_key_not_allowed');
          await keyLimit.call(this, request, reply);
          assertApiKeyAllows(request.apiKey, request.method, request.routeOptions.url ?? '');
        };
        // A key reaching the route may be over its limit or lack the scope; elsewhere it is refused outright.
        hooks.push(
          refuses(apiKeyRules, ({ method }) =>
            options.apiKeys === true || READS.has(method) ? { 403: READS.has(method) ? ['api_key_scope'] : ['api_key_read_only', 'api_key_scope'], 429: ['rate_limited'] } : { 403: ['api_key_not_allowed'] },
          ),
        );
      }
      if (options.remote) hooks.push(requireRemote(ctx.orm, options.remote));
      // A path naming one establishment (`/establishment/:id`, `/establishments/:id`, `/sites/:establishment`)
      // is refused outside a manager's establishments, whatever module declares it.
      const establishmentCheck = async (request: FastifyRequest) => {
        const id = establishmentOfPath(request);
        if (id !== null) assertEstablishment(request, id);
      };
      hooks.push(refuses(establishmentCheck, ({ url }) => (ESTABLISHMENT_PATH.test(url.replace(/\{(\w+)\}/g, ':$1')) ? { 404: ['not_found'] } : {})));
      for (const hook of hooks) scope.addHook('onRequest', hook);
      documentHooks(scope, hooks);
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

/**
 * The establishments the caller may reach inside the checked customer: null for every one (owners,
 * partner users, admins), else the ids chosen for a manager (possibly none). Set by the tenant check.
 */
export function establishmentScopeOf(request: FastifyRequest): readonly number[] | null {
  customerOf(request);
  return request.establishmentScope ?? null;
}

const ESTABLISHMENT_PATH = /\/(?:establishments?\/:id|sites\/:establishment)(?:\/|$)/;

/** The establishment id a route's path names, if it names one. */
function establishmentOfPath(request: FastifyRequest): number | null {
  if (!ESTABLISHMENT_PATH.test(request.routeOptions.url ?? '')) return null;
  const params = request.params as Record<string, string | undefined>;
  const raw = params.id ?? params.establishment;
  const id = raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
  return id;
}

/** A 404 (as for another customer's row) when the establishment is outside the caller's scope. */
export function assertEstablishment(request: FastifyRequest, establishmentId: number): void {
  const scope = establishmentScopeOf(request);
  if (scope !== null && !scope.includes(establishmentId)) throw notFound(`Establishment '${establishmentId}' not found`);
}

/**
 * A condition on an establishment id column (or `sql.raw('e.id')` in hand-written SQL) keeping the
 * caller's scope: true for unlimited callers, false for a manager without establishments.
 */
export function inEstablishmentScope(column: PgColumn | SQL, scope: readonly number[] | null): SQL {
  if (scope === null) return sql`true`;
  if (scope.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    scope.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/** Who owns the rows a customer-scoped query reads: the customer and the caller's establishment scope. */
export interface Owner {
  customerId: number;
  establishments: readonly number[] | null;
}

export function ownerOf(request: FastifyRequest): Owner {
  return { customerId: customerOf(request).id, establishments: establishmentScopeOf(request) };
}

/** One condition for queries over establishments: the customer's, inside the caller's scope. */
export function ownedEstablishment(owner: Owner, customerColumn: PgColumn | SQL, idColumn: PgColumn | SQL): SQL {
  return sql`(${customerColumn} = ${owner.customerId} and ${inEstablishmentScope(idColumn, owner.establishments)})`;
}

/** For what concerns the whole customer (users, brand, company details, onboarding): managers get a 403. */
export function requireWholeCustomer(request: FastifyRequest): void {
  if (establishmentScopeOf(request) !== null) throw new HttpError(403, "Only the account's owners may do this", undefined, 'owner_only');
}

/** For scopes whose writes bind the whole customer (onboarding, partnerships): managers only read them. */
export const wholeCustomerWrites = refuses(
  async (request: FastifyRequest) => {
    if (request.method !== 'GET') requireWholeCustomer(request);
  },
  ({ method }) => (method === 'GET' ? {} : { 403: ['owner_only'] }),
);
