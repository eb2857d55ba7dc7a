import type { Analysis, Sentiment } from './analyser/types';

/** The reviewer's own verdict: 1-2 stars negative, 3 neutral, 4-5 positive. */
export function starsSentiment(rating: number): Sentiment {
  return rating <= 2 ? 'negative' : rating === 3 ? 'neutral' : 'positive';
}

/**
 * How far the text's score must lean the other way to say it "clearly" contradicts the stars: a
 * lukewarm or mixed text under 5 stars is no contradiction.
 */
export const CLEAR_TEXT_SCORE = 0.5;

export interface ReviewVerdict {
  /** What the product shows and counts: the stars when there are some, else the text's verdict. */
  sentiment: Sentiment;
  /** The text clearly says the opposite of the stars (4-5 stars, a negative text, or 1-2 stars, a positive one). */
  starsDisagree: boolean;
}

export function reviewVerdict(rating: number | null | undefined, text: Pick<Analysis, 'sentiment' | 'score'>): ReviewVerdict {
  if (rating === null || rating === undefined) return { sentiment: text.sentiment, starsDisagree: false };
  const stars = starsSentiment(rating);
  const starsDisagree =
    (stars === 'positive' && text.sentiment === 'negative' && text.score <= -CLEAR_TEXT_SCORE) ||
    (stars === 'negative' && text.sentiment === 'positive' && text.score >= CLEAR_TEXT_SCORE);
  return { sentiment: stars, starsDisagree };
}
