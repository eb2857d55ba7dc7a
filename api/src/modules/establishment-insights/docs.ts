import {
  ESTABLISHMENT_EVENT_KINDS,
  REVIEW_SENTIMENTS,
  type EstablishmentAnalysis,
  type EstablishmentEvent,
  type EstablishmentHeader,
  type EstablishmentReviewsPage,
  type EstablishmentServices,
  type EstablishmentTrends,
  type ServiceSubject,
  type StaffRanking,
} from '@erep/shared/schemas';
import * as v from 'valibot';
import { describeComponents, type Equal, type Expect } from '../../http/openapi-schemas';
import { reviewItemEntries, topicMatrixRowDoc, topicMentionDoc, trendsEntries } from '../reputation/docs';

/* What one establishment's pages answer, for the OpenAPI document only (checked against the shared types below). */
const num = v.number();
const nullableNum = v.nullable(v.number());
const nullableStr = v.nullable(v.string());
const sentiments = v.object({ positive: num, neutral: num, negative: num });

export const establishmentEventDoc = v.object({
  id: num,
  kind: v.picklist(ESTABLISHMENT_EVENT_KINDS),
  title: v.string(),
  day: v.string(),
  end_day: nullableStr,
  note: nullableStr,
  created_at: v.string(),
});
export const establishmentHeaderDoc = v.object({
  id: num,
  tag: v.string(),
  name: v.string(),
  city: nullableStr,
  customer: v.object({ tag: v.string(), name: v.string(), language: v.string(), logo: nullableStr }),
  brand: v.string(),
  score: num,
  average: nullableNum,
  reviews: num,
});
export const establishmentAnalysisDoc = v.object({
  reviews: num,
  average: nullableNum,
  previous_reviews: nullableNum,
  previous_average: nullableNum,
  change: nullableNum,
  with_comment: nullableNum,
  answered: nullableNum,
  sentiments,
  ratings: v.array(v.object({ rating: num, reviews: num })),
  platforms: v.array(v.object({ source: v.string(), reviews: num, average: nullableNum })),
  topics: v.array(topicMatrixRowDoc),
  points: v.array(v.object({ hour: num, weekday: num, rating: num })),
});
export const staffRankingDoc = v.object({
  prior: num,
  mean: nullableNum,
  rows: v.array(
    v.object({ id: num, tag: v.string(), name: v.string(), department: nullableStr, reviews: num, average: nullableNum, weighted: nullableNum, rank: num, topics: v.array(topicMatrixRowDoc) }),
  ),
});
const reviewsPageEntries = {
  data: v.array(v.object({ ...reviewItemEntries, sentiment: v.nullable(v.picklist(REVIEW_SENTIMENTS)), topics: v.array(topicMentionDoc), stars_disagree: v.boolean() })),
  total: num,
  page: num,
  per_page: num,
  summary: v.object({ reviews: num, average: nullableNum, sentiments, topics: v.array(topicMatrixRowDoc) }),
};
export const establishmentReviewsPageDoc = v.object(reviewsPageEntries);
const subjectDoc = v.object({ kind: v.picklist(['staff', 'unit']), id: num, tag: v.string(), name: v.string() });
export const subjectReviewsPageDoc = v.object({ ...reviewsPageEntries, subject: subjectDoc });
export const establishmentTrendsDoc = v.object({ ...trendsEntries, events: v.array(establishmentEventDoc) });
export const establishmentServicesDoc = v.object({
  staff: v.array(v.object({ id: num, tag: v.string(), name: v.string(), department: nullableStr, reviews: num, average: nullableNum })),
  units: v.array(v.object({ id: num, tag: v.string(), name: v.string(), reviews: num, average: nullableNum })),
});

describeComponents({
  EstablishmentEvent: establishmentEventDoc,
  EstablishmentHeader: establishmentHeaderDoc,
  EstablishmentAnalysis: establishmentAnalysisDoc,
  StaffRanking: staffRankingDoc,
  EstablishmentReviewsPage: establishmentReviewsPageDoc,
  EstablishmentTrends: establishmentTrendsDoc,
  EstablishmentServices: establishmentServicesDoc,
});

type Flat<T> = { [K in keyof T]: T[K] };

/** @public A compile-time check that the descriptions match the shared types. */
export type InsightsDocsMatchSharedTypes = [
  Expect<Equal<v.InferOutput<typeof establishmentEventDoc>, EstablishmentEvent>>,
  Expect<Equal<v.InferOutput<typeof establishmentHeaderDoc>, EstablishmentHeader>>,
  Expect<Equal<v.InferOutput<typeof establishmentAnalysisDoc>, EstablishmentAnalysis>>,
  Expect<Equal<v.InferOutput<typeof staffRankingDoc>, StaffRanking>>,
  Expect<Equal<v.InferOutput<typeof establishmentReviewsPageDoc>, EstablishmentReviewsPage>>,
  Expect<Equal<v.InferOutput<typeof subjectReviewsPageDoc>, Flat<EstablishmentReviewsPage & { subject: ServiceSubject }>>>,
  Expect<Equal<v.InferOutput<typeof establishmentTrendsDoc>, EstablishmentTrends>>,
  Expect<Equal<v.InferOutput<typeof establishmentServicesDoc>, EstablishmentServices>>,
];
