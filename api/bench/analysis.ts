// `npm run bench` (and `npx tsx bench/analysis.ts`): the review analyser's quality on the labelled set
// and on three held-out sets, against its targets. Prints; never fails.
import { readFile } from 'node:fs/promises';
import { analyse } from '../src/modules/analysis/analyser/analyse';
import { measureQuality, QUALITY_TARGETS, type LabelledReview } from '../src/modules/analysis/analyser/quality';

const load = async (name: string) =>
  JSON.parse(await readFile(new URL(`../test/fixtures/${name}.json`, import.meta.url), 'utf8')) as LabelledReview[];

const line = (name: string, value: number, target?: number) =>
  console.log(`  ${name.padEnd(26)} ${value.toFixed(3)}${target === undefined ? '' : `  (target >= ${target}) ${value >= target ? 'OK' : 'BELOW TARGET'}`}`);

// Each language's lexicon is compiled on first use: a one-off cost at start, printed apart.
const compileStarted = performance.now();
for (const text of ['Très bon', 'Very good', 'Muy bueno']) analyse(text);
const compileMs = performance.now() - compileStarted;

function block(title: string, set: LabelledReview[], detail: boolean): void {
  const started = performance.now();
  const quality = measureQuality(set, (text) => analyse(text));
  const perReviewMs = (performance.now() - started) / set.length;
  console.log(title);
  line('language accuracy', quality.languageAccuracy, QUALITY_TARGETS.languageAccuracy);
  line('sentiment accuracy', quality.sentimentAccuracy, QUALITY_TARGETS.sentimentAccuracy);
  line('topic F1 (micro)', quality.topicF1, QUALITY_TARGETS.topicF1);
  if (!detail) return;
  line('topic precision', quality.topicPrecision);
  line('topic recall', quality.topicRecall);
  line('topic sentiment accuracy', quality.topicSentimentAccuracy);
  console.log(`  ${'time per review'.padEnd(26)} ${perReviewMs.toFixed(3)} ms`);
  for (const language of ['fr', 'en', 'sp'] as const) {
    const q = measureQuality(set.filter((r) => r.language === language), (text) => analyse(text));
    console.log(`  ${language}: sentiment ${q.sentimentAccuracy.toFixed(3)}, topic F1 ${q.topicF1.toFixed(3)}, language ${q.languageAccuracy.toFixed(3)}`);
  }
}

const labelled = await load('analysis-labelled');
const development = await load('analysis-development');
// One pass before timing, so the time per review is the steady one of a running server.
for (const review of labelled) analyse(review.text);
console.log(`Lexicons compiled in ${compileMs.toFixed(0)} ms (once per process)`);
console.log(`Sentiment model: trained on the ${labelled.length} labelled and ${development.length} development reviews (\`npm run train:sentiment\`)`);
block(`Review analysis on ${labelled.length} labelled reviews (fr, en, sp)`, labelled, true);
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
