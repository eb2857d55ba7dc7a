import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import type { FetchedWeatherDay } from './adapter';

async function rows<T>(orm: Orm, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await orm.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface PlaceRow {
  id: number;
  latitude: number | null;
  longitude: number | null;
}

/** An establishment of this customer only: another tenant's id is not found. */
export async function establishmentOf(orm: Orm, customerId: number, establishmentId: number): Promise<PlaceRow | undefined> {
  const [row] = await rows<PlaceRow>(
    orm,
    sql`select id, latitude, longitude from establishments where id = ${establishmentId} and customer_id = ${customerId}`,
  );
  return row;
}

/** The first and last day of the range that have no stored weather (null: none missing). */
export async function missingSpan(orm: Orm, establishmentId: number, start: string, end: string): Promise<{ first: string; last: string } | null> {
  const [row] = await rows<{ first: string | null; last: string | null }>(
    orm,
    sql`select min(d)::date::text as first, max(d)::date::text as last
    from generate_series(${start}::date, ${end}::date, interval '1 day') as d
    where not exists (select 1 from weather_days w where w.establishment_id = ${establishmentId} and w.day = d::date)`,
  );
  return row?.first && row.last ? { first: row.first, last: row.last } : null;
}

export async function storeDays(orm: Orm, establishmentId: number, days: FetchedWeatherDay[], origin: 'archive' | 'seed'): Promise<void> {
  for (let i = 0; i < days.length; i += 500) {
    const chunk = days.slice(i, i + 500);
    const values = sql.join(
      chunk.map((d) => sql`(${establishmentId}, ${d.day}::date, ${d.temperatureMax}, ${d.precipitation}, ${origin})`),
      sql`, `,
    );
    await orm.execute(
      sql`insert into weather_days (establishment_id, day, temperature_max, precipitation, origin) values ${values}
      on conflict (establishment_id, day) do nothing`,
    );
  }
}

export interface WeatherReviewRow {
  day: string;
  temperature_max: number;
  precipitation: number;
  reviews: number;
  rating_sum: number;
}

/** Stored weather days of the range with the establishment's own reviews of each day (daily roll-up). */
export function weatherWithReviews(orm: Orm, establishmentId: number, start: string, end: string): Promise<WeatherReviewRow[]> {
  return rows<WeatherReviewRow>(
    orm,
    sql`select w.day::text as day, w.temperature_max::float8 as temperature_max, w.precipitation::float8 as precipitation,
      coalesce(s.reviews, 0)::int as reviews, coalesce(s.rating_sum, 0)::int as rating_sum
    from weather_days w
    left join (
      select day, sum(reviews) as reviews, sum(rating_sum) as rating_sum from review_daily_stats
      where establishment_id = ${establishmentId} and competitor_id = 0 and day between ${start}::date and ${end}::date
      group by day
    ) s on s.day = w.day
    where w.establishment_id = ${establishmentId} and w.day between ${start}::date and ${end}::date
    order by w.day`,
  );
}
