import {
  advantageActiveSchema,
  advantageSchema,
  contactsQuerySchema,
  contactTagParamSchema,
  couponCodeSchema,
  couponsQuerySchema,
  couponValidationSchema,
  idParamSchema,
  type AdminAdvantage,
  type ContactErasure,
  type PublicCoupon,
} from '@erep/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { ModuleOptions } from '../../context';
import { customerOf, establishmentScopeOf, registerCustomerScope } from '../../http/customer-scope';
import { exportLanguage, sendCsv } from '../../http/csv';
import { ok, type Data } from '../../http/envelope';
import { unauthorized } from '../../http/errors';
import { visitorLanguage } from '../../http/language';
import { parseRequest } from '../../http/validation';
import { dataOf, pageOf, routeSchema } from '../../http/openapi-schemas';
import * as d from './docs';
import { publicCouponDoc } from '../coupons/docs';
import * as service from './service';

const codeParams = v.object({ code: couponCodeSchema });

function actorOf(request: FastifyRequest) {
  const user = request.authUser;
  if (!user) throw unauthorized();
  return { id: user.id, email: user.email };
}


/** The offers program's back office: advantages, coupons, contacts and their GDPR rights (plans with mf-leadgen). */
export async function offersAdminModule(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  await registerCustomerScope(app, ctx, { remote: 'mf-leadgen', apiKeys: true }, (scope) => {
    scope.get('/advantages', { schema: routeSchema({ summary: "Advantages (loyalty offers) of the customer", response: { 200: dataOf(v.array(d.adminAdvantageDoc)) } }) }, async (request): Promise<Data<AdminAdvantage[]>> => ok(await service.listAdvantages(ctx.orm, customerOf(request), establishmentScopeOf(request))));

    scope.post('/advantages', { schema: routeSchema({ summary: "Create an advantage", errors: { 404: ['not_found'] }, body: advantageSchema, response: { 201: dataOf(d.adminAdvantageDoc) } }) }, async (request, reply): Promise<Data<AdminAdvantage>> => {
      const body = parseRequest(advantageSchema, request.body, 'body');
      reply.code(201);
      return ok(await service.createAdvantage(ctx.orm, customerOf(request), body, establishmentScopeOf(request)));
    });

    scope.get('/advantages/:id', { schema: routeSchema({ summary: "One advantage", errors: { 404: ['not_found'] }, params: idParamSchema, response: { 200: dataOf(d.adminAdvantageDoc) } }) }, async (request): Promise<Data<AdminAdvantage>> => {
      const { id } = parseRequest(idParamSchema, request.params, 'params');
      return ok(await service.getAdvantage(ctx.orm, customerOf(request), id, establishmentScopeOf(request)));
    });

    scope.put('/advantages/:id', { schema: routeSchema({ summary: "Replace an advantage", errors: { 403: ['owner_only'], 404: ['not_found'] }, params: idParamSchema, body: advantageSchema, response: { 200: dataOf(d.adminAdvantageDoc) } }) }, async (request): Promise<Data<AdminAdvantage>> => {
      const { id } = parseRequest(idParamSchema, request.params, 'params');
      const body = parseRequest(advantageSchema, request.body, 'body');
      return ok(await service.updateAdvantage(ctx.orm, customerOf(request), id, body, establishmentScopeOf(request)));
    });

    scope.put('/advantages/:id/active', { schema: routeSchema({ summary: "Turn an advantage on or off", errors: { 403: ['owner_only'], 404: ['not_found'] }, params: idParamSchema, body: advantageActiveSchema, response: { 200: dataOf(d.adminAdvantageDoc) } }) }, async (request): Promise<Data<AdminAdvantage>> => {
      const { id } = parseRequest(idParamSchema, request.params, 'params');
      const { active } = parseRequest(advantageActiveSchema, request.body, 'body');
      return ok(await service.setAdvantageActive(ctx.orm, customerOf(request), id, active, establishmentScopeOf(request)));
    });

    scope.delete('/advantages/:id', { schema: routeSchema({ summary: "Delete an advantage", errors: { 403: ['owner_only'], 404: ['not_found'], 409: ['advantage_has_coupons'] }, params: idParamSchema, response: { 204: null } }) }, async (request, reply) => {
      const { id } = parseRequest(idParamSchema, request.params, 'params');
      await service.deleteAdvantage(ctx.orm, customerOf(request), id, establishmentScopeOf(request));
      return reply.code(204).send();
    });

    scope.get('/coupons', { schema: routeSchema({ summary: "Coupons issued, paged and filtered", querystring: couponsQuerySchema, response: { 200: pageOf(d.adminCouponDoc) } }) }, async (request) => {
      const query = parseRequest(couponsQuerySchema, request.query, 'query');
      return service.listCoupons(ctx.orm, customerOf(request).id, query, establishmentScopeOf(request));
    });

    scope.get('/coupons.csv', { schema: routeSchema({ summary: "The same coupons as a CSV export", querystring: couponsQuerySchema, produces: ['text/csv'] }) }, async (request, reply) => {
      const query = parseRequest(couponsQuerySchema, request.query, 'query');
      return sendCsv(reply, `coupons-${customerOf(request).tag}.csv`, await service.couponsCsv(ctx.orm, customerOf(request).id, query, exportLanguage(request), establishmentScopeOf(request)));
    });

    scope.post('/coupons/:code/validate', { schema: routeSchema({ summary: "Validate (redeem) a coupon at the counter", errors: { 403: ['forbidden'], 404: ['not_found'], 409: ['conflict'], 410: ['gone'] }, params: codeParams, body: couponValidationSchema, response: { 200: dataOf(publicCouponDoc) } }) }, async (request): Promise<Data<PublicCoupon>> => {
      const { code } = parseRequest(codeParams, request.params, 'params');
      const body = parseRequest(couponValidationSchema, request.body ?? {}, 'body');
      return ok(await service.validateByHand(ctx.orm, customerOf(request), actorOf(request), code, body.establishment, visitorLanguage(request), establishmentScopeOf(request)));
    });

    scope.get('/contacts', { schema: routeSchema({ summary: "Contacts collected by the offers, paged and filtered", querystring: contactsQuerySchema, response: { 200: pageOf(d.adminContactDoc) } }) }, async (request) => {
      const query = parseRequest(contactsQuerySchema, request.query, 'query');
      return service.listContacts(ctx.orm, customerOf(request).id, query, establishmentScopeOf(request));
    });

    scope.get('/contacts.csv', { schema: routeSchema({ summary: "The same contacts as a CSV export", querystring: contactsQuerySchema, produces: ['text/csv'] }) }, async (request, reply) => {
      const query = parseRequest(contactsQuerySchema, request.query, 'query');
      return sendCsv(reply, `contacts-${customerOf(request).tag}.csv`, await service.contactsCsv(ctx.orm, customerOf(request).id, query, exportLanguage(request), establishmentScopeOf(request)));
    });

    scope.get('/contacts/:contact/export', { schema: routeSchema({ summary: "Everything stored about one contact (GDPR access), as a JSON download", errors: { 404: ['not_found'] }, params: contactTagParamSchema, response: { 200: dataOf(d.contactExportDoc) } }) }, async (request, reply) => {
      const { contact } = parseRequest(contactTagParamSchema, request.params, 'params');
      const data = await service.exportContact(ctx.orm, customerOf(request), actorOf(request), contact, establishmentScopeOf(request));
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="contact-${contact}.json"`)
        .send({ data });
    });

    scope.delete('/contacts/:contact', { schema: routeSchema({ summary: "Erase a contact (GDPR erasure)", errors: { 404: ['not_found'] }, params: contactTagParamSchema, response: { 200: dataOf(d.contactErasureDoc) } }) }, async (request): Promise<Data<ContactErasure>> => {
      const { contact } = parseRequest(contactTagParamSchema, request.params, 'params');
      return ok(await service.eraseContact(ctx.orm, customerOf(request), actorOf(request), contact, establishmentScopeOf(request)));
    });
  });
}
