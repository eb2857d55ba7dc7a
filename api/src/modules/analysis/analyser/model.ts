import type { CompiledLexicon } from './compile';
import weights from './sentiment-model.json';
import { sentencesOf, type Token } from './text';
import type { AnalysisLanguage, Sentiment, Topic, TopicMention } from './types';

/** What the lexicons and the sentence structure say about a text, before the sentiment model weighs it. */
export interface LexicalReading {
  text: string;
  language: AnalysisLanguage;
  tokens: Token[];
  /** Per token: within a negation's reach. */
  negated: boolean[];
  /** Per token: inside a fixed expression that says nothing (`la tarde`, `to be honest`). */
  idle: boolean[];
  lexicon: Pick<CompiledLexicon, 'stem' | 'stopwords'>;
  /** -1..1 from the opinion words alone. */
  score: number;
  /** The verdict of the opinion words alone, with the neutral band. */
  sentiment: Sentiment;
  /** Weighted sums of the positive and of the negative contributions. */
  positive: number;
  negative: number;
  firstSentence: number;
  lastSentence: number;
  /** The sign of the verdict the review closes on (`Won't be back.`, `On reviendra !`), 0 when it closes on none. */
  verdict: number;
  /** The strongest positive and negative single contributions. */
  strongest: number;
  weakest: number;
  cues: number;
  /** The mean of the ratings written in the text (-2..2), if any. */
  rating: number | null;
  /** Stars the reviewer says they give (-2..2 each), hotel classes aside. */
  starsGiven: number[];
  lukewarm: boolean;
  contrast: boolean;
  /** Told in one voice: more than one sentence that says something, and no `but` or `though` anywhere. */
  oneVoice: boolean;
  /** Bare praise (`Top.`, `Great, another…`) and no other praise in the text: often irony. */
  cheer: boolean;
  /** Tells of harm done to a guest (made ill, kept from sleeping), not denied. */
  harmed: boolean;
  /** The one thing praised (`the only good thing`) is all the praise the text holds. */
  onlyGrace: boolean;
  negatedPlain: number;
  topics: TopicMention[];
  /** Topics named in no sub-clause with an opinion word: their sentiment was borrowed or is neutral. */
  unsettled: Set<Topic>;
  /** Topics praised outright in a few words of their own (`warm welcome`, `jolie salle`), not told as a fact of the story. */
  judged: Set<Topic>;
  /** Topics named and then faulted in a few words (`The music was a bit loud`): a judgement, not a fact of the story. */
  faulted: Set<Topic>;
  /** Topics given a mark by name (`Food: 2/5`): their sentiment is that mark's. */
  rated: Set<Topic>;
}

export const SENTIMENTS: readonly Sentiment[] = ['negative', 'neutral', 'positive'];

export interface SentimentModel {
  /** Changes when the features change: a model trained on other features is refused. */
  features: number;
  /** Digest of the reviews it was trained on. */
  trainedOn: string;
  bias: number[];
  weights: Record<string, number[]>;
}

/** Bumped whenever `sentimentFeatures` changes: the model must be trained again. */
export const FEATURES_VERSION = 7;

const SARCASM = /[🙃😏🙄]|\.\.\.|…/u;
const SHOUT = /(?<![\p{L}])\p{Lu}{4,}(?![\p{L}])/u;
const tanh2 = (value: number) => Math.tanh(value / 2);
/** A wait or a delay told in numbers (`45 minutes`, `une heure`, `media hora`): usually a complaint. */
const DURATION = /\b\d+\s*(?:min|mins|minutes?|minutos?|h|hrs?|hours?|heures?|horas?|days?|jours?|d[ií]as?|weeks?|semaines?|semanas?)\b|\b(?:une|an|one|una|media|half an?|deux|two|dos)\s+(?:heures?|hours?|horas?)\b/iu;
const MONEY = /[€£$]|\b(?:euros?|eur|pounds?|quid|bucks)\b/iu;
const QUOTE = /["«»“”]/u;

/**
 * The opinion words' reading as numbers, plus the words and word pairs of the text: the model learns
 * from labelled reviews what the lexicons miss (implicit complaints and praise, irony, lukewarm facts).
 */
export function sentimentFeatures(reading: LexicalReading): Map<string, number> {
  const features = new Map<string, number>([
    [`lex:${reading.sentiment}`, 1],
    ['score', reading.score],
    ['positive', Math.log1p(reading.positive)],
    ['negative', Math.log1p(reading.negative)],
    ['first', tanh2(reading.firstSentence)],
    ['last', tanh2(reading.lastSentence)],
    ['cues', tanh2(reading.cues)],
    ['strongest', reading.strongest / 2],
    ['weakest', reading.weakest / 2],
    ['rating', reading.rating ?? 0],
    ['lukewarm', reading.lukewarm ? 1 : 0],
    ['contrast', reading.contrast ? 1 : 0],
    ['negated', Math.min(reading.negatedPlain, 3) / 3],
    ['length', Math.log1p(reading.tokens.length) / 4],
    ['exclamation', reading.text.includes('!') ? 1 : 0],
    ['question', reading.text.includes('?') ? 1 : 0],
    ['irony', SARCASM.test(reading.text) ? 1 : 0],
    ['cheer', reading.cheer ? 1 : 0],
    ['shout', SHOUT.test(reading.text) ? 1 : 0],
    ['duration', DURATION.test(reading.text) ? 1 : 0],
    ['money', MONEY.test(reading.text) ? 1 : 0],
    ['quote', QUOTE.test(reading.text) ? 1 : 0],
    ['balance', (reading.positive - reading.negative) / (reading.positive + reading.negative + 1)],
    [`last:${Math.sign(reading.lastSentence)}`, 1],
    ['verdict', reading.verdict],
  ]);
  // How a review of several sentences opens and closes, together: praise then a closing complaint is not the sum of the two.
  if ((sentencesOf(reading.text, reading.tokens).at(-1) ?? 0) > 0) features.set(`turn:${Math.sign(reading.firstSentence)}:${Math.sign(reading.lastSentence)}`, 1);
  // Shared by the three languages, so every labelled review teaches them.
  for (const mention of reading.topics) features.set(`t:${mention.topic}:${mention.sentiment}`, 1);
  const { stem, stopwords } = reading.lexicon;
  const prefix = reading.language;
  let previous: string | null = null;
  reading.tokens.forEach((token, i) => {
    if (!/^\d+$/.test(token.plain)) {
      // A word inside a fixed expression that says nothing is not that word's opinion (`tarde` in `la tarde` is no lateness).
      if (!stopwords.has(token.plain) && token.plain.length > 1 && !reading.idle[i]) features.set(`${reading.negated[i] ? 'n' : 'w'}:${prefix}:${stem(token.plain)}`, 1);
      if (previous) features.set(`b:${prefix}:${previous}_${token.plain}`, 1);
    }
    previous = /^\d+$/.test(token.plain) ? '#' : token.plain;
  });
  return features;
}

export function probabilities(model: SentimentModel, features: Map<string, number>): number[] {
  const logits = [...model.bias];
  for (const [name, value] of features) {
    const w = model.weights[name];
    if (!w || value === 0) continue;
    for (let k = 0; k < logits.length; k += 1) logits[k] = (logits[k] as number) + value * (w[k] as number);
  }
  const top = Math.max(...logits);
  const exp = logits.map((l) => Math.exp(l - top));
  const total = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / total);
}

/** The model shipped with the analyser, trained on the team's labelled and development reviews. */
export const SHIPPED_MODEL = weights as SentimentModel;
let active: SentimentModel = SHIPPED_MODEL;

/** A model read from a file: null unless it has the current features and the shape of one. */
export function parseSentimentModel(value: unknown): SentimentModel | null {
  if (typeof value !== 'object' || value === null) return null;
  const model = value as Partial<SentimentModel>;
  const triple = (v: unknown) => Array.isArray(v) && v.length === 3 && v.every((n) => typeof n === 'number' && Number.isFinite(n));
  if (model.features !== FEATURES_VERSION || typeof model.trainedOn !== 'string' || !triple(model.bias)) return null;
  if (typeof model.weights !== 'object' || model.weights === null || !Object.values(model.weights).every(triple)) return null;
  return model as SentimentModel;
}

/** The instance's own model (trained on its rated reviews), or the shipped one when given null. */
export function setSentimentModel(model: SentimentModel | null): void {
  active = model ?? SHIPPED_MODEL;
}

export const activeSentimentModel = (): SentimentModel => active;

/** The overall sentiment and a score of -1..1 (the chance of positive minus the chance of negative). */
export function weighSentiment(reading: LexicalReading, model: SentimentModel = active): { sentiment: Sentiment; score: number } {
  if (model.features !== FEATURES_VERSION) return { sentiment: reading.sentiment, score: reading.score };
  const p = probabilities(model, sentimentFeatures(reading));
  let best = 0;
  for (let k = 1; k < p.length; k += 1) if ((p[k] as number) > (p[best] as number)) best = k;
  return { sentiment: SENTIMENTS[best] as Sentiment, score: Math.round(((p[2] as number) - (p[0] as number)) * 1000) / 1000 };
}
