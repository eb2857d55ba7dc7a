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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleOptions } from '../../context';
import { customerOf, registerCustomerScope } from '../../http/customer-scope';
import { ok } from '../../http/envelope';
import { unauthorized } from '../../http/errors';
import { parseRequest } from '../../http/validation';
import * as service from './service';

const hidden = { schema: { hide: true } };

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

    scope.get('/header', hidden, async (request) => {
      const query = parseRequest(rangeQuerySchema, request.query, 'query');
      return ok(await service.header(ctx.orm, customerOf(request).id, idOf(request), query));
    });

    scope.get('/analysis', hidden, async (request) => {
      const query = parseRequest(rangeQuerySchema, request.query, 'query');
      return ok(await service.analysis(ctx.orm, customerOf(request).id, idOf(request), query));
    });

    scope.get('/staff-ranking', hidden, async (request) => {
      const query = parseRequest(rangeQuerySchema, request.query, 'query');
      return ok(await service.staffRanking(ctx.orm, customerOf(request).id, idOf(request), query));
    });

    scope.get('/reviews', hidden, async (request) => {
      const query = parseRequest(establishmentReviewsQuerySchema, request.query, 'query');
      return service.reviews(ctx.orm, customerOf(request).id, idOf(request), query);
    });

    scope.get('/trends', hidden, async (request) => {
      const query = parseRequest(establishmentTrendsQuerySchema, request.query, 'query');
      return ok(await service.trends(ctx.orm, customerOf(request).id, idOf(request), query, query.interval));
    });

    scope.get('/services', hidden, async (request) => {
      const query = parseRequest(rangeQuerySchema, request.query, 'query');
      return ok(await service.services(ctx.orm, customerOf(request).id, idOf(request), query));
    });

    scope.get('/services/staff/:staffTag/reviews', hidden, async (request) => {
      const { id, staffTag } = parseRequest(establishmentStaffParamSchema, request.params, 'params');
      const query = parseRequest(establishmentReviewsQuerySchema, request.query, 'query');
      return service.subjectReviews(ctx.orm, customerOf(request).id, id, { kind: 'staff', tag: staffTag }, query);
    });

    scope.get('/services/units/:unit/reviews', hidden, async (request) => {
      const { id, unit } = parseRequest(establishmentUnitParamSchema, request.params, 'params');
      const query = parseRequest(establishmentReviewsQuerySchema, request.query, 'query');
      return service.subjectReviews(ctx.orm, customerOf(request).id, id, { kind: 'unit', tag: unit }, query);
    });

    scope.get('/events', hidden, async (request) => ok(await service.events(ctx.orm, customerOf(request).id, idOf(request))));

    scope.post('/events', hidden, async (request, reply) => {
      const body = parseRequest(establishmentEventSchema, request.body, 'body');
      const event = await service.createEvent(ctx.orm, customerOf(request).id, idOf(request), body, userOf(request).id);
      return reply.code(201).send(ok(event));
    });

    scope.put('/events/:eventId', hidden, async (request) => {
      const { id, eventId } = parseRequest(establishmentEventParamSchema, request.params, 'params');
      const body = parseRequest(establishmentEventSchema, request.body, 'body');
      return ok(await service.updateEvent(ctx.orm, customerOf(request).id, id, eventId, body));
    });

    scope.delete('/events/:eventId', hidden, async (request, reply) => {
      const { id, eventId } = parseRequest(establishmentEventParamSchema, request.params, 'params');
      await service.deleteEvent(ctx.orm, customerOf(request).id, id, eventId);
      return reply.code(204).send();
    });
  });
}
