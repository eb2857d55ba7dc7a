import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { LanguageCode, OfferTexts, PublicAdvantage, PublicCoupon, SellerCoupon, SellerDesk, SellerSignIn } from '@erep/shared/schemas';
import { VISITOR_TEXTS } from '@erep/shared/visitor';
import type { OfferTranslations } from '../../db/schema';
import type { Orm } from '../../db/client';
import { violates } from '../../db/errors';
import { HttpError, notFound } from '../../http/errors';
import { publicMessage } from '../../http/visitor-messages';
import { fillText } from '../../lib/html';
import { contactTag, couponCode, randomToken } from '../../lib/ids';
import { matchAny } from '../../lib/password';
import { loadPublicCustomer } from '../branding/service';
import type { Mailer } from '../../mail/index';
import { loadCustomerEstablishment } from '../establishments/service';
import { couponPath } from './file';
import { couponMail } from './mail';
import * as q from './queries';
import { emitContactCreated, emitCouponEvent } from '../webhooks/events';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SELLER_HEADER = 'x-seller-token';

export type CouponState = 'active' | 'expired' | 'sold_out' | 'validated';

export interface CouponFacts {
  expiresAt: Date;
  validatedAt: Date | null;
  advantage: { active: boolean; expiresAt: Date | null; quantityLimit: number | null; quantityUsed: number };
}

/** The four states the screens show; a validated coupon stays validated whatever happens to its offer. */
export function couponState(coupon: CouponFacts, now: Date = new Date()): CouponState {
  if (coupon.validatedAt) return 'validated';
  const offerExpired = coupon.advantage.expiresAt !== null && coupon.advantage.expiresAt <= now;
  if (coupon.expiresAt <= now || offerExpired || !coupon.advantage.active) return 'expired';
  const { quantityLimit, quantityUsed } = coupon.advantage;
  if (quantityLimit !== null && quantityUsed >= quantityLimit) return 'sold_out';
  return 'active';
}

const LANGS: LanguageCode[] = ['fr', 'en', 'sp'];

/** Each visitor language's texts of an offer; the stored title and description are the customer's language. */
export function offerTexts(offer: { title: string; description: string | null; translations: OfferTranslations | null }): OfferTexts {
  const out = {} as OfferTexts;
  for (const lang of LANGS) {
    const own = offer.translations?.[lang];
    out[lang] = { title: own?.title?.trim() || offer.title, description: own?.title?.trim() ? (own.description ?? null) : offer.description };
  }
  return out;
}

const soldOut = (a: { quantityLimit: number | null; quantityUsed: number }) => a.quantityLimit !== null && a.quantityUsed >= a.quantityLimit;

/**
 * A coupon as its holder sees it; limited to one customer when given (the one giving the offer, or
 * with `issuedOn` also the one whose pages issued a partner's coupon).
 */
export async function loadPublicCoupon(orm: Orm, code: string, customerId?: number, issuedOn = false): Promise<PublicCoupon | null> {
  const row = await q.couponWithOffer(orm, code, customerId, issuedOn);
  if (!row) return null;
  const { coupon, advantage, customer, host } = row;
  const sellerAt = /^(?:seller|manual):([0-9]+)(?::|$)/.exec(coupon.validatedBy ?? '');
  return {
    code: coupon.code,
    state: couponState({ expiresAt: coupon.expiresAt, validatedAt: coupon.validatedAt, advantage }),
    expiresAt: coupon.expiresAt.toISOString(),
    validatedAt: coupon.validatedAt ? coupon.validatedAt.toISOString() : null,
    validatedWhere: sellerAt ? await q.establishmentName(orm, Number(sellerAt[1]), customer.id) : null,
    advantage: {
      tag: advantage.tag,
      title: advantage.title,
      description: advantage.description,
      texts: offerTexts(advantage),
      attribute: advantage.attribute,
      value: advantage.value,
      validityDays: advantage.validityDays,
    },
    customer: {
      tag: customer.tag,
      name: customer.name,
      language: customer.language,
      logo: customer.logo,
      theme: { back_color: customer.backColor, font_color: customer.fontColor, title_color: customer.titleColor },
    },
    issuedOn: host ? { tag: host.tag, name: host.name } : null,
  };
}

/** Offers a visitor of this establishment may choose: active, not expired; sold-out ones are listed as such. */
export async function offeredAdvantages(orm: Orm, customerId: number, establishmentId: number, now = new Date()): Promise<PublicAdvantage[]> {
  const rows = await q.activeAdvantagesFor(orm, customerId, establishmentId);
  return rows
    .filter(({ advantage: a }) => a.expiresAt === null || a.expiresAt > now)
    .map(({ advantage: a, giver }) => ({
      tag: a.tag,
      title: a.title,
      description: a.description,
      texts: offerTexts(a),
      attribute: a.attribute,
      value: a.value,
      validityDays: a.validityDays,
      expiresAt: a.expiresAt ? a.expiresAt.toISOString() : null,
      soldOut: soldOut(a),
      offeredBy: a.customerId === customerId ? null : giver,
    }));
}

/** The coupon ends with its validity period, or with the offer when that ends first. */
function couponExpiry(offer: { validityDays: number; expiresAt: Date | null }, now: Date): Date {
  const validity = new Date(now.getTime() + offer.validityDays * DAY_MS);
  return offer.expiresAt && offer.expiresAt < validity ? offer.expiresAt : validity;
}

/** A running offer a feedback may come with; sold out is a 409 in the visitor's language. */
export async function offerForFeedback(
  db: Orm,
  ref: { tag: string; customerId: number; establishmentId: number },
  language: LanguageCode,
  now: Date,
) {
  const offer = await q.runningOfferFor(db, ref, now);
  if (!offer) throw new HttpError(400, 'Unknown advantage', { advantage: ['advantage'] });
  if (soldOut(offer)) throw new HttpError(409, publicMessage('sold_out', language), { advantage: ['sold_out'] });
  return offer;
}

/** The marketing consent box's label exactly as the visitor forms show it, in the visitor's language. */
export function marketingConsentText(language: LanguageCode, customerName: string): string {
  return fillText(VISITOR_TEXTS[language].consent.marketing, { name: customerName });
}

/** A marketing consent as given: when, and the wording the visitor ticked. */
export interface MarketingConsent {
  at: Date;
  text: string;
}

/**
 * Remembers the visitor as a contact of the customer (one per email); returns its id. `consent` is
 * set only when the visitor ticked the marketing consent box; accepting the terms is not consent.
 */
export async function rememberContact(
  db: Orm,
  contact: { customerId: number; establishmentId: number; email: string; firstName?: string | null; lastName?: string | null; language: LanguageCode; consent?: MarketingConsent | null },
): Promise<number | null> {
  const { consent, ...rest } = contact;
  const row = await q.upsertContact(db, { ...rest, tag: contactTag(), consentAt: consent?.at ?? null, consentText: consent?.text ?? null });
  if (row?.created) await emitContactCreated(db, row.id);
  return row?.id ?? null;
}

/** The device (first-party visitor cookie) as coupons record it, as reviews do without an email. */
export const deviceKeyOf = (cookieId: string) => `vid:${cookieId}`;

/** The device already took a coupon of this offer today: the database refused a second one. */
export const isCouponTakenToday = (error: unknown) => violates(error, 'coupons_one_per_device_day_uq');

export const couponTakenToday = (lang: LanguageCode) => new HttpError(409, publicMessage('coupon_today', lang), { advantage: ['coupon_today'] });

/**
 * Issues a new coupon of the offer; a contact who already holds a live one of it keeps that one
 * ("already have one"), even when two requests issue at the same instant. Returns the code. A
 * second coupon of the offer on the same device the same (UTC) day fails its unique index.
 */
export async function issueCoupon(
  db: Orm,
  offer: { id: number; validityDays: number; expiresAt: Date | null },
  holder: { contactId: number | null; reviewId?: number; deviceKey?: string | null },
  now: Date,
): Promise<{ code: string; expiresAt: Date }> {
  const code = couponCode();
  const expiresAt = couponExpiry(offer, now);
  const device = holder.deviceKey ? { deviceKey: holder.deviceKey, issueDay: now.toISOString().slice(0, 10) } : {};
  if (holder.contactId !== null) await q.retireExpiredCoupons(db, offer.id, holder.contactId, now);
  if (await q.insertCoupon(db, { advantageId: offer.id, contactId: holder.contactId, reviewId: holder.reviewId ?? null, code, createdAt: now, expiresAt, ...device })) {
    await emitCouponEvent(db, 'coupon.issued', code, now);
    return { code, expiresAt };
  }
  const existing = holder.contactId === null ? null : await q.liveCoupon(db, offer.id, holder.contactId);
  if (!existing) throw new Error('coupon conflict without a live coupon');
  return existing;
}

/** Where coupon mails go out from, and the origin their links use. */
export interface CouponMailer {
  mailer: Mailer;
  origin: string;
  /** A mail that could not be queued is reported here; the coupon stands and stays on screen. */
  onError?: (error: unknown) => void;
}

/**
 * Queues the coupon mail to its holder in the language of the form they used: code, offer and
 * conditions, expiry, establishment, and the coupon page's link and QR code. Once per coupon: a retry
 * queues nothing more (the outbox's key).
 */
export async function mailCoupon(
  orm: Orm,
  sender: CouponMailer,
  input: { code: string; to: string; language: LanguageCode; establishmentId: number; customerId: number },
): Promise<boolean> {
  try {
    const coupon = await loadPublicCoupon(orm, input.code);
    if (!coupon) return false;
    const establishment = (await q.establishmentName(orm, input.establishmentId, input.customerId)) ?? coupon.customer.name;
    const texts = coupon.advantage.texts[input.language];
    await sender.mailer.queue({
      customerId: input.customerId,
      ...couponMail(input.to, input.language, {
        code: coupon.code,
        title: texts.title,
        conditions: texts.description,
        expiresAt: new Date(coupon.expiresAt),
        establishment,
        offeredBy: coupon.issuedOn ? coupon.customer.name : null,
        url: `${sender.origin}${couponPath(coupon)}`,
      }),
    });
    return true;
  } catch (error) {
    sender.onError?.(error);
    return false;
  }
}

/** Whether the coupon was mailed to its holder. */
export const couponMailed = (orm: Orm, code: string) => q.mailQueued(orm, `coupon:${code}`);

/**
 * Enabling an offer for a contact issues a coupon, mailed to them; enabling twice shows the same live
 * one (and mails nothing more). Another coupon of the offer on the same device the same day is refused.
 */
export async function enableAdvantage(
  orm: Orm,
  input: { customer: string; establishment: string; advantage: string; email: string; language: LanguageCode; marketingConsent: boolean; deviceKey: string | null },
  sender: CouponMailer | null = null,
): Promise<PublicCoupon> {
  const customer = await loadPublicCustomer(orm, input.customer);
  const establishment = await loadCustomerEstablishment(orm, customer.id, input.establishment);
  const email = input.email.toLowerCase();
  const lang = input.language;
  const now = new Date();
  const issue = orm.transaction(async (tx) => {
    const offer = await q.offerFor(tx, { tag: input.advantage, customerId: customer.id, establishmentId: establishment.id });
    if (!offer) throw notFound(`Advantage '${input.advantage}' not found`);
    if (!offer.active || (offer.expiresAt && offer.expiresAt <= now)) throw new HttpError(410, publicMessage('expired', lang), { advantage: ['expired'] });
    if (soldOut(offer)) throw new HttpError(409, publicMessage('sold_out', lang), { advantage: ['sold_out'] });
    const consent = input.marketingConsent ? { at: now, text: marketingConsentText(lang, customer.name) } : null;
    const contactId = await rememberContact(tx, { customerId: customer.id, establishmentId: establishment.id, email, language: lang, consent });
    if (contactId === null) throw new Error('contact not stored');
    const existing = await q.liveCouponCode(tx, offer.id, contactId, now);
    if (existing) return existing;
    return (await issueCoupon(tx, offer, { contactId, deviceKey: input.deviceKey }, now)).code;
  });
  const code = await issue.catch((error: unknown) => {
    throw isCouponTakenToday(error) ? couponTakenToday(lang) : error;
  });
  if (sender) await mailCoupon(orm, sender, { code, to: email, language: lang, establishmentId: establishment.id, customerId: customer.id });
  const coupon = await loadPublicCoupon(orm, code);
  if (!coupon) throw new Error('coupon not stored');
  return coupon;
}

const SELLER_TTL_MS = 8 * 60 * 60 * 1000;

interface SellerClaims {
  customerId: number;
  establishmentId: number;
  /** Fingerprint of the seller code the session was opened with: changing the code ends it. */
  codeMark: string;
}

const codeMark = (hash: string) => createHash('sha256').update(hash).digest('base64url').slice(0, 16);

/**
 * Seller sessions for one device and shift (8 hours), signed with the newest key stored in the
 * database (a version per key), so they survive restarts and hold on every API instance.
 */
export function createSellerTokens(orm: Orm, ttlMs = SELLER_TTL_MS) {
  // Keys never change once stored: a version's secret may be kept in memory.
  const secrets = new Map<number, string>();
  const secretOf = async (version: number): Promise<string | null> => {
    const known = secrets.get(version);
    if (known) return known;
    const secret = await q.sellerKeySecret(orm, version);
    if (secret) secrets.set(version, secret);
    return secret;
  };
  const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url');
  return {
    async issue(claims: SellerClaims, now = Date.now()): Promise<{ token: string; expiresAt: string }> {
      const key = await q.currentSellerKey(orm, () => randomToken(32));
      secrets.set(key.version, key.secret);
      const exp = now + ttlMs;
      const body = Buffer.from(JSON.stringify({ v: key.version, c: claims.customerId, e: claims.establishmentId, m: claims.codeMark, exp })).toString('base64url');
      return { token: `${body}.${sign(key.secret, body)}`, expiresAt: new Date(exp).toISOString() };
    },
    /** The seller's establishment, or null when the token is forged, expired or its seller code changed. */
    async verify(token: string | undefined, now = Date.now()): Promise<{ customerId: number; establishmentId: number; expiresAt: string } | null> {
      if (!token || token.length > 1024) return null;
      const [body, sig] = token.split('.');
      if (!body || !sig) return null;
      let payload: { v?: unknown; c?: unknown; e?: unknown; m?: unknown; exp?: unknown };
      try {
        payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as typeof payload;
      } catch {
        return null;
      }
      if (typeof payload.v !== 'number' || typeof payload.c !== 'number' || typeof payload.e !== 'number') return null;
      if (typeof payload.m !== 'string' || typeof payload.exp !== 'number' || payload.exp < now) return null;
      const secret = await secretOf(payload.v);
      if (!secret) return null;
      const expected = Buffer.from(sign(secret, body));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      const hash = await q.sellerCodeHashOf(orm, payload.e, payload.c);
      if (!hash || codeMark(hash) !== payload.m) return null;
      return { customerId: payload.c, establishmentId: payload.e, expiresAt: new Date(payload.exp).toISOString() };
    },
  };
}
export type SellerTokens = ReturnType<typeof createSellerTokens>;

/** The establishment whose seller code matches gets a seller session. */
export async function sellerSignIn(
  orm: Orm,
  sellers: SellerTokens,
  input: { customer: string; code: string; language: LanguageCode },
): Promise<SellerSignIn> {
  const customer = await loadPublicCustomer(orm, input.customer);
  const rows = await q.sellerCodeHashes(orm, customer.id);
  // One derivation per salt, not per establishment: an anonymous guess cannot cost the shop's CPU.
  const { index } = await matchAny(input.code, rows.map((row) => row.hash));
  const row = index === null ? undefined : rows[index];
  if (row?.hash) {
    return { ...(await sellers.issue({ customerId: customer.id, establishmentId: row.id, codeMark: codeMark(row.hash) })), establishment: row.name };
  }
  throw new HttpError(401, publicMessage('seller_code', input.language), { code: ['seller_code'] });
}

/** Validates a coupon once, counting one use of its offer; never oversells. */
export async function validateCoupon(
  orm: Orm,
  seller: { customerId: number; establishmentId: number } | null,
  code: string,
  lang: LanguageCode,
  /** Who validates, when not the seller session (`manual:<establishment>:user<id>`). */
  by?: string,
): Promise<PublicCoupon> {
  if (!seller) throw new HttpError(401, publicMessage('seller_required', lang));
  const now = new Date();
  const outcome = await orm.transaction(async (tx) => {
    const advantageId = await q.claimCoupon(tx, code, seller, now, by);
    if (advantageId === null) return 'refused' as const;
    if (!(await q.countOfferUse(tx, advantageId, now))) {
      const offer = await q.advantageById(tx, advantageId);
      const expired = !offer || !offer.active || (offer.expiresAt !== null && offer.expiresAt <= now);
      // Throwing rolls the coupon back to its previous state.
      throw expired
        ? new HttpError(410, publicMessage('expired', lang), { coupon: ['expired'] })
        : new HttpError(409, publicMessage('sold_out', lang), { coupon: ['sold_out'] });
    }
    await emitCouponEvent(tx, 'coupon.validated', code, now);
    return 'validated' as const;
  });
  const coupon = await loadPublicCoupon(orm, code, seller.customerId);
  if (!coupon) throw notFound(`Coupon '${code}' not found`);
  if (outcome === 'refused') {
    if (coupon.state === 'expired') throw new HttpError(410, publicMessage('expired', lang), { coupon: ['expired'] });
    if (coupon.state === 'sold_out') throw new HttpError(409, publicMessage('sold_out', lang), { coupon: ['sold_out'] });
    // Still open, so its offer is valid elsewhere only.
    if (coupon.state === 'active') throw new HttpError(403, publicMessage('other_establishment', lang), { coupon: ['other_establishment'] });
    throw new HttpError(409, publicMessage('already_validated', lang), { coupon: ['already_validated'] });
  }
  return coupon;
}

/**
 * The seller page of a customer: its brand, and the device's seller session when its token is still
 * valid for this customer (not expired, seller code unchanged); otherwise the cashier signs in.
 */
export async function sellerDesk(orm: Orm, sellers: SellerTokens, tag: string, token: string | undefined): Promise<SellerDesk> {
  const { id, ...customer } = await loadPublicCustomer(orm, tag);
  const seller = await sellers.verify(token);
  const establishment = seller && seller.customerId === id ? await q.establishmentName(orm, seller.establishmentId, id) : null;
  return { customer, session: seller && establishment ? { establishment, expiresAt: seller.expiresAt } : null };
}

/**
 * A coupon as the signed-in seller looks it up: only the seller's customer's own (another business's
 * is a 404, as at validation), with whether its offer applies at the seller's establishment.
 */
export async function sellerCoupon(orm: Orm, seller: { customerId: number; establishmentId: number } | null, code: string, lang: LanguageCode): Promise<SellerCoupon> {
  if (!seller) throw new HttpError(401, publicMessage('seller_required', lang));
  const coupon = await loadPublicCoupon(orm, code, seller.customerId);
  if (!coupon) throw notFound(`Coupon '${code}' not found`);
  return { ...coupon, validHere: await q.couponAppliesAt(orm, code, seller) };
}
