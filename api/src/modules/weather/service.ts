import type { TemperatureBand, WeatherGroup, WeatherReport } from '@erep/shared/schemas';
import { LRUCache } from 'lru-cache';
import type { Orm } from '../../db/client';
import { notFound } from '../../http/errors';
import { relationOf } from '../../lib/relation';
import { resolvePeriod, type RangeQuery } from '../reputation/service';
import type { WeatherSource } from './adapter';
import * as q from './queries';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
/** 'All time' reads the last two years: the weather before says nothing about today's reviews. */
const GLOBAL_DAYS = 730;
/** A rainy day by the usual meteorological threshold. */
export const RAIN_MM = 1;
/** Band of a day's highest temperature, °C: below 8 cold, 8-16 cool, 16-24 mild, 24 and above hot. */
export function bandOf(temperature: number): TemperatureBand {
  if (temperature < 8) return 'cold';
  if (temperature < 16) return 'cool';
  if (temperature < 24) return 'mild';
  return 'hot';
}

// A span just asked for is not asked again for a while (the archive lags a few days behind).
const attempted = new LRUCache<string, true>({ max: 1000, ttl: 60 * 60 * 1000 });

export interface WeatherDeps {
  orm: Orm;
  source: WeatherSource | null;
  log: { warn(details: Record<string, unknown>, message: string): void };
  today?: Date;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function group(days: q.WeatherReviewRow[]): WeatherGroup {
  const reviews = days.reduce((n, d) => n + d.reviews, 0);
  const sum = days.reduce((n, d) => n + d.rating_sum, 0);
  return {
    days: days.length,
    reviews,
    reviews_per_day: days.length === 0 ? null : round2(reviews / days.length),
    average: reviews === 0 ? null : round2(sum / reviews),
  };
}

/** Fetches the range's missing days once; a failure is logged and the stored days still answer. */
async function fillMissing(deps: WeatherDeps, place: q.PlaceRow, start: string, end: string): Promise<boolean> {
  if (!deps.source || place.latitude === null || place.longitude === null || start > end) return false;
  const missing = await q.missingSpan(deps.orm, place.id, start, end);
  if (!missing) return false;
  const key = `${place.id}:${missing.first}:${missing.last}`;
  if (attempted.has(key)) return false;
  attempted.set(key, true);
  try {
    const days = await deps.source.daily(place.latitude, place.longitude, missing.first, missing.last);
    await q.storeDays(deps.orm, place.id, days, 'archive');
    return false;
  } catch (error) {
    deps.log.warn({ err: error, establishmentId: place.id, start: missing.first, end: missing.last }, 'weather service failed; stored days shown');
    // Asked again on the next visit rather than in an hour.
    attempted.delete(key);
    return true;
  }
}

export async function weatherReport(deps: WeatherDeps, customerId: number, establishmentId: number, range: RangeQuery): Promise<WeatherReport> {
  const place = await q.establishmentOf(deps.orm, customerId, establishmentId);
  if (!place) throw notFound('Establishment not found', 'establishment_not_found');
  const today = deps.today ?? new Date();
  const period = resolvePeriod(range, today);
  const end = period.end ?? isoDay(today);
  const start = period.start ?? isoDay(new Date(Date.parse(end) - (GLOBAL_DAYS - 1) * DAY_MS));
  // Today's weather is not in an archive yet.
  const yesterday = isoDay(new Date(today.getTime() - DAY_MS));
  const fetchFailed = await fillMissing(deps, place, start, end < yesterday ? end : yesterday);
  const rows = await q.weatherWithReviews(deps.orm, place.id, start, end);

  const withReviews = rows.filter((d) => d.reviews > 0);
  const rainy = (d: q.WeatherReviewRow) => (d.precipitation >= RAIN_MM ? 1 : 0);
  return {
    days: rows.map((d) => ({
      day: d.day,
      temperature_max: round2(d.temperature_max),
      precipitation: round2(d.precipitation),
      reviews: d.reviews,
      average: d.reviews === 0 ? null : round2(d.rating_sum / d.reviews),
    })),
    bands: (['cold', 'cool', 'mild', 'hot'] as const).map((band) => ({ band, ...group(rows.filter((d) => bandOf(d.temperature_max) === band)) })),
    rain: { rainy: group(rows.filter((d) => rainy(d) === 1)), dry: group(rows.filter((d) => rainy(d) === 0)) },
    relations: {
      temperature_rating: relationOf(withReviews.map((d) => [d.temperature_max, d.rating_sum / d.reviews])),
      temperature_volume: relationOf(rows.map((d) => [d.temperature_max, d.reviews])),
      rain_rating: relationOf(withReviews.map((d) => [rainy(d), d.rating_sum / d.reviews])),
      rain_volume: relationOf(rows.map((d) => [rainy(d), d.reviews])),
    },
    located: place.latitude !== null && place.longitude !== null,
    fetch_failed: fetchFailed,
  };
}
