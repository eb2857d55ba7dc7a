import * as v from 'valibot';

/** Visitor-facing schemas: the feedback form, coupons, sellers, tracking, contact. Shared by forms and API. */

const optionalText = (max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(max, 'too_long'),
      v.transform((s) => (s === '' ? undefined : s)),
    ),
  );

const requiredText = (max: number) => v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(max, 'too_long'));

/** HTML forms post strings ('on', '3'); the JSON client posts booleans and numbers. */
const flag = v.pipe(
  v.optional(v.union([v.boolean(), v.string()]), false),
  v.transform((x) => x === true || x === 'on' || x === 'true' || x === '1'),
);

export const GENDERS = ['female', 'male', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export const FEEDBACK_COMMENT_MAX = 2000;

export const feedbackSchema = v.object({
  rating: v.pipe(
    v.optional(v.union([v.number('rating'), v.string('rating')], 'rating'), ''),
    v.transform((x) => (x === '' ? 0 : Number(x))),
    v.integer('rating'),
    v.minValue(1, 'rating'),
    v.maxValue(5, 'rating'),
  ),
  firstname: requiredText(80),
  lastname: optionalText(80),
  gender: v.optional(v.union([v.picklist(GENDERS, 'gender'), v.literal('')], 'gender')),
  visitAt: v.optional(
    v.union([v.literal(''), v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, 'visit_at'))], 'visit_at'),
  ),
  email: v.optional(
    v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.email('email'), v.maxLength(254, 'too_long'))], 'email'),
  ),
  comment: optionalText(FEEDBACK_COMMENT_MAX),
  acceptTerms: v.pipe(
    flag,
    v.check((x) => x, 'terms'),
  ),
  advantage: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'advantage'))], 'advantage')),
  /** Optional marketing consent, its own box: accepting the terms never implies it. */
  marketingConsent: flag,
  language: v.optional(v.picklist(['fr', 'en', 'sp'])),
  /** Kept for the establishment only, never published. */
  internal: flag,
  preview: flag,
  /** Unit feedback id (16 alphanumeric characters), kept with the review. */
  rfuid: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,32}$/, 'rfuid'))])),
});
export type FeedbackInput = v.InferInput<typeof feedbackSchema>;
export type FeedbackValues = v.InferOutput<typeof feedbackSchema>;

export interface FeedbackResult {
  share: string;
  preview: boolean;
  /**
   * `offeredBy`: the partner business giving the advantage, when it is not this customer. `mailed`:
   * the coupon was sent to the visitor's email; otherwise it lives only on the screen.
   */
  coupon: { code: string; expiresAt: string; title: string; offeredBy?: string | null; mailed?: boolean } | null;
}

/** An offer's title and description in each visitor language, missing ones filled from the customer's language. */
export type OfferTexts = Record<'fr' | 'en' | 'sp', { title: string; description: string | null }>;

export interface PublicAdvantage {
  tag: string;
  /** In the customer's language; `texts` has each visitor language. */
  title: string;
  description: string | null;
  texts: OfferTexts;
  attribute: string;
  value: number | null;
  validityDays: number;
  expiresAt: string | null;
  soldOut: boolean;
  /** The partner business that gives this advantage on another customer's pages; null for the customer's own. */
  offeredBy: string | null;
}

export interface PublicTheme {
  back_color: string | null;
  font_color: string | null;
  title_color: string | null;
}

/** Everything a feedback page shows; nothing else of the customer leaves the server. */
export interface FeedbackContext {
  customer: { tag: string; name: string; language: string | null; logo: string | null; theme: PublicTheme };
  establishment: { id: number; tag: string; name: string; city: string | null; externalUrl: string | null };
  staff: { id: number; firstName: string; lastName: string; department: string | null } | null;
  staffList: { id: number; firstName: string; lastName: string; department: string | null }[];
  unit: { id: number; name: string } | null;
  advantages: PublicAdvantage[];
  links: { name: string; category: string; url: string }[];
  /**
   * The optional fields the customer's public form asks (onboarding step 2: 'lastname', 'gender',
   * 'visitAt', 'email', 'comment'); absent: every one.
   */
  fields?: string[];
}

export const COUPON_STATES = ['active', 'expired', 'sold_out', 'validated'] as const;
export type CouponStateName = (typeof COUPON_STATES)[number];

export interface PublicCoupon {
  code: string;
  state: CouponStateName;
  expiresAt: string;
  validatedAt: string | null;
  /** Name of the establishment where a seller validated it, when known. */
  validatedWhere: string | null;
  advantage: { tag: string; title: string; description: string | null; texts: OfferTexts; attribute: string; value: number | null; validityDays: number };
  customer: { tag: string; name: string; language: string | null; logo: string | null; theme: PublicTheme };
  /**
   * The business whose feedback page issued the coupon when a partner (`customer`) gives it; the
   * visitor reads "Offered by {customer.name}". Null for the customer's own coupons.
   */
  issuedOn: { tag: string; name: string } | null;
}

export const couponCodeSchema = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9]{4,32}$/, 'code'));

export const sellerAuthSchema = v.object({
  code: v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(32, 'too_long')),
});
export type SellerAuthInput = v.InferInput<typeof sellerAuthSchema>;

/** A seller session as the API gives it at sign-in. */
export interface SellerSignIn {
  token: string;
  expiresAt: string;
  /** Name of the establishment whose seller code opened it. */
  establishment: string;
}

/**
 * The seller page of a customer (`GET /api/public/customers/{tag}/seller`): its brand, and the
 * device's seller session when the token sent is still valid there (null: sign in).
 */
export interface SellerDesk {
  customer: PublicCoupon['customer'];
  session: { establishment: string; expiresAt: string } | null;
}

/** A coupon as the signed-in seller looks it up: the customer's own, and whether its offer applies at the seller's establishment. */
export interface SellerCoupon extends PublicCoupon {
  validHere: boolean;
}

export const enableAdvantageSchema = v.object({
  email: v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.email('email'), v.maxLength(254, 'too_long')),
  /** Optional marketing consent, unticked unless the visitor ticks it. */
  marketingConsent: flag,
  /** The language the form was shown in: the consent is stored in the wording the visitor read. */
  language: v.optional(v.picklist(['fr', 'en', 'sp'])),
});
export type EnableAdvantageInput = v.InferInput<typeof enableAdvantageSchema>;

export const VISITOR_ACTIONS = ['page_view', 'scan', 'rating_started', 'submitted', 'platform_link_clicked', 'coupon_shown'] as const;
export type VisitorActionName = (typeof VISITOR_ACTIONS)[number];

export const visitorActionSchema = v.object({
  action: v.picklist(VISITOR_ACTIONS, 'action'),
  establishment: v.optional(v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.integer('establishment'), v.minValue(1, 'establishment'), v.maxValue(2_147_483_647, 'establishment'))),
  path: v.optional(v.pipe(v.string(), v.maxLength(300, 'too_long'))),
  target: v.optional(v.pipe(v.string(), v.maxLength(300, 'too_long'))),
  language: v.optional(v.picklist(['fr', 'en', 'sp'])),
});
export type VisitorActionInput = v.InferInput<typeof visitorActionSchema>;

export const contactMessageSchema = v.object({
  name: requiredText(120),
  email: v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.email('email'), v.maxLength(254, 'too_long')),
  subject: requiredText(160),
  message: requiredText(4000),
});
export type ContactMessageInput = v.InferInput<typeof contactMessageSchema>;

export interface PublicReview {
  id: number;
  rating: number;
  comment: string | null;
  firstname: string | null;
  withAdvantage: boolean;
  createdAt: string;
}

export interface ScreenData {
  /** `language`: the screen's setting, else the customer's language (a TV has no language buttons). */
  screen: { tag: string; name: string; intervalSeconds: number; language: 'fr' | 'en' | 'sp' };
  /** Which reviews the screen shows, written on the screen itself: the latest `reviewCount` rated `minRating` or more. */
  rule: { reviewCount: number; minRating: number };
  establishment: { id: number; name: string };
  customer: { tag: string; name: string; logo: string | null; theme: PublicTheme };
  average: number | null;
  count: number;
  reviews: PublicReview[];
  advantages: PublicAdvantage[];
  feedbackUrl: string;
}
