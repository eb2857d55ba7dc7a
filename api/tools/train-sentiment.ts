// `npm run train:sentiment` at the root: trains the sentiment model on the labelled and development
// reviews and writes it beside the analyser. `-- --folds 4` prints blocked cross-validated accuracy instead.
// `-- --from-database` trains the instance's own model on those reviews plus the rated reviews of its
// database (DATA_DIR's embedded one, or DATABASE_URL), one in five kept apart to judge it, and writes it
// to the data folder, where the server reads it at start.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readLexically } from '../src/modules/analysis/analyser/analyse';
import { SHIPPED_MODEL, weighSentiment } from '../src/modules/analysis/analyser/model';
import { measureQuality, type LabelledReview } from '../src/modules/analysis/analyser/quality';
import { TRAINING_DEFAULTS, TRAINING_SETS, examplesOf, trainSentimentModel, trainingDigest } from '../src/modules/analysis/analyser/training';
import { INSTANCE_MODEL_FILE, agreementWithStars, trainOnInstance, type StarsAgreement } from '../src/modules/analysis/instance-model';
import { ratedReviews } from '../src/modules/analysis/queries';
import { openConfiguredDatabase, readEnv } from '../src/runtime';

const { values } = parseArgs({
  options: { folds: { type: 'string' }, lambda: { type: 'string' }, epochs: { type: 'string' }, 'min-count': { type: 'string' }, 'negative-weight': { type: 'string' }, 'from-database': { type: 'boolean' } },
});
const options = {
  lambda: Number(values.lambda ?? TRAINING_DEFAULTS.lambda), epochs: Number(values.epochs ?? TRAINING_DEFAULTS.epochs),
  minCount: Number(values['min-count'] ?? TRAINING_DEFAULTS.minCount),
  negativeWeight: Number(values['negative-weight'] ?? TRAINING_DEFAULTS.negativeWeight ?? 1),
};

const texts = await Promise.all(TRAINING_SETS.map((name) => readFile(new URL(`../test/fixtures/${name}.json`, import.meta.url), 'utf8')));
const sets = texts.map((text) => JSON.parse(text) as LabelledReview[]);
const reviews = sets.flat();
const examples = examplesOf(reviews);

const figures = (name: string, a: StarsAgreement) =>
  console.log(
    `  ${name.padEnd(16)} overall ${a.accuracy.toFixed(3)}, negatives caught ${a.negativesCaught.toFixed(3)} (1-2 stars read as negative ${a.negatives.negative}, neutral ${a.negatives.neutral}, positive ${a.negatives.positive})`,
  );

async function fromDatabase(): Promise<void> {
  const env = readEnv();
  // The embedded database has one writer: refused while the server runs.
  const { db, unlock } = await openConfiguredDatabase(env);
  try {
    await db.migrate();
    const rated = (await ratedReviews(db.orm)).map((r) => ({ ...r, comment: r.comment ?? '' }));
    if (rated.length === 0) {
      console.log('No rated review with a comment in the database: nothing to learn from.');
      return;
    }
    const training = trainOnInstance(examples, rated, options);
    console.log(`Instance model trained on ${examples.length} team reviews and ${training.trainedOn} rated reviews; ${training.heldOut.length} rated reviews kept apart:`);
    figures('shipped model', agreementWithStars(training.heldOut, SHIPPED_MODEL));
    figures('instance model', agreementWithStars(training.heldOut, training.model));
    for (const name of ['analysis-holdout', 'analysis-holdout-2', 'analysis-holdout-3']) {
      const set = JSON.parse(await readFile(new URL(`../test/fixtures/${name}.json`, import.meta.url), 'utf8')) as LabelledReview[];
      const quality = measureQuality(set, (text) => {
        const reading = readLexically(text);
        return { language: reading.language, ...weighSentiment(reading, training.model), topics: reading.topics };
      });
      console.log(`  team set ${name}: sentiment accuracy ${quality.sentimentAccuracy.toFixed(3)}`);
    }
    await mkdir(env.dataDir, { recursive: true });
    await writeFile(join(env.dataDir, INSTANCE_MODEL_FILE), `${JSON.stringify(training.model)}\n`);
    console.log(`Written to ${join(env.dataDir, INSTANCE_MODEL_FILE)}: the server uses it from its next start.`);
  } finally {
    await db.close();
    await unlock();
  }
}

if (values['from-database']) {
  await fromDatabase();
} else if (values.folds) {
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
