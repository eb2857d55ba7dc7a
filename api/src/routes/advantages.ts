import { randomBytes } from 'node:crypto';
import {
  couponCodeSchema,
  enableAdvantageSchema,
  sellerAuthSchema,
  tagSchema,
  type PublicCoupon,
} from '@erep/shared/schemas';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../context';
import type { Orm } from '../db/client';
import { advantages, contacts, coupons, customers, establishments } from '../db/schema';
import { couponState } from '../domain/coupons';
import { couponCode, loadCustomer, loadEstablishment, type SellerTokens } from '../domain/public-data';
import { publicMessage, visitorLanguage } from '../domain/public-messages';
import { HttpError, notFound } from '../lib/errors';
import { verifyPassword } from '../lib/password';
import { parseRequest } from '../lib/validation';
import { publicLimiter, type PublicRateLimits } from './feedback';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SELLER_HEADER = 'x-seller-token';

/** A coupon as its holder sees it; limited to one customer when given. */
export async function loadPublicCoupon(orm: Orm, code: string, customerId?: number): Promise<PublicCoupon | null> {
  const [row] = await orm
    .select({ coupon: coupons, advantage: advantages, customer: customers })
    .from(coupons)
    .innerJoin(advantages, eq(advantages.id, coupons.advantageId))
    .innerJoin(customers, eq(customers.id, advantages.customerId))
    .where(customerId === undefined ? eq(coupons.code, code) : and(eq(coupons.code, code), eq(advantages.customerId, customerId)))
    .limit(1);
  if (!row) return null;
  const { coupon, advantage, customer } = row;
  return {
    code: coupon.code,
    state: couponState({ expiresAt: coupon.expiresAt, validatedAt: coupon.validatedAt, advantage }),
    expiresAt: coupon.expiresAt.toISOString(),
    validatedAt: coupon.validatedAt ? coupon.validatedAt.toISOString() : null,
    advantage: {
      tag: advantage.tag,
      title: advantage.title,
      description: advantage.description,
      attribute: advantage.attribute,
      value: advantage.value,
      validityDays: advantage.validityDays,
    },
    customer: {
      tag: customer.tag,
      name: customer.name,
      theme: { back_color: customer.backColor, font_color: customer.fontColor, title_color: customer.titleColor },
    },
  };
}

const codeParams = v.object({ code: couponCodeSchema });

export function registerAdvantageRoutes(app: FastifyInstance, ctx: AppContext, limits: PublicRateLimits, sellers: SellerTokens): void {
  const sellerLimiter = publicLimiter(app, limits.seller, (request: FastifyRequest) => `seller:${String((request.params as { tag?: string }).tag)}`);
  const enableLimiter = publicLimiter(app, limits.feedback, (request: FastifyRequest) => `enable:${request.url}`);

  app.get('/api/public/coupons/:code', { schema: { tags: ['public'], summary: 'A coupon and its state' } }, async (request): Promise<{ data: PublicCoupon }> => {
    const { code } = parseRequest(codeParams, request.params, 'params');
    const coupon = await loadPublicCoupon(ctx.orm, code);
    if (!coupon) throw notFound(`Coupon '${code}' not found`);
    return { data: coupon };
  });

  app.post(
    '/api/public/customers/:tag/establishments/:id/advantages/:advantage/enable',
    { preHandler: enableLimiter, schema: { tags: ['public'], summary: 'Enable an advantage for a contact: issues a coupon' } },
    async (request, reply): Promise<{ data: PublicCoupon }> => {
      const params = parseRequest(
        v.object({ tag: tagSchema, id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'id')), advantage: tagSchema }),
        request.params,
        'params',
      );
      const body = parseRequest(enableAdvantageSchema, request.body, 'body');
      const lang = visitorLanguage(request);
      const customer = await loadCustomer(ctx.orm, params.tag);
      const establishment = await loadEstablishment(ctx.orm, customer.id, params.id);
      const email = body.email.toLowerCase();
      const now = new Date();
      const code = await ctx.orm.transaction(async (tx) => {
        const [offer] = await tx
          .select()
          .from(advantages)
          .where(
            and(
              eq(advantages.tag, params.advantage),
              eq(advantages.customerId, customer.id),
              or(isNull(advantages.establishmentId), eq(advantages.establishmentId, establishment.id)),
            ),
          )
          .limit(1);
        if (!offer) throw notFound(`Advantage '${params.advantage}' not found`);
        if (!offer.active || (offer.expiresAt && offer.expiresAt <= now)) throw new HttpError(410, publicMessage('expired', lang), { advantage: ['expired'] });
        if (offer.quantityLimit !== null && offer.quantityUsed >= offer.quantityLimit) {
          throw new HttpError(409, publicMessage('sold_out', lang), { advantage: ['sold_out'] });
        }
        const [contact] = await tx
          .insert(contacts)
          .values({ customerId: customer.id, establishmentId: establishment.id, tag: randomBytes(12).toString('base64url'), email, language: lang })
          .onConflictDoUpdate({ target: [contacts.customerId, contacts.email], set: { language: lang } })
          .returning({ id: contacts.id });
        if (!contact) throw new Error('contact not stored');
        // Enabling twice shows the same live coupon rather than handing out another one.
        const [existing] = await tx
          .select({ code: coupons.code })
          .from(coupons)
          .where(and(eq(coupons.advantageId, offer.id), eq(coupons.contactId, contact.id), isNull(coupons.validatedAt), gt(coupons.expiresAt, now)))
          .limit(1);
        if (existing) return existing.code;
        const validity = new Date(now.getTime() + offer.validityDays * DAY_MS);
        const expiresAt = offer.expiresAt && offer.expiresAt < validity ? offer.expiresAt : validity;
        const fresh = couponCode();
        await tx.insert(coupons).values({ advantageId: offer.id, contactId: contact.id, code: fresh, expiresAt, createdAt: now });
        return fresh;
      });
      const coupon = await loadPublicCoupon(ctx.orm, code);
      if (!coupon) throw new Error('coupon not stored');
      reply.code(201);
      return { data: coupon };
    },
  );

  app.post(
    '/api/public/customers/:tag/seller/auth',
    { preHandler: sellerLimiter, schema: { tags: ['public'], summary: 'Seller sign-in with the establishment seller code' } },
    async (request): Promise<{ data: { token: string; expiresAt: string; establishment: string } }> => {
      const { tag } = parseRequest(v.object({ tag: tagSchema }), request.params, 'params');
      const { code } = parseRequest(sellerAuthSchema, request.body, 'body');
      const lang = visitorLanguage(request);
      const customer = await loadCustomer(ctx.orm, tag);
      const rows = await ctx.orm
        .select({ id: establishments.id, name: establishments.name, hash: establishments.sellerCodeHash })
        .from(establishments)
        .where(and(eq(establishments.customerId, customer.id), sql`${establishments.sellerCodeHash} is not null`));
      for (const row of rows) {
        if (row.hash && (await verifyPassword(code, row.hash))) {
          const issued = sellers.issue(customer.id, row.id);
          return { data: { ...issued, establishment: row.name } };
        }
      }
      throw new HttpError(401, publicMessage('seller_code', lang), { code: ['seller_code'] });
    },
  );

  app.post(
    '/api/public/coupons/:code/validate',
    { schema: { tags: ['public'], summary: 'Validate a coupon (seller only; single use)' } },
    async (request): Promise<{ data: PublicCoupon }> => {
      const { code } = parseRequest(codeParams, request.params, 'params');
      const lang = visitorLanguage(request);
      const header = request.headers[SELLER_HEADER];
      const seller = sellers.verify(Array.isArray(header) ? header[0] : header);
      if (!seller) throw new HttpError(401, publicMessage('seller_required', lang));
      const now = new Date();
      const outcome = await ctx.orm.transaction(async (tx) => {
        // One conditional UPDATE: of two sellers validating at once, exactly one sees the row still open.
        const [done] = await tx
          .update(coupons)
          .set({ validatedAt: now, validatedBy: `seller:${seller.establishmentId}` })
          .where(
            and(
              eq(coupons.code, code),
              isNull(coupons.validatedAt),
              gt(coupons.expiresAt, now),
              sql`${coupons.advantageId} in (select id from ${advantages} where ${advantages.customerId} = ${seller.customerId})`,
            ),
          )
          .returning({ advantageId: coupons.advantageId });
        if (!done) return 'refused' as const;
        const [counted] = await tx
          .update(advantages)
          .set({ quantityUsed: sql`${advantages.quantityUsed} + 1` })
          .where(
            and(
              eq(advantages.id, done.advantageId),
              eq(advantages.active, true),
              or(isNull(advantages.expiresAt), gt(advantages.expiresAt, now)),
              or(isNull(advantages.quantityLimit), lt(advantages.quantityUsed, sql`${advantages.quantityLimit}`)),
            ),
          )
          .returning({ id: advantages.id });
        if (!counted) {
          const [offer] = await tx.select().from(advantages).where(eq(advantages.id, done.advantageId)).limit(1);
          const expired = !offer || !offer.active || (offer.expiresAt !== null && offer.expiresAt <= now);
          // Throwing rolls the coupon back to its previous state.
          throw expired
            ? new HttpError(410, publicMessage('expired', lang), { coupon: ['expired'] })
            : new HttpError(409, publicMessage('sold_out', lang), { coupon: ['sold_out'] });
        }
        return 'validated' as const;
      });
      const coupon = await loadPublicCoupon(ctx.orm, code, seller.customerId);
      if (!coupon) throw notFound(`Coupon '${code}' not found`);
      if (outcome === 'refused') {
        if (coupon.state === 'validated') throw new HttpError(409, publicMessage('already_validated', lang), { coupon: ['already_validated'] });
        if (coupon.state === 'expired') throw new HttpError(410, publicMessage('expired', lang), { coupon: ['expired'] });
        throw new HttpError(409, publicMessage('already_validated', lang), { coupon: ['already_validated'] });
      }
      return { data: coupon };
    },
  );
}
