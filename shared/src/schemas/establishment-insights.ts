import * as v from 'valibot';
import { idStringSchema as idString } from './base';
import { tagSchema } from './base';
import { rangeQuerySchema, TREND_INTERVALS, type ReviewItem, type ReviewSentiment, type ReviewTopicMention, type TopicMatrixRow, type Trends } from './reputation';

const intParam = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'number'), v.transform(Number), v.minValue(min, 'too_small'), v.maxValue(max, 'too_large'));
const isoDay = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'date'),
  v.check((value) => !Number.isNaN(Date.parse(value)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'date'),
);

/** `/api/customer/:customerTag/establishment/:id/...`: one of the customer's establishments. */
export const establishmentParamSchema = v.object({ id: idString });
export const establishmentEventParamSchema = v.object({ id: idString, eventId: idString });
export const establishmentStaffParamSchema = v.object({ id: idString, staffTag: tagSchema });
export const establishmentUnitParamSchema = v.object({ id: idString, unit: tagSchema });

/** Review lists of one establishment; platforms are lower-case in URLs. */
export const ESTABLISHMENT_REVIEW_TYPES = ['all', 'internal', 'google', 'tripadvisor', 'facebook', 'positive', 'negative', 'advantage', 'unanswered'] as const;
export type EstablishmentReviewType = (typeof ESTABLISHMENT_REVIEW_TYPES)[number];

/** Where a review comes from, as the review lists filter it (lower-case in URLs). */
export const ESTABLISHMENT_REVIEW_SOURCES = ['internal', 'google', 'tripadvisor', 'facebook'] as const;
export type EstablishmentReviewSource = (typeof ESTABLISHMENT_REVIEW_SOURCES)[number];

export const establishmentReviewsQuerySchema = v.object({
  ...rangeQuerySchema.entries,
  type: v.optional(v.picklist(ESTABLISHMENT_REVIEW_TYPES, 'type')),
  /** Combines with `type` (e.g. unanswered Google reviews). */
  source: v.optional(v.picklist(ESTABLISHMENT_REVIEW_SOURCES, 'source')),
  page: v.optional(intParam(1, 10000)),
  per_page: v.optional(intParam(1, 100)),
});
export const establishmentTrendsQuerySchema = v.object({ ...rangeQuerySchema.entries, interval: v.optional(v.picklist(TREND_INTERVALS)) });

/** What the owner records to read the trends against. */
export const ESTABLISHMENT_EVENT_KINDS = ['menu', 'renovation', 'promotion', 'staff', 'other'] as const;
export type EstablishmentEventKind = (typeof ESTABLISHMENT_EVENT_KINDS)[number];

export const establishmentEventSchema = v.pipe(
  v.object({
    kind: v.picklist(ESTABLISHMENT_EVENT_KINDS, 'kind'),
    title: v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(120, 'too_long')),
    day: v.pipe(v.string('required'), v.nonEmpty('required'), isoDay),
    end_day: v.optional(v.nullable(v.pipe(v.string(), isoDay))),
    note: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(500, 'too_long')))),
  }),
  v.forward(
    v.check((body) => !body.end_day || body.end_day >= body.day, 'before_start'),
    ['end_day'],
  ),
);
export type EstablishmentEventInput = v.InferOutput<typeof establishmentEventSchema>;

export interface EstablishmentEvent {
  id: number;
  kind: EstablishmentEventKind;
  title: string;
  day: string;
  end_day: string | null;
  note: string | null;
  created_at: string;
}

/** The establishment layout's header: who, where, and the score over the range. */
export interface EstablishmentHeader {
  id: number;
  tag: string;
  name: string;
  city: string | null;
  customer: { tag: string; name: string; language: string; logo: string | null };
  brand: string;
  /** Average over the range divided by 5 (0 to 1): the score helper's input. */
  score: number;
  average: number | null;
  reviews: number;
}

/** One review's place on the density chart: hour of visit (0-23, fractional), day of week (0 Monday), rating. */
export interface DensityPoint {
  hour: number;
  weekday: number;
  rating: number;
}

export interface EstablishmentAnalysis {
  reviews: number;
  average: number | null;
  previous_reviews: number | null;
  previous_average: number | null;
  change: number | null;
  /** Shares 0 to 1 (null without reviews). */
  with_comment: number | null;
  /** Share of platform reviews answered; null without platform reviews. */
  answered: number | null;
  sentiments: Record<ReviewSentiment, number>;
  ratings: { rating: number; reviews: number }[];
  platforms: { source: string; reviews: number; average: number | null }[];
  topics: TopicMatrixRow[];
  points: DensityPoint[];
}

export interface StaffRankingRow {
  id: number;
  tag: string;
  name: string;
  department: string | null;
  reviews: number;
  average: number | null;
  weighted: number | null;
  rank: number;
  topics: TopicMatrixRow[];
}
export interface StaffRanking {
  prior: number;
  mean: number | null;
  rows: StaffRankingRow[];
}

/** A review of the establishment with its analysis (null while not analysed). */
export interface EstablishmentReview extends ReviewItem {
  sentiment: ReviewSentiment | null;
  topics: ReviewTopicMention[];
  /** The text clearly says the opposite of the stars. */
  stars_disagree: boolean;
}
export interface EstablishmentReviewsSummary {
  reviews: number;
  average: number | null;
  sentiments: Record<ReviewSentiment, number>;
  topics: TopicMatrixRow[];
}
export interface EstablishmentReviewsPage {
  data: EstablishmentReview[];
  total: number;
  page: number;
  per_page: number;
  summary: EstablishmentReviewsSummary;
}

export interface EstablishmentTrends extends Trends {
  events: EstablishmentEvent[];
}

export interface ServiceStaff {
  id: number;
  tag: string;
  name: string;
  department: string | null;
  reviews: number;
  average: number | null;
}
export interface ServiceUnit {
  id: number;
  tag: string;
  name: string;
  reviews: number;
  average: number | null;
}
export interface EstablishmentServices {
  staff: ServiceStaff[];
  units: ServiceUnit[];
}
/** The staff member or unit a review list belongs to. */
export interface ServiceSubject {
  kind: 'staff' | 'unit';
  id: number;
  tag: string;
  name: string;
}

/** Checks an event as the API will: the input, or the error codes of each field. */
export function checkEstablishmentEvent(input: unknown): { output: EstablishmentEventInput; errors: null } | { output: null; errors: Record<string, string[]> } {
  const result = v.safeParse(establishmentEventSchema, input);
  if (result.success) return { output: result.output, errors: null };
  const nested = v.flatten<typeof establishmentEventSchema>(result.issues).nested ?? {};
  return { output: null, errors: Object.fromEntries(Object.entries(nested).map(([field, codes]) => [field, codes ?? []])) };
}
