import { ROLES, tagSchema } from '@erep/shared/schemas';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import * as v from 'valibot';
import type { Orm } from '../db/client';
import type { customers } from '../db/schema';
import type { TokenService } from '../lib/jwt';
import { loadCustomerByTag, loadEstablishmentScope, loadUserById, reachOf, type AuthUser } from '../modules/auth/service';
import { forbidden, notFound, unauthorized } from './errors';
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
  }
}

export const MESSAGES = {
  unauthenticated: 'Authentication required',
  badToken: 'Invalid or expired token',
  inactive: 'Your account is not yet active.',
  noRole: 'Insufficient permissions to access the app!',
  otherTenant: 'You do not have access to this customer',
  unknownCustomer: 'Customer not found',
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

/** Resolves the caller from the bearer token; the user and roles always come from the database. */
async function resolveUser(deps: GuardDeps, request: FastifyRequest): Promise<AuthUser | null | 'invalid'> {
  const token = bearerToken(request);
  if (token === undefined) return null;
  if (token === null) return 'invalid';
  const claims = await deps.tokens.verifyClaims(token);
  if (claims === null) return 'invalid';
  const user = await loadUserById(deps.orm, claims.userId);
  // A password reset bumps the version: tokens issued before it no longer count.
  return user && user.tokenVersion === claims.version ? user : 'invalid';
}

export interface Guards {
  /** Anonymous allowed: sets `request.authUser` when a valid token is present, ignores a bad one. */
  optionalAuth: preHandlerAsyncHookHandler;
  /** Any valid token (even inactive or without ROLE_EREP): the client decides what to show. */
  requireUser: preHandlerAsyncHookHandler;
  /** Active users holding ROLE_EREP. */
  requireBackOffice: preHandlerAsyncHookHandler;
  /**
   * The tenant check on the customer tag of the path: customer users their own tag, partner users
   * their partner's customers, admins any. Runs after `requireBackOffice`; sets `request.customer`.
   */
  checkCustomerAccess: preHandlerAsyncHookHandler;
}

const customerParams = v.object({ [CUSTOMER_PARAM]: tagSchema });

export function createGuards(deps: GuardDeps): Guards {
  const optionalAuth = async (request: FastifyRequest) => {
    const user = await resolveUser(deps, request);
    request.authUser = user === 'invalid' ? null : user;
  };

  const requireUser = async (request: FastifyRequest) => {
    const user = await resolveUser(deps, request);
    if (user === null) throw unauthorized(MESSAGES.unauthenticated, 'unauthenticated');
    if (user === 'invalid') throw unauthorized(MESSAGES.badToken, 'invalid_token');
    request.authUser = user;
  };

  const requireBackOffice = async (request: FastifyRequest) => {
    await requireUser(request);
    const user = request.authUser;
    if (!user) throw unauthorized(MESSAGES.unauthenticated, 'unauthenticated');
    if (!user.isActive) throw forbidden(MESSAGES.inactive, 'inactive_account');
    if (!user.roles.includes(ROLES.erep)) throw forbidden(MESSAGES.noRole, 'insufficient_permissions');
  };

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
  };

  return { optionalAuth, requireUser, requireBackOffice, checkCustomerAccess };
}
