import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SalesImportResult, SalesReport, WeatherReport } from '@erep/shared/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { pearson, strengthOf } from '../src/lib/relation';
import { parseSalesCsv } from '../src/modules/sales/csv';
import { bearer, createTestApp, tokenFor } from './helpers';

let app: FastifyInstance;
let db: Db;
let weatherServer: Server;
/** What the fake archive answers next: a series, or a failure. */
let weatherMode: 'ok' | 'fail' = 'ok';
const weatherCalls: URLSearchParams[] = [];

const CUSTOMER = 'customer@demo.test';
const BAKERY = 'bakery@demo.test';
let lyon = 0;
let croixRousse = 0;
let bakeryPlace = 0;

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.orm.execute(query)) as unknown as { rows: T[] }).rows;
}
async function idOf(tag: string): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(sql`select id from establishments where tag = ${tag}`);
  if (!row) throw new Error(`no establishment ${tag}`);
  return row.id;
}
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const daysAgo = (n: number) => isoDay(new Date(Date.now() - n * 864e5));

async function call<T>(email: string, method: 'GET' | 'POST', url: string, csv?: string) {
  const res = await app.inject({
    method,
    url,
    headers: { ...bearer(await tokenFor(app, email)), ...(csv === undefined ? {} : { 'content-type': 'text/csv' }) },
    ...(csv === undefined ? {} : { payload: csv }),
  });
  return { status: res.statusCode, body: res.json() as T };
}

beforeAll(async () => {
  weatherServer = createServer((req, res) => {
    const params = new URL(req.url ?? '/', 'http://x').searchParams;
    weatherCalls.push(params);
    if (weatherMode === 'fail') {
      res.writeHead(503).end('down');
      return;
    }
    const days: string[] = [];
    for (let d = Date.parse(params.get('start_date') ?? ''); d <= Date.parse(params.get('end_date') ?? ''); d += 864e5) days.push(isoDay(new Date(d)));
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({ daily: { time: days, temperature_2m_max: days.map((_, i) => 10 + (i % 15)), precipitation_sum: days.map((_, i) => (i % 3 === 0 ? 4.2 : 0)) } }),
    );
  });
  await new Promise<void>((resolve) => weatherServer.listen(0, '127.0.0.1', resolve));
  const { port } = weatherServer.address() as AddressInfo;
  ({ app, db } = await createTestApp({ weatherUrl: `http://127.0.0.1:${port}/v1/archive` }));
  lyon = await idOf('demo-bistro-lyon');
  croixRousse = await idOf('demo-bistro-croix-rousse');
  const [bakery] = await rowsOf<{ id: number }>(sql`select e.id from establishments e join customers c on c.id = e.customer_id where c.tag = 'demo-bakery' order by e.id limit 1`);
  bakeryPlace = bakery?.id ?? 0;
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => weatherServer.close(resolve));
});

describe('relation strength', () => {
  it('computes Pearson r and names its strength, refusing to judge on too few days', () => {
    expect(pearson([[1, 2], [2, 4], [3, 6]])).toBeCloseTo(1, 10);
    expect(pearson([[1, 3], [2, 2], [3, 1]])).toBeCloseTo(-1, 10);
    expect(pearson([[1, 1], [2, 1], [3, 1]])).toBeNull();
    expect(strengthOf(0.6, 5)).toBe('too_few');
    expect(strengthOf(0.05, 40)).toBe('none');
    expect(strengthOf(-0.2, 40)).toBe('weak');
    expect(strengthOf(0.4, 40)).toBe('moderate');
    expect(strengthOf(-0.7, 40)).toBe('strong');
  });
});

describe('weather against reviews', () => {
  it('shows the seeded history with the reviews of each day, by band and rain, and the relations', async () => {
    const calls = weatherCalls.length;
    const res = await call<{ data: WeatherReport }>(CUSTOMER, 'GET', `/api/customer/demo-bistro/establishments/${lyon}/weather?start_date=${daysAgo(365)}&end_date=${daysAgo(1)}`);
    expect(res.status).toBe(200);
    const report = res.body.data;
    expect(report.located).toBe(true);
    expect(report.days.length).toBe(365);
    // Every seeded day is stored: nothing is asked of the service.
    expect(weatherCalls.length).toBe(calls);
    const [reviews] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from reviews where establishment_id = ${lyon} and competitor_id is null and visit_day between ${daysAgo(365)}::date and ${daysAgo(1)}::date`,
    );
    expect(report.days.reduce((n, d) => n + d.reviews, 0)).toBe(reviews?.n);
    expect(report.bands.reduce((n, b) => n + b.days, 0)).toBe(365);
    expect(report.rain.rainy.days + report.rain.dry.days).toBe(365);
    expect(report.relations.temperature_volume.n).toBe(365);
    expect(['none', 'weak', 'moderate', 'strong']).toContain(report.relations.temperature_volume.strength);
  });

  it('fetches missing days from the archive once, caches them, and still answers from the store when the service fails', async () => {
    await db.orm.execute(sql`delete from weather_days where establishment_id = ${croixRousse} and day >= ${daysAgo(20)}::date`);
    weatherMode = 'ok';
    const url = `/api/customer/demo-bistro/establishments/${croixRousse}/weather?start_date=${daysAgo(30)}&end_date=${daysAgo(1)}`;
    const before = weatherCalls.length;
    const first = await call<{ data: WeatherReport }>(CUSTOMER, 'GET', url);
    expect(first.status).toBe(200);
    expect(weatherCalls.length).toBe(before + 1);
    const asked = weatherCalls[weatherCalls.length - 1];
    expect(asked?.get('start_date')).toBe(daysAgo(20));
    expect(asked?.get('end_date')).toBe(daysAgo(1));
    expect(asked?.get('daily')).toBe('temperature_2m_max,precipitation_sum');
    expect(Number(asked?.get('latitude'))).toBeCloseTo(45.764, 3);
    expect(first.body.data.days.length).toBe(30);
    expect(first.body.data.fetch_failed).toBe(false);
    const [stored] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from weather_days where establishment_id = ${croixRousse} and origin = 'archive'`);
    expect(stored?.n).toBe(20);

    // Cached: a second visit asks nothing.
    await call(CUSTOMER, 'GET', url);
    expect(weatherCalls.length).toBe(before + 1);

    // The service down: the stored days are still shown, and the page is told.
    await db.orm.execute(sql`delete from weather_days where establishment_id = ${croixRousse} and day >= ${daysAgo(5)}::date`);
    weatherMode = 'fail';
    const failed = await call<{ data: WeatherReport }>(CUSTOMER, 'GET', url);
    expect(failed.status).toBe(200);
    expect(failed.body.data.fetch_failed).toBe(true);
    expect(failed.body.data.days.length).toBe(25);
    weatherMode = 'ok';
  });

  it("answers 404 for another customer's establishment", async () => {
    const res = await call<{ code: string }>(CUSTOMER, 'GET', `/api/customer/demo-bistro/establishments/${bakeryPlace}/weather`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('establishment_not_found');
  });
});

describe('sales import', () => {
  const salesCount = async (id: number) => (await rowsOf<{ n: number }>(sql`select count(*)::int as n from sales_days where establishment_id = ${id}`))[0]?.n ?? 0;

  it('reads the documented columns, a header in any order, semicolons and decimal commas', () => {
    const today = '2026-06-30';
    expect(parseSalesCsv('date,revenue,tickets\n2026-03-01,1520.40,88\n', today)).toEqual({ rows: [{ line: 2, day: '2026-03-01', revenue: 1520.4, tickets: 88 }], errors: new Map() });
    expect(parseSalesCsv('tickets;date;ventes\n12;02/03/2026;1 234,50\n', today).rows).toEqual([{ line: 2, day: '2026-03-02', revenue: 1234.5, tickets: 12 }]);
    const bad = parseSalesCsv('date,revenue,tickets\n2026-02-30,10,1\n2026-03-01,abc,1\n2026-03-02,10,-1\n2026-03-03,10,1\n2026-03-03,11,1\n2026-07-01,5,1\n2026-03-04,5\n', today);
    expect([...bad.errors]).toEqual([[2, 'date'], [3, 'revenue'], [4, 'tickets'], [6, 'duplicate_day'], [7, 'future_day'], [8, 'columns']]);
  });

  it('refuses a file with one bad row, naming its line, and stores nothing', async () => {
    const before = await salesCount(lyon);
    const csv = `date,revenue,tickets\n${daysAgo(3)},1520.40,88\n${daysAgo(2)},douze,61\n${daysAgo(1)},1301.10,74\n`;
    const res = await call<{ code: string; errors: Record<string, string[]> }>(CUSTOMER, 'POST', `/api/customer/demo-bistro/establishments/${lyon}/sales`, csv);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('sales_csv_invalid');
    expect(res.body.errors).toEqual({ line_3: ['revenue'] });
    expect(await salesCount(lyon)).toBe(before);
  });

  it('imports a good file, then a re-import of a day replaces it instead of adding one', async () => {
    const url = `/api/customer/demo-bistro/establishments/${lyon}/sales`;
    const csv = `date,revenue,tickets\n${daysAgo(3)},1520.40,88\n${daysAgo(2)},1210.00,61\n${daysAgo(1)},1301.10,74\n`;
    const first = await call<{ data: SalesImportResult }>(CUSTOMER, 'POST', url, csv);
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual({ imported: 3, replaced: 0, first_day: daysAgo(3), last_day: daysAgo(1) });
    const again = await call<{ data: SalesImportResult }>(CUSTOMER, 'POST', url, `date,revenue,tickets\n${daysAgo(1)},1400.00,80\n`);
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({ imported: 1, replaced: 1 });
    expect(await salesCount(lyon)).toBe(3);
    const report = await call<{ data: SalesReport }>(CUSTOMER, 'GET', `${url}?start_date=${daysAgo(10)}&end_date=${daysAgo(0)}`);
    expect(report.status).toBe(200);
    expect(report.body.data.days.map((d) => [d.day, d.revenue, d.tickets])).toEqual([
      [daysAgo(3), 1520.4, 88],
      [daysAgo(2), 1210, 61],
      [daysAgo(1), 1400, 80],
    ]);
    expect(report.body.data.totals).toMatchObject({ revenue: 4130.4, tickets: 229 });
    expect(report.body.data.relations.revenue_volume).toMatchObject({ n: 3, strength: 'too_few' });
  });

  it('keeps tenants apart: another customer cannot import into or read this establishment', async () => {
    const csv = `date,revenue,tickets\n${daysAgo(1)},10,1\n`;
    // The bakery's own scope does not reach the bistro's establishment (its plan stops it even before).
    expect((await call(BAKERY, 'POST', `/api/customer/demo-bakery/establishments/${lyon}/sales`, csv)).status).not.toBe(201);
    expect((await call(BAKERY, 'POST', `/api/customer/demo-bistro/establishments/${lyon}/sales`, csv)).status).toBe(403);
    expect((await call(CUSTOMER, 'POST', `/api/customer/demo-bistro/establishments/${bakeryPlace}/sales`, csv)).status).toBe(404);
    expect((await call(CUSTOMER, 'GET', `/api/customer/demo-bistro/establishments/${bakeryPlace}/sales`)).status).toBe(404);
    expect(await salesCount(bakeryPlace)).toBe(0);
  });

  it('refuses an empty file, a JSON body and a file over the size limit without a 500', async () => {
    const url = `/api/customer/demo-bistro/establishments/${lyon}/sales`;
    expect((await call<{ code: string }>(CUSTOMER, 'POST', url, 'date,revenue,tickets\n')).body.code).toBe('sales_csv_empty');
    const json = await app.inject({ method: 'POST', url, headers: bearer(await tokenFor(app, CUSTOMER)), payload: { rows: [] } });
    expect(json.statusCode).toBe(400);
    const big = `date,revenue,tickets\n${`${daysAgo(1)},10,1\n`.repeat(60_000)}`;
    expect((await call(CUSTOMER, 'POST', url, big)).status).toBe(413);
  });
});

describe('daily review roll-up', () => {
  const differences = () =>
    rowsOf<{ n: number }>(sql`select count(*)::int as n from (
      (select establishment_id, coalesce(competitor_id, 0), visit_day, source, count(*)::int, sum(rating)::int,
        (count(*) filter (where nullif(btrim(comment), '') is not null))::int, (count(*) filter (where answered_at is not null))::int
       from reviews group by 1, 2, 3, 4
       except select establishment_id, competitor_id, day, source, reviews, rating_sum, with_comment, answered from review_daily_stats)
      union all
      (select establishment_id, competitor_id, day, source, reviews, rating_sum, with_comment, answered from review_daily_stats
       except select establishment_id, coalesce(competitor_id, 0), visit_day, source, count(*)::int, sum(rating)::int,
        (count(*) filter (where nullif(btrim(comment), '') is not null))::int, (count(*) filter (where answered_at is not null))::int
       from reviews group by 1, 2, 3, 4)) d`);

  it('matches the reviews after the seed, inserts, updates (day, rating, answer) and deletes', async () => {
    expect((await differences())[0]?.n).toBe(0);
    await db.orm.execute(sql`insert into reviews (establishment_id, source, rating, comment, visit_day)
      values (${lyon}, 'Google', 4, 'Très bon accueil', ${daysAgo(2)}::date), (${lyon}, 'Google', 2, '  ', ${daysAgo(2)}::date)`);
    await db.orm.execute(sql`update reviews set rating = 5, answered_at = now(), visit_day = visit_day - 1 where establishment_id = ${lyon} and visit_day = ${daysAgo(2)}::date`);
    await db.orm.execute(sql`delete from reviews where id in (select id from reviews where establishment_id = ${croixRousse} order by id limit 40)`);
    expect((await differences())[0]?.n).toBe(0);
    // A place-day left without reviews leaves the roll-up.
    const [zero] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from review_daily_stats where reviews <= 0`);
    expect(zero?.n).toBe(0);
  });
});
