import {
  companyContactSchema,
  onboardingEstablishmentSchema,
  passwordChangeSchema,
  profileSchema,
  profileUpdateSchema,
  publicFormSchema,
  supportRequestSchema,
  userSettingsSchema,
  type OnboardingEstablishmentSaved,
} from '@erep/shared/schemas';
import * as v from 'valibot';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleOptions } from '../../context';
import { customerOf, registerCustomerScope, requireWholeCustomer, wholeCustomerWrites } from '../../http/customer-scope';
import { ok, type Data } from '../../http/envelope';
import { unauthorized } from '../../http/errors';
import { parseRequest } from '../../http/validation';
import { dataOf, documentHooks, routeSchema, type RouteDoc } from '../../http/openapi-schemas';
import { storedIdDoc } from '../visitor/docs';
import { accountSubscriptionDoc, companyContactDoc, onboardingEstablishmentSavedDoc, onboardingStateDoc } from './docs';
import { TooManyFailures, type AuthUser } from '../auth/service';
import * as s from './service';

const doc = (tag: string, summary: string, extra: Partial<RouteDoc> = {}) => routeSchema({ tags: [tag], summary, security: true, ...extra });

function userOf(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
}

/** Runs an account change that checks the current password, answering its lockout with Retry-After. */
async function provingPassword<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof TooManyFailures) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

/**
 * The account area and onboarding (mf-account), under `/api/customer/:customerTag`: the caller's own
 * profile, password and settings, the customer's company details, subscriptions and onboarding.
 * Partner users and admins act on the customer named by the tag.
 */
export async function accountAreaModule(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const { orm } = ctx;
  const proof = { orm, lockout: ctx.limits.loginLockout, tokens: ctx.tokens };
  await registerCustomerScope(app, ctx, { remote: 'mf-account', prefix: '/account' }, (scope) => {
    scope.get('/profile', { schema: doc('account', 'The caller’s personal details', { response: { 200: dataOf(profileSchema) }, errors: { 404: ['not_found'] } }) }, async (request) => ok(await s.getProfile(orm, userOf(request))));
    scope.put(
      '/profile',
      { schema: doc('account', 'Change the caller’s name, email and language; a new email needs the current password, tells the old address and ends other sessions', { body: profileUpdateSchema, response: { 200: dataOf(v.object({ ...profileSchema.entries, token: v.optional(v.string()) })) }, errors: { 400: ['bad_request'], 404: ['not_found'], 409: ['conflict'], 429: ['rate_limited'] } }) },
      async (request, reply) => {
        const input = parseRequest(profileUpdateSchema, request.body, 'body');
        return ok(await provingPassword(reply, () => s.updateProfile({ ...proof, mailer: ctx.mailer }, userOf(request), input)));
      },
    );
    scope.post('/password', { schema: doc('account', 'Change the caller’s password (current password required); other sessions end', { body: passwordChangeSchema, response: { 200: dataOf(v.object({ token: v.string() })) }, errors: { 400: ['bad_request'], 404: ['not_found'], 429: ['rate_limited'] } }) }, async (request, reply) => {
      const input = parseRequest(passwordChangeSchema, request.body, 'body');
      return ok(await provingPassword(reply, () => s.changePassword(proof, userOf(request), input)));
    });
    scope.get('/settings', { schema: doc('account', 'The caller’s notification choices and default date range', { response: { 200: dataOf(userSettingsSchema) } }) }, async (request) => ok(await s.getSettings(orm, userOf(request).id)));
    scope.put('/settings', { schema: doc('account', 'Save the caller’s settings', { body: userSettingsSchema, response: { 200: dataOf(userSettingsSchema) } }) }, async (request) =>
      ok(await s.saveSettings(orm, userOf(request).id, parseRequest(userSettingsSchema, request.body, 'body'))),
    );
    scope.get('/contact', { schema: doc('account', 'The customer’s company details', { response: { 200: dataOf(companyContactDoc) } }) }, async (request) => ok(s.companyContact(customerOf(request))));
    scope.put('/contact', { schema: doc('account', 'Save the customer’s company details', { body: companyContactSchema, response: { 200: dataOf(companyContactDoc) }, errors: { 403: ['owner_only'], 404: ['not_found'] } }) }, async (request) => {
      requireWholeCustomer(request);
      return ok(await s.saveCompanyContact(orm, customerOf(request), parseRequest(companyContactSchema, request.body, 'body')));
    });
    // Billing is the owners'.
    scope.get('/subscriptions', { schema: doc('account', 'The customer’s past and current subscriptions (owners only)', { response: { 200: dataOf(v.array(accountSubscriptionDoc)) }, errors: { 403: ['owner_only'] } }) }, async (request) => {
      requireWholeCustomer(request);
      return ok(await s.listSubscriptions(orm, customerOf(request).id));
    });
  });

  await registerCustomerScope(app, ctx, { remote: 'mf-account', prefix: '/onboarding' }, (scope) => {
    // Onboarding sets up the whole account: a manager limited to some establishments reads it only.
    scope.addHook('preHandler', wholeCustomerWrites);
    documentHooks(scope, [wholeCustomerWrites]);
    scope.get('/', { schema: doc('onboarding', 'Where the customer stands in onboarding', { response: { 200: dataOf(onboardingStateDoc) } }) }, async (request) => ok(await s.onboardingState(orm, customerOf(request))));
    scope.put('/establishment', { schema: doc('onboarding', 'Step 1: create (or edit) the first establishment; a creation answers its seller code, once', { body: onboardingEstablishmentSchema, response: { 200: dataOf(onboardingEstablishmentSavedDoc) }, errors: { 400: ['bad_request'] } }) }, async (request): Promise<Data<OnboardingEstablishmentSaved>> => {
      const customer = customerOf(request);
      const sellerCode = await s.saveFirstEstablishment(orm, customer, parseRequest(onboardingEstablishmentSchema, request.body, 'body'));
      return ok({ ...(await s.onboardingState(orm, customer)), seller_code: sellerCode });
    });
    scope.put('/public-form', { schema: doc('onboarding', 'Step 2: fields asked, advantage offered, colours', { body: publicFormSchema, response: { 200: dataOf(onboardingStateDoc) }, errors: { 400: ['bad_request'], 409: ['conflict'] } }) }, async (request) => {
      const customer = customerOf(request);
      await s.savePublicForm(orm, customer, parseRequest(publicFormSchema, request.body, 'body'));
      return ok(await s.onboardingState(orm, customer));
    });
    scope.post('/complete', { schema: doc('onboarding', 'Step 3 finished', { errors: { 409: ['conflict'] }, response: { 200: dataOf(onboardingStateDoc) } }) }, async (request) => {
      const customer = customerOf(request);
      await s.completeOnboarding(orm, customer);
      return ok(await s.onboardingState(orm, customer));
    });
  });

  // /customer/support has no customer in its path: the caller's own customer (or partner) is used.
  app.post(
    '/api/support/requests',
    { preHandler: [ctx.guards.requireBackOffice, app.limit('signUp')], schema: doc('support', 'Send a support request (stored and mailed)', { body: supportRequestSchema, response: { 201: storedIdDoc } }) },
    async (request, reply) => {
      const id = await s.sendSupportRequest(ctx, userOf(request), parseRequest(supportRequestSchema, request.body, 'body'));
      reply.code(201);
      return ok({ id });
    },
  );
}
