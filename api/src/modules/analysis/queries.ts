import { and, asc, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { reviewAnalysis, reviews } from '../../db/schema';
import type { Analysis } from './analyser/types';
import type { ReviewVerdict } from './verdict';

type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];
/** The ORM or a transaction inside it. */
export type Queryable = Orm | Tx;

export interface AnalysisRow {
  reviewId: number;
  /** The text's analysis. */
  analysis: Analysis;
  /** The review's verdict (its stars when rated) and whether its text clearly disagrees. */
  verdict: ReviewVerdict;
}

/** Inserts or replaces the analyser's results; a user's correction is kept. */
export async function upsertAnalyses(db: Queryable, rows: AnalysisRow[], version: number): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map(({ reviewId, analysis, verdict }) => ({
    reviewId,
    language: analysis.language,
    sentiment: verdict.sentiment,
    textSentiment: analysis.sentiment,
    starsDisagree: verdict.starsDisagree,
    score: analysis.score,
    topics: analysis.topics,
    analyserVersion: version,
  }));
  await db
    .insert(reviewAnalysis)
    .values(values)
    .onConflictDoUpdate({
      target: reviewAnalysis.reviewId,
      set: {
        language: sql`excluded.language`,
        sentiment: sql`excluded.sentiment`,
        textSentiment: sql`excluded.text_sentiment`,
        starsDisagree: sql`excluded.stars_disagree`,
        score: sql`excluded.score`,
        topics: sql`excluded.topics`,
        analyserVersion: sql`excluded.analyser_version`,
        analysedAt: sql`now()`,
      },
    });
}

/** A review whose comment was removed has nothing to analyse. */
export async function deleteAnalysis(db: Queryable, reviewId: number): Promise<void> {
  await db.delete(reviewAnalysis).where(eq(reviewAnalysis.reviewId, reviewId));
}

/** Reviews with a comment and no analysis from this version of the analyser, oldest id first. */
export function reviewsToAnalyse(db: Queryable, version: number, limit: number, afterId: number) {
  return db
    .select({ id: reviews.id, comment: reviews.comment, language: reviews.language, rating: reviews.rating })
    .from(reviews)
    .leftJoin(reviewAnalysis, eq(reviewAnalysis.reviewId, reviews.id))
    .where(
      and(
        sql`${reviews.id} > ${afterId}`,
        isNotNull(reviews.comment),
        ne(reviews.comment, ''),
        or(isNull(reviewAnalysis.reviewId), lt(reviewAnalysis.analyserVersion, version)),
      ),
    )
    .orderBy(asc(reviews.id))
    .limit(limit);
}

export async function analysisOf(db: Queryable, reviewId: number) {
  const [row] = await db.select().from(reviewAnalysis).where(eq(reviewAnalysis.reviewId, reviewId)).limit(1);
  return row ?? null;
}

/** Every review with stars and a comment, oldest id first: the instance's labelled examples. */
export function ratedReviews(db: Queryable) {
  return db
    .select({ id: reviews.id, comment: reviews.comment, rating: reviews.rating, language: reviews.language })
    .from(reviews)
    .where(and(isNotNull(reviews.comment), sql`btrim(${reviews.comment}) <> ''`))
    .orderBy(asc(reviews.id));
}
