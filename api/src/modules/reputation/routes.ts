import {
  analysisCorrectionSchema,
  customersQuerySchema,
  idParamSchema,
  latestQuerySchema,
  MERGE_PATCH_CONTENT_TYPE,
  partnerCustomerCreateSchema,
  rangeQuerySchema,
  rankingQuerySchema,
  reviewSummaryQuerySchema,
  searchQuerySchema,
  topicParamSchema,
  topicReviewsQuerySchema,
  trendsQuerySchema,
  type PartnerCustomerCreated,
  type ReviewSummary,
} from '@erep/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { ModuleOptions } from '../../context';
import { exportLanguage, sendCsv } from '../../http/csv';
import { customerOf, ownerOf, registerCustomerScope } from '../../http/customer-scope';
import { ok, okStatus, type Data, type StatusData } from '../../http/envelope';
import { forbidden, HttpError, unauthorized } from '../../http/errors';
import { requireRemote } from '../../http/plan-gate';
import { parseRequest } from '../../http/validation';
import { dataOf, documentHooks, pageOf, routeSchema, statusDataOf } from '../../http/openapi-schemas';
import { createPartnerCustomer } from '../account/service';
import { loadEstablishmentScope, reachOf } from '../auth/service';
import * as d from './docs';
import * as service from './service';


function userOf(request: FastifyRequest) {
  const user = request.authUser;
  if (!user) throw unauthorized();
  return user;
}

/** Reputation figures of the back office: only plans that include mf-erep may read them. */
export async function reputationModule(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  await registerCustomerScope(app, ctx, { remote: 'mf-erep', apiKeys: true }, (scope) => {
    scope.addContentTypeParser(MERGE_PATCH_CONTENT_TYPE, { parseAs: 'string' }, scope.getDefaultJsonParser('error', 'error'));

    scope.get('/reviews/summary', { schema: routeSchema({ summary: "Review counts and average rating per establishment over a period", errors: { 400: ['bad_request'] }, querystring: reviewSummaryQuerySchema, response: { 200: statusDataOf(v.array(d.reviewSummaryDoc)) } }) }, async (request): Promise<StatusData<ReviewSummary[]>> => {
      const query = parseRequest(reviewSummaryQuerySchema, request.query, 'query');
      return okStatus(await service.reviewSummary(ctx.orm, ownerOf(request), query));
    });

    scope.get('/reputation/overview', { schema: routeSchema({ summary: "Reputation overview of the customer's establishments over a period", errors: { 400: ['bad_request'] }, querystring: rangeQuerySchema, response: { 200: dataOf(d.customerOverviewDoc) } }) }, async (request) => {
      const query = parseRequest(rangeQuerySchema, request.query, 'query');
      return ok(await service.customerOverview(ctx.orm, ownerOf(request), query));
    });

    scope.get('/reputation/ranking', { schema: routeSchema({ summary: "Establishments ranked by rating, optionally on one platform", errors: { 400: ['bad_request'] }, querystring: rankingQuerySchema, response: { 200: dataOf(d.rankingDoc) } }) }, async (request) => {
      const query = parseRequest(rankingQuerySchema, request.query, 'query');
      return ok(await service.ranking(ctx.orm, ownerOf(request), query, query.platform ?? null));
    });

    scope.get('/reputation/trends', { schema: routeSchema({ summary: "Rating and review-count trends by day, week or month", errors: { 400: ['bad_request'] }, querystring: trendsQuerySchema, response: { 200: dataOf(d.trendsDoc) } }) }, async (request) => {
      const query = parseRequest(trendsQuerySchema, request.query, 'query');
      return ok(await service.trends(ctx.orm, ownerOf(request), query, query.interval));
    });

    scope.get('/reputation/topics', { schema: routeSchema({ summary: "Topics found in reviews, with their sentiment", errors: { 400: ['bad_request'] }, querystring: rangeQuerySchema, response: { 200: dataOf(d.topicMatrixDoc) } }) }, async (request) => {
      const query = parseRequest(rangeQuerySchema, request.query, 'query');
      return ok(await service.topicMatrix(ctx.orm, ownerOf(request), query));
    });

    scope.get('/reputation/topics/:topic/reviews', { schema: routeSchema({ summary: "Reviews mentioning one topic", errors: { 400: ['bad_request'] }, params: topicParamSchema, querystring: topicReviewsQuerySchema, response: { 200: pageOf(d.analysedReviewDoc) } }) }, async (request) => {
      const { topic } = parseRequest(topicParamSchema, request.params, 'params');
      const query = parseRequest(topicReviewsQuerySchema, request.query, 'query');
      return service.topicReviews(ctx.orm, ownerOf(request), topic, query);
    });

    scope.patch('/reputation/reviews/:id/analysis', { schema: routeSchema({ summary: "Correct a review's analysis (sentiment, topics) with a JSON merge patch", params: idParamSchema, body: analysisCorrectionSchema, consumes: [MERGE_PATCH_CONTENT_TYPE], errors: { 404: ['not_found'], 415: ['unsupported_media_type'] }, response: { 200: dataOf(d.analysedReviewDoc) } }) }, async (request, reply) => {
      const contentType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
      if (contentType !== MERGE_PATCH_CONTENT_TYPE) {
        reply.header('accept-patch', MERGE_PATCH_CONTENT_TYPE);
        throw new HttpError(415, `PATCH takes ${MERGE_PATCH_CONTENT_TYPE}`);
      }
      const { id } = parseRequest(idParamSchema, request.params, 'params');
      const body = parseRequest(analysisCorrectionSchema, request.body, 'body');
      return ok(await service.correctAnalysis(ctx.orm, ownerOf(request), id, body, userOf(request).id));
    });

    scope.get('/reputation/reviews/search', { schema: routeSchema({ summary: "Search reviews (text, rating, platform, establishment, period), paged", errors: { 400: ['bad_request'] }, querystring: searchQuerySchema, response: { 200: pageOf(d.searchHitDoc) } }) }, async (request) => {
      const query = parseRequest(searchQuerySchema, request.query, 'query');
      return service.search(ctx.orm, ownerOf(request), query);
    });

    scope.get('/reputation/reviews/search.csv', { schema: routeSchema({ summary: "The same search as a CSV export", errors: { 400: ['bad_request'] }, querystring: searchQuerySchema, produces: ['text/csv'] }) }, async (request, reply) => {
      const query = parseRequest(searchQuerySchema, request.query, 'query');
      return sendCsv(reply, `reviews-${customerOf(request).tag}.csv`, await service.searchCsv(ctx.orm, ownerOf(request), query, exportLanguage(request)));
    });

    scope.get('/reputation/reviews/latest', { schema: routeSchema({ summary: "The latest reviews", querystring: latestQuerySchema, response: { 200: dataOf(v.array(d.reviewItemDoc)) } }) }, async (request) => {
      const query = parseRequest(latestQuerySchema, request.query, 'query');
      return ok(await service.latest(ctx.orm, ownerOf(request), query.limit ?? 30));
    });
  });

  // Across customers: partners their own, admins all, a customer user only itself.
  await app.register(
    async (scope) => {
      const hooks = [ctx.guards.requireBackOffice, requireRemote(ctx.orm, 'mf-erep')];
      for (const hook of hooks) scope.addHook('onRequest', hook);
      documentHooks(scope, hooks);

      scope.get('/customers', { schema: routeSchema({ summary: "A partner's customers, with their reputation figures", errors: { 400: ['bad_request'], 403: ['forbidden'] }, security: true, querystring: customersQuerySchema, response: { 200: pageOf(d.customerListItemDoc) } }) }, async (request) => {
        const query = parseRequest(customersQuerySchema, request.query, 'query');
        const user = userOf(request);
        const reach = reachOf(user);
        if (reach.kind === 'none') throw forbidden('Insufficient permissions to access the app!');
        const tenant = {
          partnerId: reach.kind === 'partner' ? reach.partnerId : null,
          customerId: reach.kind === 'customer' ? reach.customerId : null,
          // A manager's line of the list counts only their establishments.
          establishments: reach.kind === 'customer' && user.accountRole === 'manager' ? await loadEstablishmentScope(ctx.orm, user.id) : null,
        };
        return service.customerList(ctx.orm, tenant, query, query);
      });

      // A partner creates a customer under itself only: the partner comes from the session, never the body.
      scope.post('/customers', { schema: routeSchema({ summary: "Create a customer for this partner (the owner is invited by mail)", errors: { 400: ['no_price_code', 'plan_not_found'], 403: ['partner_only'], 409: ['email_taken'] }, security: true, body: partnerCustomerCreateSchema, response: { 201: dataOf(v.object({ tag: v.string(), name: v.string() })) } }) }, async (request, reply): Promise<Data<PartnerCustomerCreated>> => {
        const reach = reachOf(userOf(request));
        if (reach.kind !== 'partner') throw forbidden('Only partners create customers here', 'partner_only');
        const input = parseRequest(partnerCustomerCreateSchema, request.body, 'body');
        const created = await createPartnerCustomer(ctx, reach.partnerId, input, ctx.originOf(request, input.app_url));
        void reply.code(201);
        return ok(created);
      });

      scope.get('/counts', { schema: routeSchema({ summary: "Back-office counts over a period (customers, establishments, reviews)", errors: { 400: ['bad_request'], 403: ['forbidden'] }, security: true, querystring: rangeQuerySchema, response: { 200: dataOf(d.backOfficeCountsDoc) } }) }, async (request) => {
        if (reachOf(userOf(request)).kind !== 'admin') throw forbidden('Only back-office administrators see these figures');
        const query = parseRequest(rangeQuerySchema, request.query, 'query');
        return ok(await service.countsOf(ctx.orm, query));
      });
    },
    { prefix: '/api/erep' },
  );
}
