import {
  establishmentEventParamSchema,
  establishmentEventSchema,
  establishmentParamSchema,
  establishmentReviewsQuerySchema,
  establishmentStaffParamSchema,
  establishmentTrendsQuerySchema,
  establishmentUnitParamSchema,
  rangeQuerySchema,
} from '@erep/shared/schemas';
import * as v from 'valibot';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleOptions } from '../../context';
import { customerOf, registerCustomerScope } from '../../http/customer-scope';
import { ok } from '../../http/envelope';
import { unauthorized } from '../../http/errors';
import { parseRequest } from '../../http/validation';
import { dataOf, routeSchema } from '../../http/openapi-schemas';
import * as d from './docs';
import * as service from './service';


function userOf(request: FastifyRequest) {
  const user = request.authUser;
  if (!user) throw unauthorized();
  return user;
}

/**
 * One establishment's pages of the back office (establishment layout). Every read checks the id belongs
 * to the customer of the URL: an unknown id and another customer's answer the same 404.
 */
export async function establishmentInsightsModule(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  await registerCustomerScope(app, ctx, { remote: 'mf-erep', prefix: '/establishment/:id', apiKeys: true }, (scope) => {
    const idOf = (request: FastifyRequest) => parseRequest(establishmentParamSchema, request.params, 'params').id;

    scope.get('/header', { schema: routeSchema({ summary: "An establishment's headline figures over a period", errors: { 400: ['bad_request'], 404: ['establishment_not_found'] }, params: establishmentParamSchema, querystring: rangeQuerySchema, response: { 200: dataOf(d.establishmentHeaderDoc) } }) }, async (request) => {
      const query = parseRequest(rangeQuerySchema, request.query, 'query');
      return ok(await service.header(ctx.orm, customerOf(request).id, idOf(request), query));
    });

    scope.get('/analysis', { schema: routeSchema({ summary: "An establishment's review analysis over a period", errors: { 400: ['bad_request'], 404: ['establishment_not_found'] }, params: establishmentParamSchema, querystring: rangeQuerySchema, response: { 200: dataOf(d.establishmentAnalysisDoc) } }) }, async (request) => {
      const query = parseRequest(rangeQuerySchema, request.query, 'query');
      return ok(await service.analysis(ctx.orm, customerOf(request).id, idOf(request), query));
    });

    scope.get('/staff-ranking', { schema: routeSchema({ summary: "Staff members ranked by their reviews' ratings", errors: { 400: ['bad_request'], 404: ['establishment_not_found'] }, params: establishmentParamSchema, querystring: rangeQuerySchema, response: { 200: dataOf(d.staffRankingDoc) } }) }, async (request) => {
      const query = parseRequest(rangeQuerySchema, request.query, 'query');
      return ok(await service.staffRanking(ctx.orm, customerOf(request).id, idOf(request), query));
    });

    scope.get('/reviews', { schema: routeSchema({ summary: "An establishment's reviews, paged and filtered", errors: { 400: ['bad_request'], 404: ['establishment_not_found'] }, params: establishmentParamSchema, querystring: establishmentReviewsQuerySchema, response: { 200: d.establishmentReviewsPageDoc } }) }, async (request) => {
      const query = parseRequest(establishmentReviewsQuerySchema, request.query, 'query');
      return service.reviews(ctx.orm, customerOf(request).id, idOf(request), query);
    });

    scope.get('/trends', { schema: routeSchema({ summary: "An establishment's rating trends", errors: { 400: ['bad_request'], 404: ['establishment_not_found'] }, params: establishmentParamSchema, querystring: establishmentTrendsQuerySchema, response: { 200: dataOf(d.establishmentTrendsDoc) } }) }, async (request) => {
      const query = parseRequest(establishmentTrendsQuerySchema, request.query, 'query');
      return ok(await service.trends(ctx.orm, customerOf(request).id, idOf(request), query, query.interval));
    });

    scope.get('/services', { schema: routeSchema({ summary: "Ratings per staff member and unit (services)", errors: { 400: ['bad_request'], 404: ['establishment_not_found'] }, params: establishmentParamSchema, querystring: rangeQuerySchema, response: { 200: dataOf(d.establishmentServicesDoc) } }) }, async (request) => {
      const query = parseRequest(rangeQuerySchema, request.query, 'query');
      return ok(await service.services(ctx.orm, customerOf(request).id, idOf(request), query));
    });

    scope.get('/services/staff/:staffTag/reviews', { schema: routeSchema({ summary: "Reviews naming one staff member", errors: { 400: ['bad_request'], 404: ['establishment_not_found', 'staff_not_found'] }, params: establishmentStaffParamSchema, querystring: establishmentReviewsQuerySchema, response: { 200: d.subjectReviewsPageDoc } }) }, async (request) => {
      const { id, staffTag } = parseRequest(establishmentStaffParamSchema, request.params, 'params');
      const query = parseRequest(establishmentReviewsQuerySchema, request.query, 'query');
      return service.subjectReviews(ctx.orm, customerOf(request).id, id, { kind: 'staff', tag: staffTag }, query);
    });

    scope.get('/services/units/:unit/reviews', { schema: routeSchema({ summary: "Reviews of one unit", errors: { 400: ['bad_request'], 404: ['establishment_not_found', 'unit_not_found'] }, params: establishmentUnitParamSchema, querystring: establishmentReviewsQuerySchema, response: { 200: d.subjectReviewsPageDoc } }) }, async (request) => {
      const { id, unit } = parseRequest(establishmentUnitParamSchema, request.params, 'params');
      const query = parseRequest(establishmentReviewsQuerySchema, request.query, 'query');
      return service.subjectReviews(ctx.orm, customerOf(request).id, id, { kind: 'unit', tag: unit }, query);
    });

    scope.get('/events', { schema: routeSchema({ summary: "An establishment's events (marked on its charts)", errors: { 404: ['establishment_not_found'] }, params: establishmentParamSchema, response: { 200: dataOf(v.array(d.establishmentEventDoc)) } }) }, async (request) => ok(await service.events(ctx.orm, customerOf(request).id, idOf(request))));

    scope.post('/events', { schema: routeSchema({ summary: "Add an event to an establishment", errors: { 404: ['establishment_not_found'] }, params: establishmentParamSchema, body: establishmentEventSchema, response: { 201: dataOf(d.establishmentEventDoc) } }) }, async (request, reply) => {
      const body = parseRequest(establishmentEventSchema, request.body, 'body');
      const event = await service.createEvent(ctx.orm, customerOf(request).id, idOf(request), body, userOf(request).id);
      return reply.code(201).send(ok(event));
    });

    scope.put('/events/:eventId', { schema: routeSchema({ summary: "Replace an event", errors: { 404: ['establishment_not_found', 'event_not_found'] }, params: establishmentEventParamSchema, body: establishmentEventSchema, response: { 200: dataOf(d.establishmentEventDoc) } }) }, async (request) => {
      const { id, eventId } = parseRequest(establishmentEventParamSchema, request.params, 'params');
      const body = parseRequest(establishmentEventSchema, request.body, 'body');
      return ok(await service.updateEvent(ctx.orm, customerOf(request).id, id, eventId, body));
    });

    scope.delete('/events/:eventId', { schema: routeSchema({ summary: "Delete an event", errors: { 404: ['establishment_not_found', 'event_not_found'] }, params: establishmentEventParamSchema, response: { 204: null } }) }, async (request, reply) => {
      const { id, eventId } = parseRequest(establishmentEventParamSchema, request.params, 'params');
      await service.deleteEvent(ctx.orm, customerOf(request).id, id, eventId);
      return reply.code(204).send();
    });
  });
}
