import * as v from 'valibot';
import { tagSchema } from './base';

/** Partnerships, in-store screens, QR codes and the visitor funnel of the offers program (mf-leadgen). */

const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'too_long')), '');
const requiredText = (max: number) => v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(max, 'too_long'));
const positiveId = (field: string) => v.pipe(v.union([v.number(), v.string()], field), v.transform(Number), v.integer(field), v.minValue(1, field), v.maxValue(2_147_483_647, field));

// ---- Partnerships ----

export const PARTNERSHIP_STATUSES = ['pending', 'accepted', 'refused'] as const;
export type PartnershipStatus = (typeof PARTNERSHIP_STATUSES)[number];

/** What one customer sees of another: enough to recognise the business, nothing private. */
export interface PartnerCustomer {
  tag: string;
  name: string;
  city: string | null;
}

export interface PartnerOffer {
  tag: string;
  title: string;
}

export interface Partnership {
  id: number;
  /** 'outgoing': this customer proposed it; 'incoming': another customer did. */
  direction: 'outgoing' | 'incoming';
  status: PartnershipStatus;
  /** The other business: a customer of the product, or a name only for a business outside it. */
  partner: PartnerCustomer | null;
  partnerName: string;
  message: string | null;
  /** This customer's offer given to the partner's visitors. */
  ownOffer: PartnerOffer | null;
  /** The partner's offer given to this customer's visitors. */
  partnerOffer: PartnerOffer | null;
  createdAt: string;
}

export const partnerSearchQuerySchema = v.object({ q: v.pipe(v.string('required'), v.trim(), v.minLength(2, 'too_short'), v.maxLength(80, 'too_long')) });

export const partnershipProposalSchema = v.object({
  partner: tagSchema,
  message: optionalText(500),
  /** One of the proposer's own advantages, offered to the partner's visitors (optional). */
  advantage: v.optional(v.union([v.literal(''), tagSchema]), ''),
});
export type PartnershipProposalInput = v.InferInput<typeof partnershipProposalSchema>;

export const partnershipAnswerSchema = v.object({
  decision: v.picklist(['accept', 'refuse'], 'decision'),
  /** On accept: the answering customer's advantage offered to the proposer's visitors. */
  advantage: v.optional(v.union([v.literal(''), tagSchema]), ''),
});
export type PartnershipAnswerInput = v.InferInput<typeof partnershipAnswerSchema>;

export const partnershipIdParamSchema = v.object({ id: v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'id'), v.transform(Number)) });

// ---- In-store screens ----

export const SCREEN_LANGUAGES = ['fr', 'en', 'sp'] as const;
export const SCREEN_REVIEW_COUNTS = [5, 10, 20, 50] as const;
/** Lowest rating shown: 1 means every rating. */
export const SCREEN_MIN_RATINGS = [1, 3, 4, 5] as const;
export const SCREEN_OFFER_MODES = ['all', 'none', 'selected'] as const;

export const screenInputSchema = v.object({
  name: requiredText(120),
  establishment: positiveId('establishment'),
  language: v.picklist(SCREEN_LANGUAGES, 'language'),
  review_count: v.pipe(v.union([v.number(), v.string()], 'review_count'), v.transform(Number), v.picklist(SCREEN_REVIEW_COUNTS, 'review_count')),
  min_rating: v.pipe(v.union([v.number(), v.string()], 'min_rating'), v.transform(Number), v.picklist(SCREEN_MIN_RATINGS, 'min_rating')),
  offers: v.picklist(SCREEN_OFFER_MODES, 'offers'),
  /** Advantage tags shown when `offers` is 'selected'. */
  advantages: v.optional(v.pipe(v.array(tagSchema), v.maxLength(20, 'too_long')), []),
  interval_seconds: v.pipe(v.union([v.number(), v.string()], 'interval_seconds'), v.transform(Number), v.integer('interval_seconds'), v.minValue(3, 'interval_seconds'), v.maxValue(60, 'interval_seconds')),
});
export type ScreenInput = v.InferInput<typeof screenInputSchema>;
export type ScreenValues = v.InferOutput<typeof screenInputSchema>;

export interface ScreenSettingsView {
  language: 'fr' | 'en' | 'sp';
  review_count: number;
  min_rating: number;
  offers: 'all' | 'none' | 'selected';
  advantages: string[];
  interval_seconds: number;
}

export interface ScreenAdmin extends ScreenSettingsView {
  tag: string;
  name: string;
  establishment: { id: number; name: string };
  /** Public path of the screen: `/public/{tag}/screens/{screen}`. */
  path: string;
  createdAt: string;
}

export const screenTagParamSchema = v.object({ screen: tagSchema });

// ---- QR codes ----

export const QR_TARGET_KINDS = ['establishments', 'staff', 'service', 'gates', 'external_url'] as const;
export type QrTargetKind = (typeof QR_TARGET_KINDS)[number];

export interface QrTarget {
  kind: QrTargetKind;
  /** Stable key, also the download's base name. */
  key: string;
  name: string;
  establishment: { id: number; name: string };
  /** Public path the code leads to (the page adds its own origin). */
  path: string;
}

export const qrTargetsQuerySchema = v.object({ kind: v.picklist(QR_TARGET_KINDS, 'kind') });

// ---- Funnel ----

/** 'visit': a QR code scanned or a public page opened. */
export const FUNNEL_STEPS = ['visit', 'rating_started', 'submitted', 'coupon_shown', 'coupon_validated', 'platform_link_clicked'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

const isoDay = v.pipe(v.string('date'), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'date'));

export const funnelQuerySchema = v.pipe(
  v.object({
    start_date: isoDay,
    end_date: isoDay,
    establishment: v.optional(v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'establishment'), v.transform(Number))),
  }),
  v.check((x) => x.start_date <= x.end_date, 'date_order'),
);
export type FunnelQuery = v.InferOutput<typeof funnelQuerySchema>;

export interface FunnelRow {
  step: FunnelStep;
  count: number;
  /** Share of the previous step, 0 to 1; null for the first step or after an empty step. */
  conversion: number | null;
}

export interface FunnelSource {
  path: string;
  scans: number;
}

export interface Funnel {
  steps: FunnelRow[];
  /** Scans per QR code (the page it leads to), most scanned first. */
  sources: FunnelSource[];
}
