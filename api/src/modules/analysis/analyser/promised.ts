import { SENTENCE_GAP, plain as plainText, sentencesOf, type Token } from './text';
import type { AnalysisLanguage } from './types';

/**
 * A duration promised, then the one it took (`Quoted two days, picked it up after three weeks`, `Livraison promise
 * sous 48 heures, reçue douze jours plus tard`, `Nos dijeron veinte minutos y fue más de una hora`): far longer is a
 * complaint about the service told as a fact, clearly shorter is praise of it (`told us 20 minutes, seated in ten`),
 * and the promised duration itself is no wait.
 */

/** Words before a duration that was promised, quoted or expected. */
const PROMISE: Record<AnalysisLanguage, RegExp> = {
  en: /^(?:quoted?|told|said|says|supposed|promised?|estimated?|expected|guaranteed|meant)$/,
  fr: /^(?:annonc\w*|promis\w*|promett\w*|devis|prevu\w*|dit|estim\w*|cense\w*|garanti\w*|devait|devaient|indique\w*)$/,
  sp: /^(?:dijeron|dijo|prometi\w*|prometid\w*|previst\w*|iba|presupuest\w*|supuestamente|garantiz\w*|estimad\w*|deberia|indicaron)$/,
};
/** Words before a time of day written like a duration (`à 20h`, `entre 8h et 12h`). */
const CLOCK_BEFORE = new Set(['a', 'vers', 'entre', 'et', 'des', 'pour', 'de', 'jusqu', 'at', 'las', 'sobre', 'y']);
/** How long a thing lasts (a colour, a repair, a battery) reads the other way round from how long a job takes: left alone. */
const LASTING = /\b(?:last|lasts|lasted|lasting|aguant\w*|dur\w*|tenir|tient|tenu|tiennent)\b/;
/** Words before a bare number that takes the promised unit (`seated in ten`, `servis en dix`). */
const WITHIN = new Set(['in', 'within', 'under', 'en', 'sous', 'after', 'apres']);

const UNIT_MINUTES: [RegExp, number][] = [
  [/^(?:min|mins|mn|minutes?|minutos?)$/, 1],
  [/^(?:h|hrs?|hours?|heures?|horas?)$/, 60],
  [/^(?:days?|jours?|journees?|dias?)$/, 24 * 60],
  [/^(?:weeks?|semaines?|semanas?)$/, 7 * 24 * 60],
  [/^(?:fortnight|quinzaine|quincena)$/, 14 * 24 * 60],
  [/^(?:months?|mois|mes|meses)$/, 30 * 24 * 60],
];
const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20,
  thirty: 30, forty: 40, fifty: 50, sixty: 60, ninety: 90, half: 0.5, couple: 2, few: 3,
  un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12, quinze: 15, vingt: 20,
  trente: 30, quarante: 40, cinquante: 50, soixante: 60, demi: 0.5, demie: 0.5,
  uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12, quince: 15, veinte: 20,
  treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, media: 0.5,
};
/** A time taken told as a day (`the next morning`, `le lendemain`, `al día siguiente`), in minutes. */
const DAY_AFTER: [string[], number][] = [
  [['next', 'day'], 24 * 60],
  [['next', 'morning'], 16 * 60],
  [['following', 'day'], 24 * 60],
  [['same', 'day'], 8 * 60],
  [['lendemain'], 24 * 60],
  [['jour', 'meme'], 8 * 60],
  [['dia', 'siguiente'], 24 * 60],
  [['mismo', 'dia'], 8 * 60],
  [['otro', 'dia'], 24 * 60],
];
/** Words at most before a duration that can promise it, and sentences at most between the promise and what it took. */
const PROMISE_REACH = 6;
const SENTENCE_REACH = 1;
/** How much longer than promised makes a complaint, and how much shorter makes praise. */
const OVERRUN = 1.5;
const BEATEN = 0.75;

interface Duration {
  index: number;
  length: number;
  /** Minutes; null for a bare number that takes the promised unit. */
  minutes: number | null;
  count: number;
  sentence: number;
  promised: boolean;
}

export function numberAt(tokens: Token[], i: number): number | null {
  const word = tokens[i]?.plain ?? '';
  if (/^\d{1,3}$/.test(word)) return Number(word);
  return NUMBER_WORDS[word] ?? null;
}

export function unitAt(tokens: Token[], i: number): number | null {
  const word = tokens[i]?.plain ?? '';
  for (const [unit, minutes] of UNIT_MINUTES) if (unit.test(word)) return minutes;
  return null;
}

/** The duration starting at token `i`. */
function readDuration(tokens: Token[], i: number): Omit<Duration, 'sentence' | 'promised' | 'index'> | null {
  const word = (tokens[i] as Token).plain;
  for (const [words, minutes] of DAY_AFTER) {
    if (words.every((w, k) => tokens[i + k]?.plain === w)) return { length: words.length, minutes, count: 1 };
  }
  const glued = /^(\d{1,3})(h|min|mn)$/.exec(word);
  // `entre 8h et 12h`, `à 20h` are times of day.
  if (glued && glued[2] === 'h' && CLOCK_BEFORE.has(tokens[i - 1]?.plain ?? '')) return null;
  if (glued) return { length: 1, minutes: Number(glued[1]) * (glued[2] === 'h' ? 60 : 1), count: Number(glued[1]) };
  const count = numberAt(tokens, i);
  if (count === null) return null;
  // `an hour`, `one day`, `a couple of days`, `half an hour`, `une demi-heure`, `media hora`.
  let factor = 1;
  for (let k = i + 1; k <= i + 3 && k < tokens.length; k += 1) {
    const unit = unitAt(tokens, k);
    if (unit !== null) return { length: k - i + 1, minutes: count * factor * unit, count: count * factor };
    const filler = (tokens[k] as Token).plain;
    if (!/^(?:of|a|an|de|d|demi|half)$/.test(filler)) break;
    if (filler === 'demi' || filler === 'half') factor = 0.5;
  }
  // A bare count after `in`, `en`: it takes the unit of the promise.
  if (/^\d{1,3}$/.test(word) || (NUMBER_WORDS[word] !== undefined && count > 1)) {
    return WITHIN.has(tokens[i - 1]?.plain ?? '') ? { length: 1, minutes: null, count } : null;
  }
  return null;
}

const durations = new WeakMap<Token[], Duration[]>();

function durationsOf(text: string, tokens: Token[], language: AnalysisLanguage): Duration[] {
  const known = durations.get(tokens);
  if (known) return known;
  const found: Duration[] = [];
  durations.set(tokens, found);
  if (LASTING.test(plainText(text))) return found;
  const sentences = sentencesOf(text, tokens);
  for (let i = 0; i < tokens.length; i += 1) {
    const read = readDuration(tokens, i);
    if (!read) continue;
    let promised = false;
    // A promise reaches the first duration after it, not the time taken said next (`promised 48 hours, arrived 12 days later`).
    const previous = found.at(-1);
    const floor = Math.max(0, i - PROMISE_REACH, previous ? previous.index + previous.length : 0);
    for (let k = i - 1; k >= floor; k -= 1) {
      if (PROMISE[language].test((tokens[k] as Token).plain)) promised = true;
      if (SENTENCE_GAP.test(text.slice(tokens[k - 1]?.end ?? 0, (tokens[k] as Token).start))) break;
    }
    found.push({ ...read, index: i, sentence: sentences[i] as number, promised });
    i += read.length - 1;
  }
  return found;
}

/**
 * At token `i`: a promised duration (polarity 0), a time taken far beyond the promise (-1) or well within it (1),
 * with how many tokens it takes; null when no such duration starts there.
 */
export function promisedDurationAt(text: string, tokens: Token[], i: number, language: AnalysisLanguage): { length: number; polar: -1 | 0 | 1 } | null {
  const found = durationsOf(text, tokens, language);
  const at = found.findIndex((d) => d.index === i);
  const duration = found[at];
  if (!duration) return null;
  if (duration.promised && duration.minutes !== null) return { length: duration.length, polar: 0 };
  for (let k = at - 1; k >= 0; k -= 1) {
    const promise = found[k] as Duration;
    if (duration.sentence - promise.sentence > SENTENCE_REACH) return null;
    if (!promise.promised || promise.minutes === null) continue;
    const unit = promise.minutes / promise.count;
    const taken = duration.minutes ?? duration.count * unit;
    if (taken > promise.minutes * OVERRUN) return { length: duration.length, polar: -1 };
    if (taken < promise.minutes * BEATEN) return { length: duration.length, polar: 1 };
    return null;
  }
  return null;
}
