import { apiKeyInputSchema, apiKeySchema, createdApiKeySchema, customerTagParamSchema, idParamSchema, partnerApiKeyInputSchema, type ApiKey, type CreatedApiKey } from '@erep/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { ModuleOptions } from '../../context';
import { customerOf, registerCustomerScope, requireWholeCustomer } from '../../http/customer-scope';
import { ok, type Data } from '../../http/envelope';
import { forbidden, unauthorized } from '../../http/errors';
import { reachOf } from '../auth/service';
import { routeSchema } from '../../http/openapi-schemas';
import { parseRequest } from '../../http/validation';
import * as s from './service';

const REFUSALS = 'Whole-customer callers only (`403 owner_only` for managers). Not reachable with an API key (`403 api_key_not_allowed`).';
const CREATE_REFUSALS = "The customer's own owners only (`403 owner_only` for managers, partners and admins: a key acts as the owner who created it). Not reachable with an API key (`403 api_key_not_allowed`).";

/**
 * Whole-customer callers, signed in: a key never manages keys (the scope refuses it), managers are
 * refused. Partners and admins may list and revoke (a leaked key can be cut by support).
 */
function wholeCustomer(request: FastifyRequest): void {
  if (request.apiKey) throw forbidden('API keys cannot manage API keys', 'api_key_not_allowed');
  requireWholeCustomer(request);
}

/** A key acts as its creator, so only an owner belonging to the customer may create one. */
function ownerOf(request: FastifyRequest): number {
  wholeCustomer(request);
  const user = request.authUser;
  if (!user) throw unauthorized();
  if (user.customer?.id !== customerOf(request).id || user.accountRole !== 'owner') throw forbidden("Only the account's owners may create API keys", 'owner_only');
  return user.id;
}

/** API keys of a customer, under `/api/customer/:customerTag/api-keys`; every plan may integrate. */
export async function apiKeysModule(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const { orm } = ctx;
  await registerCustomerScope(app, ctx, { remote: null, prefix: '/api-keys' }, (scope) => {
    scope.get(
      '/',
      {
        schema: routeSchema({
          summary: "The customer's live API keys, without their secrets",
          description: REFUSALS,
          tags: ['api-keys'],
          security: true,
          params: customerTagParamSchema,
          response: { 200: v.object({ data: v.array(apiKeySchema) }) },
          errors: { 403: ['api_key_not_allowed', 'owner_only'] },
        }),
      },
      async (request): Promise<Data<ApiKey[]>> => {
        wholeCustomer(request);
        return ok(await s.listApiKeys(orm, { customerId: customerOf(request).id }));
      },
    );

    scope.post(
      '/',
      {
        schema: routeSchema({
          summary: 'Create an API key: the secret `key` is in this answer only',
          description: `${CREATE_REFUSALS} Scopes: \`read\` or \`write\` (write includes read); capabilities \`reviews\`, \`offers\`, \`contacts\` narrow the key to those routes (the establishments list stays readable). \`establishments\` narrows it to those establishments.`,
          tags: ['api-keys'],
          security: true,
          params: customerTagParamSchema,
          body: apiKeyInputSchema,
          response: { 201: v.object({ data: createdApiKeySchema }) },
          errors: { 400: ['bad_request', 'unknown_establishment'], 403: ['api_key_not_allowed', 'owner_only'] },
        }),
      },
      async (request, reply): Promise<Data<CreatedApiKey>> => {
        const userId = ownerOf(request);
        const input = parseRequest(apiKeyInputSchema, request.body, 'body');
        const created = await s.createApiKey(orm, { customerId: customerOf(request).id }, userId, input, ctx.production);
        reply.code(201);
        return ok(created);
      },
    );

    scope.delete(
      '/:id',
      {
        schema: routeSchema({
          summary: 'Revoke an API key: it is refused (401) from then on',
          description: REFUSALS,
          tags: ['api-keys'],
          security: true,
          params: v.object({ ...customerTagParamSchema.entries, ...idParamSchema.entries }),
          response: { 204: v.null() },
          errors: { 403: ['api_key_not_allowed', 'owner_only'], 404: ['api_key_not_found'] },
        }),
      },
      async (request, reply) => {
        wholeCustomer(request);
        const { id } = parseRequest(idParamSchema, request.params, 'params');
        await s.revokeApiKey(orm, { customerId: customerOf(request).id }, id);
        return reply.code(204).send();
      },
    );
  });

  /** The partner the signed-in caller acts for: partner users only (admins and customers get 403). */
  const partnerOf = (request: FastifyRequest): { partnerId: number; userId: number } => {
    const user = request.authUser;
    if (!user) throw unauthorized();
    const reach = reachOf(user);
    if (reach.kind !== 'partner') throw forbidden("Only a partner's users may manage its API keys", 'partner_only');
    return { partnerId: reach.partnerId, userId: user.id };
  };
  const partnerDoc = (summary: string, extra: Parameters<typeof routeSchema>[0]['response'], more: Partial<Parameters<typeof routeSchema>[0]> = {}) =>
    routeSchema({
      summary,
      description: "A partner's users only (`403 partner_only` otherwise). A partner's key reaches every customer of the partner, read-only unless `write` is asked for.",
      tags: ['api-keys'],
      security: true,
      response: extra,
      ...more,
      errors: { ...more.errors, 403: ['partner_only'] },
    });

  app.get('/api/partner/api-keys', { preHandler: ctx.guards.requireBackOffice, schema: partnerDoc("The partner's live API keys, without their secrets", { 200: v.object({ data: v.array(apiKeySchema) }) }) }, async (request): Promise<Data<ApiKey[]>> => {
    const { partnerId } = partnerOf(request);
    return ok(await s.listApiKeys(orm, { partnerId }));
  });

  app.post(
    '/api/partner/api-keys',
    { preHandler: ctx.guards.requireBackOffice, schema: partnerDoc('Create a key reaching all the partner’s customers: the secret `key` is in this answer only', { 201: v.object({ data: createdApiKeySchema }) }, { body: partnerApiKeyInputSchema, errors: { 400: ['bad_request', 'unknown_establishment'] } }) },
    async (request, reply): Promise<Data<CreatedApiKey>> => {
      const { partnerId, userId } = partnerOf(request);
      const input = parseRequest(partnerApiKeyInputSchema, request.body, 'body');
      const created = await s.createApiKey(orm, { partnerId }, userId, input, ctx.production);
      reply.code(201);
      return ok(created);
    },
  );

  app.delete(
    '/api/partner/api-keys/:id',
    { preHandler: ctx.guards.requireBackOffice, schema: partnerDoc('Revoke a partner API key', { 204: v.null() }, { params: idParamSchema, errors: { 404: ['api_key_not_found'] } }) },
    async (request, reply) => {
      const { partnerId } = partnerOf(request);
      const { id } = parseRequest(idParamSchema, request.params, 'params');
      await s.revokeApiKey(orm, { partnerId }, id);
      return reply.code(204).send();
    },
  );
}
