import { couponCodeSchema, enableAdvantageSchema, sellerAuthSchema, tagSchema, type PublicCoupon, type SellerCoupon, type SellerDesk, type SellerSignIn } from '@erep/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { ModuleOptions } from '../../context';
import { ok, type Data } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { visitorLanguage } from '../../http/language';
import { parseRequest } from '../../http/validation';
import { dataOf, routeSchema } from '../../http/openapi-schemas';
import * as d from './docs';
import { ensureVisitor } from '../../http/visitor';
import { targetRateKey } from '../public-feedback/service';
import { couponFile, couponPath } from './file';
import { createSellerTokens, deviceKeyOf, enableAdvantage, loadPublicCoupon, SELLER_HEADER, sellerCoupon, sellerDesk, sellerSignIn, validateCoupon } from './service';

const codeParams = v.object({ code: couponCodeSchema });
const enableParams = v.object({ tag: tagSchema, id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'id')), advantage: tagSchema });

const tagParams = v.object({ tag: tagSchema });

/** The seller session token a device sends, if any. */
const sellerTokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers[SELLER_HEADER];
  return Array.isArray(header) ? header[0] : header;
};

const sellerKey = (request: FastifyRequest) => `seller:${String((request.params as { tag?: string }).tag)}`;

/** Advantages and coupons for visitors and sellers (prefix /api/public). */
export async function couponsModule(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const sellers = createSellerTokens(ctx.orm);
  /** Per address and establishment after lookup, whichever advantage: spelling the path differently counts the same. */
  const enableKey = async (request: FastifyRequest) => {
    const params = v.safeParse(enableParams, request.params);
    return `enable:${params.success ? await targetRateKey(ctx.orm, { customer: params.output.tag, establishment: params.output.id }) : 'invalid'}`;
  };

  app.get('/coupons/:code', { schema: routeSchema({ summary: 'A coupon and its state', errors: { 404: ['not_found'] }, params: codeParams, response: { 200: dataOf(d.publicCouponDoc) } }) }, async (request): Promise<Data<PublicCoupon>> => {
    const { code } = parseRequest(codeParams, request.params, 'params');
    const coupon = await loadPublicCoupon(ctx.orm, code);
    if (!coupon) throw notFound(`Coupon '${code}' not found`);
    return ok(coupon);
  });

  app.get(
    '/coupons/:code/download',
    { schema: routeSchema({ summary: 'The coupon as a small HTML file to keep (code, QR code, expiry), in the visitor language', errors: { 404: ['not_found'] }, params: codeParams, produces: ['text/html'] }) },
    async (request, reply) => {
      const { code } = parseRequest(codeParams, request.params, 'params');
      const coupon = await loadPublicCoupon(ctx.orm, code);
      if (!coupon) throw notFound(`Coupon '${code}' not found`);
      const lang = visitorLanguage(request, { customer: coupon.customer.language });
      const html = couponFile(coupon, lang, `${ctx.originOf(request)}${couponPath(coupon)}`);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-disposition', `attachment; filename="coupon-${coupon.code}.html"`)
        .header('cache-control', 'no-store')
        .send(html);
    },
  );

  app.post(
    '/customers/:tag/establishments/:id/advantages/:advantage/enable',
    {
      preHandler: app.limit('feedback', enableKey),
      schema: routeSchema({ summary: 'Enable an advantage for a contact: issues a coupon', errors: { 404: ['not_found'], 409: ['conflict'], 410: ['gone'] }, params: enableParams, body: enableAdvantageSchema, response: { 201: dataOf(d.publicCouponDoc) } }),
    },
    async (request, reply): Promise<Data<PublicCoupon>> => {
      const params = parseRequest(enableParams, request.params, 'params');
      const body = parseRequest(enableAdvantageSchema, request.body, 'body');
      const coupon = await enableAdvantage(
        ctx.orm,
        {
          customer: params.tag,
          establishment: params.id,
          advantage: params.advantage,
          email: body.email,
          language: visitorLanguage(request, { explicit: body.language }),
          marketingConsent: body.marketingConsent,
          deviceKey: deviceKeyOf(ensureVisitor(request, reply)),
        },
        { mailer: ctx.mailer, origin: ctx.originOf(request), onError: (error) => request.log.error({ err: error }, 'coupon mail not queued') },
      );
      reply.code(201);
      return ok(coupon);
    },
  );

  app.post(
    '/customers/:tag/seller/auth',
    {
      preHandler: [app.limit('seller', sellerKey), app.limit('sellerPerCustomer', sellerKey)],
      schema: routeSchema({ summary: 'Seller sign-in with the establishment seller code', params: tagParams, body: sellerAuthSchema, errors: { 401: ['unauthenticated'], 404: ['not_found'] }, response: { 200: dataOf(d.sellerSignInDoc) } }),
    },
    async (request): Promise<Data<SellerSignIn>> => {
      const { tag } = parseRequest(tagParams, request.params, 'params');
      const { code } = parseRequest(sellerAuthSchema, request.body, 'body');
      return ok(await sellerSignIn(ctx.orm, sellers, { customer: tag, code, language: visitorLanguage(request) }));
    },
  );

  app.post('/coupons/:code/validate', { schema: routeSchema({ summary: 'Validate a coupon (seller only; single use)', errors: { 401: ['unauthenticated'], 403: ['forbidden'], 404: ['not_found'], 409: ['conflict'], 410: ['gone'] }, params: codeParams, security: 'seller', response: { 200: dataOf(d.publicCouponDoc) } }) }, async (request): Promise<Data<PublicCoupon>> => {
    const { code } = parseRequest(codeParams, request.params, 'params');
    const seller = await sellers.verify(sellerTokenOf(request));
    return ok(await validateCoupon(ctx.orm, seller, code, visitorLanguage(request)));
  });

  app.get(
    '/customers/:tag/seller',
    { schema: routeSchema({ summary: "The seller page: the customer's brand, and the device's seller session when still valid (x-seller-token)", errors: { 404: ['not_found'] }, params: tagParams, response: { 200: dataOf(d.sellerDeskDoc) } }) },
    async (request): Promise<Data<SellerDesk>> => {
      const { tag } = parseRequest(tagParams, request.params, 'params');
      return ok(await sellerDesk(ctx.orm, sellers, tag, sellerTokenOf(request)));
    },
  );

  app.get(
    '/seller/coupons/:code',
    { schema: routeSchema({ summary: "A coupon of the seller's customer, and whether it applies at the seller's establishment (seller only)", errors: { 401: ['unauthenticated'], 404: ['not_found'] }, params: codeParams, security: 'seller', response: { 200: dataOf(d.sellerCouponDoc) } }) },
    async (request): Promise<Data<SellerCoupon>> => {
      const { code } = parseRequest(codeParams, request.params, 'params');
      const seller = await sellers.verify(sellerTokenOf(request));
      return ok(await sellerCoupon(ctx.orm, seller, code, visitorLanguage(request)));
    },
  );
}
