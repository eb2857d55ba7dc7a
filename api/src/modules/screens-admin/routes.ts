import { screenInputSchema, screenTagParamSchema } from '@erep/shared/schemas';
import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../context';
import { customerOf, establishmentScopeOf, registerCustomerScope } from '../../http/customer-scope';
import { ok } from '../../http/envelope';
import { parseRequest } from '../../http/validation';
import { dataOf, routeSchema, type RouteDoc } from '../../http/openapi-schemas';
import { partnerOfferDoc } from '../partnerships/docs';
import { runningOffers } from '../partnerships/service';
import * as d from './docs';
import * as s from './service';

const doc = (summary: string, extra: Partial<RouteDoc> = {}) => routeSchema({ tags: ['screens'], summary, security: true, ...extra });

/** In-store screens of the customer (mf-leadgen), under `/api/customer/:customerTag/screens`. */
export async function screensAdminModule(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const { orm } = ctx;
  await registerCustomerScope(app, ctx, { remote: 'mf-leadgen', prefix: '/screens' }, (scope) => {
    scope.get('/', { schema: doc('The customer’s in-store screens', { response: { 200: dataOf(v.array(d.screenAdminDoc)) } }) }, async (request) => ok(await s.listScreens(orm, customerOf(request), establishmentScopeOf(request))));
    scope.post('/', { schema: doc('Create an in-store screen', { errors: { 404: ['not_found'] }, body: screenInputSchema, response: { 201: dataOf(d.screenAdminDoc) } }) }, async (request, reply) => {
      const created = await s.createScreen(orm, customerOf(request), parseRequest(screenInputSchema, request.body, 'body'), establishmentScopeOf(request));
      return reply.code(201).send(ok(created));
    });
    scope.get('/offers', { schema: doc('The customer’s running offers a screen may show', { response: { 200: dataOf(v.array(partnerOfferDoc)) } }) }, async (request) => ok(await runningOffers(orm, customerOf(request).id, establishmentScopeOf(request))));
    scope.get('/:screen', { schema: doc('One in-store screen', { errors: { 404: ['not_found'] }, params: screenTagParamSchema, response: { 200: dataOf(d.screenAdminDoc) } }) }, async (request) => {
      const { screen } = parseRequest(screenTagParamSchema, request.params, 'params');
      return ok(await s.getScreen(orm, customerOf(request), screen, establishmentScopeOf(request)));
    });
    scope.put('/:screen', { schema: doc('Change an in-store screen', { errors: { 404: ['not_found'] }, params: screenTagParamSchema, body: screenInputSchema, response: { 200: dataOf(d.screenAdminDoc) } }) }, async (request) => {
      const { screen } = parseRequest(screenTagParamSchema, request.params, 'params');
      return ok(await s.updateScreen(orm, customerOf(request), screen, parseRequest(screenInputSchema, request.body, 'body'), establishmentScopeOf(request)));
    });
    scope.delete('/:screen', { schema: doc('Delete an in-store screen', { errors: { 404: ['not_found'] }, params: screenTagParamSchema, response: { 204: null } }) }, async (request, reply) => {
      const { screen } = parseRequest(screenTagParamSchema, request.params, 'params');
      await s.deleteScreen(orm, customerOf(request), screen, establishmentScopeOf(request));
      return reply.code(204).send();
    });
  });
}
