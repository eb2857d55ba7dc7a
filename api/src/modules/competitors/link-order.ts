import { createHash } from 'node:crypto';
import { and, count, eq, gte, isNull } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { reviews } from '../../db/schema';

/** Reviews of the last days count as "recent" when spreading visitors over the platforms. */
export const RECENT_DAYS = 90;

/** A number in (0, 1) from the establishment, the day and the platform: the same order all day long. */
function uniform(seed: string): number {
  const n = createHash('sha256').update(seed).digest().readUInt32BE(0);
  return (n + 1) / 4294967297;
}

/**
 * Orders platform links for visitors (thank-you and gates pages): a weighted random order (weight
 * 1 / (1 + recent reviews there)), so the platforms where the establishment has the fewest recent
 * reviews tend to come first and reviews arrive where they are missing. Deterministic per day; it
 * never reads the visitor's rating: every visitor is shown every link.
 */
export function spreadOrder<T extends { name: string }>(links: T[], recent: ReadonlyMap<string, number>, seed: string): T[] {
  return links
    .map((link) => {
      const weight = 1 / (1 + (recent.get(link.name.toLowerCase()) ?? 0));
      // Efraimidis–Spirakis: u^(1/w) sorted descending is a weighted random permutation.
      return { link, key: Math.log(uniform(`${seed}|${link.name}`)) / weight };
    })
    .sort((a, b) => b.key - a.key)
    .map((entry) => entry.link);
}

export async function recentReviewsByPlatform(orm: Orm, establishmentId: number, now: Date): Promise<Map<string, number>> {
  const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000).toISOString().slice(0, 10);
  const rows = await orm
    .select({ source: reviews.source, n: count() })
    .from(reviews)
    .where(and(eq(reviews.establishmentId, establishmentId), isNull(reviews.competitorId), gte(reviews.visitDay, since)))
    .groupBy(reviews.source);
  return new Map(rows.map((r) => [r.source.toLowerCase(), r.n]));
}

export async function orderLinksForVisitors<T extends { name: string }>(orm: Orm, establishmentId: number, links: T[], now = new Date()): Promise<T[]> {
  if (links.length < 2) return links;
  const recent = await recentReviewsByPlatform(orm, establishmentId, now);
  return spreadOrder(links, recent, `${establishmentId}|${now.toISOString().slice(0, 10)}`);
}
