import { describe, expect, it } from 'vitest';
import { CLEAR_TEXT_SCORE, reviewVerdict, starsSentiment } from '../src/modules/analysis/verdict';

describe("a review's verdict", () => {
  it('is its stars: 1-2 negative, 3 neutral, 4-5 positive', () => {
    expect([1, 2, 3, 4, 5].map(starsSentiment)).toEqual(['negative', 'negative', 'neutral', 'positive', 'positive']);
    expect(reviewVerdict(5, { sentiment: 'negative', score: -0.2 }).sentiment).toBe('positive');
    expect(reviewVerdict(1, { sentiment: 'positive', score: 0.2 }).sentiment).toBe('negative');
  });

  it("keeps the text's verdict without stars, never flagged", () => {
    expect(reviewVerdict(null, { sentiment: 'negative', score: -0.9 })).toEqual({ sentiment: 'negative', starsDisagree: false });
    expect(reviewVerdict(undefined, { sentiment: 'positive', score: 0.9 })).toEqual({ sentiment: 'positive', starsDisagree: false });
  });

  it('flags only a text that clearly says the opposite of the stars', () => {
    expect(reviewVerdict(5, { sentiment: 'negative', score: -CLEAR_TEXT_SCORE }).starsDisagree).toBe(true);
    expect(reviewVerdict(4, { sentiment: 'negative', score: -0.95 }).starsDisagree).toBe(true);
    expect(reviewVerdict(2, { sentiment: 'positive', score: 0.8 }).starsDisagree).toBe(true);
    // A lukewarm or mixed text, or a neutral rating, is no contradiction.
    expect(reviewVerdict(5, { sentiment: 'negative', score: -0.3 }).starsDisagree).toBe(false);
    expect(reviewVerdict(5, { sentiment: 'neutral', score: -0.6 }).starsDisagree).toBe(false);
    expect(reviewVerdict(3, { sentiment: 'negative', score: -0.99 }).starsDisagree).toBe(false);
    expect(reviewVerdict(3, { sentiment: 'positive', score: 0.99 }).starsDisagree).toBe(false);
    expect(reviewVerdict(1, { sentiment: 'negative', score: -0.99 }).starsDisagree).toBe(false);
  });
});
