import type { CustomerListItem, CustomerOverview, Ranking, SearchHit, TopicMatrix, Trends } from '@erep/shared/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { cautiousRanking, rankingPrior, resolvePeriod } from '../src/modules/reputation/service';
import { bearer, createTestApp, tokenFor } from './helpers';

let app: FastifyInstance;
let db: Db;

const ADMIN = 'admin@demo.test';
const PARTNER = 'partner@demo.test';
const CUSTOMER = 'customer@demo.test';
const NORDIC = 'partner@nordic.test';
const BAKERY = 'bakery@demo.test';

async function get<T>(email: string, url: string) {
  const res = await app.inject({ url, headers: bearer(await tokenFor(app, email)) });
  const json = (res.headers['content-type'] ?? '').toString().startsWith('application/json');
  return { status: res.statusCode, body: (json ? res.json() : null) as T, raw: res };
}

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.orm.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Analysis fixtures: the analyser fills this table in production; here the test writes known rows. */
async function analyse(reviewId: number, sentiment: string, topics: { topic: string; sentiment: string; spans: [number, number][] }[]) {
  await db.orm.execute(sql`insert into review_analysis (review_id, language, sentiment, score, topics, analyser_version)
    values (${reviewId}, 'fr', ${sentiment}, 0.5, ${JSON.stringify(topics)}::jsonb, 1)
    on conflict (review_id) do update set sentiment = excluded.sentiment, topics = excluded.topics`);
}

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  // Known rows only: the seed's own analysis of every review would blur the expected counts.
  await db.orm.execute(sql`delete from review_analysis`);
});
afterAll(async () => {
  await app.close();
});

describe('date range rules', () => {
  const today = new Date('2026-03-15T10:00:00Z');
  it('defaults to the 30 days up to today, with the previous 31 days before it', () => {
    expect(resolvePeriod({}, today)).toEqual({ start: '2026-02-13', end: '2026-03-15', previous: { start: '2026-01-13', end: '2026-02-12' } });
  });
  it("'global' is all time, with no previous period", () => {
    expect(resolvePeriod({ period: 'global', start_date: '2026-01-01' }, today)).toEqual({ start: null, end: null, previous: null });
  });
  it('refuses a start after the end', () => {
    expect(() => resolvePeriod({ start_date: '2026-03-02', end_date: '2026-03-01' }, today)).toThrow(/start date/);
  });
  it('answers 400 on a reversed range over HTTP', async () => {
    const res = await get<{ message: string }>(CUSTOMER, '/api/customer/demo-bistro/reputation/overview?start_date=2026-3-02&end_date=2026-3-01');
    expect(res.status).toBe(400);
  });
});

describe('ranking maths', () => {
  // The owner at 3.55 over 49 reviews, a competitor at 3.20 over 10, two well-rated competitors lifting the mean.
  const owner = { key: 'owner', reviews: 49, ratingSum: 3.55 * 49 };
  const weaker = { key: 'weaker', reviews: 10, ratingSum: 32 };
  const market = [owner, weaker, { key: 'a', reviews: 40, ratingSum: 184 }, { key: 'b', reviews: 30, ratingSum: 135 }];

  it('sizes the prior to the median review count of the places with reviews', () => {
    expect(rankingPrior([49, 10, 40, 30])).toBe(35);
    expect(rankingPrior([49, 10, 40, 0])).toBe(40);
    // Staff with 2 to 5 reviews each: a prior of a few reviews, not 25.
    expect(rankingPrior([2, 3, 3, 4, 5])).toBe(3);
    expect(rankingPrior([0, 0])).toBe(1);
  });

  it('ranks the owner at 3.55 over 49 above a competitor at 3.20 over 10, even with a prior of 25', () => {
    const mean = (3.55 * 49 + 32 + 184 + 135) / 129;
    // A plain Bayesian average with m = 25 would draw the competitor up to the mean and above the owner.
    const bayes = (v: number, r: number) => (v * r + 25 * mean) / (v + 25);
    expect(bayes(10, 3.2)).toBeGreaterThan(bayes(49, 3.55));
    for (const prior of [25, rankingPrior(market.map((p) => p.reviews))]) {
      const { scores } = cautiousRanking(market, prior);
      expect(scores.get('owner')?.rank, `prior ${prior}`).toBeLessThan(scores.get('weaker')?.rank ?? 0);
      // Below the mean, a place keeps its own average: few reviews never lift it.
      expect(scores.get('weaker')?.weighted).toBeCloseTo(3.2, 6);
      expect(scores.get('owner')?.weighted).toBeCloseTo(3.55, 6);
    }
  });

  it('draws a high average over few reviews toward the mean: three 5-star reviews do not outrank 400 at 4.6', () => {
    const places = [
      { key: 'few', reviews: 3, ratingSum: 15 },
      { key: 'many', reviews: 400, ratingSum: 1840 },
      { key: 'middle', reviews: 50, ratingSum: 200 },
    ];
    const prior = rankingPrior(places.map((p) => p.reviews));
    const { mean, scores } = cautiousRanking(places, prior);
    const c = (15 + 1840 + 200) / 453;
    expect(mean).toBeCloseTo(c, 6);
    expect(scores.get('many')?.rank).toBe(1);
    expect(scores.get('few')?.rank).toBe(2);
    expect(scores.get('few')?.weighted).toBeCloseTo((3 * 5 + prior * c) / (3 + prior), 6);
    expect(scores.get('middle')?.weighted).toBeCloseTo(4, 6);
  });

  it('with a prior sized to staff counts, a well-rated staff member ranks above the restaurant average', () => {
    // The restaurant's reviews average 4.1; its staff have 2 to 5 reviews each.
    const staff = [
      { key: 'ana', reviews: 5, ratingSum: 25 },
      { key: 'ben', reviews: 4, ratingSum: 18 },
      { key: 'cy', reviews: 3, ratingSum: 9 },
      { key: 'dee', reviews: 2, ratingSum: 4 },
      { key: 'eve', reviews: 5, ratingSum: 15 },
    ];
    const restaurant = 4.1;
    const fixed = cautiousRanking(staff, 25);
    expect([...fixed.scores.values()].every((s) => (s.weighted ?? 0) < restaurant)).toBe(true);
    const sized = cautiousRanking(staff, rankingPrior(staff.map((s) => s.reviews)));
    expect(sized.scores.get('ana')?.weighted).toBeGreaterThan(restaurant);
    expect(sized.scores.get('ben')?.weighted).toBeGreaterThan(restaurant);
    expect(sized.scores.get('dee')?.weighted).toBeCloseTo(2, 6);
    // Equal scores: the larger volume first.
    expect(['ana', 'ben', 'eve', 'cy', 'dee'].map((k) => sized.scores.get(k)?.rank)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts a place without reviews last, without a score', () => {
    const { scores } = cautiousRanking(
      [
        { key: 'empty', reviews: 0, ratingSum: 0 },
        { key: 'one', reviews: 1, ratingSum: 2 },
      ],
      10,
    );
    expect(scores.get('empty')).toEqual({ weighted: null, rank: 2 });
  });
  it('ranks the seeded establishments and competitors, the prior shown, the tiny glowing competitor below the big ones', async () => {
    const { status, body } = await get<{ data: Ranking }>(CUSTOMER, '/api/customer/demo-bistro/reputation/ranking?period=global');
    expect(status).toBe(200);
    expect(body.data.prior).toBe(rankingPrior(body.data.rows.map((r) => r.reviews)));
    const m = body.data.prior;
    const c = body.data.mean ?? 0;
    for (const row of body.data.rows) {
      if (row.average !== null) expect(row.weighted).toBeCloseTo((row.reviews * row.average + m * Math.min(row.average, c)) / (row.reviews + m), 1);
    }
    const names = body.data.rows.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['Le Petit Bistro – Lyon Centre', 'Brasserie des Terreaux', 'Le Bouchon Lyonnais']));
    const tiny = body.data.rows.find((r) => r.name === 'Le Bouchon Lyonnais');
    const bigger = body.data.rows.filter((r) => (r.average ?? 0) >= 4 && r.reviews > 200);
    expect(tiny && tiny.average).toBeGreaterThan(4.5);
    for (const place of bigger) expect(place.rank).toBeLessThan(tiny?.rank ?? 0);
    expect(body.data.rows.map((r) => r.rank)).toEqual(body.data.rows.map((_, i) => i + 1));
  });
  it('filters by platform and gives a rank change against the previous period', async () => {
    const all = await get<{ data: Ranking }>(CUSTOMER, '/api/customer/demo-bistro/reputation/ranking?start_date=2000-01-01');
    const google = await get<{ data: Ranking }>(CUSTOMER, '/api/customer/demo-bistro/reputation/ranking?start_date=2000-01-01&platform=Google');
    const total = (r: Ranking) => r.rows.reduce((n, row) => n + row.reviews, 0);
    expect(total(google.body.data)).toBeLessThan(total(all.body.data));
    expect(total(google.body.data)).toBeGreaterThan(0);
    const recent = await get<{ data: Ranking }>(CUSTOMER, '/api/customer/demo-bistro/reputation/ranking?start_date=2000-01-01&end_date=2100-01-01');
    expect(recent.body.data.rows.every((r) => r.rank_change === null || Number.isInteger(r.rank_change))).toBe(true);
    expect((await get(CUSTOMER, '/api/customer/demo-bistro/reputation/ranking?platform=Myspace')).status).toBe(400);
  });
});

describe('customers list and tenant isolation', () => {
  it("a partner sees only its own customers, with figures; another partner never sees them", async () => {
    const mine = await get<{ data: CustomerListItem[]; total: number }>(PARTNER, '/api/erep/customers?period=global&per_page=100');
    expect(mine.status).toBe(200);
    const tags = mine.body.data.map((c) => c.tag);
    expect(tags).toContain('demo-bistro');
    expect(tags).not.toContain('nordic-cafe');
    const bistro = mine.body.data.find((c) => c.tag === 'demo-bistro');
    expect(bistro?.establishments).toBe(2);
    expect(bistro?.reviews).toBeGreaterThan(1000);
    expect(bistro?.plan).toBe('All_inclusive_monthly');
    const other = await get<{ data: CustomerListItem[] }>(NORDIC, '/api/erep/customers?q=bistro');
    expect(other.body.data).toEqual([]);
    expect((await get(NORDIC, '/api/customer/demo-bistro/reputation/overview')).status).toBe(403);
  });
  it('an admin sees every partner\'s customers and the counts; others may not read the counts', async () => {
    const all = await get<{ data: CustomerListItem[]; total: number }>(ADMIN, '/api/erep/customers?per_page=100');
    expect(all.body.data.map((c) => c.tag)).toEqual(expect.arrayContaining(['demo-bistro', 'nordic-cafe']));
    const counts = await get<{ data: { partners: number; customers: number; reviews: number } }>(ADMIN, '/api/erep/counts?period=global');
    expect(counts.body.data.partners).toBe(2);
    expect(counts.body.data.customers).toBe(all.body.total);
    expect(counts.body.data.reviews).toBeGreaterThan(2000);
    expect((await get(PARTNER, '/api/erep/counts')).status).toBe(403);
  });
  it('searches by name, tag and city, sorts and pages on the server', async () => {
    const byCity = await get<{ data: CustomerListItem[] }>(PARTNER, '/api/erep/customers?q=madrid');
    expect(byCity.body.data.map((c) => c.tag)).toEqual(['demo-taberna-madrid']);
    const byTag = await get<{ data: CustomerListItem[] }>(PARTNER, '/api/erep/customers?q=demo-harbour');
    expect(byTag.body.data.map((c) => c.name)).toEqual(['Harbour Coffee']);
    const sorted = await get<{ data: CustomerListItem[] }>(PARTNER, '/api/erep/customers?period=global&sort=reviews&order=desc');
    const counts = sorted.body.data.map((c) => c.reviews);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const page2 = await get<{ data: CustomerListItem[]; total: number; page: number }>(PARTNER, '/api/erep/customers?per_page=2&page=2&sort=name');
    const page1 = await get<{ data: CustomerListItem[] }>(PARTNER, '/api/erep/customers?per_page=2&page=1&sort=name');
    expect(page2.body.page).toBe(2);
    expect(page2.body.data).toHaveLength(2);
    expect(page2.body.data[0]?.tag).not.toBe(page1.body.data[0]?.tag);
    expect(page2.body.total).toBeGreaterThanOrEqual(4);
  });
  it('a customer user lists only itself; a Lead-Gen customer is refused', async () => {
    const self = await get<{ data: CustomerListItem[] }>(CUSTOMER, '/api/erep/customers');
    expect(self.body.data.map((c) => c.tag)).toEqual(['demo-bistro']);
    expect((await get(BAKERY, '/api/erep/customers')).status).toBe(403);
    for (const path of ['overview', 'ranking', 'trends', 'topics', 'reviews/search', 'reviews/latest']) {
      expect((await get(BAKERY, `/api/customer/demo-bakery/reputation/${path}`)).status, path).toBe(403);
    }
  });
});

describe('establishment overview and trends', () => {
  it('gives per establishment the reviews, the average, the change, the comment and answered shares', async () => {
    const { body } = await get<{ data: CustomerOverview }>(CUSTOMER, '/api/customer/demo-bistro/reputation/overview?start_date=2000-01-01');
    expect(body.data.establishments).toHaveLength(2);
    for (const e of body.data.establishments) {
      expect(e.reviews).toBeGreaterThan(100);
      expect(e.with_comment).toBeGreaterThan(0.8);
      expect(e.answered).toBeGreaterThan(0.3);
      expect(e.answered).toBeLessThan(0.9);
    }
    expect(body.data.score).toBeCloseTo((body.data.average ?? 0) / 5, 2);
    const empty = await get<{ data: CustomerOverview }>(CUSTOMER, '/api/customer/demo-bistro/reputation/overview?start_date=2001-1-01&end_date=2001-1-31');
    expect(empty.body.data.reviews).toBe(0);
    expect(empty.body.data.score).toBe(0);
  });
  it('gives monthly series for establishments and competitors over two years', async () => {
    const { body } = await get<{ data: Trends }>(CUSTOMER, '/api/customer/demo-bistro/reputation/trends?period=global&interval=month');
    expect(body.data.series.length).toBe(5);
    const lyon = body.data.series.find((s) => s.name.startsWith('Le Petit Bistro – Lyon'));
    expect(lyon?.points.length).toBeGreaterThanOrEqual(23);
    const weekly = await get<{ data: Trends }>(CUSTOMER, '/api/customer/demo-bistro/reputation/trends?period=global&interval=week');
    expect(weekly.body.data.series.find((s) => s.id === lyon?.id && s.kind === 'establishment')?.points.length).toBeGreaterThan(80);
  });
  it('fits the interval to the range when none is asked: days for a month, weeks for a quarter, months for all time', async () => {
    const trendsOf = (query: string) => get<{ data: Trends }>(CUSTOMER, `/api/customer/demo-bistro/reputation/trends?${query}`);
    const month = await trendsOf('start_date=2026-10-01&end_date=2026-10-30');
    expect(month.body.data.interval).toBe('day');
    const days = month.body.data.series.flatMap((s) => s.points.map((p) => p.period));
    expect(days.length).toBeGreaterThan(2);
    expect(days.every((d) => d >= '2026-10-01' && d <= '2026-10-30')).toBe(true);
    expect((await trendsOf('start_date=2026-08-01&end_date=2026-10-30')).body.data.interval).toBe('week');
    expect((await trendsOf('start_date=2025-01-01&end_date=2026-10-30')).body.data.interval).toBe('month');
    expect((await trendsOf('period=global')).body.data.interval).toBe('month');
    // The default range is the last 30 days.
    expect((await trendsOf('')).body.data.interval).toBe('day');
    // Asked for, an interval is kept whatever the range.
    expect((await trendsOf('start_date=2026-10-01&end_date=2026-10-30&interval=month')).body.data.interval).toBe('month');
    expect((await trendsOf('interval=hour')).status).toBe(400);
  });
  it('gives, per week, the count and average of the reviews themselves (Monday buckets)', async () => {
    const { body } = await get<{ data: Trends }>(CUSTOMER, '/api/customer/demo-bistro/reputation/trends?period=global&interval=week');
    const lyon = body.data.series.find((s) => s.kind === 'establishment' && s.name.startsWith('Le Petit Bistro – Lyon'));
    if (!lyon) throw new Error('no Lyon series');
    const expected = await rowsOf<{ period: string; reviews: number; average: number }>(sql`select date_trunc('week', visit_day::timestamp)::date::text as period,
      count(*)::int as reviews, round(avg(rating)::numeric, 2)::float8 as average
      from reviews where establishment_id = ${lyon.id} and competitor_id is null group by 1 order by 1`);
    expect(lyon.points).toEqual(expected);
    expect(expected.every((p) => new Date(`${p.period}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
  });
});

describe('review search', () => {
  const search = (query: string) => get<{ data: SearchHit[]; total: number }>(CUSTOMER, `/api/customer/demo-bistro/reputation/reviews/search?period=global&${query}`);

  it("finds inflections in each language: 'accueillant' finds 'accueil', 'welcoming' finds 'welcome', 'acogedores' finds 'acogedor'", async () => {
    const fr = await search('q=accueillant&language=fr&per_page=100');
    expect(fr.body.total).toBeGreaterThan(0);
    // Mixed reviews say 'Accueil sympathique': the stem, not the word typed.
    const mixed = await search('q=accueillant&language=fr&rating=3&per_page=100');
    expect(mixed.body.total).toBeGreaterThan(0);
    expect(mixed.body.data.some((h) => /accueil\s/i.test(h.comment ?? ''))).toBe(true);
    expect(mixed.body.data.every((h) => /accueil/i.test(h.comment ?? ''))).toBe(true);
    const marked = fr.body.data.find((h) => h.highlighted?.includes('\u0002'));
    const markedWord = marked?.highlighted?.split('\u0002')[1]?.split('\u0003')[0];
    expect(markedWord?.toLowerCase()).toMatch(/^accueil/);
    const en = await search('q=welcoming&language=en&rating=3');
    expect(en.body.data.some((h) => /welcome\b/i.test(h.comment ?? ''))).toBe(true);
    const sp = await search('q=acogedores&language=sp');
    expect(sp.body.total).toBeGreaterThan(0);
    expect(sp.body.data.every((h) => /acog/i.test(h.comment ?? ''))).toBe(true);
  });
  it('gives the number of all matches on every page, and past the last one', async () => {
    const [direct] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from reviews r join establishments e on e.id = r.establishment_id
      join customers c on c.id = e.customer_id where c.tag = 'demo-bistro' and r.rating = 2`);
    const first = await search('rating=2&per_page=5');
    const second = await search('rating=2&per_page=5&page=2');
    const beyond = await search('rating=2&per_page=5&page=1000');
    expect(direct?.n).toBeGreaterThan(10);
    expect([first.body.total, second.body.total, beyond.body.total]).toEqual([direct?.n, direct?.n, direct?.n]);
    expect(beyond.body.data).toEqual([]);
    expect(second.body.data.map((h) => h.id)).not.toEqual(first.body.data.map((h) => h.id));
  });
  it('finds a partial word and a typo through trigrams', async () => {
    const typo = await search('q=blanqette');
    expect(typo.body.data.some((h) => /blanquette/i.test(h.comment ?? ''))).toBe(true);
  });
  it('applies every filter', async () => {
    const base = await search('per_page=100');
    const rating = await search('rating=1&per_page=100');
    expect(rating.body.data.every((h) => h.rating === 1)).toBe(true);
    expect(rating.body.total).toBeLessThan(base.body.total);
    const platform = await search('platform=TripAdvisor&language=en&per_page=100');
    expect(platform.body.data.every((h) => h.source === 'TripAdvisor' && h.language === 'en')).toBe(true);
    const [competitor] = await rowsOf<{ id: number }>(sql`select c.id from competitors c where c.name = 'Brasserie des Terreaux'`);
    const comp = await search(`place=c${competitor?.id}&per_page=100`);
    expect(comp.body.total).toBeGreaterThan(0);
    expect(comp.body.data.every((h) => h.kind === 'competitor' && h.place === 'Brasserie des Terreaux')).toBe(true);
    const advantage = await search('with_advantage=true&per_page=100');
    expect(advantage.body.data.every((h) => h.with_advantage)).toBe(true);
    const noComment = await search('with_comment=false&per_page=100');
    expect(noComment.body.data.every((h) => h.comment === null || h.comment.trim() === '')).toBe(true);
    const range = await get<{ data: SearchHit[] }>(CUSTOMER, '/api/customer/demo-bistro/reputation/reviews/search?start_date=2026-01-01&end_date=2026-01-31&per_page=100');
    expect(range.body.data.every((h) => h.visit_day >= '2026-01-01' && h.visit_day <= '2026-01-31')).toBe(true);
    // Another customer's establishment id gives nothing, not its reviews.
    const [other] = await rowsOf<{ id: number }>(sql`select e.id from establishments e join customers c on c.id = e.customer_id where c.tag = 'demo-bakery'`);
    expect((await search(`place=e${other?.id}`)).body.total).toBe(0);
  });
  it('filters by topic and sentiment from the analysis (corrections included)', async () => {
    const [review] = await rowsOf<{ id: number }>(sql`select r.id from reviews r join establishments e on e.id = r.establishment_id
      join customers c on c.id = e.customer_id where c.tag = 'demo-bistro' and r.comment is not null and r.competitor_id is null order by r.id limit 1`);
    if (!review) throw new Error('no review');
    await analyse(review.id, 'negative', [{ topic: 'cleanliness', sentiment: 'negative', spans: [[0, 5]] }]);
    const hits = await search('topic=cleanliness&sentiment=negative');
    expect(hits.body.data.map((h) => h.id)).toEqual([review.id]);
  });
  it('exports the results as CSV that a CSV parser reads back, commas and quotes included', async () => {
    const res = await get<unknown>(CUSTOMER, '/api/customer/demo-bistro/reputation/reviews/search.csv?period=global&q=accueillant&language=fr');
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toMatch(/text\/csv/);
    // The customer's user reads French: `;` between cells, a BOM first.
    const records = parse(res.raw.body, { columns: true, bom: true, delimiter: ';' }) as Record<string, string>[];
    const json = await search('q=accueillant&language=fr&per_page=100');
    expect(records.length).toBe(json.body.total);
    expect(Object.keys(records[0] ?? {})).toEqual(['Date', 'Établissement', 'Source', 'Note', 'Langue', 'Sentiment', 'Auteur', 'Interne', 'Avantage', 'Commentaire']);
    expect(records.some((r) => r.Commentaire?.includes(','))).toBe(true);
    expect(records.map((r) => r.Commentaire)).toEqual(expect.arrayContaining([json.body.data[0]?.comment]));
  });
});

describe('categorization and corrections', () => {
  it('counts topics by sentiment; a correction changes the matrix and is kept with who and when', async () => {
    const ids = await rowsOf<{ id: number }>(sql`select r.id from reviews r join establishments e on e.id = r.establishment_id
      join customers c on c.id = e.customer_id where c.tag = 'demo-bistro' and r.comment is not null and r.competitor_id is null
      order by r.created_at desc limit 3`);
    const [a, b, c] = ids.map((r) => r.id);
    if (!a || !b || !c) throw new Error('fixtures');
    await analyse(a, 'positive', [{ topic: 'staff', sentiment: 'positive', spans: [[0, 7]] }, { topic: 'product', sentiment: 'positive', spans: [] }]);
    await analyse(b, 'negative', [{ topic: 'staff', sentiment: 'negative', spans: [[3, 9]] }]);
    await analyse(c, 'neutral', [{ topic: 'price', sentiment: 'neutral', spans: [] }]);
    const matrix = async () => (await get<{ data: TopicMatrix }>(CUSTOMER, '/api/customer/demo-bistro/reputation/topics?period=global')).body.data;
    const before = await matrix();
    const staff = before.rows.find((r) => r.topic === 'staff');
    expect(staff).toMatchObject({ positive: 1, negative: 1 });

    const list = await get<{ data: { id: number; topics: { topic: string; spans: number[][] }[] }[]; total: number }>(
      CUSTOMER,
      '/api/customer/demo-bistro/reputation/topics/staff/reviews?period=global&sentiment=negative',
    );
    expect(list.body.data.map((r) => r.id)).toEqual([b]);
    expect(list.body.data[0]?.topics[0]?.spans).toEqual([[3, 9]]);

    const token = await tokenFor(app, CUSTOMER);
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/customer/demo-bistro/reputation/reviews/${b}/analysis`,
      headers: { ...bearer(token), 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({ sentiment: 'positive', topics: [{ topic: 'staff', sentiment: 'positive' }, { topic: 'location', sentiment: 'positive' }] }),
    });
    expect(patch.statusCode).toBe(200);
    const corrected = patch.json() as { data: { sentiment: string; corrected: boolean; topics: { topic: string; spans: number[][] }[] } };
    expect(corrected.data.sentiment).toBe('positive');
    expect(corrected.data.corrected).toBe(true);
    expect(corrected.data.topics.find((t) => t.topic === 'staff')?.spans).toEqual([[3, 9]]);

    const after = await matrix();
    expect(after.rows.find((r) => r.topic === 'staff')).toMatchObject({ positive: 2, negative: 0 });
    expect(after.rows.find((r) => r.topic === 'location')?.positive).toBe(before.rows.find((r) => r.topic === 'location')!.positive + 1);
    expect(after.corrected).toBe(before.corrected + 1);
    const [stored] = await rowsOf<{ corrected_by: number; corrected_at: string | null; sentiment: string }>(
      sql`select corrected_by, corrected_at::text, sentiment from review_analysis where review_id = ${b}`,
    );
    expect(stored?.corrected_by).toBeGreaterThan(0);
    expect(stored?.corrected_at).not.toBeNull();
    expect(stored?.sentiment).toBe('negative');
  });
  it('refuses a correction without merge-patch, with a bad topic, or on another customer\'s review', async () => {
    const token = await tokenFor(app, CUSTOMER);
    const [review] = await rowsOf<{ id: number }>(sql`select review_id as id from review_analysis limit 1`);
    const url = `/api/customer/demo-bistro/reputation/reviews/${review?.id}/analysis`;
    const json = await app.inject({ method: 'PATCH', url, headers: bearer(token), payload: { sentiment: 'positive' } });
    expect(json.statusCode).toBe(415);
    const bad = await app.inject({ method: 'PATCH', url, headers: { ...bearer(token), 'content-type': 'application/merge-patch+json' }, payload: JSON.stringify({ topics: [{ topic: 'weather', sentiment: 'positive' }] }) });
    expect(bad.statusCode).toBe(400);
    const [bakeryReview] = await rowsOf<{ id: number }>(sql`select r.id from reviews r join establishments e on e.id = r.establishment_id join customers c on c.id = e.customer_id where c.tag = 'demo-bakery' limit 1`);
    if (!bakeryReview) throw new Error('fixture');
    await analyse(bakeryReview.id, 'positive', []);
    const foreign = await app.inject({
      method: 'PATCH',
      url: `/api/customer/demo-bistro/reputation/reviews/${bakeryReview.id}/analysis`,
      headers: { ...bearer(token), 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({ sentiment: 'negative' }),
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('latest reviews', () => {
  it('lists the newest own reviews first, internal feedback flagged', async () => {
    const { body } = await get<{ data: { created_at: string; kind: string; is_internal: boolean }[] }>(CUSTOMER, '/api/customer/demo-bistro/reputation/reviews/latest?limit=100');
    expect(body.data).toHaveLength(100);
    const dates = body.data.map((r) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.data.every((r) => r.kind === 'establishment')).toBe(true);
    expect(body.data.some((r) => r.is_internal)).toBe(true);
  });
});
