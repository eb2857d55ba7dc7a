import { eq, inArray } from 'drizzle-orm';
import type { Orm } from '../db/client';
import * as t from '../db/schema';
import { createRng } from './prng';

const DAY = 24 * 60 * 60 * 1000;
const HISTORY_DAYS = 730;

interface Climate {
  latitude: number;
  longitude: number;
  /** Mean daily high in the coldest and warmest weeks, °C. */
  winter: number;
  summer: number;
  /** Share of rainy days in winter and in summer. */
  rainWinter: number;
  rainSummer: number;
}

// Rough normals of the demo cities, enough for a believable two-year history.
const CLIMATES: Record<string, Climate> = {
  Lyon: { latitude: 45.764, longitude: 4.8357, winter: 7, summer: 29, rainWinter: 0.33, rainSummer: 0.24 },
  Annecy: { latitude: 45.8992, longitude: 6.1294, winter: 5, summer: 27, rainWinter: 0.38, rainSummer: 0.33 },
  London: { latitude: 51.5072, longitude: -0.1276, winter: 8, summer: 23, rainWinter: 0.42, rainSummer: 0.3 },
  Bristol: { latitude: 51.4545, longitude: -2.5879, winter: 8, summer: 21, rainWinter: 0.48, rainSummer: 0.34 },
  Barcelona: { latitude: 41.3874, longitude: 2.1686, winter: 14, summer: 29, rainWinter: 0.17, rainSummer: 0.1 },
  Madrid: { latitude: 40.4168, longitude: -3.7038, winter: 10, summer: 33, rainWinter: 0.2, rainSummer: 0.05 },
};

/**
 * Coordinates of the demo establishments and two years of daily weather up to yesterday, as the
 * archive service would have given it: the weather page works without any service configured.
 */
export async function seedWeather(orm: Orm, now: Date): Promise<number> {
  const rng = createRng(41_017);
  const places = await orm
    .select({ id: t.establishments.id, city: t.establishments.city })
    .from(t.establishments)
    .where(inArray(t.establishments.city, Object.keys(CLIMATES)))
    .orderBy(t.establishments.id);
  let inserted = 0;
  for (const place of places) {
    const climate = CLIMATES[place.city ?? ''];
    if (!climate) continue;
    await orm.update(t.establishments).set({ latitude: climate.latitude, longitude: climate.longitude }).where(eq(t.establishments.id, place.id));
    const rows: (typeof t.weatherDays.$inferInsert)[] = [];
    // Weather comes in spells: tomorrow looks like today.
    let anomaly = 0;
    let raining = false;
    for (let age = HISTORY_DAYS; age >= 1; age -= 1) {
      const date = new Date(now.getTime() - age * DAY);
      const dayOfYear = Math.floor((date.getTime() - Date.UTC(date.getUTCFullYear(), 0, 1)) / DAY);
      // Warmest around 20 July (day 200), coldest six months away.
      const season = (1 + Math.cos(((dayOfYear - 200) / 365) * 2 * Math.PI)) / 2;
      const normal = climate.winter + (climate.summer - climate.winter) * season;
      const rainChance = climate.rainWinter + (climate.rainSummer - climate.rainWinter) * season;
      anomaly = anomaly * 0.7 + (rng.next() - 0.5) * 5;
      raining = rng.chance(raining ? Math.min(0.85, rainChance + 0.35) : rainChance * 0.75);
      const precipitation = raining ? Math.round((1 + rng.next() ** 2 * 24) * 10) / 10 : rng.chance(0.15) ? Math.round(rng.next() * 9) / 10 : 0;
      const temperatureMax = Math.round((normal + anomaly - (raining ? 2 : 0)) * 10) / 10;
      rows.push({ establishmentId: place.id, day: date.toISOString().slice(0, 10), temperatureMax, precipitation, origin: 'seed', fetchedAt: now });
    }
    for (let i = 0; i < rows.length; i += 500) await orm.insert(t.weatherDays).values(rows.slice(i, i + 500));
    inserted += rows.length;
  }
  return inserted;
}
