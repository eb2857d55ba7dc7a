import * as v from 'valibot';

/** 'YYYY-MM-DD', or the spec's 'YYYY-M-DD' (month or day not zero-padded). */
const dayParam = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{1,2}-\d{1,2}$/, 'date'),
  v.transform((value) => {
    const [y, m, d] = value.split('-');
    return `${y}-${m?.padStart(2, '0')}-${d?.padStart(2, '0')}`;
  }),
  v.check((value) => !Number.isNaN(Date.parse(value)), 'date'),
);
export const reviewSummaryQuerySchema = v.object({ start_date: v.optional(dayParam), end_date: v.optional(dayParam) });

/** Reviews collected per establishment over a date range (back-office reputation). */
export interface ReviewSummary {
  establishment_id: number;
  name: string;
  reviews: number;
  /** Average rating out of 5, null without reviews. */
  average: number | null;
}

/** A period of the back office: start/end dates, or `period=global` for all time. */
const rangeEntries = {
  start_date: v.optional(dayParam),
  end_date: v.optional(dayParam),
  period: v.optional(v.picklist(['global'])),
};
const intParam = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'number'), v.transform(Number), v.minValue(min, 'too_small'), v.maxValue(max, 'too_large'));
const flagParam = v.pipe(v.picklist(['true', 'false', '1', '0']), v.transform((value) => value === 'true' || value === '1'));

export const REVIEW_SENTIMENTS = ['positive', 'neutral', 'negative'] as const;
export type ReviewSentiment = (typeof REVIEW_SENTIMENTS)[number];
export const REVIEW_TOPICS = ['staff', 'service', 'product', 'price', 'cleanliness', 'atmosphere', 'location'] as const;
export type ReviewTopic = (typeof REVIEW_TOPICS)[number];
/** Where a review comes from: our own form, or a platform. */
export const REVIEW_PLATFORMS = ['internal_form', 'Google', 'TripAdvisor', 'Facebook'] as const;
export type ReviewPlatform = (typeof REVIEW_PLATFORMS)[number];

export const rangeQuerySchema = v.object(rangeEntries);

export const CUSTOMER_SORTS = ['name', 'tag', 'city', 'plan', 'establishments', 'reviews', 'average', 'change', 'last_review'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export const customersQuerySchema = v.object({
  ...rangeEntries,
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'too_long'))),
  sort: v.optional(v.picklist(CUSTOMER_SORTS)),
  order: v.optional(v.picklist(['asc', 'desc'])),
  page: v.optional(intParam(1, 10000)),
  per_page: v.optional(intParam(1, 100)),
});

export const rankingQuerySchema = v.object({ ...rangeEntries, platform: v.optional(v.picklist(REVIEW_PLATFORMS)) });
/** Points of a trend line: one per day, week (starting Monday) or month. */
export const TREND_INTERVALS = ['day', 'week', 'month'] as const;
export type TrendInterval = (typeof TREND_INTERVALS)[number];
export const trendsQuerySchema = v.object({ ...rangeEntries, interval: v.optional(v.picklist(TREND_INTERVALS)) });
export const topicReviewsQuerySchema = v.object({
  ...rangeEntries,
  sentiment: v.optional(v.picklist(REVIEW_SENTIMENTS)),
  page: v.optional(intParam(1, 10000)),
  per_page: v.optional(intParam(1, 100)),
});
export const topicParamSchema = v.object({ topic: v.picklist(REVIEW_TOPICS) });
export const analysisCorrectionSchema = v.pipe(
  v.object({
    sentiment: v.optional(v.picklist(REVIEW_SENTIMENTS, 'sentiment')),
    topics: v.optional(v.pipe(v.array(v.object({ topic: v.picklist(REVIEW_TOPICS, 'topic'), sentiment: v.picklist(REVIEW_SENTIMENTS, 'sentiment') })), v.maxLength(REVIEW_TOPICS.length, 'too_long'))),
  }),
  v.check((body) => body.sentiment !== undefined || body.topics !== undefined, 'required'),
);
export type AnalysisCorrection = v.InferOutput<typeof analysisCorrectionSchema>;

export const searchQuerySchema = v.object({
  ...rangeEntries,
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'too_long'))),
  /** `e<id>` one of the customer's establishments, `c<id>` a competitor. */
  place: v.optional(v.pipe(v.string(), v.regex(/^[ec][1-9][0-9]{0,9}$/, 'place'))),
  rating: v.optional(intParam(1, 5)),
  platform: v.optional(v.picklist(REVIEW_PLATFORMS)),
  language: v.optional(v.picklist(['fr', 'en', 'sp'])),
  topic: v.optional(v.picklist(REVIEW_TOPICS)),
  sentiment: v.optional(v.picklist(REVIEW_SENTIMENTS)),
  with_comment: v.optional(flagParam),
  with_advantage: v.optional(flagParam),
  /** Reviews whose text clearly says the opposite of their stars. */
  stars_disagree: v.optional(flagParam),
  page: v.optional(intParam(1, 10000)),
  per_page: v.optional(intParam(1, 100)),
});
export type SearchQuery = v.InferOutput<typeof searchQuerySchema>;
export const latestQuerySchema = v.object({ limit: v.optional(intParam(1, 100)) });

/** Figures of a period beside those of the period just before it (null: global, no previous). */
export interface PeriodFigures {
  reviews: number;
  average: number | null;
  previous_reviews: number | null;
  previous_average: number | null;
  /** Average now minus average before; null when either is missing. */
  change: number | null;
}

/** Where a customer stands with its payments: never paid since sign-up, paid up, or its last subscription ended. */
export type PaymentState = 'awaiting_first_payment' | 'active' | 'ended';

export interface CustomerListItem extends PeriodFigures {
  tag: string;
  name: string;
  city: string | null;
  plan: string | null;
  /** The plan includes reputation: its establishment list can be opened. */
  reputation: boolean;
  /** The plan includes the offers program: without reputation, the customer opens on its offers. */
  offers: boolean;
  establishments: number;
  last_review: string | null;
  payment_state: PaymentState;
}

export interface BackOfficeCounts {
  partners: number;
  customers: number;
  establishments: number;
  reviews: number;
}

export interface EstablishmentOverview extends PeriodFigures {
  establishment_id: number;
  name: string;
  city: string | null;
  /** Share (0 to 1) of the period's reviews with a comment; null without reviews. */
  with_comment: number | null;
  /** Share (0 to 1) of the period's platform reviews the establishment answered; null without any. */
  answered: number | null;
}

export interface CustomerOverview {
  /** Average of all establishments over the period divided by 5 (0 to 1): the score helper's input. */
  score: number;
  average: number | null;
  reviews: number;
  establishments: EstablishmentOverview[];
}

export interface RankingRow {
  kind: 'establishment' | 'competitor';
  id: number;
  name: string;
  /** For a competitor: the establishment it is compared with. */
  of: string | null;
  reviews: number;
  average: number | null;
  weighted: number | null;
  rank: number;
  previous_rank: number | null;
  /** Positive: moved up. */
  rank_change: number | null;
  /** A competitor followed on Google (Places API): its public rating and review count, as last recorded. */
  google_rating: number | null;
  google_reviews: number | null;
}

export interface Ranking {
  /** Prior m of the weighted score: the median review count of the compared places that have reviews. */
  prior: number;
  /** Mean rating C of the compared set. */
  mean: number | null;
  rows: RankingRow[];
}

export interface TrendPoint {
  period: string;
  reviews: number;
  average: number | null;
}
export interface TrendSeries {
  kind: 'establishment' | 'competitor';
  id: number;
  name: string;
  points: TrendPoint[];
}
export interface Trends {
  interval: TrendInterval;
  series: TrendSeries[];
}

export interface TopicMatrixRow {
  topic: ReviewTopic;
  positive: number;
  neutral: number;
  negative: number;
}
export interface TopicMatrix {
  rows: TopicMatrixRow[];
  /** Reviews with an analysis in the period. */
  analysed: number;
  corrected: number;
}

export interface ReviewTopicMention {
  topic: ReviewTopic;
  sentiment: ReviewSentiment;
  spans: [number, number][];
}

export interface ReviewItem {
  id: number;
  place: string;
  kind: 'establishment' | 'competitor';
  source: string;
  rating: number;
  comment: string | null;
  language: string | null;
  author: string | null;
  visit_day: string;
  created_at: string;
  is_internal: boolean;
  with_advantage: boolean;
  answered: boolean;
}

export interface AnalysedReview extends ReviewItem {
  /** The review's verdict: its stars' (1-2 negative, 3 neutral, 4-5 positive) unless a user corrected it. */
  sentiment: ReviewSentiment;
  topics: ReviewTopicMention[];
  corrected: boolean;
  /** The text clearly says the opposite of the stars. */
  stars_disagree: boolean;
}

export interface SearchHit extends ReviewItem {
  /** The comment with matches between \u0002 and \u0003 (never HTML); null without a comment. */
  highlighted: string | null;
  sentiment: ReviewSentiment | null;
  /** The text clearly says the opposite of the stars. */
  stars_disagree: boolean;
}
