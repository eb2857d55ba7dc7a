import type { ReviewImportInput, ReviewImportLineError, ReviewImportResult } from '@erep/shared/schemas';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { reviews, type ReviewInsert } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { storeReviewAnalyses } from '../analysis/service';
import { enqueueReviewAlerts, raisesAlert } from '../jobs/alerts';
import * as q from './queries';
import type { ImportTarget, PlatformReview, ReviewSourceAdapter } from './review-source';
import { requireEstablishment } from './service';

const PLATFORMS: Record<string, string> = { google: 'Google', tripadvisor: 'TripAdvisor', facebook: 'Facebook', thefork: 'TheFork', yelp: 'Yelp' };
const MAX_ROWS = 5000;

type RawRow = Record<string, unknown>;

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** Rating as exports write it: '4', '4/5', '4,5' (spec point 5), rounded to a whole star. */
function ratingOf(value: unknown): number | null {
  const cleaned = str(value).replace(/\/\s*\d+$/, '').replace(',', '.');
  if (!cleaned) return null;
  const n = Number(cleaned);
  if (!Number.isFinite(n) || n < 1 || n > 5) return null;
  return Math.round(n);
}

function dayOf(value: unknown): string | null {
  const s = str(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(s)) return null;
  const time = Date.parse(s.length === 10 ? `${s}T12:00:00Z` : s);
  if (Number.isNaN(time)) return null;
  return new Date(time).toISOString();
}

function checkRow(row: RawRow, line: number, errors: ReviewImportLineError[]): PlatformReview | null {
  const before = errors.length;
  const platform = PLATFORMS[str(row.platform).toLowerCase()];
  if (!platform) errors.push({ line, field: 'platform', code: 'unknown_platform' });
  const rating = ratingOf(row.rating);
  if (rating === null) errors.push({ line, field: 'rating', code: 'rating' });
  const externalId = str(row.external_id ?? row.externalId ?? row.id);
  if (!externalId || externalId.length > 200) errors.push({ line, field: 'external_id', code: externalId ? 'too_long' : 'required' });
  const date = dayOf(row.date);
  if (!date) errors.push({ line, field: 'date', code: 'date' });
  const text = str(row.text ?? row.comment);
  if (text.length > 5000) errors.push({ line, field: 'text', code: 'too_long' });
  const author = str(row.author);
  if (errors.length > before || !platform || rating === null || !date) return null;
  return { externalId, platform, rating, text: text || null, author: author.slice(0, 120) || null, date };
}

/** Reads a CSV (header: rating, text, author, date, platform, external_id) or JSON array export. */
export function exportFileAdapter(input: Pick<ReviewImportInput, 'format' | 'content'>): ReviewSourceAdapter {
  return {
    async fetchNewReviews() {
      const errors: ReviewImportLineError[] = [];
      let rows: { row: RawRow; line: number }[] = [];
      if (input.format === 'csv') {
        try {
          const records = parse(input.content, { columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()), skip_empty_lines: true, bom: true, info: true, relax_column_count: false }) as {
            record: RawRow;
            info: { lines: number };
          }[];
          rows = records.map((r) => ({ row: r.record, line: r.info.lines }));
        } catch (error) {
          const line = (error as { lines?: number }).lines ?? 1;
          return { reviews: [], errors: [{ line, field: 'file', code: 'csv' }] };
        }
      } else {
        let parsed: unknown;
        try {
          parsed = JSON.parse(input.content);
        } catch {
          return { reviews: [], errors: [{ line: 1, field: 'file', code: 'json' }] };
        }
        const list = Array.isArray(parsed) ? parsed : parsed && typeof parsed === 'object' && Array.isArray((parsed as { reviews?: unknown }).reviews) ? (parsed as { reviews: unknown[] }).reviews : null;
        if (!list) return { reviews: [], errors: [{ line: 1, field: 'file', code: 'json' }] };
        rows = list.map((row, i) => ({ row: row && typeof row === 'object' ? (row as RawRow) : {}, line: i + 1 }));
      }
      if (rows.length > MAX_ROWS) return { reviews: [], errors: [{ line: MAX_ROWS + 1, field: 'file', code: 'too_many_rows' }] };
      const reviewsRead: PlatformReview[] = [];
      const seen = new Set<string>();
      for (const { row, line } of rows) {
        const review = checkRow(row, line, errors);
        if (!review) continue;
        const key = `${review.platform}|${review.externalId}`;
        if (seen.has(key)) {
          errors.push({ line, field: 'external_id', code: 'duplicate' });
          continue;
        }
        seen.add(key);
        reviewsRead.push(review);
      }
      return { reviews: reviewsRead, errors };
    },
  };
}

/**
 * Imports a platform export in one transaction: any bad row refuses the whole file (every bad line
 * reported), so nothing is half-imported. Reviews already there (same platform and external id) are
 * skipped, so importing the same file again adds nothing. New reviews are analysed like the others.
 */
export async function importReviews(orm: Orm, customerId: number, establishmentId: number, input: ReviewImportInput): Promise<ReviewImportResult> {
  const establishment = await requireEstablishment(orm, customerId, establishmentId);
  let competitorId: number | null = null;
  if (input.competitor_tag) {
    const competitor = await q.competitorByTag(orm, establishment.id, input.competitor_tag);
    if (!competitor) throw new HttpError(400, `Unknown competitor '${input.competitor_tag}'`, { competitor_tag: ['unknown_competitor'] }, 'unknown_competitor');
    competitorId = competitor.id;
  }
  const target: ImportTarget = { establishmentId: establishment.id, competitorId };
  const { reviews: found, errors } = await exportFileAdapter(input).fetchNewReviews(target);
  if (errors.length > 0) {
    const fieldErrors: Record<string, string[]> = {};
    for (const e of errors.slice(0, 50)) (fieldErrors[`line_${e.line}.${e.field}`] ??= []).push(e.code);
    throw new HttpError(400, `The file has ${errors.length} bad row(s); nothing was imported`, fieldErrors, 'import_rows_invalid');
  }
  const rows: ReviewInsert[] = found.map((r) => ({
    establishmentId: establishment.id,
    competitorId,
    source: r.platform,
    externalId: r.externalId,
    rating: r.rating,
    comment: r.text,
    firstname: r.author,
    visitDay: r.date.slice(0, 10),
    visitAt: new Date(r.date),
    createdAt: new Date(r.date),
    published: true,
  }));
  const inserted = await orm.transaction(async (tx) => {
    const ids: { id: number; comment: string | null; rating: number; createdAt: Date }[] = [];
    for (let i = 0; i < rows.length; i += 200) {
      const chunk = rows.slice(i, i + 200);
      ids.push(
        ...(await tx
          .insert(reviews)
          .values(chunk)
          .onConflictDoNothing({ target: [reviews.source, reviews.externalId], where: sql`external_id is not null` })
          .returning({ id: reviews.id, comment: reviews.comment, rating: reviews.rating, createdAt: reviews.createdAt })),
      );
    }
    const analysed = await storeReviewAnalyses(
      tx,
      ids.map((r) => ({ id: r.id, comment: r.comment, rating: r.rating })),
    );
    // Alerts only for the establishment's own recent reviews, not a competitor's or an old history.
    if (competitorId === null) {
      const texts = new Map(analysed.map((a) => [a.reviewId, a.analysis]));
      const since = Date.now() - 2 * 86_400_000;
      await enqueueReviewAlerts(
        tx,
        ids.filter((r) => raisesAlert(r.rating, texts.get(r.id)) && r.createdAt.getTime() > since).map((r) => r.id),
      );
    }
    return ids.length;
  });
  return { rows: rows.length, imported: inserted, duplicates: rows.length - inserted };
}
