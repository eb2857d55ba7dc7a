import type { Analysis, AnalysisLanguage, Sentiment, Topic } from './types';

export interface LabelledReview {
  text: string;
  language: AnalysisLanguage;
  sentiment: Sentiment;
  topics: { topic: Topic; sentiment: Sentiment }[];
}

export interface Quality {
  reviews: number;
  languageAccuracy: number;
  sentimentAccuracy: number;
  /** Micro F1 over (review, topic) pairs. */
  topicF1: number;
  topicPrecision: number;
  topicRecall: number;
  /** Among topics found and labelled, the share with the labelled sentiment. */
  topicSentimentAccuracy: number;
  /** Negatives caught: the share of the reviews labelled negative read as negative. */
  negativeRecall: number;
  /** How the reviews labelled negative were read. */
  negatives: Record<Sentiment, number>;
  /** Reviews read as negative that were labelled otherwise. */
  falseNegatives: number;
}

/** Language and topic F1 floors; overall sentiment, negatives caught and topic polarity targets. */
export const QUALITY_TARGETS = { languageAccuracy: 0.98, sentimentAccuracy: 0.9, topicF1: 0.75, negativeRecall: 0.85, topicSentimentAccuracy: 0.88 } as const;

/** Measures an analyser on labelled reviews; without hint, so the language figure is the detector's own. */
export function measureQuality(set: LabelledReview[], analyse: (text: string) => Analysis): Quality {
  let language = 0;
  let sentiment = 0;
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let topicSentiment = 0;
  const negatives: Record<Sentiment, number> = { negative: 0, neutral: 0, positive: 0 };
  let falseNegatives = 0;
  for (const review of set) {
    const result = analyse(review.text);
    if (result.language === review.language) language += 1;
    if (result.sentiment === review.sentiment) sentiment += 1;
    if (review.sentiment === 'negative') negatives[result.sentiment] += 1;
    else if (result.sentiment === 'negative') falseNegatives += 1;
    const expected = new Map(review.topics.map((t) => [t.topic, t.sentiment]));
    for (const found of result.topics) {
      const label = expected.get(found.topic);
      if (label === undefined) fp += 1;
      else {
        tp += 1;
        if (label === found.sentiment) topicSentiment += 1;
      }
    }
    fn += review.topics.filter((t) => !result.topics.some((f) => f.topic === t.topic)).length;
  }
  const n = set.length || 1;
  const precision = tp / (tp + fp || 1);
  const recall = tp / (tp + fn || 1);
  return {
    reviews: set.length,
    languageAccuracy: language / n,
    sentimentAccuracy: sentiment / n,
    topicF1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
    topicPrecision: precision,
    topicRecall: recall,
    topicSentimentAccuracy: topicSentiment / (tp || 1),
    negativeRecall: negatives.negative / (negatives.negative + negatives.neutral + negatives.positive || 1),
    negatives,
    falseNegatives,
  };
}
