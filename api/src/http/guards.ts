import { ROLES, tagSchema } from '@erep/shared/schemas';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import * as v from 'valibot';
import type { Orm } from '../db/client';
import type { customers } from '../db/schema';
import type { TokenService } from '../lib/jwt';
import { findApiKey, looksLikeApiKey, type ApiKeyCaller } from '../modules/api-keys/service';
import { loadCustomerByTag, loadEstablishmentScope, loadUserById, reachOf, type AuthUser } from '../modules/auth/service';
import { forbidden, notFound, unauthorized } from './errors';
import { refuses } from './openapi-schemas';
import { parseRequest } from './validation';

export type CustomerRow = typeof customers.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hooks; null when anonymous. */
    authUser: AuthUser | null;
    /** Set by the customer scope's tenant check. */
    customer: CustomerRow | null;
    /** Set with `customer`: the establishment ids a manager may reach; null for every one. */
    establishmentScope: readonly number[] | null;
    /** Set when the caller authenticated with an API key rather than a session token. */
    apiKey: ApiKeyCaller | null;
  }
}

export const MESSAGES = {
  unauthenticated: 'Authentication required',
  badToken: 'Invalid or expired token',
  inactive: 'Your account is not yet active.',
  noRole: 'Insufficient permissions to access the app!',
  otherTenant: 'You do not have access to this customer',
  unknownCustomer: 'Customer not found',
  apiKeyRefused: 'API keys cannot be used on this route',
} as const;

/** Name of the customer tag in the path of every customer-scoped route. */
export const CUSTOMER_PARAM = 'customerTag';

function bearerToken(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export interface GuardDeps {
  orm: Orm;
  tokens: TokenService;
}

type Resolved = { user: AuthUser; apiKey: ApiKeyCaller | null } | null | 'invalid';

/** Resolves the caller from the bearer token; the user and roles always come from the database. */
async function resolveUser(deps: GuardDeps, request: FastifyRequest): Promise<Resolved> {
  const token = bearerToken(request);
  if (token === undefined) return null;
  if (token === null) return 'invalid';
  if (looksLikeApiKey(token)) {
    const found = await findApiKey(deps.orm, token);
    if (!found) return 'invalid';
    // The key acts as the owner who made it: if that owner left the customer, the key is dead.
    const user = await loadUserById(deps.orm, found.userId);
    const { customerId, partnerId } = found.caller;
    const stillHolds =
      customerId !== null
        ? user?.customer?.id === customerId && user.accountRole === 'owner'
        : user?.partner?.id === partnerId && user.roles.includes(ROLES.partner);
    if (!user || !stillHolds) return 'invalid';
    return { user, apiKey: found.caller };
  }
  const claims = await deps.tokens.verifyClaims(token);
  if (claims === null) return 'invalid';
  const user = await loadUserById(deps.orm, claims.userId);
  // A password reset bumps the version: tokens issued before it no longer count.
  return user && user.tokenVersion === claims.version ? { user, apiKey: null } : 'invalid';
}

export interface Guards {
  /** Anonymous allowed: sets `request.authUser` when a valid token is present, ignores a bad one. */
  optionalAuth: preHandlerAsyncHookHandler;
  /** Any valid token (even inactive or without ROLE_EREP): the client decides what to show. */
  requireUser: preHandlerAsyncHookHandler;
  /** Active users holding ROLE_EREP; API keys are refused. */
  requireBackOffice: preHandlerAsyncHookHandler;
  /** As `requireBackOffice`, and API keys too: only for customer scopes open to integrators. */
  requireBackOfficeOrApiKey: preHandlerAsyncHookHandler;
  /**
   * The tenant check on the customer tag of the path: customer users their own tag, partner users
   * their partner's customers, admins any. Runs after `requireBackOffice`; sets `request.customer`.
   */
  checkCustomerAccess: preHandlerAsyncHookHandler;
}

const customerParams = v.object({ [CUSTOMER_PARAM]: tagSchema });

export function createGuards(deps: GuardDeps): Guards {
  const optionalAuth = async (request: FastifyRequest) => {
    const resolved = await resolveUser(deps, request);
    // An API key is no session: routes that merely read who is signed in treat it as anonymous.
    request.authUser = resolved === null || resolved === 'invalid' || resolved.apiKey ? null : resolved.user;
  };

  const authenticate = async (request: FastifyRequest, allowApiKey: boolean) => {
    const resolved = await resolveUser(deps, request);
    if (resolved === null) throw unauthorized(MESSAGES.unauthenticated, 'unauthenticated');
    if (resolved === 'invalid') throw unauthorized(MESSAGES.badToken, 'invalid_token');
    if (resolved.apiKey && !allowApiKey) throw forbidden(MESSAGES.apiKeyRefused, 'api_key_not_allowed');
    request.authUser = resolved.user;
    request.apiKey = resolved.apiKey;
  };

  const requireUser = (request: FastifyRequest) => authenticate(request, false);

  const backOffice = async (request: FastifyRequest, allowApiKey: boolean) => {
    await authenticate(request, allowApiKey);
    const user = request.authUser;
    if (!user) throw unauthorized(MESSAGES.unauthenticated, 'unauthenticated');
    if (!user.isActive) throw forbidden(MESSAGES.inactive, 'inactive_account');
    if (!user.roles.includes(ROLES.erep)) throw forbidden(MESSAGES.noRole, 'insufficient_permissions');
  };
  const requireBackOffice = (request: FastifyRequest) => backOffice(request, false);
  const requireBackOfficeOrApiKey = (request: FastifyRequest) => backOffice(request, true);

  const checkCustomerAccess = async (request: FastifyRequest) => {
    const tag = parseRequest(customerParams, request.params, 'params')[CUSTOMER_PARAM];
    const user = request.authUser;
    if (!user || tag === undefined) throw unauthorized(MESSAGES.unauthenticated, 'unauthenticated');
    const reach = reachOf(user);
    if (reach.kind === 'none') throw forbidden(MESSAGES.noRole, 'insufficient_permissions');
    // Customer users: refuse other tags before any lookup, so existence is not revealed.
    if (reach.kind === 'customer' && user.customer?.tag !== tag) throw forbidden(MESSAGES.otherTenant, 'other_tenant');
    const customer = await loadCustomerByTag(deps.orm, tag);
    if (reach.kind === 'partner' && customer?.partnerId !== reach.partnerId) throw forbidden(MESSAGES.otherTenant, 'other_tenant');
    if (!customer) throw notFound(MESSAGES.unknownCustomer, 'customer_not_found');
    if (reach.kind === 'customer' && customer.id !== reach.customerId) throw forbidden(MESSAGES.otherTenant, 'other_tenant');
    request.customer = customer;
    // Managers reach only the establishments chosen for them; owners, partners and admins every one.
    request.establishmentScope = reach.kind === 'customer' && user.accountRole === 'manager' ? await loadEstablishmentScope(deps.orm, user.id) : null;
    // A key limited to some establishments reaches only those, exactly as a manager would.
    if (request.apiKey?.establishments) request.establishmentScope = request.apiKey.establishments;
  };

  const signedIn = { 401: ['unauthenticated', 'invalid_token'] };
  return {
    optionalAuth,
    requireUser: refuses(requireUser, { ...signedIn, 403: ['api_key_not_allowed'] }),
    requireBackOffice: refuses(requireBackOffice, { ...signedIn, 403: ['api_key_not_allowed', 'inactive_account', 'insufficient_permissions'] }),
    requireBackOfficeOrApiKey: refuses(requireBackOfficeOrApiKey, { ...signedIn, 403: ['inactive_account', 'insufficient_permissions'] }),
    checkCustomerAccess: refuses(checkCustomerAccess, { 400: ['validation_failed'], 403: ['insufficient_permissions', 'other_tenant'], 404: ['customer_not_found'] }),
  };
}
