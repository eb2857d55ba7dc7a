import {
  REVIEW_SENTIMENTS,
  REVIEW_TOPICS,
  type EstablishmentAnalysis,
  type EstablishmentEvent,
  type EstablishmentEventInput,
  type EstablishmentEventKind,
  type EstablishmentHeader,
  type EstablishmentReview,
  type EstablishmentReviewsPage,
  type EstablishmentReviewSource,
  type EstablishmentReviewType,
  type EstablishmentServices,
  type EstablishmentTrends,
  type ReviewSentiment,
  type ReviewTopic,
  type ServiceSubject,
  type StaffRanking,
  type TopicMatrixRow,
  type TrendInterval,
} from '@erep/shared/schemas';
import type { Orm } from '../../db/client';
import { notFound } from '../../http/errors';
import { cautiousRanking, intervalFor, rankingPrior, resolvePeriod, reviewItem, type RangeQuery } from '../reputation/service';
import * as q from './queries';

const round2 = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);
const share = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 1000);

/** The establishment, or the same 404 whether it does not exist or belongs to another customer. */
async function establishment(orm: Orm, customerId: number, id: number): Promise<q.EstablishmentRow> {
  const row = await q.establishmentOf(orm, customerId, id);
  if (!row) throw notFound('Establishment not found', 'establishment_not_found');
  return row;
}

function topicRows(counts: { topic: string; sentiment: string; reviews: number }[]): TopicMatrixRow[] {
  const rows = REVIEW_TOPICS.map((topic) => ({ topic, positive: 0, neutral: 0, negative: 0 }));
  for (const c of counts) {
    const row = rows.find((r) => r.topic === c.topic);
    if (row && (REVIEW_SENTIMENTS as readonly string[]).includes(c.sentiment)) row[c.sentiment as ReviewSentiment] += c.reviews;
  }
  return rows;
}

function sentimentSplit(counts: { sentiment: string; reviews: number }[]): Record<ReviewSentiment, number> {
  const split: Record<ReviewSentiment, number> = { positive: 0, neutral: 0, negative: 0 };
  for (const c of counts) if ((REVIEW_SENTIMENTS as readonly string[]).includes(c.sentiment)) split[c.sentiment as ReviewSentiment] += c.reviews;
  return split;
}

export async function header(orm: Orm, customerId: number, id: number, range: RangeQuery): Promise<EstablishmentHeader> {
  const period = resolvePeriod(range);
  const e = await establishment(orm, customerId, id);
  const f = await q.figures(orm, e.id, period);
  return {
    id: e.id,
    tag: e.tag,
    name: e.name,
    city: e.city,
    customer: { tag: e.customer_tag, name: e.customer_name, language: e.customer_language, logo: e.customer_logo },
    brand: e.brand,
    // The score helper takes 0..1: the average out of 5.
    score: f.average === null ? 0 : Math.round((f.average / 5) * 1000) / 1000,
    average: f.average,
    reviews: f.reviews,
  };
}

export async function analysis(orm: Orm, customerId: number, id: number, range: RangeQuery): Promise<EstablishmentAnalysis> {
  const period = resolvePeriod(range);
  const e = await establishment(orm, customerId, id);
  const [f, summary, ratings, platforms, points] = await Promise.all([
    q.figures(orm, e.id, period),
    q.reviewSummary(orm, e.id, period, { type: 'all' }),
    q.ratingCounts(orm, e.id, period),
    q.platformCounts(orm, e.id, period),
    q.densityPoints(orm, e.id, e.country, period),
  ]);
  const global = period.previous === null;
  return {
    reviews: f.reviews,
    average: f.average,
    previous_reviews: global ? null : f.previous_reviews,
    previous_average: global ? null : f.previous_average,
    change: f.average === null || f.previous_average === null || global ? null : round2(f.average - f.previous_average),
    with_comment: share(f.with_comment, f.reviews),
    answered: share(f.answered, f.platform),
    sentiments: sentimentSplit(summary.sentiments),
    ratings: [1, 2, 3, 4, 5].map((rating) => ({ rating, reviews: ratings.find((r) => r.rating === rating)?.reviews ?? 0 })),
    platforms,
    topics: topicRows(summary.topics),
    points: points.map((p) => ({ hour: Math.round(p.hour * 100) / 100, weekday: p.weekday, rating: p.rating })),
  };
}

/** Staff ranked by the same cautious score as the places of the ranking page, with a prior sized to the staff's own counts. */
export async function staffRanking(orm: Orm, customerId: number, id: number, range: RangeQuery): Promise<StaffRanking> {
  const period = resolvePeriod(range);
  const e = await establishment(orm, customerId, id);
  const [staff, topics] = await Promise.all([q.staffFigures(orm, e.id, period), q.staffTopicCounts(orm, e.id, period)]);
  const prior = rankingPrior(staff.map((s) => s.reviews));
  const ranked = cautiousRanking(staff.map((s) => ({ key: String(s.id), reviews: s.reviews, ratingSum: s.rating_sum })), prior);
  const rows = staff.map((s) => {
    const score = ranked.scores.get(String(s.id));
    return {
      id: s.id,
      tag: s.tag,
      name: `${s.first_name} ${s.last_name}`,
      department: s.department,
      reviews: s.reviews,
      average: s.reviews === 0 ? null : round2(s.rating_sum / s.reviews),
      weighted: round2(score?.weighted ?? null),
      rank: score?.rank ?? staff.length,
      topics: topicRows(topics.filter((t) => t.staff_id === s.id)),
    };
  });
  rows.sort((a, b) => a.rank - b.rank);
  return { prior, mean: round2(ranked.mean), rows };
}

const reviewOf = (r: q.EstablishmentReviewRow): EstablishmentReview => ({
  ...reviewItem(r),
  sentiment: (r.sentiment as ReviewSentiment | null) ?? null,
  topics: (r.topics ?? []).map((t) => ({ topic: t.topic as ReviewTopic, sentiment: t.sentiment as ReviewSentiment, spans: t.spans ?? [] })),
  stars_disagree: r.stars_disagree ?? false,
});

export interface ReviewListQuery extends RangeQuery {
  type?: EstablishmentReviewType | undefined;
  source?: EstablishmentReviewSource | undefined;
  page?: number | undefined;
  per_page?: number | undefined;
}

async function reviewList(orm: Orm, establishmentId: number, query: ReviewListQuery, subject: { staffId?: number; unitId?: number }): Promise<EstablishmentReviewsPage> {
  const period = resolvePeriod(query);
  const perPage = query.per_page ?? 20;
  const page = query.page ?? 1;
  const filter: q.ReviewFilter = { type: query.type ?? 'all', source: query.source ?? null, staffId: subject.staffId ?? null, unitId: subject.unitId ?? null };
  const [rows, summary] = await Promise.all([q.reviewPage(orm, establishmentId, period, filter, perPage, (page - 1) * perPage), q.reviewSummary(orm, establishmentId, period, filter)]);
  return {
    data: rows.map(reviewOf),
    total: summary.totals.reviews,
    page,
    per_page: perPage,
    summary: { reviews: summary.totals.reviews, average: summary.totals.average, sentiments: sentimentSplit(summary.sentiments), topics: topicRows(summary.topics) },
  };
}

export async function reviews(orm: Orm, customerId: number, id: number, query: ReviewListQuery): Promise<EstablishmentReviewsPage> {
  const e = await establishment(orm, customerId, id);
  return reviewList(orm, e.id, query, {});
}

export async function subjectReviews(
  orm: Orm,
  customerId: number,
  id: number,
  subject: { kind: 'staff' | 'unit'; tag: string },
  query: ReviewListQuery,
): Promise<EstablishmentReviewsPage & { subject: ServiceSubject }> {
  const e = await establishment(orm, customerId, id);
  const found = subject.kind === 'staff' ? await q.staffByTag(orm, e.id, subject.tag) : await q.unitByTag(orm, e.id, subject.tag);
  if (!found) throw notFound(subject.kind === 'staff' ? 'Staff member not found' : 'Unit not found', subject.kind === 'staff' ? 'staff_not_found' : 'unit_not_found');
  const list = await reviewList(orm, e.id, query, subject.kind === 'staff' ? { staffId: found.id } : { unitId: found.id });
  return { ...list, subject: { kind: subject.kind, ...found } };
}

export async function services(orm: Orm, customerId: number, id: number, range: RangeQuery): Promise<EstablishmentServices> {
  const period = resolvePeriod(range);
  const e = await establishment(orm, customerId, id);
  const [staff, units] = await Promise.all([q.staffFigures(orm, e.id, period), q.unitFigures(orm, e.id, period)]);
  const average = (r: { reviews: number; rating_sum: number }) => (r.reviews === 0 ? null : round2(r.rating_sum / r.reviews));
  return {
    staff: staff.map((s) => ({ id: s.id, tag: s.tag, name: `${s.first_name} ${s.last_name}`, department: s.department, reviews: s.reviews, average: average(s) })),
    units: units.map((u) => ({ id: u.id, tag: u.tag, name: u.name, reviews: u.reviews, average: average(u) })),
  };
}

const eventOf = (r: q.EventRow): EstablishmentEvent => ({ ...r, kind: r.kind as EstablishmentEventKind });

/** This establishment and its competitors over time, with the owner's events to read them against. */
export async function trends(orm: Orm, customerId: number, id: number, range: RangeQuery, asked: TrendInterval | undefined): Promise<EstablishmentTrends> {
  const period = resolvePeriod(range);
  const interval = intervalFor(period, asked);
  const e = await establishment(orm, customerId, id);
  const [competitors, points, events] = await Promise.all([q.competitorsOf(orm, e.id), q.trendRows(orm, e.id, period, interval), q.eventsOf(orm, e.id, period)]);
  const pointsOf = (kind: 'establishment' | 'competitor', placeId: number) =>
    points.filter((p) => p.kind === kind && p.id === placeId).map((p) => ({ period: p.period, reviews: p.reviews, average: p.average }));
  return {
    interval,
    series: [
      { kind: 'establishment' as const, id: e.id, name: e.name, points: pointsOf('establishment', e.id) },
      ...competitors.map((c) => ({ kind: 'competitor' as const, id: c.id, name: c.name, points: pointsOf('competitor', c.id) })),
    ],
    events: events.map(eventOf),
  };
}

export async function events(orm: Orm, customerId: number, id: number): Promise<EstablishmentEvent[]> {
  const e = await establishment(orm, customerId, id);
  return (await q.eventsOf(orm, e.id, { start: null, end: null, previous: null })).map(eventOf);
}

const valuesOf = (input: EstablishmentEventInput): q.EventValues => ({
  kind: input.kind,
  title: input.title,
  day: input.day,
  endDay: input.end_day ?? null,
  note: input.note ? input.note : null,
});

export async function createEvent(orm: Orm, customerId: number, id: number, input: EstablishmentEventInput, userId: number): Promise<EstablishmentEvent> {
  const e = await establishment(orm, customerId, id);
  const row = await q.insertEvent(orm, e.id, valuesOf(input), userId);
  if (!row) throw new Error('event not stored');
  return eventOf(row);
}

export async function updateEvent(orm: Orm, customerId: number, id: number, eventId: number, input: EstablishmentEventInput): Promise<EstablishmentEvent> {
  const e = await establishment(orm, customerId, id);
  const row = await q.updateEvent(orm, e.id, eventId, valuesOf(input));
  if (!row) throw notFound('Event not found', 'event_not_found');
  return eventOf(row);
}

export async function deleteEvent(orm: Orm, customerId: number, id: number, eventId: number): Promise<void> {
  const e = await establishment(orm, customerId, id);
  if (!(await q.deleteEvent(orm, e.id, eventId))) throw notFound('Event not found', 'event_not_found');
}
