import { ROLES, tagSchema } from '@erep/shared/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../context';
import { customers } from '../db/schema';
import { forbidden, notFound, unauthorized } from '../lib/errors';
import { parseRequest } from '../lib/validation';
import { loadUserById, reachOf, type AuthUser } from './users';

export type CustomerRow = typeof customers.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hooks; null when anonymous. */
    authUser: AuthUser | null;
    /** Set by `requireCustomerAccess`. */
    customer: CustomerRow | null;
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

function bearerToken(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** Resolves the caller from the bearer token; the user and roles always come from the database. */
async function resolveUser(ctx: AppContext, request: FastifyRequest): Promise<AuthUser | null | 'invalid'> {
  const token = bearerToken(request);
  if (token === undefined) return null;
  if (token === null) return 'invalid';
  const claims = await ctx.tokens.verifyClaims(token);
  if (claims === null) return 'invalid';
  const user = await loadUserById(ctx.orm, claims.userId);
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
  /** Back office plus the tenant check on the customer tag in `params[paramName]`. */
  requireCustomerAccess(paramName?: string): preHandlerAsyncHookHandler[];
}

export function createGuards(ctx: AppContext): Guards {
  const optionalAuth = async (request: FastifyRequest) => {
    const user = await resolveUser(ctx, request);
    request.authUser = user === 'invalid' ? null : user;
  };

  const requireUser = async (request: FastifyRequest) => {
    const user = await resolveUser(ctx, request);
    if (user === null) throw unauthorized(MESSAGES.unauthenticated);
    if (user === 'invalid') throw unauthorized(MESSAGES.badToken);
    request.authUser = user;
  };

  const requireBackOffice = async (request: FastifyRequest) => {
    await requireUser(request);
    const user = request.authUser;
    if (!user) throw unauthorized(MESSAGES.unauthenticated);
    if (!user.isActive) throw forbidden(MESSAGES.inactive);
    if (!user.roles.includes(ROLES.erep)) throw forbidden(MESSAGES.noRole);
  };

  const requireCustomerAccess = (paramName = 'customerTag'): preHandlerAsyncHookHandler[] => {
    const paramsSchema = v.object({ [paramName]: tagSchema });
    const check = async (request: FastifyRequest) => {
      const params = parseRequest(paramsSchema, request.params, 'params');
      const tag = params[paramName];
      const user = request.authUser;
      if (!user || tag === undefined) throw unauthorized(MESSAGES.unauthenticated);
      const reach = reachOf(user);
      if (reach.kind === 'none') throw forbidden(MESSAGES.noRole);
      // Customer users: refuse other tags before any lookup, so existence is not revealed.
      if (reach.kind === 'customer' && user.customer?.tag !== tag) throw forbidden(MESSAGES.otherTenant);
      const [customer] = await ctx.orm.select().from(customers).where(eq(customers.tag, tag)).limit(1);
      if (reach.kind === 'partner' && customer?.partnerId !== reach.partnerId) throw forbidden(MESSAGES.otherTenant);
      if (!customer) throw notFound(MESSAGES.unknownCustomer);
      if (reach.kind === 'customer' && customer.id !== reach.customerId) throw forbidden(MESSAGES.otherTenant);
      request.customer = customer;
    };
    return [requireBackOffice, check];
  };

  return { optionalAuth, requireUser, requireBackOffice, requireCustomerAccess };
}
