import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readLexically } from './analyser/analyse';
import { SENTIMENTS, parseSentimentModel, sentimentFeatures, setSentimentModel, weighSentiment, type SentimentModel } from './analyser/model';
import { trainSentimentModel, type Example, type TrainingOptions } from './analyser/training';
import type { AnalysisLanguage, Sentiment } from './analyser/types';
import { starsSentiment } from './verdict';

/** The instance's own sentiment model, in its data folder (`npm run train:sentiment -- --from-database`). */
export const INSTANCE_MODEL_FILE = 'sentiment-model.json';

/** A stored review with stars and a comment: a labelled example of the instance's language and trade. */
export interface RatedReview {
  id: number;
  comment: string;
  rating: number;
  language: string | null;
}

/** One review in five, chosen by its id, is kept apart to judge the model and never learnt from. */
export const HELD_OUT_SHARE = 5;
export const isHeldOut = (id: number): boolean => (createHash('sha256').update(String(id)).digest()[0] as number) % HELD_OUT_SHARE === 0;

const hintOf = (language: string | null): AnalysisLanguage | undefined => (language === 'fr' || language === 'en' || language === 'sp' ? language : undefined);

function exampleOf(review: RatedReview): Example {
  return { features: sentimentFeatures(readLexically(review.comment, hintOf(review.language))), label: SENTIMENTS.indexOf(starsSentiment(review.rating)) };
}

export interface StarsAgreement {
  reviews: number;
  /** Share of reviews whose text verdict is their stars' verdict. */
  accuracy: number;
  /** Share of the 1-2 star reviews the text reads as negative. */
  negativesCaught: number;
  /** How the 1-2 star reviews were read. */
  negatives: Record<Sentiment, number>;
}

/** How well a model reads the stars' verdict from the text alone, on reviews it never learnt from. */
export function agreementWithStars(reviews: RatedReview[], model: SentimentModel): StarsAgreement {
  let right = 0;
  const negatives: Record<Sentiment, number> = { negative: 0, neutral: 0, positive: 0 };
  for (const review of reviews) {
    const expected = starsSentiment(review.rating);
    const found = weighSentiment(readLexically(review.comment, hintOf(review.language)), model).sentiment;
    if (found === expected) right += 1;
    if (expected === 'negative') negatives[found] += 1;
  }
  const negativeCount = negatives.negative + negatives.neutral + negatives.positive;
  return { reviews: reviews.length, accuracy: right / (reviews.length || 1), negativesCaught: negatives.negative / (negativeCount || 1), negatives };
}

export interface InstanceTraining {
  model: SentimentModel;
  /** Rated reviews learnt from, and those kept apart. */
  trainedOn: number;
  heldOut: RatedReview[];
}

/**
 * Trains the sentiment model on the team's labelled examples plus the instance's rated reviews (their
 * stars as labels), leaving the held-out fifth out of training.
 */
export function trainOnInstance(base: Example[], rated: RatedReview[], options?: TrainingOptions): InstanceTraining {
  const heldOut = rated.filter((r) => isHeldOut(r.id));
  const learnt = rated.filter((r) => !isHeldOut(r.id));
  const model = trainSentimentModel([...base, ...learnt.map(exampleOf)], options);
  model.trainedOn = createHash('sha256')
    .update(learnt.map((r) => `${r.id}:${r.rating}:${r.comment}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
  return { model, trainedOn: learnt.length, heldOut };
}

/** Uses the instance's model when its data folder holds a valid one; answers which model is in use. */
export async function loadInstanceModel(dataDir: string): Promise<'instance' | 'shipped'> {
  let text: string;
  try {
    text = await readFile(join(dataDir, INSTANCE_MODEL_FILE), 'utf8');
  } catch {
    setSentimentModel(null);
    return 'shipped';
  }
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // A damaged file: the shipped model, as when it is missing.
  }
  const model = parseSentimentModel(parsed);
  setSentimentModel(model);
  return model ? 'instance' : 'shipped';
}
