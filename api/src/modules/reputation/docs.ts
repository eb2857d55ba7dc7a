import {
  REVIEW_SENTIMENTS,
  REVIEW_TOPICS,
  TREND_INTERVALS,
  type AnalysedReview,
  type BackOfficeCounts,
  type CustomerListItem,
  type CustomerOverview,
  type Ranking,
  type ReviewItem,
  type ReviewSummary,
  type SearchHit,
  type TopicMatrix,
  type Trends,
} from '@erep/shared/schemas';
import * as v from 'valibot';
import { describeComponents, type Equal, type Expect } from '../../http/openapi-schemas';

/*
 * What the reputation routes answer, for the OpenAPI document only. The type checks at the end keep
 * each description equal to the shared interface the handlers return.
 */
const num = v.number();
const nullableNum = v.nullable(v.number());
const nullableStr = v.nullable(v.string());
const placeKind = v.picklist(['establishment', 'competitor']);
const sentiment = v.picklist(REVIEW_SENTIMENTS);
const topic = v.picklist(REVIEW_TOPICS);

export const reviewSummaryDoc = v.object({ establishment_id: num, name: v.string(), reviews: num, average: nullableNum });
const periodFigures = { reviews: num, average: nullableNum, previous_reviews: nullableNum, previous_average: nullableNum, change: nullableNum };
export const customerOverviewDoc = v.object({
  score: num,
  average: nullableNum,
  reviews: num,
  establishments: v.array(v.object({ ...periodFigures, establishment_id: num, name: v.string(), city: nullableStr, with_comment: nullableNum, answered: nullableNum })),
});
export const rankingDoc = v.object({
  prior: num,
  mean: nullableNum,
  rows: v.array(
    v.object({
      kind: placeKind,
      id: num,
      name: v.string(),
      of: nullableStr,
      reviews: num,
      average: nullableNum,
      weighted: nullableNum,
      rank: num,
      previous_rank: nullableNum,
      rank_change: nullableNum,
      google_rating: nullableNum,
      google_reviews: nullableNum,
    }),
  ),
});
export const trendsEntries = {
  interval: v.picklist(TREND_INTERVALS),
  series: v.array(v.object({ kind: placeKind, id: num, name: v.string(), points: v.array(v.object({ period: v.string(), reviews: num, average: nullableNum })) })),
};
export const trendsDoc = v.object(trendsEntries);
export const topicMatrixRowDoc = v.object({ topic, positive: num, neutral: num, negative: num });
export const topicMentionDoc = v.object({ topic, sentiment, spans: v.array(v.tuple([num, num])) });
export const topicMatrixDoc = v.object({
  rows: v.array(topicMatrixRowDoc),
  analysed: num,
  corrected: num,
});
export const reviewItemEntries = {
  id: num,
  place: v.string(),
  kind: placeKind,
  source: v.string(),
  rating: num,
  comment: nullableStr,
  language: nullableStr,
  author: nullableStr,
  visit_day: v.string(),
  created_at: v.string(),
  is_internal: v.boolean(),
  with_advantage: v.boolean(),
  answered: v.boolean(),
};
export const reviewItemDoc = v.object(reviewItemEntries);
export const analysedReviewDoc = v.object({
  ...reviewItemEntries,
  sentiment,
  topics: v.array(topicMentionDoc),
  corrected: v.boolean(),
  stars_disagree: v.boolean(),
});
export const searchHitDoc = v.object({ ...reviewItemEntries, highlighted: nullableStr, sentiment: v.nullable(sentiment), stars_disagree: v.boolean() });
export const customerListItemDoc = v.object({
  ...periodFigures,
  tag: v.string(),
  name: v.string(),
  city: nullableStr,
  plan: nullableStr,
  reputation: v.boolean(),
  offers: v.boolean(),
  establishments: num,
  last_review: nullableStr,
  payment_state: v.picklist(['awaiting_first_payment', 'active', 'ended']),
});
export const backOfficeCountsDoc = v.object({ partners: num, customers: num, establishments: num, reviews: num });

describeComponents({
  ReviewSummary: reviewSummaryDoc,
  CustomerOverview: customerOverviewDoc,
  Ranking: rankingDoc,
  Trends: trendsDoc,
  TopicMatrix: topicMatrixDoc,
  ReviewItem: reviewItemDoc,
  AnalysedReview: analysedReviewDoc,
  SearchHit: searchHitDoc,
  CustomerListItem: customerListItemDoc,
  BackOfficeCounts: backOfficeCountsDoc,
});

/** @public A compile-time check that the descriptions match the shared types. */
export type ReputationDocsMatchSharedTypes = [
  Expect<Equal<v.InferOutput<typeof reviewSummaryDoc>, ReviewSummary>>,
  Expect<Equal<v.InferOutput<typeof customerOverviewDoc>, CustomerOverview>>,
  Expect<Equal<v.InferOutput<typeof rankingDoc>, Ranking>>,
  Expect<Equal<v.InferOutput<typeof trendsDoc>, Trends>>,
  Expect<Equal<v.InferOutput<typeof topicMatrixDoc>, TopicMatrix>>,
  Expect<Equal<v.InferOutput<typeof reviewItemDoc>, ReviewItem>>,
  Expect<Equal<v.InferOutput<typeof analysedReviewDoc>, AnalysedReview>>,
  Expect<Equal<v.InferOutput<typeof searchHitDoc>, SearchHit>>,
  Expect<Equal<v.InferOutput<typeof customerListItemDoc>, CustomerListItem>>,
  Expect<Equal<v.InferOutput<typeof backOfficeCountsDoc>, BackOfficeCounts>>,
];
