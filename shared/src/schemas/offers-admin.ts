import * as v from 'valibot';
import type { CouponStateName } from './public';

/** The offers program's back office (mf-leadgen): advantages, coupons and contacts. */

const intParam = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'number'), v.transform(Number), v.minValue(min, 'too_small'), v.maxValue(max, 'too_large'));
const text = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'too_long')), '');
/** A form's number input: '' for none; JSON callers may send numbers. */
const optionalNumber = v.pipe(
  v.optional(v.nullable(v.union([v.number('number'), v.string('number')], 'number')), ''),
  v.transform((x) => (x === '' || x === null ? null : Number(x))),
  v.check((x) => x === null || Number.isFinite(x), 'number'),
);
const requiredInt = (min: number, max: number) =>
  v.pipe(
    v.union([v.number('number'), v.string('number')], 'number'),
    v.transform((x) => (typeof x === 'string' && x.trim() === '' ? Number.NaN : Number(x))),
    v.check((x) => Number.isInteger(x), 'number'),
    v.minValue(min, 'too_small'),
    v.maxValue(max, 'too_large'),
  );

/** Percentage, fixed amount, a free item, or anything else the text describes. */
export const ADVANTAGE_KINDS = ['percent', 'amount', 'gift', 'other'] as const;
export type AdvantageKind = (typeof ADVANTAGE_KINDS)[number];
export const ADVANTAGE_STATES = ['active', 'paused', 'expired', 'sold_out'] as const;
export type AdvantageState = (typeof ADVANTAGE_STATES)[number];
export const OFFER_LANGUAGES = ['fr', 'en', 'sp'] as const;
export type OfferLanguage = (typeof OFFER_LANGUAGES)[number];

export const ADVANTAGE_TITLE_MAX = 120;
export const ADVANTAGE_DESCRIPTION_MAX = 1000;

/**
 * An advantage as the form edits it: a title and description per language (at least one title),
 * its kind and value, where and how long it applies, how many may be used. Never a condition on
 * the rating or on a review elsewhere: there is no field for one.
 */
export const advantageSchema = v.pipe(
  v.object({
    title_fr: text(ADVANTAGE_TITLE_MAX),
    description_fr: text(ADVANTAGE_DESCRIPTION_MAX),
    title_en: text(ADVANTAGE_TITLE_MAX),
    description_en: text(ADVANTAGE_DESCRIPTION_MAX),
    title_sp: text(ADVANTAGE_TITLE_MAX),
    description_sp: text(ADVANTAGE_DESCRIPTION_MAX),
    kind: v.picklist(ADVANTAGE_KINDS, 'kind'),
    value: optionalNumber,
    establishments: v.optional(v.pipe(v.array(v.pipe(v.number('id'), v.integer('id'), v.minValue(1, 'id')), 'establishments'), v.maxLength(500, 'too_long')), []),
    validity_days: requiredInt(1, 3650),
    /** Last day the advantage may be given and used (YYYY-MM-DD), '' for none. */
    ends_on: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'date'), v.check((x) => !Number.isNaN(Date.parse(x)), 'date'))], 'date'), ''),
    quantity_limit: v.pipe(optionalNumber, v.check((x) => x === null || (Number.isInteger(x) && x >= 1 && x <= 1_000_000), 'quantity')),
    active: v.optional(v.boolean('boolean'), true),
  }),
  v.forward(
    v.check((x) => Boolean(x.title_fr || x.title_en || x.title_sp), 'required'),
    ['title_fr'],
  ),
  v.forward(
    v.check((x) => x.kind !== 'percent' || (x.value !== null && x.value > 0 && x.value <= 100), 'percent'),
    ['value'],
  ),
  v.forward(
    v.check((x) => x.kind !== 'amount' || (x.value !== null && x.value > 0 && x.value < 100_000), 'amount'),
    ['value'],
  ),
);
export type AdvantageInput = v.InferInput<typeof advantageSchema>;
export type AdvantageValues = v.InferOutput<typeof advantageSchema>;

export const advantageActiveSchema = v.object({ active: v.boolean('boolean') });

/** An advantage in the back office, with its figures. */
export interface AdminAdvantage {
  id: number;
  tag: string;
  /** The stored texts per language; an empty title falls back to the customer's language for visitors. */
  texts: Record<OfferLanguage, { title: string; description: string }>;
  /** Title in the customer's language. */
  title: string;
  kind: AdvantageKind;
  value: number | null;
  /** Empty: every establishment of the customer. */
  establishments: number[];
  validity_days: number;
  ends_on: string;
  quantity_limit: number | null;
  /** Coupons validated so far (what the limit counts). */
  quantity_used: number;
  /** What is left of a limited quantity; null when unlimited. */
  remaining: number | null;
  active: boolean;
  state: AdvantageState;
  issued: number;
  validated: number;
  created_at: string;
}

const listEntries = {
  page: v.optional(intParam(1, 10000)),
  per_page: v.optional(intParam(1, 100)),
};

export const couponsQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'too_long'))),
  state: v.optional(v.picklist(['active', 'expired', 'sold_out', 'validated'], 'state')),
  advantage: v.optional(intParam(1, 2_000_000_000)),
  establishment: v.optional(intParam(1, 2_000_000_000)),
  ...listEntries,
});
export type CouponsQuery = v.InferOutput<typeof couponsQuerySchema>;

export const couponValidationSchema = v.object({
  /** Where the coupon was used; the establishment it was issued at when absent. */
  establishment: v.optional(v.pipe(v.number('id'), v.integer('id'), v.minValue(1, 'id'))),
});

export interface AdminCoupon {
  code: string;
  state: CouponStateName;
  advantage: { id: number; title: string };
  email: string | null;
  name: string | null;
  /** Where it was issued (the feedback's establishment). */
  establishment: { id: number; name: string } | null;
  created_at: string;
  expires_at: string;
  validated_at: string | null;
  /** Where it was validated, when known. */
  validated_where: string | null;
  /** A seller's code or a back-office user validated it. */
  validated_how: 'seller' | 'manual' | null;
}

export const contactsQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'too_long'))),
  establishment: v.optional(intParam(1, 2_000_000_000)),
  consent: v.optional(v.picklist(['yes', 'no'], 'consent')),
  subscribed: v.optional(v.picklist(['yes', 'no'], 'subscribed')),
  ...listEntries,
});
export type ContactsQuery = v.InferOutput<typeof contactsQuerySchema>;

export const contactTagParamSchema = v.object({ contact: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'tag')) });

export interface AdminContact {
  tag: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  language: string | null;
  establishment: { id: number; name: string } | null;
  /** Marketing consent: when the visitor ticked its box, and the exact wording they read (null: not given). */
  consent_at: string | null;
  consent_text: string | null;
  unsubscribed_at: string | null;
  first_visit: string;
  last_visit: string;
  reviews: number;
  coupons: number;
}

/** What an erasure did: the figures stay, the person goes. */
export interface ContactErasure {
  reviews_anonymised: number;
  coupons_cancelled: number;
  mails_redacted: number;
}

export interface OffersPage<T> {
  data: T[];
  total: number;
  page: number;
  per_page: number;
}
