import type { LanguageCode } from '@erep/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/client';
import * as t from '../db/schema';
import { comment } from './index';
import { PHRASES } from './phrases';
import { createRng } from './prng';

const DAY = 24 * 60 * 60 * 1000;
const CHUNK = 1000;
const LANGUAGES = [['fr', 60], ['en', 25], ['sp', 15]] as const satisfies readonly (readonly [LanguageCode, number])[];
const RATINGS = [[1, 6], [2, 8], [3, 18], [4, 33], [5, 35]] as const;
const SOURCES = [['internal_form', 55], ['Google', 25], ['TripAdvisor', 13], ['Facebook', 7]] as const;

/**
 * Adds `count` realistic reviews over two years to the establishments (and their competitors) of
 * the customers whose plan includes reputation: the data set the query latencies are measured on.
 */
export async function addScaleReviews(orm: Orm, count: number, options: { seed?: number; now?: Date } = {}): Promise<number> {
  const rng = createRng(options.seed ?? 7_919);
  const now = options.now ?? new Date();
  const places = await orm
    .select({ establishmentId: t.establishments.id, competitorId: t.competitors.id })
    .from(t.establishments)
    .innerJoin(t.customers, eq(t.customers.id, t.establishments.customerId))
    .innerJoin(t.plans, eq(t.plans.id, t.customers.planId))
    .leftJoin(t.competitors, eq(t.competitors.establishmentId, t.establishments.id))
    .where(sql`'mf-erep' = any(${t.plans.remotes})`);
  const targets = [...new Set(places.map((p) => `${p.establishmentId}:`)), ...places.filter((p) => p.competitorId !== null).map((p) => `${p.establishmentId}:${p.competitorId}`)];
  if (targets.length === 0) throw new Error('scale seed: no establishment with reputation; run the demo seed first');
  let inserted = 0;
  while (inserted < count) {
    const rows: t.ReviewInsert[] = [];
    for (let i = 0; i < Math.min(CHUNK, count - inserted); i += 1) {
      const [establishment, competitor] = rng.pick(targets).split(':');
      const createdAt = new Date(now.getTime() - Math.floor(730 * DAY * rng.next() ** 1.2));
      const language = rng.weighted(LANGUAGES);
      const rating = rng.weighted(RATINGS);
      const source = competitor ? rng.pick(['Google', 'TripAdvisor', 'Facebook'] as const) : rng.weighted(SOURCES);
      const fromForm = source === 'internal_form';
      rows.push({
        establishmentId: Number(establishment),
        competitorId: competitor ? Number(competitor) : null,
        source,
        externalId: fromForm ? null : `scale-${source.toLowerCase()}-${rng.id(16)}`,
        rating,
        comment: comment(rng, language, rating, rng.pick(['restaurant', 'cafe', 'bakery'] as const)),
        language,
        firstname: rng.pick(PHRASES[language].firstNames.female),
        visitDay: createdAt.toISOString().slice(0, 10),
        isInternal: fromForm && rng.chance(0.15),
        withAdvantage: fromForm && rng.chance(0.3),
        answeredAt: !fromForm && rng.chance(0.6) ? new Date(createdAt.getTime() + 6 * 60 * 60 * 1000) : null,
        createdAt,
      });
    }
    await orm.insert(t.reviews).values(rows);
    inserted += rows.length;
  }
  // The embedded database has no auto-analyze: fresh statistics let the planner pick the search
  // indexes and the roll-up's grouping at this volume.
  await orm.execute(sql`analyze reviews`);
  await orm.execute(sql`analyze review_daily_stats`);
  return inserted;
}
