// `npm run bench` (and `npx tsx bench/analysis.ts`): the review analyser's quality on every labelled set
// it has, per language, against its targets. Prints; never fails.
import { readFile } from 'node:fs/promises';
import { analyse } from '../src/modules/analysis/analyser/analyse';
import { measureQuality, QUALITY_TARGETS, type LabelledReview, type Quality } from '../src/modules/analysis/analyser/quality';

const load = async (name: string) =>
  JSON.parse(await readFile(new URL(`../test/fixtures/${name}.json`, import.meta.url), 'utf8')) as LabelledReview[];

const mark = (value: number, target: number) => `${value.toFixed(3)} ${value >= target ? 'OK   ' : 'BELOW'}`;
const line = (name: string, value: number, target?: number) =>
  console.log(`  ${name.padEnd(26)} ${value.toFixed(3)}${target === undefined ? '' : `  (target >= ${target}) ${value >= target ? 'OK' : 'BELOW TARGET'}`}`);

// Each language's lexicon is compiled on first use: a one-off cost at start, printed apart.
const compileStarted = performance.now();
for (const text of ['Très bon', 'Very good', 'Muy bueno']) analyse(text);
const compileMs = performance.now() - compileStarted;

const T = QUALITY_TARGETS;
function figures(label: string, q: Quality): void {
  const n = q.negatives;
  console.log(
    `  ${label.padEnd(4)} ${String(q.reviews).padStart(5)}  ${mark(q.negativeRecall, T.negativeRecall)}  ${mark(q.sentimentAccuracy, T.sentimentAccuracy)}  ${mark(q.topicSentimentAccuracy, T.topicSentimentAccuracy)}  ${`${n.negative} / ${n.neutral} / ${n.positive}`.padStart(14)}  ${String(q.falseNegatives).padStart(5)}`,
  );
}

function block(title: string, set: LabelledReview[], detail: boolean): void {
  const started = performance.now();
  const quality = measureQuality(set, (text) => analyse(text));
  const perReviewMs = (performance.now() - started) / set.length;
  console.log(title);
  line('language accuracy', quality.languageAccuracy, T.languageAccuracy);
  line('topic F1 (micro)', quality.topicF1, T.topicF1);
  if (detail) {
    line('topic precision', quality.topicPrecision);
    line('topic recall', quality.topicRecall);
    console.log(`  ${'time per review'.padEnd(26)} ${perReviewMs.toFixed(3)} ms`);
  }
  console.log(
    `  lang  revs  negatives caught  sentiment       topic polarity  negatives read  other reviews`,
  );
  console.log(
    `              (>= ${T.negativeRecall})        (>= ${T.sentimentAccuracy})        (>= ${T.topicSentimentAccuracy})        neg / neu / pos  read negative`,
  );
  figures('all', quality);
  for (const language of ['fr', 'en', 'sp'] as const) figures(language, measureQuality(set.filter((r) => r.language === language), (text) => analyse(text)));
}

const labelled = await load('analysis-labelled');
const development = await load('analysis-development');
// One pass before timing, so the time per review is the steady one of a running server.
for (const review of labelled) analyse(review.text);
console.log(`Lexicons compiled in ${compileMs.toFixed(0)} ms (once per process)`);
console.log(`Sentiment model: trained on the ${labelled.length} labelled and ${development.length} development reviews (\`npm run train:sentiment\`)`);
block(`Review analysis on ${labelled.length} labelled reviews (fr, en, sp; trained on)`, labelled, true);
block(`Development set (${development.length} reviews; trained on)`, development, false);
// Sets never used to change the analyser or to train its model: only their totals are read, never
// their single reviews. They are the fair estimate of how it does on reviews it has not seen.
for (const [name, title] of [
  ['analysis-holdout', 'Held-out set'],
  ['analysis-holdout-2', 'Second held-out set'],
  ['analysis-holdout-3', 'Third held-out set'],
] as const) {
  const set = await load(name);
  block(`${title} (${set.length} reviews, never trained or tuned on):`, set, false);
}
