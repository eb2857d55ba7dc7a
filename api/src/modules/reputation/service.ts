import type {
  AnalysedReview,
  AnalysisCorrection,
  BackOfficeCounts,
  CustomerListItem,
  CustomerOverview,
  CustomerSort,
  LanguageCode,
  Ranking,
  RankingRow,
  ReviewItem,
  ReviewSentiment,
  ReviewSummary,
  ReviewTopic,
  ReviewTopicMention,
  SearchHit,
  SearchQuery,
  TopicMatrix,
  TrendInterval,
  Trends,
} from '@erep/shared/schemas';
import { fitInterval } from '@erep/shared/rules';
import { REVIEW_TOPICS } from '@erep/shared/schemas';
import type { Orm } from '../../db/client';
import type { Owner } from '../../http/customer-scope';
import { csvTable } from '../../http/csv';
import { badRequest, notFound } from '../../http/errors';
import { exportValue, languageName, yesNo } from '../../http/export-texts';
import * as q from './queries';
import type { Period } from './queries';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const DEFAULT_DAYS = 30;
/** The spec's cap on listed items; CSV exports stop there too. */
const EXPORT_CAP = 10_000;

export interface RangeQuery {
  start_date?: string | undefined;
  end_date?: string | undefined;
  period?: 'global' | undefined;
}

/**
 * The period a page asks for: `period=global` is all time (no previous period); otherwise the dates,
 * by default the 30 days up to today. The previous period has the same length and ends the day before.
 */
export function resolvePeriod(range: RangeQuery, today: Date = new Date()): Period {
  if (range.period === 'global') return { start: null, end: null, previous: null };
  const end = range.end_date ?? isoDay(today);
  const start = range.start_date ?? isoDay(new Date(Date.parse(end) - DEFAULT_DAYS * DAY_MS));
  if (start > end) throw badRequest('The start date must be on or before the end date', { start_date: ['after_end'] });
  const days = Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS) + 1;
  const previousEnd = new Date(Date.parse(start) - DAY_MS);
  const previousStart = new Date(previousEnd.getTime() - (days - 1) * DAY_MS);
  return { start, end, previous: { start: isoDay(previousStart), end: isoDay(previousEnd) } };
}

const change = (now: number | null, before: number | null) => (now === null || before === null ? null : Math.round((now - before) * 100) / 100);

/** Review count and average per establishment; spec default: the last 30 days up to today. */
export async function reviewSummary(orm: Orm, owner: Owner, range: RangeQuery): Promise<ReviewSummary[]> {
  const period = resolvePeriod({ start_date: range.start_date, end_date: range.end_date });
  const rows = await q.reviewCountsByEstablishment(orm, owner, period.start ?? '', period.end ?? '');
  return rows.map((row) => ({ establishment_id: row.id, name: row.name, reviews: row.reviews, average: row.average }));
}

export interface CustomerListOptions {
  q?: string | undefined;
  sort?: CustomerSort | undefined;
  order?: 'asc' | 'desc' | undefined;
  page?: number | undefined;
  per_page?: number | undefined;
}

export async function customerList(
  orm: Orm,
  scope: { partnerId: number | null; customerId: number | null; establishments: readonly number[] | null },
  range: RangeQuery,
  options: CustomerListOptions,
): Promise<{ data: CustomerListItem[]; total: number; page: number; per_page: number }> {
  const period = resolvePeriod(range);
  const perPage = options.per_page ?? 20;
  const page = options.page ?? 1;
  if ((page - 1) * perPage + perPage > EXPORT_CAP) throw badRequest(`Lists stop at ${EXPORT_CAP} items; narrow the search`, { page: ['max_items'] });
  const rows = await q.customersWithFigures(
    orm,
    { ...scope, q: options.q || null, sort: options.sort ?? 'name', order: options.order ?? 'asc', limit: perPage, offset: (page - 1) * perPage },
    period,
  );
  const global = period.previous === null;
  return {
    data: rows.map((r) => ({
      tag: r.tag,
      name: r.name,
      city: r.city,
      plan: r.plan,
      reputation: r.reputation,
      offers: r.offers,
      establishments: r.establishments,
      reviews: r.reviews,
      average: r.average,
      previous_reviews: global ? null : r.previous_reviews,
      previous_average: global ? null : r.previous_average,
      change: change(r.average, r.previous_average),
      last_review: r.last_review,
      payment_state: r.payment_state,
    })),
    total: rows[0]?.total ?? 0,
    page,
    per_page: perPage,
  };
}

export const countsOf = (orm: Orm, range: RangeQuery): Promise<BackOfficeCounts> => q.backOfficeCounts(orm, resolvePeriod(range));

const share = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 1000);

export async function customerOverview(orm: Orm, owner: Owner, range: RangeQuery): Promise<CustomerOverview> {
  const period = resolvePeriod(range);
  const rows = await q.establishmentFigures(orm, owner, period);
  const reviews = rows.reduce((n, r) => n + r.reviews, 0);
  const sum = rows.reduce((n, r) => n + r.rating_sum, 0);
  const average = reviews === 0 ? null : Math.round((sum / reviews) * 100) / 100;
  const global = period.previous === null;
  return {
    // The score helper takes 0..1: the average out of 5.
    score: average === null ? 0 : Math.round((average / 5) * 1000) / 1000,
    average,
    reviews,
    establishments: rows.map((r) => ({
      establishment_id: r.id,
      name: r.name,
      city: r.city,
      reviews: r.reviews,
      average: r.average,
      previous_reviews: global ? null : r.previous_reviews,
      previous_average: global ? null : r.previous_average,
      change: change(r.average, r.previous_average),
      with_comment: share(r.with_comment, r.reviews),
      answered: share(r.answered, r.platform),
    })),
  };
}

interface Place {
  key: string;
  reviews: number;
  ratingSum: number;
}

/**
 * The prior m of a compared set: the median review count of its places that have reviews, so a
 * place weighs as much as the set's mean once it has as many reviews as a typical place of the set
 * (hundreds for restaurants, a handful for staff). At least 1.
 */
export function rankingPrior(counts: readonly number[]): number {
  const sorted = counts.filter((n) => n > 0).sort((a, b) => a - b);
  if (sorted.length === 0) return 1;
  const middle = sorted.length / 2;
  const median = sorted.length % 2 === 1 ? (sorted[Math.floor(middle)] ?? 1) : ((sorted[middle - 1] ?? 1) + (sorted[middle] ?? 1)) / 2;
  return Math.max(1, Math.round(median));
}

/**
 * Ranks places cautiously: score = (v × R + m × min(R, C)) / (v + m), v a place's review count, R its
 * average, C the mean rating of the whole compared set, m the prior. A high average over few reviews is
 * drawn toward C; a low one is kept as it is, since drawing it up to C would rank a worse place with
 * fewer reviews above a better one with more. A place without reviews has no score and comes last.
 * Ties keep the larger volume first.
 */
export function cautiousRanking(places: Place[], prior: number): { mean: number | null; scores: Map<string, { weighted: number | null; rank: number }> } {
  const totalReviews = places.reduce((n, p) => n + p.reviews, 0);
  const mean = totalReviews === 0 ? null : places.reduce((n, p) => n + p.ratingSum, 0) / totalReviews;
  const weighted = places.map((p) => {
    if (p.reviews === 0 || mean === null) return { key: p.key, reviews: p.reviews, weighted: null };
    const average = p.ratingSum / p.reviews;
    return { key: p.key, reviews: p.reviews, weighted: (p.reviews * average + prior * Math.min(average, mean)) / (p.reviews + prior) };
  });
  const ordered = [...weighted].sort((a, b) => {
    if (a.weighted === null || b.weighted === null) return a.weighted === null ? (b.weighted === null ? 0 : 1) : -1;
    return b.weighted - a.weighted || b.reviews - a.reviews;
  });
  return { mean, scores: new Map(ordered.map((p, index) => [p.key, { weighted: p.weighted, rank: index + 1 }])) };
}

const round2 = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

export async function ranking(orm: Orm, owner: Owner, range: RangeQuery, platform: string | null): Promise<Ranking> {
  const period = resolvePeriod(range);
  const rows = await q.placeFigures(orm, owner, period, platform);
  const key = (r: q.PlaceFiguresRow) => `${r.kind}:${r.id}`;
  const prior = rankingPrior(rows.map((r) => r.reviews));
  const now = cautiousRanking(rows.map((r) => ({ key: key(r), reviews: r.reviews, ratingSum: r.rating_sum })), prior);
  const before = period.previous
    ? cautiousRanking(
        rows.map((r) => ({ key: key(r), reviews: r.previous_reviews, ratingSum: r.previous_rating_sum })),
        rankingPrior(rows.map((r) => r.previous_reviews)),
      )
    : null;
  const result: RankingRow[] = rows.map((r) => {
    const score = now.scores.get(key(r));
    const previous = before?.scores.get(key(r));
    // A place without reviews before had no rank to move from.
    const previousRank = previous && previous.weighted !== null ? previous.rank : null;
    const rank = score?.rank ?? rows.length;
    return {
      kind: r.kind,
      id: r.id,
      name: r.name,
      of: r.of,
      reviews: r.reviews,
      average: r.reviews === 0 ? null : round2(r.rating_sum / r.reviews),
      weighted: round2(score?.weighted ?? null),
      rank,
      previous_rank: previousRank,
      rank_change: previousRank === null || score?.weighted == null ? null : previousRank - rank,
      google_rating: r.google_rating === null ? null : round2(Number(r.google_rating)),
      google_reviews: r.google_reviews,
    };
  });
  result.sort((a, b) => a.rank - b.rank);
  return { prior, mean: round2(now.mean), rows: result };
}

/** The interval asked for, or the one that fits the period (days for a month, not two monthly points). */
export const intervalFor = (period: Period, asked: TrendInterval | undefined): TrendInterval =>
  asked ?? (period.start === null || period.end === null ? 'month' : fitInterval({ start_date: period.start, end_date: period.end }));

export async function trends(orm: Orm, owner: Owner, range: RangeQuery, asked: TrendInterval | undefined): Promise<Trends> {
  const period = resolvePeriod(range);
  const interval = intervalFor(period, asked);
  const [places, points] = await Promise.all([q.places(orm, owner), q.trendRows(orm, owner, period, interval)]);
  const byPlace = new Map<string, Trends['series'][number]['points']>();
  for (const p of points) {
    const list = byPlace.get(`${p.kind}:${p.id}`) ?? [];
    list.push({ period: p.period, reviews: p.reviews, average: p.average });
    byPlace.set(`${p.kind}:${p.id}`, list);
  }
  return {
    interval,
    series: places.map((p) => ({ kind: p.kind, id: p.id, name: p.of ? `${p.name} (${p.of})` : p.name, points: byPlace.get(`${p.kind}:${p.id}`) ?? [] })),
  };
}

export async function topicMatrix(orm: Orm, owner: Owner, range: RangeQuery): Promise<TopicMatrix> {
  const period = resolvePeriod(range);
  const [counts, totals] = await Promise.all([q.topicCounts(orm, owner, period), q.analysedCounts(orm, owner, period)]);
  const rows = REVIEW_TOPICS.map((topic) => ({ topic, positive: 0, neutral: 0, negative: 0 }));
  for (const c of counts) {
    const row = rows.find((r) => r.topic === c.topic);
    if (row && (c.sentiment === 'positive' || c.sentiment === 'neutral' || c.sentiment === 'negative')) row[c.sentiment] += c.reviews;
  }
  return { rows, analysed: totals.analysed, corrected: totals.corrected };
}

export const reviewItem = (r: q.ReviewRow): ReviewItem => ({
  id: r.id,
  place: r.place,
  kind: r.kind,
  source: r.source,
  rating: r.rating,
  comment: r.comment,
  language: r.language,
  author: r.author,
  visit_day: r.visit_day,
  created_at: r.created_at,
  is_internal: r.is_internal,
  with_advantage: r.with_advantage,
  answered: r.answered,
});

const analysedReview = (r: q.AnalysedReviewRow): AnalysedReview => ({
  ...reviewItem(r),
  sentiment: r.sentiment as ReviewSentiment,
  topics: (r.topics ?? []).map((t) => ({ topic: t.topic as ReviewTopic, sentiment: t.sentiment as ReviewSentiment, spans: t.spans ?? [] })),
  corrected: r.corrected,
  stars_disagree: r.stars_disagree,
});

export async function topicReviews(
  orm: Orm,
  owner: Owner,
  topic: ReviewTopic,
  query: RangeQuery & { sentiment?: ReviewSentiment | undefined; page?: number | undefined; per_page?: number | undefined },
) {
  const period = resolvePeriod(query);
  const perPage = query.per_page ?? 20;
  const page = query.page ?? 1;
  const rows = await q.reviewsOfTopic(orm, owner, period, topic, query.sentiment ?? null, perPage, (page - 1) * perPage);
  return { data: rows.map(analysedReview), total: rows[0]?.total ?? 0, page, per_page: perPage };
}

/**
 * Keeps a user's correction beside the analyser's result (readers prefer it). Topics kept from the
 * analysis keep their phrases; a topic the user adds has none.
 */
export async function correctAnalysis(orm: Orm, owner: Owner, reviewId: number, correction: AnalysisCorrection, userId: number): Promise<AnalysedReview> {
  const current = await q.analysisOfReview(orm, owner, reviewId);
  if (!current) throw notFound('This review has no analysis yet');
  const spansOf = new Map((current.original_topics ?? []).map((t) => [t.topic, t.spans ?? []]));
  const topics: ReviewTopicMention[] | null = correction.topics
    ? correction.topics.map((t) => ({ topic: t.topic, sentiment: t.sentiment, spans: spansOf.get(t.topic) ?? [] }))
    : null;
  await q.saveCorrection(orm, reviewId, { sentiment: correction.sentiment ?? null, topics }, userId);
  const updated = await q.analysisOfReview(orm, owner, reviewId);
  if (!updated) throw notFound('This review has no analysis yet');
  return analysedReview(updated);
}

function searchFilters(query: SearchQuery): q.SearchFilters {
  const place = query.place ?? null;
  return {
    q: query.q || null,
    establishmentId: place?.startsWith('e') ? Number(place.slice(1)) : null,
    competitorId: place?.startsWith('c') ? Number(place.slice(1)) : null,
    rating: query.rating ?? null,
    platform: query.platform ?? null,
    language: query.language ?? null,
    topic: query.topic ?? null,
    sentiment: query.sentiment ?? null,
    withComment: query.with_comment ?? null,
    withAdvantage: query.with_advantage ?? null,
    starsDisagree: query.stars_disagree ?? null,
  };
}

/**
 * One page of matches and their total. Words first; when they match nothing, the same search by
 * similarity, which forgives typos.
 */
async function searchPage(orm: Orm, owner: Owner, period: Period, filters: q.SearchFilters, limit: number, offset: number): Promise<{ rows: q.SearchRow[]; total: number }> {
  const rows = await q.searchReviews(orm, owner, period, filters, limit, offset);
  // Past the last page no row carries the total: count apart (rare).
  const total = rows[0]?.total ?? (offset > 0 ? await q.countSearch(orm, owner, period, filters) : 0);
  if (total === 0 && !filters.fuzzy && filters.q && filters.q.length >= 3) return searchPage(orm, owner, period, { ...filters, fuzzy: true }, limit, offset);
  return { rows, total };
}

export async function search(orm: Orm, owner: Owner, query: SearchQuery) {
  const period = resolvePeriod(query);
  const perPage = query.per_page ?? 20;
  const page = query.page ?? 1;
  if ((page - 1) * perPage + perPage > EXPORT_CAP) throw badRequest(`Lists stop at ${EXPORT_CAP} items; narrow the search`, { page: ['max_items'] });
  const { rows, total } = await searchPage(orm, owner, period, searchFilters(query), perPage, (page - 1) * perPage);
  const data: SearchHit[] = rows.map((r) => ({ ...reviewItem(r), highlighted: r.highlighted, sentiment: (r.review_sentiment as ReviewSentiment | null) ?? null, stars_disagree: r.stars_disagree ?? false }));
  return { data, total, page, per_page: perPage };
}

export const CSV_COLUMNS = ['date', 'place', 'platform', 'rating', 'language', 'sentiment', 'author', 'internal', 'advantage', 'comment'] as const;

/** The search's results (up to the list cap) as CSV in the user's language; the library quotes separators, quotes and line breaks. */
export async function searchCsv(orm: Orm, owner: Owner, query: SearchQuery, lang: LanguageCode): Promise<string> {
  const period = resolvePeriod(query);
  const { rows } = await searchPage(orm, owner, period, searchFilters(query), EXPORT_CAP, 0);
  return csvTable(
    lang,
    CSV_COLUMNS,
    rows.map((r) => [
      r.visit_day,
      r.place,
      exportValue(r.source, lang),
      r.rating,
      languageName(r.language, lang),
      exportValue(r.review_sentiment, lang),
      r.author ?? '',
      yesNo(r.is_internal, lang),
      yesNo(r.with_advantage, lang),
      r.comment ?? '',
    ]),
  );
}

export async function latest(orm: Orm, owner: Owner, limit: number): Promise<ReviewItem[]> {
  return (await q.latestReviews(orm, owner, limit)).map(reviewItem);
}
