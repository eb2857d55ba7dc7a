// `npm run bench` (and `npx tsx bench/analysis.ts`): the review analyser's quality on the labelled set,
// against its targets. Prints; never fails.
import { readFile } from 'node:fs/promises';
import { analyse } from '../src/modules/analysis/analyser/analyse';
import { measureQuality, QUALITY_TARGETS, type LabelledReview } from '../src/modules/analysis/analyser/quality';

const set = JSON.parse(await readFile(new URL('../test/fixtures/analysis-labelled.json', import.meta.url), 'utf8')) as LabelledReview[];
// Warm up: each language's lexicon is compiled on first use.
for (const text of ['Très bon', 'Very good', 'Muy bueno']) analyse(text);
const started = performance.now();
const quality = measureQuality(set, (text) => analyse(text));
const perReviewMs = (performance.now() - started) / set.length;

const line = (name: string, value: number, target?: number) =>
  console.log(`  ${name.padEnd(26)} ${value.toFixed(3)}${target === undefined ? '' : `  (target >= ${target}) ${value >= target ? 'OK' : 'BELOW TARGET'}`}`);
console.log(`Review analysis on ${quality.reviews} labelled reviews (fr, en, sp)`);
line('language accuracy', quality.languageAccuracy, QUALITY_TARGETS.languageAccuracy);
line('sentiment accuracy', quality.sentimentAccuracy, QUALITY_TARGETS.sentimentAccuracy);
line('topic F1 (micro)', quality.topicF1, QUALITY_TARGETS.topicF1);
line('topic precision', quality.topicPrecision);
line('topic recall', quality.topicRecall);
line('topic sentiment accuracy', quality.topicSentimentAccuracy);
console.log(`  ${'time per review'.padEnd(26)} ${perReviewMs.toFixed(3)} ms`);
for (const language of ['fr', 'en', 'sp'] as const) {
  const q = measureQuality(set.filter((r) => r.language === language), (text) => analyse(text));
  console.log(`  ${language}: sentiment ${q.sentimentAccuracy.toFixed(3)}, topic F1 ${q.topicF1.toFixed(3)}, language ${q.languageAccuracy.toFixed(3)}`);
}

// A second, smaller set written after the analyser was finished and never used to change it: the
// fairer estimate of how it does on phrasings its lexicons were not written with.
const holdout = JSON.parse(await readFile(new URL('../test/fixtures/analysis-holdout.json', import.meta.url), 'utf8')) as LabelledReview[];
const h = measureQuality(holdout, (text) => analyse(text));
console.log(`Held-out set (${h.reviews} reviews, not used for development):`);
line('language accuracy', h.languageAccuracy, QUALITY_TARGETS.languageAccuracy);
line('sentiment accuracy', h.sentimentAccuracy, QUALITY_TARGETS.sentimentAccuracy);
line('topic F1 (micro)', h.topicF1, QUALITY_TARGETS.topicF1);
