import type { ReviewSummary } from '@erep/shared/schemas';
import type { Orm } from '../../db/client';
import { reviewCountsByEstablishment } from './queries';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Review count and average per establishment; spec default: the last 30 days up to today. */
export async function reviewSummary(orm: Orm, customerId: number, range: { start_date?: string | undefined; end_date?: string | undefined }): Promise<ReviewSummary[]> {
  const end = range.end_date ?? isoDay(new Date());
  const start = range.start_date ?? isoDay(new Date(Date.parse(end) - 30 * DAY_MS));
  const rows = await reviewCountsByEstablishment(orm, customerId, start, end);
  return rows.map((row) => ({ establishment_id: row.id, name: row.name, reviews: row.reviews, average: row.average }));
}
