import { and, asc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { PaymentState, ReviewItem, TrendInterval } from '@erep/shared/schemas';
import type { Orm } from '../../db/client';
import { establishments, reviews, tsConfigOf } from '../../db/schema';
import { inEstablishmentScope, ownedEstablishment, type Owner } from '../../http/customer-scope';

/** Rows of the customer inside the caller's establishment scope, for SQL aliasing establishments as `e`. */
const owns = (owner: Owner): SQL => ownedEstablishment(owner, sql.raw('e.customer_id'), sql.raw('e.id'));
/**
 * The caller's establishment ids as one array: a filter on `column = any(...)` is one index scan over
 * every establishment (and can be combined with other indexes), not one nested scan per establishment.
 */
const ownedIds = (owner: Owner, column: SQL): SQL => sql`${column} = any(array(select e.id from establishments e where ${owns(owner)}))`;

/** Own reviews (not competitors') per establishment of a customer, over a range of visit days. */
export const reviewCountsByEstablishment = (orm: Orm, owner: Owner, start: string, end: string) =>
  orm
    .select({
      id: establishments.id,
      name: establishments.name,
      reviews: sql<number>`count(${reviews.id})::int`,
      average: sql<number | null>`round(avg(${reviews.rating})::numeric, 2)::float8`,
    })
    .from(establishments)
    .leftJoin(
      reviews,
      and(eq(reviews.establishmentId, establishments.id), isNull(reviews.competitorId), gte(reviews.visitDay, start), lte(reviews.visitDay, end)),
    )
    .where(ownedEstablishment(owner, establishments.customerId, establishments.id))
    .groupBy(establishments.id)
    .orderBy(asc(establishments.id));

/** A period as visit days; null bounds: all time. `previous` is the period just before, if any. */
export interface Period {
  start: string | null;
  end: string | null;
  previous: { start: string; end: string } | null;
}

export async function rows<T>(orm: Orm, query: SQL): Promise<T[]> {
  // Both drivers answer raw queries with `{ rows }`.
  const result = (await orm.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** `day` falls in the current period. */
export const inPeriod = (day: SQL, period: Period): SQL => {
  const parts: SQL[] = [];
  if (period.start) parts.push(sql`${day} >= ${period.start}::date`);
  if (period.end) parts.push(sql`${day} <= ${period.end}::date`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
};
export const inPrevious = (day: SQL, period: Period): SQL =>
  period.previous ? sql`(${day} >= ${period.previous.start}::date and ${day} <= ${period.previous.end}::date)` : sql`false`;
/** Current or previous period: what a figures query needs to read. */
export const inEither = (day: SQL, period: Period): SQL => {
  if (!period.previous) return inPeriod(day, period);
  const start = period.previous.start;
  return period.end ? sql`(${day} >= ${start}::date and ${day} <= ${period.end}::date)` : sql`${day} >= ${start}::date`;
};

export const avg2 = (expr: SQL, where: SQL = sql`true`) => sql`round((avg(${expr}) filter (where ${where}))::numeric, 2)::float8`;

// ---------------------------------------------------------------- customers and counts

export interface CustomerFiguresRow {
  id: number;
  tag: string;
  name: string;
  city: string | null;
  plan: string | null;
  reputation: boolean;
  offers: boolean;
  establishments: number;
  reviews: number;
  average: number | null;
  previous_reviews: number;
  previous_average: number | null;
  last_review: string | null;
  payment_state: PaymentState;
  total: number;
}

export const CUSTOMER_SORT_SQL = {
  name: sql.raw('lower(c.name)'),
  tag: sql.raw('c.tag'),
  city: sql.raw('lower(c.city)'),
  plan: sql.raw('c.plan'),
  establishments: sql.raw('c.establishments'),
  reviews: sql.raw('coalesce(f.reviews, 0)'),
  average: sql.raw('f.average'),
  change: sql.raw('(f.average - f.previous_average)'),
  last_review: sql.raw('f.last_review'),
} as const;

export interface CustomerListArgs {
  /** null: every partner (an admin). */
  partnerId: number | null;
  /** Only this customer (a customer user). */
  customerId: number | null;
  /** Only these establishments of it (a manager); null: every one. */
  establishments: readonly number[] | null;
  q: string | null;
  sort: keyof typeof CUSTOMER_SORT_SQL;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export function customersWithFigures(orm: Orm, args: CustomerListArgs, period: Period): Promise<CustomerFiguresRow[]> {
  const where: SQL[] = [sql`true`];
  if (args.partnerId !== null) where.push(sql`cu.partner_id = ${args.partnerId}`);
  if (args.customerId !== null) where.push(sql`cu.id = ${args.customerId}`);
  if (args.q) {
    const like = `%${args.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    where.push(sql`(cu.name ilike ${like} or cu.tag ilike ${like} or cu.city ilike ${like})`);
  }
  const day = sql.raw('r.visit_day');
  // A manager's figures count their establishments only.
  const inScope = inEstablishmentScope(sql.raw('e.id'), args.establishments);
  const direction = sql.raw(args.order === 'asc' ? 'asc nulls last' : 'desc nulls last');
  return rows<CustomerFiguresRow>(
    orm,
    sql`with c as (
      select cu.id, cu.tag, cu.name, cu.city, p.name as plan, coalesce('mf-erep' = any(p.remotes), false) as reputation,
        coalesce('mf-leadgen' = any(p.remotes), false) as offers,
        (select count(*) from establishments e where e.customer_id = cu.id and ${inScope})::int as establishments,
        case
          when exists (select 1 from subscriptions s where s.customer_id = cu.id and s.status = 'active' and (s.expired_at is null or s.expired_at >= current_date)) then 'active'
          when not exists (select 1 from subscriptions s where s.customer_id = cu.id and s.status <> 'pending') then 'awaiting_first_payment'
          else 'ended'
        end as payment_state
      from customers cu left join plans p on p.id = cu.plan_id
      where ${sql.join(where, sql` and `)}
    ), f as (
      select e.customer_id,
        (count(*) filter (where ${inPeriod(day, period)}))::int as reviews,
        ${avg2(sql`r.rating`, inPeriod(day, period))} as average,
        (count(*) filter (where ${inPrevious(day, period)}))::int as previous_reviews,
        ${avg2(sql`r.rating`, inPrevious(day, period))} as previous_average,
        max(r.visit_day)::text as last_review
      from reviews r join establishments e on e.id = r.establishment_id
      where r.competitor_id is null and e.customer_id in (select id from c) and ${inScope}
      group by e.customer_id
    )
    select c.*, coalesce(f.reviews, 0) as reviews, f.average, coalesce(f.previous_reviews, 0) as previous_reviews,
      f.previous_average, f.last_review, (count(*) over ())::int as total
    from c left join f on f.customer_id = c.id
    order by ${CUSTOMER_SORT_SQL[args.sort]} ${direction}, c.id
    limit ${args.limit} offset ${args.offset}`,
  );
}

export async function backOfficeCounts(orm: Orm, period: Period) {
  const [row] = await rows<{ partners: number; customers: number; establishments: number; reviews: number }>(
    orm,
    sql`select (select count(*) from partners)::int as partners, (select count(*) from customers)::int as customers,
      (select count(*) from establishments)::int as establishments,
      (select count(*) from reviews r where r.competitor_id is null and ${inPeriod(sql.raw('r.visit_day'), period)})::int as reviews`,
  );
  return row ?? { partners: 0, customers: 0, establishments: 0, reviews: 0 };
}

// ---------------------------------------------------------------- establishment list

export interface EstablishmentFiguresRow {
  id: number;
  name: string;
  city: string | null;
  reviews: number;
  average: number | null;
  previous_reviews: number;
  previous_average: number | null;
  with_comment: number;
  platform: number;
  answered: number;
  rating_sum: number;
}

/** Sum of a roll-up column over the rows matching `where`. */
const total = (column: string, where: SQL) => sql`(coalesce(sum(${sql.raw(`s.${column}`)}) filter (where ${where}), 0))::int`;
/** Average rating (2 decimals) from the roll-up's sums; null without reviews. */
const rollupAvg2 = (where: SQL) =>
  sql`round((sum(s.rating_sum) filter (where ${where}))::numeric / nullif(sum(s.reviews) filter (where ${where}), 0), 2)::float8`;

/** Read from the daily roll-up (review_daily_stats), not the reviews: the list stays fast at any volume. */
export function establishmentFigures(orm: Orm, owner: Owner, period: Period): Promise<EstablishmentFiguresRow[]> {
  const day = sql.raw('s.day');
  const cur = inPeriod(day, period);
  const platform = sql`${cur} and s.source <> 'internal_form'`;
  return rows<EstablishmentFiguresRow>(
    orm,
    sql`select e.id, e.name, e.city,
      ${total('reviews', cur)} as reviews,
      ${rollupAvg2(cur)} as average,
      ${total('reviews', inPrevious(day, period))} as previous_reviews,
      ${rollupAvg2(inPrevious(day, period))} as previous_average,
      ${total('with_comment', cur)} as with_comment,
      ${total('reviews', platform)} as platform,
      ${total('answered', platform)} as answered,
      ${total('rating_sum', cur)} as rating_sum
    from establishments e
    left join review_daily_stats s on s.establishment_id = e.id and s.competitor_id = 0 and ${inEither(day, period)}
    where ${owns(owner)}
    group by e.id order by e.id`,
  );
}

// ---------------------------------------------------------------- ranking and trends

export interface PlaceFiguresRow {
  kind: 'establishment' | 'competitor';
  id: number;
  name: string;
  of: string | null;
  reviews: number;
  rating_sum: number;
  previous_reviews: number;
  previous_rating_sum: number;
  google_rating: number | null;
  google_reviews: number | null;
}

/** The customer's establishments and their competitors (what ranking and trends compare), in the pages' order. */
export function places(orm: Orm, owner: Owner): Promise<Pick<PlaceFiguresRow, 'kind' | 'id' | 'name' | 'of'>[]> {
  return rows(
    orm,
    sql`select 'establishment' as kind, e.id, e.name, null::text as of from establishments e where ${owns(owner)}
    union all
    select 'competitor', c.id, c.name, e.name from competitors c join establishments e on e.id = c.establishment_id where ${owns(owner)}
    order by kind desc, id`,
  );
}

/** The customer's establishments and their competitors, with review counts and rating sums (summed per place first, then joined). */
export function placeFigures(orm: Orm, owner: Owner, period: Period, platform: string | null): Promise<PlaceFiguresRow[]> {
  const day = sql.raw('s.day');
  const platformFilter = platform ? sql`and s.source = ${platform}` : sql``;
  return rows<PlaceFiguresRow>(
    orm,
    sql`with places as (
      select 'establishment' as kind, e.id, e.name, null::text as of, e.id as establishment_id, 0 as competitor_id
      from establishments e where ${owns(owner)}
      union all
      select 'competitor', c.id, c.name, e.name, e.id, c.id
      from competitors c join establishments e on e.id = c.establishment_id where ${owns(owner)}
    )
    , figures as (
      select s.establishment_id, s.competitor_id,
        ${total('reviews', inPeriod(day, period))} as reviews,
        ${total('rating_sum', inPeriod(day, period))} as rating_sum,
        ${total('reviews', inPrevious(day, period))} as previous_reviews,
        ${total('rating_sum', inPrevious(day, period))} as previous_rating_sum
      from review_daily_stats s
      where ${ownedIds(owner, sql.raw('s.establishment_id'))} and ${inEither(day, period)} ${platformFilter}
      group by s.establishment_id, s.competitor_id
    )
    select p.kind, p.id, p.name, p.of, coalesce(f.reviews, 0) as reviews, coalesce(f.rating_sum, 0) as rating_sum,
      coalesce(f.previous_reviews, 0) as previous_reviews, coalesce(f.previous_rating_sum, 0) as previous_rating_sum,
      g.rating as google_rating, g.user_rating_count as google_reviews
    from places p
    left join figures f on f.establishment_id = p.establishment_id and f.competitor_id = p.competitor_id
    left join lateral (
      select r.rating, r.user_rating_count from competitor_place_ratings r
      where r.competitor_id = p.competitor_id and r.fetched_at is not null order by r.day desc limit 1
    ) g on true
    order by p.kind desc, p.id`,
  );
}

export interface TrendRow {
  kind: 'establishment' | 'competitor';
  id: number;
  period: string;
  reviews: number;
  average: number;
}

export function trendRows(orm: Orm, owner: Owner, period: Period, interval: TrendInterval): Promise<TrendRow[]> {
  const unit = sql.raw(`'${interval}'`);
  return rows<TrendRow>(
    orm,
    // Grouped once by place and bucket over one scan of the roll-up; a plain timestamp truncates
    // to the same Monday or first of the month as the session's time zone would, for less work.
    sql`select case when s.competitor_id = 0 then 'establishment' else 'competitor' end as kind,
      case when s.competitor_id = 0 then s.establishment_id else s.competitor_id end as id,
      date_trunc(${unit}, s.day::timestamp)::date::text as period,
      sum(s.reviews)::int as reviews, round(sum(s.rating_sum)::numeric / sum(s.reviews), 2)::float8 as average
    from review_daily_stats s
    where ${ownedIds(owner, sql.raw('s.establishment_id'))} and ${inPeriod(sql.raw('s.day'), period)}
    group by s.establishment_id, s.competitor_id, 3 having sum(s.reviews) > 0 order by 3`,
  );
}

// ---------------------------------------------------------------- categorization

/** The analysis as readers see it: a user's correction wins. */
export const TOPICS_OF = sql.raw('coalesce(a.corrected_topics, a.topics)');
export const SENTIMENT_OF = sql.raw('coalesce(a.corrected_sentiment, a.sentiment)');
/** The stars' verdict of review `r`: what a review without an analysis (no comment) counts as. */
export const STARS_SENTIMENT = sql.raw("(case when r.rating <= 2 then 'negative' when r.rating = 3 then 'neutral' else 'positive' end)");
/** Review `r`'s sentiment: its analysis (the stars' verdict or a user's correction), else its stars. */
export const REVIEW_SENTIMENT = sql`coalesce((select ${SENTIMENT_OF} from review_analysis a where a.review_id = r.id), ${STARS_SENTIMENT})`;

export function topicCounts(orm: Orm, owner: Owner, period: Period) {
  return rows<{ topic: string; sentiment: string; reviews: number }>(
    orm,
    sql`select m.topic, m.sentiment, count(*)::int as reviews
    from reviews r
    join establishments e on e.id = r.establishment_id
    join review_analysis a on a.review_id = r.id
    cross join lateral jsonb_to_recordset(${TOPICS_OF}) as m(topic text, sentiment text)
    where ${owns(owner)} and r.competitor_id is null and ${inPeriod(sql.raw('r.visit_day'), period)}
    group by 1, 2`,
  );
}

export async function analysedCounts(orm: Orm, owner: Owner, period: Period) {
  const [row] = await rows<{ analysed: number; corrected: number }>(
    orm,
    sql`select count(*)::int as analysed, (count(*) filter (where a.corrected_at is not null))::int as corrected
    from reviews r join establishments e on e.id = r.establishment_id join review_analysis a on a.review_id = r.id
    where ${owns(owner)} and r.competitor_id is null and ${inPeriod(sql.raw('r.visit_day'), period)}`,
  );
  return row ?? { analysed: 0, corrected: 0 };
}

/** A review as the pages receive it (shared `ReviewItem`), with the total count of the page's query. */
export interface ReviewRow extends ReviewItem {
  total: number;
}

export const REVIEW_COLUMNS = sql.raw(`r.id, coalesce(c.name, e.name) as place,
  case when r.competitor_id is null then 'establishment' else 'competitor' end as kind,
  r.source, r.rating, r.comment, r.language,
  nullif(btrim(concat_ws(' ', r.firstname, r.lastname)), '') as author,
  r.visit_day::text as visit_day, to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
  r.is_internal, r.with_advantage, r.answered_at is not null as answered`);

export interface AnalysedReviewRow extends ReviewRow {
  sentiment: string;
  topics: { topic: string; sentiment: string; spans: [number, number][] }[];
  corrected: boolean;
  stars_disagree: boolean;
}

export function reviewsOfTopic(
  orm: Orm,
  owner: Owner,
  period: Period,
  topic: string,
  sentiment: string | null,
  limit: number,
  offset: number,
): Promise<AnalysedReviewRow[]> {
  const mention = JSON.stringify([sentiment ? { topic, sentiment } : { topic }]);
  return rows<AnalysedReviewRow>(
    orm,
    sql`select ${REVIEW_COLUMNS}, ${SENTIMENT_OF} as sentiment, ${TOPICS_OF} as topics, a.corrected_at is not null as corrected, a.stars_disagree,
      (count(*) over ())::int as total
    from reviews r
    join establishments e on e.id = r.establishment_id
    left join competitors c on c.id = r.competitor_id
    join review_analysis a on a.review_id = r.id
    where ${owns(owner)} and r.competitor_id is null and ${inPeriod(sql.raw('r.visit_day'), period)}
      and ${TOPICS_OF} @> ${mention}::jsonb
    order by r.created_at desc, r.id desc
    limit ${limit} offset ${offset}`,
  );
}

export async function analysisOfReview(orm: Orm, owner: Owner, reviewId: number) {
  const [row] = await rows<AnalysedReviewRow>(
    orm,
    sql`select ${REVIEW_COLUMNS}, ${SENTIMENT_OF} as sentiment, ${TOPICS_OF} as topics, a.corrected_at is not null as corrected, a.stars_disagree,
      1 as total, a.topics as original_topics
    from reviews r
    join establishments e on e.id = r.establishment_id
    left join competitors c on c.id = r.competitor_id
    join review_analysis a on a.review_id = r.id
    where ${owns(owner)} and r.id = ${reviewId}`,
  );
  return row as (AnalysedReviewRow & { original_topics: AnalysedReviewRow['topics'] }) | undefined;
}

export async function saveCorrection(
  orm: Orm,
  reviewId: number,
  correction: { sentiment: string | null; topics: AnalysedReviewRow['topics'] | null },
  userId: number,
): Promise<void> {
  await orm.execute(
    sql`update review_analysis set
      corrected_sentiment = coalesce(${correction.sentiment}, corrected_sentiment),
      corrected_topics = coalesce(${correction.topics === null ? null : JSON.stringify(correction.topics)}::jsonb, corrected_topics),
      corrected_by = ${userId}, corrected_at = now()
    where review_id = ${reviewId}`,
  );
}

// ---------------------------------------------------------------- search and latest

export interface SearchFilters {
  q: string | null;
  establishmentId: number | null;
  competitorId: number | null;
  rating: number | null;
  platform: string | null;
  language: string | null;
  topic: string | null;
  sentiment: string | null;
  withComment: boolean | null;
  withAdvantage: boolean | null;
  starsDisagree: boolean | null;
  /** Match by trigram similarity (typos) instead of words. */
  fuzzy?: boolean;
}

export interface SearchRow extends ReviewRow {
  highlighted: string | null;
  review_sentiment: string | null;
  stars_disagree: boolean | null;
}

// Control characters never typed in a review: the client turns them into <mark> without parsing HTML.
const HEADLINE_OPTIONS = 'StartSel=\u0002, StopSel=\u0003, HighlightAll=true';
/** Below this, trigram similarity is noise. */
const TRIGRAM_MIN_LENGTH = 3;

function searchWhere(owner: Owner, period: Period, f: SearchFilters): SQL {
  const parts: SQL[] = [ownedIds(owner, sql.raw('r.establishment_id')), inPeriod(sql.raw('r.visit_day'), period)];
  if (f.establishmentId !== null) parts.push(sql`r.establishment_id = ${f.establishmentId} and r.competitor_id is null`);
  if (f.competitorId !== null) parts.push(sql`r.competitor_id = ${f.competitorId}`);
  if (f.rating !== null) parts.push(sql`r.rating = ${f.rating}`);
  if (f.platform !== null) parts.push(sql`r.source = ${f.platform}`);
  if (f.language !== null) parts.push(sql`r.language = ${f.language}`);
  if (f.withComment !== null) parts.push(f.withComment ? sql`nullif(btrim(r.comment), '') is not null` : sql`nullif(btrim(r.comment), '') is null`);
  if (f.withAdvantage !== null) parts.push(sql`r.with_advantage = ${f.withAdvantage}`);
  if (f.sentiment !== null) {
    parts.push(sql`${REVIEW_SENTIMENT} = ${f.sentiment}`);
  }
  if (f.starsDisagree !== null) {
    const disagree = sql`exists (select 1 from review_analysis a where a.review_id = r.id and a.stars_disagree)`;
    parts.push(f.starsDisagree ? disagree : sql`not ${disagree}`);
  }
  if (f.topic !== null) {
    parts.push(sql`exists (select 1 from review_analysis a where a.review_id = r.id and ${TOPICS_OF} @> ${JSON.stringify([{ topic: f.topic }])}::jsonb)`);
  }
  if (f.q && !f.fuzzy) {
    // Each review is matched in its own language (stemming: 'accueillant' finds 'accueil'), on the
    // stored search document; a plain substring catches partial words ('accue').
    const document = sql.raw('r.search_document');
    const byLanguage = (code: string, config: string) =>
      sql`(r.language = ${code} and ${document} @@ websearch_to_tsquery(${sql.raw(`'${config}'`)}, ${f.q}))`;
    const text = [byLanguage('fr', 'french'), byLanguage('en', 'english'), byLanguage('sp', 'spanish')];
    const like = `%${f.q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    if (f.q.length >= TRIGRAM_MIN_LENGTH) text.push(sql`r.search_text like ${like}`);
    parts.push(sql`(${sql.join(text, sql` or `)})`);
  }
  if (f.q && f.fuzzy) {
    // Typos: trigram word similarity, tried only when the words themselves found nothing.
    parts.push(sql`(${f.q.toLowerCase()} <% r.search_text)`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * One page of matches, newest first, each row carrying the number of all matches (one pass, not a
 * second counting query). The page is chosen on ids alone; only its rows get a headline (ts_headline
 * per match would cost more than the search itself).
 */
export function searchReviews(orm: Orm, owner: Owner, period: Period, f: SearchFilters, limit: number, offset: number): Promise<SearchRow[]> {
  const config = tsConfigOf(sql.raw('r.language'));
  const highlighted = f.q
    ? sql`case when r.comment is null then null else ts_headline(${config}, r.comment, websearch_to_tsquery(${config}, ${f.q}), ${HEADLINE_OPTIONS}) end`
    : sql`r.comment`;
  return rows<SearchRow>(
    orm,
    sql`with hits as (
      select r.id, (count(*) over ())::int as total from reviews r
      where ${searchWhere(owner, period, f)}
      order by r.created_at desc, r.id desc
      limit ${limit} offset ${offset}
    )
    select ${REVIEW_COLUMNS}, ${highlighted} as highlighted,
      ${REVIEW_SENTIMENT} as review_sentiment,
      (select a.stars_disagree from review_analysis a where a.review_id = r.id) as stars_disagree, h.total
    from hits h
    join reviews r on r.id = h.id
    join establishments e on e.id = r.establishment_id
    left join competitors c on c.id = r.competitor_id
    order by r.created_at desc, r.id desc`,
  );
}

export async function countSearch(orm: Orm, owner: Owner, period: Period, f: SearchFilters): Promise<number> {
  const [row] = await rows<{ total: number }>(
    orm,
    sql`select count(*)::int as total from reviews r where ${searchWhere(owner, period, f)}`,
  );
  return row?.total ?? 0;
}

export function latestReviews(orm: Orm, owner: Owner, limit: number): Promise<ReviewRow[]> {
  return rows<ReviewRow>(
    orm,
    sql`select ${REVIEW_COLUMNS}, 0 as total
    from reviews r
    join establishments e on e.id = r.establishment_id
    left join competitors c on c.id = r.competitor_id
    where ${owns(owner)} and r.competitor_id is null
    order by r.created_at desc, r.id desc
    limit ${limit}`,
  );
}
