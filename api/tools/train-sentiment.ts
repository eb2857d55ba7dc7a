// `npm run train:sentiment` at the root: trains the sentiment model on the labelled and development
// reviews and writes it beside the analyser. `-- --folds 4` prints blocked cross-validated accuracy instead.
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { readLexically } from '../src/modules/analysis/analyser/analyse';
import { weighSentiment } from '../src/modules/analysis/analyser/model';
import type { LabelledReview } from '../src/modules/analysis/analyser/quality';
import { TRAINING_DEFAULTS, TRAINING_SETS, examplesOf, trainSentimentModel, trainingDigest } from '../src/modules/analysis/analyser/training';

const { values } = parseArgs({ options: { folds: { type: 'string' }, lambda: { type: 'string' }, epochs: { type: 'string' }, 'min-count': { type: 'string' } } });
const options = {
  lambda: Number(values.lambda ?? TRAINING_DEFAULTS.lambda), epochs: Number(values.epochs ?? TRAINING_DEFAULTS.epochs),
  minCount: Number(values['min-count'] ?? TRAINING_DEFAULTS.minCount),
};

const texts = await Promise.all(TRAINING_SETS.map((name) => readFile(new URL(`../test/fixtures/${name}.json`, import.meta.url), 'utf8')));
const sets = texts.map((text) => JSON.parse(text) as LabelledReview[]);
const reviews = sets.flat();
const examples = examplesOf(reviews);

if (values.folds) {
  // Blocked cross-validation: the development reviews are cut into contiguous blocks (they were written
  // in batches, so a block is close to a batch never seen), each judged by a model trained on the
  // labelled reviews and the other blocks.
  const folds = Number(values.folds);
  const labelled = (sets[0] as LabelledReview[]).length;
  const size = Math.ceil((reviews.length - labelled) / folds);
  const tally = { model: 0, lexical: 0 };
  const confusion = new Map<string, number>();
  for (let f = 0; f < folds; f += 1) {
    const from = labelled + f * size;
    const to = Math.min(reviews.length, from + size);
    const model = trainSentimentModel(examples.filter((_, i) => i < from || i >= to), options);
    const block = { model: 0, lexical: 0 };
    for (let i = from; i < to; i += 1) {
      const review = reviews[i] as LabelledReview;
      const reading = readLexically(review.text);
      const found = weighSentiment(reading, model).sentiment;
      if (found === review.sentiment) block.model += 1;
      if (reading.sentiment === review.sentiment) block.lexical += 1;
      confusion.set(`${review.sentiment} as ${found}`, (confusion.get(`${review.sentiment} as ${found}`) ?? 0) + 1);
    }
    tally.model += block.model;
    tally.lexical += block.lexical;
    console.log(`  block ${f + 1} (${to - from} reviews): model ${(block.model / (to - from)).toFixed(3)}, opinion words alone ${(block.lexical / (to - from)).toFixed(3)}`);
  }
  const count = reviews.length - labelled;
  console.log(`${folds}-block sentiment accuracy on ${count} development reviews: model ${(tally.model / count).toFixed(3)}, opinion words alone ${(tally.lexical / count).toFixed(3)}`);
  console.log(`  ${[...confusion.entries()].sort().map(([k, v]) => `${k}: ${v}`).join(', ')}`);
} else {
  const model = trainSentimentModel(examples, options);
  model.trainedOn = trainingDigest(texts);
  await writeFile(new URL('../src/modules/analysis/analyser/sentiment-model.json', import.meta.url), `${JSON.stringify(model)}\n`);
  console.log(`Sentiment model trained on ${examples.length} reviews: ${Object.keys(model.weights).length} weights`);
}
