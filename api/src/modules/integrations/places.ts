import type { CompetitorRatings, PlaceMatch } from '@erep/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { HttpError, notFound } from '../../http/errors';
import { PlatformError } from './connector';
import { googleUrl } from './google';

/** GOOGLE_PLACES_API_KEY, with GOOGLE_API_ROOT rerouting the calls like every Google call. */
export interface PlacesSettings {
  apiKey: string;
  apiRoot: string | null;
}

type PlaceRatingPoint = CompetitorRatings['history'][number];

const TIMEOUT_MS = 15_000;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Places API (New): only public figures are asked for (field masks), never review texts. */
async function placesCall<T>(settings: PlacesSettings, method: 'GET' | 'POST', address: string, fieldMask: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(googleUrl(settings.apiRoot, address), {
      method,
      headers: { 'x-goog-api-key': settings.apiKey, 'x-goog-fieldmask': fieldMask, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new PlatformError(`Google Places: ${error instanceof Error ? error.message : String(error)}`, 'unavailable', null);
  }
  if (!response.ok) {
    const failure = ((await response.json().catch(() => ({}))) as { error?: { message?: string; status?: string } }).error;
    const kind = response.status === 429 || failure?.status === 'RESOURCE_EXHAUSTED' ? 'throttled' : response.status >= 500 ? 'unavailable' : 'refused';
    throw new PlatformError(`Google Places: ${failure?.message ?? `HTTP ${response.status}`}`, kind, response.status);
  }
  return (await response.json()) as T;
}

interface Place {
  id?: string;
  displayName?: { text?: string };
  formattedAddress?: string;
  rating?: number;
  userRatingCount?: number;
}

export async function searchPlaces(settings: PlacesSettings, query: string): Promise<PlaceMatch[]> {
  const answer = await placesCall<{ places?: Place[] }>(
    settings,
    'POST',
    'https://places.googleapis.com/v1/places:searchText',
    'places.id,places.displayName,places.formattedAddress,places.rating,places.userRatingCount',
    { textQuery: query, pageSize: 10 },
  );
  return (answer.places ?? [])
    .filter((p): p is Place & { id: string } => typeof p.id === 'string')
    .map((p) => ({ place_id: p.id, name: p.displayName?.text ?? null, address: p.formattedAddress ?? null, rating: p.rating ?? null, user_rating_count: p.userRatingCount ?? null }));
}

async function placeFigures(settings: PlacesSettings, placeId: string): Promise<{ rating: number | null; count: number | null }> {
  const place = await placesCall<Place>(settings, 'GET', `https://places.googleapis.com/v1/places/${encodeURIComponent(placeId)}`, 'rating,userRatingCount');
  return { rating: place.rating ?? null, count: place.userRatingCount ?? null };
}

export function requirePlaces(settings: PlacesSettings | null): PlacesSettings {
  if (!settings) throw new HttpError(409, 'Google Places is not configured on this server', undefined, 'places_not_configured');
  return settings;
}

/** A platform failure met while answering a request: 502 with Google's reason. */
export async function answering<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PlatformError) throw new HttpError(502, error.message, undefined, error.kind === 'throttled' ? 'platform_throttled' : 'platform_error');
    throw error;
  }
}

async function competitorOf(orm: Orm, customerId: number, establishmentId: number, competitorId: number) {
  const [row] = rowsOf<{ id: number; google_place_id: string | null }>(
    await orm.execute(sql`
      select c.id, c.google_place_id from competitors c join establishments e on e.id = c.establishment_id
      where e.id = ${establishmentId} and e.customer_id = ${customerId} and c.id = ${competitorId}`),
  );
  if (!row) throw notFound(`Competitor '${competitorId}' not found`);
  return row;
}

export async function ratingHistory(orm: Orm, competitorId: number): Promise<PlaceRatingPoint[]> {
  return rowsOf<{ day: string | Date; rating: number | null; user_rating_count: number | null }>(
    await orm.execute(sql`
      select day, rating, user_rating_count from competitor_place_ratings
      where competitor_id = ${competitorId} and fetched_at is not null order by day`),
  ).map((r) => ({ day: typeof r.day === 'string' ? r.day.slice(0, 10) : r.day.toISOString().slice(0, 10), rating: r.rating, user_rating_count: r.user_rating_count }));
}

/** Ties a competitor to its Google place and records today's figures at once. */
export async function tieCompetitorPlace(orm: Orm, settings: PlacesSettings, customerId: number, establishmentId: number, competitorId: number, placeId: string): Promise<CompetitorRatings> {
  const competitor = await competitorOf(orm, customerId, establishmentId, competitorId);
  const figures = await answering(() => placeFigures(settings, placeId));
  await orm.transaction(async (tx) => {
    if (competitor.google_place_id !== placeId) await tx.execute(sql`delete from competitor_place_ratings where competitor_id = ${competitor.id}`);
    await tx.execute(sql`update competitors set google_place_id = ${placeId} where id = ${competitor.id}`);
    await tx.execute(sql`
      insert into competitor_place_ratings (competitor_id, day, rating, user_rating_count, fetched_at)
      values (${competitor.id}, current_date, ${figures.rating}, ${figures.count}, now())
      on conflict (competitor_id, day) do update set rating = excluded.rating, user_rating_count = excluded.user_rating_count, fetched_at = now()`);
  });
  return { place_id: placeId, history: await ratingHistory(orm, competitor.id) };
}

export async function competitorPlaceRatings(orm: Orm, customerId: number, establishmentId: number, competitorId: number): Promise<CompetitorRatings> {
  const competitor = await competitorOf(orm, customerId, establishmentId, competitorId);
  return { place_id: competitor.google_place_id, history: competitor.google_place_id ? await ratingHistory(orm, competitor.id) : [] };
}

/**
 * Records each tracked competitor's figures once a day. Inserting the day's row first claims it, so
 * several instances never fetch one place twice; a throttled or failing Google ends the pass.
 */
export async function trackCompetitorPlaces(orm: Orm, settings: PlacesSettings): Promise<number> {
  let fetched = 0;
  for (;;) {
    const [claimed] = rowsOf<{ id: number; place_id: string }>(
      await orm.execute(sql`
        insert into competitor_place_ratings (competitor_id, day)
        select c.id, current_date from competitors c
        where c.google_place_id is not null
          and not exists (select 1 from competitor_place_ratings r where r.competitor_id = c.id and r.day = current_date)
        order by c.id limit 1
        on conflict (competitor_id, day) do nothing
        returning id, (select google_place_id from competitors where id = competitor_id) as place_id`),
    );
    if (!claimed) return fetched;
    try {
      const figures = await placeFigures(settings, claimed.place_id);
      await orm.execute(sql`update competitor_place_ratings set rating = ${figures.rating}, user_rating_count = ${figures.count}, fetched_at = now() where id = ${claimed.id}`);
      fetched += 1;
    } catch (error) {
      // The day stays claimed without figures: no retry before tomorrow, so a refused place costs one call a day.
      if (!(error instanceof PlatformError)) throw error;
      if (error.kind !== 'refused') return fetched;
    }
  }
}
