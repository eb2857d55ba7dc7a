import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, real, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { users } from './tenants';
import { reviews } from './reviews';

export const SENTIMENTS = ['positive', 'neutral', 'negative'] as const;
export type Sentiment = (typeof SENTIMENTS)[number];
export const TOPICS = ['staff', 'service', 'product', 'price', 'cleanliness', 'atmosphere', 'location'] as const;
export type Topic = (typeof TOPICS)[number];

/** One topic found in a review, with its own sentiment and the phrases that placed it there. */
export interface TopicMention {
  topic: Topic;
  sentiment: Sentiment;
  /** [start, end) character offsets in the comment. */
  spans: [number, number][];
}

/**
 * What the analyser found in a review (one row per review with a comment), and a user's correction.
 * Readers use the corrected values when present: `coalesce(corrected_sentiment, sentiment)`.
 * `sentiment` is the review's verdict: its stars when it has some (the reviewer's own verdict), else
 * its text's; `text_sentiment` is what the text alone says.
 */
export const reviewAnalysis = pgTable(
  'review_analysis',
  {
    reviewId: integer('review_id')
      .primaryKey()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    /** fr | en | sp */
    language: text('language').notNull(),
    sentiment: text('sentiment').$type<Sentiment>().notNull(),
    /** The text's own verdict, whatever the stars say. */
    textSentiment: text('text_sentiment').$type<Sentiment>(),
    /** The text clearly says the opposite of the stars: shown and filterable, never an alert by itself. */
    starsDisagree: boolean('stars_disagree').notNull().default(false),
    /** The text's score: -1 (very negative) to 1 (very positive). */
    score: real('score').notNull(),
    topics: jsonb('topics').$type<TopicMention[]>().notNull().default(sql`'[]'::jsonb`),
    /** Version of the analyser: a new one re-analyses older rows in the background. */
    analyserVersion: integer('analyser_version').notNull(),
    analysedAt: tstz('analysed_at').notNull().defaultNow(),
    correctedSentiment: text('corrected_sentiment').$type<Sentiment>(),
    correctedTopics: jsonb('corrected_topics').$type<TopicMention[]>(),
    correctedBy: integer('corrected_by').references(() => users.id, { onDelete: 'set null' }),
    correctedAt: tstz('corrected_at'),
  },
  (t) => [
    check('review_analysis_sentiment_chk', sql`${t.sentiment} in ('positive', 'neutral', 'negative')`),
    check('review_analysis_text_sentiment_chk', sql`${t.textSentiment} is null or ${t.textSentiment} in ('positive', 'neutral', 'negative')`),
    check('review_analysis_corrected_sentiment_chk', sql`${t.correctedSentiment} is null or ${t.correctedSentiment} in ('positive', 'neutral', 'negative')`),
    index('review_analysis_version_idx').on(t.analyserVersion),
  ],
);
