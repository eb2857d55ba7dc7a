import { customerTagParamSchema, idParamSchema, WEBHOOK_EVENTS, webhookInputSchema } from '@erep/shared/schemas';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { ModuleOptions } from '../../context';
import { customerOf, registerCustomerScope, requireWholeCustomer } from '../../http/customer-scope';
import { ok } from '../../http/envelope';
import { routeSchema } from '../../http/openapi-schemas';
import { parseRequest } from '../../http/validation';
import * as service from './service';
import type { Resolver } from './ssrf';

const str = v.string();
const deliveryDoc = v.object({
  id: v.number(),
  event_type: str,
  attempts: v.number(),
  status: v.nullable(v.number()),
  state: v.picklist(['pending', 'delivered', 'failed']),
  last_attempt_at: v.nullable(str),
  created_at: str,
});
const endpointFields = {
  id: v.number(),
  url: str,
  events: v.array(v.picklist(WEBHOOK_EVENTS)),
  state: v.picklist(['active', 'disabled']),
  created_at: str,
  deliveries: v.array(deliveryDoc),
};
const endpointDoc = v.object(endpointFields);
const createdDoc = v.object({ ...endpointFields, secret: str });
const endpointParams = v.object({ ...customerTagParamSchema.entries, ...idParamSchema.entries });

const SIGNING =
  'Each event is POSTed as JSON `{ type, id, timestamp, customer: { tag }, data }`, signed as the Standard Webhooks specification says: headers `webhook-id`, `webhook-timestamp` (seconds) and `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body" keyed with the base64-decoded secret after `whsec_`>`. A 2xx answer within 10 s marks it delivered; otherwise it is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then the endpoint is disabled and the owners are mailed.';

export interface WebhooksModuleOptions extends ModuleOptions {
  /** Stubs name resolution (tests). */
  resolve?: Resolver;
}

/** Signed webhooks an owner registers for integrations, under `/api/customer/:customerTag/webhooks`. */
export async function webhooksModule(app: FastifyInstance, { ctx, resolve }: WebhooksModuleOptions): Promise<void> {
  const policy: service.EndpointPolicy = { production: ctx.production, allowLoopback: !ctx.production, ...(resolve ? { resolve } : {}) };
  await registerCustomerScope(app, ctx, { remote: 'mf-account', prefix: '/webhooks' }, (scope) => {
    // Endpoints receive the whole account's events: owners only.
    scope.addHook('preHandler', async (request) => requireWholeCustomer(request));

    scope.get(
      '/',
      {
        schema: routeSchema({
          summary: "The account's webhook endpoints with their recent deliveries",
          description: 'Owners only (403 `owner_only` for a manager). Secrets are never listed.',
          tags: ['webhooks'],
          security: true,
          params: customerTagParamSchema,
          response: { 200: v.object({ data: v.array(endpointDoc) }) },
        }),
      },
      async (request) => ok(await service.listEndpoints(ctx.orm, customerOf(request).id)),
    );

    scope.post(
      '/',
      {
        schema: routeSchema({
          summary: 'Register a webhook endpoint; its signing secret is answered this once',
          errors: { 400: ['https_required', 'unsafe_address'] },
          description: `${SIGNING} Production refuses a non-HTTPS URL (400 \`https_required\`) and a host that is or resolves to a private, loopback or link-local address (400 \`unsafe_address\`).`,
          tags: ['webhooks'],
          security: true,
          params: customerTagParamSchema,
          body: webhookInputSchema,
          response: { 201: v.object({ data: createdDoc }) },
        }),
      },
      async (request, reply) => {
        const body = parseRequest(webhookInputSchema, request.body, 'body');
        return reply.code(201).send(ok(await service.createEndpoint(ctx.orm, customerOf(request).id, body, policy)));
      },
    );

    scope.delete(
      '/:id',
      {
        schema: routeSchema({
          summary: 'Remove a webhook endpoint and its delivery log',
          errors: { 404: ['not_found'] },
          tags: ['webhooks'],
          security: true,
          params: endpointParams,
          response: { 204: v.null() },
        }),
      },
      async (request, reply) => {
        const { id } = parseRequest(idParamSchema, { id: (request.params as { id?: string }).id }, 'params');
        await service.removeEndpoint(ctx.orm, customerOf(request).id, id);
        return reply.code(204).send();
      },
    );

    scope.post(
      '/:id/test',
      {
        schema: routeSchema({
          summary: 'Queue a `webhook.test` event to this endpoint',
          errors: { 404: ['not_found'] },
          description: 'Sent by the job worker within seconds, signed like any event; a disabled endpoint is enabled again.',
          tags: ['webhooks'],
          security: true,
          params: endpointParams,
          response: { 202: v.object({ data: deliveryDoc }) },
        }),
      },
      async (request, reply) => {
        const { id } = parseRequest(idParamSchema, { id: (request.params as { id?: string }).id }, 'params');
        return reply.code(202).send(ok(await service.sendTestEvent(ctx.orm, customerOf(request), id)));
      },
    );
  });
}
