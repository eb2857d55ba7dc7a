import {
  accountThemeSchema,
  accountUserUpdateSchema,
  establishmentItemParamSchema,
  establishmentParamSchema,
  idParamSchema,
  inviteUserSchema,
  resendInvitationSchema,
  sellerCodeSchema,
  staffInputSchema,
  unitInputSchema,
} from '@erep/shared/schemas';
import * as v from 'valibot';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleOptions } from '../../context';
import { assertEstablishment, customerOf, registerCustomerScope, requireWholeCustomer } from '../../http/customer-scope';
import { ok } from '../../http/envelope';
import { unauthorized } from '../../http/errors';
import { parseRequest } from '../../http/validation';
import { dataOf, routeSchema, type RouteDoc } from '../../http/openapi-schemas';
import * as d from './docs';
import * as s from './service';

const doc = (summary: string, extra: Partial<RouteDoc> = {}) => routeSchema({ tags: ['parameters'], summary, security: true, ...extra });

function userIdOf(request: FastifyRequest): number {
  if (!request.authUser) throw unauthorized();
  return request.authUser.id;
}

/**
 * The account's parameters (mf-account), under `/api/customer/:customerTag/account`: staff, units and
 * seller codes per establishment (inside the caller's establishment scope), the account's users
 * (owners only) and the customer theme. Establishments themselves are the generic resource.
 */
export async function accountParametersModule(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const { orm } = ctx;
  await registerCustomerScope(app, ctx, { remote: 'mf-account', prefix: '/account' }, (scope) => {
    /** The path's establishment: the customer's and inside the caller's scope, else 404. */
    const establishment = async (request: FastifyRequest) => {
      const { id } = parseRequest(establishmentParamSchema, request.params, 'params');
      assertEstablishment(request, id);
      return s.establishmentOf(orm, customerOf(request), id);
    };
    const item = async (request: FastifyRequest) => {
      const params = parseRequest(establishmentItemParamSchema, request.params, 'params');
      assertEstablishment(request, params.id);
      await s.establishmentOf(orm, customerOf(request), params.id);
      return params;
    };

    scope.get('/establishments/:id/staff', { schema: doc('Staff of an establishment', { response: { 200: dataOf(v.array(d.staffMemberDoc)) }, errors: { 404: ['not_found'] } }) }, async (request) => ok(await s.listStaff(orm, (await establishment(request)).id)));
    scope.post('/establishments/:id/staff', { schema: doc('Add a staff member', { body: staffInputSchema, response: { 201: dataOf(d.staffMemberDoc) }, errors: { 404: ['not_found'], 409: ['tag_taken'] } }) }, async (request, reply) => {
      const { id } = await establishment(request);
      const created = await s.createStaff(orm, id, parseRequest(staffInputSchema, request.body, 'body'));
      reply.code(201);
      return ok(created);
    });
    scope.put('/establishments/:id/staff/:item', { schema: doc('Change a staff member', { body: staffInputSchema, response: { 200: dataOf(d.staffMemberDoc) }, errors: { 404: ['not_found'], 409: ['tag_taken'] } }) }, async (request) => {
      const { id, item: itemId } = await item(request);
      return ok(await s.updateStaff(orm, id, itemId, parseRequest(staffInputSchema, request.body, 'body')));
    });
    scope.delete('/establishments/:id/staff/:item', { schema: doc('Remove a staff member', { response: { 204: null }, errors: { 404: ['not_found'] } }) }, async (request, reply) => {
      const { id, item: itemId } = await item(request);
      await s.deleteStaff(orm, id, itemId);
      return reply.code(204).send();
    });

    scope.get('/establishments/:id/units', { schema: doc('Units (services) of an establishment', { response: { 200: dataOf(v.array(d.unitDoc)) }, errors: { 404: ['not_found'] } }) }, async (request) => ok(await s.listUnits(orm, (await establishment(request)).id)));
    scope.post('/establishments/:id/units', { schema: doc('Add a unit', { body: unitInputSchema, response: { 201: dataOf(d.unitDoc) }, errors: { 404: ['not_found'], 409: ['tag_taken'] } }) }, async (request, reply) => {
      const { id } = await establishment(request);
      const created = await s.createUnit(orm, id, parseRequest(unitInputSchema, request.body, 'body'));
      reply.code(201);
      return ok(created);
    });
    scope.put('/establishments/:id/units/:item', { schema: doc('Change a unit', { body: unitInputSchema, response: { 200: dataOf(d.unitDoc) }, errors: { 404: ['not_found'], 409: ['tag_taken'] } }) }, async (request) => {
      const { id, item: itemId } = await item(request);
      return ok(await s.updateUnit(orm, id, itemId, parseRequest(unitInputSchema, request.body, 'body')));
    });
    scope.delete('/establishments/:id/units/:item', { schema: doc('Remove a unit', { response: { 204: null }, errors: { 404: ['not_found'] } }) }, async (request, reply) => {
      const { id, item: itemId } = await item(request);
      await s.deleteUnit(orm, id, itemId);
      return reply.code(204).send();
    });

    scope.post('/establishments/:id/seller-code', { schema: doc('New seller code (shown once); earlier seller sessions of the establishment end', { body: sellerCodeSchema, response: { 200: dataOf(d.sellerCodeResultDoc) }, errors: { 400: ['bad_request'], 404: ['not_found'] } }) }, async (request) => {
      const { id } = await establishment(request);
      const { code } = parseRequest(sellerCodeSchema, request.body ?? {}, 'body');
      return ok(await s.rotateSellerCode(orm, customerOf(request).id, id, code));
    });

    scope.get('/users', { schema: doc('The account’s users (owners only)', { response: { 200: dataOf(v.array(d.accountUserDoc)) }, errors: { 403: ['owner_only'] } }) }, async (request) => {
      requireWholeCustomer(request);
      return ok(await s.listUsers(orm, customerOf(request), userIdOf(request)));
    });
    scope.post('/users', { preHandler: app.limit('signUp'), schema: doc('Invite a user by email (a link sets the password)', { body: inviteUserSchema, response: { 201: dataOf(d.accountUserDoc) }, errors: { 400: ['bad_request'], 403: ['owner_only'], 409: ['email_taken'] } }) }, async (request, reply) => {
      requireWholeCustomer(request);
      const input = parseRequest(inviteUserSchema, request.body, 'body');
      const created = await s.inviteUser(ctx, customerOf(request), input, ctx.originOf(request, input.app_url), userIdOf(request));
      reply.code(201);
      return ok(created);
    });
    scope.post('/users/:id/invitation', { preHandler: app.limit('signUp'), schema: doc('Send an invitation again: a new link, the earlier one stops working', { params: idParamSchema, body: resendInvitationSchema, errors: { 403: ['owner_only'], 404: ['not_found'], 409: ['not_invited'] }, response: { 200: dataOf(d.accountUserDoc) } }) }, async (request) => {
      requireWholeCustomer(request);
      const { id } = parseRequest(idParamSchema, request.params, 'params');
      const body = parseRequest(resendInvitationSchema, request.body ?? {}, 'body');
      return ok(await s.resendInvitation(ctx, customerOf(request), id, ctx.originOf(request, body.app_url), userIdOf(request)));
    });
    scope.put('/users/:id', { schema: doc('Change a user’s role, establishments or active state', { params: idParamSchema, body: accountUserUpdateSchema, response: { 200: dataOf(d.accountUserDoc) }, errors: { 400: ['bad_request'], 403: ['owner_only'], 404: ['not_found'], 409: ['last_owner', 'self_change'] } }) }, async (request) => {
      requireWholeCustomer(request);
      const { id } = parseRequest(idParamSchema, request.params, 'params');
      return ok(await s.updateUser(orm, customerOf(request), id, parseRequest(accountUserUpdateSchema, request.body, 'body'), userIdOf(request)));
    });

    scope.get('/theme', { schema: doc('The customer theme of the public pages', { response: { 200: dataOf(d.accountThemeDoc) }, errors: { 404: ['not_found'] } }) }, async (request) => ok(await s.themeOf(orm, customerOf(request))));
    scope.put('/theme', { schema: doc('Save the customer theme (colours and logo)', { body: accountThemeSchema, response: { 200: dataOf(d.accountThemeDoc) }, errors: { 400: ['bad_request'], 403: ['owner_only'] } }) }, async (request) => {
      requireWholeCustomer(request);
      return ok(await s.saveTheme(orm, customerOf(request), parseRequest(accountThemeSchema, request.body, 'body')));
    });
  });
}
