import { sql } from 'drizzle-orm';
import type { Orm } from '../db/client';
import * as t from '../db/schema';
import { createRng } from './prng';

const DAY = 24 * 60 * 60 * 1000;
const HISTORY_DAYS = 180;

/** Till figures of a few demo places: average ticket, tickets on a quiet weekday, closed weekdays (0 Sunday). */
const TILLS: Record<string, { ticket: number; tickets: number; closed: number[] }> = {
  'demo-bistro-croix-rousse': { ticket: 27, tickets: 55, closed: [1, 2] },
  'demo-hotel-annecy-lac': { ticket: 48, tickets: 40, closed: [] },
  'demo-taberna-sol': { ticket: 19, tickets: 90, closed: [] },
  'demo-taberna-malasana': { ticket: 17, tickets: 70, closed: [1] },
  'demo-harbour-coffee-quay': { ticket: 7, tickets: 160, closed: [0, 6] },
};

/** Busier at the end of the week. */
const WEEKDAY = [1.25, 0.8, 0.85, 0.9, 1, 1.35, 1.45];

/**
 * Six months of daily sales up to yesterday for a few demo places (never Lyon Centre, whose page
 * starts empty for the import walk-through): revenue follows the week and the season and moves a
 * little with the day's reviews, so the sales page has a chart and a relation to read.
 */
export async function seedSales(orm: Orm, now: Date): Promise<number> {
  const rng = createRng(52_361);
  const places = await orm.select({ id: t.establishments.id, tag: t.establishments.tag }).from(t.establishments).orderBy(t.establishments.id);
  let inserted = 0;
  for (const place of places) {
    const till = TILLS[place.tag];
    if (!till) continue;
    const counts = (await orm.execute(sql`
      select visit_day::text as day, count(*)::int as n from reviews
      where establishment_id = ${place.id} and competitor_id is null and visit_day >= ${new Date(now.getTime() - HISTORY_DAYS * DAY).toISOString().slice(0, 10)}::date
      group by visit_day`)) as unknown as { rows: { day: string; n: number }[] };
    const reviewsOn = new Map(counts.rows.map((r) => [r.day, r.n]));
    const rows: (typeof t.salesDays.$inferInsert)[] = [];
    for (let age = HISTORY_DAYS; age >= 1; age -= 1) {
      const date = new Date(now.getTime() - age * DAY);
      if (till.closed.includes(date.getUTCDay())) continue;
      const day = date.toISOString().slice(0, 10);
      const season = 1 + 0.15 * Math.cos(((date.getUTCMonth() - 6) / 12) * 2 * Math.PI);
      const tickets = Math.max(1, Math.round(till.tickets * (WEEKDAY[date.getUTCDay()] ?? 1) * season * (0.85 + rng.next() * 0.3) + 4 * (reviewsOn.get(day) ?? 0)));
      const revenue = Math.round(tickets * till.ticket * (0.9 + rng.next() * 0.2) * 100) / 100;
      rows.push({ establishmentId: place.id, day, revenue, tickets });
    }
    if (rows.length > 0) await orm.insert(t.salesDays).values(rows);
    inserted += rows.length;
  }
  return inserted;
}
