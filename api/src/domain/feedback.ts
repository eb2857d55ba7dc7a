import { randomBytes } from 'node:crypto';
import type { FeedbackResult, FeedbackValues } from '@erep/shared/schemas';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { advantages, contacts, coupons, reviews } from '../db/schema';
import { HttpError } from '../lib/errors';
import { couponCode, feedbackTargetIds, isForeignKeyViolation, isUniqueViolation, type FeedbackTarget } from './public-data';
import { publicMessage } from './public-messages';

const DAY_MS = 24 * 60 * 60 * 1000;
export const VISITOR_COOKIE = 'erep_vid';

export function readVisitorCookie(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === VISITOR_COOKIE && value && /^[A-Za-z0-9_-]{16,64}$/.test(value)) return value;
  }
  return null;
}

export const newVisitorId = () => randomBytes(16).toString('base64url');

export const visitorCookie = (id: string) =>
  `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${400 * 24 * 60 * 60}; HttpOnly; SameSite=Lax`;

/** The visitor is the email when given, otherwise the first-party cookie id. */
export function visitorKey(email: string | undefined, cookieId: string): string {
  return email ? `email:${email.toLowerCase()}` : `vid:${cookieId}`;
}

export interface SubmitOptions {
  target: FeedbackTarget;
  input: FeedbackValues;
  cookieId: string;
  language: 'fr' | 'en' | 'sp';
  now?: Date;
}

/**
 * Stores one feedback in one transaction: the review, and when an advantage was chosen its contact
 * and coupon. The database's unique index decides "once a day", so concurrent posts cannot both pass.
 */
export async function submitFeedback(orm: Orm, options: SubmitOptions): Promise<FeedbackResult & { reviewId: number | null }> {
  const { input, language } = options;
  const now = options.now ?? new Date();
  const target = await feedbackTargetIds(orm, options.target);
  const email = input.email ? input.email.toLowerCase() : undefined;

  // The offer: this customer's, for this establishment or all of them, still running.
  const offerOf = async (db: Orm) => {
    if (!input.advantage) return null;
    const [offer] = await db
      .select()
      .from(advantages)
      .where(
        and(
          eq(advantages.tag, input.advantage),
          eq(advantages.customerId, target.customerId),
          or(isNull(advantages.establishmentId), eq(advantages.establishmentId, target.establishmentId)),
          eq(advantages.active, true),
          or(isNull(advantages.expiresAt), gt(advantages.expiresAt, now)),
        ),
      )
      .limit(1);
    if (!offer) throw new HttpError(400, 'Unknown advantage', { advantage: ['advantage'] });
    if (offer.quantityLimit !== null && offer.quantityUsed >= offer.quantityLimit) {
      throw new HttpError(409, publicMessage('sold_out', language), { advantage: ['sold_out'] });
    }
    return offer;
  };

  if (input.preview) {
    const offer = await offerOf(orm);
    return {
      share: 'preview',
      preview: true,
      reviewId: null,
      coupon: offer ? { code: 'PREVIEW', expiresAt: new Date(now.getTime() + offer.validityDays * DAY_MS).toISOString(), title: offer.title } : null,
    };
  }

  const row = {
    establishmentId: target.establishmentId,
    staffId: target.staffId,
    unitId: target.unitId,
    source: 'internal_form',
    externalId: null,
    rating: input.rating,
    comment: input.comment ?? null,
    language,
    firstname: input.firstname,
    lastname: input.lastname ?? null,
    gender: input.gender || null,
    email: email ?? null,
    visitorKey: visitorKey(email, options.cookieId),
    visitAt: input.visitAt ? new Date(input.visitAt) : null,
    visitDay: now.toISOString().slice(0, 10),
    isInternal: input.internal,
    withAdvantage: Boolean(input.advantage),
    published: !input.internal,
    createdAt: now,
  } satisfies typeof reviews.$inferInsert;

  try {
    if (!input.advantage) {
      // A single INSERT is atomic on its own: no transaction round trips on the common path.
      const [review] = await orm.insert(reviews).values(row).returning({ id: reviews.id });
      if (!review) throw new Error('review not inserted');
      return { share: String(review.id), preview: false, reviewId: review.id, coupon: null };
    }
    return await orm.transaction(async (tx) => {
      const [review] = await tx.insert(reviews).values(row).returning({ id: reviews.id });
      if (!review) throw new Error('review not inserted');

      // Read inside the transaction: the offer may have sold out since the page was rendered. Its
      // quantity is counted when a seller validates a coupon (advantages.ts), so it is never oversold.
      const offer = await offerOf(tx);
      if (!offer) throw new Error('offer expected');
      let contactId: number | null = null;
      if (email) {
        const [contact] = await tx
          .insert(contacts)
          .values({
            customerId: target.customerId,
            establishmentId: target.establishmentId,
            tag: randomBytes(12).toString('base64url'),
            email,
            firstName: input.firstname,
            lastName: input.lastname ?? null,
            language,
          })
          .onConflictDoUpdate({ target: [contacts.customerId, contacts.email], set: { language } })
          .returning({ id: contacts.id });
        contactId = contact?.id ?? null;
      }
      const validity = new Date(now.getTime() + offer.validityDays * DAY_MS);
      const expiresAt = offer.expiresAt && offer.expiresAt < validity ? offer.expiresAt : validity;
      const code = couponCode();
      await tx.insert(coupons).values({ advantageId: offer.id, contactId, reviewId: review.id, code, createdAt: now, expiresAt });
      return { share: code, preview: false, reviewId: review.id, coupon: { code, expiresAt: expiresAt.toISOString(), title: offer.title } };
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new HttpError(404, 'Establishment not found');
    if (isUniqueViolation(error)) {
      throw new HttpError(409, publicMessage('already_reviewed', language), { review: ['already_reviewed'] });
    }
    throw error;
  }
}
