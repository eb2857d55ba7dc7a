import type { PlatformPresence, SocialPresence } from '@erep/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { providerLinksOf } from '../establishments/service';
import * as q from './queries';
import { requireEstablishment } from './service';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** How many months the per-platform curves show, ending with the current one. */
export const SOCIAL_MONTHS = 12;

/**
 * The establishment's presence per platform: its links, and per platform (our own form included) the
 * reviews and average rating per month over the last twelve months, with totals and answers.
 */
export async function socialPresence(orm: Orm, customerId: number, establishmentId: number, now = new Date()): Promise<SocialPresence> {
  const establishment = await requireEstablishment(orm, customerId, establishmentId);
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (SOCIAL_MONTHS - 1), 1)).toISOString().slice(0, 10);
  const [links, rows, competitorRows] = await Promise.all([
    providerLinksOf(orm, establishment),
    orm.execute(sql`
      select source, to_char(date_trunc('month', visit_day), 'YYYY-MM-DD') as month, count(*)::int as reviews,
        round(avg(rating), 2)::float8 as average, count(answered_at)::int as answered
      from reviews
      where establishment_id = ${establishment.id} and competitor_id is null and visit_day >= ${first}::date
      group by source, 2 order by source, 2`),
    q.competitorsOf(orm, establishment.id),
  ]);
  const months = Array.from({ length: SOCIAL_MONTHS }, (_, i) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (SOCIAL_MONTHS - 1) + i, 1)).toISOString().slice(0, 10));
  const bySource = new Map<string, { month: string; reviews: number; average: number | null; answered: number }[]>();
  for (const row of rowsOf<{ source: string; month: string; reviews: number; average: number | null; answered: number }>(rows)) {
    const list = bySource.get(row.source) ?? [];
    list.push(row);
    bySource.set(row.source, list);
  }
  // Every platform with a link shows, even without reviews yet.
  for (const link of links) if (![...bySource.keys()].some((s) => s.toLowerCase() === link.name.toLowerCase())) bySource.set(link.name, []);
  const platforms: PlatformPresence[] = [...bySource.entries()].map(([source, list]) => {
    const total = list.reduce((n, r) => n + r.reviews, 0);
    const sum = list.reduce((n, r) => n + (r.average ?? 0) * r.reviews, 0);
    return {
      source,
      reviews: total,
      average: total ? Math.round((sum / total) * 100) / 100 : null,
      answered: list.reduce((n, r) => n + r.answered, 0),
      series: months.map((month) => {
        const hit = list.find((r) => r.month === month);
        return { month, reviews: hit?.reviews ?? 0, average: hit?.average ?? null };
      }),
    };
  });
  platforms.sort((a, b) => (a.source === 'internal_form' ? -1 : b.source === 'internal_form' ? 1 : b.reviews - a.reviews));
  return { links, platforms, competitors: competitorRows.map((c) => ({ competitor_tag: c.competitorTag, name: c.name })) };
}
