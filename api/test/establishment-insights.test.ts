import type { EstablishmentAnalysis, EstablishmentEvent, EstablishmentHeader, EstablishmentReviewsPage, EstablishmentServices, EstablishmentTrends, StaffRanking } from '@erep/shared/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { cautiousRanking, rankingPrior } from '../src/modules/reputation/service';
import { bearer, createTestApp, tokenFor } from './helpers';

let app: FastifyInstance;
let db: Db;
let lyon: number;
let tabernaSol: number;
let bakeryShop: number;
const tokens = new Map<string, string>();

const CUSTOMER = 'customer@demo.test';
const PARTNER = 'partner@demo.test';
const BAKERY = 'bakery@demo.test';
const GLOBAL = 'period=global';

async function call<T>(email: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  let token = tokens.get(email);
  if (!token) {
    token = await tokenFor(app, email);
    tokens.set(email, token);
  }
  const res = await app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: (res.body ? res.json() : null) as T };
}
const get = <T>(email: string, url: string) => call<T>(email, 'GET', url);

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.orm.execute(query)) as unknown as { rows: T[] }).rows;
}

const base = (id: number, customer = 'demo-bistro') => `/api/customer/${customer}/establishment/${id}`;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  const [row] = await rowsOf<{ id: number }>(sql`select id from establishments where tag = 'demo-bistro-lyon'`);
  const [shop] = await rowsOf<{ id: number }>(sql`select id from establishments where tag = 'demo-bakery-camden'`);
  lyon = row?.id ?? 0;
  bakeryShop = shop?.id ?? 0;
  const [sol] = await rowsOf<{ id: number }>(sql`select id from establishments where tag = 'demo-taberna-sol'`);
  tabernaSol = sol?.id ?? 0;
});
afterAll(async () => {
  await app.close();
});

describe('establishment figures', () => {
  it('the header and the analysis count the establishment own reviews of the range', async () => {
    const [expected] = await rowsOf<{ reviews: number; average: number }>(
      sql`select count(*)::int as reviews, round(avg(rating)::numeric, 2)::float8 as average from reviews where establishment_id = ${lyon} and competitor_id is null`,
    );
    const header = await get<{ data: EstablishmentHeader }>(PARTNER, `${base(lyon)}/header?${GLOBAL}`);
    expect(header.status).toBe(200);
    expect(header.body.data).toMatchObject({ id: lyon, tag: 'demo-bistro-lyon', reviews: expected?.reviews, average: expected?.average });
    expect(header.body.data.score).toBeCloseTo((expected?.average ?? 0) / 5, 2);

    const { status, body } = await get<{ data: EstablishmentAnalysis }>(CUSTOMER, `${base(lyon)}/analysis?${GLOBAL}`);
    expect(status).toBe(200);
    const a = body.data;
    expect(a.reviews).toBe(expected?.reviews);
    expect(a.ratings.reduce((n, r) => n + r.reviews, 0)).toBe(a.reviews);
    expect(a.platforms.reduce((n, p) => n + p.reviews, 0)).toBe(a.reviews);
    // Every review counts by its stars (the seed corrects none): with or without a comment.
    const byStars = (from: number, to: number) => a.ratings.filter((r) => r.rating >= from && r.rating <= to).reduce((n, r) => n + r.reviews, 0);
    expect(a.sentiments).toEqual({ negative: byStars(1, 2), neutral: byStars(3, 3), positive: byStars(4, 5) });
    expect(a.sentiments.positive).toBeGreaterThan(0);
    expect(a.answered).not.toBeNull();
    // The density chart: seeded visits fall at meal times, every point in the chart's domain.
    expect(a.points.length).toBeGreaterThan(100);
    for (const p of a.points) {
      expect(p.hour).toBeGreaterThanOrEqual(0);
      expect(p.hour).toBeLessThan(24);
      expect(p.weekday).toBeGreaterThanOrEqual(0);
      expect(p.weekday).toBeLessThanOrEqual(6);
    }
    const atNight = a.points.filter((p) => p.hour >= 2 && p.hour < 6).length;
    expect(atNight / a.points.length).toBeLessThan(0.1);
  });

  it('a narrow range gives the figures of that range, with the previous period beside them', async () => {
    const { body } = await get<{ data: EstablishmentAnalysis }>(CUSTOMER, `${base(lyon)}/analysis?start_date=2020-01-01&end_date=2020-01-31`);
    expect(body.data).toMatchObject({ reviews: 0, average: null, previous_reviews: 0, points: [] });
  });

  it('staff are ranked by the cautious score of the ranking page, with a prior sized to their own counts', async () => {
    const { status, body } = await get<{ data: StaffRanking }>(CUSTOMER, `${base(lyon)}/staff-ranking?${GLOBAL}`);
    expect(status).toBe(200);
    const staff = await rowsOf<{ id: number; reviews: number; rating_sum: number }>(
      sql`select s.id, count(r.id)::int as reviews, coalesce(sum(r.rating), 0)::int as rating_sum
      from staff s left join reviews r on r.staff_id = s.id where s.establishment_id = ${lyon} group by s.id`,
    );
    const expected = cautiousRanking(staff.map((s) => ({ key: String(s.id), reviews: s.reviews, ratingSum: s.rating_sum })), rankingPrior(staff.map((s) => s.reviews)));
    expect(body.data.prior).toBe(rankingPrior(staff.map((s) => s.reviews)));
    expect(body.data.rows).toHaveLength(staff.length);
    body.data.rows.forEach((row, index) => {
      expect(row.rank).toBe(index + 1);
      expect(row.rank).toBe(expected.scores.get(String(row.id))?.rank);
    });
    const weighted = body.data.rows.map((r) => r.weighted ?? 0);
    expect([...weighted].sort((x, y) => y - x)).toEqual(weighted);
    expect(body.data.rows.some((r) => r.topics.some((t) => t.positive + t.negative + t.neutral > 0))).toBe(true);
  });
});

describe('review lists by type', () => {
  const page = (type: string, extra = '&per_page=100') => get<EstablishmentReviewsPage>(CUSTOMER, `${base(lyon)}/reviews?${GLOBAL}&type=${type}${extra}`);

  it('each type keeps only its reviews, and its summary counts the whole list', async () => {
    const all = await page('all');
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThan(100);
    expect(all.body.data).toHaveLength(100);
    expect(all.body.data.every((r) => r.kind === 'establishment')).toBe(true);

    const checks: [string, (r: EstablishmentReviewsPage['data'][number]) => boolean][] = [
      ['internal', (r) => r.source === 'internal_form'],
      ['google', (r) => r.source === 'Google'],
      ['tripadvisor', (r) => r.source === 'TripAdvisor'],
      ['facebook', (r) => r.source === 'Facebook'],
      ['positive', (r) => r.rating >= 4 && r.sentiment !== 'negative'],
      ['negative', (r) => r.rating <= 2 || r.sentiment === 'negative'],
      ['advantage', (r) => r.with_advantage],
      ['unanswered', (r) => !r.answered],
    ];
    const totals = new Map<string, number>();
    for (const [type, holds] of checks) {
      const res = await page(type);
      expect(res.status, type).toBe(200);
      expect(res.body.total, type).toBeGreaterThan(0);
      expect(res.body.data.every(holds), type).toBe(true);
      expect(res.body.summary.reviews, type).toBe(res.body.total);
      totals.set(type, res.body.total);
    }
    expect((totals.get('internal') ?? 0) + (totals.get('google') ?? 0) + (totals.get('tripadvisor') ?? 0) + (totals.get('facebook') ?? 0)).toBe(all.body.total);
    expect((totals.get('positive') ?? 0) + (totals.get('negative') ?? 0)).toBeLessThan(all.body.total);
  });

  it('pages do not overlap', async () => {
    const first = await page('all', '&page=1&per_page=20');
    const second = await page('all', '&page=2&per_page=20');
    const ids = new Set(first.body.data.map((r) => r.id));
    expect(second.body.data.some((r) => ids.has(r.id))).toBe(false);
  });

  it('refuses an unknown type with a field error, not a 500', async () => {
    const res = await page('stars');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation_failed' });
  });

  it('staff and units list their reviews; an unknown tag is 404', async () => {
    const services = await get<{ data: EstablishmentServices }>(CUSTOMER, `${base(lyon)}/services?${GLOBAL}`);
    expect(services.status).toBe(200);
    const person = services.body.data.staff[0];
    const unit = services.body.data.units[0];
    expect(person?.reviews).toBeGreaterThan(0);
    expect(unit?.reviews).toBeGreaterThan(0);
    const staffReviews = await get<EstablishmentReviewsPage & { subject: { name: string } }>(CUSTOMER, `${base(lyon)}/services/staff/${person?.tag}/reviews?${GLOBAL}`);
    expect(staffReviews.status).toBe(200);
    expect(staffReviews.body.total).toBe(person?.reviews);
    expect(staffReviews.body.subject.name).toBe(person?.name);
    const unitReviews = await get<EstablishmentReviewsPage>(CUSTOMER, `${base(lyon)}/services/units/${unit?.tag}/reviews?${GLOBAL}`);
    expect(unitReviews.body.total).toBe(unit?.reviews);
    expect((await get(CUSTOMER, `${base(lyon)}/services/staff/nobody/reviews`)).status).toBe(404);
    // A staff member of the bakery is not found under the bistro's establishment.
    const [other] = await rowsOf<{ tag: string }>(sql`select tag from staff where establishment_id = ${bakeryShop} limit 1`);
    expect((await get(CUSTOMER, `${base(lyon)}/services/staff/${other?.tag}/reviews`)).status).toBe(404);
  });

  it('trends put the establishment beside its competitors', async () => {
    const { status, body } = await get<{ data: EstablishmentTrends }>(CUSTOMER, `${base(lyon)}/trends?${GLOBAL}&interval=month`);
    expect(status).toBe(200);
    expect(body.data.series.map((s) => s.kind)).toEqual(['establishment', 'competitor', 'competitor']);
    expect(body.data.series[0]?.points.length).toBeGreaterThan(12);
    expect(body.data.events.length).toBeGreaterThan(0);
  });
});

describe('tenant isolation', () => {
  const paths = ['/header', '/analysis', '/staff-ranking', '/reviews', '/trends', '/services', '/events', '/services/staff/x/reviews', '/services/units/x/reviews'];

  // The demo partner reaches both demo-bistro and demo-taberna-madrid: the id alone must not cross over.
  const OTHER = 'demo-taberna-madrid';
  it("another customer's establishment answers the same 404 as one that does not exist", async () => {
    for (const path of paths) {
      const foreign = await get<{ code: string }>(PARTNER, `${base(lyon, OTHER)}${path}`);
      const unknown = await get<{ code: string }>(PARTNER, `${base(999_999, OTHER)}${path}`);
      expect(foreign.status, path).toBe(404);
      expect(foreign.body, path).toEqual(unknown.body);
      expect(foreign.body.code, path).toBe('establishment_not_found');
      expect((await get(PARTNER, `${base(tabernaSol, OTHER)}${path.replace('/x/', '/nobody/')}`)).status, path).toBe(path.includes('/x/') ? 404 : 200);
    }
    // A customer without the reputation plan is refused before any lookup.
    expect((await get(BAKERY, `${base(bakeryShop, 'demo-bakery')}/analysis`)).status).toBe(403);
    // Writes too: nothing is created, changed or removed under another customer's establishment.
    const created = await call(PARTNER, 'POST', `${base(lyon, OTHER)}/events`, { kind: 'menu', title: 'Intrus', day: '2026-01-01' });
    expect(created.status).toBe(404);
    const [event] = await rowsOf<{ id: number }>(sql`select id from establishment_events where establishment_id = ${lyon} limit 1`);
    expect((await call(PARTNER, 'PUT', `${base(lyon, OTHER)}/events/${event?.id}`, { kind: 'menu', title: 'Intrus', day: '2026-01-01' })).status).toBe(404);
    expect((await call(PARTNER, 'DELETE', `${base(lyon, OTHER)}/events/${event?.id}`)).status).toBe(404);
    // An event of the bistro cannot be reached through the other customer's own establishment either.
    expect((await call(PARTNER, 'PUT', `${base(tabernaSol, OTHER)}/events/${event?.id}`, { kind: 'menu', title: 'Intrus', day: '2026-01-01' })).status).toBe(404);
    expect((await call(PARTNER, 'DELETE', `${base(tabernaSol, OTHER)}/events/${event?.id}`)).status).toBe(404);
    const [still] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from establishment_events where id = ${event?.id} and title <> 'Intrus'`);
    expect(still?.n).toBe(1);
  });
});

describe('events', () => {
  it('are created, listed, changed and removed', async () => {
    const created = await call<{ data: EstablishmentEvent }>(CUSTOMER, 'POST', `${base(lyon)}/events`, {
      kind: 'promotion',
      title: '  Happy hour  ',
      day: '2026-02-01',
      end_day: '2026-02-14',
      note: 'Deux cocktails achetés, le troisième offert.',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ kind: 'promotion', title: 'Happy hour', day: '2026-02-01', end_day: '2026-02-14' });
    const id = created.body.data.id;

    const listed = await get<{ data: EstablishmentEvent[] }>(CUSTOMER, `${base(lyon)}/events`);
    expect(listed.body.data.some((e) => e.id === id)).toBe(true);

    const changed = await call<{ data: EstablishmentEvent }>(PARTNER, 'PUT', `${base(lyon)}/events/${id}`, { kind: 'menu', title: 'Carte des cocktails', day: '2026-02-02' });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ id, kind: 'menu', title: 'Carte des cocktails', end_day: null, note: null });

    expect((await call(CUSTOMER, 'DELETE', `${base(lyon)}/events/${id}`)).status).toBe(204);
    expect((await call(CUSTOMER, 'DELETE', `${base(lyon)}/events/${id}`)).status).toBe(404);
  });

  it('refuses bad input field by field', async () => {
    const cases: [object, Record<string, string[]>][] = [
      [{ kind: 'party', title: 'x', day: '2026-01-01' }, { kind: ['kind'] }],
      [{ kind: 'menu', title: '   ', day: '2026-01-01' }, { title: ['required'] }],
      [{ kind: 'menu', title: 'x'.repeat(121), day: '2026-01-01' }, { title: ['too_long'] }],
      [{ kind: 'menu', title: 'x', day: '2026-02-30' }, { day: ['date'] }],
      [{ kind: 'menu', title: 'x', day: '2026-03-10', end_day: '2026-03-01' }, { end_day: ['before_start'] }],
      [{ kind: 'menu', title: 'x' }, { day: ['required'] }],
    ];
    for (const [payload, errors] of cases) {
      const res = await call<{ code: string; errors: Record<string, string[]> }>(CUSTOMER, 'POST', `${base(lyon)}/events`, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.errors).toMatchObject(errors);
    }
    expect((await call(CUSTOMER, 'PUT', `${base(lyon)}/events/999999`, { kind: 'menu', title: 'x', day: '2026-01-01' })).status).toBe(404);
  });
});
