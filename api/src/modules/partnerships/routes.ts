import { partnerSearchQuerySchema, partnershipAnswerSchema, partnershipIdParamSchema, partnershipProposalSchema } from '@erep/shared/schemas';
import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../context';
import { customerOf, establishmentScopeOf, registerCustomerScope, wholeCustomerWrites } from '../../http/customer-scope';
import { ok } from '../../http/envelope';
import { parseRequest } from '../../http/validation';
import { dataOf, documentHooks, routeSchema, type RouteDoc } from '../../http/openapi-schemas';
import * as d from './docs';
import * as s from './service';

const doc = (summary: string, extra: Partial<RouteDoc> = {}) => routeSchema({ tags: ['partnerships'], summary, security: true, ...extra });

/** Partnerships between two customers' businesses (mf-leadgen), under `/api/customer/:customerTag/partnerships`. */
export async function partnershipsModule(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const { orm } = ctx;
  await registerCustomerScope(app, ctx, { remote: 'mf-leadgen', prefix: '/partnerships' }, (scope) => {
    // A partnership binds the whole business: a manager limited to some establishments reads them only.
    scope.addHook('preHandler', wholeCustomerWrites);
    documentHooks(scope, [wholeCustomerWrites]);
    scope.get('/', { schema: doc('Partnerships proposed by or to the customer', { response: { 200: dataOf(v.array(d.partnershipDoc)) } }) }, async (request) => ok(await s.listPartnerships(orm, customerOf(request).id)));
    scope.get('/offers', { schema: doc('The customer’s running offers it may give a partner’s visitors', { response: { 200: dataOf(v.array(d.partnerOfferDoc)) } }) }, async (request) => ok(await s.runningOffers(orm, customerOf(request).id, establishmentScopeOf(request))));
    scope.get('/candidates', { schema: doc('Other businesses to propose a partnership to (name, tag and city only)', { querystring: partnerSearchQuerySchema, response: { 200: dataOf(v.array(d.partnerCustomerDoc)) } }) }, async (request) => {
      const { q } = parseRequest(partnerSearchQuerySchema, request.query, 'query');
      return ok(await s.searchPartners(orm, customerOf(request), q));
    });
    scope.post('/', { schema: doc('Propose a partnership to another customer', { errors: { 409: ['partnership_exists'] }, body: partnershipProposalSchema, response: { 201: dataOf(d.partnershipDoc) } }) }, async (request, reply) => {
      const created = await s.proposePartnership(orm, customerOf(request), parseRequest(partnershipProposalSchema, request.body, 'body'));
      return reply.code(201).send(ok(created));
    });
    scope.post('/:id/answer', { schema: doc('Accept (with an offer for the proposer’s visitors) or refuse a request', { errors: { 404: ['not_found'] }, params: partnershipIdParamSchema, body: partnershipAnswerSchema, response: { 200: dataOf(d.partnershipDoc) } }) }, async (request) => {
      const { id } = parseRequest(partnershipIdParamSchema, request.params, 'params');
      return ok(await s.answerPartnership(orm, customerOf(request), id, parseRequest(partnershipAnswerSchema, request.body, 'body')));
    });
    scope.delete('/:id', { schema: doc('End a partnership or withdraw a proposal', { errors: { 404: ['not_found'] }, params: partnershipIdParamSchema, response: { 204: null } }) }, async (request, reply) => {
      const { id } = parseRequest(partnershipIdParamSchema, request.params, 'params');
      await s.endPartnership(orm, customerOf(request), id);
      return reply.code(204).send();
    });
  });
}
