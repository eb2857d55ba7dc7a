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
import * as service from './service';

const hidden = { schema: { hide: true } };
const codeParams = v.object({ code: couponCodeSchema });

function actorOf(request: FastifyRequest) {
  const user = request.authUser;
  if (!user) throw unauthorized();
  return { id: user.id, email: user.email };
}


/** The offers program's back office: advantages, coupons, contacts and their GDPR rights (plans with mf-leadgen). */
export async function offersAdminModule(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  await registerCustomerScope(app, ctx, { remote: 'mf-leadgen', apiKeys: true }, (scope) => {
    scope.get('/advantages', hidden, async (request): Promise<Data<AdminAdvantage[]>> => ok(await service.listAdvantages(ctx.orm, customerOf(request), establishmentScopeOf(request))));

    scope.post('/advantages', hidden, async (request, reply): Promise<Data<AdminAdvantage>> => {
      const body = parseRequest(advantageSchema, request.body, 'body');
      reply.code(201);
      return ok(await service.createAdvantage(ctx.orm, customerOf(request), body, establishmentScopeOf(request)));
    });

    scope.get('/advantages/:id', hidden, async (request): Promise<Data<AdminAdvantage>> => {
      const { id } = parseRequest(idParamSchema, request.params, 'params');
      return ok(await service.getAdvantage(ctx.orm, customerOf(request), id, establishmentScopeOf(request)));
    });

    scope.put('/advantages/:id', hidden, async (request): Promise<Data<AdminAdvantage>> => {
      const { id } = parseRequest(idParamSchema, request.params, 'params');
      const body = parseRequest(advantageSchema, request.body, 'body');
      return ok(await service.updateAdvantage(ctx.orm, customerOf(request), id, body, establishmentScopeOf(request)));
    });

    scope.put('/advantages/:id/active', hidden, async (request): Promise<Data<AdminAdvantage>> => {
      const { id } = parseRequest(idParamSchema, request.params, 'params');
      const { active } = parseRequest(advantageActiveSchema, request.body, 'body');
      return ok(await service.setAdvantageActive(ctx.orm, customerOf(request), id, active, establishmentScopeOf(request)));
    });

    scope.delete('/advantages/:id', hidden, async (request, reply) => {
      const { id } = parseRequest(idParamSchema, request.params, 'params');
      await service.deleteAdvantage(ctx.orm, customerOf(request), id, establishmentScopeOf(request));
      return reply.code(204).send();
    });

    scope.get('/coupons', hidden, async (request) => {
      const query = parseRequest(couponsQuerySchema, request.query, 'query');
      return service.listCoupons(ctx.orm, customerOf(request).id, query, establishmentScopeOf(request));
    });

    scope.get('/coupons.csv', hidden, async (request, reply) => {
      const query = parseRequest(couponsQuerySchema, request.query, 'query');
      return sendCsv(reply, `coupons-${customerOf(request).tag}.csv`, await service.couponsCsv(ctx.orm, customerOf(request).id, query, exportLanguage(request), establishmentScopeOf(request)));
    });

    scope.post('/coupons/:code/validate', hidden, async (request): Promise<Data<PublicCoupon>> => {
      const { code } = parseRequest(codeParams, request.params, 'params');
      const body = parseRequest(couponValidationSchema, request.body ?? {}, 'body');
      return ok(await service.validateByHand(ctx.orm, customerOf(request), actorOf(request), code, body.establishment, visitorLanguage(request), establishmentScopeOf(request)));
    });

    scope.get('/contacts', hidden, async (request) => {
      const query = parseRequest(contactsQuerySchema, request.query, 'query');
      return service.listContacts(ctx.orm, customerOf(request).id, query, establishmentScopeOf(request));
    });

    scope.get('/contacts.csv', hidden, async (request, reply) => {
      const query = parseRequest(contactsQuerySchema, request.query, 'query');
      return sendCsv(reply, `contacts-${customerOf(request).tag}.csv`, await service.contactsCsv(ctx.orm, customerOf(request).id, query, exportLanguage(request), establishmentScopeOf(request)));
    });

    scope.get('/contacts/:contact/export', hidden, async (request, reply) => {
      const { contact } = parseRequest(contactTagParamSchema, request.params, 'params');
      const data = await service.exportContact(ctx.orm, customerOf(request), actorOf(request), contact, establishmentScopeOf(request));
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="contact-${contact}.json"`)
        .send({ data });
    });

    scope.delete('/contacts/:contact', hidden, async (request): Promise<Data<ContactErasure>> => {
      const { contact } = parseRequest(contactTagParamSchema, request.params, 'params');
      return ok(await service.eraseContact(ctx.orm, customerOf(request), actorOf(request), contact, establishmentScopeOf(request)));
    });
  });
}
