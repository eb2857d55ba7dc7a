import { feedbackSchema, tagSchema, type FeedbackContext, type FeedbackResult, type PublicCoupon } from '@erep/shared/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../context';
import { newVisitorId, readVisitorCookie, submitFeedback, visitorCookie } from '../domain/feedback';
import { feedbackContext } from '../domain/public-data';
import { publicMessage, visitorLanguage } from '../domain/public-messages';
import { HttpError } from '../lib/errors';
import { parseRequest } from '../lib/validation';
import { loadPublicCoupon } from './advantages';

export interface PublicRateLimits {
  /** Feedback posts per IP and QR code. */
  feedback: { max: number; timeWindowMs: number };
  /** Seller code attempts per IP and customer. */
  seller: { max: number; timeWindowMs: number };
  /** Tracked visitor actions and contact messages per IP. */
  actions: { max: number; timeWindowMs: number };
}

export const DEFAULT_PUBLIC_RATE_LIMITS: PublicRateLimits = {
  // Generous: a venue's guest Wi-Fi puts many visitors behind one address.
  feedback: { max: 60, timeWindowMs: 10 * 60_000 },
  seller: { max: 8, timeWindowMs: 60_000 },
  actions: { max: 120, timeWindowMs: 60_000 },
};

const UNLIMITED = { max: 1_000_000_000, timeWindowMs: 60_000 };
export const BENCH_PUBLIC_RATE_LIMITS: PublicRateLimits = { feedback: UNLIMITED, seller: UNLIMITED, actions: UNLIMITED };

const ref = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'ref'));
export const feedbackTargetSchema = v.object({
  customer: tagSchema,
  establishment: ref,
  staff: v.optional(ref),
  unit: v.optional(ref),
});

/** A per-route limiter whose 429 carries Retry-After (added by the plugin) and a message in the visitor's language. */
export function publicLimiter(
  app: FastifyInstance,
  limit: { max: number; timeWindowMs: number },
  key: (request: FastifyRequest) => string,
): preHandlerHookHandler {
  return app.rateLimit({
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    keyGenerator: (request) => `${request.ip}|${key(request)}`,
    errorResponseBuilder: (request, context) =>
      new HttpError(context.statusCode, publicMessage('rate_limited', visitorLanguage(request)), { retry_after: [String(context.after)] }),
  });
}

/** The visitor id cookie, set when missing so "once a day" holds for visitors without an email. */
export function ensureVisitor(request: FastifyRequest, reply: FastifyReply): string {
  const existing = readVisitorCookie(request.headers.cookie);
  if (existing) return existing;
  const id = newVisitorId();
  reply.header('set-cookie', visitorCookie(id));
  return id;
}

const qrKey = (request: FastifyRequest) => {
  const q = request.query as Record<string, unknown>;
  return `fb:${String(q.customer)}:${String(q.establishment)}:${String(q.staff ?? '')}:${String(q.unit ?? '')}`;
};

export function registerFeedbackRoutes(app: FastifyInstance, ctx: AppContext, limits: PublicRateLimits): void {
  const feedbackLimiter = publicLimiter(app, limits.feedback, qrKey);

  app.get('/api/public/feedback/context', { schema: { tags: ['public'], summary: 'What a feedback page shows' } }, async (request, reply): Promise<{ data: FeedbackContext }> => {
    const target = parseRequest(feedbackTargetSchema, request.query, 'query');
    ensureVisitor(request, reply);
    const { customerId: _hidden, ...data } = await feedbackContext(ctx.orm, target);
    return { data };
  });

  app.post(
    '/api/public/feedback',
    { preHandler: feedbackLimiter, schema: { tags: ['public'], summary: 'Submit a feedback (once a day per visitor and establishment)' } },
    async (request, reply): Promise<{ data: FeedbackResult }> => {
      const target = parseRequest(feedbackTargetSchema, request.query, 'query');
      const input = parseRequest(feedbackSchema, request.body, 'body');
      const cookieId = ensureVisitor(request, reply);
      const { reviewId: _id, ...result } = await submitFeedback(ctx.orm, {
        target,
        input,
        cookieId,
        language: visitorLanguage(request, input.language),
      });
      reply.code(result.preview ? 200 : 201);
      return { data: result };
    },
  );

  app.get(
    '/api/public/feedback/thanks',
    { schema: { tags: ['public'], summary: 'Thank-you page: the advantage obtained and the review platforms' } },
    async (request): Promise<{ data: { context: FeedbackContext; coupon: PublicCoupon | null } }> => {
      const query = parseRequest(
        v.object({ customer: tagSchema, establishment: ref, share: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,32}$/, 'share')) }),
        request.query,
        'query',
      );
      const { customerId, ...context } = await feedbackContext(ctx.orm, { customer: query.customer, establishment: query.establishment });
      // A numeric share is a review without advantage; a code is the coupon the visitor just received.
      const coupon = /^[0-9]+$/.test(query.share) || query.share === 'preview' ? null : await loadPublicCoupon(ctx.orm, query.share, customerId);
      return { data: { context, coupon } };
    },
  );
}
