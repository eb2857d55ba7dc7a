import {
  competitorInputSchema,
  competitorUpdateSchema,
  establishmentItemParamSchema,
  establishmentParamSchema,
  providerLinkInputSchema,
  reviewImportSchema,
} from '@erep/shared/schemas';
import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../context';
import { customerOf, registerCustomerScope } from '../../http/customer-scope';
import { ok } from '../../http/envelope';
import { parseRequest } from '../../http/validation';
import { dataOf, providerLinkDoc, routeSchema } from '../../http/openapi-schemas';
import { importReviews } from './import';
import * as d from './docs';
import * as service from './service';
import { socialPresence } from './social';

// A platform export can be larger than an ordinary body.
const importOptions = { bodyLimit: 2 * 1024 * 1024 };

/** Per establishment: competitors, platform links, social presence and imports of platform reviews (mf-erep plans). */
export async function competitorsModule(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  await registerCustomerScope(app, ctx, { remote: 'mf-erep', prefix: '/reputation/establishments/:id', apiKeys: 'read' }, (scope) => {
    const ids = (params: unknown) => parseRequest(establishmentParamSchema, params, 'params');
    const itemIds = (params: unknown) => parseRequest(establishmentItemParamSchema, params, 'params');

    scope.get('/competitors', { schema: routeSchema({ summary: "An establishment's competitors and platform links", errors: { 404: ['establishment_not_found'] }, params: establishmentParamSchema, response: { 200: dataOf(d.competitorsAndLinksDoc) } }) }, async (request) => ok(await service.competitorsAndLinks(ctx.orm, customerOf(request).id, ids(request.params).id)));

    scope.post('/competitors', { schema: routeSchema({ summary: "Add a competitor to follow", errors: { 404: ['establishment_not_found'], 409: ['competitor_exists'] }, params: establishmentParamSchema, body: competitorInputSchema, response: { 201: dataOf(d.competitorItemDoc) } }) }, async (request, reply) => {
      const body = parseRequest(competitorInputSchema, request.body, 'body');
      return reply.code(201).send(ok(await service.addCompetitor(ctx.orm, customerOf(request).id, ids(request.params).id, body)));
    });

    scope.put('/competitors/:item', { schema: routeSchema({ summary: "Change a competitor", errors: { 404: ['establishment_not_found', 'not_found'] }, params: establishmentItemParamSchema, body: competitorUpdateSchema, response: { 200: dataOf(v.object({ id: v.number(), competitor_tag: v.string(), name: v.string() })) } }) }, async (request) => {
      const { id, item } = itemIds(request.params);
      const body = parseRequest(competitorUpdateSchema, request.body, 'body');
      return ok(await service.renameCompetitor(ctx.orm, customerOf(request).id, id, item, body.name));
    });

    scope.delete('/competitors/:item', { schema: routeSchema({ summary: "Stop following a competitor", errors: { 404: ['establishment_not_found', 'not_found'] }, params: establishmentItemParamSchema, response: { 204: null } }) }, async (request, reply) => {
      const { id, item } = itemIds(request.params);
      await service.removeCompetitor(ctx.orm, customerOf(request).id, id, item);
      return reply.code(204).send();
    });

    scope.post('/links', { schema: routeSchema({ summary: "Add a review-platform link to an establishment", errors: { 400: ['invalid_link', 'unknown_competitor', 'unknown_provider'], 404: ['establishment_not_found'], 409: ['link_exists'] }, params: establishmentParamSchema, body: providerLinkInputSchema, response: { 201: dataOf(providerLinkDoc) } }) }, async (request, reply) => {
      const body = parseRequest(providerLinkInputSchema, request.body, 'body');
      return reply.code(201).send(ok(await service.addLink(ctx.orm, customerOf(request).id, ids(request.params).id, body)));
    });

    scope.put('/links/:item', { schema: routeSchema({ summary: "Change a review-platform link", errors: { 400: ['invalid_link', 'unknown_competitor', 'unknown_provider'], 404: ['establishment_not_found', 'not_found'], 409: ['link_exists'] }, params: establishmentItemParamSchema, body: providerLinkInputSchema, response: { 200: dataOf(providerLinkDoc) } }) }, async (request) => {
      const { id, item } = itemIds(request.params);
      const body = parseRequest(providerLinkInputSchema, request.body, 'body');
      return ok(await service.updateLink(ctx.orm, customerOf(request).id, id, item, body));
    });

    scope.delete('/links/:item', { schema: routeSchema({ summary: "Remove a review-platform link", errors: { 404: ['establishment_not_found', 'not_found'] }, params: establishmentItemParamSchema, response: { 204: null } }) }, async (request, reply) => {
      const { id, item } = itemIds(request.params);
      await service.removeLink(ctx.orm, customerOf(request).id, id, item);
      return reply.code(204).send();
    });

    scope.get('/social', { schema: routeSchema({ summary: "An establishment's social-network presence", errors: { 404: ['establishment_not_found'] }, params: establishmentParamSchema, response: { 200: dataOf(d.socialPresenceDoc) } }) }, async (request) => ok(await socialPresence(ctx.orm, customerOf(request).id, ids(request.params).id)));

    scope.post('/reviews/import', { ...importOptions, schema: routeSchema({ summary: "Import platform reviews (JSON rows) for an establishment", errors: { 400: ['import_rows_invalid', 'unknown_competitor'], 404: ['establishment_not_found'] }, params: establishmentParamSchema, body: reviewImportSchema, response: { 200: dataOf(d.reviewImportResultDoc) } }) }, async (request) => {
      const body = parseRequest(reviewImportSchema, request.body, 'body');
      return ok(await importReviews(ctx.orm, customerOf(request).id, ids(request.params).id, body));
    });
  });
}
