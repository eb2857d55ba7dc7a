import {
  accountCreateSchema,
  ROLES,
  subscriptionCreateSchema,
  type AccountCreateResponse,
  type SubscriptionCreateResponse,
} from '@erep/shared/schemas';
import { subscriptionDates } from '@erep/shared/rules';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import * as v from 'valibot';
import type { Guards } from '../auth/guards';
import type { AppContext } from '../context';
import { customers, partners, plans, subscriptions, users } from '../db/schema';
import { badRequest, forbidden, HttpError, unauthorized } from '../lib/errors';
import { hashPassword } from '../lib/password';
import { parseRequest } from '../lib/validation';
import { routeSchema } from '../http/openapi-schemas';

export const EMAIL_TAKEN = 'An account already exists with this email address.';
export const PLAN_NOT_FOUND = 'plan_not_found';
export const NO_PRICE_CODE = 'no_price_code';

function slug(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return base || 'customer';
}

const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
};

export async function sellablePlan(ctx: AppContext, tag: string) {
  const [plan] = await ctx.orm.select().from(plans).where(eq(plans.tag, tag)).limit(1);
  if (!plan) throw badRequest(PLAN_NOT_FOUND, { plan: [PLAN_NOT_FOUND] });
  if (!plan.priceCode) throw badRequest(NO_PRICE_CODE, { plan: [NO_PRICE_CODE] });
  return { ...plan, priceCode: plan.priceCode };
}

export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards, limiter: preHandlerAsyncHookHandler): void {
  app.post(
    '/api/account/create',
    { preHandler: [limiter], schema: routeSchema({ summary: 'Create a customer account (inactive until paid)', tags: ['sign-up'], body: accountCreateSchema, response: { 200: v.object({ user: v.object({ id: v.number() }), customer: v.object({ tag: v.string() }), token: v.string() }) } }) },
    async (request): Promise<AccountCreateResponse> => {
      const input = parseRequest(accountCreateSchema, request.body, 'body');
      const [partner] = await ctx.orm.select().from(partners).where(eq(partners.code, input.partner)).limit(1);
      if (!partner) throw badRequest(`Partner '${input.partner}' not found`, { partner: ['not_found'] });
      const plan = await sellablePlan(ctx, input.plan);
      const [taken] = await ctx.orm.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
      if (taken) throw forbidden(EMAIL_TAKEN);
      const passwordHash = await hashPassword(input.password);
      try {
        const created = await ctx.orm.transaction(async (tx) => {
          const tag = `${slug(input.name)}-${randomBytes(3).toString('hex')}`;
          const [customer] = await tx
            .insert(customers)
            .values({
              tag,
              name: input.name,
              partnerId: partner.id,
              planId: plan.id,
              language: partner.language,
              address1: input.address1,
              address2: input.address2 || null,
              zipcode: input.zipcode,
              city: input.city,
              country: input.country,
            })
            .returning({ id: customers.id, tag: customers.tag });
          if (!customer) throw new Error('customer insert returned nothing');
          const [user] = await tx
            .insert(users)
            .values({
              email: input.email,
              passwordHash,
              roles: [ROLES.erep, ROLES.customer],
              // Active once the first payment is confirmed.
              isActive: false,
              firstName: input.firstname,
              lastName: input.lastname,
              customerId: customer.id,
            })
            .returning({ id: users.id, tokenVersion: users.tokenVersion });
          if (!user) throw new Error('user insert returned nothing');
          return { customer, user };
        });
        request.log.info({ event: 'account_created', customer: created.customer.tag }, 'account created');
        return {
          user: { id: created.user.id },
          customer: { tag: created.customer.tag },
          token: await ctx.tokens.sign(created.user.id, created.user.tokenVersion),
        };
      } catch (error) {
        // Two sign-ups with the same email at once: the unique index decides.
        if (isUniqueViolation(error)) throw forbidden(EMAIL_TAKEN);
        throw error;
      }
    },
  );

  app.post(
    '/api/subscription/create',
    { preHandler: [guards.requireUser], schema: routeSchema({ summary: 'Create the pending subscription of the signed-up customer', tags: ['sign-up'], security: true, body: subscriptionCreateSchema, response: { 201: v.object({ status: v.literal(201), data: v.object({ id: v.number(), status: v.string(), expired_at: v.string() }) }) } }) },
    async (request, reply): Promise<SubscriptionCreateResponse> => {
      const input = parseRequest(subscriptionCreateSchema, request.body, 'body');
      const user = request.authUser;
      if (!user) throw unauthorized();
      if (!user.customer || user.customer.tag !== input.customer) throw forbidden('You do not have access to this customer');
      const plan = await sellablePlan(ctx, input.plan);
      // The period is the server's: 366 days from today, whatever the client's clock says.
      const { expired_at } = subscriptionDates();
      const existing = await ctx.orm
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.customerId, user.customer.id), eq(subscriptions.planId, plan.id), eq(subscriptions.status, 'pending')))
        .limit(1);
      const row =
        existing[0] ??
        (
          await ctx.orm
            .insert(subscriptions)
            .values({ customerId: user.customer.id, planId: plan.id, amount: input.amount, email: input.email, status: 'pending', appUrl: input.app_url ?? null, expiredAt: expired_at })
            .returning()
        )[0];
      if (!row) throw new HttpError(500, 'subscription insert returned nothing');
      reply.code(201);
      return { status: 201, data: { id: row.id, status: row.status, expired_at: row.expiredAt ?? expired_at } };
    },
  );
}
