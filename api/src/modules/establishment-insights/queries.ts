import { sql, type SQL } from 'drizzle-orm';
import type { TrendInterval } from '@erep/shared/schemas';
import type { Orm } from '../../db/client';
import { avg2, inEither, inPeriod, inPrevious, REVIEW_COLUMNS, REVIEW_SENTIMENT, rows, SENTIMENT_OF, STARS_SENTIMENT, TOPICS_OF, type Period, type ReviewRow } from '../reputation/queries';

const DAY = sql.raw('r.visit_day');

export interface EstablishmentRow {
  id: number;
  tag: string;
  name: string;
  city: string | null;
  country: string | null;
  customer_tag: string;
  customer_name: string;
  customer_language: string;
  customer_logo: string | null;
  brand: string;
}

/** One establishment of the customer; another customer's id reads as unknown. */
export async function establishmentOf(orm: Orm, customerId: number, id: number): Promise<EstablishmentRow | undefined> {
  const [row] = await rows<EstablishmentRow>(
    orm,
    sql`select e.id, e.tag, e.name, e.city, e.country, cu.tag as customer_tag, cu.name as customer_name,
      coalesce(cu.language, p.language, 'fr') as customer_language, cu.logo as customer_logo, p.brand
    from establishments e join customers cu on cu.id = e.customer_id join partners p on p.id = cu.partner_id
    where e.id = ${id} and e.customer_id = ${customerId}`,
  );
  return row;
}

export interface FiguresRow {
  reviews: number;
  average: number | null;
  previous_reviews: number;
  previous_average: number | null;
  with_comment: number;
  platform: number;
  answered: number;
  rating_sum: number;
}

/** Own reviews (not competitors') of the establishment: now and in the period before. */
export async function figures(orm: Orm, establishmentId: number, period: Period): Promise<FiguresRow> {
  const cur = inPeriod(DAY, period);
  const [row] = await rows<FiguresRow>(
    orm,
    sql`select (count(*) filter (where ${cur}))::int as reviews,
      ${avg2(sql`r.rating`, cur)} as average,
      (count(*) filter (where ${inPrevious(DAY, period)}))::int as previous_reviews,
      ${avg2(sql`r.rating`, inPrevious(DAY, period))} as previous_average,
      (count(*) filter (where ${cur} and nullif(btrim(r.comment), '') is not null))::int as with_comment,
      (count(*) filter (where ${cur} and r.source <> 'internal_form'))::int as platform,
      (count(*) filter (where ${cur} and r.source <> 'internal_form' and r.answered_at is not null))::int as answered,
      (coalesce(sum(r.rating) filter (where ${cur}), 0))::int as rating_sum
    from reviews r
    where r.establishment_id = ${establishmentId} and r.competitor_id is null and ${inEither(DAY, period)}`,
  );
  return row ?? { reviews: 0, average: null, previous_reviews: 0, previous_average: null, with_comment: 0, platform: 0, answered: 0, rating_sum: 0 };
}

/** The filters a list of the establishment's reviews can take. */
export interface ReviewFilter {
  type: string;
  /** Lower-case platform or 'internal'; combines with `type`. */
  source?: string | null;
  staffId?: number | null;
  unitId?: number | null;
}

const PLATFORM_OF: Record<string, string> = { google: 'Google', tripadvisor: 'TripAdvisor', facebook: 'Facebook' };

function reviewWhere(establishmentId: number, period: Period, filter: ReviewFilter): SQL {
  const parts: SQL[] = [sql`r.establishment_id = ${establishmentId}`, sql`r.competitor_id is null`, inPeriod(DAY, period)];
  if (filter.staffId != null) parts.push(sql`r.staff_id = ${filter.staffId}`);
  if (filter.unitId != null) parts.push(sql`r.unit_id = ${filter.unitId}`);
  const sentiment = REVIEW_SENTIMENT;
  if (filter.source) parts.push(sql`r.source = ${PLATFORM_OF[filter.source] ?? 'internal_form'}`);
  const platform = PLATFORM_OF[filter.type];
  if (platform) parts.push(sql`r.source = ${platform}`);
  else if (filter.type === 'internal') parts.push(sql`r.source = 'internal_form'`);
  // Positive and negative never overlap: a low rating or a negative text is negative.
  else if (filter.type === 'negative') parts.push(sql`(r.rating <= 2 or ${sentiment} = 'negative')`);
  else if (filter.type === 'positive') parts.push(sql`(r.rating >= 4 and coalesce(${sentiment}, 'positive') <> 'negative')`);
  else if (filter.type === 'advantage') parts.push(sql`r.with_advantage`);
  else if (filter.type === 'unanswered') parts.push(sql`r.answered_at is null`);
  return sql.join(parts, sql` and `);
}

export interface EstablishmentReviewRow extends ReviewRow {
  sentiment: string | null;
  topics: { topic: string; sentiment: string; spans: [number, number][] }[] | null;
  stars_disagree: boolean | null;
}

export function reviewPage(orm: Orm, establishmentId: number, period: Period, filter: ReviewFilter, limit: number, offset: number): Promise<EstablishmentReviewRow[]> {
  return rows<EstablishmentReviewRow>(
    orm,
    sql`with hits as (
      select r.id from reviews r where ${reviewWhere(establishmentId, period, filter)}
      order by r.created_at desc, r.id desc limit ${limit} offset ${offset}
    )
    select ${REVIEW_COLUMNS}, coalesce(${SENTIMENT_OF}, ${STARS_SENTIMENT}) as sentiment, ${TOPICS_OF} as topics, a.stars_disagree, 0 as total
    from hits h join reviews r on r.id = h.id
    join establishments e on e.id = r.establishment_id
    left join competitors c on c.id = r.competitor_id
    left join review_analysis a on a.review_id = r.id
    order by r.created_at desc, r.id desc`,
  );
}

export async function reviewSummary(orm: Orm, establishmentId: number, period: Period, filter: ReviewFilter) {
  const where = reviewWhere(establishmentId, period, filter);
  const [totals, sentiments, topics] = await Promise.all([
    rows<{ reviews: number; average: number | null }>(orm, sql`select count(*)::int as reviews, ${avg2(sql`r.rating`)} as average from reviews r where ${where}`),
    rows<{ sentiment: string; reviews: number }>(
      orm,
      // Every review counts, by its stars when it has no comment to analyse.
      sql`select coalesce(${SENTIMENT_OF}, ${STARS_SENTIMENT}) as sentiment, count(*)::int as reviews
      from reviews r left join review_analysis a on a.review_id = r.id where ${where} group by 1`,
    ),
    rows<{ topic: string; sentiment: string; reviews: number }>(
      orm,
      sql`select m.topic, m.sentiment, count(*)::int as reviews
      from reviews r join review_analysis a on a.review_id = r.id
      cross join lateral jsonb_to_recordset(${TOPICS_OF}) as m(topic text, sentiment text)
      where ${where} group by 1, 2`,
    ),
  ]);
  return { totals: totals[0] ?? { reviews: 0, average: null }, sentiments, topics };
}

export const ratingCounts = (orm: Orm, establishmentId: number, period: Period) =>
  rows<{ rating: number; reviews: number }>(
    orm,
    sql`select r.rating::int as rating, count(*)::int as reviews from reviews r
    where r.establishment_id = ${establishmentId} and r.competitor_id is null and ${inPeriod(DAY, period)} group by 1 order by 1`,
  );

export const platformCounts = (orm: Orm, establishmentId: number, period: Period) =>
  rows<{ source: string; reviews: number; average: number | null }>(
    orm,
    sql`select r.source, count(*)::int as reviews, ${avg2(sql`r.rating`)} as average from reviews r
    where r.establishment_id = ${establishmentId} and r.competitor_id is null and ${inPeriod(DAY, period)}
    group by 1 order by 2 desc, 1`,
  );

/** The density chart's points cap: enough for a smooth estimate, small enough to send. */
const POINTS_CAP = 3000;

/**
 * Hour of visit (local wall clock of the establishment's country) and day of week, per review. Platform
 * reviews carry no visit time: their publication time stands for it.
 */
export function densityPoints(orm: Orm, establishmentId: number, country: string | null, period: Period) {
  const zone = country === 'GB' || country === 'IE' || country === 'PT' ? 'Europe/London' : 'Europe/Paris';
  return rows<{ hour: number; weekday: number; rating: number }>(
    orm,
    sql`select (extract(hour from t.at) + extract(minute from t.at) / 60.0)::float8 as hour,
      ((extract(isodow from t.at))::int - 1) as weekday, t.rating
    from (
      select (coalesce(r.visit_at, r.created_at) at time zone ${zone}) as at, r.rating::int as rating
      from reviews r
      where r.establishment_id = ${establishmentId} and r.competitor_id is null and ${inPeriod(DAY, period)}
      order by r.visit_day desc, r.id desc limit ${POINTS_CAP}
    ) t`,
  );
}

export interface StaffFiguresRow {
  id: number;
  tag: string;
  first_name: string;
  last_name: string;
  department: string | null;
  reviews: number;
  rating_sum: number;
}

export const staffFigures = (orm: Orm, establishmentId: number, period: Period) =>
  rows<StaffFiguresRow>(
    orm,
    sql`select s.id, s.tag, s.first_name, s.last_name, s.department,
      count(r.id)::int as reviews, coalesce(sum(r.rating), 0)::int as rating_sum
    from staff s left join reviews r on r.staff_id = s.id and r.establishment_id = s.establishment_id and ${inPeriod(DAY, period)}
    where s.establishment_id = ${establishmentId}
    group by s.id order by s.id`,
  );

export const unitFigures = (orm: Orm, establishmentId: number, period: Period) =>
  rows<{ id: number; tag: string; name: string; reviews: number; rating_sum: number }>(
    orm,
    sql`select u.id, u.tag, u.name, count(r.id)::int as reviews, coalesce(sum(r.rating), 0)::int as rating_sum
    from units u left join reviews r on r.unit_id = u.id and r.establishment_id = u.establishment_id and ${inPeriod(DAY, period)}
    where u.establishment_id = ${establishmentId}
    group by u.id order by u.id`,
  );

export const staffTopicCounts = (orm: Orm, establishmentId: number, period: Period) =>
  rows<{ staff_id: number; topic: string; sentiment: string; reviews: number }>(
    orm,
    sql`select r.staff_id, m.topic, m.sentiment, count(*)::int as reviews
    from reviews r join review_analysis a on a.review_id = r.id
    cross join lateral jsonb_to_recordset(${TOPICS_OF}) as m(topic text, sentiment text)
    where r.establishment_id = ${establishmentId} and r.staff_id is not null and ${inPeriod(DAY, period)}
    group by 1, 2, 3`,
  );

export async function staffByTag(orm: Orm, establishmentId: number, tag: string) {
  const [row] = await rows<{ id: number; tag: string; name: string }>(
    orm,
    sql`select s.id, s.tag, concat_ws(' ', s.first_name, s.last_name) as name from staff s where s.establishment_id = ${establishmentId} and s.tag = ${tag}`,
  );
  return row;
}

export async function unitByTag(orm: Orm, establishmentId: number, tag: string) {
  const [row] = await rows<{ id: number; tag: string; name: string }>(orm, sql`select u.id, u.tag, u.name from units u where u.establishment_id = ${establishmentId} and u.tag = ${tag}`);
  return row;
}

export const competitorsOf = (orm: Orm, establishmentId: number) =>
  rows<{ id: number; name: string }>(orm, sql`select c.id, c.name from competitors c where c.establishment_id = ${establishmentId} order by c.id`);

export function trendRows(orm: Orm, establishmentId: number, period: Period, interval: TrendInterval) {
  const unit = sql.raw(`'${interval}'`);
  return rows<{ kind: 'establishment' | 'competitor'; id: number; period: string; reviews: number; average: number }>(
    orm,
    sql`select case when r.competitor_id is null then 'establishment' else 'competitor' end as kind,
      coalesce(r.competitor_id, r.establishment_id) as id,
      date_trunc(${unit}, r.visit_day)::date::text as period,
      count(*)::int as reviews, ${avg2(sql`r.rating`)} as average
    from reviews r
    where r.establishment_id = ${establishmentId} and ${inPeriod(DAY, period)}
    group by 1, 2, 3 order by 3`,
  );
}

// ---------------------------------------------------------------- events

export interface EventRow {
  id: number;
  kind: string;
  title: string;
  day: string;
  end_day: string | null;
  note: string | null;
  created_at: string;
}

const EVENT_COLUMNS = sql.raw(`ev.id, ev.kind, ev.title, ev.day::text as day, ev.end_day::text as end_day, ev.note,
  to_char(ev.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at`);

/** Events in the period (one running across its start counts), newest first. */
export const eventsOf = (orm: Orm, establishmentId: number, period: Period) => {
  const parts: SQL[] = [sql`ev.establishment_id = ${establishmentId}`];
  if (period.end) parts.push(sql`ev.day <= ${period.end}::date`);
  if (period.start) parts.push(sql`coalesce(ev.end_day, ev.day) >= ${period.start}::date`);
  return rows<EventRow>(orm, sql`select ${EVENT_COLUMNS} from establishment_events ev where ${sql.join(parts, sql` and `)} order by ev.day desc, ev.id desc`);
};

export interface EventValues {
  kind: string;
  title: string;
  day: string;
  endDay: string | null;
  note: string | null;
}

export async function insertEvent(orm: Orm, establishmentId: number, values: EventValues, userId: number | null): Promise<EventRow | undefined> {
  const [row] = await rows<EventRow>(
    orm,
    sql`insert into establishment_events as ev (establishment_id, kind, title, day, end_day, note, created_by)
    values (${establishmentId}, ${values.kind}, ${values.title}, ${values.day}::date, ${values.endDay}::date, ${values.note}, ${userId})
    returning ${EVENT_COLUMNS}`,
  );
  return row;
}

export async function updateEvent(orm: Orm, establishmentId: number, eventId: number, values: EventValues): Promise<EventRow | undefined> {
  const [row] = await rows<EventRow>(
    orm,
    sql`update establishment_events as ev set kind = ${values.kind}, title = ${values.title}, day = ${values.day}::date,
      end_day = ${values.endDay}::date, note = ${values.note}
    where ev.id = ${eventId} and ev.establishment_id = ${establishmentId}
    returning ${EVENT_COLUMNS}`,
  );
  return row;
}

export async function deleteEvent(orm: Orm, establishmentId: number, eventId: number): Promise<boolean> {
  const deleted = await rows<{ id: number }>(orm, sql`delete from establishment_events where id = ${eventId} and establishment_id = ${establishmentId} returning id`);
  return deleted.length > 0;
}
