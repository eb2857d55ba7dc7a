import type { SalesImportResult, SalesReport } from '@erep/shared/schemas';
import type { Orm } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { relationOf } from '../../lib/relation';
import { resolvePeriod, type RangeQuery } from '../reputation/service';
import { parseSalesCsv } from './csv';
import * as q from './queries';

const round2 = (n: number) => Math.round(n * 100) / 100;

async function mustOwn(orm: Orm, customerId: number, establishmentId: number): Promise<void> {
  if (!(await q.ownsEstablishment(orm, customerId, establishmentId))) throw notFound('Establishment not found', 'establishment_not_found');
}

/** All or nothing: one bad row refuses the file, every bad row named by its line. */
export async function importSales(orm: Orm, customerId: number, establishmentId: number, csv: string, userId: number, today = new Date()): Promise<SalesImportResult> {
  await mustOwn(orm, customerId, establishmentId);
  const { rows, errors } = parseSalesCsv(csv, today.toISOString().slice(0, 10));
  if (errors.size > 0) {
    const byLine = Object.fromEntries([...errors].sort(([a], [b]) => a - b).map(([line, reason]) => [`line_${line}`, [reason]]));
    throw badRequest(`${errors.size} row(s) of the file are invalid; nothing was imported`, byLine, 'sales_csv_invalid');
  }
  if (rows.length === 0) throw badRequest('The file holds no sales row', undefined, 'sales_csv_empty');
  const { replaced } = await q.importDays(orm, establishmentId, rows, userId);
  const days = rows.map((r) => r.day).sort();
  return { imported: rows.length, replaced, first_day: days[0] ?? null, last_day: days[days.length - 1] ?? null };
}

export async function salesReport(orm: Orm, customerId: number, establishmentId: number, range: RangeQuery): Promise<SalesReport> {
  await mustOwn(orm, customerId, establishmentId);
  const period = resolvePeriod(range);
  const rows = await q.salesWithReviews(orm, establishmentId, period.start, period.end);
  const reviews = rows.reduce((n, d) => n + d.reviews, 0);
  const ratingSum = rows.reduce((n, d) => n + d.rating_sum, 0);
  const withReviews = rows.filter((d) => d.reviews > 0);
  return {
    days: rows.map((d) => ({ day: d.day, revenue: d.revenue, tickets: d.tickets, reviews: d.reviews, average: d.reviews === 0 ? null : round2(d.rating_sum / d.reviews) })),
    totals: {
      revenue: round2(rows.reduce((n, d) => n + d.revenue, 0)),
      tickets: rows.reduce((n, d) => n + d.tickets, 0),
      reviews,
      average: reviews === 0 ? null : round2(ratingSum / reviews),
    },
    relations: {
      revenue_volume: relationOf(rows.map((d) => [d.revenue, d.reviews])),
      revenue_rating: relationOf(withReviews.map((d) => [d.revenue, d.rating_sum / d.reviews])),
    },
  };
}
