import {
  accountCreateSchema,
  forgotPasswordSchema,
  paymentResumeSchema,
  paymentSubscriptionSchema,
  resetPasswordSchema,
  resetTokenParamSchema,
  subscriptionCreateSchema,
  type AccountCreateResponse,
  type CheckoutResponse,
  type InvitationInfo,
  type LoginResponse,
  type PaymentConfig,
  type PaymentResume,
  type SubscriptionCreateResponse,
  type SubscriptionState,
} from '@erep/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { ModuleOptions } from '../../context';
import { customerOf, registerCustomerScope, requireWholeCustomer } from '../../http/customer-scope';
import { badRequest, forbidden, unauthorized } from '../../http/errors';
import { loginResponseDoc, paymentResumeDoc, routeSchema } from '../../http/openapi-schemas';
import { parseRequest } from '../../http/validation';
import { createPayments, type StripeSettings } from './payments';
import { resumeWithLink } from './resume';
import { acceptInvitation, createSubscription, invitationOf, LINK_EXPIRED, requestPasswordReset, resetPassword, signUp } from './service';

export interface AccountModuleOptions extends ModuleOptions {
  /** Stripe keys; null leaves card payments off (or the test payment, with paymentsTestMode). */
  stripe: StripeSettings | null;
  /** The built-in test payment (PAYMENTS_TEST_MODE=1); never on by default. */
  paymentsTestMode: boolean;
}

const messageDoc = v.object({ status: v.number(), message: v.string() });
const subscriptionStateDoc = v.object({ id: v.number(), status: v.string(), plan: v.string(), email: v.string() });
const sessionIdSchema = v.object({ session_id: v.pipe(v.string(), v.regex(/^cs_[A-Za-z0-9_]{1,250}$/, 'session')) });
const subscriptionIdParams = v.object({ id: v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'id'), v.transform(Number)) });

/** Sign-up, its subscription and payment, and password recovery (prefix /api). */
export async function accountModule(app: FastifyInstance, { ctx, stripe, paymentsTestMode }: AccountModuleOptions): Promise<void> {
  const payments = createPayments(ctx.orm, stripe, paymentsTestMode, {
    mailer: ctx.mailer,
    onError: (error) => app.log.error({ event: 'receipt_failed', err: error }, 'payment receipt could not be queued'),
  });
  const requireUser = ctx.guards.requireUser;
  const signUpLimit = app.limit('signUp');

  app.post(
    '/account/create',
    {
      preHandler: signUpLimit,
      schema: routeSchema({
        summary: 'Create a customer account (inactive until paid). 403 `email_taken` for an address in use; 403 `payment_pending` when that account awaits its first payment (its owner is mailed a link that resumes it)',
        tags: ['sign-up'],
        body: accountCreateSchema,
        response: { 200: v.object({ user: v.object({ id: v.number() }), customer: v.object({ tag: v.string() }), token: v.string() }) },
        errors: { 400: ['no_price_code', 'partner_not_found', 'plan_not_found'], 403: ['email_taken', 'payment_pending'] },
      }),
    },
    async (request): Promise<AccountCreateResponse> => {
      const created = await signUp(ctx, parseRequest(accountCreateSchema, request.body, 'body'), ctx.originOf(request));
      request.log.info({ event: 'account_created', customer: created.customer.tag }, 'account created');
      return created;
    },
  );

  app.post(
    '/subscription/create',
    { preHandler: requireUser, schema: routeSchema({ summary: 'Create the pending subscription of the signed-up customer', tags: ['sign-up'], security: true, body: subscriptionCreateSchema, response: { 201: v.object({ status: v.literal(201), data: v.object({ id: v.number(), status: v.string(), expired_at: v.string() }) }) }, errors: { 400: ['no_price_code', 'plan_not_found'], 403: ['other_tenant', 'owner_only', 'user_deactivated'] } }) },
    async (request, reply): Promise<SubscriptionCreateResponse> => {
      const created = await createSubscription(ctx.orm, request.authUser, parseRequest(subscriptionCreateSchema, request.body, 'body'));
      reply.code(201);
      return created;
    },
  );

  app.post(
    '/public/password/reset',
    { preHandler: signUpLimit, schema: routeSchema({ summary: 'Mail a password reset link', tags: ['password'], body: forgotPasswordSchema, response: { 202: messageDoc }, errors: { 404: ['unknown_email'] } }) },
    async (request, reply) => {
      const input = parseRequest(forgotPasswordSchema, request.body, 'body');
      const user = await requestPasswordReset(ctx, input, ctx.originOf(request, input.app_url));
      request.log.info({ event: 'password_reset_requested', user }, 'password reset requested');
      reply.code(202);
      return { status: 202, message: 'Reset link sent' };
    },
  );

  app.post(
    '/public/reinitialiser-mot-de-pass/:token',
    { schema: routeSchema({ summary: 'Set a new password with a reset link', tags: ['password'], body: resetPasswordSchema, response: { 200: messageDoc }, errors: { 400: ['password_mismatch'], 401: ['link_expired'] } }) },
    async (request) => {
      const params = v.safeParse(resetTokenParamSchema, request.params);
      if (!params.success) throw unauthorized(LINK_EXPIRED, 'link_expired');
      const user = await resetPassword(ctx.orm, params.output.token, request.body);
      request.log.info({ event: 'password_reset', user }, 'password reset');
      return { status: 200, message: 'Password updated' };
    },
  );

  /** An invitation link's token, or 401 `link_expired` as for a reset link. */
  const invitationToken = (request: FastifyRequest): string => {
    const params = v.safeParse(resetTokenParamSchema, request.params);
    if (!params.success) throw unauthorized(LINK_EXPIRED, 'link_expired');
    return params.output.token;
  };

  app.get(
    '/public/invitation/:token',
    {
      schema: routeSchema({
        summary: 'Whom an invitation link welcomes, and to which business; 401 `link_expired` once used, replaced or expired',
        tags: ['password'],
        response: { 200: v.object({ data: v.object({ business: v.string(), email: v.string(), first_name: v.string() }) }) },
        errors: { 401: ['link_expired'] },
      }),
    },
    async (request): Promise<{ data: InvitationInfo }> => ({ data: await invitationOf(ctx.orm, invitationToken(request)) }),
  );

  app.post(
    '/public/invitation/:token',
    {
      preHandler: signUpLimit,
      schema: routeSchema({
        summary: 'Accept an invitation: choose the first password (the link works once) and get signed in',
        tags: ['password'],
        body: resetPasswordSchema,
        response: { 200: loginResponseDoc },
        errors: { 400: ['password_mismatch'], 401: ['link_expired'] },
      }),
    },
    async (request): Promise<LoginResponse> => {
      const signedIn = await acceptInvitation(ctx, invitationToken(request), request.body);
      request.log.info({ event: 'invitation_accepted', user: signedIn.user.id }, 'invitation accepted');
      return signedIn;
    },
  );

  app.post(
    '/payment/resume',
    {
      preHandler: signUpLimit,
      schema: routeSchema({
        summary: 'Use a mailed resume link (once, within 48 hours): the payment an account awaiting its first payment resumes. 410 `resume_link_expired`, 409 `nothing_pending` once paid',
        tags: ['payment'],
        body: paymentResumeSchema,
        response: { 200: paymentResumeDoc },
        errors: { 409: ['nothing_pending'], 410: ['resume_link_expired'] },
      }),
    },
    async (request): Promise<PaymentResume> => {
      const payment = await resumeWithLink(ctx, parseRequest(paymentResumeSchema, request.body, 'body').token);
      request.log.info({ event: 'payment_resumed', user: payment.user_id }, 'payment resumed from a link');
      return payment;
    },
  );

  app.get(
    '/payment/config',
    { schema: routeSchema({ summary: 'Payment mode: Stripe or the built-in test payment', tags: ['payment'], response: { 200: v.object({ mode: v.picklist(['stripe', 'test']), publishable_key: v.nullable(v.string()) }) } }) },
    async (): Promise<PaymentConfig> => payments.config(),
  );

  app.get(
    '/payment/subscription/:id',
    { preHandler: requireUser, schema: routeSchema({ summary: 'State of the caller’s subscription', tags: ['payment'], security: true, response: { 200: subscriptionStateDoc }, params: subscriptionIdParams, errors: { 404: ['subscription_not_found'] } }) },
    async (request): Promise<SubscriptionState> => payments.state(request.authUser, parseRequest(subscriptionIdParams, request.params, 'params').id),
  );

  app.post(
    '/payment/checkout',
    { preHandler: requireUser, schema: routeSchema({ summary: 'Start paying a pending subscription: the client secret of an embedded Stripe Checkout Session', tags: ['payment'], security: true, body: paymentSubscriptionSchema, response: { 200: v.object({ mode: v.picklist(['stripe', 'test']), client_secret: v.nullable(v.string()) }) }, errors: { 400: ['already_paid', 'no_price_code'], 403: ['user_deactivated'], 404: ['checkout_session_not_found', 'subscription_not_found'], 502: ['payment_provider_error'], 503: ['payments_unavailable'] } }) },
    async (request): Promise<CheckoutResponse> => {
      const { subscription_id } = parseRequest(paymentSubscriptionSchema, request.body, 'body');
      return payments.checkout(request.authUser, subscription_id, (appUrl) => ctx.originOf(request, appUrl));
    },
  );

  app.post(
    '/payment/confirm',
    { preHandler: requireUser, schema: routeSchema({ summary: 'Confirm a Stripe Checkout on return (the webhook may come later)', tags: ['payment'], security: true, response: { 200: subscriptionStateDoc }, body: sessionIdSchema, errors: { 400: ['bad_request'], 403: ['user_deactivated'], 404: ['checkout_session_not_found', 'not_found', 'stripe_subscription_not_found', 'subscription_not_found'], 502: ['payment_provider_error'] } }) },
    async (request): Promise<SubscriptionState> => {
      payments.requireStripe();
      return payments.confirm(request.authUser, parseRequest(sessionIdSchema, request.body, 'body').session_id, (appUrl) => ctx.originOf(request, appUrl));
    },
  );

  app.post(
    '/payment/test/complete',
    { preHandler: requireUser, schema: routeSchema({ summary: 'Test mode only: complete a payment without a provider', tags: ['payment'], security: true, body: paymentSubscriptionSchema, response: { 200: subscriptionStateDoc }, errors: { 403: ['user_deactivated'], 404: ['not_found', 'subscription_not_found'] } }) },
    async (request): Promise<SubscriptionState> => {
      payments.requireTestMode();
      return payments.completeTestPayment(request.authUser, parseRequest(paymentSubscriptionSchema, request.body, 'body').subscription_id, (appUrl) =>
        ctx.originOf(request, appUrl),
      );
    },
  );

  if (!payments.webhookSecret) return;
  // The signature covers the exact bytes: this scope keeps the JSON body unparsed.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(
      '/payment/webhook',
      { schema: routeSchema({ summary: 'Stripe events (signed with the `stripe-signature` header)', tags: ['payment'], security: false, body: v.record(v.string(), v.unknown()), rawBody: true, errors: { 400: ['bad_request'], 404: ['checkout_session_not_found', 'not_found', 'stripe_charge_not_found', 'stripe_subscription_not_found'], 502: ['payment_provider_error'] } }) }, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') throw badRequest('Missing signature or body');
      const result = await payments.webhook(request.body, signature, (appUrl) => ctx.originOf(request, appUrl));
      if (!result) {
        request.log.warn({ event: 'webhook_rejected' }, 'webhook signature rejected');
        throw badRequest('Invalid signature');
      }
      reply.code(200);
      return result;
    });
  });
}

/**
 * The account's way into Stripe's billing portal (cards, invoices, cancellation), under the
 * customer scope of the account area: `/api/customer/:customerTag/account/billing-portal`.
 */
export async function billingPortalModule(app: FastifyInstance, { ctx, stripe }: Omit<AccountModuleOptions, 'paymentsTestMode'>): Promise<void> {
  const payments = createPayments(ctx.orm, stripe, false, {
    mailer: ctx.mailer,
    onError: (error) => app.log.error({ event: 'receipt_failed', err: error }, 'payment receipt could not be queued'),
  });
  await registerCustomerScope(app, ctx, { remote: 'mf-account', prefix: '/account' }, (scope) => {
    scope.post(
      '/billing-portal',
      {
        schema: routeSchema({
          summary:
            "Open Stripe's billing portal for the account (owners only): the portal session's URL. 409 `no_stripe_customer` when no subscription was paid through Stripe (test mode)",
          tags: ['payment'],
          security: true,
          response: { 200: v.object({ url: v.string() }) },
          errors: { 403: ['owner_only'], 404: ['checkout_session_not_found'], 409: ['no_stripe_customer'], 502: ['payment_provider_error'] },
        }),
      },
      async (request): Promise<{ url: string }> => {
        requireWholeCustomer(request);
        const customer = customerOf(request);
        // Billing is the account's own: a partner or an admin acting for it does not open its payment details.
        if (request.authUser?.customer?.id !== customer.id || request.authUser.accountRole === 'manager') {
          throw forbidden("Only the account's owners may do this", 'owner_only');
        }
        const returnUrl = `${ctx.originOf(request)}/customer/${encodeURIComponent(customer.tag)}/account/subscriptions`;
        const portal = await payments.billingPortal(customer.id, returnUrl);
        request.log.info({ event: 'billing_portal_opened', customer: customer.tag }, 'billing portal opened');
        return portal;
      },
    );
  });
}
