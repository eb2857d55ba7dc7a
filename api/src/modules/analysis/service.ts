import type { FastifyBaseLogger } from 'fastify';
import type { AnalysisSink } from './adapter';
import { analyse, ANALYSER_VERSION } from './analyser/analyse';
import type { Analysis, AnalysisLanguage } from './analyser/types';
import * as q from './queries';
import { reviewVerdict } from './verdict';
import { yieldToRequests } from '../../lib/yield';

export { ANALYSER_VERSION };

const LANGUAGES: readonly string[] = ['fr', 'en', 'sp'];
/** The review's language field (the visitor's page language) helps only for very short texts. */
const hintOf = (language: string | null | undefined): AnalysisLanguage | undefined =>
  language && LANGUAGES.includes(language) ? (language as AnalysisLanguage) : undefined;

export interface ReviewText {
  id: number;
  comment: string | null;
  language?: string | null;
  /** The review's stars: its verdict. Without them the text's verdict stands. */
  rating?: number | null;
}

/** The preview a back-office user tries: the same analyser, nothing stored. */
export const previewAnalysis = (text: string): Analysis => analyse(text);

export interface StoredAnalysis extends q.AnalysisRow {
  comment: string;
}

/**
 * Analyses reviews and stores the results (in the caller's transaction when given one): call it
 * wherever a review's comment is written. A review whose comment is now empty loses its analysis.
 */
export async function storeReviewAnalyses(db: q.Queryable, rows: ReviewText[]): Promise<StoredAnalysis[]> {
  const analysed: StoredAnalysis[] = [];
  for (const row of rows) {
    const comment = row.comment?.trim() ? row.comment : null;
    if (comment === null) await q.deleteAnalysis(db, row.id);
    else {
      const analysis = analyse(comment, hintOf(row.language));
      analysed.push({ reviewId: row.id, comment, analysis, verdict: reviewVerdict(row.rating, analysis) });
    }
  }
  await q.upsertAnalyses(db, analysed, ANALYSER_VERSION);
  return analysed;
}

/** Tells the external review-analysis service, when configured, once the reviews are committed. */
export function sendToExternalAnalysis(sink: AnalysisSink | null | undefined, analysed: StoredAnalysis[]): void {
  if (!sink) return;
  for (const { reviewId, comment, analysis } of analysed) {
    sink.send({ review_id: reviewId, comment, analysis: { ...analysis, analyser_version: ANALYSER_VERSION } });
  }
}

export interface ReanalyseOptions {
  /** Reviews per batch (one query and one upsert each). */
  batchSize?: number;
  sink?: AnalysisSink | null;
  /** Stops between batches when it returns true. */
  stopped?: () => boolean;
}

/**
 * Analyses every review with a comment and no analysis from this version, in small batches, yielding
 * to the event loop between them so requests keep being served. Returns how many were analysed.
 */
export async function reanalyseReviews(db: q.Queryable, options: ReanalyseOptions = {}): Promise<number> {
  const batchSize = options.batchSize ?? 100;
  let afterId = 0;
  let count = 0;
  for (;;) {
    if (options.stopped?.()) return count;
    const batch = await q.reviewsToAnalyse(db, ANALYSER_VERSION, batchSize, afterId);
    if (batch.length === 0) return count;
    sendToExternalAnalysis(options.sink, await storeReviewAnalyses(db, batch));
    count += batch.length;
    afterId = batch[batch.length - 1]?.id ?? afterId;
    await yieldToRequests();
  }
}

/** Starts the re-analysis in the background; returns a function that stops it and waits for it. */
export function startBackgroundReanalysis(db: q.Queryable, log: Pick<FastifyBaseLogger, 'info' | 'error'>, sink?: AnalysisSink | null): () => Promise<void> {
  let stop = false;
  const running = reanalyseReviews(db, { batchSize: 50, sink: sink ?? null, stopped: () => stop }).then(
    (count) => {
      if (count > 0) log.info({ reviews: count, version: ANALYSER_VERSION }, 'reviews analysed in the background');
    },
    (error: unknown) => {
      if (!stop) log.error({ err: error }, 'background review analysis failed');
    },
  );
  return async () => {
    stop = true;
    await running;
  };
}
