import { feedbackSchema, tagSchema, type FeedbackContext, type FeedbackResult, type PublicCoupon } from '@erep/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { ModuleOptions } from '../../context';
import { ok, type Data } from '../../http/envelope';
import { visitorLanguage } from '../../http/language';
import { parseRequest } from '../../http/validation';
import { dataOf, routeSchema } from '../../http/openapi-schemas';
import * as d from './docs';
import { ensureVisitor } from '../../http/visitor';
import { couponMailed, loadPublicCoupon } from '../coupons/service';
import { feedbackContext, submitFeedback, targetRateKey } from './service';

const ref = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'ref'));
const feedbackTargetSchema = v.object({
  customer: tagSchema,
  establishment: ref,
  staff: v.optional(ref),
  unit: v.optional(ref),
});
const thanksQuerySchema = v.object({ customer: tagSchema, establishment: ref, share: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,32}$/, 'share')) });


/** The feedback form's API, for the public remote (prefix /api/public). */
export async function publicFeedbackModule(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  /** Per address and QR code: the target the query names, after lookup (the page's form shares it). */
  const qrKey = async (request: FastifyRequest) => {
    const target = v.safeParse(feedbackTargetSchema, request.query);
    return `fb:${target.success ? await targetRateKey(ctx.orm, target.output) : 'invalid'}`;
  };

  app.get('/feedback/context', { schema: routeSchema({ summary: 'What a feedback page shows', querystring: feedbackTargetSchema, errors: { 404: ['not_found'] }, response: { 200: dataOf(d.feedbackContextDoc) } }) }, async (request, reply): Promise<Data<FeedbackContext>> => {
    const target = parseRequest(feedbackTargetSchema, request.query, 'query');
    ensureVisitor(request, reply);
    const { customerId: _hidden, ...data } = await feedbackContext(ctx.orm, target);
    return ok(data);
  });

  app.post(
    '/feedback',
    { preHandler: app.limit('feedback', qrKey), schema: routeSchema({ summary: 'Submit a feedback (once a day per visitor and establishment)', errors: { 400: ['advantage_not_offered', 'bad_request'], 404: ['not_found'], 409: ['conflict'] }, querystring: feedbackTargetSchema, body: feedbackSchema, response: { 200: dataOf(d.feedbackResultDoc) } }) },
    async (request, reply): Promise<Data<FeedbackResult>> => {
      const target = parseRequest(feedbackTargetSchema, request.query, 'query');
      const input = parseRequest(feedbackSchema, request.body, 'body');
      const cookieId = ensureVisitor(request, reply);
      const { reviewId: _id, ...result } = await submitFeedback(ctx.orm, {
        target,
        input,
        cookieId,
        language: visitorLanguage(request, { explicit: input.language }),
        analysisSink: ctx.analysisSink,
        onAnalysisError: (error) => request.log.error({ err: error }, 'review analysis not stored; the background re-analysis will write it'),
        couponMailer: { mailer: ctx.mailer, origin: ctx.originOf(request), onError: (error) => request.log.error({ err: error }, 'coupon mail not queued') },
      });
      reply.code(result.preview ? 200 : 201);
      return ok(result);
    },
  );

  app.get(
    '/feedback/thanks',
    { schema: routeSchema({ summary: 'Thank-you page: the advantage obtained and the review platforms', querystring: thanksQuerySchema, errors: { 404: ['not_found'] }, response: { 200: dataOf(d.thanksDoc) } }) },
    async (request): Promise<Data<{ context: FeedbackContext; coupon: PublicCoupon | null; mailed: boolean }>> => {
      const query = parseRequest(thanksQuerySchema, request.query, 'query');
      const { customerId, ...context } = await feedbackContext(ctx.orm, { customer: query.customer, establishment: query.establishment });
      // A numeric share is a review without advantage; a code is the coupon the visitor just received.
      const coupon = /^[0-9]+$/.test(query.share) || query.share === 'preview' ? null : await loadPublicCoupon(ctx.orm, query.share, customerId, true);
      // Whether the coupon also went to the visitor's email, or lives only on this screen.
      const mailed = coupon ? await couponMailed(ctx.orm, coupon.code) : false;
      return ok({ context, coupon, mailed });
    },
  );
}
