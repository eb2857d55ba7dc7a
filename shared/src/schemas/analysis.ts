import * as v from 'valibot';

/** Longest text the analyser preview accepts (a long review is a few thousand characters). */
export const ANALYSIS_TEXT_MAX = 5000;

export const ANALYSIS_TOPICS = ['staff', 'service', 'product', 'price', 'cleanliness', 'atmosphere', 'location'] as const;
export const ANALYSIS_SENTIMENTS = ['positive', 'neutral', 'negative'] as const;
export const ANALYSIS_LANGUAGES = ['fr', 'en', 'sp'] as const;

/** `POST /api/analysis/preview`: a text to try the review analyser on. */
export const analysisPreviewSchema = v.object({
  text: v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(ANALYSIS_TEXT_MAX, 'too_long')),
});
export type AnalysisPreviewInput = v.InferOutput<typeof analysisPreviewSchema>;

const span = v.tuple([v.pipe(v.number(), v.integer()), v.pipe(v.number(), v.integer())]);

/** What the analyser found: language, overall sentiment and score, topics with their sentiment and phrases. */
export const analysisPreviewResultSchema = v.object({
  language: v.picklist(ANALYSIS_LANGUAGES),
  sentiment: v.picklist(ANALYSIS_SENTIMENTS),
  score: v.pipe(v.number(), v.minValue(-1), v.maxValue(1)),
  topics: v.array(
    v.object({
      topic: v.picklist(ANALYSIS_TOPICS),
      sentiment: v.picklist(ANALYSIS_SENTIMENTS),
      /** [start, end) character offsets in the text. */
      spans: v.array(span),
    }),
  ),
});
export type AnalysisPreviewResult = v.InferOutput<typeof analysisPreviewResultSchema>;
